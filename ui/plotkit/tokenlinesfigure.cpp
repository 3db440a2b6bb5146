// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/tokenlinesfigure.h"

#include "ui/plotkit/textfit.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace attn::ui {

/// Draws every line in one pass: thousands of lines stay one item, not thousands.
class TokenLinesItem : public QCPAbstractItem {
  public:
    TokenLinesItem(TokenLinesFigure* plot, std::vector<TokenLinesFigure::Series> series,
                   int rowSide, std::array<double, 2> offsets, std::array<double, 2> steps)
        : QCPAbstractItem(plot), m_plot(plot), m_series(std::move(series)), m_rowSide(rowSide),
          m_offsets(offsets), m_steps(steps) {}
    double selectTest(const QPointF&, bool, QVariant*) const override { return -1; }

    /// Calls f(series, row, column, weight) for every line drawn.
    template <typename F> void forEachLine(F f) const {
        const int side = m_plot->m_focusSide, token = m_plot->m_focusToken;
        for (int s = 0; s < int(m_series.size()); ++s) {
            if (!m_plot->seriesShown(s)) continue;
            const Eigen::MatrixXf& w = m_series[std::size_t(s)].weights;
            for (int i = 0; i < int(w.rows()); ++i)
                for (int j = 0; j < int(w.cols()); ++j) {
                    if (w(i, j) < TokenLinesFigure::kMinWeight) continue;
                    if (side == m_rowSide && i != token) continue;
                    if (side >= 0 && side != m_rowSide && j != token) continue;
                    f(s, i, j, w(i, j));
                }
        }
    }

  protected:
    void draw(QCPPainter* painter) override {
        const TokenLinesFigure::Look& look = m_plot->m_look;
        QCPAxis* x = m_plot->xAxis;
        QCPAxis* y = m_plot->yAxis;
        auto point = [&](int side, int token) {
            const std::size_t k = std::size_t(side);
            const double along = m_offsets[k] + m_steps[k] * token, across = side;
            return look.horizontal ? QPointF(x->coordToPixel(along), y->coordToPixel(across))
                                   : QPointF(x->coordToPixel(across), y->coordToPixel(along));
        };
        const double scale = look.widthGrowsWithFont ? std::max(1.0, m_plot->points() / 11.0) : 1.0;
        const int highlight = m_plot->m_highlightRow;
        painter->setRenderHint(QPainter::Antialiasing, true);
        auto drawLine = [&](int s, int i, int j, float w) {
            QColor c = i == highlight ? m_plot->m_highlightColour : m_series[std::size_t(s)].colour;
            c.setAlphaF(std::clamp(look.alphaBase + look.alphaPerWeight * double(w), 0.0, 1.0));
            painter->setPen(QPen(c, (look.widthBase + look.widthPerWeight * double(w)) * scale,
                                 Qt::SolidLine, Qt::RoundCap));
            const int side0 = m_rowSide == 0 ? i : j, side1 = m_rowSide == 0 ? j : i;
            painter->drawLine(point(0, side0), point(1, side1));
        };
        // The highlighted row's lines last, so they lie on top.
        forEachLine([&](int s, int i, int j, float w) {
            if (i != highlight) drawLine(s, i, j, w);
        });
        forEachLine([&](int s, int i, int j, float w) {
            if (i == highlight) drawLine(s, i, j, w);
        });
    }

  private:
    TokenLinesFigure* m_plot;
    std::vector<TokenLinesFigure::Series> m_series;
    int m_rowSide;
    std::array<double, 2> m_offsets; ///< where each side's first token sits along the columns
    std::array<double, 2> m_steps;   ///< +1, or -1 for a side whose tokens run right to left
};

TokenLinesFigure::TokenLinesFigure(QWidget* parent) : Figure(parent) {
    for (QCPAxis* axis : axisRect()->axes())
        axis->setVisible(false);
    axisRect()->setAutoMargins(QCP::msNone);
    connect(this, &QCustomPlot::afterLayout, this, &TokenLinesFigure::wrapNote);
}

void TokenLinesFigure::clearLines() {
    clearItems();
    m_item = nullptr;
    m_note = nullptr;
    m_labels[0].clear();
    m_labels[1].clear();
    m_focusSide = m_focusToken = -1;
}

void TokenLinesFigure::showNote(const QString& note) {
    clearLines();
    if (note.isEmpty()) return replot(QCustomPlot::rpQueuedReplot);
    m_note = new QCPItemText(this);
    m_note->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_note->position->setCoords(0.5, 0.5);
    m_note->setFont(fonts().tickLabel);
    m_note->setTextAlignment(Qt::AlignCenter);
    m_noteText = note;
    wrapNote();
    replot(QCustomPlot::rpQueuedReplot);
}

void TokenLinesFigure::wrapNote() {
    if (!m_note) return;
    const QString wrapped = wrapText(m_noteText, m_note->font(), 0.9 * layoutSize().width());
    if (wrapped == m_note->text()) return;
    m_note->setText(wrapped);
    replot(QCustomPlot::rpQueuedReplot);
}

void TokenLinesFigure::setLines(const std::array<QStringList, 2>& tokens, int rowSide,
                                std::vector<Series> series, const Look& look) {
    clearLines();
    m_look = look;
    const QFont font = fonts().tickLabel;
    const double widest = std::max(widestText(tokens[0], font), widestText(tokens[1], font));
    // Labels sit outside the axis rect; its margins make room for them.
    const int room = int(std::ceil(widest + look.labelGap));
    const int end = look.endMargin;
    axisRect()->setMargins(look.horizontal ? QMargins(end, room, end, room)
                                           : QMargins(room, end, room, end));
    const int longest = int(std::max(tokens[0].size(), tokens[1].size()));
    QCPAxis* along = look.horizontal ? xAxis : yAxis;
    QCPAxis* across = look.horizontal ? yAxis : xAxis;
    along->setRange(-0.5, longest - 0.5);
    along->setRangeReversed(!look.horizontal);
    across->setRange(0, 1);
    across->setRangeReversed(look.horizontal);
    // In a horizontal plot each side's tokens run in its text's reading direction: right to
    // left for Persian or Arabic, so the first token is the rightmost.
    std::array<double, 2> offsets{0, 0}, steps{1, 1};
    for (int side = 0; side < 2; ++side) {
        const std::size_t k = std::size_t(side);
        if (look.centreShorter) offsets[k] = (longest - tokens[side].size()) / 2.0;
        if (look.horizontal && tokens[side].join(QLatin1Char(' ')).isRightToLeft()) {
            offsets[k] = longest - 1 - offsets[k];
            steps[k] = -1;
        }
        for (int t = 0; t < tokens[side].size(); ++t) {
            auto* label = new QCPItemText(this);
            label->setClipToAxisRect(false);
            label->setFont(font);
            label->setColor(look.labelColour);
            label->setText(tokens[side][t]);
            label->setPadding(QMargins(6, 0, 6, 0));
            const double a = offsets[k] + steps[k] * t, c = side;
            label->position->setCoords(look.horizontal ? a : c, look.horizontal ? c : a);
            // Each label ends at its column of tokens, turned upright in a horizontal plot.
            if (look.horizontal) label->setRotation(-90);
            const bool alignLeft = look.horizontal ? side == 0 : side == 1;
            label->setPositionAlignment((alignLeft ? Qt::AlignLeft : Qt::AlignRight) |
                                        Qt::AlignVCenter);
            label->setSelectable(false);
            m_labels[side].push_back(label);
        }
    }
    m_seriesShown.resize(series.size(), true);
    m_item = new TokenLinesItem(this, std::move(series), rowSide, offsets, steps);
    m_rowSide = rowSide;
    updateLabels();
}

void TokenLinesFigure::setHeader(QCPLayoutElement* header) {
    if (!header) {
        if (plotLayout()->rowCount() > 1) {
            plotLayout()->remove(plotLayout()->element(0, 0));
            plotLayout()->simplify();
        }
        return;
    }
    if (plotLayout()->rowCount() < 2) plotLayout()->insertRow(0);
    if (plotLayout()->hasElement(0, 0)) delete plotLayout()->takeAt(0);
    plotLayout()->setMargins(QMargins(8, 4, 8, 4));
    plotLayout()->addElement(0, 0, header);
    plotLayout()->setRowStretchFactors({0.01, 1.0});
}

void TokenLinesFigure::setHighlightRow(int row, const QColor& colour) {
    m_highlightRow = row;
    m_highlightColour = colour;
    updateLabels();
    replot(QCustomPlot::rpQueuedReplot);
}

void TokenLinesFigure::setSeriesShown(int s, bool shown) {
    if (s < 0) return;
    if (s >= int(m_seriesShown.size())) m_seriesShown.resize(std::size_t(s) + 1, true);
    m_seriesShown[std::size_t(s)] = shown;
    replot(QCustomPlot::rpQueuedReplot);
}

bool TokenLinesFigure::seriesShown(int s) const {
    return s >= int(m_seriesShown.size()) || m_seriesShown[std::size_t(s)];
}

void TokenLinesFigure::setFocusToken(int side, int token) {
    if (side == m_focusSide && token == m_focusToken) return;
    m_focusSide = token < 0 ? -1 : side;
    m_focusToken = token < 0 ? -1 : token;
    updateLabels();
    replot(QCustomPlot::rpQueuedReplot);
}

void TokenLinesFigure::updateLabels() {
    for (int s = 0; s < 2; ++s)
        for (int t = 0; t < int(m_labels[s].size()); ++t) {
            QCPItemText* label = m_labels[s][std::size_t(t)];
            const bool highlighted = s == m_rowSide && t == m_highlightRow;
            QFont font = label->font();
            font.setBold((s == m_focusSide && t == m_focusToken) || highlighted);
            label->setFont(font);
            label->setColor(highlighted ? m_highlightColour : m_look.labelColour);
        }
}

int TokenLinesFigure::visibleLineCount() const {
    int n = 0;
    if (m_item) m_item->forEachLine([&n](int, int, int, float) { ++n; });
    return n;
}

std::pair<int, int> TokenLinesFigure::tokenAt(const QPointF& pixel) const {
    for (int side = 0; side < 2; ++side)
        for (int t = 0; t < int(m_labels[side].size()); ++t) {
            QCPItemText* label = m_labels[side][std::size_t(t)];
            const QPointF anchor = label->position->pixelPosition();
            const QFontMetricsF metrics(label->font());
            const double length = metrics.horizontalAdvance(label->text()) + 12;
            const double half = metrics.height() / 2;
            const QRectF box =
                m_look.horizontal
                    ? QRectF(anchor.x() - half, side == 0 ? anchor.y() - length : anchor.y(),
                             2 * half, length)
                    : QRectF(side == 0 ? anchor.x() - length : anchor.x(), anchor.y() - half,
                             length, 2 * half);
            if (box.contains(pixel)) return {side, t};
        }
    return {-1, -1};
}

void TokenLinesFigure::mouseMoveEvent(QMouseEvent* event) {
    Figure::mouseMoveEvent(event);
    const auto [side, token] = tokenAt(event->position());
    setFocusToken(side, token);
}

void TokenLinesFigure::leaveEvent(QEvent* event) {
    setFocusToken(-1, -1);
    Figure::leaveEvent(event);
}

} // namespace attn::ui
