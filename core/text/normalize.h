// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Unicode normalisations tokenizers apply before they split: NFC, full lowercase, accents
// stripped (ICU underneath).
#include <string>

namespace attn {

/// UTF-8 text in Normalization Form C (composed: "e" + U+0301 -> "é").
std::string normalizeNfc(const std::string& text);

/// Full lowercase in the root locale (as Python's str.lower: "ΣΑΣ" -> "σας", "İ" -> "i̇").
std::u32string lowercase(const std::u32string& text);

/// NFD with the non-spacing marks dropped: "naïve café" -> "naive cafe".
std::u32string stripAccents(const std::u32string& text);

} // namespace attn
