// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/decoder/long_text.h"

#include "core/attention/masks.h"
#include "core/base/check.h"
#include "core/base/gemm.h"
#include "core/base/threads.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace attn {

namespace {

/// Query rows per block: a block's scores (128 x T) stay within a few MB at 16,000 tokens.
constexpr Eigen::Index kRows = 128;

/// Rows [r0, r0 + block.rows()) of head h of layer l into block (their visible keys only:
/// block has min(T, r0 + rows) columns under the causal mask), with keysT K_g^T packed.
void rowsInto(const LongTextPass& pass, int l, int h, Eigen::Index r0, const PackedRight& keysT,
              Eigen::Ref<RowMatrixXf> block) {
    const MultiHeadOptions& o = pass.attention[std::size_t(l)];
    const Eigen::Index d = pass.headDim;
    multiplyInto(constView(pass.queries[std::size_t(l)].block(r0, h * d, block.rows(), d)), keysT,
                 view(block), scoreFactor(o.score, o.scale, d));
    softcapInPlace(block, o.softcap);
    maskQueryRows(block, r0, o.mask);
    softmaxRowsInPlace(block);
}

/// Key/value head of query head h.
int groupOf(const LongTextPass& pass, int h) {
    return h / std::max(1, pass.heads / std::max(1, pass.kvHeads));
}

void packKeys(const LongTextPass& pass, int l, int h, PackedRight& keysT) {
    const Eigen::Index d = pass.headDim;
    packRight(constView(pass.keys[std::size_t(l)].middleCols(groupOf(pass, h) * d, d)).transposed(),
              keysT);
}

} // namespace

namespace {

void requireLayer(const LongTextPass& pass, int layer) {
    const int layers = int(pass.queries.size());
    require(layer >= 0 && layer < layers,
            Message("attn", "layer %1 does not exist: the model has %2 layers")
                .arg(layer + 1)
                .arg(layers));
}

void requireHead(const LongTextPass& pass, int layer, int head) {
    requireLayer(pass, layer);
    require(head >= 0 && head < pass.heads,
            Message("attn", "head %1 does not exist: the model has %2 heads")
                .arg(head + 1)
                .arg(pass.heads));
}

} // namespace

RowMatrixXf headRows(const LongTextPass& pass, int layer, int head, Eigen::Index first,
                     Eigen::Index count) {
    requireHead(pass, layer, head);
    require(first >= 0 && count >= 1 && first + count <= pass.tokens,
            Message("attn", "rows %1 to %2 do not lie within the text's %3 tokens")
                .arg(first + 1)
                .arg(first + count)
                .arg(pass.tokens));
    RowMatrixXf rows = RowMatrixXf::Zero(count, pass.tokens);
    PackedRight keysT;
    packKeys(pass, layer, head, keysT);
#pragma omp parallel for schedule(dynamic) if (count > kRows)
    for (Eigen::Index r = 0; r < count; r += kRows) {
        const Eigen::Index n = std::min(kRows, count - r);
        const Eigen::Index visible = std::min<Eigen::Index>(pass.tokens, first + r + n);
        rowsInto(pass, layer, head, first + r, keysT, rows.block(r, 0, n, visible));
    }
    return rows;
}

std::vector<HeadProfile> headProfiles(const LongTextPass& pass, int layer) {
    if (layer >= 0) requireLayer(pass, layer);
    const int first = std::max(layer, 0), heads = pass.heads;
    const int layers = layer >= 0 ? 1 : int(pass.queries.size());
    std::vector<HeadProfile> profiles(std::size_t(layers * heads));
    const Eigen::Index t = pass.tokens;
#pragma omp parallel for schedule(dynamic)
    for (int lh = 0; lh < layers * heads; ++lh) {
        HeadProfile& p = profiles[std::size_t(lh)];
        p.layer = first + lh / heads;
        p.head = lh % heads;
        PackedRight keysT;
        packKeys(pass, p.layer, p.head, keysT);
        RowMatrixXf block;
        for (Eigen::Index r0 = 0; r0 < t; r0 += kRows) {
            const Eigen::Index n = std::min(kRows, t - r0), visible = std::min(t, r0 + n);
            block.resize(n, visible);
            rowsInto(pass, p.layer, p.head, r0, keysT, block);
            for (Eigen::Index i = 0; i < n; ++i)
                for (Eigen::Index j = 0; j < visible; ++j) {
                    const double w = block(i, j);
                    if (w <= 0) continue;
                    const Eigen::Index distance = std::abs(r0 + i - j);
                    p.byDistance[std::size_t(distanceBucket(distance))] += w;
                    p.entropy -= w * std::log(w);
                    p.meanDistance += w * double(distance);
                }
            p.firstToken += block.col(0).cast<double>().sum();
        }
        for (double& b : p.byDistance)
            b /= double(t);
        p.firstToken /= double(t);
        p.entropy /= double(t);
        p.meanDistance /= double(t);
    }
    return profiles;
}

Eigen::MatrixXf headOverview(const LongTextPass& pass, int layer, int head, int cells) {
    requireHead(pass, layer, head);
    require(cells >= 1, Message("attn", "an overview needs at least one cell, not %1").arg(cells));
    const Eigen::Index t = pass.tokens, c = std::min<Eigen::Index>(cells, t);
    Eigen::MatrixXf overview = Eigen::MatrixXf::Zero(c, c);
    PackedRight keysT;
    packKeys(pass, layer, head, keysT);
    // A row of cells at a time: its query rows in blocks of at most kRows, each thread its own.
#pragma omp parallel for schedule(dynamic)
    for (Eigen::Index a = 0; a < c; ++a) {
        // The rows i with floor(i c / t) = a: from ceil(a t / c) to ceil((a + 1) t / c).
        const Eigen::Index rowEnd = ((a + 1) * t + c - 1) / c;
        RowMatrixXf block;
        for (Eigen::Index r0 = (a * t + c - 1) / c; r0 < rowEnd; r0 += kRows) {
            const Eigen::Index n = std::min(kRows, rowEnd - r0), visible = std::min(t, r0 + n);
            block.resize(n, visible);
            rowsInto(pass, layer, head, r0, keysT, block);
            const Eigen::RowVectorXf largest = block.colwise().maxCoeff();
            for (Eigen::Index j = 0; j < visible; ++j) {
                float& cell = overview(a, j * c / t);
                cell = std::max(cell, largest(j));
            }
        }
    }
    return overview;
}

std::string headProfilesCsv(const std::vector<HeadProfile>& profiles) {
    std::ostringstream out;
    out.precision(6);
    out << "layer,head,first_token,entropy,mean_distance";
    for (int b = 0; b < kDistanceBuckets; ++b) {
        const Eigen::Index lo = b == 0 ? 0 : Eigen::Index(1) << (b - 1);
        const Eigen::Index hi = b == 0 ? 0 : (Eigen::Index(1) << b) - 1;
        out << ",distance_" << lo;
        if (b == kDistanceBuckets - 1)
            out << "_up";
        else if (hi > lo)
            out << "_" << hi;
    }
    out << '\n';
    for (const HeadProfile& p : profiles) {
        out << p.layer + 1 << ',' << p.head + 1 << ',' << p.firstToken << ',' << p.entropy << ','
            << p.meanDistance;
        for (double b : p.byDistance)
            out << ',' << b;
        out << '\n';
    }
    return out.str();
}

} // namespace attn
