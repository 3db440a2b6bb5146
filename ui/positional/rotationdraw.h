// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Drawing functions shared by the parts of RotationFigure (circle, rings, readout column).
#include "ui/plotkit/style.h"

#include <Eigen/Core>
#include <QString>
#include <qcustomplot.h>

namespace attn::ui::rotationdraw {

/// "(0.979, −0.206)".
QString point(const Eigen::Vector2d& p);
/// Hides all four axes and their margins: the rect is a canvas.
void hideAxes(QCPAxisRect* rect);
/// A left-aligned line of text appended as a new row of grid.
QCPTextElement* line(QCustomPlot* plot, QCPLayoutGrid* grid, const QString& text, const QFont& font,
                     const QColor& colour = palette::kInk);

} // namespace attn::ui::rotationdraw
