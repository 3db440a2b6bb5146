#include "ui/explorer/explorerlines.h"

#include "ui/explorer/explorerdocument.h"
#include "ui/plotkit/heatmappanel.h"

#include <QCheckBox>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attn::ui {

/// Draws every line in one pass: thousands of lines stay one item, not thousands.
class AttentionLinesItem : public QCPAbstractItem {
  public:
    explicit AttentionLinesItem(ExplorerLinesPlot* plot) : QCPAbstractItem(plot), m_plot(plot) {}
    double selectTest(const QPointF&, bool, QVariant*) const override { return -1; }

    /// Calls f(h, i, j, weight) for every line that is drawn.
    template <typename F> void forEachLine(F f) const {
        const ExplorerResults& r = m_plot->m_document->results();
        for (int h = 0; h < r.heads; ++h) {
            if (!m_plot->headShown(h)) continue;
            const RowMatrixXf& w = r.headWeights[std::size_t(h)];
            for (int i = 0; i < int(w.rows()); ++i)
                for (int j = 0; j < int(w.cols()); ++j) {
                    if (w(i, j) < ExplorerLinesPlot::kMinWeight) continue;
                    if (m_plot->m_focusSide == 0 && i != m_plot->m_focusToken) continue;
                    if (m_plot->m_focusSide == 1 && j != m_plot->m_focusToken) continue;
                    f(h, i, j, w(i, j));
                }
        }
    }

  protected:
    void draw(QCPPainter* painter) override {
        QCPAxis* x = m_plot->xAxis;
        QCPAxis* y = m_plot->yAxis;
        const bool horizontal = m_plot->m_horizontal;
        auto point = [&](int side, int token) {
            const double along = token, across = side == 0 ? 0.0 : 1.0;
            return horizontal ? QPointF(x->coordToPixel(along), y->coordToPixel(across))
                              : QPointF(x->coordToPixel(across), y->coordToPixel(along));
        };
        painter->setRenderHint(QPainter::Antialiasing, true);
        forEachLine([&](int h, int i, int j, float w) {
            QColor c = ExplorerLinesPlot::headColor(h);
            c.setAlphaF(std::clamp(0.04 + 1.2 * double(w), 0.0, 1.0));
            painter->setPen(QPen(c, 0.5 + 5.0 * double(w), Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(point(0, i), point(1, j));
        });
    }

  private:
    ExplorerLinesPlot* m_plot;
};

QColor ExplorerLinesPlot::headColor(int h) {
    static const QColor palette[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                                     QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28),
                                     QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                     QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f)};
    return palette[h % 8];
}

ExplorerLinesPlot::ExplorerLinesPlot(ExplorerDocument* document, QWidget* parent)
    : QCustomPlot(parent), m_document(document) {
    setObjectName(QStringLiteral("explorerLines"));
    setMouseTracking(true);
    setBackground(Qt::white);
    for (QCPAxis* axis : axisRect()->axes())
        axis->setVisible(false);
    axisRect()->setAutoMargins(QCP::msNone);
    connect(m_document, &ExplorerDocument::resultsChanged, this, &ExplorerLinesPlot::rebuild);
    rebuild();
}

void ExplorerLinesPlot::setBaseFontPointSize(double points) {
    m_fontPointSize = points;
    rebuild();
}

void ExplorerLinesPlot::setHorizontal(bool horizontal) {
    m_horizontal = horizontal;
    rebuild();
}

void ExplorerLinesPlot::setHeadShown(int h, bool shown) {
    if (h < 0) return;
    if (h >= int(m_headShown.size())) m_headShown.resize(std::size_t(h) + 1, true);
    m_headShown[std::size_t(h)] = shown;
    replot(QCustomPlot::rpQueuedReplot);
}

bool ExplorerLinesPlot::headShown(int h) const {
    return h >= int(m_headShown.size()) || m_headShown[std::size_t(h)];
}

void ExplorerLinesPlot::setFocus(int side, int token) {
    if (side == m_focusSide && token == m_focusToken) return;
    m_focusSide = token < 0 ? -1 : side;
    m_focusToken = token < 0 ? -1 : token;
    for (int s = 0; s < 2; ++s)
        for (int t = 0; t < int(m_labels[s].size()); ++t) {
            QFont font = m_labels[s][std::size_t(t)]->font();
            font.setBold(s == m_focusSide && t == m_focusToken);
            m_labels[s][std::size_t(t)]->setFont(font);
        }
    replot(QCustomPlot::rpQueuedReplot);
}

int ExplorerLinesPlot::visibleLineCount() const {
    int n = 0;
    if (m_lines) m_lines->forEachLine([&n](int, int, int, float) { ++n; });
    return n;
}

void ExplorerLinesPlot::rebuild() {
    if (parentWidget() && !isVisible()) { // a hidden tab catches up when shown
        m_stale = true;
        return;
    }
    m_stale = false;
    clearItems();
    m_lines = nullptr;
    m_labels[0].clear();
    m_labels[1].clear();
    m_focusSide = m_focusToken = -1;
    const ExplorerResults& r = m_document->results();
    const QStringList* tokens[2] = {&r.queryTokens, &r.keyTokens};
    const QFont font = FigureFonts::fromBasePointSize(m_fontPointSize).tickLabel;
    if (r.queryTokens.size() > kMaxTokens || r.keyTokens.size() > kMaxTokens) {
        auto* note = new QCPItemText(this);
        note->position->setType(QCPItemPosition::ptAxisRectRatio);
        note->position->setCoords(0.5, 0.5);
        note->setFont(font);
        note->setText(tr("The line view draws up to %1 tokens; use the heatmap for longer text.")
                          .arg(kMaxTokens));
        replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const int longest = int(std::max(r.queryTokens.size(), r.keyTokens.size()));
    const double widest = [&] {
        QFontMetricsF metrics(font);
        double w = 0;
        for (const QStringList* list : tokens)
            for (const QString& t : *list)
                w = std::max(w, metrics.horizontalAdvance(t));
        return w + 24;
    }();
    // Labels sit outside the axis rect; its margins make room for them.
    const int room = int(std::ceil(widest));
    axisRect()->setMargins(m_horizontal ? QMargins(20, room, 20, room)
                                        : QMargins(room, 10, room, 10));
    QCPAxis* along = m_horizontal ? xAxis : yAxis;
    QCPAxis* across = m_horizontal ? yAxis : xAxis;
    along->setRange(-0.5, longest - 0.5);
    along->setRangeReversed(!m_horizontal);
    across->setRange(0, 1);
    across->setRangeReversed(m_horizontal);
    for (int side = 0; side < 2; ++side)
        for (int t = 0; t < tokens[side]->size(); ++t) {
            auto* label = new QCPItemText(this);
            label->setClipToAxisRect(false);
            label->setFont(font);
            label->setText(tokens[side]->at(t));
            label->setPadding(QMargins(6, 0, 6, 0));
            const double a = t, c = side;
            label->position->setCoords(m_horizontal ? a : c, m_horizontal ? c : a);
            if (m_horizontal) {
                label->setRotation(-90);
                label->setPositionAlignment(side == 0 ? (Qt::AlignLeft | Qt::AlignVCenter)
                                                      : (Qt::AlignRight | Qt::AlignVCenter));
            } else {
                label->setPositionAlignment(side == 0 ? (Qt::AlignRight | Qt::AlignVCenter)
                                                      : (Qt::AlignLeft | Qt::AlignVCenter));
            }
            m_labels[side].push_back(label);
        }
    m_lines = new AttentionLinesItem(this);
    m_headShown.resize(std::size_t(r.heads), true);
    // A key of head colours above the lines, so an exported figure explains itself.
    if (plotLayout()->rowCount() < 2) plotLayout()->insertRow(0);
    auto* key = new QCPLayoutGrid;
    if (plotLayout()->hasElement(0, 0)) delete plotLayout()->takeAt(0);
    plotLayout()->setMargins(QMargins(8, 4, 8, 4));
    plotLayout()->addElement(0, 0, key);
    plotLayout()->setRowStretchFactors({0.01, 1.0});
    auto* what =
        new QCPTextElement(this, tr("query → key; line width and opacity = weight:"), font);
    key->addElement(0, 0, what);
    for (int h = 0; h < r.heads; ++h) {
        auto* name = new QCPTextElement(this, tr("head %1").arg(h + 1), font);
        name->setTextColor(headColor(h));
        key->addElement(0, h + 1, name);
    }
    key->setColumnSpacing(12);
    replot(QCustomPlot::rpQueuedReplot);
}

std::pair<int, int> ExplorerLinesPlot::tokenAt(const QPointF& pixel) const {
    for (int side = 0; side < 2; ++side)
        for (int t = 0; t < int(m_labels[side].size()); ++t) {
            QCPItemText* label = m_labels[side][std::size_t(t)];
            const QPointF anchor = label->position->pixelPosition();
            const QFontMetricsF metrics(label->font());
            const double length = metrics.horizontalAdvance(label->text()) + 12;
            const double half = metrics.height() / 2;
            QRectF box = m_horizontal ? QRectF(anchor.x() - half,
                                               side == 0 ? anchor.y() - length : anchor.y(),
                                               2 * half, length)
                                      : QRectF(side == 0 ? anchor.x() - length : anchor.x(),
                                               anchor.y() - half, length, 2 * half);
            if (box.contains(pixel)) return {side, t};
        }
    return {-1, -1};
}

void ExplorerLinesPlot::mouseMoveEvent(QMouseEvent* event) {
    QCustomPlot::mouseMoveEvent(event);
    const auto [side, token] = tokenAt(event->position());
    setFocus(side, token);
}

void ExplorerLinesPlot::leaveEvent(QEvent* event) {
    setFocus(-1, -1);
    QCustomPlot::leaveEvent(event);
}

ExplorerLines::ExplorerLines(ExplorerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_plot(new ExplorerLinesPlot(document, this)),
      m_heads(new QHBoxLayout) {
    auto* horizontal = new QCheckBox(tr("&Horizontal"), this);
    horizontal->setObjectName(QStringLiteral("horizontalCheck"));
    connect(horizontal, &QCheckBox::toggled, m_plot, &ExplorerLinesPlot::setHorizontal);
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Heads:"), this));
    bar->addLayout(m_heads);
    bar->addStretch(1);
    bar->addWidget(new QLabel(tr("Hover a token to see only its lines."), this));
    bar->addWidget(horizontal);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);
    connect(m_document, &ExplorerDocument::resultsChanged, this, &ExplorerLines::updateHeadBoxes);
    updateHeadBoxes();
}

void ExplorerLines::updateHeadBoxes() {
    const int heads = m_document->results().heads;
    while (int(m_boxes.size()) > heads) {
        delete m_boxes.back();
        m_boxes.pop_back();
    }
    while (int(m_boxes.size()) < heads) {
        const int h = int(m_boxes.size());
        auto* box = new QCheckBox(QString::number(h + 1), this);
        box->setObjectName(QStringLiteral("headCheck%1").arg(h + 1));
        box->setChecked(m_plot->headShown(h));
        const QColor c = ExplorerLinesPlot::headColor(h);
        box->setStyleSheet(
            QStringLiteral("QCheckBox { color: %1; font-weight: bold; }").arg(c.name()));
        connect(box, &QCheckBox::toggled, m_plot,
                [this, h](bool on) { m_plot->setHeadShown(h, on); });
        m_heads->addWidget(box);
        m_boxes.push_back(box);
    }
}

void ExplorerLinesPlot::showEvent(QShowEvent* event) {
    if (m_stale) rebuild();
    QCustomPlot::showEvent(event);
}

} // namespace attn::ui
