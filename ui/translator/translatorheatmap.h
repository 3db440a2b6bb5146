#pragma once
// The shown matrix of a TranslatorDocument (the Bahdanau alignment or one Transformer head) as
// a heatmap with word labels and a colour scale; the current decoding step's row is framed.
#include "ui/plotkit/heatmappanel.h"
#include "ui/plotkit/style.h"

#include <qcustomplot.h>

#include <memory>

namespace attn::ui {

class TranslatorDocument;

class TranslatorHeatmap : public QCustomPlot {
    Q_OBJECT

  public:
    explicit TranslatorHeatmap(const TranslatorDocument* document, QWidget* parent = nullptr);
    ~TranslatorHeatmap() override;

    double baseFontPointSize() const { return m_fontPointSize; }
    void setBaseFontPointSize(double points);
    const HeatmapPanel* panel() const { return m_panel.get(); }
    /// The row framed as the current step, or -1 when none is (encoder self-attention).
    int highlightedRow() const;

  public slots:
    void rebuild();
    /// Moves the frame to the document's step.
    void showStep();

  protected:
    void mouseMoveEvent(QMouseEvent* event) override;

  private:
    void fitToSize();

    const TranslatorDocument* m_document;
    std::unique_ptr<HeatmapPanel> m_panel;
    QCPColorScale* m_scale;
    QCPItemRect* m_stepFrame;
    double m_fontPointSize = FontRange::kDefault;
    bool m_fitting = false;
};

} // namespace attn::ui
