// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Vision tab: a vision transformer's attention over a photo's patches. Controls on the
// left (model, photo, view, layer, head, threshold, rollout, sizing, drawing), the figure on
// the right.
#include "ui/common/page.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSlider;
class QSpinBox;

namespace attn::ui {

class VisionDocument;
class VisionFigure;

class VisionPage : public Page {
    Q_OBJECT

  public:
    /// Opens the sample model on its first sample picture when they can be found.
    explicit VisionPage(QWidget* parent = nullptr);

    VisionDocument* document() const { return m_document; }
    VisionFigure* plot() const { return m_plot; }
    /// Opens a ViT folder; false (with a status message) when it cannot, keeping the old one.
    bool openModel(const QString& dir);

    QCustomPlot* exportPlot() override;
    bool hasMatrix() const override;
    QString exportMatrix(const QString& path) override;
    /// The first map of the current view (gridHeight, gridWidth), rows and columns of patches
    /// numbered from 1: the head's [CLS] map, a patch's or the rollout's.
    LabelledMatrix shownNumbers() const override;

    /// Lessons (visionlesson.cpp): vit-head, vit-heads, vit-threshold, vit-patch, vit-rollout.
    QString lessonView() const override;
    QJsonObject lessonState() const override;
    QString applyLessonState(const QString& view, const QJsonObject& settings) override;
    QWidget* lessonFigure() override;

  private:
    QWidget* createControls();
    void connectControls();
    void syncControls();

    VisionDocument* m_document;
    VisionFigure* m_plot;
    QFormLayout* m_form = nullptr;
    QLabel* m_modelLabel = nullptr;
    QComboBox* m_samples = nullptr;
    QComboBox* m_view = nullptr;
    QSpinBox* m_layer = nullptr;
    QSpinBox* m_head = nullptr;
    QDoubleSpinBox* m_keep = nullptr;
    QComboBox* m_fusion = nullptr;
    QDoubleSpinBox* m_discard = nullptr;
    QComboBox* m_sizing = nullptr;
    QSpinBox* m_longSide = nullptr;
    QSlider* m_opacity = nullptr;
    QCheckBox* m_smooth = nullptr;
    QComboBox* m_colors = nullptr;
    QLabel* m_summary = nullptr;
    QString m_picture; ///< the sample picture's name or the file shown, for lessons
};

} // namespace attn::ui
