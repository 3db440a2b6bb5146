#include "ui/lectures/lecturespage.h"

#include "ui/lectures/lecturedemo.h"

#include <QHBoxLayout>
#include <QListWidget>
#include <QStackedWidget>

namespace attn::ui {

LecturesPage::LecturesPage(QWidget* parent)
    : Page(parent), m_list(new QListWidget(this)), m_stack(new QStackedWidget(this)),
      m_demos(lectureDemos().size(), nullptr) {
    m_list->setObjectName(QStringLiteral("lectureList"));
    for (const LectureDemoInfo& info : lectureDemos()) {
        auto* item = new QListWidgetItem(info.title, m_list);
        item->setData(Qt::UserRole, info.name);
        item->setToolTip(tr("attention-lab export --view %1").arg(info.name));
    }
    m_list->setMaximumWidth(240);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_list);
    layout->addWidget(m_stack, 1);
    connect(m_list, &QListWidget::currentRowChanged, this, &LecturesPage::showRow);
    if (m_list->count() > 0) m_list->setCurrentRow(0);
}

LectureDemo* LecturesPage::demo(const QString& name) {
    const auto& infos = lectureDemos();
    for (size_t row = 0; row < infos.size(); ++row) {
        if (infos[row].name != name) continue;
        if (!m_demos[row]) {
            LectureDemo* created = infos[row].create(m_stack);
            created->setObjectName(name);
            created->setBaseFontPointSize(m_fontPointSize);
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
            m_list->setCurrentRow(int(row));
            return true;
        }
    }
    return false;
}

void LecturesPage::showRow(int row) {
    if (row < 0 || row >= int(lectureDemos().size())) return;
    m_stack->setCurrentWidget(demo(lectureDemos()[size_t(row)].name));
}

LectureDemo* LecturesPage::currentDemo() const {
    return qobject_cast<LectureDemo*>(m_stack->currentWidget());
}

QCustomPlot* LecturesPage::exportPlot() {
    LectureDemo* shown = currentDemo();
    return shown ? shown->exportPlot() : nullptr;
}

void LecturesPage::setBaseFontPointSize(double points) {
    m_fontPointSize = points;
    QFont font = m_list->font();
    font.setPointSizeF(points * 1.1);
    m_list->setFont(font);
    for (LectureDemo* shown : m_demos)
        if (shown) shown->setBaseFontPointSize(points);
}

} // namespace attn::ui
