// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The state of the attention-pooling demonstration (Nadaraya-Watson kernel regression, seed
// 002): noisy samples (x_i, y_i) are keys and values, queries x on a grid get
// f(x) = sum_i alpha(x, x_i) y_i with a Gaussian kernel of width sigma, and the parametric
// kernel with a learnable w is fitted by leave-one-out.
#include "core/lectures/kernel_regression.h"
#include "ui/lectures/lecturedocument.h"

#include <Eigen/Core>

namespace attn::ui {

struct PoolingSettings {
    double sigma = 0.5; ///< Gaussian kernel width
    int samples = 50;   ///< n training pairs
    double noise = 0.5; ///< standard deviation of the noise on y
    unsigned seed = 2;
    double w = 1; ///< parameter of the parametric kernel (sigma = 1/w)
    bool showParametric = true;

    static constexpr double kMinSigma = 0.02, kMaxSigma = 5;
    static constexpr double kMinW = 0.1, kMaxW = 100;
    static constexpr double kMaxNoise = 3;
    static constexpr int kMinSamples = 2, kMaxSamples = 500;
    static constexpr int kQueries = 60; ///< m queries on the grid
};

struct PoolingResults {
    RegressionSamples samples;      ///< (n) keys and values
    Eigen::VectorXf queries;        ///< (m) grid of queries
    Eigen::MatrixXf weights;        ///< (m,n) Gaussian kernel with sigma
    Eigen::VectorXf estimate;       ///< (m) f(x) with sigma
    Eigen::MatrixXf fittedWeights;  ///< (m,n) parametric kernel with w
    Eigen::VectorXf fittedEstimate; ///< (m) f(x) with w
    double sigmaLoss = 0;           ///< leave-one-out loss with sigma (w = 1/sigma)
    double wLoss = 0;               ///< leave-one-out loss with w
    KernelFit fit;                  ///< the search from w = 1: loss curve and the best w
    bool fitted = false;            ///< w is the fitted value (Fit w was used, data unchanged)
};

class PoolingDocument : public LectureDocument {
    Q_OBJECT

  public:
    explicit PoolingDocument(QObject* parent = nullptr);

    const PoolingSettings& settings() const { return m_settings; }
    const PoolingResults& results() const { return m_results; }

    /// Applies s and recomputes; false (nothing changed, see errorString()) when sigma or w is
    /// out of range or the core rejects s.
    bool setSettings(const PoolingSettings& s);
    /// Sets w to the minimiser of the leave-one-out loss on the current samples and shows the
    /// parametric kernel.
    bool fitW();

  private:
    PoolingSettings m_settings;
    PoolingResults m_results;
};

} // namespace attn::ui
