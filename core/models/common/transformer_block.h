// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One transformer block for every stack we open: decoders (pre-norm, Gemma's sandwich norms,
// GPT-NeoX's parallel residual), BERT-family encoders (post-norm) and vision transformers
// (pre-norm, DINOv2's layer scale). Where each norm sits and what the MLP computes are data of
// the block; the arithmetic is this one function.
#include "core/attention/cached_attention.h"
#include "core/attention/multihead.h"
#include "core/models/common/activation.h"

#include <Eigen/Core>

namespace attn {

enum class NormKind {
    Rms,        ///< x / sqrt(mean(x^2) + eps) * w
    RmsOnePlus, ///< Gemma's: x / sqrt(mean(x^2) + eps) * (1 + w), stored as the sum
    Layer,      ///< LayerNorm with a bias
};

/// A norm at one place of a block: weight (E), bias (E) for LayerNorm. An empty weight: no
/// norm at this place.
struct BlockNorm {
    Eigen::VectorXf weight, bias;
};

/// What every block of a stack shares.
struct BlockArithmetic {
    NormKind norm = NormKind::Layer;
    float eps = 1e-12f;
    Activation activation = Activation::GeluErf;
    bool gated = false;            ///< mlpIn holds the gate's F columns, then the up's F
    bool parallelResidual = false; ///< x + attn(n1(x)) + mlp(n2(x)) (GPT-NeoX)
};

/// One block's weights. In order: the attention branch reads attentionInputNorm(x), its
/// output passes attentionOutputNorm and attentionScale, is added to x, and the sum passes
/// attentionResidualNorm; the MLP branch likewise with the mlp* fields.
struct TransformerBlock {
    BlockNorm attentionInputNorm;    ///< pre-norm stacks (GPT-2, Llama, ViT)
    BlockNorm attentionOutputNorm;   ///< on the branch before the sum (Gemma 2/3, OLMo 2)
    Eigen::VectorXf attentionScale;  ///< (E) DINOv2's layer scale, empty for none
    BlockNorm attentionResidualNorm; ///< post-norm stacks (BERT): after the sum
    MultiHeadWeights attention;      ///< W^Q (E,H*d), W^K and W^V (E,G*d), W^O (H*d,E)
    BlockNorm mlpInputNorm, mlpOutputNorm;
    Eigen::VectorXf mlpScale; ///< (E) or empty
    BlockNorm mlpResidualNorm;
    Eigen::MatrixXf mlpIn;      ///< gated: (E,2F) gate^T then up^T side by side; plain: (E,F)
    Eigen::VectorXf mlpInBias;  ///< (F) plain, (2F) gated (gate's then up's), or empty
    Eigen::MatrixXf mlpOut;     ///< (F,E)
    Eigen::VectorXf mlpOutBias; ///< (E) or empty
};

/// x:(T,E) -> x normalised by n (x itself when n is empty).
Eigen::MatrixXf normalise(const Eigen::MatrixXf& x, const BlockNorm& n, const BlockArithmetic& a);

/// Runs block b, layer `layer` (0-based) of its stack, on the residual stream x:(T,E) in place;
/// attended gets its heads' weights. Only options' output rows are carried past the attention
/// (a last block whose other rows nobody reads), x becoming (outputCount,E) then. With a cache,
/// x is the stream of the tokens after those it holds: they attend over the cache, which grows
/// by them (an empty cache is filled from a whole pass). An InputError (scores or activations
/// that leave the float range) names the layer.
void runTransformerBlock(int layer, const TransformerBlock& b, const BlockArithmetic& a,
                         const MultiHeadOptions& options, Eigen::MatrixXf& x,
                         MultiHeadResult& attended, KeyValueCache* cache = nullptr);

} // namespace attn
