// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The command line of attention-lab: open the window, or export a figure with no display.

namespace attn::app {

/// Exit codes of run().
enum ExitCode { Success = 0, BadUsage = 2 };

/// `attention-lab [options]` opens the window; `attention-lab export --out FILE [options]`
/// writes the figure (PNG, SVG or PDF by extension) and exits. Bad arguments, bad text or a
/// failed write print one line on stderr and return BadUsage; the output file is then untouched.
/// A `--model`, `--lesson` or `--present` that cannot be opened does not stop the window: it
/// opens without it, saying why in a dialog (and on stderr).
/// For export, QT_QPA_PLATFORM defaults to "offscreen" so no display is needed.
int run(int argc, char* argv[]);

} // namespace attn::app
