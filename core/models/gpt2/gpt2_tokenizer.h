#pragma once
// GPT-2's byte-level BPE tokenizer (vocab.json + merges.txt).
#include <string>
#include <unordered_map>
#include <vector>

namespace attn {

class Gpt2Tokenizer {
  public:
    /// Reads a Hugging Face vocab.json (token -> id) and merges.txt (one "a b" pair a line,
    /// after a "#version" line). Throws InputError naming the file and line at fault.
    static Gpt2Tokenizer load(const std::string& vocabPath, const std::string& mergesPath);

    /// UTF-8 text -> token ids, identical to GPT-2's reference encoder.
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

    /// GPT-2's pre-tokenisation: the pieces its regular expression
    /// 's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+ matches.
    static std::vector<std::string> pretokenize(const std::string& text);

  private:
    std::vector<int> bpe(const std::string& piece) const;

    std::unordered_map<std::string, int> encoder_; ///< byte-level token string -> id
    std::vector<std::string> decoder_;             ///< id -> byte-level token string
    std::unordered_map<std::string, int> ranks_;   ///< "a\nb" -> merge priority (lower first)
    std::string byteToSymbol_[256];                ///< each byte's printable stand-in (UTF-8)
    std::unordered_map<std::string, unsigned char> symbolToByte_;
};

} // namespace attn
