// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/translator/translatordocument.h"

#include "ui/common/samplemodels.h"

#include "core/base/check.h"
#include "core/io/npy.h"
#include "core/io/npy_stack.h"
#include "ui/common/applyorkeep.h"
#include "ui/common/shownnumbers.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>

namespace attn::ui {

QString attentionKindName(TranslatorAttention kind) {
    switch (kind) {
    case TranslatorAttention::EncoderSelf:
        return TranslatorDocument::tr("encoder self-attention");
    case TranslatorAttention::DecoderSelf:
        return TranslatorDocument::tr("decoder causal self-attention");
    case TranslatorAttention::Cross:
        return TranslatorDocument::tr("cross-attention");
    }
    return {};
}

TranslatorDocument::TranslatorDocument(QObject* parent)
    : Document(parent), m_text(defaultSentence()) {}

TranslatorDocument::~TranslatorDocument() = default;

QStringList TranslatorDocument::sampleModelDirs() {
    QStringList dirs;
    for (const QString& name :
         {QStringLiteral("translator-bahdanau"), QStringLiteral("translator-transformer")})
        if (const QString dir = ui::sampleModelDir(name); !dir.isEmpty()) dirs << dir;
    return dirs;
}

QString TranslatorDocument::sampleBahdanauDir() {
    return ui::sampleModelDir(QStringLiteral("translator-bahdanau"));
}

QString TranslatorDocument::defaultSentence() {
    return QStringLiteral("The commission supports the European Economic Area.");
}

bool TranslatorDocument::loadModel(const QString& dir) {
    if (!isTranslatorDirectory(dir.toStdString()))
        return reportError(tr("%1 is not a translator folder (its config.json must name model_type "
                              "bahdanau-gru or transformer-seq2seq)")
                               .arg(QDir::toNativeSeparators(dir)));
    const bool loaded = applyOrKeep(
        [&] {
            Translator translator = loadTranslator(dir.toStdString());
            Translation result;
            if (!m_text.trimmed().isEmpty()) {
                try {
                    result = translator.translate(m_text.toStdString());
                } catch (const InputError&) {
                    // The text does not suit this model; the model opens with the sample
                    // sentence.
                    m_text = defaultSentence();
                    result = translator.translate(m_text.toStdString());
                }
            }
            m_translator = std::move(translator);
            m_result = std::move(result);
        },
        [this](const QString& message) { return reportError(message); }, exceptionText);
    if (!loaded) return false;
    m_dir = dir;
    m_step = 0;
    m_layer = clampedLayer(m_layer);
    m_head = clampedHead(m_head);
    clearError();
    emit resultsChanged();
    emit stepChanged(m_step);
    return true;
}

bool TranslatorDocument::setText(const QString& text) {
    if (!m_translator) return reportError(tr("open a translator model first"));
    if (text.trimmed().isEmpty())
        return reportError(tr("type a sentence to translate; the previous translation is kept"));
    const auto keep = [this](const QString& message) {
        return reportError(tr("%1; the previous translation is kept").arg(message));
    };
    if (!applyOrKeep([&] { m_result = m_translator->translate(text.toStdString()); }, keep,
                     exceptionText))
        return false;
    m_text = text;
    m_step = 0;
    clearError();
    emit resultsChanged();
    emit stepChanged(m_step);
    return true;
}

void TranslatorDocument::setStep(int step) {
    step = std::clamp(step, 0, std::max(0, steps() - 1));
    if (step == m_step) return;
    m_step = step;
    emit stepChanged(m_step);
}

void TranslatorDocument::setAttention(TranslatorAttention kind) {
    showHead(kind, m_layer, m_head);
}
void TranslatorDocument::setLayer(int layer) {
    showHead(m_kind, layer, m_head);
}
void TranslatorDocument::setHead(int head) {
    showHead(m_kind, m_layer, head);
}

void TranslatorDocument::showHead(TranslatorAttention kind, int layer, int head) {
    layer = clampedLayer(layer);
    head = clampedHead(head);
    if (kind == m_kind && layer == m_layer && head == m_head) return;
    m_kind = kind;
    m_layer = layer;
    m_head = head;
    emit resultsChanged();
}

int TranslatorDocument::clampedLayer(int layer) const {
    return std::clamp(layer, 0, std::max(0, layers() - 1));
}
int TranslatorDocument::clampedHead(int head) const {
    return std::clamp(head, 0, std::max(0, heads() - 1));
}

bool TranslatorDocument::isBahdanau() const {
    return !m_translator || m_translator->config().kind == TranslatorKind::BahdanauGru;
}

int TranslatorDocument::layers() const {
    return m_translator && !isBahdanau() ? m_translator->config().layers : 0;
}
int TranslatorDocument::heads() const {
    return m_translator && !isBahdanau() ? m_translator->config().heads : 0;
}

QString TranslatorDocument::languageName(const std::string& code) {
    const QString text = QString::fromStdString(code);
    switch (QLocale::codeToLanguage(text, QLocale::AnyLanguageCode)) {
    case QLocale::English:
        return tr("English");
    case QLocale::French:
        return tr("French");
    case QLocale::Russian:
        return tr("Russian");
    case QLocale::Chinese:
        return tr("Chinese");
    case QLocale::German:
        return tr("German");
    case QLocale::Spanish:
        return tr("Spanish");
    case QLocale::Persian:
        return tr("Persian");
    case QLocale::AnyLanguage:
        return text.isEmpty() ? tr("Text") : text;
    default:
        return QLocale::languageToString(QLocale::codeToLanguage(text, QLocale::AnyLanguageCode));
    }
}

QString TranslatorDocument::sourceLanguage() const {
    return languageName(m_translator ? m_translator->config().sourceLanguage : "en");
}

QString TranslatorDocument::targetLanguage() const {
    return languageName(m_translator ? m_translator->config().targetLanguage : "fr");
}

QString TranslatorDocument::modelTitle() const {
    if (!m_translator) return tr("no translator");
    const TranslatorConfig& c = m_translator->config();
    const QString languages = QStringLiteral("%1 → %2").arg(
        QString::fromStdString(c.sourceLanguage), QString::fromStdString(c.targetLanguage));
    if (isBahdanau()) return tr("Bahdanau GRU translator (%1)").arg(languages);
    return tr("Transformer translator, %1 + %1 layers × %2 heads (%3)")
        .arg(c.layers)
        .arg(c.heads)
        .arg(languages);
}

QString TranslatorDocument::decodingNote() const {
    if (!m_translator || m_translator->config().requestedBeams <= 1) return {};
    return tr("Greedy decoding, the likeliest word at each step: the model asks for beam "
              "search over %1 candidates (num_beams), which may choose other words.")
        .arg(m_translator->config().requestedBeams);
}

QStringList TranslatorDocument::sourceLabels() const {
    QStringList labels = toLabels(m_result.sourceWords);
    for (int i = 0; i < labels.size(); ++i)
        if (m_result.sourceUnknown[std::size_t(i)]) labels[i] += tr(" (unk)");
    return labels;
}

QStringList TranslatorDocument::targetLabels() const {
    return toLabels(m_result.targetWords);
}
QStringList TranslatorDocument::decoderInputLabels() const {
    return toLabels(m_result.decoderInputWords);
}

QStringList TranslatorDocument::unknownWords() const {
    QStringList words;
    for (std::size_t i = 0; i < m_result.sourceWords.size(); ++i)
        if (m_result.sourceUnknown[i]) words << QString::fromStdString(m_result.sourceWords[i]);
    return words;
}

const LayerHeadAttention& TranslatorDocument::matrices(TranslatorAttention kind) const {
    switch (kind) {
    case TranslatorAttention::EncoderSelf:
        return m_result.encoderSelf;
    case TranslatorAttention::DecoderSelf:
        return m_result.decoderSelf;
    case TranslatorAttention::Cross:
        break;
    }
    return m_result.cross;
}

QString TranslatorDocument::exportAttention(const QString& path, TranslatorAttention kind) const {
    if (!hasTranslation()) return tr("there is no translation to save: type a sentence");
    try {
        if (isBahdanau())
            writeNpy(path.toStdString(), fromMatrix(m_result.alignment));
        else
            writeLayerHeads(path.toStdString(), matrices(kind));
    } catch (const std::exception& e) {
        return exceptionText(e);
    }
    return {};
}

Eigen::MatrixXf TranslatorDocument::shownMatrix() const {
    if (!hasTranslation()) return {};
    if (isBahdanau()) return m_result.alignment;
    const LayerHeadAttention& m = matrices(m_kind);
    if (m.empty()) return {};
    return m[std::size_t(m_layer)][std::size_t(m_head)];
}

QStringList TranslatorDocument::shownQueryLabels() const {
    if (isBahdanau()) return targetLabels();
    switch (m_kind) {
    case TranslatorAttention::EncoderSelf:
        return sourceLabels();
    case TranslatorAttention::DecoderSelf:
        return decoderInputLabels();
    case TranslatorAttention::Cross:
        break;
    }
    return targetLabels();
}

QStringList TranslatorDocument::shownKeyLabels() const {
    if (!isBahdanau() && m_kind == TranslatorAttention::DecoderSelf) return decoderInputLabels();
    return sourceLabels();
}

QString TranslatorDocument::shownQueryName() const {
    if (isBahdanau()) return tr("target word (query)");
    switch (m_kind) {
    case TranslatorAttention::EncoderSelf:
        return tr("source word (query)");
    case TranslatorAttention::DecoderSelf:
        return tr("decoder input (query)");
    case TranslatorAttention::Cross:
        break;
    }
    return tr("target word (query)");
}

QString TranslatorDocument::shownKeyName() const {
    if (!isBahdanau() && m_kind == TranslatorAttention::DecoderSelf)
        return tr("decoder input (key)");
    return tr("source word (key)");
}

bool TranslatorDocument::shownRowsAreSteps() const {
    return isBahdanau() || m_kind != TranslatorAttention::EncoderSelf;
}

QString TranslatorDocument::shownTitle() const {
    if (isBahdanau()) return tr("Bahdanau alignment α (target × source)");
    return tr("%1, layer %2, head %3")
        .arg(attentionKindName(m_kind))
        .arg(m_layer + 1)
        .arg(m_head + 1);
}

Eigen::VectorXf TranslatorDocument::stepQuery() const {
    if (!hasTranslation()) return {};
    const Eigen::MatrixXf& m = isBahdanau() ? m_result.decoderStates : m_result.crossQueries;
    return m.rows() > m_step ? Eigen::VectorXf(m.row(m_step).transpose()) : Eigen::VectorXf();
}

Eigen::VectorXf TranslatorDocument::stepWeights() const {
    if (!hasTranslation()) return {};
    if (isBahdanau()) return m_result.alignment.row(m_step).transpose();
    const int layer = m_kind == TranslatorAttention::Cross ? m_layer : layers() - 1;
    const Eigen::MatrixXf& m = m_result.cross[std::size_t(layer)][std::size_t(m_head)];
    return m.row(m_step).transpose();
}

Eigen::VectorXf TranslatorDocument::stepContext() const {
    if (!hasTranslation()) return {};
    const Eigen::MatrixXf& m = isBahdanau() ? m_result.contexts : m_result.crossContexts;
    return m.rows() > m_step ? Eigen::VectorXf(m.row(m_step).transpose()) : Eigen::VectorXf();
}

QString TranslatorDocument::stepWeightsSource() const {
    if (isBahdanau()) return tr("alignment α");
    const int layer = m_kind == TranslatorAttention::Cross ? m_layer : layers() - 1;
    return tr("cross-attention, layer %1, head %2").arg(layer + 1).arg(m_head + 1);
}

} // namespace attn::ui
