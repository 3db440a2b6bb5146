// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Language model tab: a model's attention for a typed text, one head (or the rollout)
// as a labelled heatmap, with layer and head controls and greedy continuation.
#include "ui/common/page.h"

#include <QTimer>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QLineEdit;
class QSpinBox;
class QTabWidget;
class QStackedWidget;

namespace attn::ui {

class HeadAtlasView;
class ModelDocument;
class GenerationView;
class LogitLensFigure;
class LongTextView;
class ScoreBuildFigure;
class NextTokenView;
class RotaryFigure;
class ModelGridFigure;
class ModelHeatmapFigure;
struct ModelLessonState;

class ModelPage : public Page {
    Q_OBJECT

  public:
    /// Opens the sample model with a first verse when it can be found.
    explicit ModelPage(QWidget* parent = nullptr);

    ModelDocument* document() const { return m_document; }
    ModelHeatmapFigure* heatmap() const { return m_heatmap; }
    ModelGridFigure* grid() const { return m_grid; }
    QLineEdit* textEdit() const { return m_text; }
    LongTextView* longTextView() const { return m_longText; }
    /// Shows the Long text window, over the others.
    void showLongText();
    /// Shows the Long text window reading the UTF-8 file at path (on its worker); false, with
    /// the reason in problem, when the file cannot be read or there is no model.
    bool openLongText(const QString& path, QString* problem);

    QCustomPlot* exportPlot() override;
    /// The shown head's (or the rollout's) matrix, queries by keys.
    LabelledMatrix shownNumbers() const override;

  public slots:
    /// Asks for a GPT-2 model folder and opens it.
    void openModelFolder();

  signals:
    /// The Rotary positions view asks to show its pair on the Positional encodings tab.
    void rotaryPairToPositional();

  public:
    /// Lessons (ui/model/modellesson.h): one of modelViewNames(); none for imported attention.
    QString lessonView() const override;
    QJsonObject lessonState() const override;
    QString applyLessonState(const QString& view, const QJsonObject& settings) override;
    QWidget* lessonFigure() override;

  private:
    void openAttentionFile();
    void syncControls();
    /// The Rotary positions view under its button to the Positional tab.
    /// The views' tabs, in a stack with the notice shown while no text is read.
    QWidget* createViews();
    QWidget* createRotaryTab();

    ModelDocument* m_document;
    ModelHeatmapFigure* m_heatmap;
    ModelGridFigure* m_grid;
    HeadAtlasView* m_atlas;
    RotaryFigure* m_rotary;
    NextTokenView* m_next;
    GenerationView* m_generation;
    LogitLensFigure* m_lens;
    LongTextView* m_longText;
    /// How a clicked query's scores are built, in a window of its own (made on first use).
    ScoreBuildFigure* m_scoreBuild = nullptr;
    void showScoreBuild(int query);
    /// The views redrawn with the document's results; a head chosen in the grid or the atlas
    /// opens it, a cell clicked in the heatmap shows how its scores are built.
    void connectViews();
    /// Knock out heads (layer:head pairs) and what replaces them, rows of form.
    void addKnockoutRows(QFormLayout* form);
    /// The views a lesson step may show, in the order of modelViewNames().
    QList<QWidget*> lessonViews() const;
    /// A model-generation step: the text continued with s's options (again only when they
    /// differ from the kept continuation's), at s's step; empty, or what is wrong.
    QString applyGeneration(const ModelLessonState& s);
    QPushButton* m_toPositional = nullptr;
    QTabWidget* m_views;
    QStackedWidget* m_viewsOrNotice; ///< the views, or why a model open has no figures
    QLabel* m_notice;
    QLineEdit* m_text;
    QSpinBox* m_layer;
    QSpinBox* m_head;
    QCheckBox* m_rollout;
    QLabel* m_modelLabel;
    QLabel* m_summary;
    QPushButton* m_continue = nullptr;
    QLineEdit* m_second = nullptr;   ///< an encoder's sentence B
    QComboBox* m_pairView = nullptr; ///< whole pair, A -> B, B -> A
    QLineEdit* m_knockout = nullptr; ///< heads knocked out, "2:1, 3:4"
    QComboBox* m_ablation = nullptr; ///< by zeros, by their mean
    QFormLayout* m_form = nullptr;
    QTimer m_continueTimer; ///< writes one token per tick while m_tokensToWrite > 0
    int m_tokensToWrite = 0;
};

} // namespace attn::ui
