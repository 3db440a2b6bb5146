#include "ui/translator/translatorlines.h"

#include "ui/plotkit/heatmappanel.h"
#include "ui/translator/translatordocument.h"

#include <QMouseEvent>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {
const QColor kInk(0x22, 0x22, 0x22);
const QColor kLine(0x00, 0x72, 0xb2);     // blue
const QColor kStepLine(0xd5, 0x5e, 0x00); // vermillion
} // namespace

/// Draws every line in one pass.
class TranslatorLinesItem : public QCPAbstractItem {
  public:
    /// weights:(queries, keys); query i is drawn at row queryOffset + i, key j at keyOffset + j.
    TranslatorLinesItem(TranslatorLines* plot, Eigen::MatrixXf weights, double queryOffset,
                        double keyOffset)
        : QCPAbstractItem(plot), m_plot(plot), m_weights(std::move(weights)),
          m_queryOffset(queryOffset), m_keyOffset(keyOffset) {}
    double selectTest(const QPointF&, bool, QVariant*) const override { return -1; }
    void setStepRow(int row) { m_stepRow = row; }

    /// Calls f(query, key, weight) for every line drawn.
    template <typename F> void forEachLine(F f) const {
        for (int i = 0; i < int(m_weights.rows()); ++i)
            for (int j = 0; j < int(m_weights.cols()); ++j) {
                if (m_weights(i, j) < TranslatorLines::kMinWeight) continue;
                if (m_plot->m_focusSide == 0 && j != m_plot->m_focusWord) continue;
                if (m_plot->m_focusSide == 1 && i != m_plot->m_focusWord) continue;
                f(i, j, m_weights(i, j));
            }
    }

  protected:
    void draw(QCPPainter* painter) override {
        QCPAxis* x = m_plot->xAxis;
        QCPAxis* y = m_plot->yAxis;
        const double scale = std::max(1.0, m_plot->m_fontPointSize / 11.0);
        painter->setRenderHint(QPainter::Antialiasing, true);
        auto drawLine = [&](int i, int j, float w) {
            QColor c = i == m_stepRow ? kStepLine : kLine;
            c.setAlphaF(std::clamp(0.06 + 1.1 * double(w), 0.0, 1.0));
            painter->setPen(QPen(c, (0.5 + 6.0 * double(w)) * scale, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(QPointF(x->coordToPixel(0), y->coordToPixel(m_keyOffset + j)),
                              QPointF(x->coordToPixel(1), y->coordToPixel(m_queryOffset + i)));
        };
        // The step's lines last, so they lie on top.
        forEachLine([&](int i, int j, float w) {
            if (i != m_stepRow) drawLine(i, j, w);
        });
        forEachLine([&](int i, int j, float w) {
            if (i == m_stepRow) drawLine(i, j, w);
        });
    }

  private:
    TranslatorLines* m_plot;
    Eigen::MatrixXf m_weights; ///< (queries, keys)
    double m_queryOffset, m_keyOffset;
    int m_stepRow = -1;
};

TranslatorLines::TranslatorLines(const TranslatorDocument* document, QWidget* parent)
    : QCustomPlot(parent), m_document(document) {
    setObjectName(QStringLiteral("translatorLines"));
    setMinimumSize(320, 240); // not the titles' width: the window must fit a 1280x720 projector
    setMouseTracking(true);
    setBackground(Qt::white);
    for (QCPAxis* axis : axisRect()->axes())
        axis->setVisible(false);
    axisRect()->setAutoMargins(QCP::msNone);
    rebuild();
}

void TranslatorLines::setBaseFontPointSize(double points) {
    m_fontPointSize = points;
    rebuild();
}

void TranslatorLines::rebuild() {
    clearItems();
    m_lines = nullptr;
    m_labels[0].clear();
    m_labels[1].clear();
    m_focusSide = m_focusWord = -1;
    if (plotLayout()->rowCount() > 1) {
        plotLayout()->remove(plotLayout()->element(0, 0));
        plotLayout()->simplify();
    }
    const Eigen::MatrixXf weights = m_document->shownMatrix();
    if (weights.size() == 0) return replot(QCustomPlot::rpQueuedReplot);
    const QStringList words[2] = {m_document->shownKeyLabels(), m_document->shownQueryLabels()};
    const FigureFonts fonts = FigureFonts::fromBasePointSize(m_fontPointSize);
    const QFontMetricsF metrics(fonts.tickLabel);
    double widest = 0;
    for (const QStringList& list : words)
        for (const QString& w : list)
            widest = std::max(widest, metrics.horizontalAdvance(w));
    const int room = int(std::ceil(widest + m_fontPointSize * 2));
    axisRect()->setMargins(QMargins(room, int(m_fontPointSize), room, int(m_fontPointSize)));
    const int longest = int(std::max(words[0].size(), words[1].size()));
    xAxis->setRange(0, 1);
    yAxis->setRange(-0.5, longest - 0.5);
    yAxis->setRangeReversed(true);
    for (int side = 0; side < 2; ++side) {
        // The shorter column is centred against the longer one.
        const double offset = (longest - words[side].size()) / 2.0;
        for (int t = 0; t < words[side].size(); ++t) {
            auto* label = new QCPItemText(this);
            label->setClipToAxisRect(false);
            label->setFont(fonts.tickLabel);
            label->setColor(kInk);
            label->setText(words[side][t]);
            label->setPadding(QMargins(6, 0, 6, 0));
            label->position->setCoords(side, offset + t);
            label->setPositionAlignment(side == 0 ? (Qt::AlignRight | Qt::AlignVCenter)
                                                  : (Qt::AlignLeft | Qt::AlignVCenter));
            label->setSelectable(false);
            m_labels[side].push_back(label);
        }
    }
    m_lines = new TranslatorLinesItem(this, weights, (longest - words[1].size()) / 2.0,
                                      (longest - words[0].size()) / 2.0);
    auto* title = new QCPTextElement(
        this,
        tr("%1\nleft: %2 · right: %3\nline width and opacity = weight · current step in orange")
            .arg(m_document->shownTitle(), m_document->shownKeyName(),
                 m_document->shownQueryName()),
        fonts.axisLabel);
    title->setTextColor(kInk);
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, title);
    plotLayout()->setRowStretchFactors({0.01, 1.0});
    plotLayout()->setMargins(QMargins(8, 4, 8, 4));
    showStep();
}

void TranslatorLines::showStep() {
    if (m_lines) m_lines->setStepRow(m_document->shownRowsAreSteps() ? m_document->step() : -1);
    updateLabelFonts();
    replot(QCustomPlot::rpQueuedReplot);
}

void TranslatorLines::updateLabelFonts() {
    const int stepRow = m_document->shownRowsAreSteps() ? m_document->step() : -1;
    for (int s = 0; s < 2; ++s)
        for (int t = 0; t < int(m_labels[s].size()); ++t) {
            QCPItemText* label = m_labels[s][std::size_t(t)];
            QFont font = label->font();
            const bool step = s == 1 && t == stepRow;
            font.setBold((s == m_focusSide && t == m_focusWord) || step);
            label->setFont(font);
            label->setColor(step ? kStepLine : kInk);
        }
}

void TranslatorLines::setFocusWord(int side, int word) {
    if (side == m_focusSide && word == m_focusWord) return;
    m_focusSide = word < 0 ? -1 : side;
    m_focusWord = word < 0 ? -1 : word;
    updateLabelFonts();
    replot(QCustomPlot::rpQueuedReplot);
}

int TranslatorLines::visibleLineCount() const {
    int n = 0;
    if (m_lines) m_lines->forEachLine([&n](int, int, float) { ++n; });
    return n;
}

std::pair<int, int> TranslatorLines::wordAt(const QPointF& pixel) const {
    for (int side = 0; side < 2; ++side)
        for (int t = 0; t < int(m_labels[side].size()); ++t) {
            QCPItemText* label = m_labels[side][std::size_t(t)];
            const QPointF anchor = label->position->pixelPosition();
            const QFontMetricsF metrics(label->font());
            const double length = metrics.horizontalAdvance(label->text()) + 12;
            const double half = metrics.height() / 2;
            const QRectF box(side == 0 ? anchor.x() - length : anchor.x(), anchor.y() - half,
                             length, 2 * half);
            if (box.contains(pixel)) return {side, t};
        }
    return {-1, -1};
}

void TranslatorLines::mouseMoveEvent(QMouseEvent* event) {
    QCustomPlot::mouseMoveEvent(event);
    const auto [side, word] = wordAt(event->position());
    setFocusWord(side, word);
}

void TranslatorLines::leaveEvent(QEvent* event) {
    setFocusWord(-1, -1);
    QCustomPlot::leaveEvent(event);
}

} // namespace attn::ui
