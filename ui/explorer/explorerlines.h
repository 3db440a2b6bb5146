#pragma once
// The token line view (the layout BertViz made popular): queries in one column, keys in the
// other, a line from each query to each key with thickness and opacity by weight.
#include <qcustomplot.h>

#include <QWidget>

#include <vector>

class QCheckBox;
class QHBoxLayout;

namespace attn::ui {

class ExplorerDocument;
class AttentionLinesItem;

/// One colour per head; heads can be hidden; hovering a token shows only its lines. Vertical
/// (queries left, keys right) or horizontal (queries above, keys below).
class ExplorerLinesPlot : public QCustomPlot {
    Q_OBJECT

  public:
    static constexpr double kMinWeight = 0.01; ///< lighter lines are not drawn
    static constexpr int kMaxTokens = 256;     ///< more tokens make an unreadable tangle

    explicit ExplorerLinesPlot(ExplorerDocument* document, QWidget* parent = nullptr);

    void setBaseFontPointSize(double points);
    void setHorizontal(bool horizontal);
    bool horizontal() const { return m_horizontal; }
    /// Shows or hides head h's lines.
    void setHeadShown(int h, bool shown);
    bool headShown(int h) const;
    /// Query (side 0) or key (side 1) whose lines alone are shown; -1 shows all.
    void setFocus(int side, int token);
    int focusSide() const { return m_focusSide; }
    int focusToken() const { return m_focusToken; }
    /// Lines drawn now (all shown heads, above kMinWeight, focus applied).
    int visibleLineCount() const;
    /// The token label under pixel: {side, index}, or {-1, -1}.
    std::pair<int, int> tokenAt(const QPointF& pixel) const;
    static QColor headColor(int h);

  public slots:
    void rebuild();

  protected:
    void showEvent(QShowEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

  private:
    ExplorerDocument* m_document;
    AttentionLinesItem* m_lines = nullptr;
    std::vector<QCPItemText*> m_labels[2]; ///< queries, keys
    std::vector<bool> m_headShown;
    double m_fontPointSize = 11;
    bool m_stale = false; ///< a change arrived while hidden; rebuilt when shown
    bool m_horizontal = false;
    int m_focusSide = -1;
    int m_focusToken = -1;
    friend class AttentionLinesItem;
};

/// The line plot with its head check boxes and the orientation switch above it.
class ExplorerLines : public QWidget {
    Q_OBJECT

  public:
    explicit ExplorerLines(ExplorerDocument* document, QWidget* parent = nullptr);
    ExplorerLinesPlot* plot() const { return m_plot; }

  private:
    void updateHeadBoxes();

    ExplorerDocument* m_document;
    ExplorerLinesPlot* m_plot;
    QHBoxLayout* m_heads;
    std::vector<QCheckBox*> m_boxes;
};

} // namespace attn::ui
