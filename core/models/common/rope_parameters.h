// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Rotary positions as a Hugging Face config.json describes them, in either form transformers
// writes: 4.x's "rope_theta" + "rope_scaling", 5.x's "rope_parameters" (one object, or one per
// layer type as Gemma 3 has it). Every rope_type transformers knows: default, linear, dynamic,
// yarn, longrope and llama3, computed as transformers 5 computes them.
#include "core/models/common/config_reader.h"

#include <string>
#include <tuple>
#include <vector>

namespace attn {

/// One rotary encoding, read and checked: what rotaryPositions needs.
struct RopeSpec {
    std::string type = "default"; ///< rope_type
    double theta = 10000;         ///< rope_theta
    double partialFactor = 1;     ///< partial_rotary_factor: the share of each head turned
    double factor = 1;            ///< linear, dynamic, yarn, longrope, llama3
    double lowFreqFactor = 0, highFreqFactor = 0; ///< llama3
    double originalPositions = 0;                 ///< original_max_position_embeddings
    double attentionFactor = 0;                   ///< yarn, longrope; 0: derived from factor
    double betaFast = 32, betaSlow = 1;           ///< yarn
    double mscale = 0, mscaleAllDim = 0;          ///< yarn
    bool truncate = true;                         ///< yarn
    std::vector<double> shortFactor, longFactor;  ///< longrope, (r/2) each

    bool operator==(const RopeSpec& o) const {
        return std::tie(type, theta, partialFactor, factor, lowFreqFactor, highFreqFactor,
                        originalPositions, attentionFactor, betaFast, betaSlow, mscale,
                        mscaleAllDim, truncate, shortFactor, longFactor) ==
               std::tie(o.type, o.theta, o.partialFactor, o.factor, o.lowFreqFactor,
                        o.highFreqFactor, o.originalPositions, o.attentionFactor, o.betaFast,
                        o.betaSlow, o.mscale, o.mscaleAllDim, o.truncate, o.shortFactor,
                        o.longFactor);
    }
};

/// What the attention turns queries and keys by, for one forward pass.
struct RotaryPositions {
    std::vector<float> frequencies; ///< (r/2), r = int(headDim * partialFactor)
    float scale = 1;                ///< the attention factor multiplying cosines and sines
};

/// The rope of layerType ("" when the config has one rope for every layer) in c, 4.x or 5.x
/// form; defaultTheta where neither form names rope_theta (per family; Gemma 3's sliding
/// layers read rope_local_base_freq in 4.x), defaultPartial where neither names a
/// partial_rotary_factor (nor rotary_pct). maxPositions: max_position_embeddings. Throws
/// InputError naming the file and the key for a rope_type or a key it does not know, or a
/// value out of range.
RopeSpec readRope(const ConfigReader& c, const std::string& layerType, double defaultTheta,
                  int maxPositions, double defaultPartial = 1);

/// spec for a head of headDim values, a model of maxPositions positions and a text of tokens
/// -> the frequencies and the attention factor, as transformers 5 computes them (dynamic
/// NTK equals default up to maxPositions tokens; longrope takes its long factors past
/// original_max_position_embeddings tokens). Throws InputError when the sizes disagree.
RotaryPositions rotaryPositions(const RopeSpec& spec, int headDim, int maxPositions, int tokens);

} // namespace attn
