// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/modeldocument.h"

#include "ui/common/samplemodels.h"

#include "core/attention/rollout.h"
#include "core/attention/rotary.h"
#include "core/base/check.h"
#include "core/io/attention_import.h"
#include "ui/common/applyorkeep.h"
#include "ui/common/messagetext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <cmath>

namespace attn::ui {

ModelDocument::ModelDocument(QObject* parent) : Document(parent) {}
ModelDocument::~ModelDocument() = default;

QStringList ModelDocument::sampleModelDirs() {
    QStringList dirs;
    for (const char* name : {"word-gpt-kjv", "tiny-gpt-kjv"})
        if (const QString dir = ui::sampleModelDir(QString::fromLatin1(name)); !dir.isEmpty())
            dirs << dir;
    return dirs;
}

QString ModelDocument::sampleModelDir() {
    return sampleModelDirs().value(0);
}

bool ModelDocument::loadModel(const QString& dir) {
    return applyOrKeep(
        [&] {
            std::shared_ptr<const LanguageModel> model =
                std::make_shared<const LanguageModel>(loadLanguageModel(dir.toStdString()));
            std::swap(m_model, model);
            m_dir = dir;
            m_knockout = {}; // the heads of another model
            // The text (and an encoder's pair) read by the new model; a text the model cannot
            // read (too long for its positions) stays in the box, with the reason shown.
            const bool read = !m_text.isEmpty() &&
                              setText(m_text, m_model->shape().encoder ? m_second : QString());
            if (!read) clearResults();
            emit modelChanged();
            if (!read) emit resultsChanged();
            return true;
        },
        [this](const QString& message) { return reportError(message); });
}

bool ModelDocument::setText(const QString& text, const QString& second) {
    if (!m_model) return reportError(tr("Open a model first."));
    if (text.trimmed().isEmpty())
        return reportError(tr("The text is empty: type at least one word."));
    const bool pair = !second.trimmed().isEmpty();
    if (pair && !m_model->shape().encoder)
        return reportError(tr("A second sentence needs an encoder (BERT family)."));
    return applyOrKeep(
        [&] {
            EncodedText encoded =
                pair ? m_model->encodePair(text.toStdString(), second.toStdString())
                     : EncodedText{m_model->encode(text.toStdString()), {}};
            ModelOutput output =
                m_model->forward(encoded.ids, encoded.segments, LogitRows::Last, m_knockout);
            m_rolloutMatrix = attentionRollout(output.attention);
            m_intactLogits.resize(0);
            if (!m_knockout.knockedOut.empty() && !m_model->shape().encoder)
                m_intactLogits = m_model->forward(encoded.ids, {}, LogitRows::Last).logits.row(0);
            m_output = std::move(output);
            forgetAtlas();
            m_ids = std::move(encoded.ids);
            m_segments = std::move(encoded.segments);
            if (!pair) m_pairView = PairView::Whole;
            m_text = text;
            m_second = pair ? second : QString();
            m_layer = std::min(m_layer, layers() - 1);
            m_head = std::min(m_head, heads() - 1);
            m_tokens.clear();
            for (const std::string& label : m_model->tokenLabels(m_ids))
                m_tokens << QString::fromStdString(label);
            m_keyTokens = m_tokens;
            m_source = QDir(m_dir).dirName();
            emit resultsChanged();
        },
        [this](const QString& message) { return reportError(message); });
}

void ModelDocument::clearResults() {
    m_output = {};
    m_intactLogits.resize(0);
    m_rolloutMatrix = {};
    forgetAtlas();
    m_ids.clear();
    m_segments.clear();
    m_tokens.clear();
    m_keyTokens.clear();
    m_pairView = PairView::Whole;
    m_source = QDir(m_dir).dirName();
}

void ModelDocument::setPairView(PairView view) {
    m_pairView = hasPair() ? view : PairView::Whole;
    emit resultsChanged();
}

std::vector<int> ModelDocument::positionsOf(int segment) const {
    std::vector<int> positions;
    for (std::size_t i = 0; i < m_segments.size(); ++i)
        if (m_segments[i] == segment) positions.push_back(int(i));
    return positions;
}

void ModelDocument::forgetAtlas() {
    m_atlas.reset();
    m_atlasProblem.clear();
}

const HeadAtlas* ModelDocument::headAtlas() const {
    // Made once per result, and tried once: a failure stands until the result changes.
    if (!m_atlas && m_atlasProblem.isEmpty() && m_model && m_ids.size() >= 2 &&
        !m_output.attention.empty()) {
        try {
            m_atlas = attn::headAtlas(*m_model, m_ids, m_output);
            m_atlasProblem.clear();
        } catch (const InputError& e) {
            // e.g. the random sequence does not fit: no atlas, nothing lost
            m_atlasProblem = messageText(e.message());
            return nullptr;
        }
    }
    return m_atlas ? &*m_atlas : nullptr;
}

QString ModelDocument::headAtlasProblem() const {
    if (headAtlas()) return {};
    if (!m_atlasProblem.isEmpty()) return m_atlasProblem;
    return tr("the head metrics need a model's attention over two tokens or more");
}

QString headsText(const ForwardWhatIf& whatIf) {
    QStringList heads;
    for (const HeadRef& h : whatIf.knockedOut)
        heads << QStringLiteral("%1:%2").arg(h.layer + 1).arg(h.head + 1);
    return heads.join(QStringLiteral(", "));
}

bool ModelDocument::setKnockout(const ForwardWhatIf& whatIf) {
    if (!m_model) return reportError(tr("Open a model first."));
    const ForwardWhatIf kept = m_knockout;
    try {
        const ModelShape s = m_model->shape();
        requireHeadsExist(whatIf, s.layers, s.heads);
    } catch (const InputError& e) {
        return reportError(messageText(e.message()));
    }
    m_knockout = whatIf;
    if (m_ids.empty() || setText(m_text, m_second)) return true;
    m_knockout = kept;
    return false;
}

bool ModelDocument::setKnockout(const QString& heads, HeadAblation ablation) {
    if (!m_model) return reportError(tr("Open a model first."));
    ForwardWhatIf whatIf;
    whatIf.ablation = ablation;
    if (!heads.trimmed().isEmpty()) {
        try {
            const ModelShape s = m_model->shape();
            whatIf.knockedOut = parseHeads(heads.toStdString(), s.layers, s.heads);
        } catch (const InputError& e) {
            return reportError(messageText(e.message()));
        }
    }
    return setKnockout(whatIf);
}

std::vector<double> ModelDocument::intactProbabilities(const std::vector<TokenChoice>& chosen,
                                                       double temperature) const {
    if (m_intactLogits.size() == 0) return {};
    const Eigen::VectorXd p = tokenProbabilities(m_intactLogits, temperature);
    std::vector<double> intact;
    for (const TokenChoice& c : chosen)
        intact.push_back(p(c.id));
    return intact;
}

std::optional<ScoreBuild> ModelDocument::scoreBuild(int query, QString* problem) const {
    problem->clear();
    if (!m_model || m_ids.empty()) {
        *problem = tr("how a score is built needs a language model and a text");
        return std::nullopt;
    }
    try {
        return buildScore(*m_model, m_ids, m_layer, m_head, query);
    } catch (const InputError& e) {
        *problem = messageText(e.message());
        return std::nullopt;
    }
}

std::vector<LensLayer> ModelDocument::logitLens(QString* problem) const {
    problem->clear();
    if (!m_model || m_ids.empty())
        *problem = tr("the logit lens needs a language model and a text");
    else if (m_model->shape().encoder)
        *problem = tr("an encoder (BERT family) does not predict a next token");
    if (!problem->isEmpty()) return {};
    try {
        return attn::logitLens(*m_model, m_ids, m_knockout);
    } catch (const InputError& e) {
        *problem = messageText(e.message());
        return {};
    }
}

std::vector<TokenChoice> ModelDocument::nextTokens(const NextTokenOptions& options,
                                                   QString* problem) const {
    problem->clear();
    if (!m_model || m_output.logits.rows() == 0)
        *problem = tr("the next token needs a language model and a text");
    else if (m_model->shape().encoder)
        *problem = tr("an encoder (BERT family) does not predict a next token");
    if (!problem->isEmpty()) return {};
    try {
        return attn::nextTokens(m_output.logits.row(m_output.logits.rows() - 1).transpose(),
                                options);
    } catch (const InputError& e) {
        *problem = messageText(e.message());
        return {};
    }
}

Generation ModelDocument::generate(const GenerationOptions& options, QString* problem) const {
    problem->clear();
    if (!m_model || m_ids.empty())
        *problem = tr("generating needs a language model and a text");
    else if (m_model->shape().encoder)
        *problem = tr("an encoder (BERT family) does not predict a next token");
    if (!problem->isEmpty()) return {};
    try {
        GenerationOptions knocked = options;
        knocked.whatIf = m_knockout;
        return attn::generate(*m_model, m_ids, knocked);
    } catch (const InputError& e) {
        *problem = messageText(e.message());
        return {};
    }
}

bool ModelDocument::runGeneration(const GenerationOptions& options) {
    QString problem;
    Generation g = generate(options, &problem);
    if (g.steps.empty()) return reportError(problem);
    m_generation = std::move(g);
    m_generationModel = m_model.get();
    m_generationFrom = m_ids;
    m_generationOptions = options;
    m_generationStep = 0;
    clearError();
    emit generationChanged();
    return true;
}

const Generation& ModelDocument::generation() const {
    static const Generation none;
    const bool current = m_model.get() == m_generationModel && m_ids == m_generationFrom;
    return current ? m_generation : none;
}

void ModelDocument::setGenerationStep(int step) {
    step = std::clamp(step, 0, std::max(0, int(generation().steps.size()) - 1));
    if (step == m_generationStep) return;
    m_generationStep = step;
    emit generationChanged();
}

QString ModelDocument::tokenText(int id) const {
    return m_model ? QString::fromStdString(m_model->tokenText(id)) : QString();
}

QString ModelDocument::tokenLabel(int id) const {
    return m_model ? QString::fromStdString(m_model->tokenLabels({id}).front()) : QString();
}

std::optional<RotaryCurve> ModelDocument::rotaryCurve() const {
    if (!m_model || m_ids.empty() || m_output.attention.empty()) return std::nullopt;
    const int t = int(m_ids.size()), query = t - 1;
    const MultiHeadOptions o = m_model->attentionOptions(m_layer, t);
    if (o.rotaryFrequencies.empty()) return std::nullopt;
    RotaryCurve c;
    Eigen::Index key = 0;
    m_output.attention[std::size_t(m_layer)][std::size_t(m_head)].row(query).maxCoeff(&key);
    c.queryToken = m_tokens.value(query);
    c.keyToken = m_tokens.value(int(key));
    c.offset = int(key) - query;
    c.maxOffset = std::max(1, t - 1);
    try {
        const auto [q, k] = m_model->unrotatedQueryKey(m_ids, m_layer, m_head, query, int(key));
        // the scores the softmax reads: scaled, then soft-capped where the model caps them
        c.rotated = rotaryScoresByOffset(q, k, o.rotaryFrequencies, c.maxOffset, o.scale,
                                         o.rotaryScale, o.softcap);
        c.unrotated = unrotatedScore(q, k, o.scale, o.softcap);
        c.layer = m_layer;
        c.head = m_head;
        c.query = q;
        c.key = k;
        c.frequencies = o.rotaryFrequencies;
    } catch (const InputError&) {
        return std::nullopt;
    }
    return c;
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
            m_output = ModelOutput();
            m_intactLogits.resize(0);
            m_output.attention = std::move(imported.weights);
            forgetAtlas();
            m_segments.clear();
            m_pairView = PairView::Whole;
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
        [this](const QString& message) { return reportError(message); });
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
        return void(reportError(
            tr("A rollout needs square attention (the same tokens as queries and keys).")));
    m_rollout = rollout;
    emit resultsChanged();
}

bool ModelDocument::continueText(int count) {
    if (!m_model || m_ids.empty())
        return reportError(tr("Type a text for the model to continue first."));
    return applyOrKeep(
        [&] {
            const std::vector<int> all = m_model->greedy(m_ids, count, m_knockout);
            const std::vector<int> added(all.begin() + std::ptrdiff_t(m_ids.size()), all.end());
            return setText(m_text + QString::fromStdString(m_model->decode(added)));
        },
        [this](const QString& message) { return reportError(message); });
}

Eigen::MatrixXf ModelDocument::shownMatrix() const {
    if (m_output.attention.empty()) return {};
    const Eigen::MatrixXf whole =
        m_rollout ? m_rolloutMatrix
                  : Eigen::MatrixXf(m_output.attention[std::size_t(m_layer)][std::size_t(m_head)]);
    if (m_pairView == PairView::Whole) return whole;
    const std::vector<int> rows = positionsOf(m_pairView == PairView::AToB ? 0 : 1);
    const std::vector<int> columns = positionsOf(m_pairView == PairView::AToB ? 1 : 0);
    Eigen::MatrixXf block(Eigen::Index(rows.size()), Eigen::Index(columns.size()));
    for (std::size_t r = 0; r < rows.size(); ++r)
        for (std::size_t c = 0; c < columns.size(); ++c)
            block(Eigen::Index(r), Eigen::Index(c)) = whole(rows[r], columns[c]);
    return block;
}

QStringList ModelDocument::shownQueryTokens() const {
    if (m_pairView == PairView::Whole) return m_tokens;
    QStringList labels;
    for (int i : positionsOf(m_pairView == PairView::AToB ? 0 : 1))
        labels << m_tokens[i];
    return labels;
}

QStringList ModelDocument::shownKeyTokens() const {
    if (m_pairView == PairView::Whole) return m_keyTokens;
    QStringList labels;
    for (int i : positionsOf(m_pairView == PairView::AToB ? 1 : 0))
        labels << m_keyTokens[i];
    return labels;
}

QString ModelDocument::shownTitle() const {
    QString title = m_rollout ? tr("attention rollout over %n layers", nullptr, layers())
                              : tr("layer %1, head %2").arg(m_layer + 1).arg(m_head + 1);
    const std::vector<HeadRef>& out = m_knockout.knockedOut;
    if (!m_rollout && std::find(out.begin(), out.end(), HeadRef{m_layer, m_head}) != out.end())
        title += QStringLiteral(" · ") + tr("knocked out: its output replaced");
    else if (!out.empty())
        title += QStringLiteral(" · ") + tr("heads %1 knocked out").arg(headsText(m_knockout));
    if (m_pairView == PairView::Whole) return title;
    return title + QStringLiteral(" · ") +
           (m_pairView == PairView::AToB ? tr("sentence A → sentence B")
                                         : tr("sentence B → sentence A"));
}

} // namespace attn::ui
