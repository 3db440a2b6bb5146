// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Translators (encoder-decoder models) and everything their attention shows: the Bahdanau
// alignment of a GRU translator, and the encoder self-, decoder causal self- and
// cross-attention of every layer and head of a Transformer — the word-level ones this project
// trains, and Marian checkpoints (Helsinki-NLP opus-mt: SentencePiece pieces, see
// marian_translator.cpp).
//
// A translator directory holds
//   config.json        "model_type": "bahdanau-gru" or "transformer-seq2seq", the languages
//                      ("source_language": "en", "target_language": "fr") and the sizes;
//   model.safetensors  the weights (float32; names listed in bahdanau_translator.cpp and
//                      transformer_translator.cpp);
//   source_vocab.json, target_vocab.json
//                      JSON arrays of words, index = id; ids 0..3 are "<pad>", "<bos>",
//                      "<eos>", "<unk>".
// Source length S counts the input words plus the closing <eos> the encoder reads; target
// length T counts the generated words including the <eos> that ends them (when produced).
#include "core/attention/layer_heads.h"
#include "core/models/translator/translator_tokenizer.h"
#include "core/models/translator/translator_vocab.h"

#include <Eigen/Core>

#include <memory>
#include <string>
#include <vector>

namespace attn {

enum class TranslatorKind {
    BahdanauGru,        ///< "bahdanau-gru": GRU encoder-decoder with additive attention
    TransformerSeq2Seq, ///< "transformer-seq2seq": post-LN Transformer encoder-decoder
    Marian,             ///< "marian": opus-mt's post-LN Transformer over SentencePiece pieces
};

/// The fields of config.json the forward passes need.
struct TranslatorConfig {
    TranslatorKind kind = TranslatorKind::BahdanauGru;
    std::string sourceLanguage, targetLanguage; ///< e.g. "en", "fr"
    int sourceVocabSize = 0;                    ///< Vs
    int targetVocabSize = 0;                    ///< Vt
    int embedDim = 0;                           ///< E: word embedding size (Transformer: d_model)
    int hiddenDim = 0;      ///< Bahdanau: decoder state H; each encoder direction has H/2
    int attentionDim = 0;   ///< Bahdanau: A, width of the additive score's tanh layer
    int layers = 0;         ///< Transformer: encoder layers = decoder layers = L
    int heads = 0;          ///< Transformer: heads per attention layer, divides E
    int feedForwardDim = 0; ///< Transformer: inner size of the position-wise feed-forward net
    int maxSourceWords = 0; ///< the longest input accepted, in words (without <eos>)
    int maxTargetWords = 0; ///< the longest output generated, in words (with <eos>)
    float layerNormEps = 1e-5f;
    int sourceEnd = TranslatorVocab::eos;    ///< the id closing the source (Marian's </s>: 0)
    int targetEnd = TranslatorVocab::eos;    ///< the id that ends a translation
    int decoderStart = TranslatorVocab::bos; ///< the decoder's first input (Marian's <pad>)
    int forbiddenTarget = -1;                ///< an id never generated (Marian's <pad>), or -1
    /// The candidates the folder asks transformers' generate to keep (num_beams in
    /// generation_config.json, else in config.json; opus-mt's 4). Decoding here is greedy, as
    /// with 1: the words may differ from generate's, so the interface says so.
    int requestedBeams = 1;
};

/// One translation with every intermediate a view may show. All matrices are row = query.
struct Translation {
    /// (S) the input words as the encoder read them, then "<eos>"
    std::vector<std::string> sourceWords;
    /// (S) true where the word is not in the source vocabulary (and was read as <unk>)
    std::vector<bool> sourceUnknown;
    /// (S) source vocabulary ids
    std::vector<int> sourceIds;
    /// (T) generated words, "<eos>" last when produced
    std::vector<std::string> targetWords;
    /// (T) target vocabulary ids
    std::vector<int> targetIds;
    /// (T) the start token ("<bos>", Marian's "<pad>") then targetWords[0..T-2]: the decoder's
    /// input at each step (the keys of decoder self-attention)
    std::vector<std::string> decoderInputWords;
    /// (T) softmax probability of each chosen word
    std::vector<float> targetProbability;
    /// the words joined as a sentence ("l'arbre est vert."), without "<eos>"
    std::string targetText;
    /// true when decoding ended with <eos>, false when it was cut at the length limit
    bool finished = false;

    // Bahdanau (empty for a Transformer)

    /// (T,S) a_tj = softmax_j(e_tj): step t's weights over the source, rows sum to 1
    Eigen::MatrixXf alignment;
    /// (T,S) e_tj = v^T tanh(W s_{t-1} + U h_j + b), before the softmax
    Eigen::MatrixXf alignmentScores;
    /// (S,H) h_j = [forward; backward] GRU states: the keys and values of the attention
    Eigen::MatrixXf encoderStates;
    /// (T,H) s_{t-1}: the decoder state that queries the source at step t
    Eigen::MatrixXf decoderStates;
    /// (T,H) c_t = sum_j a_tj h_j: what step t read from the source
    Eigen::MatrixXf contexts;

    // Transformer (empty for Bahdanau)

    /// [L][heads] of (S,S) encoder self-attention
    LayerHeadAttention encoderSelf;
    /// [L][heads] of (T,T) decoder causal self-attention, upper triangle 0
    LayerHeadAttention decoderSelf;
    /// [L][heads] of (T,S) decoder-to-encoder cross-attention
    LayerHeadAttention cross;
    /// (T,E) the last layer's cross-attention input per step (the queries before W^Q)
    Eigen::MatrixXf crossQueries;
    /// (T,E) the last layer's cross-attention output per step (after W^O)
    Eigen::MatrixXf crossContexts;

    int targetLength() const { return int(targetWords.size()); } ///< T
    int sourceLength() const { return int(sourceWords.size()); } ///< S
};

/// The model behind a Translator; implemented in bahdanau_translator.cpp,
/// transformer_translator.cpp and marian_translator.cpp.
class TranslatorModel {
  public:
    virtual ~TranslatorModel() = default;
    /// source:(S) ids ending with <eos>. forcedTarget empty: greedy decoding of at most
    /// maxSteps words; else forcedTarget:(T) ids are fed as the previous words (teacher
    /// forcing) and the result describes exactly those T steps. Fills the ids, the
    /// probabilities and the attention of Translation, not the words.
    virtual Translation run(const std::vector<int>& source, const std::vector<int>& forcedTarget,
                            int maxSteps) const = 0;
};

/// A loaded translator. Immutable and cheap to copy (the weights are shared), so a copy may
/// be handed to a worker thread.
class Translator {
  public:
    /// tokenizer null: the word tokenizer of source and target.
    Translator(TranslatorConfig config, TranslatorVocab source, TranslatorVocab target,
               std::shared_ptr<const TranslatorModel> model,
               std::shared_ptr<const TranslatorTokenizer> tokenizer = nullptr);

    const TranslatorConfig& config() const { return config_; }
    const TranslatorVocab& sourceVocab() const { return source_; }
    const TranslatorVocab& targetVocab() const { return target_; }
    /// "bahdanau-gru", "transformer-seq2seq" or "marian".
    std::string kindName() const;

    /// text (UTF-8) -> greedy translation of at most maxWords target words (0 or more than
    /// config().maxTargetWords means config().maxTargetWords). Unknown words are read as
    /// <unk> and flagged in sourceUnknown. Throws InputError for text without words, for
    /// more than config().maxSourceWords words, and for text over 100000 bytes.
    Translation translate(const std::string& text, int maxWords = 0) const;

    /// The same model forced to produce target (UTF-8, split like the source; <eos> is
    /// appended): the attention it pays while reading a given translation. Unknown target
    /// words become <unk>. Throws InputError as translate() does, for either text.
    Translation teacherForced(const std::string& source, const std::string& target) const;

  private:
    Translation finish(Translation t, const EncodedWords& source) const;

    TranslatorConfig config_;
    TranslatorVocab source_, target_;
    std::shared_ptr<const TranslatorModel> model_;
    std::shared_ptr<const TranslatorTokenizer> tokenizer_;
};

/// Reads dir/config.json, dir/model.safetensors, dir/source_vocab.json and
/// dir/target_vocab.json (Marian: dir/vocab.json, source.spm, target.spm and
/// tokenizer_config.json). Throws InputError naming the file and the field or tensor that is
/// missing, malformed or of the wrong shape.
Translator loadTranslator(const std::string& dir);

/// Reads and checks config.json alone (also for telling a translator from other models).
TranslatorConfig readTranslatorConfig(const std::string& path);

/// True when dir/config.json exists and names a translator model_type; never throws.
bool isTranslatorDirectory(const std::string& dir);

} // namespace attn
