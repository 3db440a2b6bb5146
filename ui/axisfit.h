#pragma once
// Numeric axes whose tick labels never collide: as many ticks as the axis' length holds.
class QCustomPlot;

namespace attn::ui {

/// Sets the tick count (1 to 5, QCustomPlot's default) of every visible numeric axis of
/// plot so that its labels keep apart at the axis' present length: side by side ones by the
/// width of the range's ends written out, stacked ones by their line height. Text (token)
/// tickers are left alone. Call after layout; true when a count changed.
bool fitTickCounts(QCustomPlot* plot);

} // namespace attn::ui
