#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures and builds AttentionLab (Release, -O3) in build/ with two parallel jobs, for this
# machine's CPU (-march=native: AVX-512 or AVX2 and FMA everywhere, not only in the matrix
# products); -DATTN_NATIVE=OFF builds for any x86-64 CPU, as scripts/package.sh does.
#   scripts/build.sh [--target TARGET] [extra cmake -D options]
# Without --target everything is built, the tests too; run.sh builds the program only. The
# benchmarks are built only when asked (-DATTN_BUILD_BENCH=ON, as scripts/bench.sh does).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
configure=()
build=()
while [ $# -gt 0 ]; do
  case "$1" in
    --target) build+=(--target "$2"); shift 2 ;;
    *) configure+=("$1"); shift ;;
  esac
done
cmake -S "$root" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DATTN_NATIVE=ON \
  -DATTN_BUILD_BENCH=OFF "${configure[@]}" >/dev/null
cmake --build "$root/build" -j2 "${build[@]}"
