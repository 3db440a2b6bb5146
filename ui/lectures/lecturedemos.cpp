#include "ui/lectures/lecturedemo.h"

// Each demonstration's header, in the order of the list below.
#include "ui/lectures/costdemo.h"
#include "ui/lectures/dictionarydemo.h"
#include "ui/lectures/gatdemo.h"
#include "ui/lectures/poolingdemo.h"
#include "ui/lectures/randemo.h"
#include "ui/lectures/scoresdemo.h"
#include "ui/lectures/seq2seqdemo.h"
#include "ui/lectures/sqrtddemo.h"

namespace attn::ui {

const std::vector<LectureDemoInfo>& lectureDemos() {
    static const std::vector<LectureDemoInfo> demos = {
        // {name, title, create, options}: one row per demonstration.
        {QStringLiteral("pooling"), QStringLiteral("Attention pooling (Nadaraya–Watson)"),
         [](QWidget* parent) -> LectureDemo* { return new PoolingDemo(parent); },
         PoolingDemo::commandLineOptions()},
        {QStringLiteral("scores"), QStringLiteral("Score functions compared"),
         [](QWidget* parent) -> LectureDemo* { return new ScoresDemo(parent); },
         ScoresDemo::commandLineOptions()},
        {QStringLiteral("sqrt-d"), QStringLiteral("Why divide by √d"),
         [](QWidget* parent) -> LectureDemo* { return new SqrtDDemo(parent); },
         SqrtDDemo::commandLineOptions()},
        {QStringLiteral("dictionary"), QStringLiteral("Fuzzy dictionary lookup"),
         [](QWidget* parent) -> LectureDemo* { return new DictionaryDemo(parent); },
         DictionaryDemo::commandLineOptions()},
        {QStringLiteral("gat"), QStringLiteral("Graph attention (GAT)"),
         [](QWidget* parent) -> LectureDemo* { return new GatDemo(parent); },
         GatDemo::commandLineOptions()},
        {QStringLiteral("cost"), QStringLiteral("Cost of sequence layers"),
         [](QWidget* parent) -> LectureDemo* { return new CostDemo(parent); },
         CostDemo::commandLineOptions()},
        {QStringLiteral("ran"), QStringLiteral("Recurrent attention over windows"),
         [](QWidget* parent) -> LectureDemo* { return new RanDemo(parent); },
         RanDemo::commandLineOptions()},
        {QStringLiteral("seq2seq"), QStringLiteral("Seq2seq with attention, step by step"),
         [](QWidget* parent) -> LectureDemo* { return new Seq2seqDemo(parent); },
         Seq2seqDemo::commandLineOptions()},
    };
    return demos;
}

} // namespace attn::ui
