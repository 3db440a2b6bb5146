// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Attention on demand, for texts too long to keep every head's (T,T) weights: one pass keeps
// each layer's queries and keys as the scores read them (memory grows with T·d), and a head's
// rows are computed again from them when a view or an export asks; a profile sums up each
// head over the whole text (attention by distance, on the first token, entropy).
#include "core/attention/head_metrics.h"
#include "core/attention/softmax.h"
#include "core/models/decoder/decoder.h"

#include <Eigen/Core>

#include <array>
#include <vector>

namespace attn {

/// What decoderLongPass keeps of a text of T tokens.
struct LongTextPass {
    int tokens = 0;                          ///< T
    std::vector<Eigen::MatrixXf> queries;    ///< (L) of (T,H*d): normalised and turned, per head
    std::vector<Eigen::MatrixXf> keys;       ///< (L) of (T,G*d)
    std::vector<MultiHeadOptions> attention; ///< (L): mask (causal, window), scale, softcap
    int heads = 0, kvHeads = 0, headDim = 0; ///< H, G, d
    Eigen::RowVectorXf lastLogits;           ///< (V) the last token's logits
};

/// ids:(T), 1 <= T <= P -> the pass; every layer's attention computed in blocks of query
/// rows that are dropped once they have weighed the values, so no (T,T) matrix is kept. The
/// same numbers as decoderForward (which keeps them). Throws InputError as decoderForward does.
LongTextPass decoderLongPass(const DecoderModel& model, const std::vector<int>& ids);

/// Rows [first, first + count) of head `head` of `layer` (from 0): (count,T) weights, rows
/// summing to 1, equal to those rows of decoderForward's attention. Throws InputError for a
/// layer, head or row range the pass does not have.
RowMatrixXf headRows(const LongTextPass& pass, int layer, int head, Eigen::Index first,
                     Eigen::Index count);

/// One head over a whole text, every mean over its T query rows.
struct HeadProfile {
    int layer = 0, head = 0;                           ///< from 0
    std::array<double, kDistanceBuckets> byDistance{}; ///< mean weight in each bucket (sum 1)
    double firstToken = 0;                             ///< mean weight on token 0 (the sink)
    double entropy = 0;                                ///< mean -sum w ln w, in nats
    double meanDistance = 0;                           ///< mean sum_j w_ij (i - j), in tokens
};

/// Every head's profile, layer by layer (L·H), from the pass's rows in blocks; with layer >= 0
/// that layer's heads only (H). Throws InputError for a layer the pass does not have.
std::vector<HeadProfile> headProfiles(const LongTextPass& pass, int layer = -1);

/// Head `head` of `layer` (from 0) seen whole at a glance: (C,C), C = min(cells, T), cell
/// (a, b) the largest weight of query rows i on keys j with floor(i C / T) = a and
/// floor(j C / T) = b: a single strong weight stays visible however long the text. Throws
/// InputError for a layer or head the pass does not have, or cells < 1.
Eigen::MatrixXf headOverview(const LongTextPass& pass, int layer, int head, int cells);

/// The profiles as CSV: a header line, then one line per head (layer and head from 1).
std::string headProfilesCsv(const std::vector<HeadProfile>& profiles);

} // namespace attn
