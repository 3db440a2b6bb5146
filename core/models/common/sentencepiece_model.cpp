// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/sentencepiece_model.h"

#include "core/base/check.h"
#include "core/io/file_read.h"

#include <sentencepiece_processor.h>

namespace attn {

std::unique_ptr<sentencepiece::SentencePieceProcessor> loadSentencePiece(const std::string& path) {
    const std::string bytes = readRegularFile(path, std::size_t(64) << 20);
    auto sp = std::make_unique<sentencepiece::SentencePieceProcessor>();
    const auto status = sp->LoadFromSerializedProto(bytes);
    require(
        status.ok(),
        Message("attn", "%1 is not a SentencePiece model: %2").arg(path).arg(status.ToString()));
    return sp;
}

} // namespace attn
