// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/fuzz/targets.h"

#include "core/base/check.h"
#include "core/io/attention_import.h"
#include "core/io/csv.h"
#include "core/io/json.h"
#include "core/io/npy.h"
#include "core/io/npz.h"
#include "core/io/safetensors.h"
#include "core/models/captioner/captioner.h"
#include "core/models/decoder/decoder.h"
#include "core/models/gpt2/gpt2_tokenizer.h"
#include "core/models/language/language_model.h"
#include "core/models/language/tokenizer_json.h"
#include "core/models/translator/translator.h"
#include "core/models/translator/translator_vocab.h"
#include "core/models/vit/vit.h"

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sys/stat.h>

namespace attn::fuzz {

namespace {

std::string folder() {
    static const std::string dir = [] {
        const char* base = std::getenv("TMPDIR");
        std::string d =
            std::string(base && *base ? base : "/tmp") + "/attn-fuzz-" + std::to_string(::getpid());
        ::mkdir(d.c_str(), 0700);
        return d;
    }();
    return dir;
}

/// bytes split at the first NUL: (before, after); after is empty without one.
std::pair<std::string, std::string> splitAtNul(const std::string& bytes) {
    const std::size_t at = bytes.find('\0');
    if (at == std::string::npos) return {bytes, {}};
    return {bytes.substr(0, at), bytes.substr(at + 1)};
}

void npy(const std::string& b) {
    parseNpy(b, "fuzz.npy");
}
void npz(const std::string& b) {
    readNpz(inputFile("fuzz.npz", b));
}
void safetensors(const std::string& b) {
    readSafetensors(inputFile("fuzz.safetensors", b));
}
void json(const std::string& b) {
    parseJson(b);
}
void csv(const std::string& b) {
    parseCsv(b);
}

/// vocab.json, NUL, merges.txt; then encodes a text of several scripts.
void gpt2Tokenizer(const std::string& b) {
    const auto [vocab, merges] = splitAtNul(b);
    const Gpt2Tokenizer t =
        Gpt2Tokenizer::load(inputFile("vocab.json", vocab), inputFile("merges.txt", merges));
    t.encode("Hello, world! Привет 注意力 ’s 123 \xF0\x9F\x98\x80");
}

/// tokenizer.json; then encodes a text of several scripts with special-looking pieces.
void tokenizerJson(const std::string& b) {
    const TokenizerJson t = loadTokenizerJson(inputFile("tokenizer.json", b));
    const std::string text = "Hello, world! Привет 注意力 ’s 123 \xF0\x9F\x98\x80 <s>[SEP]";
    if (t.bpe) t.bpe->encode(text);
    if (t.pieces) t.pieces->encode(text);
    if (t.wordPiece) t.wordPiece->encode(text);
}

void translatorVocab(const std::string& b) {
    readTranslatorVocab(inputFile("vocab.txt", b));
}

/// tokens JSON, NUL, an .npy tensor.
void attentionImport(const std::string& b) {
    const auto [tokens, tensor] = splitAtNul(b);
    importAttention(inputFile("fuzz.npy", tensor), inputFile("tokens.json", tokens), "");
}

/// config.json alone in a model folder: read until the missing weights are noticed.
template <typename Load> void configOnly(const std::string& b, Load load) {
    inputFile("config.json", b);
    load(folder());
}
void gpt2Config(const std::string& b) {
    configOnly(b, [](const std::string& d) { loadDecoder(d); });
}
/// config.json of any language-model family, read until the missing weights are noticed.
void modelConfig(const std::string& b) {
    configOnly(b, [](const std::string& d) { loadLanguageModel(d); });
}
void translatorConfig(const std::string& b) {
    readTranslatorConfig(inputFile("config.json", b));
}
void captionerConfig(const std::string& b) {
    configOnly(b, [](const std::string& d) { loadCaptioner(d); });
}
/// A ViT's config.json, NUL, its preprocessor_config.json: read until the missing weights are
/// noticed.
void vitConfig(const std::string& b) {
    const auto [config, preprocessor] = splitAtNul(b);
    inputFile("preprocessor_config.json", preprocessor);
    configOnly(config, [](const std::string& d) { loadVit(d); });
}

} // namespace

std::string inputFile(const std::string& name, const std::string& bytes) {
    const std::string path = folder() + "/" + name;
    std::ofstream(path, std::ios::binary | std::ios::trunc)
        .write(bytes.data(), std::streamsize(bytes.size()));
    return path;
}

const std::map<std::string, Target>& coreTargets() {
    static const std::map<std::string, Target> targets{{"npy", npy},
                                                       {"npz", npz},
                                                       {"safetensors", safetensors},
                                                       {"json", json},
                                                       {"csv", csv},
                                                       {"gpt2_tokenizer", gpt2Tokenizer},
                                                       {"translator_vocab", translatorVocab},
                                                       {"attention_import", attentionImport},
                                                       {"gpt2_config", gpt2Config},
                                                       {"model_config", modelConfig},
                                                       {"tokenizer_json", tokenizerJson},
                                                       {"translator_config", translatorConfig},
                                                       {"captioner_config", captionerConfig},
                                                       {"vit_config", vitConfig}};
    return targets;
}

} // namespace attn::fuzz
