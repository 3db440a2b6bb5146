// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Positions in trained (or random) models: the same prompt through models of different
// families (GPT-2's learned positions, Llama's rotary ones, SmolLM3 with rotary positions off in
// some layers, BERT reading both ways), and how each layer's attention falls off with distance.
#include "core/models/language/language_model.h"
#include "ui/common/document.h"

#include <Eigen/Core>

#include <QString>

#include <memory>
#include <vector>

namespace attn::ui {

class ModelDistanceDocument : public Document {
    Q_OBJECT

  public:
    static constexpr int kMaxModels = 4;
    /// The prompt is cut to this many tokens (and to each model's positions).
    static constexpr int kMaxTokens = 256;

    /// One model's reading of the prompt.
    struct Entry {
        QString name;             ///< the folder's name
        QString family;           ///< config.json's model_type, e.g. "llama"
        QString positions;        ///< how the model tells positions apart, in words
        int tokens = 0;           ///< T, the prompt's tokens it read
        Eigen::MatrixXd profiles; ///< (L, kDistanceBuckets): layerDistanceProfiles
        /// (kDistanceBuckets) the same for a head weighing every key it sees alike (causal or
        /// both ways, as the model reads): what distance alone gives, position unused
        Eigen::RowVectorXd even;
    };

    explicit ModelDistanceDocument(QObject* parent = nullptr);

    /// Opens the language model in dir and adds its reading of the prompt; false (with
    /// errorOccurred, the models before kept) when it cannot be read or kMaxModels are shown.
    bool addModel(const QString& dir);
    void clear();
    /// Reads text with every model again; false (nothing changed) for an empty text or one a
    /// model cannot read.
    bool setPrompt(const QString& text);
    QString prompt() const { return m_prompt; }
    const std::vector<Entry>& entries() const { return m_entries; }

    /// How a model of shape tells positions apart: "learned positions", "rotary (RoPE)",
    /// "rotary, off in layers 4, 8", "learned positions, both directions", with its window.
    static QString positionsInWords(const ModelShape& shape);

  private:
    struct Loaded {
        QString dir;
        std::shared_ptr<const LanguageModel> model;
    };
    Entry read(const Loaded& loaded, const QString& text) const;

    std::vector<Loaded> m_models;
    std::vector<Entry> m_entries;
    QString m_prompt;
};

} // namespace attn::ui
