// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/lecturedemo.h"

// Each demonstration's header, in the order of the list below.
#include "ui/lectures/cost/costdemo.h"
#include "ui/lectures/dictionary/dictionarydemo.h"
#include "ui/lectures/gat/gatdemo.h"
#include "ui/lectures/pooling/poolingdemo.h"
#include "ui/lectures/ran/randemo.h"
#include "ui/lectures/scores/scoresdemo.h"
#include "ui/lectures/seq2seq/seq2seqdemo.h"
#include "ui/lectures/sqrtd/sqrtddemo.h"

namespace attn::ui {

const std::vector<LectureDemoInfo>& lectureDemos() {
    static const std::vector<LectureDemoInfo> demos = {
        // {name, title, create}: one row per demonstration; LecturesPage translates the title.
        {QStringLiteral("pooling"),
         QStringLiteral(
             QT_TRANSLATE_NOOP("attn::ui::LecturesPage", "Attention pooling (Nadaraya–Watson)")),
         [](QWidget* parent) -> LectureDemo* { return new PoolingDemo(parent); }},
        {QStringLiteral("scores"),
         QStringLiteral(QT_TRANSLATE_NOOP("attn::ui::LecturesPage", "Score functions compared")),
         [](QWidget* parent) -> LectureDemo* { return new ScoresDemo(parent); }},
        {QStringLiteral("sqrt-d"),
         QStringLiteral(QT_TRANSLATE_NOOP("attn::ui::LecturesPage", "Why divide by √d")),
         [](QWidget* parent) -> LectureDemo* { return new SqrtDDemo(parent); }},
        {QStringLiteral("dictionary"),
         QStringLiteral(QT_TRANSLATE_NOOP("attn::ui::LecturesPage", "Fuzzy dictionary lookup")),
         [](QWidget* parent) -> LectureDemo* { return new DictionaryDemo(parent); }},
        {QStringLiteral("gat"),
         QStringLiteral(QT_TRANSLATE_NOOP("attn::ui::LecturesPage", "Graph attention (GAT)")),
         [](QWidget* parent) -> LectureDemo* { return new GatDemo(parent); }},
        {QStringLiteral("cost"),
         QStringLiteral(QT_TRANSLATE_NOOP("attn::ui::LecturesPage", "Cost of sequence layers")),
         [](QWidget* parent) -> LectureDemo* { return new CostDemo(parent); }},
        {QStringLiteral("ran"),
         QStringLiteral(
             QT_TRANSLATE_NOOP("attn::ui::LecturesPage", "Recurrent attention over windows")),
         [](QWidget* parent) -> LectureDemo* { return new RanDemo(parent); }},
        {QStringLiteral("seq2seq"),
         QStringLiteral(
             QT_TRANSLATE_NOOP("attn::ui::LecturesPage", "Seq2seq with attention, step by step")),
         [](QWidget* parent) -> LectureDemo* { return new Seq2seqDemo(parent); }},
    };
    return demos;
}

} // namespace attn::ui
