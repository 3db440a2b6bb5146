#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Packs the benchmarks, built for any x86-64 CPU (the kernels chosen at run time), with the
# libraries they need, to measure on another machine (more cores, transformers on pip's torch):
#
#   scripts/bench-pack.sh OUT.tar.xz
#
# On the other machine, in a checkout of the same commit (the torch scripts and tools/ are read
# from there), with python3, numpy and, for the peer users pick, transformers and torch:
#
#   mkdir -p /tmp/pack && tar -C /tmp/pack -xJf OUT.tar.xz && /tmp/pack/run.sh [THREADS]
#
# run.sh makes gpt2-small and ViT-B/16 folders with random weights, then prints the model open
# time and, for each thread count (default 1,2,8,16), ours against the peer with the phase table:
# GPT-2 at 512 and 1024 tokens, ViT at 224 pixels (its attention checked against the peer's).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$(realpath "$1")"
build="$root/build-portable"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DATTN_NATIVE=OFF \
  -DATTN_BUILD_BENCH=ON -DATTN_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j2 --target bench_gpt2 bench_vit bench_load bench_gemm
pack="$(mktemp -d)"
mkdir -p "$pack/bin" "$pack/lib"
cp "$build"/bench/{bench_gpt2,bench_vit,bench_load,bench_gemm} "$pack/bin/"
strip "$pack"/bin/*
# The libraries another distribution may lack or have in other versions (ICU's symbols carry
# its version); glibc and libstdc++ of this build's age or newer are assumed there.
for lib in libgomp.so.1 libicuuc.so libicudata.so libsentencepiece.so.0; do
  ldd "$pack/bin/bench_gpt2" | awk -v l="$lib" 'index($1, l) == 1 {print $3}' |
    xargs -r -I{} cp -L {} "$pack/lib/"
done
cat >"$pack/run.sh" <<'RUN'
#!/usr/bin/env bash
# Run from the root of a checkout of the commit the pack was built from.
set -u
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
threads="${1:-1,2,8,16}"
export LD_LIBRARY_PATH="$here/lib" ATTN_PYTHON="$(command -v python3)" PYTHONUNBUFFERED=1
export ATTN_SOURCE_DIR="$PWD" # the torch scripts of bench/ from this checkout
python3 tools/make_random_gpt2.py /tmp/bench-gpt2 >/dev/null
python3 tools/make_random_vit.py /tmp/bench-vit >/dev/null
"$here/bin/bench_load" /tmp/bench-gpt2 --repeats 3
"$here/bin/bench_gpt2" /tmp/bench-gpt2 --tokens 512 --repeats 5 --threads "$threads"
"$here/bin/bench_vit" /tmp/bench-vit --size 224 --repeats 5 --threads "$threads" --check
"$here/bin/bench_gpt2" /tmp/bench-gpt2 --tokens 1024 --repeats 3 --threads "$threads"
RUN
chmod +x "$pack/run.sh"
tar -C "$pack" -cJf "$out" .
rm -rf "$pack"
echo "wrote $out"
