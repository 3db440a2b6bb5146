#pragma once
// Axes whose tick labels never collide (as many ticks as the axis' length holds) and whose
// labels never run past their ends.
class QCPAxis;
class QCustomPlot;
class QString;

namespace attn::ui {

/// Sets the tick count (1 to 5, QCustomPlot's default) of every visible numeric axis of
/// plot so that its labels keep apart at the axis' present length: side by side ones by the
/// width of the range's ends written out, stacked ones by their line height. Text (token)
/// tickers are left alone. Call after layout; true when a count changed.
bool fitTickCounts(QCustomPlot* plot);

/// Sets axis's label to full, elided ("…") to the axis' present length; true when it changed.
bool fitAxisLabel(QCPAxis* axis, const QString& full);

} // namespace attn::ui
