// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A picture (or panels of one) under a title with a colour bar beside it, one QCustomPlot so
// that File > Export figure writes it: the Captions and Vision tabs' figures derive from it.
#include "ui/plotkit/figure.h"

#include <qcustomplot.h>

namespace attn::ui {

/// The title spans the figure; below it a canvas (an axis rect without axes: the subclass
/// places pixmap and text items on it in widget pixels) and the colour scale in a box of its
/// own. A new base font size restyles the title and the box, then calls rebuild().
class PictureFigure : public Figure {
    Q_OBJECT

  public:
    explicit PictureFigure(QWidget* parent = nullptr);
    QCPColorScale* colorScale() const { return m_scale; }
    QCPAxisRect* canvas() const { return m_canvas; }

  protected:
    /// Rebuilds the items from the document, then replots.
    virtual void rebuild() = 0;
    void fontSizeChanged() override;
    /// The widget's font at factor times the base size.
    QFont font(double factor = 1.0, bool bold = false) const;
    /// Sets the title; fitTitle() breaks or elides it to the figure's width.
    void setTitle(const QString& text);
    void fitTitle();
    /// Pixels the title as shown needs, with a little room on both sides.
    int titleWidth() const;
    /// The colour bar from 0 to maxValue (1 when not above 0) in gradient, in the figure's
    /// fonts; hidden unless visible.
    void styleScale(const QCPColorGradient& gradient, double maxValue, bool visible);
    /// A pixmap item placed in pixels by the subclass (ptAbsolute), not clipped.
    QCPItemPixmap* addPixmapItem();
    /// A centred text item placed in pixels, not clipped.
    QCPItemText* addTextItem();
    /// item covering r, in widget pixels.
    static void placePixmap(QCPItemPixmap* item, const QRect& r);

    QCPTextElement* m_title;
    QString m_fullTitle; ///< m_title's text before fitting
    QCPAxisRect* m_canvas;
    QCPColorScale* m_scale;
    QCPLayoutGrid* m_scaleBox;
};

} // namespace attn::ui
