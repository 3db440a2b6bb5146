// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/lecturelesson.h"

#include "ui/common/jsonfields.h"
#include "ui/lectures/cost/costdemo.h"
#include "ui/lectures/cost/costdocument.h"
#include "ui/lectures/dictionary/dictionarydemo.h"
#include "ui/lectures/dictionary/dictionarydocument.h"
#include "ui/lectures/gat/gatdemo.h"
#include "ui/lectures/gat/gatdocument.h"
#include "ui/lectures/gat/gatfigure.h"
#include "ui/lectures/lecturespage.h"
#include "ui/lectures/pooling/poolingdemo.h"
#include "ui/lectures/pooling/poolingdocument.h"
#include "ui/lectures/ran/randemo.h"
#include "ui/lectures/ran/randocument.h"
#include "ui/lectures/scores/scoresdemo.h"
#include "ui/lectures/scores/scoresdocument.h"
#include "ui/lectures/seq2seq/seq2seqdemo.h"
#include "ui/lectures/sqrtd/sqrtddemo.h"
#include "ui/lectures/sqrtd/sqrtddocument.h"
#include "ui/translator/translatordocument.h"

#include <functional>
#include <map>

namespace attn::ui {

namespace {

/// One demonstration's settings type S read from JSON, written to JSON, taken from and handed
/// to its document.
struct DemoState {
    std::function<QString(const QJsonObject&)> check;
    std::function<QJsonObject(LectureDemo&)> state;
    std::function<QString(LectureDemo&, const QJsonObject&)> apply;
};

template <class Demo, class S>
DemoState demoState(QString (*read)(const QJsonObject&, S&), QJsonObject (*write)(const S&),
                    QString (*hand)(Demo&, const S&), S (*take)(Demo&)) {
    DemoState entry;
    entry.check = [read](const QJsonObject& json) {
        S s;
        return read(json, s);
    };
    entry.state = [write, take](LectureDemo& demo) {
        auto* typed = qobject_cast<Demo*>(&demo);
        return typed ? write(take(*typed)) : QJsonObject{};
    };
    entry.apply = [read, hand](LectureDemo& demo, const QJsonObject& json) {
        auto* typed = qobject_cast<Demo*>(&demo);
        if (!typed) return QStringLiteral("internal: another demonstration");
        S s;
        if (QString error = read(json, s); !error.isEmpty()) return error;
        return hand(*typed, s);
    };
    return entry;
}

/// The document's message when it did not take the settings.
template <class Document, class S> QString handTo(Document& document, const S& s) {
    return document.setSettings(s) ? QString() : document.errorString();
}

QString readPooling(const QJsonObject& json, PoolingSettings& s) {
    using S = PoolingSettings;
    JsonFields f(json);
    f.number("sigma", s.sigma, S::kMinSigma, S::kMaxSigma);
    f.integer("samples", s.samples, S::kMinSamples, S::kMaxSamples);
    f.number("noise", s.noise, 0, S::kMaxNoise);
    f.number("w", s.w, S::kMinW, S::kMaxW);
    f.unsignedInteger("seed", s.seed);
    f.flag("showParametric", s.showParametric);
    return f.error();
}

QJsonObject writePooling(const PoolingSettings& s) {
    return {{QStringLiteral("sigma"), s.sigma},
            {QStringLiteral("samples"), s.samples},
            {QStringLiteral("noise"), s.noise},
            {QStringLiteral("w"), s.w},
            {QStringLiteral("seed"), double(s.seed)},
            {QStringLiteral("showParametric"), s.showParametric}};
}

QString readScores(const QJsonObject& json, ScoresSettings& s) {
    const int tokens = ScoreComparisonSettings::kMaxTokens, dim = ScoresSettings::kMaxShownDim;
    JsonFields f(json);
    f.integer("queries", s.sizes.queries, 1, tokens);
    f.integer("keys", s.sizes.keys, 1, tokens);
    f.integer("dq", s.sizes.queryDim, 1, dim);
    f.integer("dk", s.sizes.keyDim, 1, dim);
    f.integer("hidden", s.sizes.hidden, 1, dim);
    f.unsignedInteger("seed", s.sizes.seed);
    f.flag("showWeights", s.showWeights);
    return f.error();
}

QJsonObject writeScores(const ScoresSettings& s) {
    return {{QStringLiteral("queries"), s.sizes.queries},
            {QStringLiteral("keys"), s.sizes.keys},
            {QStringLiteral("dq"), s.sizes.queryDim},
            {QStringLiteral("dk"), s.sizes.keyDim},
            {QStringLiteral("hidden"), s.sizes.hidden},
            {QStringLiteral("seed"), double(s.sizes.seed)},
            {QStringLiteral("showWeights"), s.showWeights}};
}

QString readSqrtD(const QJsonObject& json, SqrtDSettings& s) {
    JsonFields f(json);
    f.integer("dim", s.dim, 1, SqrtDSettings::kMaxDim);
    f.integer("draws", s.draws, SqrtDSettings::kMinDraws, SqrtDSettings::kMaxDraws);
    f.unsignedInteger("seed", s.seed);
    return f.error();
}

QJsonObject writeSqrtD(const SqrtDSettings& s) {
    return {{QStringLiteral("dim"), s.dim},
            {QStringLiteral("draws"), s.draws},
            {QStringLiteral("seed"), double(s.seed)}};
}

QString readDictionary(const QJsonObject& json, DictionarySettings& s) {
    JsonFields f(json);
    f.text("query", s.query);
    f.number("temperature", s.temperature, DictionarySettings::kMinTemperature,
             DictionarySettings::kMaxTemperature);
    return f.error();
}

QJsonObject writeDictionary(const DictionarySettings& s) {
    return {{QStringLiteral("query"), s.query}, {QStringLiteral("temperature"), s.temperature}};
}

/// The graph's settings and the head its edges and matrix show (from 1).
struct GatState {
    GatSettings settings;
    int head = 1;
};

QString readGat(const QJsonObject& json, GatState& state) {
    GatSettings& s = state.settings;
    JsonFields f(json);
    f.integer("inFeatures", s.inFeatures, 1, GatSettings::kMaxFeatures);
    f.integer("outFeatures", s.outFeatures, 1, GatSettings::kMaxFeatures);
    f.integer("heads", s.heads, 1, GatSettings::kMaxHeads);
    QString aggregation = s.aggregation == GatAggregation::Average ? QStringLiteral("average")
                                                                   : QStringLiteral("concat");
    f.choice("aggregation", aggregation, {QStringLiteral("concat"), QStringLiteral("average")});
    s.aggregation =
        aggregation == QLatin1String("average") ? GatAggregation::Average : GatAggregation::Concat;
    f.unsignedInteger("seed", s.seed);
    f.integer("head", state.head, 1, GatSettings::kMaxHeads);
    if (f.error().isEmpty() && state.head > s.heads)
        return JsonFields::tr("“head” must be from 1 to the %1 heads, not %2")
            .arg(s.heads)
            .arg(state.head);
    return f.error();
}

QJsonObject writeGat(const GatState& state) {
    const GatSettings& s = state.settings;
    return {{QStringLiteral("inFeatures"), s.inFeatures},
            {QStringLiteral("outFeatures"), s.outFeatures},
            {QStringLiteral("heads"), s.heads},
            {QStringLiteral("aggregation"), s.aggregation == GatAggregation::Average
                                                ? QStringLiteral("average")
                                                : QStringLiteral("concat")},
            {QStringLiteral("seed"), double(s.seed)},
            {QStringLiteral("head"), state.head}};
}

QString readCost(const QJsonObject& json, CostSettings& s) {
    using S = CostSettings;
    JsonFields f(json);
    f.integer("d", s.d, 1, S::kLargestD);
    f.integer("kernel", s.kernel, 1, S::kLargestKernel);
    f.integer("minN", s.minN, S::kSmallestN, S::kLargestN);
    f.integer("maxN", s.maxN, S::kSmallestN, S::kLargestN);
    if (f.error().isEmpty() && s.maxN < s.minN)
        return JsonFields::tr("“maxN” (%1) must not be below “minN” (%2)").arg(s.maxN).arg(s.minN);
    return f.error();
}

QJsonObject writeCost(const CostSettings& s) {
    return {{QStringLiteral("d"), s.d},
            {QStringLiteral("kernel"), s.kernel},
            {QStringLiteral("minN"), s.minN},
            {QStringLiteral("maxN"), s.maxN}};
}

QString readRan(const QJsonObject& json, RanSettings& s) {
    JsonFields f(json);
    f.integer("tokens", s.tokens, 1, RanSettings::kMaxTokens);
    f.integer("window", s.window, 1, RanSettings::kMaxTokens);
    f.integer("dimension", s.dimension, 1, RanSettings::kMaxDimension);
    f.unsignedInteger("seed", s.seed);
    return f.error();
}

QJsonObject writeRan(const RanSettings& s) {
    return {{QStringLiteral("tokens"), s.tokens},
            {QStringLiteral("window"), s.window},
            {QStringLiteral("dimension"), s.dimension},
            {QStringLiteral("seed"), double(s.seed)}};
}

/// The sentence and decoding step of the seq2seq demonstration.
struct Seq2seqState {
    QString text;
    int step = 1;
};

QString readSeq2seq(const QJsonObject& json, Seq2seqState& s) {
    JsonFields f(json);
    f.text("text", s.text);
    f.integer("step", s.step, 1, 1000);
    return f.error();
}

QJsonObject writeSeq2seq(const Seq2seqState& s) {
    return {{QStringLiteral("text"), s.text}, {QStringLiteral("step"), s.step}};
}

QString handSeq2seq(Seq2seqDemo& demo, const Seq2seqState& s) {
    TranslatorDocument& document = *demo.document();
    if (!document.hasTranslation())
        return JsonFields::tr(
            "the sample translator sample_models/translator-bahdanau was not found");
    if (!s.text.isEmpty() && s.text != document.text() && !document.setText(s.text))
        return document.errorString();
    if (s.step > document.steps())
        return JsonFields::tr("“step” must be from 1 to %1 for this sentence, not %2")
            .arg(document.steps())
            .arg(s.step);
    document.setStep(s.step - 1);
    return {};
}

const std::map<QString, DemoState>& demoStates() {
    static const std::map<QString, DemoState> states = {
        {QStringLiteral("pooling"),
         demoState<PoolingDemo, PoolingSettings>(
             readPooling, writePooling,
             [](PoolingDemo& d, const PoolingSettings& s) { return handTo(*d.document(), s); },
             [](PoolingDemo& d) { return d.document()->settings(); })},
        {QStringLiteral("scores"),
         demoState<ScoresDemo, ScoresSettings>(
             readScores, writeScores,
             [](ScoresDemo& d, const ScoresSettings& s) { return handTo(*d.document(), s); },
             [](ScoresDemo& d) { return d.document()->settings(); })},
        {QStringLiteral("sqrt-d"),
         demoState<SqrtDDemo, SqrtDSettings>(
             readSqrtD, writeSqrtD,
             [](SqrtDDemo& d, const SqrtDSettings& s) { return handTo(*d.document(), s); },
             [](SqrtDDemo& d) { return d.document()->settings(); })},
        {QStringLiteral("dictionary"),
         demoState<DictionaryDemo, DictionarySettings>(
             readDictionary, writeDictionary,
             [](DictionaryDemo& d, const DictionarySettings& s) {
                 DictionarySettings all = d.document()->settings();
                 all.query = s.query;
                 all.temperature = s.temperature;
                 return handTo(*d.document(), all);
             },
             [](DictionaryDemo& d) { return d.document()->settings(); })},
        {QStringLiteral("gat"),
         demoState<GatDemo, GatState>(
             readGat, writeGat,
             [](GatDemo& d, const GatState& s) {
                 d.document()->setSettings(s.settings);
                 d.figure()->setShownHead(s.head - 1);
                 return QString();
             },
             [](GatDemo& d) {
                 return GatState{d.document()->settings(), d.figure()->shownHead() + 1};
             })},
        {QStringLiteral("cost"), demoState<CostDemo, CostSettings>(
                                     readCost, writeCost,
                                     [](CostDemo& d, const CostSettings& s) {
                                         d.document()->setSettings(s);
                                         d.document()->measure();
                                         return QString();
                                     },
                                     [](CostDemo& d) { return d.document()->settings(); })},
        {QStringLiteral("ran"),
         demoState<RanDemo, RanSettings>(
             readRan, writeRan,
             [](RanDemo& d, const RanSettings& s) { return handTo(*d.document(), s); },
             [](RanDemo& d) { return d.document()->settings(); })},
        {QStringLiteral("seq2seq"),
         demoState<Seq2seqDemo, Seq2seqState>(
             readSeq2seq, writeSeq2seq, handSeq2seq,
             [](Seq2seqDemo& d) {
                 return Seq2seqState{d.document()->text(), d.document()->step() + 1};
             })},
    };
    return states;
}

const DemoState* findDemo(const QString& name) {
    const auto it = demoStates().find(name);
    return it == demoStates().end() ? nullptr : &it->second;
}

} // namespace

QString checkLectureLessonState(const QString& name, const QJsonObject& json) {
    const DemoState* entry = findDemo(name);
    if (!entry) return JsonFields::tr("no demonstration called “%1”").arg(name);
    return entry->check(json);
}

QJsonObject lectureLessonState(const QString& name, LectureDemo& demo) {
    const DemoState* entry = findDemo(name);
    return entry ? entry->state(demo) : QJsonObject{};
}

QString applyLectureLessonState(const QString& name, LectureDemo& demo, const QJsonObject& json) {
    const DemoState* entry = findDemo(name);
    if (!entry) return JsonFields::tr("no demonstration called “%1”").arg(name);
    return entry->apply(demo, json);
}

// --- the page as a lesson step ---

QString LecturesPage::lessonView() const {
    const int row = m_choice->currentIndex();
    return row >= 0 && row < int(lectureDemos().size()) ? lectureDemos()[std::size_t(row)].name
                                                        : QString();
}

QJsonObject LecturesPage::lessonState() const {
    LectureDemo* shown = currentDemo();
    return shown ? lectureLessonState(lessonView(), *shown) : QJsonObject{};
}

QString LecturesPage::applyLessonState(const QString& view, const QJsonObject& settings) {
    LectureDemo* target = demo(view);
    if (!target) return tr("the Lectures tab has no demonstration “%1”").arg(view);
    if (QString error = applyLectureLessonState(view, *target, settings); !error.isEmpty())
        return error;
    showDemo(view);
    return {};
}

QWidget* LecturesPage::lessonFigure() {
    return exportPlot();
}

} // namespace attn::ui
