#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders every `export --view` at its default settings (at the default size and at a
# 1280x720 projector with 18 pt text), the figure commands of README.md and docs/, and compares two builds:
#
#   tools/compare_figures.sh render BINARY DIR    # write the figures of BINARY into DIR
#   tools/compare_figures.sh compare DIR_A DIR_B  # print the figures that differ
#
# Pixels are compared with Qt-independent `cmp` on the PNG files (same encoder, same bytes
# for the same pixels); the cost view is left out because it draws measured times.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

views=(overview pe-matrix pe-curves pe-binary pe-rotation pe-similarity rope heatmap grid lines
  steps compare translator-heatmap translator-grid translator-lines translator-steps caption
  caption-grid pooling scores sqrt-d dictionary gat ran seq2seq)

# name|arguments (~ stands for a space): the documentation's figures and the commands beside them.
readme=(
  "readme-rotation|--view pe-rotation -n 60 -d 32 -j 3 -i 10 --delta 5"
  "readme-curves|--view pe-curves --columns 4,5,6,7 --font-size 20"
  "readme-rope|--view rope -n 128 -d 64"
  "readme-head2|--view heatmap --text The~cat~sat~on~the~mat --head 2"
  "readme-grid8|--view grid --heads 8 --kind causal --font-size 18"
  "readme-steps|--view steps --step 5 --row 3 --kind causal"
  "readme-lines|--view lines --horizontal"
  "readme-compare|--view compare --compare scaling"
  "readme-chars|--view heatmap --tokens characters --text Attention~is~all~you~need"
  "readme-model|--view heatmap --tokens model --embedding model --text And~God~said"
  "readme-model-layer|--view grid --model-layer 3 --text In~the~beginning~God~In~the~beginning~God"
  "readme-pooling|--view pooling --fit-w"
  "readme-dqdk|--view scores --dq 3 --dk 5 --score-scale weights"
  "readme-sqrtd|--view sqrt-d --dim 256"
  "readme-dictionary|--view dictionary --query kind"
  "readme-caption-grid|--view caption-grid --scene-seed 12"
  "readme-translator|--view translator-heatmap --model $root/sample_models/translator-bahdanau"
  "model-head|--view model-head --model $root/sample_models/tiny-gpt-kjv --text In~the~beginning~God~created"
  "model-grid|--view model-grid --model $root/sample_models/tiny-gpt-kjv --text In~the~beginning~God~created"
  "model-rollout|--view model-rollout --model $root/sample_models/tiny-gpt-kjv --text In~the~beginning"
  "model-next-token|--view model-next-token --model $root/sample_models/tiny-gpt-kjv --text In~the~beginning"
  "model-generation|--view model-generation --model $root/sample_models/tiny-gpt-kjv --text In~the~beginning --generation-step 7"
  "model-rotary|--view model-rotary --model $root/tests/fixtures/transformers/llama/model --text a~b~c~d~e~f"
  "vit-head|--view vit-head --image $root/sample_models/vit-count-shapes/examples/scene-20000000.png"
  "vit-heads|--view vit-heads --image $root/sample_models/vit-count-shapes/examples/scene-20000000.png"
  "vit-rollout|--view vit-rollout --image $root/sample_models/vit-count-shapes/examples/scene-20000000.png"
  "vit-patch|--view vit-patch --image $root/sample_models/vit-count-shapes/examples/scene-20000000.png"
  "vit-threshold|--view vit-threshold --image $root/sample_models/vit-count-shapes/examples/scene-20000000.png"
  "readme-translator-grid|--view translator-grid --model $root/sample_models/translator-transformer"
)

render() { # $1 binary, $2 directory
  local bin="$1" dir="$2" view entry name args
  mkdir -p "$dir"
  for view in "${views[@]}"; do
    QT_QPA_PLATFORM=offscreen "$bin" export --view "$view" --out "$dir/$view.png" 2>/dev/null ||
      echo "render failed: $view" >&2
    QT_QPA_PLATFORM=offscreen "$bin" export --view "$view" --width 1280 --height 720 \
      --font-size 18 --out "$dir/$view-18pt.png" 2>/dev/null || echo "render failed: $view 18 pt" >&2
  done
  for entry in "${readme[@]}"; do
    name="${entry%%|*}"
    read -r -a args <<<"${entry#*|}"
    args=("${args[@]//\~/ }")
    QT_QPA_PLATFORM=offscreen "$bin" export "${args[@]}" --out "$dir/$name.png" 2>/dev/null ||
      echo "render failed: $name" >&2
  done
}

compare() { # $1 and $2: directories written by render
  local differing=0 same=0 file
  for file in "$1"/*.png; do
    if cmp -s "$file" "$2/$(basename "$file")"; then
      same=$((same + 1))
    else
      echo "differs: $(basename "$file")"
      differing=$((differing + 1))
    fi
  done
  echo "$same figures identical, $differing differ"
  [ "$differing" -eq 0 ]
}

case "${1:-}" in
  render) render "$2" "$3" ;;
  compare) compare "$2" "$3" ;;
  *) sed -n '2,9p' "$0" >&2; exit 2 ;;
esac
