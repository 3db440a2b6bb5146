// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Byte-level BPE as GPT-2 made it (vocab.json + merges.txt) and as later models use it from a
// tokenizer.json (Llama 3, Qwen2, SmolLM2): the same merges over bytes, after their own split.
#include "core/models/common/token_table.h"

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace attn {

/// How text is cut into pieces before the merges, by the pattern each family uses.
enum class PretokenizerKind {
    Gpt2, ///< 's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
    Gpt2SingleDigits, ///< each ASCII digit a piece of its own, then Gpt2 (SmolLM2, StarCoder)
    Llama3, ///< (?i:'s|..)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|..
    Qwen2,  ///< as Llama3 with \p{N} one digit at a time
};

/// What a tokenizer.json adds to the merges: the split, NFC, whole-word lookups, special
/// tokens matched in the text, tokens put before and after every text.
struct ByteLevelOptions {
    PretokenizerKind split = PretokenizerKind::Gpt2;
    bool nfc = false;          ///< normalizer NFC (Qwen2)
    bool ignoreMerges = false; ///< a piece that is itself a token is not merged (Llama 3)
    std::vector<std::pair<std::string, int>> specials;       ///< added tokens, matched as written
    std::unordered_map<std::string, AddedTokenStrip> strips; ///< added tokens that take spaces
    std::vector<int> prefix, suffix; ///< the post-processor's tokens around a text
};

class Gpt2Tokenizer {
  public:
    /// No tokens yet: what load() and the table constructor start from.
    Gpt2Tokenizer();
    /// Reads a Hugging Face vocab.json (token -> id) and merges.txt (one "a b" pair a line,
    /// after a "#version" line). Throws InputError naming the file and line at fault.
    static Gpt2Tokenizer load(const std::string& vocabPath, const std::string& mergesPath);
    /// vocabulary: token -> id (byte-level symbols); merges: pairs in priority order. Throws
    /// InputError naming where when an id repeats or a merge names no token.
    Gpt2Tokenizer(const std::vector<std::pair<std::string, int>>& vocabulary,
                  const std::vector<std::pair<std::string, std::string>>& merges,
                  ByteLevelOptions options, const std::string& where);

    /// UTF-8 text -> token ids, identical to the reference encoders (GPT-2's; Hugging Face's
    /// tokenizers for the tokenizer.json forms), with the options' special tokens.
    std::vector<int> encode(const std::string& text) const;
    /// ids -> the UTF-8 text they spell. Throws InputError for an id outside the vocabulary.
    std::string decode(const std::vector<int>& ids) const;
    /// The bytes one token stands for, for labels (may be part of a UTF-8 character).
    std::string tokenBytes(int id) const;
    int vocabularySize() const { return int(decoder_.size()); }
    /// The id of a vocabulary entry as vocab.json spells it (e.g. "<s>"), or -1.
    int idOf(const std::string& token) const {
        const auto it = encoder_.find(token);
        return it == encoder_.end() ? -1 : it->second;
    }

    /// The pieces kind's pattern cuts text into (UTF-8), before the merges.
    static std::vector<std::string> pretokenize(const std::string& text,
                                                PretokenizerKind kind = PretokenizerKind::Gpt2);

  private:
    std::vector<int> bpe(const std::string& piece) const;
    void encodePlain(const std::string& text, std::vector<int>& ids) const;

    ByteLevelOptions options_;
    SpecialTokens specials_;                       ///< options_.specials, longest first
    std::unordered_map<std::string, int> encoder_; ///< byte-level token string -> id
    std::vector<std::string> decoder_;             ///< id -> byte-level token string
    std::unordered_map<std::string, int> ranks_;   ///< "a\nb" -> merge priority (lower first)
    std::string byteToSymbol_[256];                ///< each byte's printable stand-in (UTF-8)
    std::unordered_map<std::string, unsigned char> symbolToByte_;
};

} // namespace attn
