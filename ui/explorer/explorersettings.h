// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The inputs of the attention explorer and the names they have on the command line and in
// saved settings.
#include "core/attention/multihead.h"
#include "core/attention/scores.h"

#include <Eigen/Core>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace attn::ui {

/// The words of the explorer's titles and colour bars, in one translation context.
class ExplorerText {
    Q_DECLARE_TR_FUNCTIONS(attn::ui::ExplorerText)
};

/// Model: the tokenizer of the language model the explorer document is given.
enum class Tokenizer { Words, Characters, Model };
/// Model: the model's token embedding plus its position embedding (needs Tokenizer::Model).
enum class Embedding { OneHot, Random, Model };
enum class AttentionKind { Self, Cross, Causal };
/// Which matrix of a head is shown (all (T_q,T_k)).
enum class MatrixKind { RawScores, ScaledScores, MaskedScores, Weights };

/// Everything the explorer computes from. Custom matrices, when all three are set, replace
/// the sentence, embedding and projections: they are one head's Q, K and V.
struct ExplorerSettings {
    QString text;      ///< queries (and keys/values unless kind is Cross)
    QString crossText; ///< keys/values for AttentionKind::Cross
    Tokenizer tokenizer = Tokenizer::Words;
    Embedding embedding = Embedding::Random;
    int modelDim = 32; ///< E of the random embedding (one-hot: E = vocabulary size)
    /// < 0: the explorer's own seeded heads; else the language model's layer (0-based): its
    /// heads, W^O and what that layer reads (heads, head size and aggregation are the model's).
    int modelLayer = -1;
    unsigned seed = 1; ///< seeds embedding, projections and score parameters
    AttentionKind kind = AttentionKind::Self;
    ScoreFunction score = ScoreFunction::ScaledDot;
    int heads = 4;            ///< H
    int headDim = 8;          ///< E_i = E_h
    double temperature = 1.0; ///< > 0
    int padTo = 0;            ///< pad the keys with [PAD] up to this length and mask them; 0 = off
    HeadAggregation aggregation = HeadAggregation::Concat;
    Eigen::MatrixXf customQ; ///< (T_q,d) or empty
    Eigen::MatrixXf customK; ///< (T_k,d) or empty
    Eigen::MatrixXf customV; ///< (T_k,d_v) or empty

    /// Shows the language model's layer (0-based) with what it was trained on: the model's
    /// tokens of one text, unpadded, under the causal mask (self attention may be chosen after).
    /// layer < 0 turns the model's heads off.
    void useModelLayer(int layer);
    /// Throws attn::InputError when a model layer is shown (modelLayer >= 0) on other tokens,
    /// with cross attention or with padding: what useModelLayer sets up is required.
    void checkModelLayer() const;

    bool hasCustomMatrices() const {
        return customQ.size() > 0 && customK.size() > 0 && customV.size() > 0;
    }
    bool operator==(const ExplorerSettings& o) const;
    bool operator!=(const ExplorerSettings& o) const { return !(*this == o); }
};

inline constexpr int kExplorerMaxHeads = 16;
inline constexpr int kExplorerMaxHeadDim = 512;
inline constexpr int kExplorerMaxModelDim = 1024;
inline constexpr int kExplorerMaxTokens = 5000; ///< bounds memory: H (T,T) float matrices

/// Names used by the command line and QSettings ("words", "one-hot", "cross", "scaled-dot",
/// "masked-scores", "concat", ...). fromName returns false for an unknown name.
QString tokenizerName(Tokenizer t);
QString embeddingName(Embedding e);
QString kindName(AttentionKind k);
QString scoreName(ScoreFunction f);
QString matrixKindName(MatrixKind m);
QString aggregationName(HeadAggregation a);
bool fromName(const QString& name, Tokenizer& out);
bool fromName(const QString& name, Embedding& out);
bool fromName(const QString& name, AttentionKind& out);
bool fromName(const QString& name, ScoreFunction& out);
bool fromName(const QString& name, MatrixKind& out);
bool fromName(const QString& name, HeadAggregation& out);
/// The accepted names of each, for help texts: "words|characters".
QStringList tokenizerNames();
QStringList embeddingNames();
QStringList kindNames();
QStringList scoreNames();
QStringList matrixKindNames();
QStringList aggregationNames();

/// A sentence of the lecture notes the explorer offers as an example input.
struct NoteSentence {
    QString note;     ///< the note it is quoted from: "000", "002", "004"
    QString language; ///< the sentence's language, in English: "Russian", "Chinese", ...
    QString text;     ///< the sentence as the note writes it
};

/// The notes' example sentences, in the order of the notes: the Russian sentence of note 000,
/// sentences of the Chinese note 002, of the Persian note 004 and its French example.
const QList<NoteSentence>& noteSentences();

/// "weights", "masked scores", ...: the title words of a matrix kind.
QString matrixKindTitle(MatrixKind m);

} // namespace attn::ui
