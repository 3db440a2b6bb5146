// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/ran/ranfigure.h"

#include "ui/lectures/ran/randocument.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/heatmappanel.h"
#include "ui/plotkit/lecturetext.h"
#include "ui/plotkit/style.h"

#include <QCoreApplication>

#include <algorithm>

namespace attn::ui {

namespace {

/// The tokens' words, in the window's language (words separated by spaces in every one).
const char* const kSentence = QT_TRANSLATE_NOOP(
    "attn::ui::RanFigure", "the recurrent attention network reads a long text window by window "
                           "and carries one global vector from each window to the next");

} // namespace

QStringList ranColumnLabels(int windows, const QStringList& tokens) {
    QStringList labels;
    for (int m = 0; m < windows; ++m)
        labels << QStringLiteral("g") + subscriptNumber(m);
    return labels + tokens;
}

QStringList ranTokens(int n) {
    const QStringList words = QCoreApplication::translate("attn::ui::RanFigure", kSentence)
                                  .split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QStringList tokens;
    for (int i = 0; i < n; ++i)
        tokens << (i < words.size() ? words[i] : QStringLiteral("x%1").arg(i + 1));
    return tokens;
}

RanFigure::RanFigure(const RanDocument* document, QWidget* parent)
    : Figure(parent), m_document(document) {
    setObjectName(QStringLiteral("ranFigure"));
    connect(this, &QCustomPlot::afterLayout, this, &RanFigure::fitLabels);
    connect(document, &RanDocument::resultsChanged, this, &RanFigure::rebuild);
}

RanFigure::~RanFigure() = default;

QString RanFigure::describeAt(const QPointF& pixel) const {
    return m_panel ? m_panel->describeAt(pixel) : QString();
}

void RanFigure::rebuild() {
    clearItems();
    clearPlottables();
    plotLayout()->clear();
    m_panel.reset();
    m_scale = new QCPColorScale(this);
    m_scale->setGradient(viridisGradient());
    m_scale->setDataRange(QCPRange(0, 1));
    m_scale->axis()->setLabel(tr("attention weight"));
    styleColorScale(m_scale, fonts(), points());
    const RanSettings& s = m_document->settings();
    const int windows = m_document->result().windows;
    m_panel = std::make_unique<HeatmapPanel>(
        this, m_scale,
        tr("Attention over windows: n = %1, w = %2, %n windows (orange: a window's block)", nullptr,
           windows)
            .arg(s.tokens)
            .arg(s.window),
        QStringLiteral("ran"));
    plotLayout()->addElement(0, 0, m_panel->layout());
    // The scale beside the cells, in the panel's own grid: it starts where the cells start.
    m_panel->layout()->addElement(1, 1, m_scale);
    m_panel->layout()->setColumnStretchFactors({1.0, 0.001});
    auto* group = new QCPMarginGroup(this);
    m_panel->axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    m_panel->setFonts(fonts());
    const QStringList tokens = ranTokens(s.tokens);
    m_panel->setMatrix(m_document->result().weights, tokens, ranColumnLabels(windows, tokens));
    m_panel->axisRect()
        ->axis(QCPAxis::atBottom)
        ->setLabel(tr("carried global slots g, then tokens (keys and values)"));
    m_panel->axisRect()->axis(QCPAxis::atLeft)->setLabel(tr("token (query)"));
    drawWindowBorders();
    replot(QCustomPlot::rpQueuedReplot);
}

void RanFigure::drawWindowBorders() {
    const RanSettings& s = m_document->settings();
    const int windows = m_document->result().windows;
    QCPAxis* x = m_panel->axisRect()->axis(QCPAxis::atBottom);
    QCPAxis* y = m_panel->axisRect()->axis(QCPAxis::atLeft);
    const double width = 2.5 * points() / FontRange::kDefault;
    auto box = [&](double left, double top, double right, double bottom) {
        auto* rect = new QCPItemRect(this);
        rect->setClipAxisRect(m_panel->axisRect());
        rect->topLeft->setAxes(x, y);
        rect->bottomRight->setAxes(x, y);
        rect->topLeft->setCoords(left - 0.5, top - 0.5);
        rect->bottomRight->setCoords(right + 0.5, bottom + 0.5);
        rect->setPen(QPen(palette::kOrange, width)); // readable on viridis
        rect->setSelectable(false);
    };
    for (int m = 0; m < windows; ++m) {
        const int first = m * s.window;
        const int last = std::min(s.tokens, first + s.window) - 1;
        box(m, first, m, last);                            // its carried slot
        box(windows + first, first, windows + last, last); // its own tokens
    }
    auto* divider = new QCPItemStraightLine(this);
    divider->setClipAxisRect(m_panel->axisRect());
    divider->point1->setAxes(x, y);
    divider->point2->setAxes(x, y);
    divider->point1->setCoords(windows - 0.5, 0);
    divider->point2->setCoords(windows - 0.5, 1);
    divider->setPen(QPen(palette::kInk, width * 0.8));
    divider->setSelectable(false);
}

void RanFigure::fitLabels() {
    // Labels thinned, turned or a title broken change the room: lay out again at once, so an
    // export (one layout, no event loop) is fitted too.
    // The title has the cells' column only: the colour scale sits beside them in its grid.
    if (m_panel)
        fitLayout(
            4,
            [this] {
                return m_panel->fitToSize(m_panel->neededLabelFit(),
                                          m_panel->titleElement()->outerRect().width());
            },
            [this] { fitBorderWidths(); });
}

void RanFigure::fitBorderWidths() {
    // A frame at most a third of a cell wide, so that the thin rows of a long text stay seen.
    const QCPAxisRect* rect = m_panel->axisRect();
    const int rows = m_document->settings().tokens, columns = rows + m_document->result().windows;
    const double cell = std::min(rect->height() / double(std::max(1, rows)),
                                 rect->width() / double(std::max(1, columns)));
    const double width = std::min(2.5 * points() / FontRange::kDefault, std::max(1.0, cell / 3));
    for (int i = 0; i < itemCount(); ++i) {
        if (auto* frame = qobject_cast<QCPItemRect*>(item(i));
            frame && frame->clipAxisRect() == rect) {
            QPen pen = frame->pen();
            pen.setWidthF(width);
            frame->setPen(pen);
        } else if (auto* divider = qobject_cast<QCPItemStraightLine*>(item(i))) {
            QPen pen = divider->pen();
            pen.setWidthF(width * 0.8);
            divider->setPen(pen);
        }
    }
}

} // namespace attn::ui
