#!/usr/bin/env bash
# Configures and builds AttentionLab (Release, -O3) in build/ with two parallel jobs.
#   scripts/build.sh [extra cmake -D options]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cmake -S "$root" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
cmake --build "$root/build" -j2
