#pragma once
// Attention pooling (Nadaraya-Watson kernel regression, seed 002): noisy samples (x_i, y_i)
// are keys and values, queries x on a grid get f(x) = sum_i alpha(x, x_i) y_i with a Gaussian
// kernel of width sigma, and the parametric kernel with a learnable w fitted by leave-one-out.
#include "core/lectures/kernel_regression.h"
#include "ui/lectures/plotdemo.h"

#include <QList>

class QCheckBox;
class QCommandLineOption;
class QPushButton;
class QSpinBox;

namespace attn::ui {

class PoolingPlot;

struct PoolingSettings {
    double sigma = 0.5; ///< Gaussian kernel width
    int samples = 50;   ///< n training pairs
    double noise = 0.5; ///< standard deviation of the noise on y
    unsigned seed = 2;
    double w = 1; ///< parameter of the parametric kernel (sigma = 1/w)
    bool showParametric = true;
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

class PoolingDemo : public PlotDemo {
    Q_OBJECT

  public:
    static constexpr int kQueries = 60;

    explicit PoolingDemo(QWidget* parent = nullptr);

    /// --sigma, --samples, --noise, --kernel-w, --fit-w (and the shared --seed).
    static QList<QCommandLineOption> commandLineOptions();
    void applyCommandLine(const QCommandLineParser& parser) override;

    const PoolingSettings& settings() const { return m_settings; }
    const PoolingResults& results() const { return m_results; }
    /// Applies s and recomputes; false (and a status message, nothing changed) when the core
    /// rejects it.
    bool setSettings(const PoolingSettings& s);
    PoolingPlot* plot() const { return m_plot; }

  public slots:
    /// Sets w to the minimiser of the leave-one-out loss on the current samples.
    void fitW();

  signals:
    void resultsChanged();

  private:
    void createControls();
    void syncControls();
    void showText();

    PoolingSettings m_settings;
    PoolingResults m_results;
    PoolingPlot* m_plot;
    QSlider* m_sigmaSlider = nullptr;
    QDoubleSpinBox* m_sigma = nullptr;
    QSpinBox* m_samples = nullptr;
    QDoubleSpinBox* m_noise = nullptr;
    QSpinBox* m_seed = nullptr;
    QDoubleSpinBox* m_w = nullptr;
    QPushButton* m_fit = nullptr;
    QCheckBox* m_parametric = nullptr;
};

} // namespace attn::ui
