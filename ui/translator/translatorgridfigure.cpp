// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/translator/translatorgridfigure.h"

#include "ui/translator/translatordocument.h"

namespace attn::ui {

TranslatorGridFigure::TranslatorGridFigure(const TranslatorDocument* document, QWidget* parent)
    : LayerHeadGridFigure(parent), m_document(document) {
    setObjectName(QStringLiteral("translatorGrid"));
    rebuild();
}

void TranslatorGridFigure::rebuild() {
    if (!m_document->hasTranslation() || m_document->layers() == 0 || m_document->heads() == 0) {
        showNote(m_document->hasTranslation()
                     ? tr("The Bahdanau translator has one alignment and no layers or heads:\n"
                          "see the Alignment view.")
                     : tr("No translation yet."));
        return;
    }
    const TranslatorAttention kind = m_document->attentionKind();
    setMatrices(tr("%1: every layer (rows) and head (columns)").arg(attentionKindName(kind)),
                m_document->matrices(kind), m_document->shownQueryLabels(),
                m_document->shownKeyLabels(), QPoint(m_document->layer(), m_document->head()));
}

} // namespace attn::ui
