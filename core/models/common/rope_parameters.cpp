// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/rope_parameters.h"

#include "core/attention/rotary.h"
#include "core/base/check.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace attn {

namespace {

const std::set<std::string> kRopeKeys = {"rope_type",        "type",
                                         "rope_theta",       "partial_rotary_factor",
                                         "factor",           "low_freq_factor",
                                         "high_freq_factor", "original_max_position_embeddings",
                                         "attention_factor", "beta_fast",
                                         "beta_slow",        "mscale",
                                         "mscale_all_dim",   "truncate",
                                         "short_factor",     "long_factor"};

/// The object that describes the rope of layerType: 4.x's rope_scaling when it is set, else
/// 5.x's rope_parameters, or its member layerType when it has one object per layer type;
/// nullptr for neither.
const JsonValue* ropeObject(const ConfigReader& c, const std::string& layerType, std::string& key) {
    const JsonValue* scaling = c.json().find("rope_scaling");
    if (scaling && scaling->isObject() && !scaling->object.empty()) {
        key = "rope_scaling";
        return scaling;
    }
    require(!scaling || scaling->type == JsonValue::Type::Null || scaling->isObject(),
            Message("attn", "%1: \"rope_scaling\" must be an object or null").arg(c.path()));
    const JsonValue* params = c.json().find("rope_parameters");
    if (!params || params->type == JsonValue::Type::Null) return nullptr;
    key = "rope_parameters";
    require(params->isObject(),
            Message("attn", "%1: \"rope_parameters\" must be an object").arg(c.path()));
    const bool perLayerType = !params->object.empty() &&
                              (params->find("full_attention") || params->find("sliding_attention"));
    if (!perLayerType) return params;
    const JsonValue* layer = params->find(layerType);
    require(layer && layer->isObject(),
            Message("attn", "%1: \"rope_parameters\" has no object for layer type \"%2\"")
                .arg(c.path())
                .arg(layerType.empty() ? std::string("(any)") : layerType));
    key = "rope_parameters." + layerType;
    return layer;
}

double numberIn(const JsonValue& o, const char* name, const std::string& where, double fallback) {
    const JsonValue* v = o.find(name);
    if (!v || v->type == JsonValue::Type::Null) return fallback;
    return o.numberAt(name, where);
}

std::vector<double> factors(const JsonValue& o, const char* name, const std::string& where) {
    const JsonValue* v = o.find(name);
    require(v && v->type == JsonValue::Type::Array,
            Message("attn", "%1: \"%2\" must be a list of numbers").arg(where).arg(name));
    std::vector<double> out;
    for (const JsonValue& x : v->array) {
        require(
            x.type == JsonValue::Type::Number && std::isfinite(x.number) && x.number > 0,
            Message("attn", "%1: \"%2\" must be a list of positive numbers").arg(where).arg(name));
        out.push_back(x.number);
    }
    return out;
}

void requirePositive(double v, const char* name, const std::string& where) {
    require(std::isfinite(v) && v > 0,
            Message("attn", "%1: \"%2\" must be a positive number").arg(where).arg(name));
}

/// yarn's and longrope's attention factor where the config leaves it out.
double derivedAttentionFactor(const RopeSpec& s) {
    if (s.type == "longrope")
        return s.factor <= 1 ? 1.0
                             : std::sqrt(1 + std::log(s.factor) / std::log(s.originalPositions));
    const auto mscale = [](double scale, double m) {
        return scale <= 1 ? 1.0 : 0.1 * m * std::log(scale) + 1.0;
    };
    if (s.mscale != 0 && s.mscaleAllDim != 0)
        return mscale(s.factor, s.mscale) / mscale(s.factor, s.mscaleAllDim);
    return mscale(s.factor, 1);
}

} // namespace

RopeSpec readRope(const ConfigReader& c, const std::string& layerType, double defaultTheta,
                  int maxPositions, double defaultPartial) {
    RopeSpec s;
    std::string key;
    const JsonValue* o = ropeObject(c, layerType, key);
    const std::string where = c.path() + (key.empty() ? "" : " " + key);
    const JsonValue none;
    const JsonValue& d = o ? *o : none;
    for (const auto& [name, value] : d.object)
        require(kRopeKeys.count(name),
                Message("attn", "%1: \"%2\" is not a rope setting this program knows; it would "
                                "change the positions, so the model is not opened")
                    .arg(where)
                    .arg(name));
    const JsonValue* ropeType = d.find("rope_type");
    const char* typeKey =
        ropeType && ropeType->type != JsonValue::Type::Null ? "rope_type" : "type"; // 4.x: type
    const JsonValue* type = d.find(typeKey);
    if (type && type->type != JsonValue::Type::Null) s.type = d.stringAt(typeKey, where);
    require(s.type == "default" || s.type == "linear" || s.type == "dynamic" || s.type == "yarn" ||
                s.type == "longrope" || s.type == "llama3",
            Message("attn",
                    "%1: rope_type \"%2\" is not supported (default, linear, dynamic, yarn, "
                    "longrope and llama3 are)")
                .arg(where)
                .arg(s.type));
    s.theta = numberIn(d, "rope_theta", where, c.positive("rope_theta", defaultTheta));
    require(std::isfinite(s.theta) && s.theta > 1,
            Message("attn", "%1: \"rope_theta\" must be a number above 1").arg(where));
    // The top-level setting wins, as transformers' standardize_rope_params has it; GPT-NeoX's
    // 4.x name is rotary_pct.
    s.partialFactor = c.has("partial_rotary_factor") ? c.positive("partial_rotary_factor", 1)
                      : c.has("rotary_pct")
                          ? c.positive("rotary_pct", 1)
                          : numberIn(d, "partial_rotary_factor", where, defaultPartial);
    require(s.partialFactor > 0 && s.partialFactor <= 1,
            Message("attn", "%1: \"partial_rotary_factor\" must be in (0, 1]").arg(where));
    if (s.type == "default") return s;
    const bool needsFactor = s.type == "linear" || s.type == "dynamic" || s.type == "llama3";
    s.originalPositions =
        c.has("original_max_position_embeddings")
            ? c.positive("original_max_position_embeddings", maxPositions)
            : numberIn(d, "original_max_position_embeddings", where, double(maxPositions));
    requirePositive(s.originalPositions, "original_max_position_embeddings", where);
    s.factor = needsFactor ? d.numberAt("factor", where)
                           : numberIn(d, "factor", where, maxPositions / s.originalPositions);
    requirePositive(s.factor, "factor", where);
    if (s.type == "llama3") {
        s.lowFreqFactor = d.numberAt("low_freq_factor", where);
        s.highFreqFactor = d.numberAt("high_freq_factor", where);
        require(s.lowFreqFactor > 0 && s.highFreqFactor > s.lowFreqFactor,
                Message("attn", "%1: llama3 rope needs 0 < low_freq_factor < high_freq_factor")
                    .arg(where));
    }
    if (s.type == "yarn") {
        s.betaFast = numberIn(d, "beta_fast", where, 0);
        s.betaSlow = numberIn(d, "beta_slow", where, 0);
        if (s.betaFast == 0) s.betaFast = 32; // transformers: `or 32`
        if (s.betaSlow == 0) s.betaSlow = 1;
        s.mscale = numberIn(d, "mscale", where, 0);
        s.mscaleAllDim = numberIn(d, "mscale_all_dim", where, 0);
        const JsonValue* truncate = d.find("truncate");
        if (truncate && truncate->type != JsonValue::Type::Null) {
            require(truncate->type == JsonValue::Type::Bool,
                    Message("attn", "%1: \"truncate\" must be true or false").arg(where));
            s.truncate = truncate->boolean;
        }
    }
    if (s.type == "longrope") {
        s.shortFactor = factors(d, "short_factor", where);
        s.longFactor = factors(d, "long_factor", where);
    }
    if (s.type == "yarn" || s.type == "longrope") {
        s.attentionFactor = numberIn(d, "attention_factor", where, 0);
        if (s.attentionFactor == 0) s.attentionFactor = derivedAttentionFactor(s);
        requirePositive(s.attentionFactor, "attention_factor", where);
    }
    return s;
}

RotaryPositions rotaryPositions(const RopeSpec& s, int headDim, int maxPositions, int tokens) {
    const int dim = int(headDim * s.partialFactor);
    require(dim >= 2 && dim % 2 == 0 && dim <= headDim,
            Message("attn", "rotary positions need an even number of values per head, got %1 of %2")
                .arg(dim)
                .arg(headDim));
    RotaryPositions r;
    r.frequencies = rotaryFrequencies(dim, s.theta);
    std::vector<float>& f = r.frequencies;
    const std::size_t half = f.size();
    if (s.type == "linear") {
        for (float& x : f)
            x = float(x / s.factor);
    } else if (s.type == "dynamic" && tokens > maxPositions) {
        const double base = s.theta * std::pow(s.factor * tokens / maxPositions - (s.factor - 1),
                                               dim / (dim - 2.0));
        f = rotaryFrequencies(dim, base);
    } else if (s.type == "llama3") {
        const double pi = std::acos(-1.0), context = s.originalPositions;
        const double low = s.lowFreqFactor, high = s.highFreqFactor;
        for (float& x : f) {
            const double wavelength = 2 * pi / x;
            if (wavelength < context / high) continue;
            if (wavelength > context / low) {
                x = float(x / s.factor);
                continue;
            }
            const double smooth = (context / wavelength - low) / (high - low);
            x = float((1 - smooth) * x / s.factor + smooth * x);
        }
    } else if (s.type == "yarn") {
        const double pi = std::acos(-1.0);
        const auto correction = [&](double rotations) {
            return dim * std::log(s.originalPositions / (rotations * 2 * pi)) /
                   (2 * std::log(s.theta));
        };
        double low = correction(s.betaFast), high = correction(s.betaSlow);
        if (s.truncate) {
            low = std::floor(low);
            high = std::ceil(high);
        }
        low = std::max(low, 0.0);
        high = std::min(high, double(dim - 1));
        if (low == high) high += 0.001;
        for (std::size_t i = 0; i < half; ++i) {
            const double ramp = std::clamp((double(i) - low) / (high - low), 0.0, 1.0);
            const double extrapolation = 1 - ramp;
            f[i] = float(f[i] / s.factor * (1 - extrapolation) + f[i] * extrapolation);
        }
        r.scale = float(s.attentionFactor);
    } else if (s.type == "longrope") {
        const std::vector<double>& ext =
            tokens > s.originalPositions ? s.longFactor : s.shortFactor;
        require(ext.size() == half,
                Message("attn", "longrope needs %1 factors (one per rotated pair), got %2")
                    .arg(half)
                    .arg(ext.size()));
        for (std::size_t i = 0; i < half; ++i)
            f[i] = float(f[i] / ext[i]);
        r.scale = float(s.attentionFactor);
    }
    return r;
}

} // namespace attn
