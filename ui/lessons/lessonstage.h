// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Showing a lesson step: on a page of the main window (the teacher's own tabs), or on a page
// made for it alone (Present mode, handouts), whose controls are then hidden.
#include "ui/lessons/lesson.h"

#include <QList>

class QTabWidget;
class QWidget;

namespace attn::ui {

class Page;

/// A new page of tab (tabNames()) for showing steps away from the window, owned by
/// parent; nullptr for a tab lessons cannot show.
Page* createLessonPage(const QString& tab, QWidget* parent);
/// Shows step at build stage (-1: the step's own settings) on page, which must be of the
/// step's tab; an empty string on success, else why (the step's problem when it has one).
QString applyLessonStep(Page& page, const LessonStep& step, int stage = -1);
/// The widget that draws page's figure: lessonFigure(), else exportPlot().
QWidget* lessonFigureOf(Page& page);
/// Hides every widget of page but figure and the widgets holding it (controls, lists, tab
/// bars), so the figure takes all of the page; returns those it hid that were shown, to show
/// them again (the page's side panel in Present mode).
QList<QWidget*> hideAllButFigure(Page& page, QWidget* figure);

/// The window's page of tab, or nullptr; tabs: the window's tabs, in tabTable()'s order.
Page* windowPage(const QTabWidget& tabs, const QString& tab);
/// Shows step in the window: its tab, view and settings; empty on success, else why.
QString showLessonStepInWindow(QTabWidget& tabs, const LessonStep& step, int stage = -1);
/// The window's current tab, view and every setting as a new step titled after the view;
/// its problem says so when the current tab cannot be a lesson step.
LessonStep captureLessonStep(const QTabWidget& tabs);

} // namespace attn::ui
