// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The encoder-decoder diagram of a Bahdanau translator at one decoding step: the source words
// with their encoder states h_j, the decoder states s_0 .. s_T under the target words, the
// query s_{t-1} with a line to every h_j (width by weight, α_tj written beside it) and the
// context vector c_t that feeds s_t. All in one axis rect drawn with items.
#include "ui/plotkit/lecturetext.h"
#include "ui/plotkit/panelfigure.h"

#include <vector>

namespace attn {
struct Translation;
}

namespace attn::ui {

class TranslatorDocument;

class Seq2seqFigure : public PanelFigure {
    Q_OBJECT

  public:
    explicit Seq2seqFigure(const TranslatorDocument* document, QWidget* parent = nullptr);

    /// The lines from the query to the encoder states, one per source word (for tests).
    int attentionLineCount() const { return m_lineCount; }

  protected:
    void build() override;
    /// Widens the room left of the diagram's columns to the widest row name.
    bool fitToRoom() override;

  private:
    /// Moves every other word of a row up or down when the words are wider than their columns
    /// (rows with a shift), and sets the words smaller (to 70 % at least) where even that is too
    /// narrow.
    void fitWordRows();

    struct WordRow {
        std::vector<QCPItemText*> words;
        double y = 0;     ///< the row's height in axis units
        double shift = 0; ///< where every other word goes when they do not fit; 0: never
        std::vector<double> fullPoints; ///< each word's font size as drawn first
    };
    /// What every part of the diagram at step t needs: its axis rect, the translation, the
    /// columns of the S source words and of the decoder states s_0 .. s_T, and the fonts.
    struct Diagram {
        QCPAxisRect* rect = nullptr;
        const Translation* result = nullptr;
        int t = 0; ///< 0-based step: writes target word t with query s_t
        int S = 0, T = 0;
        double sourceOffset = 0, targetOffset = 0;
        QFont plain, bold;
        double sourceX(int j) const { return sourceOffset + j; }
        double stateX(int k) const { return targetOffset + k - 1; } ///< s_k, k = 0 .. T
    };
    /// The one axis rect with the step's title, its axes hidden; nullptr for a note when
    /// there is no Bahdanau translation to draw.
    QCPAxisRect* addDiagramPanel();
    /// Sets the columns and fonts of d for the document's translation in d.rect.
    void layOutDiagram(Diagram& d) const;
    /// Text in a framed, filled box at (x, y).
    QCPItemText* addBox(const Diagram& d, double x, double y, const QString& text,
                        const QColor& border, const QColor& fill, const QFont& font);
    /// A line from start to end, with an arrow head at end when head is true.
    QCPItemLine* connectAnchors(const Diagram& d, QCPItemAnchor* start, QCPItemAnchor* end,
                                const QPen& pen, bool head);
    /// A thin grey line from the right of each box to the left of the next (a recurrence).
    void linkInRow(const Diagram& d, const std::vector<QCPItemText*>& boxes);
    /// Source words and the encoder states h_j, tinted by their weight at this step.
    std::vector<QCPItemText*> drawEncoder(const Diagram& d, WordRow& sourceRow);
    /// Decoder states s_0 .. s_T under the target words.
    std::vector<QCPItemText*> drawDecoder(const Diagram& d, WordRow& targetRow);
    /// The query and the context vector, a line from the query to each encoder state (width
    /// and opacity by α_tj) and the weights under the encoder states.
    void drawAttention(const Diagram& d, const std::vector<QCPItemText*>& encoder,
                       const std::vector<QCPItemText*>& decoder, WordRow& weightRow);
    /// The names of the rows on the left.
    void drawRowNames(const Diagram& d);

    const TranslatorDocument* m_document;
    std::vector<WordRow> m_wordRows;
    QCPAxisRect* m_diagram = nullptr; ///< the diagram's axis rect; null for a note
    double m_rightEnd = 0;            ///< where the x axis ends, in columns
    double m_rowNamesWidth = 0;       ///< the widest row name, pixels
    int m_lineCount = 0;
};

} // namespace attn::ui
