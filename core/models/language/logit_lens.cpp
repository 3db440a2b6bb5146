// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/language/logit_lens.h"

#include "core/base/check.h"

#include <cmath>

namespace attn {

std::vector<LensLayer> logitLens(const LanguageModel& model, const std::vector<int>& ids,
                                 ForwardWhatIf whatIf) {
    const auto* decoder = std::get_if<DecoderModel>(&model.weights);
    require(decoder, Message("attn", "an encoder (BERT family) has no next-token logits to read"));
    whatIf.keepResiduals = true;
    // Every block's stream is kept whole; the model's own logits (the last block's, which
    // the lens computes again) are needed for one row only.
    const ModelOutput out = model.forward(ids, {}, LogitRows::Last, whatIf);
    std::vector<LensLayer> lens;
    for (std::size_t l = 0; l < out.residuals.size(); ++l) {
        const Eigen::MatrixXf logits = decoderLogits(*decoder, out.residuals[l]);
        LensLayer layer;
        layer.layer = int(l);
        for (Eigen::Index t = 0; t < logits.rows(); ++t) {
            Eigen::Index best = 0;
            const double top = logits.row(t).maxCoeff(&best);
            const double sum = (logits.row(t).cast<double>().array() - top).exp().sum();
            layer.ids.push_back(int(best));
            layer.probabilities.push_back(1.0 / sum);
        }
        lens.push_back(std::move(layer));
    }
    return lens;
}

} // namespace attn
