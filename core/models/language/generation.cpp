// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/language/generation.h"

#include "core/base/check.h"

#include <algorithm>

namespace attn {

Generation generate(const LanguageModel& model, const std::vector<int>& prompt,
                    const GenerationOptions& options) {
    const ModelShape shape = model.shape();
    require(!shape.encoder, Message("attn", "an encoder (BERT family) does not continue a text"));
    require(!prompt.empty(), Message("attn", "there is no text to continue"));
    require(options.newTokens >= 1 && options.newTokens <= GenerationOptions::kMaxNewTokens,
            Message("attn", "the number of new tokens must be from 1 to %1, not %2")
                .arg(GenerationOptions::kMaxNewTokens)
                .arg(options.newTokens));
    Generation g;
    g.ids = prompt;
    for (int step = 0; step < options.newTokens; ++step) {
        const std::size_t context = std::min(g.ids.size(), std::size_t(shape.positions));
        const std::vector<int> window(g.ids.end() - std::ptrdiff_t(context), g.ids.end());
        ModelOutput out = model.forward(window, {}, LogitRows::Last, options.whatIf);
        const std::vector<TokenChoice> chosen = nextTokens(out.logits.row(0), options.sampling);
        // One draw per step, each from its own seed: the same seed, the same continuation.
        const std::size_t pick =
            options.sampling.temperature == 0
                ? 0
                : sampleToken(chosen, options.seed * 1000003u + unsigned(step));
        GenerationStep s{chosen[pick].id, chosen[pick].probability, {}};
        s.rows.resize(out.attention.size());
        for (std::size_t l = 0; l < out.attention.size(); ++l)
            for (const RowMatrixXf& head : out.attention[l])
                s.rows[l].push_back(head.bottomRows(1));
        g.ids.push_back(s.id);
        g.steps.push_back(std::move(s));
    }
    return g;
}

} // namespace attn
