// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/scorebuildfigure.h"

#include "ui/model/modeldocument.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/heatmapdata.h"
#include "ui/plotkit/style.h"
#include "ui/plotkit/tokenlabels.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

using namespace palette;

ScoreBuildFigure::ScoreBuildFigure(const ModelDocument* document, QWidget* parent)
    : Figure(parent), m_document(document) {
    setObjectName(QStringLiteral("scoreBuildFigure"));
    setMinimumSize(320, 240);
    connect(this, &QCustomPlot::afterLayout, this,
            [this] { fitLayout(3, [this] { return fitTextToLayout() | fitKeyLabels(); }); });
    rebuild();
}

void ScoreBuildFigure::setQuery(int query) {
    m_query = query;
    rebuild();
}

void ScoreBuildFigure::rebuild() {
    if (putOffWhileHidden([this] { rebuild(); })) return; // its window closed: when shown
    clearFigure();
    m_products = m_weights = nullptr;
    m_keyStep = 0;
    const QStringList& tokens = m_document->tokens();
    const int query =
        m_query < 0 ? int(tokens.size()) - 1 : std::min(m_query, int(tokens.size()) - 1);
    QString problem;
    m_build = m_document->scoreBuild(query, &problem);
    if (!m_build) {
        plotLayout()->addElement(0, 0, addTitleText(problem));
        replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const ScoreBuild& b = *m_build;
    auto* grid = new QCPLayoutGrid;
    plotLayout()->addElement(0, 0, grid);
    const QString token = tokens.value(query);
    m_products =
        addTitledRect(grid, 0, 0,
                      tr("Layer %1, head %2: query ‘%3’ times each key, element by element")
                          .arg(m_document->layer() + 1)
                          .arg(m_document->head() + 1)
                          .arg(token),
                      tr("dimension"), tr("key"), 0.4);
    // The keys up to the last one the token may see (a causal model's: up to itself); those
    // the mask hides among them (outside a sliding window) in grey.
    m_keys = int(b.scores.size());
    while (m_keys > 1 && std::isinf(b.scores(m_keys - 1)))
        --m_keys;
    Eigen::MatrixXf shown = b.products.topRows(m_keys);
    for (Eigen::Index j = 0; j < shown.rows(); ++j)
        if (std::isinf(b.scores(j))) shown.row(j).setConstant(std::nanf(""));
    const Eigen::ArrayXXf seen = shown.array();
    const float limit = std::max(1e-6f, (seen == seen).select(seen.abs(), 0.0f).maxCoeff());
    QCPColorScale* scale = addScaleColumn(grid, 0, 1, QCPRange(-limit, limit), tr("product"),
                                          maskingGradient(ColorMap::Diverging), 0.4);
    addMatrixMap(m_products, shown, scale);
    // Dimensions counted from 1, as everywhere: at most eight labels, 1 and every few.
    const int d = int(shown.cols());
    int every = 1;
    for (int nice : {1, 2, 5, 10, 20, 50, 100})
        if (d / nice <= 8) {
            every = nice;
            break;
        }
    auto dimensions = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 1; i <= d; ++i)
        if (i == 1 || i % every == 0) dimensions->addTick(i - 1, QString::number(i));
    m_products->axis(QCPAxis::atBottom)->setTicker(dimensions);
    m_weights =
        addTitledRect(grid, 0, 2, tr("Summed, ×%1: score → softmax").arg(b.scale, 0, 'g', 3),
                      tr("weight"), QString(), 0.4);
    for (QCPAxisRect* rect : {m_products, m_weights})
        rect->setMarginGroup(QCP::msTop | QCP::msBottom, marginGroup());
    scale->setMarginGroup(QCP::msTop | QCP::msBottom, marginGroup());
    grid->setColumnStretchFactors({3.0, 0.01, 2.0});
    // A bar per key, the key the query is on in its own colour; its score written beside it.
    QCPAxis* keys = m_weights->axis(QCPAxis::atLeft);
    QCPAxis* weight = m_weights->axis(QCPAxis::atBottom);
    auto* bars = new QCPBars(keys, weight);
    bars->setPen(Qt::NoPen);
    bars->setBrush(kBlue);
    bars->setWidth(0.8);
    for (int j = 0; j < m_keys; ++j)
        bars->addData(double(j), double(b.weights(j)));
    keys->setRange(m_products->axis(QCPAxis::atLeft)->range());
    keys->setRangeReversed(true);
    weight->setRange(0, std::min(1.0, double(b.weights.maxCoeff()) * 1.1 + 0.02));
    m_weights->axis(QCPAxis::atLeft)->setTickLabels(false);
    replot(QCustomPlot::rpQueuedReplot);
}

bool ScoreBuildFigure::fitKeyLabels() {
    if (!m_products) return false;
    const QFontMetricsF metrics(fonts().tickLabel);
    const int rows = m_keys;
    const int step =
        fitTokenLabels(0, metrics, rows, double(m_products->height()) / std::max(1, rows), false)
            .step;
    if (step == m_keyStep) return false;
    m_keyStep = step;
    m_products->axis(QCPAxis::atLeft)->setTicker(makeTokenTicker(m_document->tokens(), step));
    m_weights->axis(QCPAxis::atLeft)->setTicker(makeTokenTicker(m_document->tokens(), step));
    return true;
}

QString ScoreBuildFigure::describeAt(const QPointF& pixel) const {
    if (!m_build) return {};
    const ScoreBuild& b = *m_build;
    const QStringList& tokens = m_document->tokens();
    for (QCPAxisRect* rect : {m_products, m_weights}) {
        if (!rect || !rect->rect().contains(pixel.toPoint())) continue;
        const int j = int(std::lround(rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y())));
        if (j < 0 || j >= m_keys) return {};
        if (rect == m_weights)
            return std::isinf(b.scores(j))
                       ? tr("key %1 ‘%2’: masked, weight 0").arg(j + 1).arg(tokens.value(j))
                       : tr("key %1 ‘%2’: q·k %3, score %4, weight %5")
                             .arg(j + 1)
                             .arg(tokens.value(j))
                             .arg(b.dots(j), 0, 'g', 4)
                             .arg(b.scores(j), 0, 'g', 4)
                             .arg(b.weights(j), 0, 'g', 4);
        const int i = int(std::lround(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x())));
        if (i < 0 || i >= int(b.query.size())) return {};
        return tr("key %1 ‘%2’, dimension %3: q %4 × k %5 = %6")
            .arg(j + 1)
            .arg(tokens.value(j))
            .arg(i + 1)
            .arg(b.query(i), 0, 'g', 3)
            .arg(b.keys(j, i), 0, 'g', 3)
            .arg(b.products(j, i), 0, 'g', 3);
    }
    return {};
}

} // namespace attn::ui
