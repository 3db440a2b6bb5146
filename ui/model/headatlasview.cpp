// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/headatlasview.h"

#include "ui/model/modeldocument.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMouseEvent>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace attn::ui {

namespace {

/// The metrics in table order, each with how to read it from HeadMetrics.
struct Metric {
    const char* name;
    const char* tip;
    double (*value)(const HeadMetrics&);
};

const Metric kMetrics[] = {
    {QT_TRANSLATE_NOOP("attn::ui::HeadAtlasView", "Entropy"),
     QT_TRANSLATE_NOOP(
         "attn::ui::HeadAtlasView",
         "Mean entropy of a query's weights, in nats: low is focused, high is spread"),
     [](const HeadMetrics& m) { return m.entropy; }},
    {QT_TRANSLATE_NOOP("attn::ui::HeadAtlasView", "Previous token"),
     QT_TRANSLATE_NOOP("attn::ui::HeadAtlasView", "Mean weight on the token just before the query"),
     [](const HeadMetrics& m) { return m.previousToken; }},
    {QT_TRANSLATE_NOOP("attn::ui::HeadAtlasView", "First token"),
     QT_TRANSLATE_NOOP("attn::ui::HeadAtlasView",
                       "Mean weight on the first token, where heads with nothing to do park"),
     [](const HeadMetrics& m) { return m.firstToken; }},
    {QT_TRANSLATE_NOOP("attn::ui::HeadAtlasView", "Delimiters"),
     QT_TRANSLATE_NOOP("attn::ui::HeadAtlasView",
                       "Weight on spaces, punctuation and separators over their share of the "
                       "keys (1 = no preference)"),
     [](const HeadMetrics& m) { return m.delimiter; }},
    {QT_TRANSLATE_NOOP("attn::ui::HeadAtlasView", "Induction"),
     QT_TRANSLATE_NOOP("attn::ui::HeadAtlasView",
                       "On 50 tokens drawn at random from the text and typed twice: mean weight, "
                       "in the second copy, on the token after the earlier occurrence of the "
                       "query's token"),
     [](const HeadMetrics& m) { return m.induction; }},
    {QT_TRANSLATE_NOOP("attn::ui::HeadAtlasView", "Mean distance"),
     QT_TRANSLATE_NOOP("attn::ui::HeadAtlasView", "How far a query looks, in tokens, on average"),
     [](const HeadMetrics& m) { return m.meanDistance; }},
};

/// A table cell that sorts by its number.
QTableWidgetItem* numberItem(double value, int decimals) {
    auto* item = new QTableWidgetItem;
    item->setData(Qt::DisplayRole, QString::number(value, 'f', decimals).toDouble());
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

void HeadAtlasFigure::mousePressEvent(QMouseEvent* event) {
    HeatmapFigure::mousePressEvent(event);
    QCPColorMap* map = panel()->colorMap();
    if (!map->data() || map->data()->keySize() == 0) return;
    double key = 0, value = 0;
    map->pixelsToCoords(event->position(), key, value);
    int column = -1, row = -1;
    map->data()->coordToCell(key, value, &column, &row);
    if (row >= 0 && column >= 0 && row < map->data()->valueSize() &&
        column < map->data()->keySize() && map->keyAxis()->range().contains(key) &&
        map->valueAxis()->range().contains(value))
        emit headChosen(row, column);
}

HeadAtlasView::HeadAtlasView(ModelDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_metric(new QComboBox(this)),
      m_heatmap(new HeadAtlasFigure(this)), m_table(new QTableWidget(this)) {
    setObjectName(QStringLiteral("headAtlas"));
    m_heatmap->setObjectName(QStringLiteral("headAtlasHeatmap"));
    for (const Metric& metric : kMetrics) {
        m_metric->addItem(tr(metric.name));
        m_metric->setItemData(m_metric->count() - 1, tr(metric.tip), Qt::ToolTipRole);
    }
    m_metric->setCurrentIndex(1);
    // The combo may narrow (its list keeps full names) so that its label is never cut.
    m_metric->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_metric->setMinimumContentsLength(8);
    auto* label = new QLabel(tr("&Metric:"), this);
    label->setBuddy(m_metric);
    auto* top = new QHBoxLayout;
    top->addWidget(label);
    top->addWidget(m_metric, 1);

    QStringList headers{tr("Layer"), tr("Head")};
    for (const Metric& metric : kMetrics)
        headers << tr(metric.name);
    m_table->setColumnCount(int(headers.size()));
    m_table->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < int(std::size(kMetrics)); ++c)
        m_table->horizontalHeaderItem(c + 2)->setToolTip(tr(kMetrics[c].tip));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto* left = new QWidget(this);
    auto* column = new QVBoxLayout(left);
    column->setContentsMargins(0, 0, 0, 0);
    column->addLayout(top);
    column->addWidget(m_heatmap, 1);
    auto* split = new QSplitter(this); // the table gets the wider share: eight columns
    split->addWidget(left);
    split->addWidget(m_table);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(split);

    connect(m_metric, qOverload<int>(&QComboBox::currentIndexChanged), this,
            &HeadAtlasView::showMetric);
    connect(m_heatmap, &HeadAtlasFigure::headChosen, this, &HeadAtlasView::headChosen);
    connect(m_table, &QTableWidget::cellClicked, this, [this](int r, int) {
        emit headChosen(m_table->item(r, 0)->data(Qt::DisplayRole).toInt() - 1,
                        m_table->item(r, 1)->data(Qt::DisplayRole).toInt() - 1);
    });
}

void HeadAtlasView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    // The table's header keeps the font it was made with; it follows the window's text size.
    if (event->type() == QEvent::FontChange) m_table->horizontalHeader()->setFont(font());
}

void HeadAtlasView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_stale) rebuild();
}

void HeadAtlasView::rebuild() {
    m_stale = !isVisible(); // measured when shown: it runs the model once more
    if (m_stale) return;
    fillTable();
    showMetric();
}

void HeadAtlasView::fillTable() {
    const HeadAtlas* atlas = m_document->headAtlas();
    m_table->setSortingEnabled(false);
    m_table->setRowCount(atlas ? atlas->layers * atlas->heads : 0);
    for (int l = 0; atlas && l < atlas->layers; ++l)
        for (int h = 0; h < atlas->heads; ++h) {
            const int r = l * atlas->heads + h;
            m_table->setItem(r, 0, numberItem(l + 1, 0));
            m_table->setItem(r, 1, numberItem(h + 1, 0));
            for (int c = 0; c < int(std::size(kMetrics)); ++c)
                m_table->setItem(r, c + 2, numberItem(kMetrics[c].value(atlas->at(l, h)), 3));
        }
    m_table->setSortingEnabled(true);
}

void HeadAtlasView::showMetric() {
    const HeadAtlas* atlas = m_document->headAtlas();
    if (!atlas || atlas->layers == 0) return;
    const Metric& metric = kMetrics[std::max(0, m_metric->currentIndex())];
    Eigen::MatrixXf values(atlas->layers, atlas->heads);
    QStringList layers, heads;
    for (int l = 0; l < atlas->layers; ++l) {
        layers << QString::number(l + 1);
        for (int h = 0; h < atlas->heads; ++h)
            values(l, h) = float(metric.value(atlas->at(l, h)));
    }
    for (int h = 0; h < atlas->heads; ++h)
        heads << QString::number(h + 1);
    m_heatmap->panel()->setTitle(tr(metric.name));
    m_heatmap->panel()->setMatrix(values, layers, heads);
    m_heatmap->colorScale()->setDataRange(
        QCPRange(std::min(0.0f, values.minCoeff()), std::max(1e-6f, values.maxCoeff())));
    m_heatmap->colorScale()->axis()->setLabel(tr(metric.name));
    m_heatmap->panel()->axisRect()->axis(QCPAxis::atLeft)->setLabel(tr("layer"));
    m_heatmap->panel()->axisRect()->axis(QCPAxis::atBottom)->setLabel(tr("head"));
    m_heatmap->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace attn::ui
