// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a translator directory: config.json, the vocabularies and the weights.
#include "core/models/translator/translator_models.h"

#include "core/base/check.h"
#include "core/io/json.h"

#include <cmath>

namespace attn {

namespace {

/// config.json's key as a whole number in [low, high].
int wholeNumber(const JsonValue& json, const std::string& path, const char* key, int low,
                int high) {
    const JsonValue* v = json.find(key);
    require(v != nullptr, Message("attn", "%1: \"%2\" is missing").arg(path).arg(key));
    require(v->type == JsonValue::Type::Number && v->number == std::floor(v->number) &&
                v->number >= low && v->number <= high,
            Message("attn", "%1: \"%2\" must be a whole number from %3 to %4")
                .arg(path)
                .arg(key)
                .arg(low)
                .arg(high));
    return int(v->number);
}

std::string optionalString(const JsonValue& json, const char* key, const std::string& fallback) {
    const JsonValue* v = json.find(key);
    return v && v->type == JsonValue::Type::String ? v->string : fallback;
}

} // namespace

Eigen::MatrixXf translatorLayerNorm(const Eigen::MatrixXf& x, const Eigen::VectorXf& weight,
                                    const Eigen::VectorXf& bias, float eps) {
    Eigen::MatrixXf y(x.rows(), x.cols());
    for (Eigen::Index t = 0; t < x.rows(); ++t) {
        const float mean = x.row(t).mean();
        const float var = (x.row(t).array() - mean).square().mean();
        y.row(t) = ((x.row(t).array() - mean) / std::sqrt(var + eps))
                       .matrix()
                       .cwiseProduct(weight.transpose()) +
                   bias.transpose();
    }
    return y;
}

int argmaxWithProbability(const Eigen::VectorXf& logits, float& probability) {
    Eigen::Index best = 0;
    const float top = logits.maxCoeff(&best);
    probability = 1.0f / (logits.array() - top).exp().sum();
    return int(best);
}

TranslatorConfig readTranslatorConfig(const std::string& path) {
    const JsonValue json = readJsonFile(path);
    require(json.isObject(), Message("attn", "%1: expected a JSON object").arg(path));
    const JsonValue* type = json.find("model_type");
    require(type && type->type == JsonValue::Type::String,
            Message("attn", "%1: \"model_type\" is missing").arg(path));
    if (type->string == "marian") return readMarianConfig(path);
    TranslatorConfig c;
    if (type->string == "bahdanau-gru") {
        c.kind = TranslatorKind::BahdanauGru;
    } else if (type->string == "transformer-seq2seq") {
        c.kind = TranslatorKind::TransformerSeq2Seq;
    } else {
        throw InputError(Message("attn", "%1: model_type \"%2\" is not a translator (expected "
                                         "\"bahdanau-gru\", \"transformer-seq2seq\" or "
                                         "\"marian\")")
                             .arg(path)
                             .arg(type->string));
    }
    c.sourceLanguage = optionalString(json, "source_language", "");
    c.targetLanguage = optionalString(json, "target_language", "");
    c.sourceVocabSize = wholeNumber(json, path, "source_vocab_size", 4, 1000000);
    c.targetVocabSize = wholeNumber(json, path, "target_vocab_size", 4, 1000000);
    c.maxSourceWords = wholeNumber(json, path, "max_source_words", 1, 10000);
    c.maxTargetWords = wholeNumber(json, path, "max_target_words", 1, 10000);
    if (c.kind == TranslatorKind::BahdanauGru) {
        c.embedDim = wholeNumber(json, path, "embed_dim", 1, 4096);
        c.hiddenDim = wholeNumber(json, path, "hidden_dim", 2, 4096);
        c.attentionDim = wholeNumber(json, path, "attention_dim", 1, 4096);
        require(c.hiddenDim % 2 == 0,
                Message("attn", "%1: \"hidden_dim\" %2 must be even (half per encoder direction)")
                    .arg(path)
                    .arg(c.hiddenDim));
        return c;
    }
    c.embedDim = wholeNumber(json, path, "d_model", 1, 4096);
    c.layers = wholeNumber(json, path, "layers", 1, 64);
    c.heads = wholeNumber(json, path, "heads", 1, 256);
    c.feedForwardDim = wholeNumber(json, path, "ffn_dim", 1, 65536);
    const int positions = wholeNumber(json, path, "max_positions", 1, 100000);
    if (const JsonValue* eps = json.find("layer_norm_eps")) {
        require(
            eps->type == JsonValue::Type::Number && eps->number > 0 && eps->number < 1,
            Message("attn", "%1: \"layer_norm_eps\" must be a number between 0 and 1").arg(path));
        c.layerNormEps = float(eps->number);
    }
    require(
        optionalString(json, "norm", "post") == "post",
        Message("attn",
                "%1: only \"norm\": \"post\" (LayerNorm after each residual addition) is supported")
            .arg(path));
    require(optionalString(json, "activation", "relu") == "relu",
            Message("attn", "%1: only \"activation\": \"relu\" is supported").arg(path));
    require(c.embedDim % c.heads == 0,
            Message("attn", "%1: d_model %2 is not divisible by heads %3")
                .arg(path)
                .arg(c.embedDim)
                .arg(c.heads));
    require(
        c.maxSourceWords + 1 <= positions && c.maxTargetWords <= positions,
        Message("attn",
                "%1: max_source_words + 1 and max_target_words must not exceed max_positions %2")
            .arg(path)
            .arg(positions));
    return c;
}

bool isTranslatorDirectory(const std::string& dir) {
    try {
        readTranslatorConfig(dir + "/config.json");
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

Translator loadTranslator(const std::string& dir) {
    const TranslatorConfig config = readTranslatorConfig(dir + "/config.json");
    if (config.kind == TranslatorKind::Marian) return loadMarianTranslator(dir);
    TranslatorVocab source = readTranslatorVocab(dir + "/source_vocab.json");
    TranslatorVocab target = readTranslatorVocab(dir + "/target_vocab.json");
    require(source.size() == config.sourceVocabSize,
            Message("attn",
                    "%1/source_vocab.json has %2 words but config.json says source_vocab_size %3")
                .arg(dir)
                .arg(source.size())
                .arg(config.sourceVocabSize));
    require(target.size() == config.targetVocabSize,
            Message("attn",
                    "%1/target_vocab.json has %2 words but config.json says target_vocab_size %3")
                .arg(dir)
                .arg(target.size())
                .arg(config.targetVocabSize));
    const std::string weightsPath = dir + "/model.safetensors";
    const TranslatorWeights weights(weightsPath);
    auto model = config.kind == TranslatorKind::BahdanauGru ? loadBahdanauModel(config, weights)
                                                            : loadTransformerModel(config, weights);
    return Translator(config, std::move(source), std::move(target), std::move(model));
}

} // namespace attn
