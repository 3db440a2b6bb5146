// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What-if experiments on a language model's forward pass, as TransformerLens users run them:
// heads knocked out (their outputs replaced before the output projection) and each layer's
// residual stream kept, which the logit lens reads.
#include "core/attention/multihead.h"

#include <string>
#include <vector>

namespace attn {

/// One head of a model, 0-based.
struct HeadRef {
    int layer = 0;
    int head = 0;
    bool operator==(const HeadRef& o) const { return layer == o.layer && head == o.head; }
};

struct ForwardWhatIf {
    std::vector<HeadRef> knockedOut; ///< heads whose output is replaced
    /// Zero: knocked out; Mean: replaced by the head's mean output over the text's positions.
    HeadAblation ablation = HeadAblation::Zero;
    bool keepResiduals = false; ///< ModelOutput::residuals: the stream after every block

    /// (heads) the ablation of layer's heads, or empty where none of them is knocked out.
    std::vector<HeadAblation> layerAblation(int layer, int heads) const;
};

/// Throws InputError naming the first knocked-out head that a model of `layers` layers and
/// `heads` heads does not have (1-based, as the user wrote it).
void requireHeadsExist(const ForwardWhatIf& whatIf, int layers, int heads);

/// "L:H[,L:H...]", 1-based, as the command line takes it (e.g. "1:3,2:1") -> the heads, 0-based,
/// each once. Throws InputError naming the item that is not a layer:head pair of the model.
std::vector<HeadRef> parseHeads(const std::string& text, int layers, int heads);

} // namespace attn
