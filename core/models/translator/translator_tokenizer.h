// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a translator's texts become tokens and back: the word translators split words
// (splitWords, joinWords); Marian's read SentencePiece pieces with the checkpoint's own
// source.spm and target.spm (libsentencepiece, as transformers' MarianTokenizer does).
#include "core/models/translator/translator_vocab.h"

#include <memory>
#include <string>
#include <vector>

namespace attn {

class TranslatorTokenizer {
  public:
    virtual ~TranslatorTokenizer() = default;
    /// text -> its tokens and source ids (no end token appended).
    virtual EncodedWords encodeSource(const std::string& text) const = 0;
    /// text -> its tokens and target ids, for teacher forcing (no end token appended).
    virtual EncodedWords encodeTarget(const std::string& text) const = 0;
    /// The target tokens of a translation (the end token left out) -> its text.
    virtual std::string joinTarget(const std::vector<std::string>& tokens) const = 0;
};

/// The word translators' tokenizer: splitWords looked up in each vocabulary, joinWords.
std::shared_ptr<const TranslatorTokenizer> wordTokenizer(TranslatorVocab source,
                                                         TranslatorVocab target);

/// Marian's: the leading language code (">>ru<<") kept as one token, the rest split into
/// pieces by sourceSpm (target text: targetSpm), each looked up in vocab (unknown: its "<unk>");
/// joined by targetSpm with the special tokens ("</s>", "<unk>", "<pad>") dropped. Throws
/// InputError naming a model file that is missing, too large or not a SentencePiece model.
std::shared_ptr<const TranslatorTokenizer> sentencePieceTokenizer(const std::string& sourceSpm,
                                                                  const std::string& targetSpm,
                                                                  TranslatorVocab vocab);

} // namespace attn
