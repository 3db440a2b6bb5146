// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/attention/rotary.h"

#include "core/base/check.h"

#include <cmath>

namespace attn {

std::vector<float> rotaryFrequencies(int headDim, double theta) {
    require(headDim >= 2 && headDim % 2 == 0,
            Message("attn", "rotary positions need an even head size, got %1").arg(headDim));
    require(std::isfinite(theta) && theta > 1,
            Message("attn", "the rotary base must be a number above 1, got %1").arg(theta));
    std::vector<float> f(std::size_t(headDim / 2));
    for (std::size_t p = 0; p < f.size(); ++p)
        f[p] = float(1.0 / std::pow(theta, double(2 * p) / headDim));
    return f;
}

RotaryAngles::RotaryAngles(const std::vector<float>& frequencies, Eigen::Index positions,
                           float scale)
    : cos_(positions, Eigen::Index(frequencies.size())),
      sin_(positions, Eigen::Index(frequencies.size())) {
    for (Eigen::Index p = 0; p < cos_.cols(); ++p)
        for (Eigen::Index t = 0; t < positions; ++t) {
            const float angle = float(t) * frequencies[std::size_t(p)];
            cos_(t, p) = float(std::cos(double(angle))) * scale;
            sin_(t, p) = float(std::sin(double(angle))) * scale;
        }
}

void RotaryAngles::rotate(Eigen::Ref<Eigen::MatrixXf> x, int heads, Eigen::Index first) const {
    const Eigen::Index half = cos_.cols(), rows = x.rows();
    const Eigen::Index d = heads >= 1 ? x.cols() / heads : 0;
    require(heads >= 1 && half >= 1 && x.cols() == heads * d && 2 * half <= d && first >= 0 &&
                first + rows <= cos_.rows(),
            Message("attn", "rotary positions: %1 from position %2 is not up to %3 positions of "
                            "%4 heads of %5 or more values")
                .arg(shapeOf(x))
                .arg(first)
                .arg(cos_.rows())
                .arg(heads)
                .arg(2 * half));
    for (int h = 0; h < heads; ++h)
        for (Eigen::Index p = 0; p < half; ++p) {
            auto a = x.col(h * d + p).array();
            auto b = x.col(h * d + half + p).array();
            const auto c = cos_.col(p).segment(first, rows), s = sin_.col(p).segment(first, rows);
            const Eigen::ArrayXf a0 = a;
            a = a0 * c - b * s;
            b = b * c + a0 * s;
        }
}

namespace {

/// s -> c tanh(s / c) for c > 0; s for c = 0.
double softcapped(double s, float c) {
    return c > 0 ? double(c) * std::tanh(s / double(c)) : s;
}

} // namespace

std::vector<double> rotaryScoresByOffset(const Eigen::VectorXf& q, const Eigen::VectorXf& k,
                                         const std::vector<float>& frequencies, int maxOffset,
                                         float scale, float rotaryScale, float softcap) {
    const Eigen::Index half = Eigen::Index(frequencies.size());
    require(
        half >= 1 && q.size() >= 2 * half && k.size() == q.size() && maxOffset >= 0,
        Message("attn", "rotary scores need a query and a key of %1 or more values, got %2 and %3")
            .arg(2 * half)
            .arg(q.size())
            .arg(k.size()));
    std::vector<double> scores;
    const double factor = scale > 0 ? double(scale) : 1.0 / std::sqrt(double(q.size()));
    const double turned = double(rotaryScale) * rotaryScale;
    const Eigen::Index rest = q.size() - 2 * half; // values the rotation leaves alone
    const double unturned = q.tail(rest).cast<double>().dot(k.tail(rest).cast<double>());
    for (int offset = -maxOffset; offset <= maxOffset; ++offset) {
        double s = 0;
        for (Eigen::Index p = 0; p < half; ++p) {
            // q . R(theta) k for the pair (p, p + d/2), theta = offset * f_p.
            const double theta = double(offset) * frequencies[std::size_t(p)];
            const double qa = q[p], qb = q[p + half], ka = k[p], kb = k[p + half];
            s += (qa * ka + qb * kb) * std::cos(theta) + (qb * ka - qa * kb) * std::sin(theta);
        }
        scores.push_back(softcapped((s * turned + unturned) * factor, softcap));
    }
    return scores;
}

double unrotatedScore(const Eigen::VectorXf& q, const Eigen::VectorXf& k, float scale,
                      float softcap) {
    require(q.size() >= 1 && k.size() == q.size(),
            Message("attn", "a score needs a query and a key of one size, got %1 and %2")
                .arg(q.size())
                .arg(k.size()));
    const double factor = scale > 0 ? double(scale) : 1.0 / std::sqrt(double(q.size()));
    return softcapped(q.cast<double>().dot(k.cast<double>()) * factor, softcap);
}

} // namespace attn
