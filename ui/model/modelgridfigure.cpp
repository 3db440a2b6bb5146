// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/modelgridfigure.h"

#include "ui/model/modeldocument.h"

namespace attn::ui {

ModelGridFigure::ModelGridFigure(ModelDocument* document, QWidget* parent)
    : LayerHeadGridFigure(parent), m_document(document) {
    setObjectName(QStringLiteral("modelGrid"));
    rebuild();
}

void ModelGridFigure::rebuild() {
    LayerHeadAttention matrices(std::size_t(m_document->layers()));
    for (int l = 0; l < m_document->layers(); ++l)
        for (int h = 0; h < m_document->heads(); ++h)
            matrices[std::size_t(l)].push_back(m_document->attention(l, h));
    const ForwardWhatIf& knockout = m_document->knockout();
    setMatrices(knockout.knockedOut.empty()
                    ? tr("every layer (rows) and head (columns)")
                    : tr("every layer (rows) and head (columns) · heads %1 knocked out")
                          .arg(headsText(knockout)),
                std::move(matrices), m_document->tokens(), m_document->keyTokens());
}

} // namespace attn::ui
