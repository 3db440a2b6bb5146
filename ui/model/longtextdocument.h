// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A long text through a language model, its attention on demand: the pass keeps each layer's
// queries and keys (core/models/decoder/long_text.h), and a head's rows or every head's profile
// are computed from them when asked, so 16,000 tokens need memory in proportion to T, not T².
#include "core/models/language/language_model.h"
#include "ui/common/document.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace attn::ui {

class LongTextDocument : public Document {
    Q_OBJECT

  public:
    using Document::Document;

    /// The model to read texts with (a decoder; an encoder is refused when a text is set).
    void setModel(std::shared_ptr<const LanguageModel> model);
    /// Encodes text and runs the pass; on failure keeps the text and pass before and emits
    /// errorOccurred. True on success.
    bool setText(const QString& text);

    int tokens() const { return m_pass.tokens; }
    int layers() const { return int(m_pass.queries.size()); }
    int heads() const { return m_pass.heads; }
    QStringList tokenLabels() const { return m_tokens; }

    /// Rows [first, first + count) (from 0) of head `head` of `layer` (from 0): (count,T);
    /// empty, with problem set, when there is no text or the range does not exist.
    RowMatrixXf headRows(int layer, int head, int first, int count, QString* problem) const;
    /// Every head's profile over the text (empty, with problem set, before a text).
    std::vector<HeadProfile> profiles(QString* problem) const;

  private:
    std::shared_ptr<const LanguageModel> m_model;
    LongTextPass m_pass;
    QStringList m_tokens;
};

} // namespace attn::ui
