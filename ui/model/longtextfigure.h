// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A long text's attention, one head at a time: the whole head at a glance (each cell the
// largest weight of a block of queries and keys, the model's sliding window drawn where it has
// one), the detail at full resolution with the tokens named wherever the overview is clicked,
// every head of the layer by distance, with its mass on the first token (the sink), and the
// detail's queries joined to their strongest keys anywhere in the text.
#include "core/attention/softmax.h"
#include "ui/plotkit/panelfigure.h"

namespace attn::ui {

class LongTextDocument;

class LongTextFigure : public PanelFigure {
    Q_OBJECT

  public:
    /// Tokens along each side of the detail.
    static constexpr int kDetail = 32;
    /// Keys drawn for each query of the detail in the line view.
    static constexpr int kTopKeys = 3;

    explicit LongTextFigure(const LongTextDocument* document, QWidget* parent = nullptr);

    /// Centres the detail on query row `row` and key `key` (from 0), kept inside the text.
    void showDetailAt(int row, int key);
    int detailRow() const { return m_detailRow; } ///< the detail's first query row (from 0)
    int detailKey() const { return m_detailKey; } ///< its first key (from 0)
    /// The detail's weights, (n,n), n = min(kDetail, T): the head's rows there, exactly.
    const RowMatrixXf& detail() const { return m_detail; }

  public slots:
    /// A new text shows its last rows (the newest context) in the detail.
    void textChanged();

  protected:
    void build() override;
    bool fitToRoom() override;

  private:
    void addOverview(QCPLayoutGrid* grid, QCPColorScale* scale);
    void addDetail(QCPLayoutGrid* grid, QCPColorScale* scale);
    void addDistanceCurves(QCPLayoutGrid* grid);
    /// rows:(n,T) the detail's query rows: lines from each to its kTopKeys largest weights.
    void addTopKeys(QCPLayoutGrid* grid, const RowMatrixXf& rows);
    /// map's colours from m on the log scale, at least m_lowest.
    void colourOnLogScale(QCPColorMap* map, const Eigen::MatrixXf& m) const;
    /// A press on the overview moves the detail there.
    void pressed(QMouseEvent* event);

    const LongTextDocument* m_document;
    int m_detailRow = 0, m_detailKey = 0;
    RowMatrixXf m_detail;
    QCPColorMap* m_overview = nullptr;
    QCPLegend* m_curvesLegend = nullptr;
    double m_lowest = 1e-4; ///< the colour scale's lowest weight
};

} // namespace attn::ui
