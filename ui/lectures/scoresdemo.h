#pragma once
// Score functions compared (seeds 001, 002): the same queries and keys scored by dot, scaled
// dot, bilinear q^T W k and additive w^T tanh(W_q q + W_k k), side by side on one colour scale.
// With d_q != d_k the dot panels say why they are not defined.
#include "core/lectures/score_comparison.h"
#include "ui/lectures/lectureplot.h"
#include "ui/lectures/plotdemo.h"

#include <QList>

class QComboBox;
class QCommandLineOption;
class QSpinBox;

namespace attn::ui {

struct ScoresSettings {
    ScoreComparisonSettings sizes;
    bool showWeights = false; ///< softmax weights instead of raw scores
};

/// The four panels and the shared colour scale.
class ScoresPlot : public LecturePlot {
    Q_OBJECT

  public:
    ScoresPlot(const ScoreComparison* results, const ScoresSettings* settings,
               QWidget* parent = nullptr);

    /// One colour map per defined panel, nullptr for a panel that is not defined.
    const QVector<QCPColorMap*>& maps() const { return m_maps; }
    QCPColorScale* colorScale() const { return m_scale; }

  protected:
    void build() override;

  private:
    const ScoreComparison* m_results;
    const ScoresSettings* m_settings;
    QVector<QCPColorMap*> m_maps;
    QCPColorScale* m_scale = nullptr;
};

class ScoresDemo : public PlotDemo {
    Q_OBJECT

  public:
    explicit ScoresDemo(QWidget* parent = nullptr);

    /// --dq, --dk, --score-scale (and the shared --seed).
    static QList<QCommandLineOption> commandLineOptions();
    void applyCommandLine(const QCommandLineParser& parser) override;

    const ScoresSettings& settings() const { return m_settings; }
    const ScoreComparison& results() const { return m_results; }
    bool setSettings(const ScoresSettings& s);
    ScoresPlot* plot() const { return m_plot; }

  signals:
    void resultsChanged();

  private:
    void createControls();
    void syncControls();
    void showText();

    ScoresSettings m_settings;
    ScoreComparison m_results;
    ScoresPlot* m_plot;
    QSpinBox* m_queries = nullptr;
    QSpinBox* m_keys = nullptr;
    QSpinBox* m_dq = nullptr;
    QSpinBox* m_dk = nullptr;
    QSpinBox* m_hidden = nullptr;
    QSpinBox* m_seed = nullptr;
    QComboBox* m_show = nullptr;
};

} // namespace attn::ui
