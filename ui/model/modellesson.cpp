// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/modellesson.h"

#include "ui/common/jsonfields.h"
#include "ui/common/lessonpages.h"
#include "ui/model/generationview.h"
#include "ui/model/modeldocument.h"
#include "ui/model/modelpage.h"

#include <QDir>
#include <QTabWidget>

namespace attn::ui {

namespace {

/// Bounds of a layer or head number before the model is known.
constexpr int kMaxLayersOrHeads = 1000;
/// As many tokens as the Generation view's count box allows.
constexpr int kMaxLessonNewTokens = 200;

} // namespace

QStringList modelViewNames() {
    return {QStringLiteral("model-heatmap"), QStringLiteral("model-grid"),
            QStringLiteral("model-next-token"), QStringLiteral("model-logit-lens"),
            QStringLiteral("model-generation")};
}

QStringList modelLessonSamples() {
    return ModelDocument::sampleModelDirs();
}

QString modelStateFromJson(const QJsonObject& json, ModelLessonState& out) {
    ModelLessonState s;
    JsonFields f(json);
    f.text("model", s.model);
    f.text("text", s.text);
    f.integer("layer", s.layer, 1, kMaxLayersOrHeads);
    f.integer("head", s.head, 1, kMaxLayersOrHeads);
    f.flag("rollout", s.rollout);
    f.text("knockout", s.knockout);
    QString ablation = QStringLiteral("zero");
    f.text("ablation", ablation);
    f.integer("newTokens", s.newTokens, 0, kMaxLessonNewTokens);
    f.number("temperature", s.temperature, 0, 5);
    f.integer("seed", s.seed, 0, 1000000);
    f.integer("step", s.step, 1, kMaxLessonNewTokens);
    if (QString error = f.error(); !error.isEmpty()) return error;
    if (ablation != QLatin1String("zero") && ablation != QLatin1String("mean"))
        return ModelPage::tr("“ablation” must be “zero” or “mean”, not “%1”").arg(ablation);
    s.meanAblation = ablation == QLatin1String("mean");
    if (!s.model.isEmpty()) {
        QString error;
        modelDirFromLesson(s.model, modelLessonSamples(), &error);
        if (!error.isEmpty()) return error;
    }
    out = s;
    return {};
}

QJsonObject modelStateToJson(const ModelLessonState& s) {
    return {{QStringLiteral("model"), s.model},
            {QStringLiteral("text"), s.text},
            {QStringLiteral("layer"), s.layer},
            {QStringLiteral("head"), s.head},
            {QStringLiteral("rollout"), s.rollout},
            {QStringLiteral("knockout"), s.knockout},
            {QStringLiteral("ablation"),
             s.meanAblation ? QStringLiteral("mean") : QStringLiteral("zero")},
            {QStringLiteral("newTokens"), s.newTokens},
            {QStringLiteral("temperature"), s.temperature},
            {QStringLiteral("seed"), s.seed},
            {QStringLiteral("step"), s.step}};
}

// --- the page as a lesson step ---

QString ModelPage::lessonView() const {
    // Attention imported from a file has no model and text to show it again.
    if (!m_document->hasModel() || m_document->text().isEmpty() ||
        m_document->source() != QDir(m_document->modelDir()).dirName())
        return {};
    return modelViewNames().value(int(lessonViews().indexOf(m_views->currentWidget())));
}

QJsonObject ModelPage::lessonState() const {
    ModelLessonState s;
    s.model = lessonNameOfModel(m_document->modelDir(), modelLessonSamples());
    s.text = m_document->text();
    s.layer = m_document->layer() + 1;
    s.head = m_document->head() + 1;
    s.rollout = m_document->showRollout();
    s.knockout = headsText(m_document->knockout());
    s.meanAblation = m_document->knockout().ablation == HeadAblation::Mean;
    if (const Generation& g = m_document->generation(); !g.steps.empty()) {
        const GenerationOptions& o = m_document->generationOptions();
        s.newTokens = o.newTokens;
        s.temperature = o.sampling.temperature;
        s.seed = int(o.seed);
        s.step = m_document->generationStep() + 1;
    }
    return modelStateToJson(s);
}

QString ModelPage::applyLessonState(const QString& view, const QJsonObject& json) {
    const int index = int(modelViewNames().indexOf(view));
    if (index < 0)
        return tr("the Language model tab has no view “%1” (known: %2)")
            .arg(view, modelViewNames().join(QStringLiteral(", ")));
    ModelLessonState s;
    if (QString error = modelStateFromJson(json, s); !error.isEmpty()) return error;
    return applyOrRestore(*this, [&]() -> QString {
        QString error;
        const QString dir = modelDirFromLesson(
            s.model.isEmpty() ? QDir(ModelDocument::sampleModelDir()).dirName() : s.model,
            modelLessonSamples(), &error);
        if (!error.isEmpty()) return error;
        if (!sameFolder(dir, m_document->modelDir()) && !m_document->loadModel(dir))
            return m_document->errorString();
        if (!s.text.isEmpty() && s.text != m_document->text() && !m_document->setText(s.text))
            return m_document->errorString();
        if (s.layer > m_document->layers() || s.head > m_document->heads())
            return tr("“layer” and “head” must be within the model's %1 layers × %2 heads, not "
                      "layer %3, head %4")
                .arg(m_document->layers())
                .arg(m_document->heads())
                .arg(s.layer)
                .arg(s.head);
        m_document->setLayer(s.layer - 1);
        m_document->setHead(s.head - 1);
        if (s.rollout != m_document->showRollout()) m_document->setShowRollout(s.rollout);
        if (!m_document->setKnockout(s.knockout,
                                     s.meanAblation ? HeadAblation::Mean : HeadAblation::Zero))
            return tr("“knockout”: %1").arg(m_document->errorString());
        if (view == QLatin1String("model-generation"))
            if (QString error = applyGeneration(s); !error.isEmpty()) return error;
        m_views->setCurrentWidget(lessonViews().at(index));
        return {};
    });
}

QString ModelPage::applyGeneration(const ModelLessonState& s) {
    if (s.newTokens < 1)
        return tr("a “model-generation” step needs “newTokens” (1 to %1)").arg(kMaxLessonNewTokens);
    if (s.step > s.newTokens)
        return tr("“step” must be from 1 to “newTokens” (%1), not %2").arg(s.newTokens).arg(s.step);
    GenerationOptions options = m_generation->options();
    options.newTokens = s.newTokens;
    options.sampling.temperature = s.temperature;
    options.seed = unsigned(s.seed);
    m_generation->setOptions(options);
    const GenerationOptions& kept = m_document->generationOptions();
    const bool same =
        !m_document->generation().steps.empty() && kept.newTokens == options.newTokens &&
        kept.sampling.temperature == options.sampling.temperature && kept.seed == options.seed;
    if (!same && !m_document->runGeneration(options)) return m_document->errorString();
    m_document->setGenerationStep(s.step - 1);
    return {};
}

QWidget* ModelPage::lessonFigure() {
    return m_views->currentWidget();
}

} // namespace attn::ui
