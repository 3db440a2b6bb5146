// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/model/longtextdocument.h"

#include "core/base/check.h"
#include "ui/common/applyorkeep.h"
#include "ui/model/modeldocument.h"

#include <new>

namespace attn::ui {

void LongTextDocument::setModel(std::shared_ptr<const LanguageModel> model) {
    m_model = std::move(model);
    m_pass = {};
    m_tokens.clear();
    emit resultsChanged();
}

bool LongTextDocument::setText(const QString& text) {
    // The Language model tab's own words for the same two refusals.
    if (!m_model) return reportError(ModelDocument::tr("Open a model first."));
    if (text.trimmed().isEmpty())
        return reportError(ModelDocument::tr("The text is empty: type at least one word."));
    return applyOrKeep(
        [&] {
            const std::vector<int> ids = m_model->encode(text.toStdString());
            LongTextPass pass = m_model->longPass(ids);
            QStringList tokens;
            for (const std::string& label : m_model->tokenLabels(ids))
                tokens << QString::fromStdString(label);
            m_pass = std::move(pass);
            m_tokens = std::move(tokens);
            emit resultsChanged();
        },
        [this](const QString& message) { return reportError(message); },
        [](const std::exception&) {
            return tr("The machine has not enough memory for this text with this model; "
                      "shorten the text.");
        });
}

RowMatrixXf LongTextDocument::headRows(int layer, int head, int first, int count,
                                       QString* problem) const {
    if (m_pass.tokens == 0) {
        if (problem) *problem = tr("There is no text yet.");
        return {};
    }
    try {
        return attn::headRows(m_pass, layer, head, first, count);
    } catch (const InputError& e) {
        if (problem) *problem = messageText(e.message());
        return {};
    } catch (const std::bad_alloc&) { // (count, T) floats: a long text's every row
        if (problem)
            *problem = tr("The machine has not enough memory for these rows; ask for fewer.");
        return {};
    }
}

std::vector<HeadProfile> LongTextDocument::profiles(QString* problem) const {
    if (m_pass.tokens == 0) {
        if (problem) *problem = tr("There is no text yet.");
        return {};
    }
    return headProfiles(m_pass);
}

} // namespace attn::ui
