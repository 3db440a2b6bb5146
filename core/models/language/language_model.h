// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A language model folder as a user has it (Hugging Face layout): the weights of one of the
// supported families and its tokenizer, behind one interface for the views and the exports.
#include "core/models/bert/bert.h"
#include "core/models/bert/wordpiece.h"
#include "core/models/decoder/decoder.h"
#include "core/models/decoder/long_text.h"
#include "core/models/gpt2/gpt2_tokenizer.h"
#include "core/models/language/fairseq_pieces.h"
#include "core/models/language/sentencepiece_bpe.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace attn {

/// The sizes every family has, for labels, menus and checks.
struct ModelShape {
    std::string modelType;    ///< config.json's model_type, e.g. "gpt2", "qwen2", "bert"
    int layers = 0;           ///< L
    int heads = 0;            ///< H query heads
    int kvHeads = 0;          ///< G key/value heads (H but for grouped-query attention)
    int embedDim = 0;         ///< E
    int headDim = 0;          ///< d
    int vocabSize = 0;        ///< V
    int positions = 0;        ///< the longest input in tokens
    bool encoder = false;     ///< bidirectional (BERT family): no next-token logits
    std::vector<int> windows; ///< (L) a decoder layer's sliding window in tokens, 0 for none
    std::vector<bool> rotary; ///< (L) whether a layer turns queries and keys by position
};

/// Token ids and, for an encoder's sentence pair, their segment (0 for A, 1 for B).
struct EncodedText {
    std::vector<int> ids;      ///< (T)
    std::vector<int> segments; ///< (T), empty for a single text
};

struct LanguageModel {
    std::variant<DecoderModel, BertModel> weights;
    std::optional<Gpt2Tokenizer> bpe;            ///< vocab.json + merges.txt
    std::optional<SentencePieceBpe> pieces;      ///< Llama 2's BPE with byte fallback
    std::optional<WordPieceTokenizer> wordPiece; ///< vocab.txt; else one id per byte
    std::optional<FairseqPieces> fairseq;        ///< XLM-R's sentencepiece.bpe.model

    /// The tokenizer's tokens (256 for bytes): at most the model's vocabulary.
    int vocabularySize() const;
    ModelShape shape() const;
    /// UTF-8 text -> token ids, with the special tokens the family adds ([CLS] .. [SEP] for
    /// BERT, <s> .. </s> for RoBERTa, none for decoders).
    std::vector<int> encode(const std::string& text) const;
    /// An encoder's sentence pair: [CLS] a [SEP] b [SEP] with segments 0 .. 0 1 .. 1 (BERT), or
    /// <s> a </s></s> b </s> with every segment 0 (RoBERTa, XLM-R). Throws InputError for a
    /// decoder.
    EncodedText encodePair(const std::string& a, const std::string& b) const;
    /// ids -> text.
    std::string decode(const std::vector<int>& ids) const;
    /// The text token id stands for: its bytes (byte-level BPE, bytes) or its WordPiece
    /// spelling ("##ing", "[SEP]"). Throws InputError outside the vocabulary.
    std::string tokenText(int id) const;
    /// ids:(T) -> T printable labels, for axes and tooltips: byteTokenLabels of the tokens'
    /// bytes, e.g. "Да" as bytes -> "Д", "Д₂", "а", "а₂"; WordPiece tokens as spelled ("##ing").
    std::vector<std::string> tokenLabels(const std::vector<int>& ids) const;

    /// ids:(T) -> a decoder's pass that keeps queries and keys, not weights (a long text:
    /// memory grows with T, not T²). Throws InputError for an encoder or ids the model cannot
    /// read.
    LongTextPass longPass(const std::vector<int>& ids) const;

    /// ids:(T), segments:(T) or empty -> logits (T,V), or (1,V) for LogitRows::Last (an
    /// encoder: hidden states (T,E) either way) and every layer's per-head (T,T) attention,
    /// with whatIf's heads knocked out and residual streams kept where it asks.
    ModelOutput forward(const std::vector<int>& ids, const std::vector<int>& segments = {},
                        LogitRows rows = LogitRows::All, const ForwardWhatIf& whatIf = {}) const;
    /// A decoder reading ids after the tokens in cache (decoderExtend): logits (1,V) of the last
    /// and the new rows' attention. Throws InputError for an encoder and as decoderExtend does.
    ModelOutput extend(DecoderCache& cache, const std::vector<int>& ids,
                       const ForwardWhatIf& whatIf = {}) const;
    /// Appends count greedy (argmax) tokens to ids, with whatIf's heads knocked out; throws
    /// InputError for an encoder.
    std::vector<int> greedy(std::vector<int> ids, int count,
                            const ForwardWhatIf& whatIf = {}) const;
    /// ids:(T), 0 <= layer < L -> (T,E): what block layer's attention reads. Projected by
    /// layerAttention(layer) with attentionOptions(T) it gives forward()'s attention[layer].
    Eigen::MatrixXf attentionInput(const std::vector<int>& ids, int layer) const;
    /// ids:(T), each in [0,V) or -1 for padding -> (T,E): attentionInput(ids, 0) with zero
    /// rows for padding.
    Eigen::MatrixXf paddedEmbedding(const std::vector<int>& ids) const;
    /// Block layer's projections (grouped-query ones share key/value heads).
    const MultiHeadWeights& layerAttention(int layer) const;
    /// The rotary frequencies (r/2) of layer's heads for T tokens; empty where the layer has
    /// no rotary positions (GPT-2, BERT, SmolLM3's no-rope layers).
    std::vector<float> rotaryFrequencies(int layer, Eigen::Index tokens) const;
    /// ids:(T), 0 <= layer < L, 0 <= head < H, query and key positions in [0,T) -> head's
    /// query of token query and key of token key, (d) each, as projected (and normalised, where
    /// the family normalises them) before the rotation.
    /// Throws InputError for indices out of range.
    std::pair<Eigen::VectorXf, Eigen::VectorXf>
    unrotatedQueryKey(const std::vector<int>& ids, int layer, int head, int query, int key) const;
    /// Layer's attention options for T tokens: causal or not, rotary positions, window, scale
    /// and soft-capping.
    MultiHeadOptions attentionOptions(int layer, Eigen::Index tokens) const;
};

/// tokens:(T) the bytes of consecutive tokens -> T labels, UTF-8. Characters are read across
/// token boundaries: each is shown whole on the token that holds its first byte, and a token
/// that continues a character begun in an earlier token shows it again, marked with the
/// subscript number of the byte it continues from (₂ .. ₄), so a thinned axis still names the
/// character. One byte per token: "При" -> "П", "П₂", "р", "р₂", "и", "и₂"; "你" -> "你", "你₂",
/// "你₃". A token holding "Д" and the first byte of "а" reads "Да", the next one "а₂". Bytes
/// that are no character (a stray continuation byte, a lead byte cut short, an overlong form,
/// a surrogate, a control) read \xNN; a space reads · (U+00B7), a newline \n, other ASCII as
/// is.
std::vector<std::string> byteTokenLabels(const std::vector<std::string>& tokens);

/// dir holds config.json (model_type bert, roberta, xlm-roberta, electra, distilbert or a
/// decoder family's, gpt2 among them:
/// decoderFamilyTypes()), the safetensors weights (one file or shards), and a tokenizer:
/// tokenizer.json (see loadTokenizerJson), vocab.json + merges.txt (GPT-2's BPE), vocab.txt
/// (WordPiece), or tokenizer_config.json with "tokenizer_class": "bytes", the first found. Throws
/// InputError naming the file at fault.
LanguageModel loadLanguageModel(const std::string& dir);

} // namespace attn
