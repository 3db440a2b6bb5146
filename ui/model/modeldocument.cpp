#include "ui/model/modeldocument.h"

#include "ui/shell/samplemodels.h"

#include "core/attention/rollout.h"
#include "core/base/check.h"
#include "core/io/attention_import.h"
#include "ui/shell/applyorkeep.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace attn::ui {

ModelDocument::ModelDocument(QObject* parent) : QObject(parent) {}
ModelDocument::~ModelDocument() = default;

QString ModelDocument::sampleModelDir() {
    return ui::sampleModelDir(QStringLiteral("tiny-gpt-kjv"));
}

bool ModelDocument::fail(const QString& message) {
    m_error = message;
    emit errorOccurred(message);
    return false;
}

bool ModelDocument::loadModel(const QString& dir) {
    return applyOrKeep(
        [&] {
            std::shared_ptr<const LanguageModel> model =
                std::make_shared<const LanguageModel>(loadLanguageModel(dir.toStdString()));
            std::swap(m_model, model);
            const QString previousDir = m_dir;
            m_dir = dir;
            if (!m_text.isEmpty() && !setText(m_text)) { // the text does not fit the new model
                std::swap(m_model, model);
                m_dir = previousDir;
                return false;
            }
            if (m_text.isEmpty()) emit resultsChanged();
            emit modelChanged();
            return true;
        },
        [this](const QString& message) { return fail(message); });
}

bool ModelDocument::setText(const QString& text) {
    if (!m_model) return fail(tr("Open a model first."));
    if (text.trimmed().isEmpty()) return fail(tr("The text is empty: type at least one word."));
    return applyOrKeep(
        [&] {
            const std::vector<int> ids = m_model->encode(text.toStdString());
            ModelOutput output = m_model->forward(ids);
            m_rolloutMatrix = attentionRollout(output.attention);
            m_output = std::move(output);
            m_atlas.reset();
            m_ids = ids;
            m_text = text;
            m_layer = std::min(m_layer, layers() - 1);
            m_head = std::min(m_head, heads() - 1);
            m_tokens.clear();
            for (const std::string& label : m_model->tokenLabels(ids))
                m_tokens << QString::fromStdString(label);
            m_keyTokens = m_tokens;
            m_source = QDir(m_dir).dirName();
            emit resultsChanged();
        },
        [this](const QString& message) { return fail(message); });
}

const HeadAtlas* ModelDocument::headAtlas() const {
    if (!m_atlas && m_model && m_ids.size() >= 2 && !m_output.attention.empty()) {
        try {
            m_atlas = attn::headAtlas(*m_model, m_ids, m_output);
        } catch (const InputError&) {
            return nullptr; // e.g. the random sequence does not fit: no atlas, nothing lost
        }
    }
    return m_atlas ? &*m_atlas : nullptr;
}

int ModelDocument::layers() const {
    return int(m_output.attention.size());
}
int ModelDocument::heads() const {
    return m_output.attention.empty() ? 0 : int(m_output.attention[0].size());
}

bool ModelDocument::importAttention(const QString& tensorPath, const QString& tokensPath) {
    return applyOrKeep(
        [&] {
            ImportedAttention imported =
                attn::importAttention(tensorPath.toStdString(), tokensPath.toStdString());
            const bool square = imported.queryTokens.size() == imported.keyTokens.size();
            m_rolloutMatrix = square ? attentionRollout(imported.weights) : Eigen::MatrixXf();
            m_output = ModelOutput{{}, std::move(imported.weights)};
            m_atlas.reset();
            m_tokens.clear();
            m_keyTokens.clear();
            for (const std::string& t : imported.queryTokens)
                m_tokens << QString::fromStdString(t);
            for (const std::string& t : imported.keyTokens)
                m_keyTokens << QString::fromStdString(t);
            m_ids.clear();
            m_rollout = m_rollout && square;
            m_layer = std::min(m_layer, layers() - 1);
            m_head = std::min(m_head, heads() - 1);
            m_source = QFileInfo(tensorPath).fileName();
            emit resultsChanged();
        },
        [this](const QString& message) { return fail(message); });
}

void ModelDocument::setLayer(int layer) {
    m_layer = std::clamp(layer, 0, std::max(0, layers() - 1));
    emit resultsChanged();
}

void ModelDocument::setHead(int head) {
    m_head = std::clamp(head, 0, std::max(0, heads() - 1));
    emit resultsChanged();
}

void ModelDocument::setShowRollout(bool rollout) {
    if (rollout && m_rolloutMatrix.size() == 0)
        return void(
            fail(tr("A rollout needs square attention (the same tokens as queries and keys).")));
    m_rollout = rollout;
    emit resultsChanged();
}

bool ModelDocument::continueText(int count) {
    if (!m_model || m_ids.empty()) return fail(tr("Type a text for the model to continue first."));
    return applyOrKeep(
        [&] {
            const std::vector<int> all = m_model->greedy(m_ids, count);
            const std::vector<int> added(all.begin() + std::ptrdiff_t(m_ids.size()), all.end());
            return setText(m_text + QString::fromStdString(m_model->decode(added)));
        },
        [this](const QString& message) { return fail(message); });
}

Eigen::MatrixXf ModelDocument::shownMatrix() const {
    if (m_output.attention.empty()) return {};
    if (m_rollout) return m_rolloutMatrix;
    return m_output.attention[std::size_t(m_layer)][std::size_t(m_head)];
}

QString ModelDocument::shownTitle() const {
    if (m_rollout) return tr("attention rollout over %n layers", nullptr, layers());
    return tr("layer %1, head %2").arg(m_layer + 1).arg(m_head + 1);
}

} // namespace attn::ui
