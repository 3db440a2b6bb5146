#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The figures a teacher puts on slides, exported at a 1280x720 projector with 18 pt text:
#
#   tools/slide_exports.sh BINARY DIR    # writes DIR/<name>.png
set -euo pipefail
bin="$(realpath "$1")"
dir="$2"
mkdir -p "$dir"
# name|arguments (~ stands for a space)
slides=(
  "grid-8-heads|--view grid --heads 8"
  "heatmap|--view heatmap"
  "steps-softmax|--view steps --step 5 --row 3"
  "steps-multihead|--view steps --step 8"
  "gat|--view gat"
  "translator-alignment|--view translator-heatmap"
  "pe-rotation|--view pe-rotation"
  "pooling|--view pooling --fit-w"
  "scores|--view scores"
  "cost|--view cost"
)
for entry in "${slides[@]}"; do
  name="${entry%%|*}"
  read -r -a args <<<"${entry#*|}"
  args=("${args[@]//\~/ }")
  QT_QPA_PLATFORM=offscreen "$bin" export "${args[@]}" --width 1280 --height 720 --font-size 18 \
    --out "$dir/$name.png" 2>/dev/null || echo "export failed: $name" >&2
done
