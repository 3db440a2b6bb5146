// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/language/language_model.h"

#include "core/attention/attention_budget.h"
#include "core/io/file_read.h"

#include "core/base/check.h"
#include "core/io/json.h"
#include "core/models/common/config_reader.h"
#include "core/models/language/tokenizer_json.h"
#include "core/text/utf8.h"

namespace attn {

namespace {

/// One byte that is not part of a shown character: printable ASCII as is, a space as ·, a
/// newline as \n, any other as \xNN.
void appendByte(std::string& out, unsigned char c) {
    static const char* hex = "0123456789ABCDEF";
    if (c == ' ') {
        out += "\xC2\xB7"; // middle dot shows where a token's space is
    } else if (c == '\n') {
        out += "\\n";
    } else if (c >= 0x20 && c < 0x7F) {
        out += char(c);
    } else {
        out += "\\x";
        out += hex[c >> 4];
        out += hex[c & 15];
    }
}

/// True when ch, decoded at byte i of text, is a multi-byte character a label can show: valid,
/// in its shortest form, not a surrogate and not a C1 control (U+0080 .. U+009F).
bool showable(const std::string& text, std::size_t i, const Utf8Char& ch) {
    return ch.valid && ch.length > 1 && ch.codePoint >= 0xA0 &&
           !(ch.codePoint >= 0xD800 && ch.codePoint <= 0xDFFF) &&
           text.compare(i, ch.length, encodeUtf8(ch.codePoint)) == 0;
}

/// k in 2..4 -> "₂" .. "₄" (U+2082 .. U+2084).
std::string subscript(std::size_t k) {
    return std::string("\xE2\x82") + char(0x80 + k);
}

} // namespace

std::vector<std::string> byteTokenLabels(const std::vector<std::string>& tokens) {
    std::string text;               // every token's bytes, in order
    std::vector<std::size_t> owner; // owner[p]: the token that holds byte p of text
    for (std::size_t t = 0; t < tokens.size(); ++t) {
        text += tokens[t];
        owner.insert(owner.end(), tokens[t].size(), t);
    }
    std::vector<std::string> labels(tokens.size());
    for (std::size_t p = 0; p < text.size();) {
        const Utf8Char ch = decodeUtf8At(text, p);
        if (!showable(text, p, ch)) {
            appendByte(labels[owner[p]], static_cast<unsigned char>(text[p]));
            ++p;
            continue;
        }
        const std::string character = text.substr(p, ch.length);
        labels[owner[p]] += character;
        for (std::size_t k = 1; k < ch.length; ++k)
            if (owner[p + k] != owner[p + k - 1])
                labels[owner[p + k]] += character + subscript(k + 1);
        p += ch.length;
    }
    return labels;
}

namespace {

/// The tokenizer files of dir, checked against the model's vocabulary of vocabSize.
void loadTokenizer(LanguageModel& lm, const std::string& dir, const ModelShape& shape) {
    const std::string configPath = dir + "/tokenizer_config.json";
    int size = 256;
    if (shape.modelType == "xlm-roberta" && isRegularFile(dir + "/sentencepiece.bpe.model")) {
        lm.fairseq = FairseqPieces(dir + "/sentencepiece.bpe.model");
        size = lm.fairseq->vocabularySize();
    } else if (isRegularFile(dir + "/tokenizer.json")) {
        TokenizerJson t = loadTokenizerJson(dir + "/tokenizer.json");
        lm.bpe = std::move(t.bpe);
        lm.pieces = std::move(t.pieces);
        lm.wordPiece = std::move(t.wordPiece);
        size = lm.vocabularySize();
    } else if (isRegularFile(dir + "/vocab.json")) {
        lm.bpe = Gpt2Tokenizer::load(dir + "/vocab.json", dir + "/merges.txt");
        size = lm.bpe->vocabularySize();
    } else if (isRegularFile(dir + "/vocab.txt")) {
        WordPieceOptions options;
        if (isRegularFile(configPath)) {
            const ConfigReader config(configPath);
            options.lowerCase = config.flag("do_lower_case", true);
            options.stripAccents = config.flag("strip_accents", options.lowerCase);
        }
        lm.wordPiece = WordPieceTokenizer::fromVocabFile(dir + "/vocab.txt", options);
        size = lm.wordPiece->vocabularySize();
    } else {
        require(isRegularFile(configPath),
                Message("attn", "%1: no tokenizer (expected tokenizer.json, vocab.json + "
                                "merges.txt, vocab.txt, or tokenizer_config.json naming the "
                                "bytes tokenizer)")
                    .arg(dir));
        const JsonValue json = readJsonFile(configPath);
        const JsonValue* named = json.find("tokenizer_class");
        const std::string tokenizer =
            named && named->type == JsonValue::Type::String ? named->string : std::string();
        require(tokenizer == "bytes",
                Message("attn", "%1: no tokenizer files (tokenizer.json, vocab.json + merges.txt "
                                "or vocab.txt) for the tokenizer_config.json's tokenizer_class "
                                "\"%2\"")
                    .arg(dir)
                    .arg(tokenizer));
    }
    require(size <= shape.vocabSize,
            Message("attn", "%1: the tokenizer has %2 tokens but the model only %3")
                .arg(dir)
                .arg(size)
                .arg(shape.vocabSize));
}

/// The special token of an encoder's tokenizer: [CLS]/[SEP] (WordPiece) or <s>/</s> (BPE).
int specialId(const LanguageModel& lm, bool start) {
    const int id = lm.wordPiece ? lm.wordPiece->idOf(start ? "[CLS]" : "[SEP]")
                   : lm.bpe     ? lm.bpe->idOf(start ? "<s>" : "</s>")
                   : lm.fairseq ? lm.fairseq->idOf(start ? "<s>" : "</s>")
                                : -1;
    require(id >= 0,
            Message("attn", "the tokenizer has no %1 token").arg(start ? "[CLS]" : "[SEP]"));
    return id;
}

std::vector<int> encodeText(const LanguageModel& lm, const std::string& text) {
    if (lm.bpe) return lm.bpe->encode(text);
    if (lm.pieces) return lm.pieces->encode(text);
    if (lm.fairseq) return lm.fairseq->encode(text);
    if (lm.wordPiece) return lm.wordPiece->encode(text);
    std::vector<int> ids;
    for (unsigned char c : text)
        ids.push_back(c);
    return ids;
}

} // namespace

LanguageModel loadLanguageModel(const std::string& dir) {
    const std::string configPath = dir + "/config.json";
    const std::string type =
        ConfigReader(configPath)
            .modelType("bert|roberta|xlm-roberta|electra|distilbert|" + decoderFamilyTypes());
    LanguageModel lm;
    if (type == "bert" || type == "roberta" || type == "xlm-roberta" || type == "electra" ||
        type == "distilbert")
        lm.weights = loadBert(dir);
    else
        lm.weights = loadDecoder(dir);
    loadTokenizer(lm, dir, lm.shape());
    return lm;
}

int LanguageModel::vocabularySize() const {
    return bpe         ? bpe->vocabularySize()
           : pieces    ? pieces->vocabularySize()
           : fairseq   ? fairseq->vocabularySize()
           : wordPiece ? wordPiece->vocabularySize()
                       : 256;
}

ModelShape LanguageModel::shape() const {
    ModelShape s;
    if (const auto* l = std::get_if<DecoderModel>(&weights)) {
        const DecoderConfig& c = l->config;
        s = {c.modelType, c.layers,    c.heads, c.kvHeads, c.embedDim, c.headDim,
             c.vocabSize, c.positions, false,   {},        {}};
        for (const DecoderLayerSpec& layer : c.layerSpecs) {
            s.windows.push_back(layer.window);
            s.rotary.push_back(layer.rotary);
        }
    } else {
        const BertConfig& c = std::get<BertModel>(weights).config;
        s = {c.modelType, c.layers,
             c.heads,     c.heads,
             c.embedDim,  c.embedDim / c.heads,
             c.vocabSize, c.positions - c.positionOffset,
             true,        {},
             {}};
    }
    return s;
}

std::vector<int> LanguageModel::encode(const std::string& text) const {
    std::vector<int> ids = encodeText(*this, text);
    // Decoders add none, and a byte vocabulary has no special tokens.
    if (!std::holds_alternative<BertModel>(weights) || (!bpe && !wordPiece && !fairseq)) return ids;
    ids.insert(ids.begin(), specialId(*this, true));
    ids.push_back(specialId(*this, false));
    return ids;
}

EncodedText LanguageModel::encodePair(const std::string& a, const std::string& b) const {
    require(std::holds_alternative<BertModel>(weights),
            Message("attn", "a sentence pair needs an encoder (BERT family)"));
    EncodedText t;
    t.ids = encode(a);
    // RoBERTa's pair: <s> a </s></s> b </s>, one segment throughout.
    const bool roberta = !wordPiece && (bpe || fairseq);
    if (roberta) t.ids.push_back(specialId(*this, false));
    const int second = roberta ? 0 : 1;
    t.segments.assign(t.ids.size(), 0);
    for (int id : encodeText(*this, b)) {
        t.ids.push_back(id);
        t.segments.push_back(second);
    }
    t.ids.push_back(specialId(*this, false));
    t.segments.push_back(second);
    return t;
}

std::string LanguageModel::decode(const std::vector<int>& ids) const {
    if (bpe) return bpe->decode(ids);
    std::string text;
    for (int id : ids)
        text += wordPiece ? (text.empty() ? "" : " ") + wordPiece->token(id) : tokenText(id);
    return text;
}

std::string LanguageModel::tokenText(int id) const {
    if (wordPiece) return wordPiece->token(id);
    if (bpe) return bpe->tokenBytes(id);
    if (pieces) return pieces->tokenBytes(id);
    if (fairseq) return fairseq->tokenBytes(id);
    const int size = shape().vocabSize;
    require(id >= 0 && id < size,
            Message("attn", "token id %1 is outside the vocabulary of %2").arg(id).arg(size));
    // A bytes tokenizer: ids past the 256 bytes are the model's own, named by number.
    return id < 256 ? std::string(1, char(id)) : "[" + std::to_string(id) + "]";
}

std::vector<std::string> LanguageModel::tokenLabels(const std::vector<int>& ids) const {
    std::vector<std::string> tokens;
    for (int id : ids)
        tokens.push_back(tokenText(id));
    return wordPiece ? tokens : byteTokenLabels(tokens);
}

ModelOutput LanguageModel::forward(const std::vector<int>& ids, const std::vector<int>& segments,
                                   LogitRows rows, const ForwardWhatIf& whatIf) const {
    const ModelShape s = shape();
    requireAttentionFits(s.layers, s.heads, double(ids.size()),
                         Message("attn", "%1 tokens").arg(ids.size()),
                         Message("attn", "shorten the text"));
    if (const auto* l = std::get_if<DecoderModel>(&weights))
        return decoderForward(*l, ids, rows, whatIf);
    return bertForward(std::get<BertModel>(weights), ids, segments, {}, whatIf);
}

ModelOutput LanguageModel::extend(DecoderCache& cache, const std::vector<int>& ids,
                                  const ForwardWhatIf& whatIf) const {
    const auto* decoder = std::get_if<DecoderModel>(&weights);
    require(decoder, Message("attn", "an encoder (BERT family) does not continue a text"));
    return decoderExtend(*decoder, cache, ids, whatIf);
}

LongTextPass LanguageModel::longPass(const std::vector<int>& ids) const {
    const auto* decoder = std::get_if<DecoderModel>(&weights);
    require(decoder, Message("attn", "attention on demand is for decoders (GPT-2, Llama and the "
                                     "other families that write text), not for an encoder"));
    return decoderLongPass(*decoder, ids);
}

std::vector<int> LanguageModel::greedy(std::vector<int> ids, int count,
                                       const ForwardWhatIf& whatIf) const {
    const ModelShape s = shape();
    require(!s.encoder, Message("attn", "an encoder (BERT family) does not continue a text"));
    for (int step = 0; step < count; ++step) {
        const std::size_t context = std::min(ids.size(), std::size_t(s.positions));
        const std::vector<int> window(ids.end() - std::ptrdiff_t(context), ids.end());
        Eigen::Index best;
        forward(window, {}, LogitRows::Last, whatIf).logits.row(0).maxCoeff(&best);
        ids.push_back(int(best));
    }
    return ids;
}

Eigen::MatrixXf LanguageModel::attentionInput(const std::vector<int>& ids, int layer) const {
    if (const auto* l = std::get_if<DecoderModel>(&weights))
        return decoderAttentionInput(*l, ids, layer);
    return bertAttentionInput(std::get<BertModel>(weights), ids, {}, layer);
}

Eigen::MatrixXf LanguageModel::paddedEmbedding(const std::vector<int>& ids) const {
    std::vector<int> real = ids;
    for (int& id : real)
        if (id == -1) id = 0;
    Eigen::MatrixXf x = attentionInput(real, 0);
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (ids[i] == -1) x.row(Eigen::Index(i)).setZero();
    return x;
}

const MultiHeadWeights& LanguageModel::layerAttention(int layer) const {
    const int layers = shape().layers;
    require(layer >= 0 && layer < layers,
            Message("attn", "layer %1 does not exist: the model has %2 layers")
                .arg(layer + 1)
                .arg(layers));
    const std::size_t l = std::size_t(layer);
    if (const auto* m = std::get_if<DecoderModel>(&weights)) return m->blocks[l].attention;
    return std::get<BertModel>(weights).blocks[l].attention;
}

std::vector<float> LanguageModel::rotaryFrequencies(int layer, Eigen::Index tokens) const {
    return attentionOptions(layer, tokens).rotaryFrequencies;
}

std::pair<Eigen::VectorXf, Eigen::VectorXf>
LanguageModel::unrotatedQueryKey(const std::vector<int>& ids, int layer, int head, int query,
                                 int key) const {
    const MultiHeadWeights& w = layerAttention(layer);
    const int t = int(ids.size());
    require(head >= 0 && head < w.heads && query >= 0 && query < t && key >= 0 && key < t,
            Message("attn", "head %1 does not exist: the layer has %2 heads")
                .arg(head + 1)
                .arg(w.heads));
    const Eigen::MatrixXf x = attentionInput(ids, layer);
    const auto [queries, keys] = scoredQueriesKeys(x.row(query), x.row(key), w, {});
    const int d = w.headDim(), g = w.keyValueHeadOf(head);
    return {queries.row(0).segment(head * d, d).transpose(),
            keys.row(0).segment(g * d, d).transpose()};
}

MultiHeadOptions LanguageModel::attentionOptions(int layer, Eigen::Index tokens) const {
    require(layer >= 0 && layer < shape().layers,
            Message("attn", "layer %1 does not exist: the model has %2 layers")
                .arg(layer + 1)
                .arg(shape().layers));
    if (const auto* l = std::get_if<DecoderModel>(&weights))
        return decoderAttentionOptions(l->config, layer, tokens);
    return {}; // an encoder: bidirectional, no positions in the attention
}

} // namespace attn
