// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/explorersettings.h"

#include "core/base/check.h"

#include <algorithm>
#include <utility>
#include <vector>

#include <QCoreApplication>

namespace attn::ui {

namespace {

template <typename T> using Names = std::vector<std::pair<T, const char*>>;

const Names<Tokenizer> kTokenizers{{Tokenizer::Words, "words"},
                                   {Tokenizer::Characters, "characters"},
                                   {Tokenizer::Model, "model"}};
const Names<Embedding> kEmbeddings{
    {Embedding::OneHot, "one-hot"}, {Embedding::Random, "random"}, {Embedding::Model, "model"}};
const Names<AttentionKind> kKinds{{AttentionKind::Self, "self"},
                                  {AttentionKind::Cross, "cross"},
                                  {AttentionKind::Causal, "causal"}};
const Names<ScoreFunction> kScores{{ScoreFunction::Dot, "dot"},
                                   {ScoreFunction::ScaledDot, "scaled-dot"},
                                   {ScoreFunction::Bilinear, "bilinear"},
                                   {ScoreFunction::Additive, "additive"}};
const Names<MatrixKind> kMatrixKinds{{MatrixKind::RawScores, "raw-scores"},
                                     {MatrixKind::ScaledScores, "scaled-scores"},
                                     {MatrixKind::MaskedScores, "masked-scores"},
                                     {MatrixKind::Weights, "weights"}};
const Names<HeadAggregation> kAggregations{{HeadAggregation::Concat, "concat"},
                                           {HeadAggregation::Average, "average"}};

template <typename T> QString nameOf(const Names<T>& names, T value) {
    for (const auto& [v, name] : names)
        if (v == value) return QString::fromLatin1(name);
    return {};
}

template <typename T> bool lookUp(const Names<T>& names, const QString& name, T& out) {
    for (const auto& [v, n] : names)
        if (name.compare(QLatin1String(n), Qt::CaseInsensitive) == 0) {
            out = v;
            return true;
        }
    return false;
}

template <typename T> QStringList allOf(const Names<T>& names) {
    QStringList list;
    for (const auto& entry : names)
        list << QString::fromLatin1(entry.second);
    return list;
}

bool sameMatrix(const Eigen::MatrixXf& a, const Eigen::MatrixXf& b) {
    return a.rows() == b.rows() && a.cols() == b.cols() && (a.size() == 0 || a == b);
}

} // namespace

bool ExplorerSettings::operator==(const ExplorerSettings& o) const {
    return text == o.text && crossText == o.crossText && tokenizer == o.tokenizer &&
           embedding == o.embedding && modelDim == o.modelDim && modelLayer == o.modelLayer &&
           seed == o.seed && kind == o.kind && score == o.score && heads == o.heads &&
           headDim == o.headDim && temperature == o.temperature && padTo == o.padTo &&
           aggregation == o.aggregation && sameMatrix(customQ, o.customQ) &&
           sameMatrix(customK, o.customK) && sameMatrix(customV, o.customV);
}

void ExplorerSettings::useModelLayer(int layer) {
    modelLayer = std::max(layer, -1);
    if (layer < 0) return;
    tokenizer = Tokenizer::Model;
    kind = AttentionKind::Causal;
    padTo = 0;
}

void ExplorerSettings::checkModelLayer() const {
    if (modelLayer < 0) return;
    require(tokenizer == Tokenizer::Model,
            "the model's heads read the model's tokens; choose the model tokenizer");
    require(kind != AttentionKind::Cross && padTo == 0,
            "the model's heads attend within one text: choose self or causal attention and no "
            "padding");
}

QString tokenizerName(Tokenizer t) {
    return nameOf(kTokenizers, t);
}
QString embeddingName(Embedding e) {
    return nameOf(kEmbeddings, e);
}
QString kindName(AttentionKind k) {
    return nameOf(kKinds, k);
}
QString scoreName(ScoreFunction f) {
    return nameOf(kScores, f);
}
QString matrixKindName(MatrixKind m) {
    return nameOf(kMatrixKinds, m);
}
QString aggregationName(HeadAggregation a) {
    return nameOf(kAggregations, a);
}
bool fromName(const QString& name, Tokenizer& out) {
    return lookUp(kTokenizers, name, out);
}
bool fromName(const QString& name, Embedding& out) {
    return lookUp(kEmbeddings, name, out);
}
bool fromName(const QString& name, AttentionKind& out) {
    return lookUp(kKinds, name, out);
}
bool fromName(const QString& name, ScoreFunction& out) {
    return lookUp(kScores, name, out);
}
bool fromName(const QString& name, MatrixKind& out) {
    return lookUp(kMatrixKinds, name, out);
}
bool fromName(const QString& name, HeadAggregation& out) {
    return lookUp(kAggregations, name, out);
}
QStringList tokenizerNames() {
    return allOf(kTokenizers);
}
QStringList embeddingNames() {
    return allOf(kEmbeddings);
}
QStringList kindNames() {
    return allOf(kKinds);
}
QStringList scoreNames() {
    return allOf(kScores);
}
QStringList matrixKindNames() {
    return allOf(kMatrixKinds);
}
QStringList aggregationNames() {
    return allOf(kAggregations);
}

const QList<NoteSentence>& noteSentences() {
    static const QList<NoteSentence> sentences{
        {"000", "Russian", "Надо сдавать лабораторные до срока выполнения"},
        {"002", "Chinese", "注意力机制是一个可以处理多个输入的技术。"},
        {"002", "Chinese", "在注意力汇聚中,使用查询和键匹配在一起,实现对值的选择倾向。"},
        {"002", "Chinese", "位置编码是将位置信息编码,并作为输入的一部分。"},
        {"004", "Persian", "همانطور که مشاهده میشود، ترتیب توجه به کلمات متناسب است"},
        {"004", "Persian",
         "با توجه به اینکه طول s و h میتواند متفاوت باشد، از تابع امتیازدهی توجه افزودنی "
         "استفاده می کنیم"},
        {"004", "French", "zone économique européenne"},
    };
    return sentences;
}

QString matrixKindTitle(MatrixKind m) {
    switch (m) {
    case MatrixKind::RawScores:
        return ExplorerText::tr("raw scores");
    case MatrixKind::ScaledScores:
        return ExplorerText::tr("scaled scores");
    case MatrixKind::MaskedScores:
        return ExplorerText::tr("masked scores");
    case MatrixKind::Weights:
        return ExplorerText::tr("weights");
    }
    return {};
}

} // namespace attn::ui
