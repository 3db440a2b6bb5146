// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How evenly the blocks of a shared product fill a team of threads, predicted on one core.

namespace bench {

/// For the forward's shared products (ViT-B/16 at 197 tokens, GPT-2-small at 512 and 1024):
/// each block multiplyTogether hands out, timed alone on this core (median of `repeats`), then
/// given in its turn to whichever of N threads is free first, as schedule(dynamic, 1) does;
/// prints the share of the N threads' time left idle while the last blocks finish.
void printTeamBalance(int repeats);

} // namespace bench
