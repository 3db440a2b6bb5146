// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/token_embedding.h"

#include "core/base/check.h"
#include "core/base/random.h"

namespace attn {

std::uint32_t tokenSeed(const std::string& token, unsigned seed) {
    std::uint64_t hash = 0xcbf29ce484222325ull; // FNV-1a, 64 bits
    for (const unsigned char byte : token) {
        hash ^= byte;
        hash *= 0x100000001b3ull;
    }
    // splitmix64's finaliser spreads the seed and the hash over all 32 bits kept.
    std::uint64_t z = hash ^ (std::uint64_t(seed) * 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return std::uint32_t((z ^ (z >> 31)) >> 32);
}

Eigen::MatrixXf tokenEmbedding(const std::vector<std::string>& tokens, int dim, unsigned seed) {
    require(dim >= 1, Message("attn", "the embedding size must be at least 1, not %1").arg(dim));
    Eigen::MatrixXf x(Eigen::Index(tokens.size()), dim);
    for (std::size_t t = 0; t < tokens.size(); ++t)
        x.row(Eigen::Index(t)) = randomNormal(1, dim, tokenSeed(tokens[t], seed));
    return x;
}

} // namespace attn
