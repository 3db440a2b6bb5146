#pragma once
// A language model directory as a user has it: weights, config and tokenizer together.
#include "core/models/gpt2/gpt2.h"
#include "core/models/gpt2/gpt2_tokenizer.h"

#include <optional>
#include <string>
#include <vector>

namespace attn {

struct LanguageModel {
    Gpt2Model model;
    std::optional<Gpt2Tokenizer> bpe; ///< GPT-2 BPE when the directory has vocab.json; else bytes

    /// UTF-8 text -> token ids (BPE, or one id per byte).
    std::vector<int> encode(const std::string& text) const;
    /// ids -> text.
    std::string decode(const std::vector<int>& ids) const;
    /// ids:(T) -> T printable labels, for axes and tooltips: byteTokenLabels of the tokens'
    /// bytes, e.g. "Да" as bytes -> "Д", "Д₂", "а", "а₂".
    std::vector<std::string> tokenLabels(const std::vector<int>& ids) const;
};

/// tokens:(T) the bytes of consecutive tokens -> T labels, UTF-8. Characters are read across
/// token boundaries: each is shown whole on the token that holds its first byte, and a token
/// that continues a character begun in an earlier token shows it again, marked with the
/// subscript number of the byte it continues from (₂ .. ₄), so a thinned axis still names the
/// character. One byte per token: "При" -> "П", "П₂", "р", "р₂", "и", "и₂"; "你" -> "你", "你₂",
/// "你₃". A token holding "Д" and the first byte of "а" reads "Да", the next one "а₂". Bytes
/// that are no character (a stray continuation byte, a lead byte cut short, an overlong form,
/// a surrogate, a control) read \xNN; a space reads · (U+00B7), a newline \n, other ASCII as
/// is.
std::vector<std::string> byteTokenLabels(const std::vector<std::string>& tokens);

/// dir holds config.json + model.safetensors, and either vocab.json + merges.txt (GPT-2 BPE)
/// or tokenizer_config.json with "tokenizer_class": "bytes". Throws InputError naming the
/// file at fault.
LanguageModel loadLanguageModel(const std::string& dir);

} // namespace attn
