// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The panels of the positional-encoding lab, each a thin PositionalFigure over a
// PositionalDocument, and their names as the command line knows them (pe-matrix, pe-curves, ...).
#include "ui/positional/positionalfigure.h"

#include <QStringList>

namespace attn::ui {

/// P:(n,d) as a heatmap, positions down, dimensions across, diverging colours in [-1, 1].
class EncodingMatrixFigure : public PositionalFigure {
    Q_OBJECT
  public:
    explicit EncodingMatrixFigure(const PositionalDocument* document, QWidget* parent = nullptr);

  protected:
    void build() override;
};

/// The chosen columns of P against position, each pair's wavelength 2 pi / omega_j marked.
class EncodingCurvesFigure : public PositionalFigure {
    Q_OBJECT
  public:
    explicit EncodingCurvesFigure(const PositionalDocument* document, QWidget* parent = nullptr);

  protected:
    void build() override;
};

/// Binary code of 0 .. 15 (lowest bit first) beside the first columns of P for 0 .. 15.
class BinaryCodeFigure : public PositionalFigure {
    Q_OBJECT
  public:
    explicit BinaryCodeFigure(const PositionalDocument* document, QWidget* parent = nullptr);

  protected:
    void build() override;
};

/// The rotation demonstration: the unit circle of pair j with p_i, the arc of delta omega_j,
/// M(delta) p_i and p_(i+delta); rings for several pairs; the matrix and the residual.
class RotationFigure : public PositionalFigure {
    Q_OBJECT
  public:
    explicit RotationFigure(const PositionalDocument* document, QWidget* parent = nullptr);
    /// The graph holding the rotated point M(delta) p_i, and the one of p_(i+delta).
    QCPGraph* rotatedPointGraph() const { return m_rotated; }
    QCPGraph* targetPointGraph() const { return m_target; }
    /// Circle over rings (narrow or large text), else side by side.
    bool isStacked() const { return m_stacked; }
    /// Whether the window draws the readout column (M(δ), the check at i, the residual over
    /// every i) beside the legend; exports always do. Off where a side panel shows the same.
    void setReadoutInWindow(bool shown);
    bool hasReadout() const { return m_readout; }

  protected:
    void build() override;
    void fitToLayout() override;
    void resizeEvent(QResizeEvent* event) override;
    void layoutSizeChanged() override;

  private:
    void buildCircle();
    void buildRings();
    /// The readout over the legend, in plotLayout()'s column.
    void buildReadout(int column);
    void addReadoutLines(QCPLayoutGrid* grid);
    /// A legend of the named graphs and curves, one entry per row, in column 0 of grid's row.
    QCPLegend* addLegend(QCPLayoutGrid* grid, int row);
    /// The rings under the circle when that draws them larger: when the width left beside the
    /// readout (some 20 lines of text wide) is less than the height.
    bool wantsStacked() const {
        const QSize size = layoutSize();
        return size.width() - (wantsReadout() ? points() * 20 : 0) < size.height();
    }
    /// The readout (asked for in the window, always in exports) when the panels beside it keep
    /// 60 % of the width; a narrow figure at large text shows the circle and rings alone.
    bool wantsReadout() const {
        return (m_readoutInWindow || isExporting()) &&
               layoutSize().width() - points() * 20 >= 0.6 * layoutSize().width();
    }
    QCPGraph* m_rotated = nullptr;
    QCPGraph* m_target = nullptr;
    void fitRings();
    QCPAxisRect* m_rings = nullptr;
    QVector<QCPItemText*> m_ringLabels;  ///< "j=…: … rad", left of the outermost ring
    QVector<QCPItemLine*> m_ringLeaders; ///< from each label to the top of its ring
    QCPItemText* m_turnLabel = nullptr;  ///< "δ·ω = … rad" inside the circle
    bool m_stacked = false; ///< rings under the circle, for narrow plots or large fonts
    bool m_readoutInWindow = true;
    bool m_readout = true; ///< the readout column is drawn
};

/// p_i . p_j as a heatmap, and p_i . p_(i+k) along i for several k: flat, offset only.
class SimilarityFigure : public PositionalFigure {
    Q_OBJECT
  public:
    explicit SimilarityFigure(const PositionalDocument* document, QWidget* parent = nullptr);

  protected:
    void build() override;
};

/// Rotary encoding: (R_i q) . (R_j k) as a heatmap, and every entry against j - i.
class RopeFigure : public PositionalFigure {
    Q_OBJECT
  public:
    explicit RopeFigure(const PositionalDocument* document, QWidget* parent = nullptr);

  protected:
    void build() override;
    void resizeEvent(QResizeEvent* event) override;
    void layoutSizeChanged() override;

  private:
    /// The score matrix above the curve when side by side would leave each too narrow (a
    /// projector's large text beside a wide side panel).
    bool wantsStacked() const {
        const QSize size = layoutSize();
        return size.width() < 0.8 * size.height();
    }
    bool m_stacked = false;
};

/// "pe-matrix", "pe-curves", "pe-binary", "pe-rotation", "pe-similarity", "rope".
QStringList positionalViewNames();
/// The panel called name (one of positionalViewNames()), or nullptr for another name.
PositionalFigure* createPositionalView(const QString& name, const PositionalDocument* document,
                                       QWidget* parent = nullptr);

} // namespace attn::ui
