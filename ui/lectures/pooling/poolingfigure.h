// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The pooling figure: samples, true function and estimates; the leave-one-out loss over w;
// the weight heatmaps (queries × keys) of the Gaussian and the parametric kernel.
#include "ui/plotkit/panelfigure.h"

namespace attn::ui {

class PoolingDocument;

class PoolingFigure : public PanelFigure {
    Q_OBJECT

  public:
    explicit PoolingFigure(const PoolingDocument* document, QWidget* parent = nullptr);

    /// The curve of the Gaussian-kernel estimate f(x) (tests read its data).
    QCPGraph* estimateGraph() const { return m_estimate; }
    QCPColorMap* weightMap() const { return m_weights; }
    QCPColorMap* fittedWeightMap() const { return m_fittedWeights; }

  protected:
    void build() override;
    /// The loss panel takes a larger share of a narrow row (large text), so its title fits.
    bool fitToRoom() override;

  private:
    const PoolingDocument* m_document;
    QCPGraph* m_estimate = nullptr;
    QCPColorMap* m_weights = nullptr;
    QCPColorMap* m_fittedWeights = nullptr;
    QCPLayoutGrid* m_top = nullptr; ///< the curves and the loss panel, side by side
    QCPLegend* m_lossLegend = nullptr;
    QCPLegend* m_curvesLegend = nullptr;
};

} // namespace attn::ui
