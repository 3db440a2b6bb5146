// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Vision tab's figure, one QCustomPlot so that File > Export figure writes it: the photo as
// the model sees it with one map laid over it (a head's [CLS] map, DINO's threshold mask, a
// patch's own attention, rollout), or one panel per head of a layer (small multiples). Clicking
// the photo chooses a patch; clicking a small panel opens that head. It draws the document's
// state and computes nothing but the rasters.
#include "ui/plotkit/picturefigure.h"

#include <QList>
#include <QRect>
#include <qcustomplot.h>

namespace attn::ui {

class VisionDocument;

class VisionFigure : public PictureFigure {
    Q_OBJECT

  public:
    explicit VisionFigure(VisionDocument* document, QWidget* parent = nullptr);

    /// Where each panel was drawn at the last layout, in widget pixels.
    QList<QRect> panelRects() const { return m_panelRects; }
    QString describeAt(const QPointF& pixel) const override;

  signals:
    /// A click on patch (x, y) of the one-map views.
    void patchClicked(int x, int y);
    /// A click on a head's panel of the small multiples.
    void headClicked(int head);

  protected:
    void rebuild() override;
    void updateLayout() override;
    void mousePressEvent(QMouseEvent* event) override;

  private:
    /// Places the panels in the canvas as laid out.
    void placeItems();
    /// The patch (x, y) under pixel in panel, or (-1, -1).
    QPoint patchAt(int panel, const QPoint& pixel) const;

    VisionDocument* m_document;
    QList<QCPItemPixmap*> m_panels;
    QList<QCPItemText*> m_labels;
    QList<QRect> m_panelRects;
};

} // namespace attn::ui
