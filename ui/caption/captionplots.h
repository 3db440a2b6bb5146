#pragma once
// The two views of the Captions tab, each one QCustomPlot so that File > Export figure
// writes it: the picture with the selected word's attention over it and the caption as a
// strip of words below (click a word; Left/Right step through them), and the small multiples,
// one panel per word. They draw the document's state and compute nothing but the raster.
#include "ui/plotkit/figure.h"

#include <QList>
#include <QRect>
#include <qcustomplot.h>

namespace attn::ui {

class CaptionDocument;

/// Shared by both views: colour scale, the title and the layout hook; a new base font size
/// (Figure) rebuilds.
class CaptionPlotBase : public Figure {
    Q_OBJECT

  public:
    explicit CaptionPlotBase(CaptionDocument* document, QWidget* parent = nullptr);
    QCPColorScale* colorScale() const { return m_scale; }
    QCPAxisRect* canvas() const { return m_canvas; }

  signals:
    /// Left (-1) or Right (+1) was pressed over the view.
    void stepRequested(int delta);

  protected:
    /// Rebuilds items from the document, then replots.
    virtual void rebuild() = 0;
    void fontSizeChanged() override;
    void keyPressEvent(QKeyEvent* event) override;
    QFont font(double factor = 1.0, bool bold = false) const;
    void styleScale(double maxValue);
    /// Pixels the title needs, with a little room on both sides.
    int titleWidth() const;
    /// Sets the title; fitTitle() breaks or elides it to the figure's width.
    void setTitle(const QString& text);
    void fitTitle();
    /// A pixmap item placed in pixels by the subclass (ptAbsolute), not clipped.
    QCPItemPixmap* addPixmapItem();
    QCPItemText* addTextItem();

    CaptionDocument* m_document;
    QCPTextElement* m_title;
    QString m_fullTitle; ///< m_title's text before fitting
    QCPAxisRect* m_canvas;
    QCPColorScale* m_scale;
    QCPLayoutGrid* m_scaleBox;
};

class CaptionOverlayPlot : public CaptionPlotBase {
    Q_OBJECT

  public:
    explicit CaptionOverlayPlot(CaptionDocument* document, QWidget* parent = nullptr);

    /// Where the picture and each word were drawn at the last layout, in widget pixels.
    QRect imageRect() const { return m_imageRect; }
    QList<QRect> wordRects() const { return m_wordRects; }

  signals:
    void wordClicked(int index);
    /// A click on the picture at (x, y) in the picture's own pixels.
    void imageClicked(int x, int y);

  protected:
    void rebuild() override;
    void updateLayout() override;
    void mousePressEvent(QMouseEvent* event) override;

  private:
    /// Places the picture and the words in the canvas as laid out.
    void placeItems();
    void refreshOverlay();
    void refreshWords();

    QCPItemPixmap* m_image;
    QList<QCPItemText*> m_words;
    QRect m_imageRect;
    QList<QRect> m_wordRects;
};

class CaptionGridPlot : public CaptionPlotBase {
    Q_OBJECT

  public:
    explicit CaptionGridPlot(CaptionDocument* document, QWidget* parent = nullptr);
    int panelCount() const { return int(m_panels.size()); }

  signals:
    void wordClicked(int index);

  protected:
    void rebuild() override;
    void updateLayout() override;
    void mousePressEvent(QMouseEvent* event) override;

  private:
    /// Places the panels in the canvas as laid out; returns the width they take.
    int placeItems();
    void refreshTitles();

    QList<QCPItemPixmap*> m_panels;
    QList<QCPItemText*> m_titles;
    QList<QRect> m_panelRects;
};

} // namespace attn::ui
