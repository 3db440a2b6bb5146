// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Attention as lines between two columns of tokens (the layout BertViz made popular): one
// line per pair with width and opacity by weight, one colour per series (a head), one row's
// lines highlighted and drawn on top; hovering a token shows only its lines. The Explorer
// and Translator tabs both draw with it.
#include "ui/plotkit/figure.h"

#include <Eigen/Core>
#include <QColor>
#include <QStringList>

#include <array>
#include <utility>
#include <vector>

namespace attn::ui {

class TokenLinesItem;

class TokenLinesFigure : public Figure {
    Q_OBJECT

  public:
    static constexpr double kMinWeight = 0.01; ///< lighter lines are not drawn

    /// weights(row, column) is the line from row token `row` on the rows' side to token
    /// `column` on the other side.
    struct Series {
        Eigen::MatrixXf weights;
        QColor colour;
    };
    /// How the lines and labels look and where the labels go.
    struct Look {
        double alphaBase = 0.04, alphaPerWeight = 1.2; ///< opacity = base + per weight * w
        double widthBase = 0.5, widthPerWeight = 5.0;  ///< pen width = base + per weight * w
        bool widthGrowsWithFont = false;               ///< widths times points / 11 (at least 1)
        double labelGap = 24;                          ///< pixels beside the widest label
        int endMargin = 10; ///< pixels before the first and after the last token
        QColor labelColour = Qt::black;
        bool centreShorter = false; ///< the shorter column is centred against the longer one
        bool horizontal = false;    ///< side 0 above, side 1 below (else left and right)
    };

    explicit TokenLinesFigure(QWidget* parent = nullptr);

    /// tokens[0] on side 0 (left or top), tokens[1] on side 1; the rows of every series
    /// index the tokens of rowSide. Replaces labels and lines and clears the focus.
    void setLines(const std::array<QStringList, 2>& tokens, int rowSide, std::vector<Series> series,
                  const Look& look);
    /// Removes labels and lines and writes note in the middle instead (empty: nothing).
    void showNote(const QString& note);
    /// A layout element (a title, a key) above the lines, replacing any before; the plot
    /// owns it. Null removes it.
    void setHeader(QCPLayoutElement* header);

    /// Draws row `row`'s lines in colour, last, and sets its label bold in that colour
    /// (-1: none).
    void setHighlightRow(int row, const QColor& colour);
    /// Shows or hides series s's lines.
    void setSeriesShown(int s, bool shown);
    bool seriesShown(int s) const;
    /// Token `token` of side `side` whose lines alone are shown, its label bold; -1 shows all.
    void setFocusToken(int side, int token);
    int focusSide() const { return m_focusSide; }
    int focusToken() const { return m_focusToken; }
    /// Lines drawn now (shown series, above kMinWeight, focus applied).
    int visibleLineCount() const;
    /// The token label under pixel: {side, index}, or {-1, -1}.
    std::pair<int, int> tokenAt(const QPointF& pixel) const;

  protected:
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

  private:
    void clearLines();
    void updateLabels();

    /// Wraps the note of showNote() to the figure's width.
    void wrapNote();

    TokenLinesItem* m_item = nullptr;
    QCPItemText* m_note = nullptr;
    QString m_noteText;
    std::vector<QCPItemText*> m_labels[2]; ///< side 0, side 1
    std::vector<bool> m_seriesShown;
    Look m_look;
    int m_rowSide = 0; ///< the side whose tokens index the series' rows
    int m_highlightRow = -1;
    QColor m_highlightColour;
    int m_focusSide = -1;
    int m_focusToken = -1;
    friend class TokenLinesItem;
};

} // namespace attn::ui
