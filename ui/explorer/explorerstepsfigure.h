// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The step-through view for a lecture: Q, K, V -> QKᵀ -> /√d -> mask -> softmax -> ×V for one
// head, then the multi-head layer: the head's projections W_i^Q, W_i^K, W_i^V, every head's
// output, Concat × W^O (or the average). One step at a time, each matrix labelled with its
// shape and drawn beside a colour bar for its range of values, one cell followed throughout.
#include "ui/plotkit/figure.h"

#include "core/attention/multihead_steps.h"

#include <QHash>

#include <memory>
#include <optional>
#include <vector>

namespace attn::ui {

class ExplorerDocument;
struct StepMatrix;

/// Shows step() of kSteps for the current head: the step's inputs and its result side by
/// side, a caption that works the followed cell (query i = highlighted row, key j) through the
/// step with its numbers. Left/Right (or Page Up/Down) change step; a click on a cell of a
/// T_q x T_k matrix follows that cell. Matrices sharing a range of values share a colour bar;
/// cells large enough for a number show it.
class ExplorerStepsFigure : public Figure {
    Q_OBJECT

  public:
    static constexpr int kHeadSteps = 6; ///< one head's steps, Q, K, V to × V
    static constexpr int kSteps = 9;     ///< then projections, heads' outputs, aggregation

    explicit ExplorerStepsFigure(ExplorerDocument* document, QWidget* parent = nullptr);
    ~ExplorerStepsFigure() override;

    int step() const { return m_step; }
    int followedKey() const { return m_key; }
    int panelCount() const { return int(m_panels.size()); }
    const HeatmapPanel* panel(int index) const { return m_panels.at(std::size_t(index)).get(); }
    /// The colour bars, one per range of values, left to right.
    int colorScaleCount() const { return int(m_scales.size()); }
    const QCPColorScale* colorScale(int index) const { return m_scales.at(std::size_t(index)); }
    QString caption() const;
    /// The step's result, the last matrix it draws (QKᵀ, the weights, the output, …), as last
    /// built.
    const StepMatrix& result() const;
    /// The cell under pixel and its matrix's name, else empty.
    QString describeAt(const QPointF& pixel) const override;

  public slots:
    void setStep(int step); ///< clamped to [0, kSteps - 1]
    void nextStep() { setStep(m_step + 1); }
    void previousStep() { setStep(m_step - 1); }
    void rebuild();

  signals:
    void stepChanged(int step);

  protected:
    void keyPressEvent(QKeyEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void fontSizeChanged() override { rebuild(); }
    /// A width that holds more or fewer panels in a row lays them out again.
    void resizeEvent(QResizeEvent* event) override;
    void layoutSizeChanged() override;

  private:
    void addPanel(const StepMatrix& shown, QCPLayoutGrid* grid, int row, int column);
    /// The step's panels left to right, perRow to a row (the step's own choice), a colour bar
    /// right of the last matrix of its range, or at the end of the first row when the panels
    /// take several rows.
    void addPanels(const std::vector<StepMatrix>& shown, QCPLayoutGrid* grid, int perRow);
    /// The step's panels in more rows than it asked for, the room being too narrow.
    void addWrappedPanels(const std::vector<StepMatrix>& shown, QCPLayoutGrid* grid, int perRow);
    QCPColorScale* addScale(const std::vector<StepMatrix>& shown, int scale, QCPLayoutGrid* grid,
                            int row, int column);
    void drawDividers(const StepMatrix& shown, QCPAxisRect* rect);
    /// Titles and the line over each colour bar all as high as the highest title; true when
    /// any height changed.
    bool alignTitles();
    const MultiHeadSteps& multiHead();
    /// How many panels a row holds at layoutSize(): each needs room for its row labels, its
    /// colour bar with numbers and title, and four lines of cells (at most `wanted`).
    int panelsPerRow(int wanted) const;
    void fitToSize();

    ExplorerDocument* m_document;
    std::vector<std::unique_ptr<HeatmapPanel>> m_panels;
    std::vector<bool> m_squarePanels;     ///< (panels) whether a panel is T_q x T_k
    std::vector<bool> m_parameterPanels;  ///< (panels) whether rows and columns are dimensions
    std::vector<QCPColorScale*> m_scales; ///< owned by the plot
    /// The panels' axes and the colour bars' axes, with their full labels.
    std::vector<std::pair<QCPAxis*, QString>> m_axisLabels;
    QHash<const QCPAxis*, QString> m_compactAxisLabels; ///< shorter labels, where one is given
    std::vector<QCPLayoutElement*> m_scaleHeads;        ///< (scales) the empty line above each bar
    std::optional<MultiHeadSteps> m_multiHead; ///< of the document's results, made on demand
    QCPTextElement* m_caption = nullptr;
    int m_step = 0;
    int m_key = 0;          ///< j, the followed key
    int m_wantedPerRow = 0; ///< panels a row of the step shown would take given the room
    int m_perRow = 0;       ///< panels a row of the step shown takes
    std::unique_ptr<StepMatrix> m_result; ///< the last matrix of the step shown
};

} // namespace attn::ui
