// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/presenterview.h"

#include "ui/lessons/presentwindow.h"
#include "ui/plotkit/style.h"

#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>

namespace attn::ui {

namespace {

QLabel* textLabel(QWidget* parent, const QString& name, double points, bool bold = false) {
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = label->font();
    font.setPointSizeF(points);
    font.setBold(bold);
    label->setFont(font);
    return label;
}

} // namespace

PresenterView::PresenterView(PresentWindow* present)
    : QWidget(present, Qt::Window), m_present(present),
      m_now(textLabel(this, QStringLiteral("presenterNow"), 20, true)),
      m_note(textLabel(this, QStringLiteral("presenterNote"), 22)),
      m_next(textLabel(this, QStringLiteral("presenterNext"), 16)),
      m_clock(textLabel(this, QStringLiteral("presenterClock"), 28, true)),
      m_tick(new QTimer(this)) {
    setObjectName(QStringLiteral("presenterView"));
    setWindowTitle(tr("Presenter view — %1").arg(present->lesson().title));
    // A Persian lesson's notes read right to left whatever the window's language.
    if (present->lesson().language == QLatin1String("fa"))
        m_note->setLayoutDirection(Qt::RightToLeft);
    QPalette grey = m_next->palette();
    grey.setColor(QPalette::WindowText, palette::kGrey);
    m_next->setPalette(grey);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_clock, 0, Qt::AlignRight);
    layout->addWidget(m_now);
    layout->addWidget(m_note, 1, Qt::AlignTop);
    layout->addWidget(m_next);
    m_started.start();
    m_tick->setInterval(1000);
    connect(m_tick, &QTimer::timeout, this, [this] { m_clock->setText(clockText()); });
    m_tick->start();
    connect(present, &PresentWindow::stepShown, this, &PresenterView::follow);
    resize(960, 600);
    follow();
}

QString PresenterView::nowText() const {
    const Lesson& lesson = m_present->lesson();
    const int step = m_present->currentStep();
    if (step < 0 || step >= lesson.steps.size()) return lesson.title;
    return tr("Step %1 of %2: %3")
        .arg(step + 1)
        .arg(lesson.steps.size())
        .arg(lesson.steps[step].title);
}

QString PresenterView::noteText() const {
    const Lesson& lesson = m_present->lesson();
    const int step = m_present->currentStep();
    return step >= 0 && step < lesson.steps.size() ? lesson.steps[step].note : QString();
}

QString PresenterView::nextText() const {
    const Lesson& lesson = m_present->lesson();
    const int step = m_present->currentStep();
    if (step < 0 || step >= lesson.steps.size()) return {};
    const LessonStep& now = lesson.steps[step];
    if (m_present->currentStage() + 1 < now.build.size())
        return tr("Next: build %1 of %2 of this step")
            .arg(m_present->currentStage() + 3)
            .arg(now.stages());
    if (step + 1 < lesson.steps.size()) return tr("Next: %1").arg(lesson.steps[step + 1].title);
    return tr("Next: the end of the lesson");
}

QString PresenterView::clockText() const {
    const qint64 seconds = m_started.elapsed() / 1000;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

void PresenterView::follow() {
    m_now->setText(nowText());
    m_note->setText(noteText());
    m_next->setText(nextText());
    m_clock->setText(clockText());
}

} // namespace attn::ui
