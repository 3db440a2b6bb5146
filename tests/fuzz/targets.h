// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The parsers under test, each as a function of one input's bytes: the libFuzzer harnesses
// (fuzz_main.cpp) and the replay of tests/fuzz/regressions/ (tst_regression_inputs) call the
// same functions. A target may throw attn::InputError for a bad input and nothing else.
#include <map>
#include <string>

namespace attn::fuzz {

using Target = void (*)(const std::string& bytes);

/// Targets of the core's parsers by name: npy, npz, safetensors, json, csv, gpt2_tokenizer,
/// tokenizer_json, translator_vocab, attention_import, gpt2_config, model_config,
/// translator_config, captioner_config, vit_config.
const std::map<std::string, Target>& coreTargets();

/// bytes as the content of a file named name in this process's own temporary folder;
/// returns its path (the folder is reused, the file overwritten).
std::string inputFile(const std::string& name, const std::string& bytes);

} // namespace attn::fuzz
