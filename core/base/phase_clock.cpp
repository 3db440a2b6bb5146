// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/phase_clock.h"

#include <chrono>

namespace attn {

namespace {

using Clock = std::chrono::steady_clock;

struct RunningClock {
    bool running = false;
    Phase phase = Phase::Other;
    Clock::time_point since;
    PhaseTimes times;
};

thread_local RunningClock clock_;

/// Adds the time since the last switch to the current phase and makes p current.
Phase switchTo(Phase p) {
    const Phase before = clock_.phase;
    if (!clock_.running) return before;
    const Clock::time_point now = Clock::now();
    clock_.times.ms[std::size_t(before)] +=
        std::chrono::duration<double, std::milli>(now - clock_.since).count();
    clock_.since = now;
    clock_.phase = p;
    return before;
}

} // namespace

const char* phaseName(Phase p) {
    switch (p) {
    case Phase::Products:
        return "weight products";
    case Phase::Attention:
        return "attention heads";
    case Phase::Norms:
        return "norms";
    case Phase::ElementWise:
        return "element-wise";
    case Phase::Other:
        break;
    }
    return "other";
}

double PhaseTimes::total() const {
    double sum = 0;
    for (double t : ms)
        sum += t;
    return sum;
}

void startPhaseClock() {
    clock_ = RunningClock{true, Phase::Other, Clock::now(), {}};
}

PhaseTimes stopPhaseClock() {
    switchTo(Phase::Other);
    const PhaseTimes times = clock_.times;
    clock_ = RunningClock{};
    return times;
}

PhaseScope::PhaseScope(Phase p) : previous_(switchTo(p)) {}

PhaseScope::~PhaseScope() {
    switchTo(previous_);
}

} // namespace attn
