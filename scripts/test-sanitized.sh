#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the core and its tests with AddressSanitizer and UndefinedBehaviorSanitizer in
# build-sanitized/ (-O1, asserts on, the first report fails the test) and runs them: every
# core test, the file readers' hostile inputs and the fuzz regressions among them.
#   scripts/test-sanitized.sh           # the core tests (what CI runs)
#   scripts/test-sanitized.sh all       # every test: core, ui and cli (the interface too)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
scope="${1:-core}"
cmake -S "$root" -B "$root/build-sanitized" -G Ninja -DATTN_SANITIZE=address,undefined \
  -DATTN_BUILD_BENCH=OFF >/dev/null
if [ "$scope" = all ]; then
  cmake --build "$root/build-sanitized" -j2
  labels=()
else
  cmake --build "$root/build-sanitized" -j2 --target core_tests
  labels=(-L core)
fi
cd "$root/build-sanitized"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1}"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j2 "${labels[@]}"
