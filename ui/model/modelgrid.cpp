// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/modelgrid.h"

#include "ui/model/modeldocument.h"

namespace attn::ui {

ModelGrid::ModelGrid(ModelDocument* document, QWidget* parent)
    : LayerHeadGrid(parent), m_document(document) {
    setObjectName(QStringLiteral("modelGrid"));
    rebuild();
}

void ModelGrid::rebuild() {
    LayerHeadAttention matrices(std::size_t(m_document->layers()));
    for (int l = 0; l < m_document->layers(); ++l)
        for (int h = 0; h < m_document->heads(); ++h)
            matrices[std::size_t(l)].push_back(m_document->attention(l, h));
    setMatrices(tr("every layer (rows) and head (columns)"), std::move(matrices),
                m_document->tokens(), m_document->keyTokens());
}

} // namespace attn::ui
