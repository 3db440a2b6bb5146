#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds, runs every test (no display needed), then the core's tests
# built with AddressSanitizer and UndefinedBehaviorSanitizer (scripts/test-sanitized.sh), and
# checks the sources' format; fails if a test fails or a file is not formatted by .clang-format.
#   scripts/test.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/install-deps.sh"
format=0
"$root/scripts/check-format.sh" || format=$?
"$root/scripts/build.sh"
cd "$root/build"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j2
"$root/scripts/test-sanitized.sh"
exit "$format"
