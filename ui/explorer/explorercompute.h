// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The explorer's results, computed from its settings by the core: plain data in, plain data out.
#include "ui/explorer/explorersettings.h"

#include "core/attention/multihead.h"
#include "core/attention/multihead_steps.h"
#include "core/attention/steps.h"
#include "core/models/language/language_model.h"

#include <Eigen/Core>
#include <QStringList>

#include <vector>

namespace attn::ui {

/// What the explorer's views draw. T_q queries, T_k keys (padding included), H heads.
struct ExplorerResults {
    QStringList queryTokens;              ///< (T_q)
    QStringList keyTokens;                ///< (T_k); padding keys read "[PAD]"
    int vocabulary = 0;                   ///< V, distinct tokens of both sentences
    int modelDim = 0;                     ///< E (V for one-hot, d for custom matrices)
    int heads = 0;                        ///< H (1 for custom matrices)
    int modelLayers = 0;                  ///< L of the language model in use, 0 when none
    int modelLayer = -1;                  ///< the model layer whose heads these are, or -1
    int headDim = 0;                      ///< E_i
    std::vector<RowMatrixXf> headWeights; ///< H of (T_q,T_k), rows sum to 1
    Eigen::MatrixXf headOutputs;          ///< (T_q,H*E_h): head h in columns [h*E_h,(h+1)*E_h)
    Eigen::MatrixXf output;               ///< (T_q,E) concat + W^O, (T_q,E_i) average
    std::vector<int> fullyMaskedRows;     ///< queries that could attend to no key

    // What explorerSteps() needs to recompute one head's intermediates on demand.
    bool custom = false;
    Eigen::MatrixXf xq;           ///< (T_q,E) embedded queries (empty when custom)
    Eigen::MatrixXf xk;           ///< (T_k,E) embedded keys = values
    MultiHeadWeights projections; ///< W^Q, W^K, W^V (E, H*E_i), W^O
    unsigned projectionSeed = 0;  ///< the seed projections were drawn from
    MultiHeadOptions options;     ///< score, per-head score parameters, mask, t
    Eigen::MatrixXf q, k, v;      ///< custom matrices (T_q,d) (T_k,d) (T_k,d_v)
};

/// A text split into tokens as the explorer splits it, white space kept as it is.
struct TokenizedText {
    std::vector<std::string> labels; ///< (T) the tokens, UTF-8
    std::vector<int> ids;            ///< (T) the model's token ids for Tokenizer::Model, else empty
};

/// text -> its tokens by tokenizer: attn::tokenizeWords, attn::tokenizeCharacters, or the
/// language model's encoding and token labels (model is needed only for Tokenizer::Model).
/// Throws attn::InputError when the model's tokenizer is asked for without a model.
TokenizedText tokenizeForExplorer(const QString& text, Tokenizer tokenizer,
                                  const LanguageModel* model);

/// Tokenizes, embeds (one-hot x:(T,V), or random x:(T,E) that belongs to each token: see
/// attn::tokenEmbedding),
/// pads, projects with seeded random heads and runs multi-head attention; or, with custom
/// matrices, runs single-head attention on them. Throws attn::InputError with a readable
/// message for empty text, too many tokens or cells, and settings out of range.
/// previous, when given, lends its random projections if they were drawn from the same seed
/// for the same shape, so a change of temperature, mask or text does not redraw them.
/// model is the language model of Tokenizer::Model and Embedding::Model (not owned; needed
/// only by them).
ExplorerResults computeExplorer(const ExplorerSettings& settings,
                                const ExplorerResults* previous = nullptr,
                                const LanguageModel* model = nullptr);

/// Every intermediate of head h (0-based): Q, K, V, raw and scaled scores, masked scores,
/// weights (equal to results.headWeights[h]) and that head's output.
AttentionSteps explorerSteps(const ExplorerResults& results, int h);

/// The layer's multi-head steps: every head's W_i^Q, W_i^K, W_i^V and output h_i:(T_q,E_h), their
/// concatenation (T_q,H*E_h), W^O (H*E_h,E_a) and A; its output equals results.output. Custom
/// matrices form one head without projections: h_1 = concat = A = their output, no W^O.
MultiHeadSteps explorerMultiHeadSteps(const ExplorerResults& results);

/// The (T_q,T_k) matrix of kind from steps.
const Eigen::MatrixXf& stepMatrix(const AttentionSteps& steps, MatrixKind kind);

inline constexpr double kExplorerMaxCells = 64e6; ///< H * T_q * T_k bound (256 MB of floats)

} // namespace attn::ui
