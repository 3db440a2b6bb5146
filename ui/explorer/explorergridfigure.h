// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every head of the explorer as small heatmaps in one grid with one shared colour scale.
#include "ui/plotkit/figure.h"
#include "ui/plotkit/headgrid.h"

#include "ui/explorer/explorerdocument.h"

#include <memory>
#include <vector>

namespace attn::ui {

class BusyHint;

/// H heads (plus, on request, their mean) of the document's matrix kind, labelled, sharing
/// one colour scale so heads compare at a glance. Clicking a head makes it the current head
/// and emits headActivated, which the page answers by opening the heatmap. Shown in a window,
/// a large input is prepared by the document's worker while the previous picture stays, with
/// a busy hint (busy()); the grid fills when the heatmaps arrive.
class ExplorerGridFigure : public Figure {
    Q_OBJECT

  public:
    explicit ExplorerGridFigure(ExplorerDocument* document, QWidget* parent = nullptr);
    ~ExplorerGridFigure() override;

    /// Adds a last panel with the mean over heads of the shown matrices.
    void setMeanShown(bool shown);
    bool meanShown() const { return m_showMean; }

    int panelCount() const { return int(m_panels.size()); }
    const HeatmapPanel* panel(int index) const { return m_panels.at(std::size_t(index)).get(); }
    QCPColorScale* colorScale() const { return m_scale; }
    /// True while the document prepares the heatmaps the grid will show.
    bool busy() const;
    /// Head whose panel's cells contain pixel (widget coordinates), -1 for none or the mean.
    int headAt(const QPointF& pixel) const;
    /// The cell under pixel and its head's name, else empty.
    QString describeAt(const QPointF& pixel) const override;

  public slots:
    void rebuild();

  signals:
    void headActivated(int head);

  protected:
    void mouseReleaseEvent(QMouseEvent* event) override;
    void fontSizeChanged() override;

  private:
    void clearGrid();
    /// Replaces the panels with prepared (one per head, then the mean when shown).
    void build(PreparedPanels prepared);
    void applyFonts();
    void fitToSize();

    ExplorerDocument* m_document;
    std::vector<std::unique_ptr<HeatmapPanel>> m_panels;
    std::unique_ptr<HeadGrid> m_grid;
    QCPColorScale* m_scale = nullptr;
    QString m_scaleLabel; ///< the colour scale's whole label, fitted to its length
    BusyHint* m_busyHint;
    QCPMarginGroup* m_topGroup = nullptr;
    QCPMarginGroup* m_bottomGroup = nullptr;
    bool m_showMean = false;
};

} // namespace attn::ui
