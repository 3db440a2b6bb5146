// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/lecturespage.h"

#include "ui/lectures/lecturedemo.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace attn::ui {

LecturesPage::LecturesPage(QWidget* parent)
    : Page(parent), m_choice(new QComboBox(this)), m_stack(new QStackedWidget(this)),
      m_demos(lectureDemos().size(), nullptr) {
    m_choice->setObjectName(QStringLiteral("lectureChoice"));
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_choice->setMaxVisibleItems(int(lectureDemos().size()));
    for (const LectureDemoInfo& info : lectureDemos()) {
        const QString title = tr(info.title.toUtf8().constData());
        m_choice->addItem(title, info.name);
        m_choice->setItemData(m_choice->count() - 1,
                              tr("%1\nattention-lab export --view %2").arg(title, info.name),
                              Qt::ToolTipRole);
    }
    auto* label = new QLabel(tr("Lect&ure:"), this);
    label->setBuddy(m_choice);
    auto* choiceRow = new QHBoxLayout;
    choiceRow->addWidget(label);
    choiceRow->addWidget(m_choice);
    choiceRow->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(choiceRow);
    layout->addWidget(m_stack, 1);
    connect(m_choice, &QComboBox::currentIndexChanged, this, &LecturesPage::showRow);
    if (m_choice->count() > 0) showRow(0);
    setBaseFontPointSize(baseFontPointSize());
}

LectureDemo* LecturesPage::demo(const QString& name) {
    const auto& infos = lectureDemos();
    for (size_t row = 0; row < infos.size(); ++row) {
        if (infos[row].name != name) continue;
        if (!m_demos[row]) {
            LectureDemo* created = infos[row].create(m_stack);
            created->setObjectName(name);
            created->setBaseFontPointSize(baseFontPointSize());
            connect(created, &LectureDemo::statusMessage, this, &Page::statusMessage);
            m_stack->addWidget(created);
            m_demos[row] = created;
        }
        return m_demos[row];
    }
    return nullptr;
}

bool LecturesPage::showDemo(const QString& name) {
    const auto& infos = lectureDemos();
    for (size_t row = 0; row < infos.size(); ++row) {
        if (infos[row].name == name) {
            m_choice->setCurrentIndex(int(row));
            return true;
        }
    }
    return false;
}

void LecturesPage::showRow(int row) {
    if (row < 0 || row >= int(lectureDemos().size())) return;
    m_stack->setCurrentWidget(demo(lectureDemos()[size_t(row)].name));
}

LabelledMatrix LecturesPage::shownNumbers() const {
    const LectureDemo* demo = currentDemo();
    return demo ? demo->shownNumbers() : LabelledMatrix{};
}

LectureDemo* LecturesPage::currentDemo() const {
    return qobject_cast<LectureDemo*>(m_stack->currentWidget());
}

QCustomPlot* LecturesPage::exportPlot() {
    LectureDemo* shown = currentDemo();
    return shown ? shown->exportPlot() : nullptr;
}

void LecturesPage::fontSizeChanged() {
    for (LectureDemo* shown : m_demos)
        if (shown) shown->setBaseFontPointSize(baseFontPointSize());
}

} // namespace attn::ui
