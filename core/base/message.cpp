// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/message.h"

namespace attn {

std::string Message::english() const {
    std::vector<std::string> parts;
    parts.reserve(parts_.size());
    for (const Message& part : parts_)
        parts.push_back(part.english());
    return fillPattern(pattern(), parts);
}

std::string Message::fillPattern(const std::string& pattern,
                                 const std::vector<std::string>& parts) {
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        const std::size_t n = i + 1 < pattern.size() ? std::size_t(pattern[i + 1] - '0') : 0;
        if (c == '%' && n >= 1 && n <= 9 && n <= parts.size()) {
            out += parts[n - 1];
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace attn
