// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/language/tokenizer_json.h"

#include "core/base/check.h"
#include "core/io/json.h"

#include <cmath>

namespace attn {

namespace {

const char* const kLlama3Split =
    "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| "
    "?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
const char* const kQwen2Split =
    "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}| "
    "?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";

bool isNull(const JsonValue* v) {
    return !v || v->type == JsonValue::Type::Null;
}

std::string typeOf(const JsonValue* v) {
    const JsonValue* type = v && v->isObject() ? v->find("type") : nullptr;
    return type && type->type == JsonValue::Type::String ? type->string : std::string();
}

bool flag(const JsonValue& v, const char* key, bool fallback) {
    const JsonValue* f = v.find(key);
    return f && f->type == JsonValue::Type::Bool ? f->boolean : fallback;
}

/// The members of a "Sequence" (under key), or the value itself.
std::vector<const JsonValue*> steps(const JsonValue* v, const char* key) {
    if (typeOf(v) != "Sequence") return {v};
    std::vector<const JsonValue*> out;
    if (const JsonValue* list = v->find(key))
        for (const JsonValue& item : list->array)
            out.push_back(&item);
    return out;
}

PretokenizerKind splitOf(const JsonValue* pre, const std::string& path) {
    const std::vector<const JsonValue*> s = steps(pre, "pretokenizers");
    const auto unsupported = Message("attn", "%1: the pre-tokenizer is not one this program "
                                             "knows (byte-level with GPT-2's, SmolLM2's, Llama "
                                             "3's or Qwen2's split)")
                                 .arg(path);
    if (s.size() == 1 && typeOf(s[0]) == "ByteLevel" && flag(*s[0], "use_regex", true) &&
        !flag(*s[0], "add_prefix_space", false))
        return PretokenizerKind::Gpt2;
    require(s.size() == 2 && typeOf(s[1]) == "ByteLevel" && !flag(*s[1], "add_prefix_space", false),
            unsupported);
    if (typeOf(s[0]) == "Digits" && flag(*s[0], "individual_digits", false) &&
        flag(*s[1], "use_regex", true))
        return PretokenizerKind::Gpt2SingleDigits;
    const JsonValue* pattern = s[0]->find("pattern");
    const JsonValue* regex = pattern ? pattern->find("Regex") : nullptr;
    require(typeOf(s[0]) == "Split" && regex && !flag(*s[1], "use_regex", true), unsupported);
    // The pieces are the regex's matches: kept with what lies between (Isolated) or alone
    // (Removed, inverted: OLMo 2's form); the same pieces, as these regexes match every byte.
    const JsonValue* behavior = s[0]->find("behavior");
    const std::string kept = behavior ? behavior->string : std::string("Isolated");
    require((kept == "Isolated" && !flag(*s[0], "invert", false)) ||
                (kept == "Removed" && flag(*s[0], "invert", false)),
            unsupported);
    if (regex->string == kLlama3Split) return PretokenizerKind::Llama3;
    require(regex->string == kQwen2Split, unsupported);
    return PretokenizerKind::Qwen2;
}

/// The ids of the special token named in a TemplateProcessing item.
int templateId(const JsonValue& processor, const std::string& name,
               const std::vector<std::pair<std::string, int>>& added, const std::string& path) {
    if (const JsonValue* specials = processor.find("special_tokens"))
        if (const JsonValue* token = specials->find(name))
            if (const JsonValue* ids = token->find("ids"); ids && ids->array.size() == 1)
                return int(ids->array[0].number);
    for (const auto& [content, id] : added)
        if (content == name) return id;
    throw InputError(Message("attn", "%1: the tokenizer has no %2 token").arg(path).arg(name));
}

/// The tokens a TemplateProcessing puts before and after a single text, given the added
/// tokens it may name.
template <typename Options>
void readTemplate(const JsonValue* post, Options& o, const std::string& path) {
    for (const JsonValue* p : steps(post, "processors")) {
        if (typeOf(p) != "TemplateProcessing") continue;
        const JsonValue* single = p->find("single");
        bool afterText = false;
        for (const JsonValue& item : single ? single->array : std::vector<JsonValue>()) {
            if (item.find("Sequence")) {
                afterText = true;
            } else if (const JsonValue* special = item.find("SpecialToken")) {
                const int id = templateId(*p, special->stringAt("id", path), o.specials, path);
                (afterText ? o.suffix : o.prefix).push_back(id);
            }
        }
    }
}

/// The added tokens, as written and their ids, into o.specials; those that take the white
/// space beside them ("lstrip", "rstrip") into o.strips.
template <typename Options>
void readAddedTokens(const JsonValue& json, Options& o, const std::string& path) {
    if (const JsonValue* list = json.find("added_tokens"))
        for (const JsonValue& t : list->array) {
            const std::string content = t.stringAt("content", path);
            const double id = t.numberAt("id", path);
            require(id >= 0 && id < (1 << 26) && id == std::floor(id),
                    Message("attn", "%1: added token \"%2\" has id %3, not a whole number "
                                    "from 0 to %4")
                        .arg(path)
                        .arg(content.substr(0, 64))
                        .arg(id)
                        .arg(1 << 26));
            o.specials.emplace_back(content, int(id));
            const AddedTokenStrip strip{flag(t, "lstrip", false), flag(t, "rstrip", false)};
            if (strip.left || strip.right) o.strips[content] = strip;
        }
}

/// The model's vocabulary (token -> id) and merges ("a b" or ["a", "b"]).
void readBpeTables(const JsonValue& model, const std::string& path,
                   std::vector<std::pair<std::string, int>>& vocabulary,
                   std::vector<std::pair<std::string, std::string>>& merges) {
    const JsonValue* vocab = model.find("vocab");
    require(vocab && vocab->isObject(),
            Message("attn", "%1: expected an object of token ids").arg(path));
    for (const auto& [token, id] : vocab->object) {
        require(id.type == JsonValue::Type::Number && id.number >= 0 && id.number < (1 << 26),
                Message("attn", "%1: token \"%2\" has an id outside 0..%3")
                    .arg(path)
                    .arg(token)
                    .arg(1 << 26));
        vocabulary.emplace_back(token, int(id.number));
    }
    const JsonValue* list = model.find("merges");
    for (const JsonValue& m : list ? list->array : std::vector<JsonValue>()) {
        const std::size_t space = m.string.find(' ');
        if (m.type == JsonValue::Type::Array && m.array.size() == 2)
            merges.emplace_back(m.array[0].string, m.array[1].string);
        else if (m.type == JsonValue::Type::String && space != std::string::npos)
            merges.emplace_back(m.string.substr(0, space), m.string.substr(space + 1));
        else
            throw InputError(Message("attn", "%1: line %2 is not a pair \"a b\"")
                                 .arg(path)
                                 .arg(merges.size() + 1));
    }
}

/// Whether pre does nothing once the normalizer has replaced every space: none, or Gemma's
/// split at " " (merged with the previous piece).
bool noPretokenizer(const JsonValue* pre) {
    if (isNull(pre)) return true;
    const JsonValue* pattern = pre->find("pattern");
    const JsonValue* text = pattern ? pattern->find("String") : nullptr;
    return typeOf(pre) == "Split" && text && text->string == " ";
}

/// Llama 2's form: spaces as "▁" and one put in front, by normalizers (Prepend + Replace) or
/// by a Metaspace pre-tokenizer; Gemma's: spaces as "▁" (Replace alone), none put in front.
SentencePieceBpe sentencePieces(const JsonValue& json, const JsonValue& model,
                                const std::string& path) {
    using Prepend = SentencePieceOptions::Prepend;
    SentencePieceOptions o;
    const JsonValue* normalizer = json.find("normalizer");
    const JsonValue* pre = json.find("pre_tokenizer");
    std::vector<std::string> normalizerTypes;
    for (const JsonValue* step : steps(normalizer, "normalizers"))
        if (!isNull(step)) normalizerTypes.push_back(typeOf(step));
    const bool normalizers = normalizerTypes == std::vector<std::string>{"Prepend", "Replace"};
    const bool metaspace = isNull(normalizer) && typeOf(pre) == "Metaspace";
    const bool replaceOnly =
        normalizerTypes == std::vector<std::string>{"Replace"} && noPretokenizer(pre);
    if (replaceOnly) o.prepend = Prepend::Never;
    require(normalizers || metaspace || replaceOnly,
            Message("attn", "%1: the pre-tokenizer is not one this program knows (byte-level "
                            "with GPT-2's, SmolLM2's, Llama 3's or Qwen2's split)")
                .arg(path));
    o.metaspace = metaspace;
    if (metaspace) {
        const JsonValue* scheme = pre->find("prepend_scheme");
        const std::string s = scheme ? scheme->string : std::string();
        o.prepend = s == "first" ? Prepend::First
                    : s == "never" || (!scheme && !flag(*pre, "add_prefix_space", true))
                        ? Prepend::Never
                        : Prepend::Always;
    }
    if (const JsonValue* unk = model.find("unk_token"); unk && unk->type == JsonValue::Type::String)
        o.unknown = unk->string;
    readAddedTokens(json, o, path);
    readTemplate(json.find("post_processor"), o, path);
    std::vector<std::pair<std::string, int>> vocabulary;
    std::vector<std::pair<std::string, std::string>> merges;
    readBpeTables(model, path, vocabulary, merges);
    return SentencePieceBpe(vocabulary, merges, std::move(o), path);
}

Gpt2Tokenizer bytePairs(const JsonValue& json, const JsonValue& model, const std::string& path) {
    ByteLevelOptions o;
    o.ignoreMerges = flag(model, "ignore_merges", false);
    const std::string normalizer = typeOf(json.find("normalizer"));
    require(
        isNull(json.find("normalizer")) || normalizer == "NFC",
        Message("attn", "%1: \"%2\" is not supported").arg(path).arg("normalizer " + normalizer));
    o.nfc = normalizer == "NFC";
    o.split = splitOf(json.find("pre_tokenizer"), path);
    readAddedTokens(json, o, path);
    readTemplate(json.find("post_processor"), o, path);
    std::vector<std::pair<std::string, int>> vocabulary;
    std::vector<std::pair<std::string, std::string>> merges;
    readBpeTables(model, path, vocabulary, merges);
    return Gpt2Tokenizer(vocabulary, merges, std::move(o), path);
}

WordPieceTokenizer wordPieces(const JsonValue& json, const JsonValue& model,
                              const std::string& path) {
    WordPieceOptions o;
    const JsonValue* normalizer = json.find("normalizer");
    require(isNull(normalizer) || typeOf(normalizer) == "BertNormalizer",
            Message("attn", "%1: \"%2\" is not supported (BertNormalizer is)")
                .arg(path)
                .arg("normalizer " + typeOf(normalizer)));
    o.lowerCase = typeOf(normalizer) == "BertNormalizer" && flag(*normalizer, "lowercase", true);
    o.stripAccents = normalizer && flag(*normalizer, "strip_accents", o.lowerCase);
    if (const JsonValue* unk = model.find("unk_token")) o.unknown = unk->string;
    if (const JsonValue* prefix = model.find("continuing_subword_prefix"))
        o.prefix = prefix->string;
    if (const JsonValue* most = model.find("max_input_chars_per_word"))
        o.maxCharactersPerWord = int(most->number);
    const JsonValue* vocab = model.find("vocab");
    require(vocab && vocab->isObject(),
            Message("attn", "%1: expected an object of token ids").arg(path));
    std::vector<std::string> tokens(vocab->object.size());
    for (const auto& [token, id] : vocab->object) {
        require(id.type == JsonValue::Type::Number && id.number >= 0 &&
                    id.number < double(tokens.size()) && tokens[std::size_t(id.number)].empty(),
                Message("attn", "%1: token \"%2\" has an id outside 0..%3")
                    .arg(path)
                    .arg(token)
                    .arg(tokens.size() - 1));
        tokens[std::size_t(id.number)] = token;
    }
    return WordPieceTokenizer(std::move(tokens), std::move(o), path);
}

} // namespace

TokenizerJson loadTokenizerJson(const std::string& path) {
    const JsonValue json = readJsonFile(path, 256u << 20);
    const JsonValue* model = json.find("model");
    const std::string type = typeOf(model);
    TokenizerJson t;
    if (type == "BPE" && flag(*model, "byte_fallback", false))
        t.pieces = sentencePieces(json, *model, path);
    else if (type == "BPE")
        t.bpe = bytePairs(json, *model, path);
    else if (type == "WordPiece")
        t.wordPiece = wordPieces(json, *model, path);
    else
        throw InputError(
            Message("attn", "%1: tokenizer model \"%2\" is not supported (BPE and WordPiece are)")
                .arg(path)
                .arg(type));
    return t;
}

} // namespace attn
