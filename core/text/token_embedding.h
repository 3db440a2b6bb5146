// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Random embeddings that belong to the token, not to its place in a sentence: the vector of
// "cat" is the same in "the cat sat" and "a cat", so changing one word changes only that
// word's vector (and what attends to it).
#include <Eigen/Core>

#include <cstdint>
#include <string>
#include <vector>

namespace attn {

/// FNV-1a of token's UTF-8 bytes mixed with seed: the seed of that token's random vector.
/// Identical on every platform and standard library.
std::uint32_t tokenSeed(const std::string& token, unsigned seed);

/// tokens:(T) -> (T,dim): row t is N(0, 1) drawn from tokenSeed(tokens[t], seed), so equal
/// tokens get equal rows in any sentence and different tokens (almost surely) different ones.
/// Throws InputError when dim < 1.
Eigen::MatrixXf tokenEmbedding(const std::vector<std::string>& tokens, int dim, unsigned seed);

} // namespace attn
