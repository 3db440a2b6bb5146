#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package build-package/attention-lab_<version>_<arch>.deb: the program for
# any x86-64 CPU (the matrix products choose their AVX-512 or AVX2 kernel at run time), its
# sample models, translations, icon, desktop entry, metainfo and manual page, installed under
# /usr. Install it with `sudo apt install ./build-package/attention-lab_*.deb`.
#   scripts/package.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/install-deps.sh" dpkg-dev file # dpkg-shlibdeps works out Depends
cmake -S "$root" -B "$root/build-package" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DATTN_BUILD_TESTS=OFF -DATTN_NATIVE=OFF -DCMAKE_INSTALL_PREFIX=/usr >/dev/null
cmake --build "$root/build-package" -j2
cd "$root/build-package"
cpack -G DEB
dpkg-deb --info attention-lab_*.deb | sed -n '/Package:/,/Description:/p'
