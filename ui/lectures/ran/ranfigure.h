// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The figure of the recurrent-attention-over-windows demonstration: the weights as one
// heatmap (tokens × (global slots + tokens)) with each window's blocks framed in orange and a
// line between the slots and the tokens; hovering a cell gives its weight.
#include "ui/plotkit/figure.h"

#include <QStringList>

#include <memory>

namespace attn::ui {

class HeatmapPanel;
class RanDocument;

/// The column labels of the weights: "g₀", "g₁", … for the M slots, then the tokens.
QStringList ranColumnLabels(int windows, const QStringList& tokens);
/// The first n words of the demonstration's sentence, then "x23", "x24", … past its end.
QStringList ranTokens(int n);

class RanFigure : public Figure {
    Q_OBJECT

  public:
    explicit RanFigure(const RanDocument* document, QWidget* parent = nullptr);
    ~RanFigure() override;

    HeatmapPanel* panel() const { return m_panel.get(); }
    /// "#i ‘query’ → #j ‘key’: weight" (see describeCell) for the cell under pixel, else empty.
    QString describeAt(const QPointF& pixel) const override;

  public slots:
    void rebuild();

  protected:
    void fontSizeChanged() override { rebuild(); }

  private:
    /// Frames each window's carried slot and own tokens, and divides slots from tokens.
    void drawWindowBorders();
    void fitLabels();
    /// The window frames and the slots' divider thinned to the cells' size.
    void fitBorderWidths();

    const RanDocument* m_document;
    QCPColorScale* m_scale = nullptr;
    std::unique_ptr<HeatmapPanel> m_panel;
};

} // namespace attn::ui
