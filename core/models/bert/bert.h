// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// BERT-family encoders (model_type bert, roberta, xlm-roberta, electra, distilbert) from a
// Hugging Face model folder: token, position and segment embeddings (ELECTRA's projected to
// the hidden size), then post-norm blocks of bidirectional attention and a GELU MLP. The forward
// pass keeps every head's attention.
#include "core/attention/multihead.h"
#include "core/models/common/model_output.h"
#include "core/models/common/transformer_block.h"
#include "core/models/common/what_if.h"

#include <Eigen/Core>

#include <string>
#include <vector>

namespace attn {

struct BertConfig {
    std::string modelType;  ///< "bert", "roberta", "xlm-roberta", "electra" or "distilbert"
    int vocabSize = 0;      ///< V
    int positions = 0;      ///< P, max_position_embeddings
    int embedDim = 0;       ///< E
    int embeddingDim = 0;   ///< E_e, ELECTRA's embedding_size (E for the others)
    int layers = 0;         ///< L
    int heads = 0;          ///< H, divides E
    int ffnDim = 0;         ///< F
    int typeVocabSize = 0;  ///< segments (2 for BERT; 1 for RoBERTa, 0 for DistilBERT)
    int positionOffset = 0; ///< RoBERTa numbers positions from padding_idx + 1 = 2
    int padId = -1;         ///< RoBERTa's padding_idx: its tokens take position padding_idx
    BlockArithmetic block;  ///< LayerNorm with layer_norm_eps, hidden_act
};

struct BertModel {
    BertConfig config;
    Eigen::MatrixXf wordEmbedding;           ///< (V,E_e)
    Eigen::MatrixXf positionEmbedding;       ///< (P,E_e)
    Eigen::MatrixXf typeEmbedding;           ///< (typeVocabSize,E_e), empty for none
    BlockNorm embeddingNorm;                 ///< (E_e)
    Eigen::MatrixXf embeddingProjection;     ///< (E_e,E) ELECTRA's embeddings_project; empty
    Eigen::VectorXf embeddingProjectionBias; ///< (E)
    /// (L) post-norm: LayerNorms after the sums (attentionResidualNorm, mlpResidualNorm)
    std::vector<TransformerBlock> blocks;
};

/// Reads dir/config.json (model_type bert, roberta, xlm-roberta, electra or distilbert) and the
/// safetensors weights (one file or shards), with or without the "bert." / "roberta." /
/// "electra." / "distilbert." prefix;
/// LayerNorm gamma/beta names are read as weight/bias. Throws InputError naming the file and
/// the key or tensor at fault.
BertModel loadBert(const std::string& dir);

/// ids:(T), segments:(T) of 0/1 or empty for all 0, padded:(T) true for padding or empty ->
/// logits: the last hidden states (T,E), and every layer's (T,T) per head (padding keys get 0),
/// with whatIf's heads knocked out and, where it asks, every block's output (T,E).
ModelOutput bertForward(const BertModel& model, const std::vector<int>& ids,
                        const std::vector<int>& segments = {}, const std::vector<bool>& padded = {},
                        const ForwardWhatIf& whatIf = {});

/// ids, segments as for bertForward, 0 <= layer < L -> (T,E): the hidden states block layer's
/// attention reads (the embeddings for layer 0).
Eigen::MatrixXf bertAttentionInput(const BertModel& model, const std::vector<int>& ids,
                                   const std::vector<int>& segments, int layer);

} // namespace attn
