// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The first figure: one-hot self-attention (left) and the random heads (grid, right) in a
// single QCustomPlot, sharing one colour scale. Exporting it is exporting one QCustomPlot.
#include "ui/plotkit/figure.h"
#include "ui/plotkit/headgrid.h"
#include "ui/plotkit/heatmappanel.h"

#include <qcustomplot.h>

#include <memory>
#include <vector>

namespace attn::ui {

class AttentionDocument;

/// A view of an AttentionDocument: rebuilds on resultsChanged, draws nothing it computes.
/// Heatmap 0 is the one-hot self-attention (T,T); heatmaps 1 .. H are the heads (T,T).
/// The base font size (Figure) restyles the panels in place.
class AttentionFigure : public Figure {
    Q_OBJECT

  public:
    explicit AttentionFigure(const AttentionDocument* document, QWidget* parent = nullptr);
    ~AttentionFigure() override;

    int heatmapCount() const { return int(m_panels.size()); }
    const HeatmapPanel* panel(int index) const { return m_panels.at(std::size_t(index)).get(); }
    QCPColorMap* heatmap(int index) const { return panel(index)->colorMap(); }
    QCPColorScale* colorScale() const { return m_scale; }

    /// Two lines, "query → key: weight" and the heatmap's name, for the cell under pixel
    /// (widget coordinates); empty outside every heatmap.
    QString describeAt(const QPointF& pixel) const override;

  public slots:
    /// Builds the layout from the document's current results.
    void rebuild();

  protected:
    void fontSizeChanged() override;

  private:
    /// The figure's fonts, the heads' tick labels at m_headLabelScale of them.
    void applyFonts();
    void fitToSize();
    void clearPanels();

    const AttentionDocument* m_document;
    std::vector<std::unique_ptr<HeatmapPanel>> m_panels;
    QCPColorScale* m_scale = nullptr;
    QCPTextElement* m_scaleSpacer = nullptr;
    /// The heads are small multiples: where their labels would be thinned out they are set
    /// smaller first, down to kLeastHeadLabelScale.
    double m_headLabelScale = 1.0;
    static constexpr double kLeastHeadLabelScale = 0.6;
    std::unique_ptr<HeadGrid> m_headGrid;
    QCPMarginGroup* m_topGroup = nullptr;    ///< aligns the tops of the top row's plot areas
    QCPMarginGroup* m_bottomGroup = nullptr; ///< aligns the bottoms of the lowest plot areas
};

} // namespace attn::ui
