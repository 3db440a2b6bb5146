// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Two heatmaps side by side on one colour scale: two heads, or one head under two settings.
#include "ui/explorer/explorerdocument.h"
#include "ui/plotkit/figure.h"

#include <QWidget>

#include <memory>
#include <vector>

class QComboBox;
class QSpinBox;

namespace attn::ui {

class BusyHint;

/// What the right-hand heatmap shows next to the current head (left).
enum class CompareMode {
    OtherHead,     ///< head B of the same settings
    ToggleScaling, ///< dot <-> scaled dot (with and without ÷√d)
    DoubleTemperature,
    HalveTemperature,
    ToggleCausal, ///< self <-> causal
};

/// The plot: left the current head, right the comparison, one shared colour scale. Shown in a
/// window, large matrices are prepared by the document's worker while the previous picture
/// stays, with a busy hint (busy()).
class ExplorerCompareFigure : public Figure {
    Q_OBJECT

  public:
    explicit ExplorerCompareFigure(ExplorerDocument* document, QWidget* parent = nullptr);
    ~ExplorerCompareFigure() override;

    void setMode(CompareMode mode, int otherHead = 0);
    CompareMode mode() const { return m_mode; }
    /// 2 once built, 0 before.
    int panelCount() const { return int(m_panels.size()); }
    /// 0: the current head (left), 1: the comparison (right).
    const HeatmapPanel* panel(int i) const { return m_panels.at(std::size_t(i)).get(); }
    QCPColorScale* colorScale() const { return m_scale; }
    /// True while the document prepares the two heatmaps.
    bool busy() const;
    /// The cell under pixel and its heatmap's name, else empty.
    QString describeAt(const QPointF& pixel) const override;

  public slots:
    void rebuild();

  protected:
    void fontSizeChanged() override;

  private:
    void fitToSize();
    /// The panels and colour scale take fonts().
    void applyFonts();
    /// Replaces the two panels with prepared (left, right) under these titles.
    void build(PreparedPanels prepared, QString leftTitle, QString rightTitle);

    ExplorerDocument* m_document;
    BusyHint* m_busyHint;
    std::vector<std::unique_ptr<HeatmapPanel>> m_panels; ///< left, right; none while stale
    QCPColorScale* m_scale = nullptr;
    QString m_scaleLabel; ///< the colour scale's whole label, fitted to its length
    CompareMode m_mode = CompareMode::ToggleScaling;
    int m_otherHead = 1;
};

/// The plot with its mode chooser and head B above it.
class ExplorerCompare : public QWidget {
    Q_OBJECT

  public:
    explicit ExplorerCompare(ExplorerDocument* document, QWidget* parent = nullptr);
    ExplorerCompareFigure* plot() const { return m_plot; }

  private:
    void apply();

    ExplorerDocument* m_document;
    ExplorerCompareFigure* m_plot;
    QComboBox* m_mode;
    QSpinBox* m_head;
};

} // namespace attn::ui
