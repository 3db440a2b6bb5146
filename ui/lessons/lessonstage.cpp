// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessonstage.h"

#include "ui/common/page.h"
#include "ui/tabs/tabtable.h"

#include <QCoreApplication>
#include <QTabWidget>
#include <qcustomplot.h>

namespace attn::ui {

Page* createLessonPage(const QString& tab, QWidget* parent) {
    const TabInfo* info = findTab(tab);
    return info ? info->makePage(parent, nullptr) : nullptr;
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

Page* windowPage(const QTabWidget& tabs, const QString& tab) {
    const int index = int(tabNames().indexOf(tab));
    return index < 0 ? nullptr : qobject_cast<Page*>(tabs.widget(index));
}

QString showLessonStepInWindow(QTabWidget& tabs, const LessonStep& step, int stage) {
    if (!step.problem.isEmpty()) return step.problem;
    Page* page = windowPage(tabs, step.tab);
    if (!page) return LessonText::tr("the window has no tab “%1”").arg(step.tab);
    const QString error = applyLessonStep(*page, step, stage);
    if (error.isEmpty()) tabs.setCurrentWidget(page);
    return error;
}

LessonStep captureLessonStep(const QTabWidget& tabs) {
    LessonStep step;
    step.tab = tabNames().value(tabs.currentIndex());
    auto* page = qobject_cast<Page*>(tabs.currentWidget());
    step.view = page ? page->lessonView() : QString();
    if (step.view.isEmpty() || !tabNames().contains(step.tab)) {
        step.problem = LessonText::tr("the tab “%1” cannot be a lesson step yet (lessons show: %2)")
                           .arg(tabs.tabText(tabs.currentIndex()).remove('&'),
                                tabNames().join(QStringLiteral(", ")));
        return step;
    }
    step.settings = page->lessonState();
    step.title = tabs.tabText(tabs.currentIndex()).remove('&') + QStringLiteral(": ") + step.view;
    checkStep(step);
    return step;
}

} // namespace attn::ui
