// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessonstage.h"

#include "ui/caption/captionpage.h"
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerpage.h"
#include "ui/lectures/lecturespage.h"
#include "ui/model/modelpage.h"
#include "ui/overview/onehotpage.h"
#include "ui/positional/positionalpage.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/page.h"
#include "ui/translator/translatorpage.h"
#include "ui/vision/visionpage.h"

#include <QCoreApplication>
#include <QTabWidget>
#include <qcustomplot.h>

namespace attn::ui {

Page* createLessonPage(const QString& tab, QWidget* parent) {
    if (tab == QLatin1String("explorer")) {
        auto* page = new ExplorerPage(new ExplorerDocument(parent), parent);
        page->document()->setParent(page);
        return page;
    }
    if (tab == QLatin1String("positional")) return new PositionalPage(parent);
    if (tab == QLatin1String("lectures")) return new LecturesPage(parent);
    if (tab == QLatin1String("one-hot")) return new OneHotPage(nullptr, parent);
    if (tab == QLatin1String("model")) return new ModelPage(parent);
    if (tab == QLatin1String("translator")) return new TranslatorPage(parent);
    if (tab == QLatin1String("captions")) return new CaptionPage(parent);
    if (tab == QLatin1String("vision")) return new VisionPage(parent);
    return nullptr;
}

QString applyLessonStep(Page& page, const LessonStep& step, int stage) {
    if (!step.problem.isEmpty()) return step.problem;
    return page.applyLessonState(step.view, step.settingsAt(stage));
}

QWidget* lessonFigureOf(Page& page) {
    if (QWidget* figure = page.lessonFigure()) return figure;
    return page.exportPlot();
}

QList<QWidget*> hideAllButFigure(Page& page, QWidget* figure) {
    QList<QWidget*> hidden;
    for (QWidget* kept = figure; kept && kept != &page; kept = kept->parentWidget()) {
        QWidget* holder = kept->parentWidget();
        if (!holder) break;
        for (QWidget* sibling :
             holder->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly)) {
            if (sibling == kept || sibling->isWindow()) continue;
            if (!sibling->isHidden()) hidden << sibling;
            sibling->hide();
        }
        kept->show();
    }
    return hidden;
}

Page* windowPage(const MainWindow& window, const QString& tab) {
    const int index = int(MainWindow::tabNames().indexOf(tab));
    return index < 0 ? nullptr : qobject_cast<Page*>(window.tabs()->widget(index));
}

QString showLessonStepInWindow(MainWindow& window, const LessonStep& step, int stage) {
    if (!step.problem.isEmpty()) return step.problem;
    Page* page = windowPage(window, step.tab);
    if (!page) return LessonText::tr("the window has no tab “%1”").arg(step.tab);
    const QString error = applyLessonStep(*page, step, stage);
    if (error.isEmpty()) window.showTab(step.tab);
    return error;
}

LessonStep captureLessonStep(const MainWindow& window) {
    LessonStep step;
    step.tab = MainWindow::tabNames().value(window.tabs()->currentIndex());
    auto* page = qobject_cast<Page*>(window.tabs()->currentWidget());
    step.view = page ? page->lessonView() : QString();
    if (step.view.isEmpty() || !lessonTabNames().contains(step.tab)) {
        step.problem = LessonText::tr("the tab “%1” cannot be a lesson step yet (lessons show: %2)")
                           .arg(window.tabs()->tabText(window.tabs()->currentIndex()).remove('&'),
                                lessonTabNames().join(QStringLiteral(", ")));
        return step;
    }
    step.settings = page->lessonState();
    step.title = window.tabs()->tabText(window.tabs()->currentIndex()).remove('&') +
                 QStringLiteral(": ") + step.view;
    checkStep(step);
    return step;
}

} // namespace attn::ui
