#include "ui/lectures/lecturespage.h"

#include "ui/lectures/lecturedemo.h"

#include <QFontMetrics>
#include <QHBoxLayout>
#include <QListWidget>
#include <QStackedWidget>

#include <algorithm>

namespace attn::ui {

LecturesPage::LecturesPage(QWidget* parent)
    : Page(parent), m_list(new QListWidget(this)), m_stack(new QStackedWidget(this)),
      m_demos(lectureDemos().size(), nullptr) {
    m_list->setObjectName(QStringLiteral("lectureList"));
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // wrap, never scroll
    m_list->setWordWrap(true);
    for (const LectureDemoInfo& info : lectureDemos()) {
        auto* item = new QListWidgetItem(info.title, m_list);
        item->setData(Qt::UserRole, info.name);
        item->setToolTip(tr("%1\nattention-lab export --view %2").arg(info.title, info.name));
    }
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_list);
    layout->addWidget(m_stack, 1);
    connect(m_list, &QListWidget::currentRowChanged, this, &LecturesPage::showRow);
    if (m_list->count() > 0) m_list->setCurrentRow(0);
    setBaseFontPointSize(m_fontPointSize);
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

void LecturesPage::resizeEvent(QResizeEvent* event) {
    Page::resizeEvent(event);
    fitList();
}

void LecturesPage::fitList() {
    // As wide as its longest title, but at most a fifth of the page, so the figures keep the
    // room; longer titles wrap onto a second line instead of being cut.
    const QFontMetrics metrics(m_list->font());
    int widest = 0;
    for (int i = 0; i < m_list->count(); ++i)
        widest = std::max(widest, metrics.horizontalAdvance(m_list->item(i)->text()));
    const int room = std::max(metrics.averageCharWidth() * 14, width() / 5);
    m_list->setFixedWidth(std::min(room, widest + 2 * m_list->frameWidth() + 16));
}

void LecturesPage::setBaseFontPointSize(double points) {
    m_fontPointSize = points;
    fitList();
    for (LectureDemo* shown : m_demos)
        if (shown) shown->setBaseFontPointSize(points);
}

} // namespace attn::ui
