#pragma once
// The step-through view for a lecture: Q, K, V -> QKᵀ -> /√d -> mask -> softmax -> ×V, one
// step at a time, each matrix labelled with its shape, one cell followed through every step.
#include "ui/plotkit/figure.h"

#include <memory>
#include <vector>

namespace attn::ui {

class ExplorerDocument;
struct StepMatrix;

/// Shows step() of kSteps for the current head: the step's inputs and its result side by
/// side, a caption that works the followed cell (query i = highlighted row, key j) through the
/// step with its numbers. Left/Right (or Page Up/Down) change step; a click on a cell of a
/// T_q x T_k matrix follows that cell.
class ExplorerSteps : public Figure {
    Q_OBJECT

  public:
    static constexpr int kSteps = 6;

    explicit ExplorerSteps(ExplorerDocument* document, QWidget* parent = nullptr);
    ~ExplorerSteps() override;

    int step() const { return m_step; }
    int followedKey() const { return m_key; }
    int panelCount() const { return int(m_panels.size()); }
    const HeatmapPanel* panel(int index) const { return m_panels.at(std::size_t(index)).get(); }
    QString caption() const;
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
    void showEvent(QShowEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void fontSizeChanged() override { rebuild(); }

  private:
    void addPanel(const StepMatrix& shown, QCPLayoutGrid* row, int column);
    void fitToSize();

    ExplorerDocument* m_document;
    std::vector<std::unique_ptr<HeatmapPanel>> m_panels;
    std::vector<bool> m_squarePanels; ///< (panels) whether a panel is T_q x T_k
    QCPTextElement* m_caption = nullptr;
    int m_step = 0;
    int m_key = 0;        ///< j, the followed key
    bool m_stale = false; ///< a change arrived while hidden; rebuilt when shown
};

} // namespace attn::ui
