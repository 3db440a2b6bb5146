#pragma once
// Drawing functions shared by the parts of RotationView (circle, rings, readout column).
#include <Eigen/Core>
#include <QString>
#include <qcustomplot.h>

namespace attn::ui::rotationdraw {

/// v with `decimals` digits, a real minus sign, and no "−0.0000".
QString fixed(double v, int decimals = 4);
/// "(0.979, −0.206)".
QString point(const Eigen::Vector2d& p);
/// Hides all four axes and their margins: the rect is a canvas.
void hideAxes(QCPAxisRect* rect);
/// A left-aligned line of text appended as a new row of grid.
QCPTextElement* line(QCustomPlot* plot, QCPLayoutGrid* grid, const QString& text, const QFont& font,
                     const QColor& colour = QColor(0x22, 0x22, 0x22));

} // namespace attn::ui::rotationdraw
