#pragma once
// One heatmap of a ModelDocument's shown matrix, with token labels and a colour scale.
#include "ui/plotkit/heatmappanel.h"
#include "ui/plotkit/style.h"

#include <qcustomplot.h>

#include <memory>

namespace attn::ui {

class ModelDocument;

class ModelHeatmap : public QCustomPlot {
    Q_OBJECT

  public:
    explicit ModelHeatmap(const ModelDocument* document, QWidget* parent = nullptr);
    ~ModelHeatmap() override;

    double baseFontPointSize() const { return m_fontPointSize; }
    void setBaseFontPointSize(double points);
    const HeatmapPanel* panel() const { return m_panel.get(); }

  public slots:
    void rebuild();

  protected:
    void mouseMoveEvent(QMouseEvent* event) override;

  private:
    void fitToSize();

    const ModelDocument* m_document;
    std::unique_ptr<HeatmapPanel> m_panel;
    QCPColorScale* m_scale;
    double m_fontPointSize = FontRange::kDefault;
    bool m_fitting = false;
};

} // namespace attn::ui
