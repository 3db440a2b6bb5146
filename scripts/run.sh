#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, and launches AttentionLab on its built-in sample.
#   scripts/run.sh [attention-lab arguments]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh" --target attention-lab
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ "${1:-}" != export ]; then
  echo "run: no display found. Start it from a desktop session, or make a figure headless:" >&2
  echo "  $root/build/app/attention-lab export --out figure.png" >&2
  exit 1
fi
exec "$root/build/app/attention-lab" "$@"
