// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/handoutstage.h"

#include "ui/common/page.h"
#include "ui/lessons/lessonstage.h"
#include "ui/plotkit/busyhint.h"
#include "ui/plotkit/style.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace attn::ui {

HandoutStage::HandoutStage(const ExportOptions& figure)
    : m_points(figure.fontPoints > 0 ? figure.fontPoints : FontRange::kDefault) {
    m_host.setAttribute(Qt::WA_DontShowOnScreen);
    auto* layout = new QVBoxLayout(&m_host);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSizeConstraint(QLayout::SetNoConstraint); // the host never sizes itself
    m_host.resize(figure.width, figure.height);
    m_host.show();
}

HandoutStage::~HandoutStage() {
    delete m_page;
}

QCustomPlot* HandoutStage::show(const LessonStep& step, QString* problem,
                                std::optional<int> stage) {
    delete m_page;
    if (!step.problem.isEmpty()) {
        *problem = step.problem;
        return nullptr;
    }
    m_page = createLessonPage(step.tab, &m_host);
    if (!m_page) {
        *problem = HandoutText::tr("the tab “%1” has no figures for a "
                                   "handout")
                       .arg(step.tab);
        return nullptr;
    }
    m_page->setBaseFontPointSize(m_points);
    const int shown = stage.value_or(int(step.build.size()) - 1);
    if (const QString error = applyLessonStep(*m_page, step, shown); !error.isEmpty()) {
        *problem = error;
        return nullptr;
    }
    if (QWidget* figure = lessonFigureOf(*m_page)) hideAllButFigure(*m_page, figure);
    m_host.layout()->addWidget(m_page);
    m_page->show();
    settle();
    QCustomPlot* plot = m_page->exportPlot();
    if (!plot) *problem = HandoutText::tr("the view “%1” has no figure to print").arg(step.view);
    return plot;
}

void HandoutStage::settle() {
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
        bool busy = false;
        for (const BusyHint* hint : m_page->findChildren<BusyHint*>())
            busy = busy || hint->busy();
        if (!busy || clock.elapsed() > kMaxWaitMs) return;
        QThread::msleep(10);
    }
}

} // namespace attn::ui
