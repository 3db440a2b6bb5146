// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/translator/translatorlinesfigure.h"

#include "ui/translator/translatordocument.h"

namespace attn::ui {

TranslatorLinesFigure::TranslatorLinesFigure(const TranslatorDocument* document, QWidget* parent)
    : TokenLinesFigure(parent), m_document(document) {
    setObjectName(QStringLiteral("translatorLines"));
    setMinimumSize(320, 240); // not the titles' width: the window must fit a 1280x720 projector
    rebuild();
}

void TranslatorLinesFigure::rebuild() {
    const Eigen::MatrixXf weights = m_document->shownMatrix();
    if (weights.size() == 0) {
        showNote(QString());
        setHeader(nullptr);
        return;
    }
    Look look;
    look.alphaBase = 0.06;
    look.alphaPerWeight = 1.1;
    look.widthPerWeight = 6.0;
    look.widthGrowsWithFont = true;
    look.labelGap = points() * 2;
    look.endMargin = int(points());
    look.labelColour = palette::kInk;
    look.centreShorter = true;
    // Rows are queries (right, side 1); columns keys (left, side 0).
    setLines({m_document->shownKeyLabels(), m_document->shownQueryLabels()}, 1,
             {{weights, palette::kBlue}}, look);
    auto* title = new QCPTextElement(
        this,
        tr("%1\nleft: %2 · right: %3\nline width and opacity = weight · current step in orange")
            .arg(m_document->shownTitle(), m_document->shownKeyName(),
                 m_document->shownQueryName()),
        fonts().axisLabel);
    title->setTextColor(palette::kInk);
    setHeader(title);
    showStep();
}

void TranslatorLinesFigure::showStep() {
    setHighlightRow(m_document->shownRowsAreSteps() ? m_document->step() : -1,
                    palette::kVermillion);
}

} // namespace attn::ui
