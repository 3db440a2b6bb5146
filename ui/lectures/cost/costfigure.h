// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The figure of the layer-cost demonstration: measured time per forward pass against n on
// log-log axes for self-attention, the Elman RNN and the convolution, each with its operation
// count fitted (dashed: c·(4nd² + 2n²d), c·nd², c·knd²) and its slope over the largest n in
// the legend; self-attention's law n²d alone (dotted) through its largest point, and a note
// under the plot on why its slope nears 2 only at large n.
#include "core/lectures/layer_cost.h"
#include "ui/plotkit/figure.h"

namespace attn::ui {

class CostDocument;

/// "self-attention", "recurrent (Elman RNN)", "convolution (k = 3)".
QString sequenceLayerName(SequenceLayerKind kind, int kernel);
/// "n²d", "nd²", "knd²".
QString sequenceLayerLaw(SequenceLayerKind kind);
/// "12.3 µs", "4.56 ms", "1.23 s".
QString durationText(double seconds);

class CostFigure : public Figure {
    Q_OBJECT

  public:
    explicit CostFigure(const CostDocument* document, QWidget* parent = nullptr);

    QCPAxisRect* timeRect() const { return m_rect; }
    QCPLegend* legend() const { return m_legend; }
    /// The note under the plot, unwrapped.
    QString note() const { return m_noteText; }
    /// Measured series of kind (its points as they arrive).
    QCPGraph* measuredGraph(SequenceLayerKind kind) const;
    /// "self-attention, n = 1024, d = 64: 3.21 ms (fit 3.05 ms)" for the point nearest pixel.
    QString describeAt(const QPointF& pixel) const override;

  public slots:
    void rebuild();

  protected:
    void fontSizeChanged() override { rebuild(); }

  private:
    QString noteText() const;
    void setUpAxes();
    /// A line in the legend; the time range grows to hold it.
    QCPGraph* addSeries(const QVector<double>& n, const QVector<double>& t, const QPen& pen,
                        const QString& name);
    /// kind's measured points, fitted count and (self-attention) law.
    void addLayer(SequenceLayerKind kind);
    void moveLegendBelow();

    const CostDocument* m_document;
    QCPAxisRect* m_rect = nullptr;
    QCPLegend* m_legend = nullptr;
    bool m_legendBelow = false; ///< under the plot: it covered data in every corner
    QCPTextElement* m_note = nullptr;
    QString m_noteText;
    std::vector<QCPGraph*> m_measured; ///< per allSequenceLayerKinds()
    double m_low = 0, m_high = 0;      ///< of the times drawn
};

} // namespace attn::ui
