// SPDX-License-Identifier: GPL-3.0-or-later
// The multi-head forward pass: a fast path (fused projections, heads in parallel, softmax
// fused with the score product in cache-sized row blocks) and a plain reference.
#include "core/attention/multihead.h"

#include "core/attention/attention.h"
#include "core/attention/rotary.h"
#include "core/attention/softmax.h"
#include "core/base/check.h"
#include "core/base/gemm.h"
#include "core/base/huge_pages.h"
#include "core/base/phase_clock.h"
#include "core/base/threads.h"

#include <omp.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <limits>
#include <optional>
#include <string>

namespace attn {

namespace {

constexpr Eigen::Index kRowBlock = 128; ///< query rows per block: block of scores stays in L2

bool needsParams(ScoreFunction f) {
    return f == ScoreFunction::Bilinear || f == ScoreFunction::Additive;
}

void requireBias(const Eigen::VectorXf& b, Eigen::Index size, const char* name) {
    require(b.size() == 0 || b.size() == size,
            Message("attn", "%1 has %2 entries, expected %3").arg(name).arg(b.size()).arg(size));
}

/// A norm of columns (N, heads*E_i) has E_i values, or heads*E_i across heads, or none.
void requireNorm(const ProjectionNorm& n, Eigen::Index columns, int heads, const char* name) {
    const Eigen::Index size = n.acrossHeads ? columns : columns / heads;
    require(
        n.weight.size() == 0 || n.weight.size() == size,
        Message("attn", "%1 has %2 entries, expected %3").arg(name).arg(n.weight.size()).arg(size));
}

/// Whether x and y view the same matrix (self-attention passes one three times).
bool sameMatrix(const Eigen::Ref<const Eigen::MatrixXf>& x,
                const Eigen::Ref<const Eigen::MatrixXf>& y) {
    return x.data() == y.data() && x.rows() == y.rows() && x.cols() == y.cols() &&
           x.outerStride() == y.outerStride();
}

void validate(const Eigen::Ref<const Eigen::MatrixXf>& q,
              const Eigen::Ref<const Eigen::MatrixXf>& k,
              const Eigen::Ref<const Eigen::MatrixXf>& v, const MultiHeadWeights& w,
              const MultiHeadOptions& o) {
    require(o.keepWeights || (!o.keepScores && !needsParams(o.score)),
            Message("attn", "the weights must be kept for kept scores and for bilinear or "
                            "additive scores"));
    requireNonEmpty(q, Message("attn", "query"));
    requireNonEmpty(k, Message("attn", "key"));
    requireNonEmpty(v, Message("attn", "value"));
    require(w.heads >= 1,
            Message("attn", "number of heads must be at least 1, got %1").arg(w.heads));
    require(w.wq.cols() % w.heads == 0 && w.wq.cols() > 0,
            Message("attn", "W^Q %1 does not split into %2 equal heads")
                .arg(shapeOf(w.wq))
                .arg(w.heads));
    const int g = w.keyValueHeads();
    require(g >= 1 && w.heads % g == 0,
            Message("attn", "%1 query heads do not share %2 key/value heads evenly")
                .arg(w.heads)
                .arg(g));
    require(w.wv.cols() % g == 0 && w.wv.cols() > 0,
            Message("attn", "W^V %1 does not split into %2 equal heads").arg(shapeOf(w.wv)).arg(g));
    require(q.cols() == w.wq.rows(), Message("attn", "query dim %1 does not match W^Q %2 (E rows)")
                                         .arg(q.cols())
                                         .arg(shapeOf(w.wq)));
    require(k.cols() == w.wk.rows(), Message("attn", "key dim %1 does not match W^K %2 (E_k rows)")
                                         .arg(k.cols())
                                         .arg(shapeOf(w.wk)));
    require(v.cols() == w.wv.rows(),
            Message("attn", "value dim %1 does not match W^V %2 (E_v rows)")
                .arg(v.cols())
                .arg(shapeOf(w.wv)));
    require(w.wk.cols() * w.heads == w.wq.cols() * g,
            Message("attn", "W^K %1 needs %2 heads of W^Q %3's E_i columns")
                .arg(shapeOf(w.wk))
                .arg(g)
                .arg(shapeOf(w.wq)));
    require(k.rows() == v.rows(),
            Message("attn",
                    "keys %1 and values %2 must have the same number of rows (one value per key)")
                .arg(shapeOf(k))
                .arg(shapeOf(v)));
    if (o.aggregation == HeadAggregation::Concat)
        require(w.wo.rows() == w.heads * w.headValueDim() && w.wo.cols() > 0,
                Message("attn", "W^O %1 must have H*E_h = %2 rows for concatenation")
                    .arg(shapeOf(w.wo))
                    .arg(w.heads * w.headValueDim()));
    require(o.ablation.empty() || int(o.ablation.size()) == w.heads,
            Message("attn", "%1 head ablations for %2 heads").arg(o.ablation.size()).arg(w.heads));
    requireBias(w.bq, w.wq.cols(), "query bias");
    requireBias(w.bk, w.wk.cols(), "key bias");
    requireBias(w.bv, w.wv.cols(), "value bias");
    requireBias(w.bo, w.wo.cols(), "output bias");
    requireNorm(w.queryNorm, w.wq.cols(), w.heads, "query norm");
    requireNorm(w.keyNorm, w.wk.cols(), g, "key norm");
    require(std::isfinite(o.temperature) && o.temperature > 0,
            Message("attn", "temperature must be a positive number, got %1").arg(o.temperature));
    if (needsParams(o.score))
        require(int(o.headScoreParams.size()) == w.heads,
                Message("attn", "%1 score needs parameters for each of the %2 heads, got %3")
                    .arg(toString(o.score))
                    .arg(w.heads)
                    .arg(o.headScoreParams.size()));
    require(o.outputCount < 0 || (o.outputFirst >= 0 && o.outputFirst + o.outputCount <= q.rows()),
            Message("attn", "output rows %1 to %2 are outside the %3 queries")
                .arg(o.outputFirst + 1)
                .arg(o.outputFirst + o.outputCount)
                .arg(q.rows()));
    require(o.rotaryFrequencies.empty() ||
                2 * o.rotaryFrequencies.size() <= std::size_t(w.headDim()),
            Message("attn", "rotary positions need at most E_i/2 = %1 frequencies, got %2")
                .arg(w.headDim() / 2)
                .arg(o.rotaryFrequencies.size()));
    // Self-attention passes one matrix three times: it is checked once.
    if (!allFiniteTogether(q)) requireFinite(q, Message("attn", "query"));
    if (!sameMatrix(k, q) && !allFiniteTogether(k)) requireFinite(k, Message("attn", "key"));
    if (!sameMatrix(v, q) && !sameMatrix(v, k) && !allFiniteTogether(v))
        requireFinite(v, Message("attn", "value"));
}

/// out:(N,F) column-major seen as out^T:(F,N) row-major, the orientation the kernel writes.
MatrixView transposedView(Eigen::MatrixXf& out) {
    return {out.data(), out.cols(), out.rows(), out.rows(), 1};
}

const float* biasOrNull(const Eigen::VectorXf& b) {
    return b.size() ? b.data() : nullptr;
}

/// Q W^Q + b_q, K W^K + b_k, V W^V + b_v into r's projections, by all the threads of the
/// region together: each distinct input laid out once (one matrix for all three in
/// self-attention), then blocks of output features, (W^T x^T)^T, on every thread, which wait
/// for each other once, after the three.
void projectTogether(const Eigen::Ref<const Eigen::MatrixXf>& q,
                     const Eigen::Ref<const Eigen::MatrixXf>& k,
                     const Eigen::Ref<const Eigen::MatrixXf>& v, const MultiHeadWeights& w,
                     std::array<PackedRight, 3>& packs, MultiHeadResult& r) {
    packRightTogether(constView(q).transposed(), packs[0]);
    const bool kIsQ = sameMatrix(k, q), vIsQ = sameMatrix(v, q), vIsK = sameMatrix(v, k);
    if (!kIsQ) packRightTogether(constView(k).transposed(), packs[1]);
    if (!vIsQ && !vIsK) packRightTogether(constView(v).transposed(), packs[2]);
    const PackedRight& forK = kIsQ ? packs[0] : packs[1];
    const PackedRight& forV = vIsQ ? packs[0] : vIsK ? forK : packs[2];
    multiplyTogetherNoWait(constView(w.wq).transposed(), packs[0],
                           transposedView(r.projectedQueries), biasOrNull(w.bq));
    multiplyTogetherNoWait(constView(w.wk).transposed(), forK, transposedView(r.projectedKeys),
                           biasOrNull(w.bk));
    multiplyTogether(constView(w.wv).transposed(), forV, transposedView(r.projectedValues),
                     biasOrNull(w.bv));
}

/// Indices of rows in which every key is blocked.
std::vector<int> fullyBlockedRows(const BlockMatrix& blocked) {
    std::vector<int> rows;
    for (Eigen::Index r = 0; r < blocked.rows(); ++r)
        if (blocked.row(r).all()) rows.push_back(int(r));
    return rows;
}

/// Key/value head g's K_g^T and V_g laid out for the kernel once, read by every block of
/// every query head of the group.
struct PackedKeyValues {
    PackedRight keysT, values;
};

/// What the blocks of one multi-head call share: the options, the packed keys and values, and
/// whether each query head's scores may overflow (both filled by the step before the blocks).
struct HeadBlocks {
    const MultiHeadWeights& w;
    const MultiHeadOptions& o;
    Eigen::Index first, end; ///< the output rows wanted
    bool gemmScores;         ///< scores are q.k products (else computed whole beforehand)
    bool causalBlocks;       ///< a block of queries sees only the keys up to its last row
    float scale;
    std::vector<PackedKeyValues>& packed; ///< by key/value head
    std::vector<char>& mayOverflow;       ///< by query head
};

/// Query head h before its blocks: its weights sized (and, for scores that are not products,
/// filled with them); whether a score may overflow, from |q.k| <= |q||k|: only when that
/// bound is huge is every score checked.
char prepareHead(int h, const HeadBlocks& b, MultiHeadResult& r) {
    const Eigen::Index n = r.projectedQueries.rows(), m = r.projectedKeys.rows();
    const Eigen::Index ei = b.w.headDim();
    const auto qh = r.projectedQueries.middleCols(h * ei, ei);
    const auto kh = r.projectedKeys.middleCols(b.w.keyValueHeadOf(h) * ei, ei);
    if (b.o.keepWeights) {
        RowMatrixXf& weights = r.headWeights[std::size_t(h)];
        weights.resize(n, m);
        preferHugePages(weights.data(), std::size_t(weights.size()) * sizeof(float));
    }
    if (b.o.keepScores) r.headScores[std::size_t(h)].resize(n, m);
    if (!b.gemmScores) {
        r.headWeights[std::size_t(h)] =
            computeScores(b.o.score, qh, kh, b.o.headScoreParams[std::size_t(h)]);
        return 1;
    }
    return !(qh.rowwise().norm().maxCoeff() * kh.rowwise().norm().maxCoeff() * b.scale < 1e30f);
}

/// Query rows [r0, r0+rows) of head h: scores, mask, softmax into its weights and, where the
/// block holds output rows, weights x V into its rows of the head's columns of headOutputs.
/// The block stays in cache throughout; it writes nothing another block writes.
void headBlock(int h, Eigen::Index r0, Eigen::Index rows, const HeadBlocks& b, MultiHeadResult& r) {
    const MultiHeadOptions& o = b.o;
    const Eigen::Index m = r.projectedKeys.rows();
    const Eigen::Index ei = b.w.headDim(), eh = b.w.headValueDim();
    const PackedKeyValues& kv = b.packed[std::size_t(b.w.keyValueHeadOf(h))];
    const Eigen::Index visible = b.causalBlocks ? std::min(m, r0 + rows) : m;
    thread_local RowMatrixXf dropped; // the block's weights when they are not kept
    if (!o.keepWeights) dropped.resize(rows, visible);
    RowMatrixXf& weights = o.keepWeights ? r.headWeights[std::size_t(h)] : dropped;
    const Eigen::Index top = o.keepWeights ? r0 : 0;
    if (o.keepWeights) weights.block(r0, visible, rows, m - visible).setZero();
    auto block = weights.block(top, 0, rows, visible);
    if (b.gemmScores)
        multiplyInto(constView(r.projectedQueries.block(r0, h * ei, rows, ei)), kv.keysT,
                     view(block), b.scale);
    softcapInPlace(block, o.softcap);
    if (b.mayOverflow[std::size_t(h)] && !allValuesFinite(block))
        throw InputError(
            Message("attn", "head %1: scores overflow the float range; scale the inputs down")
                .arg(h + 1));
    if (o.keepScores) {
        auto kept = r.headScores[std::size_t(h)].middleRows(r0, rows);
        if (o.score == ScoreFunction::ExpDot)
            kept = block.array().exp().matrix();
        else
            kept = block;
    }
    if (!o.mask.empty()) maskQueryRows(block, r0, o.mask);
    softmaxRowsInPlace(block, o.temperature);
    if (r0 + rows <= b.first || r0 >= b.end) return; // no output wanted from these rows
    thread_local RowMatrixXf blockOutput;            // row-major for the kernel, then copied
    blockOutput.resize(rows, eh);
    multiplyInto(constView(block), kv.values, view(blockOutput));
    r.headOutputs.block(r0, h * eh, rows, eh) = blockOutput;
}

/// One block of one head.
struct HeadTask {
    int head = 0;
    Eigen::Index r0 = 0, rows = 0;
};

/// Every head cut into blocks of query rows, enough of them for each thread to take four, at
/// most 128 rows (the scores stay in L2), the costliest first: under a causal mask the last
/// rows see the most keys.
std::vector<HeadTask> headTasks(int heads, Eigen::Index n, bool causal) {
    const Eigen::Index wanted = 4 * Eigen::Index(omp_get_max_threads());
    const Eigen::Index perHead = std::max<Eigen::Index>(1, (wanted + heads - 1) / heads);
    const Eigen::Index block = std::clamp<Eigen::Index>((n + perHead - 1) / perHead, 16, kRowBlock);
    std::vector<HeadTask> tasks;
    for (Eigen::Index r0 = 0; r0 < n; r0 += block)
        for (int h = 0; h < heads; ++h)
            tasks.push_back({h, r0, std::min(block, n - r0)});
    if (causal) std::reverse(tasks.begin(), tasks.end());
    return tasks;
}

/// An exception in one piece of a parallel step, kept (exceptions must not leave the region);
/// once one is kept, the pieces left are skipped.
class Failure {
  public:
    template <class Work> void guard(Work&& work) {
        if (failed_) return;
        try {
            work();
        } catch (const InputError& e) {
            keep(e.message());
        } catch (const std::exception& e) {
            keep(Message(e.what()));
        }
    }
    void rethrow() const {
        if (message_) throw InputError(*message_);
    }

  private:
    void keep(const Message& m) {
#pragma omp critical
        if (!message_) message_ = m;
        failed_ = true;
    }
    std::optional<Message> message_;
    std::atomic<bool> failed_{false};
};

/// Each query head, then each key head, normalised and turned by its positions, by all the
/// threads of the region together.
void turnHeadsTogether(const MultiHeadWeights& w, const RotaryAngles* angles, MultiHeadResult& r) {
    const int heads = w.heads, kvHeads = w.keyValueHeads();
    const Eigen::Index ei = w.headDim();
    if (w.queryNorm.acrossHeads || w.keyNorm.acrossHeads) {
#pragma omp single
        {
            normaliseProjection(r.projectedQueries, heads, w.queryNorm);
            normaliseProjection(r.projectedKeys, kvHeads, w.keyNorm);
        }
    }
    const bool perHeadNorms = !w.queryNorm.acrossHeads && !w.keyNorm.acrossHeads;
#pragma omp for schedule(dynamic, 1)
    for (int t = 0; t < heads + kvHeads; ++t) {
        const bool query = t < heads;
        auto x = (query ? r.projectedQueries : r.projectedKeys)
                     .middleCols((query ? t : t - heads) * ei, ei);
        if (perHeadNorms) normaliseProjection(x, 1, query ? w.queryNorm : w.keyNorm);
        if (angles) angles->rotate(x, 1);
    }
}

/// Every head's weights and outputs, by all the threads of the region together: the query
/// heads prepared and the key/value heads packed, then the blocks of rows of every head.
void attendTogether(const HeadBlocks& b, const std::vector<HeadTask>& tasks, Failure& failure,
                    MultiHeadResult& r) {
    const int heads = b.w.heads;
    const Eigen::Index ei = b.w.headDim(), eh = b.w.headValueDim();
#pragma omp for schedule(dynamic, 1)
    for (int t = 0; t < heads + b.w.keyValueHeads(); ++t) {
        if (t < heads) {
            failure.guard([&] { b.mayOverflow[std::size_t(t)] = prepareHead(t, b, r); });
            continue;
        }
        const int g = t - heads;
        PackedKeyValues& kv = b.packed[std::size_t(g)];
        if (b.gemmScores)
            packRight(constView(r.projectedKeys.middleCols(g * ei, ei)).transposed(), kv.keysT);
        packRight(constView(r.projectedValues.middleCols(g * eh, eh)), kv.values);
    }
#pragma omp for schedule(dynamic, 1)
    for (std::size_t t = 0; t < tasks.size(); ++t)
        failure.guard([&] { headBlock(tasks[t].head, tasks[t].r0, tasks[t].rows, b, r); });
}

/// r.output = the wanted rows of headOutputs W^O + b_o, by all the threads of the region
/// together: those rows laid out once, then blocks of output features.
void outputTogether(const MultiHeadWeights& w, Eigen::Index first, Eigen::Index count,
                    PackedRight& packed, MultiHeadResult& r) {
    packRightTogether(constView(r.headOutputs.middleRows(first, count)).transposed(), packed);
    multiplyTogether(constView(w.wo).transposed(), packed, transposedView(r.output),
                     biasOrNull(w.bo));
}

/// Sizes r's matrices for n queries and m keys (their memory kept where the sizes fit).
void sizeResult(const MultiHeadWeights& w, const MultiHeadOptions& o, Eigen::Index n,
                Eigen::Index m, Eigen::Index count, MultiHeadResult& r) {
    r.projectedQueries.resize(n, w.wq.cols());
    r.projectedKeys.resize(m, w.wk.cols());
    r.projectedValues.resize(m, w.wv.cols());
    r.headWeights.resize(o.keepWeights ? std::size_t(w.heads) : 0);
    r.headScores.resize(o.keepScores ? std::size_t(w.heads) : 0);
    r.headOutputs.resize(n, w.heads * w.headValueDim());
    if (o.aggregation == HeadAggregation::Concat) r.output.resize(count, w.wo.cols());
}

} // namespace

void multiHeadAttention(const Eigen::Ref<const Eigen::MatrixXf>& q,
                        const Eigen::Ref<const Eigen::MatrixXf>& k,
                        const Eigen::Ref<const Eigen::MatrixXf>& v, const MultiHeadWeights& w,
                        const MultiHeadOptions& o, MultiHeadResult& r) {
    validate(q, k, v, w, o);
    const int heads = w.heads;
    const Eigen::Index n = q.rows(), m = k.rows(), eh = w.headValueDim();
    const Eigen::Index first = o.outputCount < 0 ? 0 : o.outputFirst;
    const Eigen::Index count = o.outputCount < 0 ? n : o.outputCount;
    // A causal mask alone leaves every query its own first key: no row is fully masked.
    const bool causalOnly = o.mask.paddedKeys.empty() && o.mask.blocked.size() == 0;
    r.fullyMaskedRows = causalOnly ? std::vector<int>()
                                   : fullyBlockedRows(combinedMask(o.mask, n, m)); // checks sizes
    sizeResult(w, o, n, m, count, r);
    const bool rotary = !o.rotaryFrequencies.empty();
    const RotaryAngles angles(o.rotaryFrequencies, rotary ? std::max(n, m) : 0, o.rotaryScale);
    const bool gemmScores = !needsParams(o.score);
    const float scale = scoreFactor(o.score, o.scale, w.headDim());
    // The caller's buffers (reused by its next calls), read and written by every thread.
    thread_local std::array<PackedRight, 3> callersInputs;
    thread_local std::vector<PackedKeyValues> callersKeyValues;
    std::array<PackedRight, 3>& inputs = callersInputs;
    std::vector<PackedKeyValues>& keyValues = callersKeyValues;
    keyValues.resize(std::size_t(w.keyValueHeads()));
    std::vector<char> mayOverflow(std::size_t(heads), 0);
    // A head replaced by its mean over the rows needs every row's output, not the wanted ones.
    const bool everyRow =
        std::find(o.ablation.begin(), o.ablation.end(), HeadAblation::Mean) != o.ablation.end();
    const HeadBlocks blocks{w,
                            o,
                            everyRow ? 0 : first,
                            everyRow ? n : first + count,
                            gemmScores,
                            o.mask.causal && gemmScores && !o.keepScores,
                            scale,
                            keyValues,
                            mayOverflow};
    const std::vector<HeadTask> tasks = headTasks(heads, n, blocks.causalBlocks);
    Failure failure;
    const bool concat = o.aggregation == HeadAggregation::Concat;

    // Every step is shared by all the threads, its pieces handed out to whichever is free, the
    // products single-threaded inside: projections, norms and rotation, heads, output.
#pragma omp parallel
    {
        {
            PhaseScope phase(Phase::Products);
            projectTogether(q, k, v, w, inputs, r);
        }
        {
            PhaseScope phase(Phase::ElementWise);
            turnHeadsTogether(w, rotary ? &angles : nullptr, r);
        }
        {
            PhaseScope phase(Phase::Attention);
            attendTogether(blocks, tasks, failure, r);
        }
        if (!o.ablation.empty()) {
#pragma omp single
            ablateHeads(o.ablation, eh, r.headOutputs);
        }
        if (concat) {
            PhaseScope phase(Phase::Products);
            outputTogether(w, first, count, inputs[0], r);
        }
    }
    failure.rethrow();
    if (!concat) {
        r.output = r.headOutputs.block(first, 0, count, eh);
        for (int h = 1; h < heads; ++h)
            r.output += r.headOutputs.block(first, h * eh, count, eh);
        r.output /= float(heads);
    }
}

MultiHeadResult multiHeadAttentionReference(const Eigen::Ref<const Eigen::MatrixXf>& q,
                                            const Eigen::Ref<const Eigen::MatrixXf>& k,
                                            const Eigen::Ref<const Eigen::MatrixXf>& v,
                                            const MultiHeadWeights& w, const MultiHeadOptions& o) {
    validate(q, k, v, w, o);
    const Eigen::Index ei = w.headDim(), eh = w.headValueDim();
    MultiHeadResult r;
    r.headOutputs.resize(q.rows(), w.heads * eh);
    const auto [queries, keys] = scoredQueriesKeys(q, k, w, o);
    for (int h = 0; h < w.heads; ++h) {
        const Eigen::Index g = w.keyValueHeadOf(h);
        Eigen::MatrixXf vh = v * w.valueProjection(h);
        if (w.bv.size()) vh.rowwise() += w.bv.segment(g * eh, eh).transpose();
        AttentionResult a = attention(queries.middleCols(h * ei, ei), keys.middleCols(g * ei, ei),
                                      vh, headAttentionOptions(o, h));
        r.headWeights.push_back(a.weights);
        if (o.keepScores) r.headScores.push_back(a.scores);
        r.headOutputs.middleCols(h * eh, eh) = a.output;
        r.fullyMaskedRows = a.fullyMaskedRows;
    }
    ablateHeads(o.ablation, eh, r.headOutputs);
    if (o.aggregation == HeadAggregation::Concat) {
        r.output = r.headOutputs * w.wo;
        if (w.bo.size()) r.output.rowwise() += w.bo.transpose();
    } else {
        r.output = Eigen::MatrixXf::Zero(q.rows(), eh);
        for (int h = 0; h < w.heads; ++h)
            r.output += r.headOutputs.middleCols(h * eh, eh);
        r.output /= float(w.heads);
    }
    return r;
}

} // namespace attn
