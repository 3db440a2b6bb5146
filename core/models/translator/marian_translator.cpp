// SPDX-License-Identifier: GPL-3.0-or-later
// Marian translators as Hugging Face saves them (Helsinki-NLP opus-mt, model_type "marian"):
// a post-LN Transformer encoder-decoder over SentencePiece pieces.
//
// Tensors (torch names; Linear weights are (out,in)), d = d_model, F = the ffn dims:
//   model.shared.weight (V,d), or model.encoder/decoder.embed_tokens.weight when not shared:
//     x = embedding * sqrt(d) (scale_embedding) + P, P sinusoidal with sin(t w_k) in the first
//     d/2 columns and cos(t w_k) in the last, w_k = 10000^(-2k/d), t from 0
//   model.encoder.layers.{i}.self_attn.{q,k,v,out}_proj, self_attn_layer_norm, fc1, fc2,
//     final_layer_norm: x = norm(x + selfAttention(x)); x = norm(x + fc2(act(fc1(x))))
//   model.decoder.layers.{i}: the same plus encoder_attn and encoder_attn_layer_norm after the
//     causal self-attention
//   lm_head.weight (V,d) (the decoder's embedding when not saved), final_logits_bias (1,V):
//     logits = y lm_head^T + final_logits_bias
// Decoding starts from decoder_start_token_id (<pad>) and never picks <pad>, as opus-mt's
// bad_words_ids say.
#include "core/base/check.h"
#include "core/io/file_read.h"
#include "core/io/json.h"
#include "core/models/common/activation.h"
#include "core/models/common/config_keys.h"
#include "core/models/common/config_reader.h"
#include "core/models/translator/translator_layers.h"

#include <cmath>
#include <filesystem>
#include <limits>
#include <optional>

namespace attn {

namespace {

Attention loadAttention(const TranslatorWeights& w, const std::string& name, int d, int heads) {
    return {Linear::load(w, name + ".q_proj", d, d), Linear::load(w, name + ".k_proj", d, d),
            Linear::load(w, name + ".v_proj", d, d), Linear::load(w, name + ".out_proj", d, d),
            heads};
}

struct MarianEncoderLayer {
    Attention self;
    Norm selfNorm, finalNorm;
    Linear fc1, fc2;
};

struct MarianDecoderLayer {
    Attention self, cross;
    Norm selfNorm, crossNorm, finalNorm;
    Linear fc1, fc2;
};

/// (positions, d) Marian's sinusoids: sin in the first half of the columns, cos in the second.
Eigen::MatrixXf marianPositions(int positions, int d) {
    Eigen::MatrixXf p(positions, d);
    const int half = (d + 1) / 2;
    for (int t = 0; t < positions; ++t)
        for (int k = 0; k < d; ++k) {
            const double angle = t / std::pow(10000.0, 2.0 * (k / 2) / d);
            if (k % 2 == 0)
                p(t, k / 2) = float(std::sin(angle));
            else
                p(t, half + k / 2) = float(std::cos(angle));
        }
    return p;
}

class MarianModel : public TranslatorModel {
  public:
    MarianModel(const TranslatorConfig& c, const TranslatorWeights& w, Activation act,
                bool scaleEmbedding)
        : c_(c), act_(act) {
        const int d = c.embedDim, f = c.feedForwardDim, h = c.heads, v = c.targetVocabSize;
        const float eps = c.layerNormEps;
        const auto table = [&](const std::string& name) {
            return w.matrix(w.contains(name) ? name : "model.shared.weight", v, d);
        };
        sourceEmbedding_ = table("model.encoder.embed_tokens.weight");
        targetEmbedding_ = table("model.decoder.embed_tokens.weight");
        output_ =
            w.contains("lm_head.weight") ? w.matrix("lm_head.weight", v, d) : targetEmbedding_;
        outputBias_ = w.matrix("final_logits_bias", 1, v).row(0).transpose();
        for (int i = 0; i < c.layers; ++i) {
            const std::string e = "model.encoder.layers." + std::to_string(i),
                              r = "model.decoder.layers." + std::to_string(i);
            encoder_.push_back({loadAttention(w, e + ".self_attn", d, h),
                                Norm::load(w, e + ".self_attn_layer_norm", d, eps),
                                Norm::load(w, e + ".final_layer_norm", d, eps),
                                Linear::load(w, e + ".fc1", f, d),
                                Linear::load(w, e + ".fc2", d, f)});
            decoder_.push_back({loadAttention(w, r + ".self_attn", d, h),
                                loadAttention(w, r + ".encoder_attn", d, h),
                                Norm::load(w, r + ".self_attn_layer_norm", d, eps),
                                Norm::load(w, r + ".encoder_attn_layer_norm", d, eps),
                                Norm::load(w, r + ".final_layer_norm", d, eps),
                                Linear::load(w, r + ".fc1", f, d),
                                Linear::load(w, r + ".fc2", d, f)});
        }
        scale_ = scaleEmbedding ? float(std::sqrt(double(d))) : 1.0f;
        positions_ = marianPositions(std::max(c.maxSourceWords + 1, c.maxTargetWords), d);
    }

    Translation run(const std::vector<int>& source, const std::vector<int>& forced,
                    int maxSteps) const override {
        Translation t;
        std::vector<RowMatrixXf> heads;
        Eigen::MatrixXf memory = embed(sourceEmbedding_, source);
        for (const MarianEncoderLayer& layer : encoder_) {
            memory = layer.selfNorm(memory + layer.self(memory, memory, false, heads));
            t.encoderSelf.push_back(heads);
            memory = layer.finalNorm(memory + mlp(layer.fc1, layer.fc2, memory));
        }
        decodeTarget(
            c_,
            [&](const std::vector<int>& inputs, Translation& into) {
                return decode(inputs, memory, into);
            },
            forced, maxSteps, t);
        return t;
    }

  private:
    Eigen::MatrixXf embed(const Eigen::MatrixXf& table, const std::vector<int>& ids) const {
        Eigen::MatrixXf x(Eigen::Index(ids.size()), table.cols());
        for (std::size_t i = 0; i < ids.size(); ++i)
            x.row(Eigen::Index(i)) = table.row(ids[i]) * scale_ + positions_.row(Eigen::Index(i));
        return x;
    }

    Eigen::MatrixXf mlp(const Linear& fc1, const Linear& fc2, const Eigen::MatrixXf& x) const {
        Eigen::MatrixXf hidden = fc1(x);
        activate(hidden, act_);
        return fc2(hidden);
    }

    /// inputs:(T) memory:(S,d) -> logits (T,V); fills t's decoder attention and cross vectors.
    Eigen::MatrixXf decode(const std::vector<int>& inputs, const Eigen::MatrixXf& memory,
                           Translation& t) const {
        std::vector<RowMatrixXf> heads;
        Eigen::MatrixXf y = embed(targetEmbedding_, inputs);
        t.decoderSelf.clear();
        t.cross.clear();
        for (const MarianDecoderLayer& layer : decoder_) {
            y = layer.selfNorm(y + layer.self(y, y, true, heads));
            t.decoderSelf.push_back(heads);
            t.crossQueries = y;
            t.crossContexts = layer.cross(y, memory, false, heads);
            t.cross.push_back(heads);
            y = layer.crossNorm(y + t.crossContexts);
            y = layer.finalNorm(y + mlp(layer.fc1, layer.fc2, y));
        }
        return (y * output_.transpose()).rowwise() + outputBias_.transpose();
    }

    TranslatorConfig c_;
    Activation act_;
    float scale_ = 1;
    Eigen::MatrixXf sourceEmbedding_, targetEmbedding_, output_, positions_;
    Eigen::VectorXf outputBias_;
    std::vector<MarianEncoderLayer> encoder_;
    std::vector<MarianDecoderLayer> decoder_;
};

/// Both sides' count of key in c must agree (one number of layers, heads, FFN size).
/// The JSON object at path, or nothing where it is missing or cannot be read: transformers then
/// takes the generation settings from config.json (the settings found are still checked).
std::optional<ConfigReader> readableConfig(const std::string& path) {
    if (!isRegularFile(path)) return std::nullopt;
    try {
        return ConfigReader(path);
    } catch (const InputError&) {
        return std::nullopt;
    }
}

int sameOnBothSides(const ConfigReader& c, const char* encoder, const char* decoder, int high) {
    const int n = c.count(encoder, 1, high);
    require(c.count(decoder, n, 1, high) == n,
            Message("attn", "%1: \"%2\" and \"%3\" differ; the Translator tab shows one number "
                            "for both")
                .arg(c.path())
                .arg(encoder)
                .arg(decoder));
    return n;
}

} // namespace

TranslatorConfig readMarianConfig(const std::string& path) {
    const ConfigReader c(path);
    c.modelType("marian");
    requireUnderstoodKeys(c, {"d_model",
                              "encoder_layers",
                              "decoder_layers",
                              "encoder_attention_heads",
                              "decoder_attention_heads",
                              "encoder_ffn_dim",
                              "decoder_ffn_dim",
                              "activation_function",
                              "scale_embedding",
                              "max_position_embeddings",
                              "vocab_size",
                              "decoder_vocab_size",
                              "share_encoder_decoder_embeddings",
                              "static_position_embeddings",
                              "num_hidden_layers",
                              "tie_word_embeddings",
                              "encoder_layerdrop",
                              "decoder_layerdrop",
                              "activation_dropout",
                              "forced_eos_token_id",
                              "extra_pos_embeddings",
                              "bad_words_ids",
                              "normalize_before",
                              "normalize_embedding",
                              "add_final_layer_norm",
                              "add_bias_logits"});
    for (const char* key :
         {"normalize_before", "normalize_embedding", "add_final_layer_norm", "add_bias_logits"})
        require(!c.flag(key, false),
                Message("attn", "%1: \"%2\" true is not Marian's layout").arg(path).arg(key));
    require(c.flag("static_position_embeddings", true),
            Message("attn", "%1: learned positions are not Marian's layout").arg(path));
    TranslatorConfig k;
    k.kind = TranslatorKind::Marian;
    k.embedDim = c.count("d_model", 1, 8192);
    k.layers = sameOnBothSides(c, "encoder_layers", "decoder_layers", 64);
    k.heads = sameOnBothSides(c, "encoder_attention_heads", "decoder_attention_heads", 256);
    k.feedForwardDim = sameOnBothSides(c, "encoder_ffn_dim", "decoder_ffn_dim", 1 << 20);
    require(k.embedDim % k.heads == 0,
            Message("attn", "%1: d_model %2 is not divisible by %3 heads")
                .arg(path)
                .arg(k.embedDim)
                .arg(k.heads));
    k.sourceVocabSize = c.count("vocab_size", 2, 1000000);
    k.targetVocabSize = c.count("decoder_vocab_size", k.sourceVocabSize, 2, 1000000);
    require(
        k.targetVocabSize == k.sourceVocabSize,
        Message("attn", "%1: separate source and target vocabularies are not supported").arg(path));
    const int positions = c.count("max_position_embeddings", 2, 100000);
    k.maxSourceWords = positions - 1;
    k.maxTargetWords = positions;
    const int pad = c.count("pad_token_id", 0, k.targetVocabSize - 1);
    k.sourceEnd = k.targetEnd = c.count("eos_token_id", 0, 0, k.targetVocabSize - 1);
    k.decoderStart = c.count("decoder_start_token_id", pad, 0, k.targetVocabSize - 1);
    k.forbiddenTarget = pad;
    const std::filesystem::path folder = std::filesystem::path(path).parent_path();
    k.requestedBeams = c.count("num_beams", 1, 1, 1000);
    if (const std::optional<ConfigReader> generation =
            readableConfig((folder / "generation_config.json").string()))
        k.requestedBeams = generation->count("num_beams", k.requestedBeams, 1, 1000);
    const std::string tokenizerConfig = (folder / "tokenizer_config.json").string();
    if (isRegularFile(tokenizerConfig)) {
        const ConfigReader t(tokenizerConfig);
        k.sourceLanguage = t.text("source_lang");
        k.targetLanguage = t.text("target_lang");
        require(
            !t.flag("separate_vocabs", false),
            Message("attn", "%1: separate vocabularies are not supported").arg(tokenizerConfig));
    }
    return k;
}

Translator loadMarianTranslator(const std::string& dir) {
    const std::string path = dir + "/config.json";
    const TranslatorConfig config = readMarianConfig(path);
    const ConfigReader c(path);
    TranslatorVocab vocab = readPieceVocab(dir + "/vocab.json");
    require(vocab.size() == config.targetVocabSize,
            Message("attn", "%1/vocab.json has %2 pieces but config.json says vocab_size %3")
                .arg(dir)
                .arg(vocab.size())
                .arg(config.targetVocabSize));
    const TranslatorWeights weights = TranslatorWeights::inFolder(dir);
    const bool scale = c.flag("scale_embedding", false);
    const Activation act = activationIn(c, "activation_function", "gelu");
    auto model = std::make_shared<MarianModel>(config, weights, act, scale);
    auto tokenizer = sentencePieceTokenizer(dir + "/source.spm", dir + "/target.spm", vocab);
    return Translator(config, vocab, vocab, std::move(model), std::move(tokenizer));
}

} // namespace attn
