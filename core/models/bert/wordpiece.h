// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// BERT's tokenizer: a basic split (clean, space out CJK ideographs, lowercase, strip accents,
// split on whitespace and punctuation) followed by WordPiece, the longest vocabulary entry
// first with "##" marking a word's continuation.
#include <string>
#include <unordered_map>
#include <vector>

namespace attn {

struct WordPieceOptions {
    bool lowerCase = true;          ///< do_lower_case / BertNormalizer.lowercase
    bool stripAccents = true;       ///< NFD, then combining marks dropped
    std::string prefix = "##";      ///< continuing_subword_prefix
    std::string unknown = "[UNK]";  ///< unk_token
    int maxCharactersPerWord = 100; ///< longer words become unknown
};

class WordPieceTokenizer {
  public:
    /// vocabulary: the tokens in id order (at most one per string); where names the file in
    /// errors. Throws InputError when the vocabulary is empty, repeats a token or lacks the
    /// unknown token.
    WordPieceTokenizer(std::vector<std::string> vocabulary, WordPieceOptions options,
                       const std::string& where);
    /// vocab.txt: one token a line, the line number its id. Throws InputError naming the file.
    static WordPieceTokenizer fromVocabFile(const std::string& path, WordPieceOptions options);

    /// UTF-8 text -> ids, without special tokens.
    std::vector<int> encode(const std::string& text) const;
    /// The words of the basic split, before WordPiece.
    std::vector<std::string> basicWords(const std::string& text) const;
    /// The token of id (e.g. "##ing"); throws InputError outside the vocabulary.
    const std::string& token(int id) const;
    /// The id of token, or -1.
    int idOf(const std::string& token) const;
    int vocabularySize() const { return int(vocabulary_.size()); }

  private:
    void wordPieces(const std::string& word, std::vector<int>& ids) const;

    std::vector<std::string> vocabulary_;
    std::unordered_map<std::string, int> ids_;
    WordPieceOptions options_;
    int unknownId_ = -1;
};

} // namespace attn
