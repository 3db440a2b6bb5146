// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A figure of one heatmap panel beside its vertical colour scale, aligned top and bottom with
// the matrix (under a spacer as tall as the panel's title, so the top tick label shows):
// viridis over [0, 1] as "attention weight" until a view sets another; token labels, cell
// numbers and the title fitted after each layout; the cell under the mouse in a tooltip.
// The explorer, language-model and translator heatmaps are ones.
#include "ui/plotkit/figure.h"
#include "ui/plotkit/heatmappanel.h"

#include <memory>

namespace attn::ui {

class HeatmapFigure : public Figure {
    Q_OBJECT

  public:
    explicit HeatmapFigure(QWidget* parent = nullptr);
    ~HeatmapFigure() override;

    HeatmapPanel* panel() const { return m_panel.get(); }
    QCPColorScale* colorScale() const { return m_scale; }
    /// The colour scale's label, broken into two lines or elided to the scale's length.
    void setScaleLabel(const QString& label);
    /// "#i ‘query’ → #j ‘key’: weight" (see describeCell) for the cell under pixel, else empty.
    QString describeAt(const QPointF& pixel) const override;

  protected:
    /// The panel and colour scale take fonts(), then a replot is queued.
    void fontSizeChanged() override;

  private:
    /// Fits labels, cell numbers and the title's height to the laid-out panel.
    void fitToSize();

    std::unique_ptr<HeatmapPanel> m_panel;
    QCPColorScale* m_scale = nullptr;
    QCPLayoutElement* m_scaleSpacer = nullptr; ///< above m_scale, as tall as the title
    QString m_scaleLabel;
};

} // namespace attn::ui
