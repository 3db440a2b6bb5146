// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The positional-encoding lab as a tab of the main window: controls and formulas on the
// left, the panels (matrix, curves, binary, rotation, similarity, RoPE) in tabs on the right.
#include "ui/common/page.h"

#include <QStringList>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QSpinBox;
class QTabWidget;
class QTimer;

namespace attn::ui {

class PositionalFigure;
class PositionalDocument;
struct RopeHead;

class ModelDistanceView;

class PositionalPage : public Page {
    Q_OBJECT

  public:
    explicit PositionalPage(QWidget* parent = nullptr);
    /// The window of positions in models (the sample models first), over the others.
    void showPositionsInModels();

    QCustomPlot* exportPlot() override;
    /// pe-matrix, pe-curves: P (positions, dimensions); pe-binary: the bits (numbers, bits),
    /// each axis labelled by its numbers from 0 as the figures do;
    /// pe-similarity: p_i · p_j; rope: (R_i q) · (R_j k); pe-rotation: one row of the
    /// largest |M(δ) p_i − p_(i+δ)| at the shown i and over every i.
    LabelledMatrix shownNumbers() const override;
    /// Lessons: positionallesson.cpp.
    QString lessonView() const override;
    QJsonObject lessonState() const override;
    QString applyLessonState(const QString& view, const QJsonObject& settings) override;
    QWidget* lessonFigure() override;

    PositionalDocument* document() const { return m_document; }
    /// The panel called name (see positionalViewNames()), or nullptr.
    PositionalFigure* view(const QString& name) const;
    /// Shows the panel called name; false for an unknown name.
    bool showView(const QString& name);
    /// Shows the RoPE panel with a language model's head; false (and a status message) when
    /// it cannot, keeping what was shown.
    bool showModelHead(const RopeHead& head);

  public slots:
    /// Moves i to another position where i + delta still exists; M(delta) stays the same.
    void pickAnotherPosition();

  protected:
    void fontSizeChanged() override;

  private:
    QWidget* createControls();
    /// Connects the controls made by createControls() to the document.
    void connectControls();
    void syncControls();
    void showReadouts();
    void showFormula();
    void animationStep();
    void applySizes(int n, int d);

    PositionalDocument* m_document;
    QTabWidget* m_views;
    QStringList m_names;
    QSpinBox* m_n = nullptr;
    QSpinBox* m_d = nullptr;
    QDoubleSpinBox* m_base = nullptr;
    QSpinBox* m_pair = nullptr;
    QSlider* m_position = nullptr;
    QSlider* m_delta = nullptr;
    QLabel* m_positionValue = nullptr;
    QLabel* m_deltaValue = nullptr;
    QLineEdit* m_columns = nullptr;
    QPushButton* m_animate = nullptr;
    QPushButton* m_another = nullptr;
    QPushButton* m_seeded = nullptr;
    QLabel* m_matrix = nullptr;
    QLabel* m_residual = nullptr;
    QLabel* m_formula = nullptr;
    QTimer* m_timer = nullptr;
    ModelDistanceView* m_inModels = nullptr; ///< made when first shown
};

} // namespace attn::ui
