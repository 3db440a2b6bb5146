// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/positional/modeldistancedocument.h"

#include "core/attention/head_metrics.h"
#include "ui/common/applyorkeep.h"

#include <QDir>

#include <algorithm>

namespace attn::ui {

namespace {

/// The first verses of Genesis: words every sample model and every English model reads.
const char kPrompt[] =
    "In the beginning God created the heaven and the earth. And the earth was without form, and "
    "void; and darkness was upon the face of the deep. And the Spirit of God moved upon the face "
    "of the waters. And God said, Let there be light: and there was light. And God saw the light, "
    "that it was good: and God divided the light from the darkness.";

} // namespace

ModelDistanceDocument::ModelDistanceDocument(QObject* parent)
    : Document(parent), m_prompt(QString::fromLatin1(kPrompt)) {}

QString ModelDistanceDocument::positionsInWords(const ModelShape& shape) {
    QString words;
    QStringList off;
    for (std::size_t l = 0; l < shape.rotary.size(); ++l)
        if (!shape.rotary[l]) off << QString::number(l + 1);
    const bool rotary = !shape.rotary.empty() && off.size() < int(shape.rotary.size());
    if (shape.encoder)
        words = tr("learned positions, both directions");
    else if (!rotary)
        words = tr("learned positions");
    else if (off.isEmpty())
        words = tr("rotary (RoPE)");
    else
        words = tr("rotary, off in layers %1").arg(off.join(QStringLiteral(", ")));
    const auto window = std::max_element(shape.windows.begin(), shape.windows.end());
    if (window != shape.windows.end() && *window > 0) words += tr(", window %1").arg(*window);
    return words;
}

ModelDistanceDocument::Entry ModelDistanceDocument::read(const Loaded& loaded,
                                                         const QString& text) const {
    const ModelShape shape = loaded.model->shape();
    std::vector<int> ids = loaded.model->encode(text.toStdString());
    ids.resize(std::min(ids.size(), std::size_t(std::min(kMaxTokens, shape.positions))));
    const ModelOutput out = loaded.model->forward(ids);
    const Eigen::Index t = Eigen::Index(ids.size());
    RowMatrixXf even = RowMatrixXf::Constant(t, t, 1.0f / float(t));
    if (!shape.encoder)
        for (Eigen::Index i = 0; i < t; ++i) {
            even.row(i).head(i + 1).setConstant(1.0f / float(i + 1));
            even.row(i).tail(t - i - 1).setZero();
        }
    return {QDir(loaded.dir).dirName(),
            QString::fromStdString(shape.modelType),
            positionsInWords(shape),
            int(t),
            layerDistanceProfiles(out.attention),
            layerDistanceProfiles({{even}}).row(0)};
}

bool ModelDistanceDocument::addModel(const QString& dir) {
    if (int(m_models.size()) >= kMaxModels)
        return reportError(tr("At most %1 models side by side: clear them first.").arg(kMaxModels));
    return applyOrKeep(
        [&] {
            Loaded loaded{
                dir, std::make_shared<const LanguageModel>(loadLanguageModel(dir.toStdString()))};
            Entry entry = read(loaded, m_prompt);
            m_models.push_back(std::move(loaded));
            m_entries.push_back(std::move(entry));
            clearError();
            emit resultsChanged();
        },
        [this](const QString& message) { return reportError(message); }, exceptionText);
}

void ModelDistanceDocument::clear() {
    m_models.clear();
    m_entries.clear();
    emit resultsChanged();
}

bool ModelDistanceDocument::setPrompt(const QString& text) {
    if (text.trimmed().isEmpty())
        return reportError(tr("The prompt is empty: type at least one word."));
    return applyOrKeep(
        [&] {
            std::vector<Entry> entries;
            for (const Loaded& loaded : m_models)
                entries.push_back(read(loaded, text));
            m_entries = std::move(entries);
            m_prompt = text;
            clearError();
            emit resultsChanged();
        },
        [this](const QString& message) { return reportError(message); }, exceptionText);
}

} // namespace attn::ui
