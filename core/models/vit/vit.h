#pragma once
// Vision transformers in the Hugging Face layout (model_type "vit": ViTModel,
// ViTForImageClassification and DINO's checkpoints): a photo cut into P x P patches, each
// projected to E dimensions, a [CLS] token in front, learned position embeddings (interpolated
// bicubically when the photo's grid differs from training, as DINO does), pre-LN encoder
// blocks with every head's attention kept, a final LayerNorm and an optional classifier.
#include "core/attention/multihead.h"
#include "core/base/pil_resize.h"
#include "core/base/rgb_image.h"

#include <Eigen/Core>

#include <array>
#include <string>
#include <vector>

namespace attn {

struct VitConfig {
    int imageSize = 224;       ///< the training picture's side, pixels
    int patchSize = 16;        ///< P
    int channels = 3;          ///< C
    int embedDim = 768;        ///< E (hidden_size)
    int layers = 12;           ///< L
    int heads = 12;            ///< H, divides E
    int feedForwardDim = 3072; ///< F (intermediate_size)
    float layerNormEps = 1e-12f;
    std::vector<std::string> labels; ///< id2label in id order; empty = no classifier
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

struct VitBlock {
    Eigen::VectorXf norm1Weight, norm1Bias; ///< (E) layernorm_before
    MultiHeadWeights attention;             ///< query/key/value/output (E,E) with biases
    Eigen::VectorXf norm2Weight, norm2Bias; ///< (E) layernorm_after
    Eigen::MatrixXf intermediate;           ///< (E,F)
    Eigen::VectorXf intermediateBias;       ///< (F)
    Eigen::MatrixXf output;                 ///< (F,E)
    Eigen::VectorXf outputBias;             ///< (E)
};

struct VitModel {
    VitConfig config;
    VitPreprocessing preprocessing;
    Eigen::MatrixXf patchProjection;   ///< (C*P*P, E): a patch's (c, y, x) values -> E
    Eigen::VectorXf patchBias;         ///< (E)
    Eigen::VectorXf clsToken;          ///< (E)
    Eigen::MatrixXf positionEmbedding; ///< (1+N, E) for the training grid, [CLS] first
    std::vector<VitBlock> blocks;
    Eigen::VectorXf finalNormWeight, finalNormBias; ///< (E)
    Eigen::MatrixXf classifier;                     ///< (E, labels), empty without a classifier
    Eigen::VectorXf classifierBias;                 ///< (labels)
};

/// Reads dir/config.json (model_type "vit"), dir/model.safetensors (or its shards; names with
/// or without the "vit." prefix) and dir/preprocessor_config.json when there is one. Throws
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
    /// [layer][head] of (1+N,1+N); token 0 = [CLS], token 1+p = patch p, p = y*gridWidth + x
    std::vector<std::vector<RowMatrixXf>> attention;
    Eigen::VectorXf cls;    ///< (E) the final LayerNorm's [CLS]
    Eigen::VectorXf logits; ///< (labels) or empty without a classifier
    int gridWidth = 0, gridHeight = 0;
};

/// Throws InputError, naming the size, when every head's attention over a gridWidth x
/// gridHeight grid (and [CLS]) would pass kMaxAttentionBytes (ViT-B/16: from 53 x 53 patches).
void requireVitAttentionFits(const VitConfig& config, int gridWidth, int gridHeight);

/// The forward pass over image's pixels (normalised here with the preprocessing's mean and
/// std); its side lengths must be whole patches. Throws InputError otherwise, or when the
/// attention would not fit (requireVitAttentionFits), before allocating it.
VitOutput vitForward(const VitModel& model, const VitImage& image);

/// positions:(1+N,E) for a g x g training grid (N = g*g), [CLS] first -> (1+w*h,E) for a
/// w x h grid: the patch rows resized as a (E, g, g) picture by PyTorch's bicubic
/// interpolation (a = -0.75, align_corners false, borders clamped), [CLS] unchanged.
/// Throws InputError when N is not a square.
Eigen::MatrixXf interpolatePositions(const Eigen::MatrixXf& positions, int gridWidth,
                                     int gridHeight);

} // namespace attn
