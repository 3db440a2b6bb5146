// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/logitlensfigure.h"

#include "ui/model/modeldocument.h"

namespace attn::ui {

LogitLensFigure::LogitLensFigure(const ModelDocument* document, QWidget* parent)
    : HeatmapFigure(parent), m_document(document) {
    setObjectName(QStringLiteral("logitLensFigure"));
    setScaleLabel(tr("probability of that token"));
    rebuild();
}

void LogitLensFigure::rebuild() {
    if (putOffWhileHidden([this] { rebuild(); })) return;
    QString problem;
    m_lens = m_document->logitLens(&problem);
    HeatmapPanel* p = panel();
    p->axisRect()->axis(QCPAxis::atLeft)->setLabel(tr("after layer"));
    p->axisRect()->axis(QCPAxis::atBottom)->setLabel(tr("token read"));
    if (m_lens.empty()) {
        p->setCellWords({});
        p->setMatrix(Eigen::MatrixXf(), {}, {});
        p->setTitle(problem);
        replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    const int layers = int(m_lens.size()), tokens = int(m_lens.front().ids.size());
    Eigen::MatrixXf m(layers, tokens);
    QStringList rows, words;
    for (int l = 0; l < layers; ++l) {
        const LensLayer& layer = m_lens[std::size_t(l)];
        rows << QString::number(l + 1);
        for (int t = 0; t < tokens; ++t) {
            m(l, t) = float(layer.probabilities[std::size_t(t)]);
            words << m_document->tokenLabel(layer.ids[std::size_t(t)]);
        }
    }
    const ForwardWhatIf& knockout = m_document->knockout();
    p->setTitle(knockout.knockedOut.empty()
                    ? tr("Logit lens: the next token each layer would predict")
                    : tr("Logit lens with heads %1 knocked out").arg(headsText(knockout)));
    p->setCellWords(words);
    p->setMatrix(m, rows, m_document->tokens());
    replot(QCustomPlot::rpQueuedReplot);
}

QString LogitLensFigure::describeAt(const QPointF& pixel) const {
    const auto [l, t] = panel()->cellAt(pixel);
    if (m_lens.empty() || l < 0) return {};
    const QStringList& tokens = m_document->tokens();
    const LensLayer& layer = m_lens[std::size_t(l)];
    return tr("layer %1, after ‘%2’ (token %3): ‘%4’, p = %5")
        .arg(l + 1)
        .arg(tokens.at(t))
        .arg(t + 1)
        .arg(m_document->tokenLabel(layer.ids[std::size_t(t)]))
        .arg(layer.probabilities[std::size_t(t)], 0, 'g', 3);
}

} // namespace attn::ui
