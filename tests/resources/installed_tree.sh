#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The installed program finds its shipped models wherever the installed tree is moved, with no
# path of the source tree:   installed_tree.sh BUILD_DIR
set -euo pipefail
build="$1"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
mv "$tmp/prefix" "$tmp/moved"
for f in bin/attention-lab share/applications/attention-lab.desktop \
  share/metainfo/org.attentionlab.AttentionLab.metainfo.xml \
  share/icons/hicolor/48x48/apps/attention-lab.png share/man/man1/attention-lab.1 \
  share/attention-lab/sample_models/captioner-shapes/config.json; do
  [ -e "$tmp/moved/$f" ] || { echo "not installed: $f"; exit 1; }
done
grep -q 'font\\-size' "$tmp/moved/share/man/man1/attention-lab.1" ||
  { echo "the manual page lacks the options of --help"; exit 1; }
unset ATTN_SAMPLE_MODELS
cd "$tmp"
# The caption view needs the shipped captioner: found next to the moved program.
QT_QPA_PLATFORM=offscreen "$tmp/moved/bin/attention-lab" export --view caption --out "$tmp/c.png"
[ -s "$tmp/c.png" ] && echo "the moved installed tree drew the caption view"
