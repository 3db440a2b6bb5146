// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A SentencePiece model file (Marian's source.spm / target.spm, XLM-R's
// sentencepiece.bpe.model), read with Debian's libsentencepiece.
#include <memory>
#include <string>

namespace sentencepiece {
class SentencePieceProcessor;
}

namespace attn {

/// The SentencePiece model at path, a regular file of at most 64 MB. Throws InputError naming
/// the file when it cannot be read or is not a SentencePiece model.
std::unique_ptr<sentencepiece::SentencePieceProcessor> loadSentencePiece(const std::string& path);

} // namespace attn
