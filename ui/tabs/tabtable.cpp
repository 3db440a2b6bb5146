// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tabs/tabtable.h"

#include "ui/caption/captionlesson.h"
#include "ui/caption/captionpage.h"
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerlesson.h"
#include "ui/explorer/explorerpage.h"
#include "ui/lectures/lecturedemo.h"
#include "ui/lectures/lecturelesson.h"
#include "ui/lectures/lecturespage.h"
#include "ui/model/modellesson.h"
#include "ui/model/modelpage.h"
#include "ui/overview/onehotpage.h"
#include "ui/positional/positionalfigures.h"
#include "ui/positional/positionallesson.h"
#include "ui/positional/positionalpage.h"
#include "ui/translator/translatorlesson.h"
#include "ui/translator/translatorpage.h"
#include "ui/vision/visionlesson.h"
#include "ui/vision/visionpage.h"

#include <QCoreApplication>

namespace attn::ui {

namespace {

/// A check of a lesson's settings that reads them into the tab's State with read.
template <typename State, QString (*read)(const QJsonObject&, State&)>
QString readInto(const QString&, const QJsonObject& settings) {
    State state;
    return read(settings, state);
}

QStringList lectureNames() {
    QStringList names;
    for (const LectureDemoInfo& demo : lectureDemos())
        names << demo.name;
    return names;
}

Page* makeOneHot(QWidget* parent, AttentionDocument* overview) {
    return new OneHotPage(overview, parent);
}

Page* makeExplorer(QWidget* parent, AttentionDocument*) {
    auto* page = new ExplorerPage(new ExplorerDocument(parent), parent);
    page->document()->setParent(page);
    return page;
}

template <typename P> Page* make(QWidget* parent, AttentionDocument*) {
    return new P(parent);
}

} // namespace

const std::vector<TabInfo>& tabTable() {
    static const std::vector<TabInfo> tabs = {
        {QStringLiteral("one-hot"), QT_TRANSLATE_NOOP("attn::ui::MainWindow", "&One-hot and heads"),
         oneHotViewNames, readInto<FigureSettings, oneHotSettingsFromJson>, makeOneHot},
        {QStringLiteral("explorer"),
         QT_TRANSLATE_NOOP("attn::ui::MainWindow", "&Attention explorer"), explorerViewNames,
         readInto<ExplorerLessonState, explorerStateFromJson>, makeExplorer},
        {QStringLiteral("model"), QT_TRANSLATE_NOOP("attn::ui::MainWindow", "&Language model"),
         modelViewNames, readInto<ModelLessonState, modelStateFromJson>, make<ModelPage>},
        {QStringLiteral("translator"), QT_TRANSLATE_NOOP("attn::ui::MainWindow", "T&ranslator"),
         translatorViewNames, readInto<TranslatorLessonState, translatorStateFromJson>,
         make<TranslatorPage>},
        {QStringLiteral("positional"),
         QT_TRANSLATE_NOOP("attn::ui::MainWindow", "&Positional encodings"), positionalViewNames,
         readInto<PositionalSettings, positionalSettingsFromJson>, make<PositionalPage>},
        {QStringLiteral("lectures"), QT_TRANSLATE_NOOP("attn::ui::MainWindow", "L&ectures"),
         lectureNames, checkLectureLessonState, make<LecturesPage>},
        {QStringLiteral("captions"), QT_TRANSLATE_NOOP("attn::ui::MainWindow", "&Captions"),
         captionViewNames, readInto<CaptionLessonState, captionStateFromJson>, make<CaptionPage>},
        {QStringLiteral("vision"), QT_TRANSLATE_NOOP("attn::ui::MainWindow", "&Vision"),
         visionLessonViewNames, readInto<VisionLessonState, visionStateFromJson>, make<VisionPage>},
    };
    return tabs;
}

const TabInfo* findTab(const QString& name) {
    for (const TabInfo& tab : tabTable())
        if (tab.name == name) return &tab;
    return nullptr;
}

QStringList tabNames() {
    QStringList names;
    for (const TabInfo& tab : tabTable())
        names << tab.name;
    return names;
}

QString tabTitle(const TabInfo& tab) {
    return QCoreApplication::translate("attn::ui::MainWindow", tab.title);
}

} // namespace attn::ui
