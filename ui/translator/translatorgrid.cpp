#include "ui/translator/translatorgrid.h"

#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/heatmapdata.h"
#include "ui/plotkit/heatmappanel.h"
#include "ui/translator/translatordocument.h"

#include <QMouseEvent>

#include <cmath>

namespace attn::ui {

namespace {
const QColor kInk(0x22, 0x22, 0x22);
const QColor kShown(0xd5, 0x5e, 0x00);
} // namespace

TranslatorGrid::TranslatorGrid(const TranslatorDocument* document, QWidget* parent)
    : QCustomPlot(parent), m_document(document) {
    setObjectName(QStringLiteral("translatorGrid"));
    setMinimumSize(320, 240); // not the title's width: the window must fit a 1280x720 projector
    setBackground(Qt::white);
    setMouseTracking(true);
    rebuild();
}

void TranslatorGrid::setBaseFontPointSize(double points) {
    m_fontPointSize = points;
    rebuild();
}

QCPAxisRect* TranslatorGrid::rectAt(int layer, int head) const {
    return m_grid ? qobject_cast<QCPAxisRect*>(m_grid->element(layer, head)) : nullptr;
}

void TranslatorGrid::rebuild() {
    clearPlottables();
    clearItems();
    plotLayout()->clear();
    m_grid = nullptr;
    m_layers = m_document->layers();
    m_heads = m_document->heads();
    QFont titleFont = font(), labelFont = font();
    titleFont.setPointSizeF(m_fontPointSize * 1.15);
    titleFont.setBold(true);
    labelFont.setPointSizeF(m_fontPointSize);
    if (!m_document->hasTranslation() || m_layers == 0 || m_heads == 0) {
        m_layers = m_heads = 0;
        auto* note = new QCPTextElement(
            this,
            m_document->hasTranslation()
                ? tr("The Bahdanau translator has one alignment and no layers or heads:\n"
                     "see the Alignment view.")
                : tr("No translation yet."),
            labelFont);
        plotLayout()->addElement(0, 0, note);
        return replot(QCustomPlot::rpQueuedReplot);
    }
    const TranslatorAttention kind = m_document->attentionKind();
    auto* title = new QCPTextElement(
        this, tr("%1: every layer (rows) and head (columns)").arg(attentionKindName(kind)),
        titleFont);
    title->setTextColor(kInk);
    plotLayout()->addElement(0, 0, title);
    m_grid = new QCPLayoutGrid;
    plotLayout()->addElement(1, 0, m_grid);
    auto* scale = new QCPColorScale(this);
    scale->setGradient(colorGradient(ColorMap::Viridis));
    scale->setDataRange(QCPRange(0, 1));
    scale->setRangeDrag(false);
    scale->setRangeZoom(false);
    scale->axis()->setLabel(tr("attention weight"));
    scale->axis()->setLabelFont(labelFont);
    scale->axis()->setTickLabelFont(labelFont);
    scale->setBarWidth(int(m_fontPointSize * 1.4));
    plotLayout()->addElement(1, 1, scale);
    plotLayout()->setColumnStretchFactors({1.0, 0.04});
    plotLayout()->setMargins(QMargins(6, 6, 6, 6));
    m_grid->setRowSpacing(int(m_fontPointSize * 0.6));
    m_grid->setColumnSpacing(int(m_fontPointSize * 0.6));
    auto* lefts = new QCPMarginGroup(this); // equal margins keep every heatmap the same size
    auto* tops = new QCPMarginGroup(this);
    const LayerHeadMatrices& all = m_document->matrices(kind);
    for (int l = 0; l < m_layers; ++l)
        for (int h = 0; h < m_heads; ++h) {
            const Eigen::MatrixXf& m = all[std::size_t(l)][std::size_t(h)];
            auto* rect = new QCPAxisRect(this, true);
            rect->setAutoMargins(QCP::msLeft | QCP::msTop);
            rect->setMargins(QMargins(2, 2, 2, 2));
            rect->setMarginGroup(QCP::msLeft, lefts);
            rect->setMarginGroup(QCP::msTop, tops);
            for (QCPAxis* axis : rect->axes()) {
                axis->setTicks(false);
                axis->setTickLabels(false);
                axis->grid()->setVisible(false);
            }
            m_grid->addElement(l, h, rect);
            auto* map = new QCPColorMap(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
            map->setInterpolate(false);
            map->setTightBoundary(false);
            map->setData(toColorMapData(m).release(), false);
            map->setColorScale(scale);
            rect->axis(QCPAxis::atBottom)->setRange(cellAxisRange(int(m.cols())));
            rect->axis(QCPAxis::atLeft)->setRange(cellAxisRange(int(m.rows())));
            rect->axis(QCPAxis::atLeft)->setRangeReversed(true); // query 0 at the top
            if (h == 0) {
                rect->axis(QCPAxis::atLeft)->setLabel(tr("layer %1").arg(l + 1));
                rect->axis(QCPAxis::atLeft)->setLabelFont(labelFont);
                rect->axis(QCPAxis::atLeft)->setLabelColor(kInk);
            }
            if (l == 0) {
                QCPAxis* top = rect->axis(QCPAxis::atTop);
                top->setVisible(true);
                top->setLabel(tr("head %1").arg(h + 1));
                top->setLabelFont(labelFont);
                top->setLabelColor(kInk);
                top->setTicks(false);
                top->setTickLabels(false);
            }
            if (l == m_document->layer() && h == m_document->head()) {
                auto* frame = new QCPItemRect(this);
                frame->setClipToAxisRect(false);
                frame->topLeft->setType(QCPItemPosition::ptAxisRectRatio);
                frame->bottomRight->setType(QCPItemPosition::ptAxisRectRatio);
                frame->topLeft->setAxisRect(rect);
                frame->bottomRight->setAxisRect(rect);
                frame->topLeft->setCoords(0, 0);
                frame->bottomRight->setCoords(1, 1);
                frame->setPen(QPen(kShown, std::max(2.0, m_fontPointSize / 4.0)));
                frame->setSelectable(false);
            }
        }
    replot(QCustomPlot::rpQueuedReplot);
}

QPoint TranslatorGrid::cellAt(const QPointF& pixel) const {
    for (int l = 0; l < m_layers; ++l)
        for (int h = 0; h < m_heads; ++h)
            if (QCPAxisRect* rect = rectAt(l, h); rect && rect->rect().contains(pixel.toPoint()))
                return {l, h};
    return {-1, -1};
}

QString TranslatorGrid::describeAt(const QPointF& pixel) const {
    const QPoint cell = cellAt(pixel);
    if (cell.x() < 0) return {};
    const QCPAxisRect* rect = rectAt(cell.x(), cell.y());
    const Eigen::MatrixXf& m = m_document->matrices(
        m_document->attentionKind())[std::size_t(cell.x())][std::size_t(cell.y())];
    const int key = int(std::lround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x())));
    const int query = int(std::lround(rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y())));
    if (query < 0 || key < 0 || query >= m.rows() || key >= m.cols()) return {};
    return tr("layer %1, head %2: %3\nclick to open this head")
        .arg(cell.x() + 1)
        .arg(cell.y() + 1)
        .arg(describeCell(m_document->shownQueryLabels().value(query),
                          m_document->shownKeyLabels().value(key), double(m(query, key))));
}

void TranslatorGrid::mouseMoveEvent(QMouseEvent* event) {
    QCustomPlot::mouseMoveEvent(event);
    showCellToolTip(this, event, describeAt(event->position()));
}

void TranslatorGrid::mousePressEvent(QMouseEvent* event) {
    QCustomPlot::mousePressEvent(event);
    const QPoint cell = cellAt(event->position());
    if (cell.x() >= 0) emit headChosen(cell.x(), cell.y());
}

} // namespace attn::ui
