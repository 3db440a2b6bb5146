// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Lectures tab: a row choosing the demonstration on top, the chosen one below it with the
// whole width of the page for its controls and figure.
#include "ui/common/page.h"

class QComboBox;
class QStackedWidget;

namespace attn::ui {

class LectureDemo;

class LecturesPage : public Page {
    Q_OBJECT

  public:
    explicit LecturesPage(QWidget* parent = nullptr);

    QCustomPlot* exportPlot() override;
    /// The current demonstration's numbers (LectureDemo::shownNumbers).
    LabelledMatrix shownNumbers() const override;
    /// Lessons: lecturelesson.cpp.
    QString lessonView() const override;
    QJsonObject lessonState() const override;
    QString applyLessonState(const QString& view, const QJsonObject& settings) override;
    QWidget* lessonFigure() override;

    /// Shows the demonstration called name (see lectureDemos()); false for an unknown name.
    bool showDemo(const QString& name);
    /// The demonstration called name, created on first use; nullptr for an unknown name.
    LectureDemo* demo(const QString& name);
    LectureDemo* currentDemo() const;

  protected:
    void fontSizeChanged() override;

  private:
    void showRow(int row);

    QComboBox* m_choice; ///< the demonstrations' titles, in the order of lectureDemos()
    QStackedWidget* m_stack;
    std::vector<LectureDemo*> m_demos; ///< per row of lectureDemos(); nullptr until shown
};

} // namespace attn::ui
