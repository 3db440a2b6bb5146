#pragma once
// Two heatmaps side by side on one colour scale: two heads, or one head under two settings.
#include "ui/plotkit/heatmappanel.h"
#include "ui/plotkit/style.h"

#include <qcustomplot.h>

#include <QWidget>

#include <memory>

class QComboBox;
class QSpinBox;

namespace attn::ui {

class ExplorerDocument;

/// What the right-hand heatmap shows next to the current head (left).
enum class CompareMode {
    OtherHead,     ///< head B of the same settings
    ToggleScaling, ///< dot <-> scaled dot (with and without ÷√d)
    DoubleTemperature,
    HalveTemperature,
    ToggleCausal, ///< self <-> causal
};

/// The plot: left the current head, right the comparison, one shared colour scale.
class ExplorerComparePlot : public QCustomPlot {
    Q_OBJECT

  public:
    explicit ExplorerComparePlot(ExplorerDocument* document, QWidget* parent = nullptr);
    ~ExplorerComparePlot() override;

    void setMode(CompareMode mode, int otherHead = 0);
    CompareMode mode() const { return m_mode; }
    void setBaseFontPointSize(double points);
    const HeatmapPanel* panel(int i) const { return i == 0 ? m_left.get() : m_right.get(); }
    QCPColorScale* colorScale() const { return m_scale; }

  public slots:
    void rebuild();

  protected:
    void showEvent(QShowEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

  private:
    void fitToSize();

    ExplorerDocument* m_document;
    std::unique_ptr<HeatmapPanel> m_left, m_right;
    QCPColorScale* m_scale = nullptr;
    CompareMode m_mode = CompareMode::ToggleScaling;
    int m_otherHead = 1;
    double m_fontPointSize = FontRange::kDefault;
    bool m_fitting = false;
    bool m_stale = false; ///< a change arrived while hidden; rebuilt when shown
};

/// The plot with its mode chooser and head B above it.
class ExplorerCompare : public QWidget {
    Q_OBJECT

  public:
    explicit ExplorerCompare(ExplorerDocument* document, QWidget* parent = nullptr);
    ExplorerComparePlot* plot() const { return m_plot; }

  private:
    void apply();

    ExplorerDocument* m_document;
    ExplorerComparePlot* m_plot;
    QComboBox* m_mode;
    QSpinBox* m_head;
};

} // namespace attn::ui
