#pragma once
// The figure of the layer-cost demonstration: measured time per forward pass against n on
// log-log axes for self-attention, the Elman RNN and the convolution, each with its fitted
// law c·n²d, c·nd², c·knd² (dashed) and the measured slope in the legend.
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
    /// Measured series of kind (its points as they arrive).
    QCPGraph* measuredGraph(SequenceLayerKind kind) const;
    /// "self-attention, n = 1024, d = 64: 3.21 ms (fit 3.05 ms)" for the point nearest pixel.
    QString describeAt(const QPointF& pixel) const override;

  public slots:
    void rebuild();

  protected:
    void fontSizeChanged() override { rebuild(); }

  private:
    const CostDocument* m_document;
    QCPAxisRect* m_rect = nullptr;
    QCPTextElement* m_title = nullptr;
    std::vector<QCPGraph*> m_measured; ///< per allSequenceLayerKinds()
};

} // namespace attn::ui
