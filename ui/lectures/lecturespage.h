#pragma once
// The Lectures tab: the list of demonstrations on the left, the chosen one on the right.
#include "ui/shell/page.h"

class QListWidget;
class QStackedWidget;

namespace attn::ui {

class LectureDemo;

class LecturesPage : public Page {
    Q_OBJECT

  public:
    explicit LecturesPage(QWidget* parent = nullptr);

    QCustomPlot* exportPlot() override;
    double baseFontPointSize() const override { return m_fontPointSize; }
    void setBaseFontPointSize(double points) override;

    /// Shows the demonstration called name (see lectureDemos()); false for an unknown name.
    bool showDemo(const QString& name);
    /// The demonstration called name, created on first use; nullptr for an unknown name.
    LectureDemo* demo(const QString& name);
    LectureDemo* currentDemo() const;
    QListWidget* list() const { return m_list; }

  protected:
    void resizeEvent(QResizeEvent* event) override;

  private:
    void showRow(int row);
    /// The list as wide as its longest title, up to a fifth of the page (titles wrap).
    void fitList();

    QListWidget* m_list;
    QStackedWidget* m_stack;
    std::vector<LectureDemo*> m_demos; ///< per row of lectureDemos(); nullptr until shown
    double m_fontPointSize = 11;
};

} // namespace attn::ui
