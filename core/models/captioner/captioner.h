// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An image captioner in the manner of "Show, Attend and Tell": the picture is cut into a grid
// of patches, each patch is embedded on its own (two layers, learned position), and while it
// writes each word a GRU decoder attends over the patches with additive (Bahdanau) scores:
//   h_t = GRU([embedding(w_{t-1}); context_{t-1}], h_{t-1}),  h_0 = tanh(initWeight mean_n(f_n) +
//   initBias) alpha_t = softmax_n(attVector . tanh(attFeature f_n + attFeatureBias + attHidden
//   h_t)) context_t = sum_n alpha_t[n] f_n,  p(w_t) = softmax(outWeight [h_t; context_t] + outBias)
// with context_0 = mean_n(f_n); alpha_t, reshaped to the patch grid, is the attention map of
// word t. The weights come from sample_models/captioner-shapes (trained by
// tools/train_captioner.py); the forward pass matches PyTorch to float32 rounding.
//
// Shapes: S = image side (64), P = patch side (8), G = S/P grid side (8), N = G*G patches,
// D = patch feature size, H = GRU state size, A = attention size, E = word embedding size,
// V = vocabulary size.
#include "core/base/rgb_image.h"
#include "core/models/captioner/scene.h"
#include "core/models/common/gru.h"

#include <Eigen/Core>

#include <string>
#include <vector>

namespace attn {

struct CaptionerConfig {
    int imageSize = 64;   ///< S, input pictures are S x S RGB
    int patchSize = 8;    ///< P, divides S
    int featureDim = 0;   ///< D
    int hiddenDim = 0;    ///< H
    int attentionDim = 0; ///< A
    int embedDim = 0;     ///< E
    int maxWords = 20;    ///< longest caption the model was trained for (without <end>)

    int gridSize() const { return imageSize / patchSize; }  ///< G
    int patches() const { return gridSize() * gridSize(); } ///< N
};

/// Parameters, named after the PyTorch module in tools/train_captioner.py.
struct CaptionerWeights {
    Eigen::MatrixXf patchWeight; ///< (D, P*P*3), input is a patch flattened as (py, px, channel)
    Eigen::VectorXf patchBias;   ///< (D)
    Eigen::MatrixXf position;    ///< (N, D) learned; e = relu(patchWeight p + patchBias + position)
    Eigen::MatrixXf mixWeight;   ///< (D, D) features f = e + relu(mixWeight e + mixBias)
    Eigen::VectorXf mixBias;     ///< (D)
    Eigen::MatrixXf
        initWeight; ///< (H, D) h0 = tanh(initWeight mean(f) + initBias); context0 = mean(f)
    Eigen::VectorXf initBias;  ///< (H)
    Eigen::MatrixXf embedding; ///< (V, E)
    GruCell gru; ///< input (E+D) [embedding(previous word); previous context], state (H)
    Eigen::MatrixXf attFeature;     ///< (A, D)
    Eigen::VectorXf attFeatureBias; ///< (A)
    Eigen::MatrixXf attHidden;      ///< (A, H)
    Eigen::VectorXf attVector; ///< (A) score = attVector . tanh(attFeature f + b + attHidden h)
    Eigen::MatrixXf outWeight; ///< (V, H+D) logits = outWeight [h; context] + outBias
    Eigen::VectorXf outBias;   ///< (V)
};

struct Captioner {
    CaptionerConfig config;
    CaptionerWeights weights;
    std::vector<std::string> vocabulary; ///< (V) includes "<pad>", "<start>", "<end>", "<unk>"
    int startId = 1, endId = 2, unknownId = 3;

    int gridHeight() const { return config.gridSize(); } ///< G
    int gridWidth() const { return config.gridSize(); }  ///< G
    int imageSize() const { return config.imageSize; }   ///< S
    /// The id of word, or unknownId when the vocabulary lacks it.
    int idOf(const std::string& word) const;
};

/// Reads dir/config.json (model_type "show-attend-tell"), dir/model.safetensors and
/// dir/vocab.json. Throws InputError naming the file and the field or tensor at fault.
Captioner loadCaptioner(const std::string& dir);

/// One caption with the attention behind each word.
struct CaptionResult {
    std::vector<std::string> words;         ///< (T) without "<end>"
    std::vector<bool> known;                ///< (T) false where a word is not in the vocabulary
                                            ///<     (teacher forcing only; it was read as "<unk>")
    std::vector<float> probability;         ///< (T) model probability of each word at its step
    std::vector<Eigen::MatrixXf> attention; ///< (T) of (G, G), row = grid row from the top;
                                            ///<     each sums to 1 over the patches
    bool finished = false;                  ///< greedy: "<end>" came before maxWords
};

/// The image the model sees: image:(H,W,3), H, W >= P -> (S,S,3) by area averaging. Throws
/// InputError (e.g. "image is 1x1 pixels; the captioner needs at least 8x8") for smaller,
/// larger than kMaxImageSide, non-finite or out-of-range images.
RgbImage resizeForCaptioner(const Captioner& model, const RgbImage& image);

/// Whether image:(S,S,3) looks like the training scenes: a dark uniform background and
/// only the four shape colours. False for photographs; the view then warns.
bool looksLikeTrainingScene(const RgbImage& image);

/// image:(H,W,3) (resized with resizeForCaptioner when not S x S) -> greedy caption of at
/// most maxWords (1..200) words, attention (T) of (G,G). Throws InputError for bad images.
CaptionResult caption(const Captioner& model, const RgbImage& image, int maxWords = 20);

/// The same with the caption given: attention (T) of (G,G) for each of words (1..200 words;
/// unknown ones are read as "<unk>" and flagged in known). probability[t] is the model's
/// probability of words[t] (of "<unk>" for unknown words).
CaptionResult teacherForced(const Captioner& model, const RgbImage& image,
                            const std::vector<std::string>& words);

/// image:(S,S,3) -> patch features:(N, D), the keys and values of the attention.
Eigen::MatrixXf captionerFeatures(const Captioner& model, const RgbImage& image);

} // namespace attn
