#!/usr/bin/env bash
# Configures and builds AttentionLab (Release, -O3) in build/ with two parallel jobs, for this
# machine's CPU (-march=native: AVX-512 or AVX2 and FMA everywhere, not only in the matrix
# products); -DATTN_NATIVE=OFF builds for any x86-64 CPU, as scripts/package.sh does.
#   scripts/build.sh [extra cmake -D options]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cmake -S "$root" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DATTN_NATIVE=ON "$@" >/dev/null
cmake --build "$root/build" -j2
