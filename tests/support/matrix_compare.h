// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Matrix comparison for tests: reports the shapes, the first cell beyond tolerance and the
// worst cell, so a failure says exactly where the numbers part.
#include <Eigen/Core>
#include <QString>
#include <QtTest>

#include <cmath>

Q_DECLARE_METATYPE(Eigen::MatrixXf)

namespace testing {

struct MatrixDiff {
    bool sameShape = true;
    double maxAbs = 0; ///< largest |actual - expected|
    Eigen::Index worstRow = -1, worstCol = -1;
    Eigen::Index firstRow = -1, firstCol = -1; ///< first cell (column-major) beyond tolerance
    QString text;                              ///< readable summary
};

inline MatrixDiff compareMatrices(const Eigen::Ref<const Eigen::MatrixXf>& actual,
                                  const Eigen::Ref<const Eigen::MatrixXf>& expected,
                                  double tolerance) {
    MatrixDiff d;
    if (actual.rows() != expected.rows() || actual.cols() != expected.cols()) {
        d.sameShape = false;
        d.maxAbs = INFINITY;
        d.text = QStringLiteral("shape (%1,%2) differs from expected (%3,%4)")
                     .arg(actual.rows())
                     .arg(actual.cols())
                     .arg(expected.rows())
                     .arg(expected.cols());
        return d;
    }
    for (Eigen::Index c = 0; c < actual.cols(); ++c)
        for (Eigen::Index r = 0; r < actual.rows(); ++r) {
            const double diff = std::abs(double(actual(r, c)) - double(expected(r, c)));
            const bool bad = !(diff <= tolerance); // NaN counts as bad
            if (bad && d.firstRow < 0) {
                d.firstRow = r;
                d.firstCol = c;
            }
            if (!(diff <= d.maxAbs)) {
                d.maxAbs = diff;
                d.worstRow = r;
                d.worstCol = c;
            }
        }
    d.text = QStringLiteral("max abs diff %1 at (%2,%3): actual %4, expected %5")
                 .arg(d.maxAbs, 0, 'g', 3)
                 .arg(d.worstRow)
                 .arg(d.worstCol)
                 .arg(d.worstRow >= 0 ? actual(d.worstRow, d.worstCol) : 0.0f, 0, 'g', 9)
                 .arg(d.worstRow >= 0 ? expected(d.worstRow, d.worstCol) : 0.0f, 0, 'g', 9);
    if (d.firstRow >= 0)
        d.text += QStringLiteral("; first cell beyond %1 is (%2,%3)")
                      .arg(tolerance)
                      .arg(d.firstRow)
                      .arg(d.firstCol);
    return d;
}

} // namespace testing

/// Fails the current test with the location and size of the worst difference.
#define ATTN_COMPARE_MATRICES(actual, expected, tolerance)                                         \
    do {                                                                                           \
        const testing::MatrixDiff diff_ =                                                          \
            testing::compareMatrices((actual), (expected), (tolerance));                           \
        QVERIFY2(diff_.sameShape&& diff_.maxAbs <= (tolerance), qPrintable(diff_.text));           \
    } while (false)
