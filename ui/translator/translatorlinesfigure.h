// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The shown matrix of a TranslatorDocument as token lines: keys (the source words, or the
// decoder inputs) on the left, queries (the target words) on the right, one line per pair
// with width and opacity by weight. The current decoding step's lines are drawn in a second
// colour; hovering a word shows only its lines.
#include "ui/plotkit/tokenlinesfigure.h"

#include <utility>

namespace attn::ui {

class TranslatorDocument;

class TranslatorLinesFigure : public TokenLinesFigure {
    Q_OBJECT

  public:
    explicit TranslatorLinesFigure(const TranslatorDocument* document, QWidget* parent = nullptr);

    /// Key (side 0, left) or query (side 1, right) whose lines alone are shown; -1 shows all.
    void setFocusWord(int side, int word) { setFocusToken(side, word); }
    int focusWord() const { return focusToken(); }
    /// The word label under pixel: {side, index}, or {-1, -1}.
    std::pair<int, int> wordAt(const QPointF& pixel) const { return tokenAt(pixel); }

  public slots:
    void rebuild();
    /// Redraws for the document's step (its lines change colour, its word is bold).
    void showStep();

  protected:
    void fontSizeChanged() override { rebuild(); }

  private:
    const TranslatorDocument* m_document;
};

} // namespace attn::ui
