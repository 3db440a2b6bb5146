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

#include <algorithm>
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

void validate(const Eigen::Ref<const Eigen::MatrixXf>& q,
              const Eigen::Ref<const Eigen::MatrixXf>& k,
              const Eigen::Ref<const Eigen::MatrixXf>& v, const MultiHeadWeights& w,
              const MultiHeadOptions& o) {
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
    const auto same = [](const auto& x, const auto& y) {
        return x.data() == y.data() && x.rows() == y.rows() && x.cols() == y.cols() &&
               x.outerStride() == y.outerStride();
    };
    requireFinite(q, Message("attn", "query"));
    if (!same(k, q)) requireFinite(k, Message("attn", "key"));
    if (!same(v, q) && !same(v, k)) requireFinite(v, Message("attn", "value"));
}

/// Rows [r0, r0+rows) of out = x w + b, x:(T,E) w:(E,c) b:(c) or empty, out:(T,c).
void projectRows(const Eigen::Ref<const Eigen::MatrixXf>& x, const Eigen::MatrixXf& w,
                 const Eigen::VectorXf& b, Eigen::Index r0, Eigen::Index rows,
                 Eigen::MatrixXf& out) {
    auto block = out.middleRows(r0, rows);
    multiplyInto(constView(x.middleRows(r0, rows)), constView(w), view(block));
    if (b.size()) block.rowwise() += b.transpose();
}

/// One piece of the projections: rows [r0, r0+rows) of Q (0), K (1) or V (2).
struct ProjectionTask {
    int which = 0;
    Eigen::Index r0 = 0, rows = 0;
};

/// The projections cut into pieces that two or more threads can share evenly: blocks of at
/// most 256 rows, at least two blocks per matrix when it has over 64 rows.
std::vector<ProjectionTask> projectionTasks(Eigen::Index n, Eigen::Index m) {
    std::vector<ProjectionTask> tasks;
    for (int which = 0; which < 3; ++which) {
        const Eigen::Index rows = which == 0 ? n : m;
        const Eigen::Index block = std::clamp<Eigen::Index>((rows + 1) / 2, 64, 256);
        for (Eigen::Index r0 = 0; r0 < rows; r0 += block)
            tasks.push_back({which, r0, std::min(block, rows - r0)});
    }
    return tasks;
}

/// Sets -inf in logits:(rows,m), rows [r0, r0+rows) and the first m keys of the full (N,M)
/// scores, wherever the mask blocks: causal and padding as contiguous runs, an explicit mask
/// entry by entry.
void maskRows(Eigen::Ref<RowMatrixXf> logits, Eigen::Index r0, const Mask& mask) {
    const float ninf = -std::numeric_limits<float>::infinity();
    const Eigen::Index rows = logits.rows(), m = logits.cols();
    if (mask.causal)
        for (Eigen::Index i = 0; i < rows; ++i) {
            const Eigen::Index firstBlocked = std::min(m, r0 + i + 1);
            logits.row(i).tail(m - firstBlocked).setConstant(ninf);
        }
    for (Eigen::Index j = 0; j < std::min<Eigen::Index>(m, Eigen::Index(mask.paddedKeys.size()));
         ++j)
        if (mask.paddedKeys[std::size_t(j)]) logits.col(j).setConstant(ninf);
    if (mask.blocked.size())
        logits = mask.blocked.block(r0, 0, rows, m).select(ninf, logits.array()).matrix();
}

/// Indices of rows in which every key is blocked.
std::vector<int> fullyBlockedRows(const BlockMatrix& blocked) {
    std::vector<int> rows;
    for (Eigen::Index r = 0; r < blocked.rows(); ++r)
        if (blocked.row(r).all()) rows.push_back(int(r));
    return rows;
}

/// Head h from its projections to its slice of headOutputs, in one thread: scores, mask,
/// softmax and weights x V run a block of query rows at a time so the block stays in cache;
/// weights x V only for blocks holding output rows [first, end). Writes only head h's columns
/// and matrices of r.
void headForward(int h, const MultiHeadWeights& w, const MultiHeadOptions& o, Eigen::Index first,
                 Eigen::Index end, MultiHeadResult& r) {
    const Eigen::Index n = r.projectedQueries.rows(), m = r.projectedKeys.rows();
    const Eigen::Index ei = w.headDim(), eh = w.headValueDim();
    const auto qh = r.projectedQueries.middleCols(h * ei, ei);
    const int g = w.keyValueHeadOf(h);
    const auto kh = r.projectedKeys.middleCols(g * ei, ei);
    const auto vh = r.projectedValues.middleCols(g * eh, eh);

    const bool gemmScores = !needsParams(o.score);
    const float scale = o.score != ScoreFunction::ScaledDot ? 1.0f
                        : o.scale > 0                       ? o.scale
                                                            : 1.0f / std::sqrt(float(ei));
    // |q.k| <= |q||k|: only when that bound is huge can a score overflow, and only then is
    // every score checked.
    const bool mayOverflow =
        !gemmScores ||
        !(qh.rowwise().norm().maxCoeff() * kh.rowwise().norm().maxCoeff() * scale < 1e30f);
    RowMatrixXf& weights = r.headWeights[std::size_t(h)];
    weights.resize(n, m);
    preferHugePages(weights.data(), std::size_t(weights.size()) * sizeof(float));
    if (!gemmScores) weights = computeScores(o.score, qh, kh, o.headScoreParams[std::size_t(h)]);
    if (o.keepScores) r.headScores[std::size_t(h)].resize(n, m);
    // K_h^T and V_h, laid out once for all blocks; each block's share of the output is made
    // row-major, then copied into the head's columns.
    thread_local PackedRight keysT, values;
    thread_local RowMatrixXf blockOutput;
    if (gemmScores) packRight(constView(kh).transposed(), keysT);
    packRight(constView(vh), values);
    // Under a causal mask a block of queries sees only the keys up to its last row: the rest
    // of its scores are neither computed nor multiplied (unless the raw scores are kept).
    const bool causalBlocks = o.mask.causal && gemmScores && !o.keepScores;
    for (Eigen::Index r0 = 0; r0 < n; r0 += kRowBlock) {
        const Eigen::Index rows = std::min(kRowBlock, n - r0);
        const Eigen::Index visible = causalBlocks ? std::min(m, r0 + rows) : m;
        weights.block(r0, visible, rows, m - visible).setZero();
        auto block = weights.block(r0, 0, rows, visible);
        if (gemmScores) multiplyInto(constView(qh.middleRows(r0, rows)), keysT, view(block), scale);
        softcapInPlace(block, o.softcap);
        if (mayOverflow && !block.allFinite())
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
        if (!o.mask.empty()) maskRows(block, r0, o.mask);
        softmaxRowsInPlace(block, o.temperature);
        if (r0 + rows <= first || r0 >= end) continue; // no output wanted from these rows
        blockOutput.resize(rows, eh);
        multiplyInto(constView(block), values, view(blockOutput));
        r.headOutputs.block(r0, h * eh, rows, eh) = blockOutput;
    }
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
    r.projectedQueries.resize(n, w.wq.cols());
    r.projectedKeys.resize(m, w.wk.cols());
    r.projectedValues.resize(m, w.wv.cols());
    r.headWeights.resize(std::size_t(heads));
    r.headScores.resize(o.keepScores ? std::size_t(heads) : 0);
    r.headOutputs.resize(n, heads * eh);
    const bool concat = o.aggregation == HeadAggregation::Concat;
    if (concat) r.output.resize(count, w.wo.cols());
    const std::vector<ProjectionTask> projections = projectionTasks(n, m);
    const bool rotary = !o.rotaryFrequencies.empty();
    const RotaryAngles angles(o.rotaryFrequencies, rotary ? std::max(n, m) : 0, o.rotaryScale);
    const bool perHeadNorms = !w.queryNorm.acrossHeads && !w.keyNorm.acrossHeads;
    const int kvHeads = w.keyValueHeads(), ei = w.headDim();
    std::optional<Message> error; // exceptions must not leave the parallel region

    // Blocks of projected rows, then heads, then blocks of output rows are handed out one at a
    // time to whichever thread is free: no thread waits on another until the end of each
    // loop, and the products run single-threaded inside.
#pragma omp parallel
    {
#pragma omp for schedule(dynamic, 1)
        for (std::size_t t = 0; t < projections.size(); ++t) {
            const ProjectionTask& p = projections[t];
            if (p.which == 0) projectRows(q, w.wq, w.bq, p.r0, p.rows, r.projectedQueries);
            if (p.which == 1) projectRows(k, w.wk, w.bk, p.r0, p.rows, r.projectedKeys);
            if (p.which == 2) projectRows(v, w.wv, w.bv, p.r0, p.rows, r.projectedValues);
        }
        if (!perHeadNorms) {
#pragma omp single
            {
                normaliseProjection(r.projectedQueries, heads, w.queryNorm);
                normaliseProjection(r.projectedKeys, kvHeads, w.keyNorm);
            }
        }
        // Each query head, then each key head, normalised and turned by its positions.
#pragma omp for schedule(dynamic, 1)
        for (int t = 0; t < heads + kvHeads; ++t) {
            const bool query = t < heads;
            auto x = (query ? r.projectedQueries : r.projectedKeys)
                         .middleCols((query ? t : t - heads) * ei, ei);
            if (perHeadNorms) normaliseProjection(x, 1, query ? w.queryNorm : w.keyNorm);
            if (rotary) angles.rotate(x, 1);
        }
#pragma omp for schedule(dynamic, 1)
        for (int h = 0; h < heads; ++h) {
            try {
                headForward(h, w, o, first, first + count, r);
            } catch (const InputError& e) {
#pragma omp critical
                error = e.message();
            } catch (const std::exception& e) {
#pragma omp critical
                error = Message(e.what());
            }
        }
        if (concat) {
#pragma omp for schedule(dynamic, 1)
            for (Eigen::Index r0 = 0; r0 < count; r0 += kRowBlock) {
                const Eigen::Index rows = std::min(kRowBlock, count - r0);
                multiplyInto(constView(r.headOutputs.middleRows(first + r0, rows)), constView(w.wo),
                             view(r.output.middleRows(r0, rows)));
            }
        }
    }
    if (error) throw InputError(*error);

    if (concat) {
        if (w.bo.size()) r.output.rowwise() += w.bo.transpose();
    } else {
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
