// SPDX-License-Identifier: GPL-3.0-or-later
// The main window in another language: View > Language and the rebuild it causes.
#include "ui/caption/captiondocument.h"
#include "ui/caption/captionpage.h"
#include "ui/common/page.h"
#include "ui/common/showsdata.h"
#include "ui/lessons/lessondocument.h"
#include "ui/lessons/lessonmenu.h"
#include "ui/lessons/lessonpanel.h"
#include "ui/model/modeldocument.h"
#include "ui/model/modelpage.h"
#include "ui/shell/language.h"
#include "ui/shell/mainwindow.h"
#include "ui/translator/translatordocument.h"
#include "ui/translator/translatorpage.h"

#include <QActionGroup>
#include <QEvent>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>

#include <utility>
#include <vector>

namespace attn::ui {

namespace {

/// What a rebuild gives back to the new interface.
struct WindowState {
    int tab = 0;
    std::vector<std::pair<QString, QJsonObject>> pages; ///< lesson view and state, per tab
    QString modelDir, modelText, translatorDir, translatorText, captionDir;
    Lesson lesson;
    QString lessonPath;
    bool lessonModified = false, lessonPanelShown = false;
};

} // namespace

void MainWindow::createLanguageMenu(QMenu* view) {
    QMenu* menu = view->addMenu(tr("Lan&guage"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    markShowsData(menu); // each language in its own words
    auto* group = new QActionGroup(menu);
    for (const QString& code : Language::codes()) {
        QAction* action = menu->addAction(Language::nativeName(code));
        action->setObjectName(QStringLiteral("language_") + code);
        action->setData(code);
        action->setCheckable(true);
        action->setChecked(code == Language::current());
        group->addAction(action);
        connect(action, &QAction::triggered, this, [code] {
            Language::savePreferredLanguage(code);
            Language::setLanguage(code);
        });
    }
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && m_tabs && !m_retranslateQueued) {
        // Translators are removed and installed one by one, each with its own event: the
        // rebuild waits until they are all in place, and never runs inside an event handler
        // of a widget it deletes.
        m_retranslateQueued = true;
        QMetaObject::invokeMethod(this, &MainWindow::retranslate, Qt::QueuedConnection);
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate() {
    m_retranslateQueued = false;
    if (Language::current() == m_language) return;
    WindowState state;
    state.tab = m_tabs->currentIndex();
    for (int i = 0; i < m_tabs->count(); ++i) {
        const auto* page = qobject_cast<const Page*>(m_tabs->widget(i));
        if (page)
            state.pages.emplace_back(page->lessonView(), page->lessonState());
        else
            state.pages.emplace_back();
    }
    state.modelDir = m_modelPage->document()->modelDir();
    state.modelText = m_modelPage->document()->text();
    state.translatorDir = m_translatorPage->document()->modelDir();
    state.translatorText = m_translatorPage->document()->text();
    state.captionDir = m_captionPage->document()->modelDir();
    if (auto* lessons = findChild<LessonMenu*>()) {
        state.lesson = lessons->lesson();
        state.lessonPath = lessons->document()->path();
        state.lessonModified = lessons->document()->isModified();
        state.lessonPanelShown = lessons->panel()->isVisible();
        delete lessons->panel(); // a dock widget of the window
        delete lessons;
    }

    const bool updates = updatesEnabled();
    setUpdatesEnabled(false);
    delete takeCentralWidget(); // the tabs, their pages and documents
    removeToolBar(m_settingsBar);
    delete m_settingsBar;
    delete menuBar(); // menuBar() makes a new one
    statusBar()->removeWidget(m_summary);
    delete m_summary;
    statusBar()->clearMessage();
    buildInterface();
    setBaseFontPointSize(m_textPoints);

    if (!state.modelDir.isEmpty() && state.modelDir != m_modelPage->document()->modelDir())
        m_modelPage->document()->loadModel(state.modelDir);
    if (state.modelText != m_modelPage->document()->text())
        m_modelPage->document()->setText(state.modelText);
    if (!state.translatorDir.isEmpty() &&
        state.translatorDir != m_translatorPage->document()->modelDir())
        m_translatorPage->openModel(state.translatorDir);
    if (state.translatorText != m_translatorPage->document()->text())
        m_translatorPage->document()->setText(state.translatorText);
    if (!state.captionDir.isEmpty() && state.captionDir != m_captionPage->document()->modelDir())
        m_captionPage->openModel(state.captionDir);
    for (int i = 0; i < m_tabs->count() && i < int(state.pages.size()); ++i) {
        auto* page = qobject_cast<Page*>(m_tabs->widget(i));
        const auto& [view, settings] = state.pages[std::size_t(i)];
        if (page && !view.isEmpty()) page->applyLessonState(view, settings);
    }
    if (auto* lessons = findChild<LessonMenu*>()) {
        LessonDocument* lesson = lessons->document();
        if (state.lessonModified) {
            // Unsaved changes stay unsaved: setTitle marks the lesson modified.
            Lesson renamed = state.lesson;
            renamed.title += QLatin1Char(' ');
            lesson->setLesson(renamed, state.lessonPath);
            lesson->setTitle(state.lesson.title);
        } else {
            lesson->setLesson(state.lesson, state.lessonPath);
        }
        if (state.lessonPanelShown) lessons->panel()->show();
    }
    m_tabs->setCurrentIndex(state.tab);
    setUpdatesEnabled(updates);
}

} // namespace attn::ui
