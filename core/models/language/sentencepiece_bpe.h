// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// BPE over characters with byte fallback, as Llama 2, TinyLlama and Mistral's first tokenizers
// (converted from SentencePiece) have it in tokenizer.json: spaces become "▁", a "▁" is put in
// front, merges join characters, and a character the vocabulary lacks is spelled as its UTF-8
// bytes, <0x00> .. <0xFF>.
#include "core/models/common/token_table.h"

#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace attn {

struct SentencePieceOptions {
    /// "▁" before the segment at the start of the text, or before every segment between
    /// special tokens.
    enum class Prepend { Never, First, Always };
    Prepend prepend = Prepend::Always;
    bool metaspace = false; ///< as a Metaspace pre-tokenizer: none before a leading space
    std::vector<std::pair<std::string, int>> specials;       ///< added tokens, matched as written
    std::unordered_map<std::string, AddedTokenStrip> strips; ///< added tokens that take spaces
    std::vector<int> prefix, suffix; ///< the post-processor's tokens around a text (e.g. <s>)
    std::string unknown = "<unk>";   ///< used when a byte has no <0xXX> token
};

class SentencePieceBpe {
  public:
    /// vocabulary: token -> id; merges in priority order. Throws InputError naming where when
    /// an id repeats or the vocabulary is empty.
    SentencePieceBpe(const std::vector<std::pair<std::string, int>>& vocabulary,
                     const std::vector<std::pair<std::string, std::string>>& merges,
                     SentencePieceOptions options, const std::string& where);

    /// UTF-8 text -> token ids, as Hugging Face's tokenizers give them.
    std::vector<int> encode(const std::string& text) const;
    /// The text token id stands for: "▁" as a space, <0xXX> as its byte. Throws InputError
    /// outside the vocabulary.
    std::string tokenBytes(int id) const;
    int vocabularySize() const { return int(tokens_.size()); }

  private:
    void encodeSegment(const std::string& segment, bool prepend, std::vector<int>& ids) const;

    std::vector<std::string> tokens_;
    std::unordered_map<std::string, int> ids_;
    std::unordered_map<std::string, int> ranks_; ///< "a\nb" -> merge priority
    int byteIds_[256];                           ///< <0xXX> tokens, -1 when absent
    int unknownId_ = -1;
    SentencePieceOptions options_;
    SpecialTokens specials_; ///< options_.specials, longest first
};

} // namespace attn
