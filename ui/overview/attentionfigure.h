#pragma once
// The first figure: one-hot self-attention (left) and the random heads (grid, right) in a
// single QCustomPlot, sharing one colour scale. Exporting it is exporting one QCustomPlot.
#include "ui/plotkit/headgrid.h"
#include "ui/plotkit/heatmappanel.h"

#include <qcustomplot.h>

#include <memory>
#include <vector>

namespace attn::ui {

class AttentionDocument;

/// A view of an AttentionDocument: rebuilds on resultsChanged, draws nothing it computes.
/// Heatmap 0 is the one-hot self-attention (T,T); heatmaps 1 .. H are the heads (T,T).
class AttentionFigure : public QCustomPlot {
    Q_OBJECT
    Q_PROPERTY(double baseFontPointSize READ baseFontPointSize WRITE setBaseFontPointSize NOTIFY
                   baseFontPointSizeChanged)

  public:
    static constexpr double kDefaultFontPointSize = 11;
    static constexpr double kMinFontPointSize = 6;
    static constexpr double kMaxFontPointSize = 48;

    explicit AttentionFigure(const AttentionDocument* document, QWidget* parent = nullptr);
    ~AttentionFigure() override;

    /// Point size of tick and axis labels; titles and cell numbers scale with it.
    double baseFontPointSize() const { return m_fontPointSize; }
    /// Clamped to [kMinFontPointSize, kMaxFontPointSize].
    void setBaseFontPointSize(double points);

    int heatmapCount() const { return int(m_panels.size()); }
    const HeatmapPanel* panel(int index) const { return m_panels.at(std::size_t(index)).get(); }
    QCPColorMap* heatmap(int index) const { return panel(index)->colorMap(); }
    QCPColorScale* colorScale() const { return m_scale; }

    /// Two lines, "query → key: weight" and the heatmap's name, for the cell under pixel
    /// (widget coordinates); empty outside every heatmap.
    QString cellDescriptionAt(const QPointF& pixel) const;

  public slots:
    /// Builds the layout from the document's current results.
    void rebuild();

  signals:
    void baseFontPointSizeChanged(double points);

  protected:
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

  private:
    void applyFonts();
    void fitToSize();
    void clearFigure();

    const AttentionDocument* m_document;
    std::vector<std::unique_ptr<HeatmapPanel>> m_panels;
    QCPColorScale* m_scale = nullptr;
    QCPTextElement* m_scaleSpacer = nullptr;
    std::unique_ptr<HeadGrid> m_headGrid;
    QCPMarginGroup* m_topGroup = nullptr;    ///< aligns the tops of the top row's plot areas
    QCPMarginGroup* m_bottomGroup = nullptr; ///< aligns the bottoms of the lowest plot areas
    double m_fontPointSize = kDefaultFontPointSize;
    bool m_fitting = false;
};

} // namespace attn::ui
