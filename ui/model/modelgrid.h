#pragma once
// Every layer x head of a ModelDocument as small heatmaps on one colour scale (rows =
// layers, columns = heads); clicking one opens it in the single-head heatmap.
#include <qcustomplot.h>

namespace attn::ui {

class ModelDocument;

class ModelGrid : public QCustomPlot {
    Q_OBJECT

  public:
    explicit ModelGrid(ModelDocument* document, QWidget* parent = nullptr);

    double baseFontPointSize() const { return m_fontPointSize; }
    void setBaseFontPointSize(double points);
    /// The (layer, head) under pixel (widget coordinates), or (-1, -1).
    QPoint cellAt(const QPointF& pixel) const;

  public slots:
    void rebuild();

  signals:
    /// A heatmap was clicked: open that layer and head.
    void headChosen(int layer, int head);

  protected:
    void mousePressEvent(QMouseEvent* event) override;

  private:
    ModelDocument* m_document;
    double m_fontPointSize = 11;
    int m_layers = 0, m_heads = 0;
};

} // namespace attn::ui
