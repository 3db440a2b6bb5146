#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs one fuzz harness for a time, seeded from the fixtures, the sample models and the
# inputs that once broke a parser; new findings are written to BUILD/fuzz-findings/TARGET/.
#   cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-14 -DATTN_FUZZ=ON
#   ninja -C build-fuzz -j1
#   tests/fuzz/run.sh build-fuzz npy 600      # target, seconds
# Targets: npy npz safetensors json csv gpt2_tokenizer tokenizer_json translator_vocab
#          attention_import gpt2_config model_config translator_config captioner_config vit_config
#          lesson
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="$(cd "$1" && pwd)"
target="$2"
seconds="${3:-600}"
corpus="$build/fuzz-corpus/$target"
findings="$build/fuzz-findings/$target"
mkdir -p "$corpus" "$findings"
seed() { [ -f "$1" ] && cp "$1" "$corpus/seed-$(basename "$(dirname "$1")")-$(basename "$1")"; true; }
small() { find "$@" -type f -size -64k 2>/dev/null; }

for f in $(small "$root/tests/fuzz/regressions/$target"); do seed "$f"; done
case "$target" in
  npy) for f in $(small "$root/tests/fixtures" -name '*.npy' | head -40); do seed "$f"; done ;;
  npz) for f in "$root"/tests/fixtures/npz/*.npz; do seed "$f"; done ;;
  json | lesson)
    for f in "$root"/ui/lessons/shipped/*.json "$root"/sample_models/*/config.json; do seed "$f"; done ;;
  gpt2_config | translator_config | captioner_config)
    for f in "$root"/sample_models/*/config.json; do seed "$f"; done ;;
  translator_vocab) for f in "$root"/sample_models/*/*vocab.json; do seed "$f"; done ;;
  model_config)
    for f in "$root"/sample_models/*/config.json "$root"/tests/fixtures/*/*/model/config.json; do
      seed "$f"
    done ;;
  vit_config) # config.json NUL preprocessor_config.json, as the target reads them
    for d in "$root"/tests/fixtures/vit/*/model; do
      { cat "$d/config.json"; printf '\0'; cat "$d/preprocessor_config.json" 2>/dev/null || true; } \
        >"$corpus/seed-vit-$(basename "$(dirname "$d")")"
    done ;;
  tokenizer_json)
    for f in "$root"/tests/fixtures/tokenizer_json/*/tokenizer.json \
      "$root"/tests/fixtures/bert/bert/model/tokenizer.json; do seed "$f"; done ;;
esac
# Small inputs the fixtures do not hold, written by python3.
python3 - "$target" "$corpus" <<'PY'
import json, struct, sys
target, corpus = sys.argv[1], sys.argv[2]
def put(name, data):
    open(f"{corpus}/gen-{name}", "wb").write(data)
npy = (b"\x93NUMPY\x01\x00\x76\x00{'descr': '<f4', 'fortran_order': False, 'shape': (2, 2), }"
       .ljust(10 + 0x76 - 1) + b"\n" + struct.pack("<4f", 0.5, 0.5, 0.25, 0.75))
if target == "csv":
    put("a.csv", b"0.5,0.5\n0.25,0.75\n")
    put("b.csv", b"# q\n1;2\t3\n\n4 5 6\r\n-inf,nan,1e-40\n")
elif target == "safetensors":
    head = json.dumps({"__metadata__": {"format": "pt"},
                       "a": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 16]},
                       "b": {"dtype": "F16", "shape": [2], "data_offsets": [16, 20]}}).encode()
    put("a.safetensors", struct.pack("<Q", len(head)) + head + bytes(20))
elif target == "gpt2_tokenizer":
    vocab = {c: i for i, c in enumerate(["H", "e", "l", "o", "He", "ll", "Hell", "Hello", "\u0120w"])}
    put("tok", json.dumps(vocab).encode() + b"\0#version: 0.2\nH e\nl l\nHe ll\nHell o\n")
elif target == "attention_import":
    put("imp", b'{"tokens": ["a", "b"]}\0' + npy)
elif target == "npy":
    put("a.npy", npy)
PY
echo "fuzz $target for ${seconds}s: corpus $corpus ($(ls "$corpus" | wc -l) inputs)"
cd "$findings"
exec nice -n 19 "$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -rss_limit_mb=2048 \
  -timeout=10 -max_len=65536 -print_final_stats=1 "$corpus"
