// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Hugging Face's tokenizer.json, the tokenizer file of most model folders: byte-level BPE with
// the split of GPT-2, SmolLM2, Llama 3 or Qwen2, Llama 2's BPE with byte fallback, or BERT's
// WordPiece.
#include "core/models/bert/wordpiece.h"
#include "core/models/gpt2/gpt2_tokenizer.h"
#include "core/models/language/sentencepiece_bpe.h"

#include <optional>
#include <string>

namespace attn {

/// One of the three, as the file's "model" says.
struct TokenizerJson {
    std::optional<Gpt2Tokenizer> bpe;
    std::optional<SentencePieceBpe> pieces;
    std::optional<WordPieceTokenizer> wordPiece;
};

/// Reads path. Byte-level BPE: merges as "a b" or ["a", "b"], ignore_merges, added tokens
/// (matched in the text as written), normalizer none or NFC, pre-tokenizer ByteLevel alone,
/// Digits + ByteLevel, or a Split with Llama 3's or Qwen2's pattern + ByteLevel, and the
/// tokens a TemplateProcessing puts around a text. WordPiece: vocab, unk_token, prefix and
/// BertNormalizer's lowercase and strip_accents. BPE with byte fallback (Llama 2, TinyLlama):
/// see SentencePieceBpe. Throws InputError naming the file and what it does not support.
TokenizerJson loadTokenizerJson(const std::string& path);

} // namespace attn
