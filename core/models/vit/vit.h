// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Vision transformers in the Hugging Face layout (model_type "vit": ViTModel,
// ViTForImageClassification and DINO's checkpoints; "deit"; "dinov2" and
// "dinov2_with_registers"): a photo cut into P x P patches, each projected to E dimensions, a
// [CLS] token in front (then DeiT's distillation token, or DINOv2's registers), learned
// position embeddings (interpolated bicubically when the photo's grid differs from training),
// pre-LN encoder blocks (DINOv2's with layer scale) with every head's attention kept, a final
// LayerNorm and an optional classifier.
#include "core/attention/layer_heads.h"
#include "core/attention/multihead.h"
#include "core/base/pil_resize.h"
#include "core/base/rgb_image.h"
#include "core/models/common/transformer_block.h"

#include <Eigen/Core>

#include <array>
#include <string>
#include <vector>

namespace attn {

struct VitConfig {
    std::string modelType = "vit";   ///< vit, deit, dinov2 or dinov2_with_registers
    int imageSize = 224;             ///< the training picture's side, pixels
    int patchSize = 16;              ///< P
    int channels = 3;                ///< C
    int embedDim = 768;              ///< E (hidden_size)
    int layers = 12;                 ///< L
    int heads = 12;                  ///< H, divides E
    int feedForwardDim = 3072;       ///< F (intermediate_size)
    BlockArithmetic block;           ///< LayerNorm with layer_norm_eps, hidden_act
    std::vector<std::string> labels; ///< id2label in id order; empty = no classifier
    bool distillation = false;       ///< DeiT: a distillation token after [CLS], positioned
    int registers = 0;               ///< DINOv2's register tokens after [CLS], no positions
    bool layerScale = false;         ///< DINOv2: each branch scaled per channel
    bool antialiasPositions = false; ///< DINOv2 with registers: positions resized antialiased

    /// Tokens before the patches: [CLS], then the distillation token or the registers.
    int prefixTokens() const { return 1 + (distillation ? 1 : 0) + registers; }
    /// Of those, the ones with a position embedding: [CLS] and the distillation token.
    int positionedPrefix() const { return distillation ? 2 : 1; }
};

/// preprocessor_config.json: how a photo becomes the model's pixels.
struct VitPreprocessing {
    bool resize = true;
    int width = 224, height = 224; ///< the resize target when resize and shortestEdge is 0
    int shortestEdge = 0;          ///< else the shorter side to this, the aspect kept
    PilFilter resample = PilFilter::Bilinear;
    bool centerCrop = false;               ///< then the centre cropHeight x cropWidth pixels
    int cropWidth = 224, cropHeight = 224; ///< (zeros where the crop passes the picture)
    double rescale =
        1.0 / 255.0; ///< multiplies the 0..255 values: rescale_factor, 1 if !do_rescale
    bool normalize = true;
    std::array<float, 3> mean{0.5f, 0.5f, 0.5f};
    std::array<float, 3> std{0.5f, 0.5f, 0.5f};
};

struct VitModel {
    VitConfig config;
    VitPreprocessing preprocessing;
    Eigen::MatrixXf patchProjection;   ///< (C*P*P, E): a patch's (c, y, x) values -> E
    Eigen::VectorXf patchBias;         ///< (E)
    Eigen::VectorXf clsToken;          ///< (E)
    Eigen::VectorXf distillationToken; ///< (E) DeiT's, empty for none
    Eigen::MatrixXf registerTokens;    ///< (R, E) DINOv2's registers, empty for none
    /// (S+N, E) for the training grid: the S = positionedPrefix() tokens first
    Eigen::MatrixXf positionEmbedding;
    /// (L) pre-norm (attentionInputNorm, mlpInputNorm), DINOv2's with layer scales
    std::vector<TransformerBlock> blocks;
    BlockNorm finalNorm;                    ///< (E)
    Eigen::MatrixXf classifier;             ///< (E, labels), empty without a classifier
    Eigen::VectorXf classifierBias;         ///< (labels)
    Eigen::MatrixXf distillationClassifier; ///< (E, labels) DeiT's, averaged with classifier
    Eigen::VectorXf distillationClassifierBias;
};

/// The model_types loadVit reads, '|'-separated.
constexpr const char* kVitModelTypes = "vit|deit|dinov2|dinov2_with_registers";

/// Reads dir/config.json (model_type vit, deit, dinov2 or dinov2_with_registers),
/// dir/model.safetensors (or its shards; names with or without the "vit." / "deit." /
/// "dinov2." prefix) and dir/preprocessor_config.json when there is one. Throws
/// InputError naming the file and the key or tensor that is missing or wrong.
VitModel loadVit(const std::string& dir);

/// How a photo becomes the model's pixels: as the checkpoint's preprocessor says (AsTrained:
/// resized, usually stretched to imageSize x imageSize, then centre-cropped if it says so; a
/// last partial patch is cut off as the patch convolution ignores it), or its aspect kept with
/// the longer side `longSide` pixels rounded to whole patches (KeepAspect; positions
/// interpolated).
enum class VitSizing { AsTrained, KeepAspect };

struct VitImage {
    RgbImage pixels; ///< resized, before mean/std, (H,W,3) in [0,1]; H = gridHeight * P
    int gridWidth = 0, gridHeight = 0;
};

/// photo:(H,W,3) any size -> the pixels the model reads, resized as the Hugging Face processor
/// does (Pillow's filter on the 8-bit picture: resizeAsPil; longSide 0 = imageSize). Throws
/// InputError for a bad photo, a longSide outside [P, kMaxImageSide] or a resize that would
/// pass kMaxImageSide.
VitImage vitPixels(const VitModel& model, const RgbImage& photo, VitSizing sizing,
                   int longSide = 0);

struct VitOutput {
    /// [layer][head] of (S+N,S+N): token 0 = [CLS], then DeiT's distillation token or DINOv2's
    /// registers, token S+p = patch p, p = y*gridWidth + x (S = prefixTokens)
    LayerHeadAttention attention;
    int prefixTokens = 1;   ///< S
    Eigen::VectorXf cls;    ///< (E) the final LayerNorm's [CLS]
    Eigen::VectorXf logits; ///< (labels) or empty without a classifier
    int gridWidth = 0, gridHeight = 0;
};

/// Throws InputError, naming the size, when every head's attention over a gridWidth x
/// gridHeight grid (and [CLS] and the other prefix tokens) would pass kMaxAttentionBytes
/// (ViT-B/16: from 53 x 53 patches).
void requireVitAttentionFits(const VitConfig& config, int gridWidth, int gridHeight);

/// The forward pass over image's pixels (normalised here with the preprocessing's mean and
/// std); its side lengths must be whole patches. Throws InputError otherwise, or when the
/// attention would not fit (requireVitAttentionFits), before allocating it.
VitOutput vitForward(const VitModel& model, const VitImage& image);

/// positions:(S+N,E) for a g x g training grid (N = g*g), S prefix tokens first -> (S+w*h,E)
/// for a w x h grid: the patch rows resized as a (E, g, g) picture by PyTorch's bicubic
/// interpolation (align_corners false; a = -0.75 with borders clamped, or with antialias
/// PyTorch's antialiased filter, a = -0.5 over a support widened when shrinking, weights
/// normalised), the prefix rows unchanged. Throws InputError when N is not a square.
Eigen::MatrixXf interpolatePositions(const Eigen::MatrixXf& positions, int gridWidth,
                                     int gridHeight, int prefix = 1, bool antialias = false);

} // namespace attn
