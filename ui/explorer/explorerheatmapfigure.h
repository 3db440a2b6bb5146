// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The explorer's heatmap of one head: token labels, colour bar, tooltips with both tokens and
// the exact value, a highlighted row, numbers in small matrices, zoom and pan for long ones.
#include "ui/explorer/explorerdocument.h"
#include "ui/plotkit/heatmapfigure.h"

namespace attn::ui {

class BusyHint;

/// A view of ExplorerDocument::currentMatrix(). Click a row to highlight it (again to clear);
/// wheel zooms and dragging pans, both bounded to the matrix; double-click resets the zoom.
/// The matrix is one QCPColorMap image, so 2048 x 2048 tokens still pan and hover smoothly.
/// Shown in a window, a large matrix is prepared by the document's worker while the previous
/// picture stays, with a busy hint (busy()).
class ExplorerHeatmapFigure : public HeatmapFigure {
    Q_OBJECT

  public:
    explicit ExplorerHeatmapFigure(ExplorerDocument* document, QWidget* parent = nullptr);

    QCPItemRect* rowHighlight() const { return m_highlight; }
    /// True while the document prepares the matrix the heatmap will show.
    bool busy() const;

    /// "#i ‘query’ → #j ‘key’: value" and the head and matrix kind for the cell under pixel
    /// (widget coordinates); empty outside the cells.
    QString describeAt(const QPointF& pixel) const override;
    /// Query row under pixel, -1 outside the cells.
    int rowAt(const QPointF& pixel) const;

  public slots:
    /// Shows the whole matrix again.
    void resetZoom();
    void zoomBy(double factor); ///< > 1 zooms in, about the centre

  protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

  private:
    void updateMatrix();
    /// Shows prepared, the current head's matrix.
    void showMatrix(PreparedPanels prepared);
    /// The colour scale's gradient, range and title of prepared.
    void updateGradient(const PreparedPanels& prepared);
    void updateHighlight();
    void clampRanges();

    ExplorerDocument* m_document;
    BusyHint* m_busyHint;
    QCPItemRect* m_highlight = nullptr;
    QPoint m_pressPosition;
    int m_shownRows = -1;    ///< T_q of the matrix shown, to keep the zoom for the same shape
    int m_shownColumns = -1; ///< T_k
    bool m_clamping = false;
};

} // namespace attn::ui
