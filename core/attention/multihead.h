// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Multi-head attention with the shapes of the lecture notes:
// Q:(N,E) K:(M,E_k) V:(M,E_v), W_i^Q:(E,E_i) W_i^K:(E_k,E_i) W_i^V:(E_v,E_h), W^O:(H*E_h,E_a).
#include "core/attention/attention.h"
#include "core/attention/masks.h"
#include "core/attention/scores.h"
#include "core/attention/softmax.h"

#include <Eigen/Core>

#include <algorithm>
#include <utility>
#include <vector>

namespace attn {

/// Sizes of a multi-head layer. standard(E, H) gives E_i = E_h = E/H and E_k = E_v = E_a = E.
struct MultiHeadShape {
    int queryDim = 0;     ///< E
    int keyDim = 0;       ///< E_k
    int valueDim = 0;     ///< E_v
    int heads = 0;        ///< H
    int headDim = 0;      ///< E_i (query/key size per head)
    int headValueDim = 0; ///< E_h (value size per head)
    int outputDim = 0;    ///< E_a
    bool bias = false;    ///< whether projections carry biases

    /// Throws InputError when E is not divisible by H or either is < 1.
    static MultiHeadShape standard(int modelDim, int heads, bool bias = false);
};

/// An RMS norm of the projected queries or keys, before the rotation: per head over its E_i
/// values (Qwen3, Gemma 3) or over all heads' values at once (OLMo 2). Gemma's (1 + w) is
/// stored as its sum.
struct ProjectionNorm {
    Eigen::VectorXf weight; ///< (E_i), or (heads*E_i) across heads; empty for no norm
    float eps = 1e-6f;
    bool acrossHeads = false;
};

/// All heads' projections, stored side by side: head h owns columns [h*E_i, (h+1)*E_i) of
/// wq and rows [h*E_h, (h+1)*E_h) of wo. Keys and values have G = keyValueHeads() heads of
/// their own (G = H but for grouped-query attention, where G divides H): query head h reads
/// key/value head g = keyValueHeadOf(h), columns [g*E_i, (g+1)*E_i) of wk and
/// [g*E_h, (g+1)*E_h) of wv.
struct MultiHeadWeights {
    int heads = 0;                     ///< H
    int kvHeads = 0;                   ///< G, key/value heads; 0 means H
    Eigen::MatrixXf wq;                ///< (E, H*E_i)
    Eigen::MatrixXf wk;                ///< (E_k, G*E_i)
    Eigen::MatrixXf wv;                ///< (E_v, G*E_h)
    Eigen::MatrixXf wo;                ///< (H*E_h, E_a)
    Eigen::VectorXf bq, bk, bv, bo;    ///< (H*E_i), (G*E_i), (G*E_h), (E_a); empty = no bias
    ProjectionNorm queryNorm, keyNorm; ///< after the biases, before the rotation

    int keyValueHeads() const { return kvHeads ? kvHeads : heads; }
    /// The key/value head query head h reads: h / (H/G).
    int keyValueHeadOf(int h) const { return h / std::max(1, heads / keyValueHeads()); }
    int headDim() const { return heads ? int(wq.cols()) / heads : 0; }
    int headValueDim() const { return heads ? int(wv.cols()) / keyValueHeads() : 0; }
    Eigen::MatrixXf queryProjection(int h) const { return wq.middleCols(h * headDim(), headDim()); }
    Eigen::MatrixXf keyProjection(int h) const {
        return wk.middleCols(keyValueHeadOf(h) * headDim(), headDim());
    }
    Eigen::MatrixXf valueProjection(int h) const {
        return wv.middleCols(keyValueHeadOf(h) * headValueDim(), headValueDim());
    }
};

/// Xavier-uniform projections from a seed: the same seed always gives the same weights.
MultiHeadWeights randomMultiHeadWeights(const MultiHeadShape& shape, unsigned seed);

/// Weights set explicitly per head: wq[i]:(E,E_i) wk[i]:(E_k,E_i) wv[i]:(E_v,E_h),
/// wo:(H*E_h,E_a). Throws InputError naming the head and shape that disagree.
MultiHeadWeights multiHeadWeightsFromHeads(const std::vector<Eigen::MatrixXf>& wq,
                                           const std::vector<Eigen::MatrixXf>& wk,
                                           const std::vector<Eigen::MatrixXf>& wv,
                                           const Eigen::MatrixXf& wo);

enum class HeadAggregation {
    Concat,  ///< concat(head_1..head_H) W^O (+ b_o) -> (N,E_a)
    Average, ///< (1/H) sum_i head_i -> (N,E_h); W^O is not used
};

/// What replaces a head's output before the output projection, for what-if experiments
/// (knocking heads out): its own (Keep), zeros, or its mean over the query rows.
enum class HeadAblation { Keep, Zero, Mean };

struct MultiHeadOptions {
    ScoreFunction score = ScoreFunction::ScaledDot; ///< scaled by sqrt(E_i)
    std::vector<ScoreParams> headScoreParams;       ///< (H) for Bilinear/Additive, else empty
    Mask mask;
    float temperature = 1.0f;
    HeadAggregation aggregation = HeadAggregation::Concat;
    bool keepScores = false; ///< also return each head's scores (costs N*M floats per head)
    /// Rotary positions (RoPE as Llama-family checkpoints use it), (E_i/2) angular frequencies
    /// or empty for none: after projection, query row i and key row j of every head have each
    /// pair (x_p, x_{p+E_i/2}) rotated by i*f_p and j*f_p respectively (rotateHalf).
    /// Fewer than E_i/2 frequencies turn only the first 2 * size values of each head (partial
    /// rotary, as GPT-NeoX and Phi apply it).
    std::vector<float> rotaryFrequencies;
    /// The query rows whose output is wanted, [outputFirst, outputFirst + outputCount), or
    /// all when outputCount < 0 (a model's last layer needs only the rows it reads next: the
    /// last token's or [CLS]'s). result.output then has outputCount rows; headWeights are
    /// always every row's. Fast path only.
    Eigen::Index outputFirst = 0, outputCount = -1;
    float rotaryScale = 1; ///< multiplies the rotation's cosines and sines (YaRN, LongRoPE)
    float scale = 0;       ///< ScaledDot's factor: 0 for 1/sqrt(E_i) (see AttentionOptions)
    float softcap = 0;     ///< c > 0: scores become c tanh(scores / c) before the mask
    /// (H) or empty for none: what each head's output is replaced by before W^O (and before
    /// the average); the heads' weights are left as computed.
    std::vector<HeadAblation> ablation;
    /// false: headWeights stay empty, each block of weights made and dropped once it has
    /// weighed the values, so memory grows with N·E, not H·N·M (a long text; the weights are
    /// computed again from projectedQueries and projectedKeys where a view asks). Fast path
    /// only, not with keepScores.
    bool keepWeights = true;
};

struct MultiHeadResult {
    /// (N,H*E_i) Q W^Q + b_q, normalised and turned as the scores read them (fast path only)
    Eigen::MatrixXf projectedQueries;
    Eigen::MatrixXf projectedKeys;        ///< (M,G*E_i) K W^K + b_k, the same (fast path only)
    Eigen::MatrixXf projectedValues;      ///< (M,G*E_h) V W^V + b_v (fast path only)
    std::vector<RowMatrixXf> headWeights; ///< H of (N,M), rows sum to 1
    std::vector<RowMatrixXf> headScores;  ///< H of (N,M) when keepScores, else empty
    Eigen::MatrixXf headOutputs;          ///< (N,H*E_h): head h in columns [h*E_h,(h+1)*E_h)
    Eigen::MatrixXf output; ///< (N,E_a) for Concat, (N,E_h) for Average; N: or outputCount

    std::vector<int> fullyMaskedRows; ///< queries that could attend to no key
};

/// x:(N, heads*E_i) projected queries or keys -> normalised in place by norm (nothing when
/// its weight is empty). Throws InputError when the weight fits neither E_i nor heads*E_i.
void normaliseProjection(Eigen::Ref<Eigen::MatrixXf> x, int heads, const ProjectionNorm& norm);

/// xq:(N,E) xk:(M,E_k) -> every head's queries (N,H*E_i) and keys (M,G*E_i) as the scores
/// read them: projected, biased, normalised by w's norms, turned by options' rotation.
std::pair<Eigen::MatrixXf, Eigen::MatrixXf>
scoredQueriesKeys(const Eigen::Ref<const Eigen::MatrixXf>& xq,
                  const Eigen::Ref<const Eigen::MatrixXf>& xk, const MultiHeadWeights& w,
                  const MultiHeadOptions& options);

/// headOutputs:(N, H*E_h) with head h in columns [h*E_h, (h+1)*E_h) -> each head whose
/// ablation (H, or empty for none) is Zero set to zeros, Mean to its mean over the N rows.
void ablateHeads(const std::vector<HeadAblation>& ablation, Eigen::Index headValueDim,
                 Eigen::Ref<Eigen::MatrixXf> headOutputs);

/// The single-head options of head h: options' score (with head h's parameters), mask,
/// temperature, scale and soft-capping.
AttentionOptions headAttentionOptions(const MultiHeadOptions& options, int h);

/// q:(N,E) k:(M,E_k) v:(M,E_v) -> headWeights: H of (N,M), output (see HeadAggregation).
/// Heads run in parallel, each in one thread from projection to output; result's buffers are reused
/// when their shapes already fit, so a caller that keeps one MultiHeadResult across calls allocates
/// nothing after the first. Throws InputError naming the shapes when q, k, v and weights disagree.
void multiHeadAttention(const Eigen::Ref<const Eigen::MatrixXf>& q,
                        const Eigen::Ref<const Eigen::MatrixXf>& k,
                        const Eigen::Ref<const Eigen::MatrixXf>& v, const MultiHeadWeights& w,
                        const MultiHeadOptions& options, MultiHeadResult& result);

/// Convenience form of the above returning a fresh result.
MultiHeadResult multiHeadAttention(const Eigen::Ref<const Eigen::MatrixXf>& q,
                                   const Eigen::Ref<const Eigen::MatrixXf>& k,
                                   const Eigen::Ref<const Eigen::MatrixXf>& v,
                                   const MultiHeadWeights& w, const MultiHeadOptions& options = {});

/// The same computation written plainly, one head at a time through attention(): the
/// reference the fast path is tested against.
MultiHeadResult multiHeadAttentionReference(const Eigen::Ref<const Eigen::MatrixXf>& q,
                                            const Eigen::Ref<const Eigen::MatrixXf>& k,
                                            const Eigen::Ref<const Eigen::MatrixXf>& v,
                                            const MultiHeadWeights& w,
                                            const MultiHeadOptions& options = {});

} // namespace attn
