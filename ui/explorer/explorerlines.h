// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The token line view of the explorer: queries in one column, keys in the other, a line from
// each query to each key with thickness and opacity by weight, one colour per head.
#include "ui/plotkit/tokenlinesfigure.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QHBoxLayout;

namespace attn::ui {

class ExplorerDocument;

/// One colour per head; heads can be hidden; hovering a token shows only its lines. Vertical
/// (queries left, keys right) or horizontal (queries above, keys below).
class ExplorerLinesFigure : public TokenLinesFigure {
    Q_OBJECT

  public:
    static constexpr int kMaxTokens = 256; ///< more tokens make an unreadable tangle

    explicit ExplorerLinesFigure(ExplorerDocument* document, QWidget* parent = nullptr);

    void setHorizontal(bool horizontal);
    bool horizontal() const { return m_horizontal; }
    /// Shows or hides head h's lines.
    void setHeadShown(int h, bool shown) { setSeriesShown(h, shown); }
    bool headShown(int h) const { return seriesShown(h); }
    /// Query (side 0) or key (side 1) whose lines alone are shown; -1 shows all.
    void setFocus(int side, int token) { setFocusToken(side, token); }
    static QColor headColor(int h);

  public slots:
    void rebuild();

  protected:
    void fontSizeChanged() override { rebuild(); }

  private:
    ExplorerDocument* m_document;
    bool m_horizontal = false;
};

/// The line plot with its head check boxes and the orientation switch above it.
class ExplorerLines : public QWidget {
    Q_OBJECT

  public:
    explicit ExplorerLines(ExplorerDocument* document, QWidget* parent = nullptr);
    ExplorerLinesFigure* plot() const { return m_plot; }

  private:
    void updateHeadBoxes();

    ExplorerDocument* m_document;
    ExplorerLinesFigure* m_plot;
    QHBoxLayout* m_heads;
    std::vector<QCheckBox*> m_boxes;
};

} // namespace attn::ui
