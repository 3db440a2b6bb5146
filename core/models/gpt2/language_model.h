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
    /// One printable label per token, for axes: the token's text with invisible bytes escaped.
    std::vector<std::string> tokenLabels(const std::vector<int>& ids) const;
};

/// dir holds config.json + model.safetensors, and either vocab.json + merges.txt (GPT-2 BPE)
/// or tokenizer_config.json with "tokenizer_class": "bytes". Throws InputError naming the
/// file at fault.
LanguageModel loadLanguageModel(const std::string& dir);

} // namespace attn
