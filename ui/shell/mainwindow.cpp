// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/mainwindow.h"
#include "ui/common/showsdata.h"

#include "ui/caption/captiondocument.h"
#include "ui/caption/captionpage.h"
#include "ui/common/exportdialog.h"
#include "ui/common/givingway.h"
#include "ui/common/page.h"
#include "ui/common/tabbarfit.h"
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerpage.h"
#include "ui/explorer/explorerpersistence.h"
#include "ui/lessons/lessonmenu.h"
#include "ui/model/modeldocument.h"
#include "ui/model/modelpage.h"
#include "ui/overview/attentiondocument.h"
#include "ui/overview/attentionfigure.h"
#include "ui/overview/onehotpage.h"
#include "ui/positional/positionaldocument.h"
#include "ui/positional/positionalpage.h"
#include "ui/shell/aboutbox.h"
#include "ui/shell/language.h"
#include "ui/tabs/tabtable.h"
#include "ui/translator/translatordocument.h"
#include "ui/translator/translatorpage.h"
#include "ui/vision/visiondocument.h"
#include "ui/vision/visionpage.h"

#include "core/models/translator/translator.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>

#include <algorithm>
#include <climits>

namespace attn::ui {

namespace {

// Steps of View > Larger text / Smaller text, in points.
constexpr double kFontSteps[] = {7, 8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 36, 40, 48};

} // namespace

MainWindow::MainWindow(AttentionDocument* document, QWidget* parent)
    : QMainWindow(parent), m_document(document) {
    setWindowTitle(QStringLiteral("AttentionLab"));
    buildInterface();
    letControlsGiveWay(this); // again at each font size (setBaseFontPointSize), after a rebuild too
    connect(m_document, &AttentionDocument::resultsChanged, this, [this] {
        statusBar()->clearMessage();
        syncControls();
        showSummary();
    });
    connect(m_document, &AttentionDocument::errorOccurred, this, &MainWindow::showError);
    // 85 % of the screen and at least 1280x760, but never more than the screen: all of a
    // 1280x720 or 1024x768 projector.
    const QSize available = screen()->availableGeometry().size();
    resize(QSize(1280, 760).expandedTo(available * 0.85).boundedTo(available));
    restoreGeometry(QSettings().value(QStringLiteral("window/geometry")).toByteArray());
}

template <typename P> P* MainWindow::page() const {
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto* found = qobject_cast<P*>(m_tabs->widget(i))) return found;
    return nullptr;
}

void MainWindow::buildInterface() {
    m_language = Language::current();
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);
    for (const TabInfo& tab : tabTable())
        addPage(tab.makePage(this, m_document));
    m_oneHot = page<OneHotPage>();
    m_figure = m_oneHot->figure();
    m_modelPage = page<ModelPage>(); // owns the language model the explorer uses too
    m_translatorPage = page<TranslatorPage>();
    m_captionPage = page<CaptionPage>();
    m_visionPage = page<VisionPage>();
    auto* positional = page<PositionalPage>();
    connect(m_modelPage, &ModelPage::rotaryPairToPositional, this, [this, positional] {
        const std::optional<RotaryCurve> pair = m_modelPage->document()->rotaryCurve();
        if (!pair) return;
        const QString label = tr("%1, layer %2, head %3: “%4” → “%5”")
                                  .arg(m_modelPage->document()->source())
                                  .arg(pair->layer + 1)
                                  .arg(pair->head + 1)
                                  .arg(pair->queryToken, pair->keyToken);
        if (positional->showModelHead(
                RopeHead::fromRotateHalf(label, pair->query, pair->key, pair->frequencies)))
            m_tabs->setCurrentWidget(positional);
    });
    // The explorer's "language model's" tokens and embeddings are those of the open model.
    ModelDocument* models = m_modelPage->document();
    ExplorerPage* explorerPage = page<ExplorerPage>();
    ExplorerDocument* explorer = explorerPage->document();
    explorer->setLanguageModel(models->languageModel());
    connect(models, &ModelDocument::modelChanged, explorer,
            [models, explorer] { explorer->setLanguageModel(models->languageModel()); });
    rememberExplorerState(*explorerPage); // after the model: its settings may need its tokens
    createToolBar();
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int index) {
        m_settingsBar->setVisible(index == 0);
        m_summary->setVisible(index == 0); // it describes the first figure only
        statusBar()->clearMessage();
    });
    createMenus();
    m_summary = new QLabel(this);
    statusBar()->addPermanentWidget(m_summary);
    syncControls();
    showSummary();
    for (QTabWidget* tabs : findChildren<QTabWidget*>()) // every title in view at 18 pt
        fitTabBarToWidth(tabs);
    sayWhenTextIsCut();
}

void MainWindow::sayWhenTextIsCut() {
    for (QLineEdit* edit : findChildren<QLineEdit*>())
        connect(edit, &QLineEdit::textChanged, this, [this, edit](const QString& text) {
            if (text.size() < edit->maxLength()) return;
            statusBar()->showMessage(tr("The text was cut at %L1 characters: a text box holds "
                                        "no more, and the rest of what was pasted is not there.")
                                         .arg(edit->maxLength()));
        });
}

void MainWindow::createToolBar() {
    QToolBar* bar = m_settingsBar = addToolBar(tr("Settings"));
    bar->setObjectName(QStringLiteral("settingsToolBar"));
    bar->setMovable(false);

    m_text = new QLineEdit(bar);
    m_text->setObjectName(QStringLiteral("sentenceEdit"));
    m_text->setPlaceholderText(tr("Type a sentence and press Enter"));
    m_text->setClearButtonEnabled(true);
    m_text->setToolTip(tr("The sentence to attend over; press Enter to apply"));
    m_text->setMinimumWidth(360);
    connect(m_text, &QLineEdit::returnPressed, this,
            [this] { m_document->setText(m_text->text()); });

    m_heads = new QSpinBox(bar);
    m_heads->setObjectName(QStringLiteral("headsSpinBox"));
    m_heads->setRange(1, kMaxHeads);
    m_heads->setToolTip(tr("Number of random attention heads"));
    m_seed = new QSpinBox(bar);
    m_seed->setObjectName(QStringLiteral("seedSpinBox"));
    m_seed->setRange(0, INT_MAX);
    m_seed->setToolTip(tr("Seed of the random head projections"));
    m_temperature = new QDoubleSpinBox(bar);
    m_temperature->setObjectName(QStringLiteral("temperatureSpinBox"));
    m_temperature->setRange(0.05, 20.0);
    m_temperature->setDecimals(2);
    m_temperature->setSingleStep(0.1);
    m_temperature->setToolTip(tr("Softmax temperature: scores are divided by it"));
    for (QAbstractSpinBox* box :
         {static_cast<QAbstractSpinBox*>(m_heads), static_cast<QAbstractSpinBox*>(m_seed),
          static_cast<QAbstractSpinBox*>(m_temperature)})
        box->setKeyboardTracking(false);
    connect(m_heads, qOverload<int>(&QSpinBox::valueChanged), m_document,
            &AttentionDocument::setHeads);
    connect(m_seed, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int seed) { m_document->setSeed(unsigned(seed)); });
    connect(m_temperature, qOverload<double>(&QDoubleSpinBox::valueChanged), m_document,
            &AttentionDocument::setTemperature);

    auto addLabelled = [bar](const QString& label, QWidget* widget) {
        auto* text = new QLabel(label, bar);
        text->setContentsMargins(8, 0, 4, 0);
        text->setBuddy(widget);
        bar->addWidget(text);
        bar->addWidget(widget);
    };
    addLabelled(tr("&Sentence:"), m_text);
    addLabelled(tr("&Heads:"), m_heads);
    addLabelled(tr("S&eed:"), m_seed);
    addLabelled(tr("&Temperature:"), m_temperature);
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* exportAction =
        file->addAction(tr("&Export figure…"), this, &MainWindow::exportFigureInteractively);
    exportAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    file->addSeparator();
    QAction* openModelAction = file->addAction(tr("Open &model…"), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(
            this, tr("Open a model folder (GPT-2 language model, translator or captioner)"),
            m_modelPage->document()->modelDir());
        if (!dir.isEmpty()) openModel(dir);
    });
    openModelAction->setShortcut(QKeySequence::Open);
    if (const QString sample = ModelDocument::sampleModelDir(); !sample.isEmpty()) {
        QMenu* samples = file->addMenu(tr("&Sample models"));
        markShowsData(samples);
        QStringList dirs = ModelDocument::sampleModelDirs();
        dirs << TranslatorDocument::sampleModelDirs();
        dirs << CaptionDocument::sampleModelDir();
        for (const QString& dir : dirs)
            if (!dir.isEmpty())
                samples->addAction(QDir(dir).dirName(), this, [this, dir] { openModel(dir); });
    }
    auto* lessons = new LessonMenu(this, m_tabs, file); // File > Lessons, and the Lessons panel
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* larger = view->addAction(tr("&Larger text"), this, &MainWindow::increaseFontSize);
    larger->setShortcuts({QKeySequence::ZoomIn, QKeySequence(tr("Ctrl+="))});
    QAction* smaller = view->addAction(tr("&Smaller text"), this, &MainWindow::decreaseFontSize);
    smaller->setShortcut(QKeySequence::ZoomOut);
    QAction* reset = view->addAction(tr("&Normal text size"), this, &MainWindow::resetFontSize);
    reset->setShortcut(QKeySequence(tr("Ctrl+0")));
    view->addSeparator();
    view->addAction(lessons->panelAction());
    createLanguageMenu(view);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About AttentionLab"), this, [this] { showAbout(this); });
}

void MainWindow::syncControls() {
    const FigureSettings& s = m_document->settings();
    const QSignalBlocker b1(m_heads), b2(m_seed), b3(m_temperature);
    if (m_text->text() != s.text && !m_text->hasFocus()) m_text->setText(s.text);
    m_heads->setValue(s.heads);
    m_seed->setValue(int(std::min<unsigned>(s.seed, INT_MAX)));
    m_temperature->setValue(s.temperature);
}

void MainWindow::showSummary() {
    const FigureResults& r = m_document->results();
    m_summary->setText(tr("%1 words, %2 distinct · %3 heads of size %4")
                           .arg(r.tokens.size())
                           .arg(r.vocabulary.size())
                           .arg(r.headWeights.size())
                           .arg(r.headDim));
}

void MainWindow::showError(const QString& message) {
    statusBar()->showMessage(
        tr("Not applied: %1 The figure still shows the previous input.").arg(message));
    syncControls();
}

void MainWindow::closeEvent(QCloseEvent* event) {
    QSettings().setValue(QStringLiteral("window/geometry"), saveGeometry());
    QMainWindow::closeEvent(event);
}

bool MainWindow::openModel(const QString& dir) {
    if (VisionDocument::isVitDirectory(dir)) {
        m_tabs->setCurrentWidget(m_visionPage);
        if (m_visionPage->openModel(dir)) return true;
        m_modelError = m_visionPage->document()->errorString();
        return false;
    }
    if (CaptionDocument::isCaptionerDirectory(dir)) {
        m_tabs->setCurrentWidget(m_captionPage);
        if (m_captionPage->openModel(dir)) return true;
        m_modelError = m_captionPage->document()->errorString();
        return false;
    }
    if (isTranslatorDirectory(dir.toStdString())) {
        m_tabs->setCurrentWidget(m_translatorPage);
        if (m_translatorPage->openModel(dir)) return true;
        m_modelError = m_translatorPage->document()->errorString();
        return false;
    }
    m_tabs->setCurrentWidget(m_modelPage);
    if (m_modelPage->document()->loadModel(dir)) return true;
    m_modelError = m_modelPage->document()->errorString();
    return false;
}

void MainWindow::reportStartupProblems(const QStringList& problems) {
    if (problems.isEmpty()) return;
    auto* box = new QMessageBox(QMessageBox::Warning, tr("AttentionLab"),
                                tr("The window is open, but this could not be opened:"),
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("startupProblems"));
    box->setInformativeText(problems.join(QStringLiteral("\n\n")));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::addPage(Page* page) {
    m_tabs->addTab(page, tabTitle(tabTable().at(std::size_t(m_tabs->count()))));
    connect(page, &Page::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message); });
}

bool MainWindow::openLongText(const QString& path, QString* problem) {
    m_tabs->setCurrentWidget(m_modelPage);
    return m_modelPage->openLongText(path, problem);
}

bool MainWindow::showTab(const QString& name) {
    const int index = int(tabNames().indexOf(name));
    if (index < 0 || index >= m_tabs->count()) return false;
    m_tabs->setCurrentIndex(index);
    return true;
}

void MainWindow::setBaseFontPointSize(double points) {
    m_textPoints = FontRange::clamp(points);
    // The desktop's font as the application started, scaled as the figures are.
    static const QFont desktop = QApplication::font();
    QFont font = desktop;
    font.setPointSizeF(desktop.pointSizeF() * m_textPoints / FontRange::kDefault);
    QApplication::setFont(font); // dialogs, menus and tooltips
    setFont(font); // every control of the window, also those the platform gives a font
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto* page = qobject_cast<Page*>(m_tabs->widget(i)))
            page->setBaseFontPointSize(m_textPoints);
    letControlsGiveWay(this); // the widths they may shrink to follow the font
}

Page* MainWindow::currentPage() const {
    return qobject_cast<Page*>(m_tabs->currentWidget());
}

void MainWindow::increaseFontSize() {
    for (double step : kFontSteps)
        if (step > m_textPoints + 0.01) return setBaseFontPointSize(step);
}

void MainWindow::decreaseFontSize() {
    for (auto it = std::rbegin(kFontSteps); it != std::rend(kFontSteps); ++it)
        if (*it < m_textPoints - 0.01) return setBaseFontPointSize(*it);
}

void MainWindow::resetFontSize() {
    setBaseFontPointSize(FontRange::kDefault);
}

void MainWindow::exportFigureInteractively() {
    const QString csv = tr("Matrix as CSV text (*.csv)"), npy = tr("Matrix as NumPy array (*.npy)");
    Page* page = currentPage();
    QStringList filters = figureFileFilters();
    if (page && page->hasMatrix()) filters << csv << npy;
    QString filter = filters.front();
    const QString start = m_lastExportPath.isEmpty()
                              ? QDir::home().filePath(QStringLiteral("attention.png"))
                              : m_lastExportPath;
    QString path =
        QFileDialog::getSaveFileName(this, tr("Export figure"), start, filters.join(";;"), &filter);
    if (path.isEmpty()) return;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (page && page->hasMatrix() &&
        (filter == csv || filter == npy || suffix == QLatin1String("csv") ||
         suffix == QLatin1String("npy"))) {
        if (suffix != QLatin1String("csv") && suffix != QLatin1String("npy"))
            path += filter == npy ? QStringLiteral(".npy") : QStringLiteral(".csv");
        const QString error = page->exportMatrix(path);
        if (!error.isEmpty()) {
            QMessageBox::warning(this, tr("Export matrix"),
                                 tr("The matrix was not saved: %1.").arg(error));
            return;
        }
        m_lastExportPath = path;
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
        return;
    }
    path = withFigureSuffix(path, filter);
    QCustomPlot* plot = page ? page->exportPlot() : m_figure;
    if (!plot) {
        QMessageBox::warning(this, tr("Export figure"), tr("This page has no figure to export."));
        return;
    }
    m_lastExportOptions.fontPoints = m_textPoints; // the text as the window shows it now
    if (!saveFigureAs(this, *plot, path, m_lastExportOptions)) return;
    m_lastExportPath = path;
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
}

} // namespace attn::ui
