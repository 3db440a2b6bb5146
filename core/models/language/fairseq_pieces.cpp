// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/language/fairseq_pieces.h"

#include "core/base/check.h"
#include "core/models/common/sentencepiece_model.h"

#include <sentencepiece_processor.h>

namespace attn {

namespace {

constexpr int kOffset = 1; // fairseq's <s> <pad> </s> <unk> take the ids before the pieces
const char* const kFairseqSpecials[] = {"<s>", "<pad>", "</s>", "<unk>"};

} // namespace

FairseqPieces::FairseqPieces(const std::string& path) {
    sp_ = loadSentencePiece(path);
    std::vector<std::pair<std::string, int>> specials;
    for (int id = 0; id < 4; ++id)
        specials.emplace_back(kFairseqSpecials[id], id);
    specials.emplace_back("<mask>", vocabularySize() - 1);
    specials_ = SpecialTokens(specials, {{"<mask>", AddedTokenStrip{true, false}}});
}

FairseqPieces::~FairseqPieces() = default;
FairseqPieces::FairseqPieces(FairseqPieces&&) noexcept = default;
FairseqPieces& FairseqPieces::operator=(FairseqPieces&&) noexcept = default;

int FairseqPieces::vocabularySize() const {
    return sp_->GetPieceSize() + kOffset + 1;
}

int FairseqPieces::idOf(const std::string& token) const {
    for (int id = 0; id < 4; ++id)
        if (token == kFairseqSpecials[id]) return id;
    return token == "<mask>" ? vocabularySize() - 1 : -1;
}

void FairseqPieces::encodeSegment(const std::string& segment, std::vector<int>& ids) const {
    std::vector<int> pieces;
    const auto status = sp_->Encode(segment, &pieces);
    require(status.ok(),
            Message("attn", "the text cannot be split into pieces: %1").arg(status.ToString()));
    for (int p : pieces) // SentencePiece's own unknown (id 0) is fairseq's <unk>
        ids.push_back(p == sp_->unk_id() ? 3 : p + kOffset);
    // The fast tokenizer keeps a trailing space as "▁" where SentencePiece drops it.
    const unsigned char last = segment.empty() ? 'x' : static_cast<unsigned char>(segment.back());
    const bool trailingSpace =
        last == ' ' || (last >= '\t' && last <= '\r') ||
        (segment.size() >= 3 && segment.compare(segment.size() - 3, 3, "\xE3\x80\x80") == 0);
    const int space = sp_->PieceToId("\xE2\x96\x81");
    if (trailingSpace && space != sp_->unk_id()) ids.push_back(space + kOffset);
}

std::vector<int> FairseqPieces::encode(const std::string& text) const {
    std::vector<int> ids;
    specials_.split(text, ids,
                    [&](const std::string& segment, std::size_t) { encodeSegment(segment, ids); });
    return ids;
}

std::string FairseqPieces::tokenBytes(int id) const {
    require(id >= 0 && id < vocabularySize(),
            Message("attn", "token id %1 is outside the vocabulary of %2")
                .arg(id)
                .arg(vocabularySize()));
    if (id < 4) return kFairseqSpecials[id];
    if (id == vocabularySize() - 1) return "<mask>";
    std::string piece = sp_->IdToPiece(id - kOffset);
    const std::string underline = "\xE2\x96\x81";
    for (std::size_t at = piece.find(underline); at != std::string::npos;
         at = piece.find(underline, at + 1))
        piece.replace(at, underline.size(), " ");
    return piece;
}

} // namespace attn
