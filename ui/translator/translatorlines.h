#pragma once
// The shown matrix of a TranslatorDocument as lines between two columns of words: keys (the
// source words, or the decoder inputs) on the left, queries (the target words) on the right,
// one line per pair with width and opacity by weight. The current decoding step's lines are
// drawn in a second colour; hovering a word shows only its lines.
#include <qcustomplot.h>

#include <utility>
#include <vector>

namespace attn::ui {

class TranslatorDocument;
class TranslatorLinesItem;

class TranslatorLines : public QCustomPlot {
    Q_OBJECT

  public:
    static constexpr double kMinWeight = 0.01; ///< lighter lines are not drawn

    explicit TranslatorLines(const TranslatorDocument* document, QWidget* parent = nullptr);

    double baseFontPointSize() const { return m_fontPointSize; }
    void setBaseFontPointSize(double points);
    /// Key (side 0, left) or query (side 1, right) whose lines alone are shown; -1 shows all.
    void setFocusWord(int side, int word);
    int focusSide() const { return m_focusSide; }
    int focusWord() const { return m_focusWord; }
    /// Lines drawn now (above kMinWeight, focus applied).
    int visibleLineCount() const;
    /// The word label under pixel: {side, index}, or {-1, -1}.
    std::pair<int, int> wordAt(const QPointF& pixel) const;

  public slots:
    void rebuild();
    /// Redraws for the document's step (its lines change colour, its word is bold).
    void showStep();

  protected:
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

  private:
    void updateLabelFonts();

    const TranslatorDocument* m_document;
    TranslatorLinesItem* m_lines = nullptr;
    std::vector<QCPItemText*> m_labels[2]; ///< keys (left), queries (right)
    double m_fontPointSize = 11;
    int m_focusSide = -1;
    int m_focusWord = -1;
    friend class TranslatorLinesItem;
};

} // namespace attn::ui
