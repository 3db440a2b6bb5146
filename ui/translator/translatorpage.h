// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Translator tab: an English sentence translated greedily by a Bahdanau or Transformer
// translator, with its attention as a heatmap, a layers x heads grid, token lines between
// source and target, and the decoding step by step (Previous/Next, or the arrow keys over the
// views).
#include "ui/common/page.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace attn::ui {

class TranslatorDocument;
class TranslatorGridFigure;
class TranslatorHeatmapFigure;
class TranslatorLinesFigure;
class TranslatorStepsFigure;

class TranslatorPage : public Page {
    Q_OBJECT

  public:
    /// Opens the first sample translator with its sample sentence when it can be found.
    explicit TranslatorPage(QWidget* parent = nullptr);

    TranslatorDocument* document() const { return m_document; }
    TranslatorHeatmapFigure* heatmap() const { return m_heatmap; }
    TranslatorGridFigure* grid() const { return m_grid; }
    TranslatorLinesFigure* lines() const { return m_lines; }
    TranslatorStepsFigure* steps() const { return m_steps; }
    QTabWidget* views() const { return m_views; }
    QLineEdit* textEdit() const { return m_text; }

    /// Loads dir (adding it to the model list) and shows this tab's result; false with the
    /// reason in the document's errorString() when it cannot be loaded.
    bool openModel(const QString& dir);

    QCustomPlot* exportPlot() override;
    /// The shown attention (cross, encoder or decoder; layer and head), queries by keys.
    LabelledMatrix shownNumbers() const override;

    /// Lessons (ui/translator/translatorlesson.h): translator-heatmap, -grid, -lines, -steps.
    QString lessonView() const override;
    QJsonObject lessonState() const override;
    QString applyLessonState(const QString& view, const QJsonObject& settings) override;
    QWidget* lessonFigure() override;

  public slots:
    /// Asks for a translator folder and opens it.
    void openModelFolder();

  private:
    QWidget* createControls();
    void syncControls();
    void showStepControls();

    TranslatorDocument* m_document;
    TranslatorHeatmapFigure* m_heatmap;
    TranslatorGridFigure* m_grid;
    TranslatorLinesFigure* m_lines;
    TranslatorStepsFigure* m_steps;
    QTabWidget* m_views;
    QComboBox* m_model = nullptr;
    QLineEdit* m_text = nullptr;
    QComboBox* m_kind = nullptr;
    QSpinBox* m_layer = nullptr;
    QSpinBox* m_head = nullptr;
    QPushButton* m_previous = nullptr;
    QPushButton* m_next = nullptr;
    QLabel* m_stepLabel = nullptr;
    QLabel* m_translationLabel = nullptr;
    QLabel* m_sourceLabel = nullptr; ///< the source language, e.g. "English:"
    QLabel* m_targetLabel = nullptr;
    QLabel* m_unknownLabel = nullptr;
    QLabel* m_decodingLabel = nullptr; ///< greedy where the model asks for beam search
};

} // namespace attn::ui
