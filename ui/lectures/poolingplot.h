#pragma once
// The pooling figure: samples, true function and estimates; the leave-one-out loss over w;
// the weight heatmaps (queries × keys) of the Gaussian and the parametric kernel.
#include "ui/lectures/lectureplot.h"

namespace attn::ui {

struct PoolingResults;
struct PoolingSettings;

class PoolingPlot : public LecturePlot {
    Q_OBJECT

  public:
    PoolingPlot(const PoolingResults* results, const PoolingSettings* settings,
                QWidget* parent = nullptr);

    /// The curve of the Gaussian-kernel estimate f(x) (tests read its data).
    QCPGraph* estimateGraph() const { return m_estimate; }
    QCPColorMap* weightMap() const { return m_weights; }
    QCPColorMap* fittedWeightMap() const { return m_fittedWeights; }

  protected:
    void build() override;

  private:
    const PoolingResults* m_results;
    const PoolingSettings* m_settings;
    QCPGraph* m_estimate = nullptr;
    QCPColorMap* m_weights = nullptr;
    QCPColorMap* m_fittedWeights = nullptr;
};

} // namespace attn::ui
