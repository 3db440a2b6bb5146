// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The attention explorer tab: the settings panel beside the views of one ExplorerDocument.
#include "ui/common/page.h"

class QTabWidget;

namespace attn::ui {

class ExplorerCompare;
class ExplorerControls;
class ExplorerDocument;
class ExplorerGridFigure;
class ExplorerHeatmapFigure;
class ExplorerLines;
class ExplorerStepsFigure;

/// Settings on the left, the views (heatmap, ...) as tabs on the right. Every view follows the
/// document, so a change in a control redraws all of them.
class ExplorerPage : public Page {
    Q_OBJECT

  public:
    /// document is not owned and must outlive the page.
    explicit ExplorerPage(ExplorerDocument* document, QWidget* parent = nullptr);

    QCustomPlot* exportPlot() override;
    /// The current head's shown matrix (ExplorerDocument::currentMatrix), queries by keys.
    LabelledMatrix shownNumbers() const override;
    /// Lessons: explorerlesson.cpp.
    QString lessonView() const override;
    QJsonObject lessonState() const override;
    QString applyLessonState(const QString& view, const QJsonObject& settings) override;
    QWidget* lessonFigure() override;

    ExplorerDocument* document() const { return m_document; }
    ExplorerControls* controls() const { return m_controls; }
    ExplorerHeatmapFigure* heatmap() const { return m_heatmap; }
    ExplorerGridFigure* grid() const { return m_grid; }
    ExplorerStepsFigure* steps() const { return m_steps; }
    ExplorerLines* lines() const { return m_lines; }
    ExplorerCompare* compare() const { return m_compare; }
    QTabWidget* views() const { return m_views; }

  public slots:
    /// Asks for a .csv or .npy file and writes the shown matrix.
    void exportMatrixInteractively();
    /// Copies the current view to the clipboard as an image.
    void copyFigure();
    /// Asks for Q, K and V files (.npy or .csv) and shows their attention.
    void loadMatricesInteractively();
    /// Opens the tables of Q, K and V (the current head's to start with) and shows their
    /// attention when accepted.
    void editMatricesInteractively();

  private:
    void createActions();

    ExplorerDocument* m_document;
    ExplorerControls* m_controls;
    ExplorerHeatmapFigure* m_heatmap;
    ExplorerGridFigure* m_grid;
    ExplorerStepsFigure* m_steps;
    ExplorerLines* m_lines;
    ExplorerCompare* m_compare;
    QTabWidget* m_views;
};

} // namespace attn::ui
