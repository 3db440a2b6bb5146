// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The two views of the Captions tab, each one QCustomPlot so that File > Export figure
// writes it: the picture with the selected word's attention over it and the caption as a
// strip of words below (click a word; Left/Right step through them), and the small multiples,
// one panel per word. They draw the document's state and compute nothing but the raster.
#include "ui/plotkit/picturefigure.h"

#include <QList>
#include <QRect>
#include <qcustomplot.h>

namespace attn::ui {

class CaptionDocument;

/// Shared by both views: the document, the colour scale from its maps, Left/Right keys.
class CaptionFigure : public PictureFigure {
    Q_OBJECT

  public:
    explicit CaptionFigure(CaptionDocument* document, QWidget* parent = nullptr);

  signals:
    /// Left (-1) or Right (+1) was pressed over the view.
    void stepRequested(int delta);

  protected:
    void keyPressEvent(QKeyEvent* event) override;
    /// The colour bar in the document's colour map, from 0 to maxValue.
    void styleScale(double maxValue);

    CaptionDocument* m_document;
};

class CaptionOverlayFigure : public CaptionFigure {
    Q_OBJECT

  public:
    explicit CaptionOverlayFigure(CaptionDocument* document, QWidget* parent = nullptr);

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

class CaptionGridFigure : public CaptionFigure {
    Q_OBJECT

  public:
    explicit CaptionGridFigure(CaptionDocument* document, QWidget* parent = nullptr);
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
