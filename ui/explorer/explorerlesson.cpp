// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/explorerlesson.h"

#include "ui/common/jsonfields.h"
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerpage.h"
#include "ui/explorer/explorerstepsfigure.h"
#include "ui/plotkit/colormaps.h"

#include <QJsonArray>
#include <QTabWidget>

namespace attn::ui {

QStringList explorerViewNames() {
    return {QStringLiteral("heatmap"), QStringLiteral("grid"), QStringLiteral("steps"),
            QStringLiteral("lines"), QStringLiteral("compare")};
}

QString explorerStateFromJson(const QJsonObject& json, ExplorerLessonState& out) {
    ExplorerLessonState state;
    state.settings = ExplorerDocument::defaultSettings();
    ExplorerSettings& s = state.settings;
    JsonFields f(json);
    f.text("text", s.text);
    f.text("crossText", s.crossText);
    const auto parse = [](const QString& name, auto& value) { return fromName(name, value); };
    f.named("tokenizer", s.tokenizer, tokenizerNames(), parse);
    f.named("embedding", s.embedding, embeddingNames(), parse);
    f.integer("modelDim", s.modelDim, 1, kExplorerMaxModelDim);
    int layer = s.modelLayer + 1;
    f.integer("modelLayer", layer, 0, 1000);
    s.modelLayer = layer - 1;
    f.unsignedInteger("seed", s.seed);
    f.named("kind", s.kind, kindNames(), parse);
    f.named("score", s.score, scoreNames(), parse);
    f.integer("heads", s.heads, 1, kExplorerMaxHeads);
    f.integer("headDim", s.headDim, 1, kExplorerMaxHeadDim);
    f.number("temperature", s.temperature, 0.01, 100);
    f.integer("padTo", s.padTo, 0, kExplorerMaxTokens);
    f.named("aggregation", s.aggregation, aggregationNames(), parse);
    f.named("show", state.show, matrixKindNames(), parse);
    f.integer("head", state.head, 1, kExplorerMaxHeads);
    f.integer("row", state.row, 0, kExplorerMaxTokens);
    f.integer("step", state.step, 1, ExplorerStepsFigure::kSteps);
    QStringList maps;
    for (ColorMap map : allColorMaps())
        maps << colorMapName(map);
    f.choice("colorMap", state.colorMap, maps);
    if (QString error = f.error(); !error.isEmpty()) return error;
    if (state.head > s.heads)
        return JsonFields::tr("“head” must be from 1 to the %1 heads, not %2")
            .arg(s.heads)
            .arg(state.head);
    out = state;
    return {};
}

QJsonObject explorerStateToJson(const ExplorerLessonState& state) {
    const ExplorerSettings& s = state.settings;
    return QJsonObject{
        {QStringLiteral("text"), s.text},
        {QStringLiteral("crossText"), s.crossText},
        {QStringLiteral("tokenizer"), tokenizerName(s.tokenizer)},
        {QStringLiteral("embedding"), embeddingName(s.embedding)},
        {QStringLiteral("modelDim"), s.modelDim},
        {QStringLiteral("modelLayer"), s.modelLayer + 1},
        {QStringLiteral("seed"), double(s.seed)},
        {QStringLiteral("kind"), kindName(s.kind)},
        {QStringLiteral("score"), scoreName(s.score)},
        {QStringLiteral("heads"), s.heads},
        {QStringLiteral("headDim"), s.headDim},
        {QStringLiteral("temperature"), s.temperature},
        {QStringLiteral("padTo"), s.padTo},
        {QStringLiteral("aggregation"), aggregationName(s.aggregation)},
        {QStringLiteral("show"), matrixKindName(state.show)},
        {QStringLiteral("head"), state.head},
        {QStringLiteral("row"), state.row},
        {QStringLiteral("step"), state.step},
        {QStringLiteral("colorMap"), state.colorMap},
    };
}

// --- the page as a lesson step ---

QString ExplorerPage::lessonView() const {
    return explorerViewNames().value(m_views->indexOf(m_views->currentWidget()));
}

QJsonObject ExplorerPage::lessonState() const {
    ExplorerLessonState state;
    state.settings = m_document->settings();
    state.settings.customQ = state.settings.customK = state.settings.customV = {};
    state.show = m_document->matrixKind();
    state.head = m_document->currentHead() + 1;
    state.row = m_document->highlightedRow() + 1;
    state.step = m_steps->step() + 1;
    state.colorMap = colorMapName(m_document->colorMap());
    return explorerStateToJson(state);
}

QString ExplorerPage::applyLessonState(const QString& view, const QJsonObject& json) {
    const int index = int(explorerViewNames().indexOf(view));
    if (index < 0)
        return tr("the explorer has no view “%1” (known: %2)")
            .arg(view, explorerViewNames().join(QStringLiteral(", ")));
    ExplorerLessonState state;
    if (QString error = explorerStateFromJson(json, state); !error.isEmpty()) return error;
    if (m_document->settings() != state.settings && !m_document->setSettings(state.settings))
        return m_document->errorString();
    m_document->setMatrixKind(state.show);
    m_document->setCurrentHead(state.head - 1);
    m_document->setHighlightedRow(state.row - 1);
    m_document->setColorMap(colorMapFromName(state.colorMap));
    m_views->setCurrentIndex(index);
    m_steps->setStep(state.step - 1);
    return {};
}

QWidget* ExplorerPage::lessonFigure() {
    return m_views->currentWidget();
}

} // namespace attn::ui
