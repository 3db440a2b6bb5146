// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Captions tab: a picture (a random or edited shape scene, or a file), the shipped
// captioner's caption and, for the selected word, where the model looked while writing it.
// Words are chosen by clicking them or with Left/Right; Play steps through them. A second
// view shows all words' maps side by side. Maps exported from another model can be imported.
#include "ui/common/page.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSlider;
class QSpinBox;
class QTabWidget;
class QTimer;

namespace attn::ui {

class CaptionDocument;
class CaptionGridFigure;
class CaptionOverlayFigure;

class CaptionPage : public Page {
    Q_OBJECT

  public:
    /// Loads the shipped captioner with a random scene when it can be found.
    explicit CaptionPage(QWidget* parent = nullptr);

    CaptionDocument* document() const { return m_document; }
    CaptionGridFigure* grid() const { return m_grid; }
    QTabWidget* views() const { return m_views; }

    /// Loads a captioner folder and shows this tab's result; false with the reason in the
    /// document's errorString().
    bool openModel(const QString& dir);
    /// Starts or stops stepping through the words.
    void setPlaying(bool playing);
    bool isPlaying() const;

    QCustomPlot* exportPlot() override;
    /// Every word's attention over the patches: (words, gh*gw), patch "r,c" at r*gw + c (row 1
    /// the top).
    LabelledMatrix shownNumbers() const override;

    /// Lessons (ui/caption/captionlesson.h): caption or caption-grid; none for imported maps.
    QString lessonView() const override;
    QJsonObject lessonState() const override;
    QString applyLessonState(const QString& view, const QJsonObject& settings) override;
    QWidget* lessonFigure() override;

  public slots:
    void openImageFile();
    void importMapsFiles();
    void exportFramesFolder();

  private:
    QWidget* createControls();
    /// The "Drawing" group: smoothing, patch grid, opacity and colour map.
    QWidget* createDrawingBox();
    QWidget* createSceneEditor();
    void syncControls();
    void applyShapeEdit();
    void playStep();

    CaptionDocument* m_document;
    CaptionOverlayFigure* m_overlay;
    CaptionGridFigure* m_grid;
    QTabWidget* m_views;
    QTimer* m_timer;
    QLabel* m_modelLabel = nullptr;
    QLabel* m_warning = nullptr;
    QLabel* m_captionLabel = nullptr;
    QSpinBox* m_seed = nullptr;
    QPushButton* m_random = nullptr;
    QComboBox* m_shape = nullptr;
    QSpinBox* m_shapeCount = nullptr;
    QComboBox* m_kind = nullptr;
    QComboBox* m_colour = nullptr;
    QComboBox* m_size = nullptr;
    QSlider* m_x = nullptr;
    QSlider* m_y = nullptr;
    QWidget* m_editor = nullptr;
    QLineEdit* m_caption = nullptr;
    QPushButton* m_play = nullptr;
    QDoubleSpinBox* m_speed = nullptr;
    QCheckBox* m_smooth = nullptr;
    QCheckBox* m_gridLines = nullptr;
    QSlider* m_opacity = nullptr;
    QComboBox* m_colorMap = nullptr;
    QPushButton* m_modelMaps = nullptr;
    QString m_imagePath; ///< the picture file last opened, for a lesson step
};

} // namespace attn::ui
