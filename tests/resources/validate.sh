#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a freedesktop validator on a file of resources/, as ctest's tests desktop_entry and
# metainfo do:   validate.sh VALIDATOR PACKAGE FILE [VALIDATOR OPTIONS...]
# Exits 77 (ctest: skipped) with the package to install when the validator is missing.
set -euo pipefail
validator="$1" package="$2" file="$3"
shift 3
if ! command -v "$validator" >/dev/null; then
  echo "$validator is not installed (Debian package $package): not checked"
  exit 77
fi
"$validator" "$@" "$file"
