#pragma once
// Every layer x head of the chosen attention kind of a Transformer translator as small
// heatmaps on one colour scale (rows = layers, columns = heads), the shown head framed;
// clicking one opens it in the heatmap.
#include <qcustomplot.h>

namespace attn::ui {

class TranslatorDocument;

class TranslatorGrid : public QCustomPlot {
    Q_OBJECT

  public:
    explicit TranslatorGrid(const TranslatorDocument* document, QWidget* parent = nullptr);

    double baseFontPointSize() const { return m_fontPointSize; }
    void setBaseFontPointSize(double points);
    /// The (layer, head) under pixel (widget coordinates), or (-1, -1).
    QPoint cellAt(const QPointF& pixel) const;
    /// "layer 1, head 2: query → key: 0.1296" for the cell under pixel, else empty.
    QString describeAt(const QPointF& pixel) const;

  public slots:
    void rebuild();

  signals:
    /// A heatmap was clicked: open that layer and head.
    void headChosen(int layer, int head);

  protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;

  private:
    QCPAxisRect* rectAt(int layer, int head) const;

    const TranslatorDocument* m_document;
    QCPLayoutGrid* m_grid = nullptr;
    double m_fontPointSize = 11;
    int m_layers = 0, m_heads = 0;
};

} // namespace attn::ui
