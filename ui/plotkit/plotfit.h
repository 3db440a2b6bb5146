// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Text of QCustomPlot figures fitted to the room the layout gave it: titles broken or elided
// to their columns, axis labels to their axes, and as many ticks as an axis' length holds.
#include <QHash>
#include <QRectF>
#include <QSize>
#include <QString>
#include <Qt>

#include <utility>
#include <vector>

class QCPAxis;
class QCPAxisRect;
class QCPLegend;
class QCPTextElement;
class QCustomPlot;

namespace attn::ui {

/// Sets the tick count (1 to 5, QCustomPlot's default) of every visible numeric axis of
/// plot so that its labels keep apart at the axis' present length: side by side ones by the
/// width of the range's ends written out, stacked ones by their line height. Text (token)
/// tickers are left alone. Call after layout; true when a count changed.
bool fitTickCounts(QCustomPlot* plot);

/// Title elements with their full texts; each line is broken or shortened (fitTitleText) to
/// the element's present width, one-line titles with a shorter text in compact trying that
/// before they break into lines. True when a text changed.
bool fitTitles(const std::vector<std::pair<QCPTextElement*, QString>>& titles,
               const QHash<const QCPTextElement*, QString>& compact = {});

/// Axes with their full labels; one too long for the axis' present length takes its shorter
/// text in compact where that fits, else breaks into two balanced lines at a space, or is
/// elided ("…") when two lines would not fit either. True when a label changed.
bool fitAxisLabels(const std::vector<std::pair<QCPAxis*, QString>>& labels,
                   const QHash<const QCPAxis*, QString>& compact = {});

/// The pixels (plot coordinates) the graphs and bars of rect cover inside it: small squares
/// every few pixels along each line and one per dot, one rectangle per bar. Graphs of more
/// than 20 dots and no line (a cloud of samples) are left out.
std::vector<QRectF> dataFootprint(const QCPAxisRect* rect);

/// Square pixels of footprint that box covers.
double coveredArea(const QRectF& box, const std::vector<QRectF>& footprint);

/// What placeLegend() did.
struct LegendPlacement {
    bool free = false;    ///< the legend covers none of the data
    bool changed = false; ///< its text size, columns or corner changed: lay out again
};

/// Puts legend (in rect's inset layout) where it covers none of rect's data (dataFootprint)
/// and at most 30 % of the panel: the largest text from fullPoints down to 60 % of it, then
/// the fewest columns, then the first free corner, preferred first. Found nowhere, it is left where
/// it covers least (free false): the caller may move it out of the panel. Call after layout.
/// legend's text at points (or a little smaller, for two columns or more) in as many columns as
/// fit in width pixels, at least one; its size then.
QSize shapeLegendToWidth(QCPLegend* legend, double points, int width);

LegendPlacement placeLegend(QCPLegend* legend, QCPAxisRect* rect, Qt::Alignment preferred,
                            double fullPoints);

} // namespace attn::ui
