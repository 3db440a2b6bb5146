#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks that every C++ file is formatted by the committed .clang-format; prints the ones that
# are not (fix them with `clang-format -i FILE`) and exits 1 if there are any.
#   scripts/check-format.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
mapfile -t files < <(find app bench core tests ui -name '*.cpp' -o -name '*.h' | sort)
unformatted=()
for file in "${files[@]}"; do
  clang-format --style=file "$file" | cmp -s - "$file" || unformatted+=("$file")
done
if [ "${#unformatted[@]}" -gt 0 ]; then
  printf 'not formatted by .clang-format: %s\n' "${unformatted[@]}"
  exit 1
fi
echo "check-format: ${#files[@]} files formatted"
