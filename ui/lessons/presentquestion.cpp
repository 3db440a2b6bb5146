// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/presentquestion.h"

#include "ui/common/page.h"
#include "ui/lessons/lesson.h"
#include "ui/lessons/lessonclaims.h"

#include <QLabel>
#include <QVBoxLayout>

namespace attn::ui {

PresentQuestion::PresentQuestion(QWidget* parent) : QWidget(parent), m_text(new QLabel(this)) {
    setObjectName(QStringLiteral("presentQuestion"));
    setAutoFillBackground(true);
    QPalette white = palette();
    white.setColor(QPalette::Window, Qt::white);
    setPalette(white);
    m_text->setObjectName(QStringLiteral("presentQuestionText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setAlignment(Qt::AlignCenter);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    hide();
}

void PresentQuestion::ask(const LessonStep& step, const Page& page) {
    m_question = step.question;
    m_answer = step.question.isEmpty() ? QString() : answerOf(step, page.shownNumbers());
    m_waiting = !m_question.isEmpty();
    m_text->setText(m_question);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
    m_text->setFont(m_big);
    setVisible(m_waiting);
}

void PresentQuestion::clear() {
    m_waiting = false;
    m_question.clear();
    m_answer.clear();
    hide();
}

void PresentQuestion::reveal() {
    m_waiting = false;
    m_text->setText(m_question + QLatin1Char('\n') + m_answer);
    m_text->setFont(m_small);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
}

QString PresentQuestion::questionText() const {
    return m_question;
}

void PresentQuestion::setTextPoints(double points) {
    m_big = m_text->font();
    m_big.setPointSizeF(points * 1.6);
    m_big.setBold(true);
    m_small = m_big;
    m_small.setPointSizeF(points);
    m_text->setFont(m_waiting ? m_big : m_small);
}

} // namespace attn::ui
