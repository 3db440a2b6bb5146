// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// XLM-RoBERTa's tokenizer: the folder's sentencepiece.bpe.model, read with libsentencepiece,
// with fairseq's ids (<s> 0, <pad> 1, </s> 2, <unk> 3, every piece at its SentencePiece id + 1,
// <mask> last), as transformers' XLMRobertaTokenizerFast gives them: special tokens matched
// as written (<mask> taking the space before it), each text between them split into pieces,
// and a text that ends in white space closed by a "▁" piece.
#include "core/models/common/token_table.h"

#include <memory>
#include <string>
#include <vector>

namespace sentencepiece {
class SentencePieceProcessor;
}

namespace attn {

class FairseqPieces {
  public:
    /// Reads the SentencePiece model at path (at most 64 MB). Throws InputError naming it when
    /// it is missing, not a regular file or not a SentencePiece model.
    explicit FairseqPieces(const std::string& path);
    ~FairseqPieces();
    FairseqPieces(FairseqPieces&&) noexcept;
    FairseqPieces& operator=(FairseqPieces&&) noexcept;

    /// UTF-8 text -> ids, without the <s> .. </s> around them.
    std::vector<int> encode(const std::string& text) const;
    /// The text of id: its piece with "▁" as a space, or the special token's name. Throws
    /// InputError outside the vocabulary.
    std::string tokenBytes(int id) const;
    /// The id of a special token ("<s>", "</s>", "<mask>", ...), or -1.
    int idOf(const std::string& token) const;
    int vocabularySize() const;

  private:
    void encodeSegment(const std::string& segment, std::vector<int>& ids) const;

    std::shared_ptr<const sentencepiece::SentencePieceProcessor> sp_;
    SpecialTokens specials_;
};

} // namespace attn
