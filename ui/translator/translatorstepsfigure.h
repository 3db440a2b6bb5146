// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One decoding step of a TranslatorDocument: the word produced, the query that read the source
// (a bar per dimension), its weights over the source words and the context vector it read.
#include "ui/plotkit/panelfigure.h"

namespace attn::ui {

class TranslatorDocument;

class TranslatorStepsFigure : public PanelFigure {
    Q_OBJECT

  public:
    explicit TranslatorStepsFigure(const TranslatorDocument* document, QWidget* parent = nullptr);

    /// The caption naming the step, e.g. "step 3 of 9: « économique » (p = 0.99)".
    QString stepCaption() const;

  protected:
    void build() override;
    /// Where the weights would be drawn less than three lines tall, the two vectors make room
    /// for them: no index numbers (their titles give the count) or "value" beside them, two
    /// and a half lines tall.
    bool fitToRoom() override;

  private:
    const TranslatorDocument* m_document;
    QCPAxisRect* m_query = nullptr;
    QCPAxisRect* m_weights = nullptr;
    QCPAxisRect* m_context = nullptr;
};

} // namespace attn::ui
