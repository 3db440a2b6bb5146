// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/translator/translatorlesson.h"

#include "ui/common/jsonfields.h"
#include "ui/common/lessonpages.h"
#include "ui/translator/translatordocument.h"
#include "ui/translator/translatorpage.h"

#include <QTabWidget>

namespace attn::ui {

namespace {

/// Bounds of a layer, head or step number before the model and sentence are known.
constexpr int kMaxNumber = 1000;

/// Why s cannot be shown by the translator document holds, or empty.
QString checkAgainstModel(const TranslatorLessonState& s, const TranslatorDocument& document) {
    if (document.isBahdanau()) {
        if (s.layer != 1 || s.head != 1 || s.attention != QLatin1String("cross"))
            return JsonFields::tr("the Bahdanau translator has one alignment: no “attention”, "
                                  "“layer” or “head” but cross, 1 and 1");
    } else if (s.layer > document.layers() || s.head > document.heads()) {
        return JsonFields::tr("“layer” and “head” must be within the translator's %1 layers × "
                              "%2 heads, not layer %3, head %4")
            .arg(document.layers())
            .arg(document.heads())
            .arg(s.layer)
            .arg(s.head);
    }
    if (s.step > document.steps())
        return JsonFields::tr("“step” must be from 1 to %1 for this sentence, not %2")
            .arg(document.steps())
            .arg(s.step);
    return {};
}

} // namespace

QStringList translatorViewNames() {
    return {QStringLiteral("translator-heatmap"), QStringLiteral("translator-grid"),
            QStringLiteral("translator-lines"), QStringLiteral("translator-steps")};
}

QStringList translatorAttentionNames() {
    return {QStringLiteral("encoder-self"), QStringLiteral("decoder-self"),
            QStringLiteral("cross")};
}

QString translatorStateFromJson(const QJsonObject& json, TranslatorLessonState& out) {
    TranslatorLessonState s;
    JsonFields f(json);
    f.text("model", s.model);
    f.text("text", s.text);
    f.choice("attention", s.attention, translatorAttentionNames());
    f.integer("layer", s.layer, 1, kMaxNumber);
    f.integer("head", s.head, 1, kMaxNumber);
    f.integer("step", s.step, 1, kMaxNumber);
    if (QString error = f.error(); !error.isEmpty()) return error;
    if (!s.model.isEmpty()) {
        QString error;
        modelDirFromLesson(s.model, TranslatorDocument::sampleModelDirs(), &error);
        if (!error.isEmpty()) return error;
    }
    out = s;
    return {};
}

QJsonObject translatorStateToJson(const TranslatorLessonState& s) {
    return {{QStringLiteral("model"), s.model},         {QStringLiteral("text"), s.text},
            {QStringLiteral("attention"), s.attention}, {QStringLiteral("layer"), s.layer},
            {QStringLiteral("head"), s.head},           {QStringLiteral("step"), s.step}};
}

// --- the page as a lesson step ---

QString TranslatorPage::lessonView() const {
    if (!m_document->hasTranslation()) return {};
    return translatorViewNames().value(m_views->currentIndex());
}

QJsonObject TranslatorPage::lessonState() const {
    TranslatorLessonState s;
    s.model = lessonNameOfModel(m_document->modelDir(), TranslatorDocument::sampleModelDirs());
    s.text = m_document->text();
    if (!m_document->isBahdanau()) { // the Bahdanau alignment is one matrix: the defaults
        s.attention = translatorAttentionNames().value(int(m_document->attentionKind()));
        s.layer = m_document->layer() + 1;
        s.head = m_document->head() + 1;
    }
    s.step = m_document->step() + 1;
    return translatorStateToJson(s);
}

QString TranslatorPage::applyLessonState(const QString& view, const QJsonObject& json) {
    const int index = int(translatorViewNames().indexOf(view));
    if (index < 0)
        return tr("the Translator tab has no view “%1” (known: %2)")
            .arg(view, translatorViewNames().join(QStringLiteral(", ")));
    TranslatorLessonState s;
    if (QString error = translatorStateFromJson(json, s); !error.isEmpty()) return error;
    return applyOrRestore(*this, [&]() -> QString {
        const QStringList samples = TranslatorDocument::sampleModelDirs();
        QString error;
        const QString dir = s.model.isEmpty() && !samples.isEmpty()
                                ? samples.first()
                                : modelDirFromLesson(s.model, samples, &error);
        if (!error.isEmpty()) return error;
        if (!sameFolder(dir, m_document->modelDir()) && !openModel(dir))
            return m_document->errorString();
        if (!s.text.isEmpty() && s.text != m_document->text() && !m_document->setText(s.text))
            return m_document->errorString();
        if (QString problem = checkAgainstModel(s, *m_document); !problem.isEmpty()) return problem;
        m_document->showHead(TranslatorAttention(translatorAttentionNames().indexOf(s.attention)),
                             s.layer - 1, s.head - 1);
        m_document->setStep(s.step - 1);
        m_views->setCurrentIndex(index);
        return {};
    });
}

QWidget* TranslatorPage::lessonFigure() {
    return m_views->currentWidget();
}

} // namespace attn::ui
