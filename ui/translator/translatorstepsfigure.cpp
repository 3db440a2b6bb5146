// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/translator/translatorstepsfigure.h"

#include "ui/plotkit/heatmapdata.h"
#include "ui/translator/seq2seqfigure.h"
#include "ui/translator/translatordocument.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

using namespace palette;

namespace {

QVector<double> positions(int n) {
    QVector<double> x(n);
    for (int i = 0; i < n; ++i)
        x[i] = i;
    return x;
}

QVector<double> values(const Eigen::VectorXf& v) {
    QVector<double> y(int(v.size()));
    for (int i = 0; i < int(v.size()); ++i)
        y[i] = double(v(i));
    return y;
}

/// Symmetric range around 0 that holds every entry of v, with a little air.
QCPRange symmetricRange(const Eigen::VectorXf& v) {
    const double top = v.size() ? double(v.cwiseAbs().maxCoeff()) : 1.0;
    const double r = top > 0 ? top * 1.1 : 1.0;
    return QCPRange(-r, r);
}

} // namespace

TranslatorStepsFigure::TranslatorStepsFigure(const TranslatorDocument* document, QWidget* parent)
    : PanelFigure(parent), m_document(document) {
    setObjectName(QStringLiteral("translatorSteps"));
    rebuild();
}

QString TranslatorStepsFigure::stepCaption() const {
    if (!m_document->hasTranslation()) return tr("No translation yet.");
    const Translation& t = m_document->translation();
    const int s = m_document->step();
    return tr("step %1 of %2: the decoder writes «%3» (p = %4)")
        .arg(s + 1)
        .arg(t.targetLength())
        .arg(QString::fromStdString(t.targetWords[std::size_t(s)]))
        .arg(lectureNumber(double(t.targetProbability[std::size_t(s)])));
}

void TranslatorStepsFigure::build() {
    m_query = m_weights = m_context = nullptr;
    auto* caption = addCaption(0, 0, stepCaption());
    caption->setFont(fonts().title);
    if (!m_document->hasTranslation()) return;
    const bool bahdanau = m_document->isBahdanau();
    const Eigen::VectorXf query = m_document->stepQuery();
    const Eigen::VectorXf weights = m_document->stepWeights();
    const Eigen::VectorXf context = m_document->stepContext();
    const int step = m_document->step();

    const QString queryTitle =
        bahdanau
            ? tr("query: the previous decoder state s%1 (%n numbers)", nullptr, int(query.size()))
                  .arg(subscriptNumber(step))
            : tr("query: the last decoder layer's input to cross-attention (%n numbers)", nullptr,
                 int(query.size()));
    // The vectors' axes are their numbers' indices, as the titles say: no label under them.
    QCPAxisRect* q = m_query = addPanel(1, 0, queryTitle, QString(), tr("value"));
    addBars(q, positions(int(query.size())), values(query), 0.8, kBlue, tr("query"));
    q->axis(QCPAxis::atBottom)->setRange(-1, double(query.size()));
    q->axis(QCPAxis::atLeft)->setRange(symmetricRange(query));
    showGrid(q, false);

    const QStringList source = m_document->sourceLabels();
    QCPAxisRect* w = m_weights = addPanel(
        2, 0,
        tr("weights over the source words (%1), sum = 1").arg(m_document->stepWeightsSource()),
        tr("source word"), tr("weight"));
    addBars(w, positions(int(weights.size())), values(weights), 0.7, kVermillion, tr("weight"),
            source);
    QCPAxis* words = w->axis(QCPAxis::atBottom);
    words->setRange(cellAxisRange(int(weights.size())));
    if (weights.size() > 12) words->setTickLabelRotation(-40);
    labelCells(words, source, true); // the word a weight belongs to is never left out
    w->axis(QCPAxis::atLeft)->setRange(0, 1.18);
    showGrid(w, false);
    // Each weight over its bar, or inside a tall one in white: the number stays in the panel
    // however short the panel is.
    for (int j = 0; j < int(weights.size()); ++j) {
        const double a = double(weights(j));
        const bool inside = a > 0.5;
        addText(w, j, inside ? a - 0.03 : a + 0.02, formatNumber(weights(j), 2),
                inside ? QColor(Qt::white) : kInk,
                Qt::AlignHCenter | (inside ? Qt::AlignTop : Qt::AlignBottom), fonts().cell);
    }

    const QString contextTitle =
        bahdanau ? tr("context vector c%1 = Σⱼ αⱼ hⱼ (%n numbers)", nullptr, int(context.size()))
                       .arg(subscriptNumber(step + 1))
                 : tr("context: the last layer's cross-attention output (%n numbers)", nullptr,
                      int(context.size()));
    QCPAxisRect* c = m_context = addPanel(3, 0, contextTitle, QString(), tr("value"));
    addBars(c, positions(int(context.size())), values(context), 0.8, kGreen, tr("context"));
    c->axis(QCPAxis::atBottom)->setRange(-1, double(context.size()));
    c->axis(QCPAxis::atLeft)->setRange(symmetricRange(context));
    showGrid(c, false);
    plotLayout()->setRowStretchFactors({0.01, 0.8, 1.6, 0.8}); // the weights the tallest
}

bool TranslatorStepsFigure::fitToRoom() {
    if (!m_weights || !m_query || !m_context) return false;
    QCPAxis* queryIndex = m_query->axis(QCPAxis::atBottom);
    const double line = QFontMetricsF(fonts().tickLabel).height();
    if (!queryIndex->tickLabels() || m_weights->rect().height() >= 3 * line) return false;
    for (QCPAxisRect* vector : {m_query, m_context}) {
        vector->axis(QCPAxis::atBottom)->setTickLabels(false);
        relabelAxis(vector->axis(QCPAxis::atLeft), QString()); // "value" would be cut short
        vector->setMinimumSize(vector->minimumSize().width(), int(1.5 * line));
        vector->setMaximumSize(QWIDGETSIZE_MAX, int(2.5 * line)); // the rest to the weights
    }
    return true;
}

} // namespace attn::ui
