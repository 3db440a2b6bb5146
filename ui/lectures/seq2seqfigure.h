#pragma once
// The encoder-decoder diagram of a Bahdanau translator at one decoding step: the source words
// with their encoder states h_j, the decoder states s_0 .. s_T under the target words, the
// query s_{t-1} with a line to every h_j (width by weight, α_tj written beside it) and the
// context vector c_t that feeds s_t. All in one axis rect drawn with items.
#include "ui/lectures/lectureplot.h"

#include <vector>

namespace attn::ui {

class TranslatorDocument;

class Seq2seqFigure : public LecturePlot {
    Q_OBJECT

  public:
    explicit Seq2seqFigure(const TranslatorDocument* document, QWidget* parent = nullptr);

    /// The lines from the query to the encoder states, one per source word (for tests).
    int attentionLineCount() const { return m_lineCount; }

  protected:
    void build() override;

  private:
    /// Moves every other word of a row up or down when the words are wider than their columns.
    void staggerWords();

    struct WordRow {
        std::vector<QCPItemText*> words;
        double y = 0;     ///< the row's height in axis units
        double shift = 0; ///< where every other word goes when they do not fit
    };
    const TranslatorDocument* m_document;
    std::vector<WordRow> m_wordRows;
    int m_lineCount = 0;
};

/// "₁₂" for 12.
QString subscriptNumber(int number);

} // namespace attn::ui
