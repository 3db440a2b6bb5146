// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A sentence for the user, kept as an English pattern and the parts put into it, so that the
// interface can show it in the user's language:
//
//   throw InputError(Message("attn", "%1: expected a JSON object").arg(path));
//
// what() of the error is the English sentence; the interface looks the pattern up in its
// translations (context "attn": lupdate reads Message(context, pattern) as QT_TRANSLATE_NOOP, so
// both must be string literals) and puts the same parts into the translated pattern.
#include "core/base/number_text.h"

#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace attn {

class Message {
  public:
    /// A pattern marked for translation, with %1 … %9 where parts go, in the order of arg().
    /// Both are literals: nothing is copied, so a check that passes costs no allocation.
    Message(const char* context, const char* pattern) : context_(context), literal_(pattern) {}
    /// An empty sentence, to be assigned later.
    Message() = default;
    /// A sentence that is not translated (shown as it is in every language).
    explicit Message(std::string text) : text_(std::move(text)) {}

    /// Appends the next part: another message (translated with this one), text as it is, a
    /// number in C-locale decimal.
    Message& arg(Message part) & {
        parts_.push_back(std::move(part));
        return *this;
    }
    Message& arg(std::string text) & { return arg(Message(std::move(text))); }
    template <typename Number, typename = std::enable_if_t<std::is_arithmetic_v<Number>>>
    Message& arg(Number n) & {
        return arg(numberText(n));
    }
    /// The same on a temporary: Message("attn", "…").arg(a).arg(b) moves, never copies.
    template <typename Part> Message&& arg(Part&& part) && {
        arg(std::forward<Part>(part));
        return std::move(*this);
    }

    /// "attn" for a pattern marked for translation, empty for a sentence that is not.
    const char* context() const { return context_; }
    std::string pattern() const { return literal_ ? std::string(literal_) : text_; }
    const std::vector<Message>& parts() const { return parts_; }
    /// The pattern with its parts filled in, in English.
    std::string english() const;

    /// pattern with each %N (N = 1 … 9) replaced by parts[N-1], in one pass, so that a part
    /// holding "%2" stays as it is; a %N without a part stays too.
    static std::string fillPattern(const std::string& pattern,
                                   const std::vector<std::string>& parts);

  private:
    template <typename Number> static std::string numberText(Number n) {
        if constexpr (std::is_floating_point_v<Number>)
            return formatDecimal(float(n));
        else
            return std::to_string(n);
    }

    const char* context_ = "";
    const char* literal_ = nullptr;
    std::string text_;
    std::vector<Message> parts_;
};

} // namespace attn
