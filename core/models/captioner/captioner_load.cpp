// SPDX-License-Identifier: GPL-3.0-or-later
// Reading sample_models/captioner-shapes: config.json, vocab.json and model.safetensors.
#include "core/models/captioner/captioner.h"

#include "core/base/check.h"
#include "core/io/json.h"
#include "core/io/safetensors.h"

#include <cmath>

namespace attn {

namespace {

CaptionerConfig readConfig(const std::string& path, int* vocabSize) {
    const JsonValue json = readJsonFile(path);
    require(json.isObject(), Message("attn", "%1: expected a JSON object").arg(path));
    requireModelType(json, path, "show-attend-tell");
    auto whole = [&](const char* key, int most) {
        const double v = json.numberAt(key, path);
        require(v >= 1 && v <= most && v == std::floor(v),
                Message("attn", "%1: \"%2\" must be a whole number from 1 to %3")
                    .arg(path)
                    .arg(key)
                    .arg(most));
        return int(v);
    };
    CaptionerConfig c;
    c.imageSize = whole("image_size", 1024);
    c.patchSize = whole("patch_size", 256);
    c.featureDim = whole("feature_dim", 4096);
    c.hiddenDim = whole("hidden_dim", 4096);
    c.attentionDim = whole("attention_dim", 4096);
    c.embedDim = whole("embed_dim", 4096);
    c.maxWords = whole("max_words", 200);
    *vocabSize = whole("vocab_size", 100000);
    require(c.imageSize % c.patchSize == 0,
            Message("attn", "%1: patch_size %2 does not divide image_size %3")
                .arg(path)
                .arg(c.patchSize)
                .arg(c.imageSize));
    require(c.patches() <= 4096,
            Message("attn", "%1: at most 4096 patches are supported").arg(path));
    return c;
}

std::vector<std::string> readVocabulary(const std::string& path, int size) {
    const JsonValue json = readJsonFile(path);
    require(json.type == JsonValue::Type::Array,
            Message("attn", "%1: expected a JSON array of words").arg(path));
    require(int(json.array.size()) == size,
            Message("attn", "%1: holds %2 words, config.json says vocab_size %3")
                .arg(path)
                .arg(json.array.size())
                .arg(size));
    std::vector<std::string> words;
    for (const JsonValue& w : json.array) {
        require(w.type == JsonValue::Type::String,
                Message("attn", "%1: every entry must be a string").arg(path));
        words.push_back(w.string);
    }
    return words;
}

} // namespace

int Captioner::idOf(const std::string& word) const {
    for (std::size_t i = 0; i < vocabulary.size(); ++i)
        if (vocabulary[i] == word) return int(i);
    return unknownId;
}

Captioner loadCaptioner(const std::string& dir) {
    Captioner m;
    int v = 0;
    m.config = readConfig(dir + "/config.json", &v);
    m.vocabulary = readVocabulary(dir + "/vocab.json", v);
    auto special = [&](const char* name) {
        for (std::size_t i = 0; i < m.vocabulary.size(); ++i)
            if (m.vocabulary[i] == name) return int(i);
        throw InputError(
            Message("attn", "%1/vocab.json: the word \"%2\" is missing").arg(dir).arg(name));
    };
    m.startId = special("<start>");
    m.endId = special("<end>");
    m.unknownId = special("<unk>");

    const CaptionerConfig& c = m.config;
    const int d = c.featureDim, h = c.hiddenDim, a = c.attentionDim, e = c.embedDim;
    const int pixels = c.patchSize * c.patchSize * 3;
    const std::string weightsPath = dir + "/model.safetensors";
    const NamedTensors t(weightsPath);
    CaptionerWeights& w = m.weights;
    w.patchWeight = t.matrix("patch.weight", d, pixels);
    w.patchBias = t.vector("patch.bias", d);
    w.position = t.matrix("position", c.patches(), d);
    w.mixWeight = t.matrix("mix.weight", d, d);
    w.mixBias = t.vector("mix.bias", d);
    w.initWeight = t.matrix("init.weight", h, d);
    w.initBias = t.vector("init.bias", h);
    w.embedding = t.matrix("embedding.weight", v, e);
    w.gru = GruCell::load(t, "gru.", "", e + d, h);
    w.attFeature = t.matrix("att_feature.weight", a, d);
    w.attFeatureBias = t.vector("att_feature.bias", a);
    w.attHidden = t.matrix("att_hidden.weight", a, h);
    w.attVector = t.matrix("att_vector.weight", 1, a).row(0).transpose();
    w.outWeight = t.matrix("out.weight", v, h + d);
    w.outBias = t.vector("out.bias", v);
    return m;
}

} // namespace attn
