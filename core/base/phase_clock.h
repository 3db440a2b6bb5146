// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where a forward pass spends its wall time, for the benchmarks: the forwards mark the phase
// they enter, and while a clock runs on the calling thread the time between marks is added to
// the phase it belongs to. Marks on other threads (OpenMP workers, the window's other threads)
// cost one thread-local test and record nothing.
#include <array>

namespace attn {

enum class Phase {
    Other,       ///< anything not marked: bookkeeping, copies, checks
    Products,    ///< products with weight matrices: projections, feed-forward, logits
    Attention,   ///< the heads: q k^T, softmax, weights v
    Norms,       ///< layer and RMS norms
    ElementWise, ///< activations, residual sums, biases, rotary turns, embeddings
};
constexpr int kPhaseCount = 5;

/// The phase's name in the benchmarks' tables, e.g. "weight products".
const char* phaseName(Phase p);

struct PhaseTimes {
    std::array<double, kPhaseCount> ms{}; ///< by Phase's value
    double total() const;
};

/// Starts a clock on this thread, time going to Phase::Other until a mark says otherwise.
void startPhaseClock();
/// Stops this thread's clock and returns what it added up (zeros when none ran).
PhaseTimes stopPhaseClock();

/// While it lives, time on this thread goes to phase p; then back to the phase before.
class PhaseScope {
  public:
    explicit PhaseScope(Phase p);
    ~PhaseScope();
    PhaseScope(const PhaseScope&) = delete;
    PhaseScope& operator=(const PhaseScope&) = delete;

  private:
    Phase previous_;
};

} // namespace attn
