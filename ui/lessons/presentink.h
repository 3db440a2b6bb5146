// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the teacher draws over a presented figure: pen strokes and a large bright pointer dot.
// It lets every mouse event through to the figure; Present mode hands it the points.
#include <QColor>
#include <QPolygonF>
#include <QVector>
#include <QWidget>

namespace attn::ui {

class PresentInk : public QWidget {
    Q_OBJECT

  public:
    explicit PresentInk(QWidget* parent);

    /// A pen stroke begins at point (widget pixels), continues, ends.
    void beginStroke(const QPointF& point);
    void extendStroke(const QPointF& point);
    void endStroke() { m_drawing = false; }
    /// Erases every stroke.
    void clear();
    int strokeCount() const { return int(m_strokes.size()); }
    bool drawing() const { return m_drawing; }

    /// The pointer dot at point, or hidden.
    void showPointer(const QPointF& point);
    void hidePointer();
    bool pointerVisible() const { return m_pointerVisible; }
    QPointF pointerPosition() const { return m_pointer; }
    /// Diameter of the dot and width of the pen, in pixels, for the screen's height.
    double dotDiameter() const;

    static inline const QColor kPenColour{0xff, 0x10, 0x80};     ///< magenta: seen on every map
    static inline const QColor kPointerColour{0xff, 0x30, 0x00}; ///< bright red-orange

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    QVector<QPolygonF> m_strokes;
    bool m_drawing = false;
    bool m_pointerVisible = false;
    QPointF m_pointer;
};

} // namespace attn::ui
