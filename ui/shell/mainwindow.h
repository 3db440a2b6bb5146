// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The main window: tabs of figures (the first one's settings in a toolbar), errors in the
// status bar.
#include "ui/common/figureexport.h"

#include "ui/plotkit/style.h"

#include <QMainWindow>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QMenu;
class QSpinBox;
class QTabWidget;
class QToolBar;

namespace attn::ui {

class AttentionDocument;
class AttentionFigure;
class CaptionPage;
class VisionPage;
class ModelPage;
class OneHotPage;
class Page;
class TranslatorPage;

class MainWindow : public QMainWindow {
    Q_OBJECT

  public:
    /// document is not owned and must outlive the window.
    explicit MainWindow(AttentionDocument* document, QWidget* parent = nullptr);

    AttentionFigure* figure() const { return m_figure; }
    QTabWidget* tabs() const { return m_tabs; }

    /// Shows the tab of that short name (tabNames() in tabtable.h); false when there is none.
    bool showTab(const QString& name);

    /// The window's one text size, in points (FontRange; 11 is the normal size): the figures'
    /// base font on every tab, and the menus, tabs, controls and status bar scaled with it
    /// from the desktop's own font size.
    void setBaseFontPointSize(double points);
    double baseFontPointSize() const { return m_textPoints; }

    /// Opens the model in dir and shows its tab: a translator (isTranslatorDirectory) on the
    /// Translator tab, a captioner (CaptionDocument::isCaptionerDirectory) on the Captions
    /// tab, a vision transformer (model_type vit) on the Vision tab, any other model on the
    /// Language model tab; false (with the reason in the status bar and in modelError()) when it
    /// cannot be loaded.
    bool openModel(const QString& dir);
    /// The Language model tab's Long text window reading the UTF-8 file at path; false, with the
    /// reason in problem, when it cannot.
    bool openLongText(const QString& path, QString* problem);
    /// Why the last openModel() failed.
    QString modelError() const { return m_modelError; }
    /// Says in a dialog over the window (not modal to the application) what was asked at start
    /// (`--model`, `--lesson`, `--present`) and could not be opened, one "file: why" a line:
    /// started from the desktop, nobody reads a terminal.
    void reportStartupProblems(const QStringList& problems);

    QLineEdit* textEdit() const { return m_text; }

  public slots:
    /// Asks for a file and a size, then writes the figure.
    void exportFigureInteractively();
    void increaseFontSize();
    void decreaseFontSize();
    void resetFontSize();

  protected:
    /// Remembers the window's size and place for the next start.
    void closeEvent(QCloseEvent* event) override;
    /// On QEvent::LanguageChange, queues retranslate().
    void changeEvent(QEvent* event) override;

  private:
    /// Creates the tabs, their pages, the tool bar, the menus and the summary in the current
    /// language.
    void buildInterface();
    /// Shows the window in a new language: builds the interface again and gives every page
    /// back what it showed (its lesson state, the models opened, the texts typed), the current
    /// tab, the text size and the lesson of File > Lessons. Rebuilding, rather than each widget
    /// retranslating itself, also renews the words the figures draw.
    void retranslate();
    /// View > Language: English, Русский, 中文, فارسی, each in its own name.
    void createLanguageMenu(QMenu* view);
    /// Adds page as the next tab of tabTable(), with its title; the window takes ownership.
    void addPage(Page* page);
    /// The tab's page of type P (one tab each).
    template <typename P> P* page() const;
    /// Every text box says in the status bar when a paste filled it and the rest was lost.
    void sayWhenTextIsCut();
    Page* currentPage() const;
    void createToolBar();
    void createMenus();
    void syncControls();
    void showSummary();
    void showError(const QString& message);

    AttentionDocument* m_document;
    double m_textPoints = FontRange::kDefault;
    OneHotPage* m_oneHot = nullptr;
    AttentionFigure* m_figure = nullptr;
    QTabWidget* m_tabs = nullptr;
    QString m_language; ///< the language the interface was built in
    bool m_retranslateQueued = false;
    ModelPage* m_modelPage = nullptr;
    TranslatorPage* m_translatorPage = nullptr;
    CaptionPage* m_captionPage = nullptr;
    VisionPage* m_visionPage = nullptr;
    QString m_modelError;
    QToolBar* m_settingsBar = nullptr;
    QLineEdit* m_text = nullptr;
    QSpinBox* m_heads = nullptr;
    QSpinBox* m_seed = nullptr;
    QDoubleSpinBox* m_temperature = nullptr;
    QLabel* m_summary = nullptr;
    QString m_lastExportPath;
    ExportOptions m_lastExportOptions;
};

} // namespace attn::ui
