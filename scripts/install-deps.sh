#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages AttentionLab needs to build, run and test; installs only
# what is missing, so running it again is quick. Uses sudo when not run as root.
#   scripts/install-deps.sh [more Debian packages]
set -euo pipefail

packages=(
  g++ cmake ninja-build ccache          # toolchain
  clang-format                          # the tests check the sources' format
  qt6-base-dev qt6-svg-dev libgl-dev    # Qt 6 Widgets, PrintSupport, Test, Svg
  libeigen3-dev libqcustomplot-dev      # the core's maths, the plots
  libicu-dev                            # word and character boundaries in every script
  zlib1g-dev                            # DEFLATE in .npz files
  libsentencepiece-dev pkg-config       # SentencePiece (Marian, XLM-R), found by pkg-config
  qt6-tools-dev qt6-l10n-tools          # lupdate, lrelease and their CMake support: translations
  locales                               # a test compiles a Russian locale (decimal commas)
  desktop-file-utils appstream          # tests validate the desktop entry and the metainfo
  # Fonts, so that no token is drawn as an empty box in the window, an export or a test.
  # DejaVu Sans covers Latin, Cyrillic, Greek and Persian/Arabic; Noto CJK the Chinese and
  # Japanese characters; Noto Color Emoji the emoji.
  fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji
  "$@"                                  # what a script needs besides (package.sh: dpkg-dev)
)

missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ "${#missing[@]}" -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-deps: run as root or install sudo" >&2; exit 1; }
  sudo=(sudo)
fi
echo "install-deps: installing ${missing[*]}"
"${sudo[@]}" apt-get update -q
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
