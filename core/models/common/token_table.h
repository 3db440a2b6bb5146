// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the BPE tokenizers share: the table of their tokens by id, and the special tokens
// matched in a text as written before the rest is split.
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace attn {

/// vocabulary (token, id) and specials (token, id) -> tokens by id (an id without a token
/// stays empty), with ids filled in (token -> id, vocabulary only). Throws InputError naming
/// where when an id repeats or lies outside 0 .. 2^26.
std::vector<std::string> tokenTable(const std::vector<std::pair<std::string, int>>& vocabulary,
                                    const std::vector<std::pair<std::string, int>>& specials,
                                    std::unordered_map<std::string, int>& ids,
                                    const std::string& where);

/// symbols merged by BPE: while any neighbouring pair "a\nb" has a rank, the best-ranked
/// (lowest) one, leftmost first, becomes one symbol.
void applyMerges(std::vector<std::string>& symbols,
                 const std::unordered_map<std::string, int>& ranks);

/// Whether an added token takes the white space beside it (tokenizer.json's "lstrip" and
/// "rstrip", as Phi-3's chat tokens have them): that space belongs to no text segment.
struct AddedTokenStrip {
    bool left = false, right = false;
};

/// The end of text[begin, end) with its trailing white space (Unicode's) left out.
std::size_t withoutTrailingSpace(const std::string& text, std::size_t begin, std::size_t end);
/// The first byte at or after i of text that is not white space.
std::size_t afterSpace(const std::string& text, std::size_t i);

/// Added tokens, longest first so that one that contains another is matched whole.
class SpecialTokens {
  public:
    SpecialTokens() = default;
    explicit SpecialTokens(std::vector<std::pair<std::string, int>> tokens,
                           std::unordered_map<std::string, AddedTokenStrip> strips = {});

    /// Cuts text at every special token: plain(segment, start) for the text before each one and
    /// after the last (maybe empty; start is its offset in text), the token's id appended to
    /// ids between; a token that strips takes the white space on its side(s).
    template <typename Plain>
    void split(const std::string& text, std::vector<int>& ids, Plain plain) const {
        std::size_t start = 0;
        for (std::size_t i = 0; i < text.size();) {
            const std::pair<std::string, int>* found = at(text, i);
            if (!found) {
                ++i;
                continue;
            }
            const auto strip = strips_.find(found->first);
            const bool left = strip != strips_.end() && strip->second.left;
            const bool right = strip != strips_.end() && strip->second.right;
            const std::size_t end = left ? withoutTrailingSpace(text, start, i) : i;
            plain(text.substr(start, end - start), start);
            ids.push_back(found->second);
            i += found->first.size();
            if (right) i = afterSpace(text, i);
            start = i;
        }
        plain(text.substr(start), start);
    }

  private:
    /// The special token that starts at byte i of text, or nullptr.
    const std::pair<std::string, int>* at(const std::string& text, std::size_t i) const;
    std::vector<std::pair<std::string, int>> tokens_;
    std::unordered_map<std::string, AddedTokenStrip> strips_;
};

} // namespace attn
