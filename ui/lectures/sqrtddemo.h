#pragma once
// Why attention divides by √d (seed 000): q·k of unit-variance components has variance d, so
// an unscaled softmax saturates (near one-hot) as d grows; q·k/√d keeps variance 1.
#include "core/lectures/dot_variance.h"
#include "ui/lectures/lectureplot.h"
#include "ui/lectures/plotdemo.h"

#include <QList>

class QCommandLineOption;
class QSpinBox;

namespace attn::ui {

struct SqrtDSettings {
    int dim = 64;
    int draws = 2000; ///< N pairs (q, k) for the histograms
    unsigned seed = 0;

    static constexpr int kMaxDim = 1024;
    static constexpr int kKeys = 16;       ///< keys of each softmax row
    static constexpr int kExampleRows = 6; ///< rows shown as heatmaps
    static constexpr int kTrials = 200;    ///< queries averaged per point of the curve
};

struct SqrtDResults {
    DotSamples samples;
    SoftmaxRowsExample rows;
    MaxWeightCurve curve; ///< d = 1, 2, 4, ..., 1024
    MaxWeightCurve atDim; ///< the same at the chosen d only
};

class SqrtDPlot : public LecturePlot {
    Q_OBJECT

  public:
    SqrtDPlot(const SqrtDResults* results, const SqrtDSettings* settings,
              QWidget* parent = nullptr);

    QCPBars* unscaledHistogram() const { return m_unscaled; }
    QCPBars* scaledHistogram() const { return m_scaled; }

  protected:
    void build() override;

  private:
    QCPBars* addHistogram(QCPAxisRect* rect, const Eigen::VectorXf& values, double halfRange,
                          double variance, const QColor& colour, const QString& name);

    const SqrtDResults* m_results;
    const SqrtDSettings* m_settings;
    QCPBars* m_unscaled = nullptr;
    QCPBars* m_scaled = nullptr;
};

class SqrtDDemo : public PlotDemo {
    Q_OBJECT

  public:
    explicit SqrtDDemo(QWidget* parent = nullptr);

    /// --dim, --draws (and the shared --seed).
    static QList<QCommandLineOption> commandLineOptions();
    void applyCommandLine(const QCommandLineParser& parser) override;

    const SqrtDSettings& settings() const { return m_settings; }
    const SqrtDResults& results() const { return m_results; }
    bool setSettings(const SqrtDSettings& s);
    SqrtDPlot* plot() const { return m_plot; }

  signals:
    void resultsChanged();

  private:
    void createControls();
    void syncControls();
    void showText();

    SqrtDSettings m_settings;
    SqrtDResults m_results;
    SqrtDPlot* m_plot;
    QSlider* m_dimSlider = nullptr;
    QDoubleSpinBox* m_dim = nullptr;
    QSpinBox* m_draws = nullptr;
    QSpinBox* m_seed = nullptr;
};

} // namespace attn::ui
