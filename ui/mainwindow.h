#pragma once
// The main window: the figure in the middle, the figure's settings in a toolbar, errors in
// the status bar.
#include "ui/figureexport.h"

#include <QMainWindow>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace attn::ui {

class AttentionDocument;
class AttentionFigure;

class MainWindow : public QMainWindow {
    Q_OBJECT

  public:
    /// document is not owned and must outlive the window.
    explicit MainWindow(AttentionDocument* document, QWidget* parent = nullptr);

    AttentionFigure* figure() const { return m_figure; }
    QLineEdit* textEdit() const { return m_text; }

  public slots:
    /// Asks for a file and a size, then writes the figure.
    void exportFigureInteractively();
    void increaseFontSize();
    void decreaseFontSize();
    void resetFontSize();

  private:
    void createToolBar();
    void createMenus();
    void syncControls();
    void showSummary();
    void showError(const QString& message);

    AttentionDocument* m_document;
    AttentionFigure* m_figure;
    QLineEdit* m_text = nullptr;
    QSpinBox* m_heads = nullptr;
    QSpinBox* m_seed = nullptr;
    QDoubleSpinBox* m_temperature = nullptr;
    QLabel* m_summary = nullptr;
    QString m_lastExportPath;
    ExportOptions m_lastExportOptions;
};

} // namespace attn::ui
