#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the benchmarks three ways and runs one of them against Debian's torch, the three
# builds side by side in one table:
#   default   build/, as scripts/build.sh (and so scripts/run.sh) makes it: -march=native
#   native    build-bench/, -DATTN_NATIVE=ON only (what earlier figures were measured on)
#   packaged  build-bench-packaged/, as scripts/package.sh makes the .deb: any x86-64 CPU,
#             the kernels chosen at run time
#
#   scripts/bench.sh [mha] [bench_mha options: --sizes 128x768x12,... --no-torch --repeats N]
#       multi-head attention vs torch.nn.MultiheadAttention (the default)
#   scripts/bench.sh gemm [--repeats N]
#       the product kernel (core/base/gemm.cpp) against Eigen's product on one core
#   scripts/bench.sh gpt2 [bench_gpt2 options: --tokens 512 --repeats N --no-torch]
#       GPT-2 forward (gpt2-small sizes, random weights made by tools/make_random_gpt2.py
#       into build-bench/) vs the same architecture in torch
#
# Installs python3-torch and python3-numpy when missing. Debian's torch uses whatever
# libblas.so.3 the system selects, often the slow reference BLAS; so that torch is also
# measured with OpenBLAS, libopenblas0-pthread is unpacked into the build directory (the
# system's BLAS is not changed) unless an OpenBLAS is installed already. torch_mha.py tries
# every BLAS it finds and reports the fastest. Run with few other processes: the machine has
# 2 cores, and the bench prints how much CPU other processes took during each measurement.
set -euo pipefail

echo "command: $0 $*"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$root/build-bench"
sudo_cmd=()
[ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)

missing=()
for pkg in python3-torch python3-numpy; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing ${missing[*]}"
  "${sudo_cmd[@]}" apt-get update
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
    "${missing[@]}"
fi

# OpenBLAS for torch, unpacked locally when the system has none.
unpack_openblas() { # $1: directory to unpack into
  mkdir -p "$1" && cd "$1" || return 1
  apt-get download libopenblas0-pthread 2>/dev/null || {
    "${sudo_cmd[@]}" apt-get update >/dev/null && apt-get download libopenblas0-pthread
  } || return 1
  dpkg -x libopenblas0-pthread_*.deb .
}
if ! compgen -G "/usr/lib/*/openblas-*/libblas.so.3" >/dev/null; then
  blasroot="$build/openblas"
  if ! compgen -G "$blasroot/usr/lib/*/openblas-pthread/libblas.so.3" >/dev/null; then
    (unpack_openblas "$blasroot") ||
      echo "note: could not unpack libopenblas0-pthread; torch runs with the system BLAS only"
  fi
  for dir in "$blasroot"/usr/lib/*/openblas-pthread; do
    if [ -e "$dir/libblas.so.3" ]; then
      export ATTN_TORCH_BLAS_DIRS="$dir${ATTN_TORCH_BLAS_DIRS:+:$ATTN_TORCH_BLAS_DIRS}"
    fi
  done
fi

# The builds' output (GCC 12 warns at length about Eigen's AVX-512 code) goes to a log.
log="$build/bench-build.log"
mkdir -p "$build"
packaged="$root/build-bench-packaged"
targets=(--target bench_mha --target bench_gpt2 --target bench_gemm)
echo "building the default, native and packaged benchmarks (output in $log)"
if ! { "$root/scripts/build.sh" -DATTN_BUILD_BENCH=ON "${targets[@]}" &&
  cmake -S "$root" -B "$build" -G Ninja -DATTN_NATIVE=ON -DATTN_BUILD_BENCH=ON \
    -DATTN_BUILD_TESTS=OFF && cmake --build "$build" -j2 "${targets[@]}" &&
  cmake -S "$root" -B "$packaged" -G Ninja -DATTN_NATIVE=OFF -DATTN_BUILD_BENCH=ON \
    -DATTN_BUILD_TESTS=OFF && cmake --build "$packaged" -j2 "${targets[@]}"; } >"$log" 2>&1; then
  { grep -E -B2 -A8 'error|Error' "$log" || tail -n 30 "$log"; } | tail -n 60
  echo "build failed; full output in $log"
  exit 1
fi
builds() { # $1: benchmark name; the default build's binary compares the other two
  columns=(--name default --build "native=$build/bench/$1" --build "packaged=$packaged/bench/$1")
}
if [ "${1:-}" = gemm ]; then
  shift
  exec "$root/build/bench/bench_gemm" "$@"
fi
if [ "${1:-}" = gpt2 ]; then
  shift
  model="$build/gpt2-small-random"
  [ -f "$model/model.safetensors" ] || /usr/bin/python3 "$root/tools/make_random_gpt2.py" "$model"
  builds bench_gpt2
  exec "$root/build/bench/bench_gpt2" "$model" "${columns[@]}" "$@"
fi
[ "${1:-}" = mha ] && shift
builds bench_mha
exec "$root/build/bench/bench_mha" "${columns[@]}" "$@"
