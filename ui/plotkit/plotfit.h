#pragma once
// Text of QCustomPlot figures fitted to the room the layout gave it: titles broken or elided
// to their columns, axis labels to their axes, and as many ticks as an axis' length holds.
#include <QString>

#include <utility>
#include <vector>

class QCPAxis;
class QCPTextElement;
class QCustomPlot;

namespace attn::ui {

/// Sets the tick count (1 to 5, QCustomPlot's default) of every visible numeric axis of
/// plot so that its labels keep apart at the axis' present length: side by side ones by the
/// width of the range's ends written out, stacked ones by their line height. Text (token)
/// tickers are left alone. Call after layout; true when a count changed.
bool fitTickCounts(QCustomPlot* plot);

/// Title elements with their full texts; each line is broken or elided (fitTitleText) to the
/// element's present width. True when a text changed.
bool fitTitles(const std::vector<std::pair<QCPTextElement*, QString>>& titles);

/// Axes with their full labels; each is elided ("…") to the axis' present length. True when a
/// label changed.
bool fitAxisLabels(const std::vector<std::pair<QCPAxis*, QString>>& labels);

} // namespace attn::ui
