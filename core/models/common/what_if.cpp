// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/what_if.h"

#include "core/base/check.h"

#include <algorithm>
#include <sstream>

namespace attn {

std::vector<HeadAblation> ForwardWhatIf::layerAblation(int layer, int heads) const {
    std::vector<HeadAblation> ablated;
    for (const HeadRef& h : knockedOut) {
        if (h.layer != layer || h.head < 0 || h.head >= heads) continue;
        if (ablated.empty()) ablated.assign(std::size_t(heads), HeadAblation::Keep);
        ablated[std::size_t(h.head)] = ablation;
    }
    return ablated;
}

void requireHeadsExist(const ForwardWhatIf& whatIf, int layers, int heads) {
    for (const HeadRef& h : whatIf.knockedOut)
        require(h.layer >= 0 && h.layer < layers && h.head >= 0 && h.head < heads,
                Message("attn", "head %1:%2 does not exist: the model has %3 layers of %4 heads")
                    .arg(h.layer + 1)
                    .arg(h.head + 1)
                    .arg(layers)
                    .arg(heads));
}

std::vector<HeadRef> parseHeads(const std::string& text, int layers, int heads) {
    std::vector<HeadRef> parsed;
    std::stringstream items(text);
    std::string item;
    while (std::getline(items, item, ',')) {
        std::istringstream in(item);
        HeadRef h;
        char colon = 0;
        const bool pair = static_cast<bool>(in >> h.layer >> colon >> h.head) && colon == ':' &&
                          (in >> std::ws).eof();
        require(pair, Message("attn", "\"%1\" is not a layer:head pair such as 2:5").arg(item));
        --h.layer;
        --h.head;
        ForwardWhatIf one;
        one.knockedOut = {h};
        requireHeadsExist(one, layers, heads);
        if (std::find(parsed.begin(), parsed.end(), h) == parsed.end()) parsed.push_back(h);
    }
    require(!parsed.empty(), Message("attn", "no head given: write layer:head pairs such as 2:5"));
    return parsed;
}

} // namespace attn
