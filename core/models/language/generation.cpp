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
    // Each step reads only the token written last, over the keys and values kept of the others;
    // a mean over the text (ablation) or a text past the model's positions reads it all again.
    DecoderCache cache;
    const bool cached =
        options.whatIf.knockedOut.empty() || options.whatIf.ablation != HeadAblation::Mean;
    for (int step = 0; step < options.newTokens; ++step) {
        ModelOutput out;
        if (cached && g.ids.size() <= std::size_t(shape.positions)) {
            const std::vector<int> unread(g.ids.begin() + std::ptrdiff_t(cache.ids.size()),
                                          g.ids.end());
            out = model.extend(cache, unread, options.whatIf);
        } else {
            const std::size_t context = std::min(g.ids.size(), std::size_t(shape.positions));
            const std::vector<int> window(g.ids.end() - std::ptrdiff_t(context), g.ids.end());
            out = model.forward(window, {}, LogitRows::Last, options.whatIf);
        }
        const std::vector<TokenChoice> chosen = nextTokens(out.logits.row(0), options.sampling);
        // One draw per step, each from its own seed: the same seed, the same continuation.
        const std::size_t pick =
            options.sampling.temperature == 0
                ? 0
                : sampleToken(chosen, options.seed * 1000003u + unsigned(step));
        const int id = chosen[pick].id;
        GenerationStep s{
            id, chosen[pick].probability, tokenProbabilities(out.logits.row(0), 1)(id), {}};
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
