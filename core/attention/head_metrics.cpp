// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/head_metrics.h"

#include "core/base/check.h"

#include <cmath>
#include <cstdlib>

namespace attn {

HeadMetrics headMetrics(const Eigen::Ref<const RowMatrixXf>& w, const std::vector<bool>& delimiter,
                        bool causal) {
    const Eigen::Index t = w.rows();
    require(t >= 2 && w.cols() == t && delimiter.size() == std::size_t(t),
            Message("attn", "head metrics need square weights of at least 2 tokens and one "
                            "delimiter flag per token, got %1 and %2 flags")
                .arg(shapeOf(w))
                .arg(delimiter.size()));
    HeadMetrics m;
    double ratioSum = 0;
    int ratioCount = 0;
    for (Eigen::Index i = 0; i < t; ++i) {
        const Eigen::Index keys = causal ? i + 1 : t;
        double entropy = 0, distance = 0, onDelimiters = 0;
        int delimiters = 0;
        for (Eigen::Index j = 0; j < keys; ++j) {
            const double p = w(i, j);
            if (p > 0) entropy -= p * std::log(p);
            distance += p * double(std::abs(i - j));
            if (j > 0 && delimiter[std::size_t(j)]) {
                onDelimiters += p;
                ++delimiters;
            }
        }
        m.entropy += entropy;
        m.meanDistance += distance;
        m.firstToken += w(i, 0);
        if (i > 0) m.previousToken += w(i, i - 1);
        if (delimiters > 0) {
            ratioSum += onDelimiters / (double(delimiters) / double(keys));
            ++ratioCount;
        }
    }
    m.entropy /= double(t);
    m.meanDistance /= double(t);
    m.firstToken /= double(t);
    m.previousToken /= double(t - 1);
    m.delimiter = ratioCount ? ratioSum / ratioCount : 0;
    return m;
}

double inductionScore(const Eigen::Ref<const RowMatrixXf>& w, int n, int offset) {
    require(n >= 1 && offset >= 0 && w.rows() == 2 * n + offset && w.cols() == w.rows(),
            Message("attn", "an induction score needs weights of 2 x %1 + %2 tokens, got %3")
                .arg(n)
                .arg(offset)
                .arg(shapeOf(w)));
    double sum = 0;
    for (int t = offset + n; t < offset + 2 * n; ++t)
        sum += w(t, t - n + 1);
    return sum / n;
}

RowMatrixXf meanOverHeads(const std::vector<RowMatrixXf>& heads) {
    require(!heads.empty(), "meanOverHeads: no head");
    RowMatrixXf sum = RowMatrixXf::Zero(heads[0].rows(), heads[0].cols());
    for (const RowMatrixXf& head : heads) {
        require(head.rows() == sum.rows() && head.cols() == sum.cols(),
                "meanOverHeads: heads of different shapes");
        sum += head;
    }
    return sum / float(heads.size());
}

int distanceBucket(Eigen::Index d) {
    int b = 0;
    while (d > 0 && b < kDistanceBuckets - 1) {
        d >>= 1;
        ++b;
    }
    return b;
}

Eigen::MatrixXd layerDistanceProfiles(const std::vector<std::vector<RowMatrixXf>>& attention) {
    require(!attention.empty() && !attention[0].empty(),
            Message("attn", "there is no attention to sum up by distance"));
    const Eigen::Index t = attention[0][0].rows();
    Eigen::MatrixXd profiles =
        Eigen::MatrixXd::Zero(Eigen::Index(attention.size()), kDistanceBuckets);
    for (std::size_t l = 0; l < attention.size(); ++l) {
        for (const RowMatrixXf& w : attention[l]) {
            require(w.rows() == t && w.cols() == t,
                    Message("attn", "heads of different shapes: %1 and %2")
                        .arg(shapeOf(w))
                        .arg(shapeOf(attention[0][0])));
            for (Eigen::Index i = 0; i < t; ++i)
                for (Eigen::Index j = 0; j < t; ++j)
                    profiles(Eigen::Index(l), distanceBucket(std::abs(i - j))) += w(i, j);
        }
        profiles.row(Eigen::Index(l)) /= double(attention[l].size()) * double(t);
    }
    return profiles;
}

} // namespace attn
