// SPDX-License-Identifier: GPL-3.0-or-later
// The window's tabs, in order, written once: the name files and the command line use, the
// title the tab bar shows, the views and settings a lesson step may give it, and how a page of
// it is made away from the window (a lesson's figure, Present mode, a handout). The window,
// the lessons, the languages menu's rebuild and `--tab` read this table.
#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

class QWidget;

namespace attn::ui {

class AttentionDocument;
class Page;

struct TabInfo {
    QString name;      ///< "explorer", "positional", … (lesson files, --tab)
    const char* title; ///< untranslated, in the context "attn::ui::MainWindow"; tabTitle()
    QStringList (*views)();
    /// An empty string when settings (a lesson step's, for view) are ones the tab applies,
    /// else what is wrong, in the interface's language.
    QString (*checkSettings)(const QString& view, const QJsonObject& settings);
    /// A page of the tab, owned by parent. The one-hot page shows overview, the document the
    /// window's toolbar and the command line set; with nullptr it makes its own, as every other
    /// tab's page does.
    Page* (*makePage)(QWidget* parent, AttentionDocument* overview);
};

/// Every tab, in the window's order.
const std::vector<TabInfo>& tabTable();

/// The tab called name, or nullptr.
const TabInfo* findTab(const QString& name);

/// Every tab's name, in the window's order.
QStringList tabNames();

/// The tab's title in the interface's language, with its & shortcut.
QString tabTitle(const TabInfo& tab);

} // namespace attn::ui
