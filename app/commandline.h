#pragma once
// The command line of attention-lab: open the window, or export a figure with no display.

namespace attn::app {

/// Exit codes of run().
enum ExitCode { Success = 0, BadUsage = 2 };

/// `attention-lab [options]` opens the window; `attention-lab export --out FILE [options]`
/// writes the figure (PNG, SVG or PDF by extension) and exits. Bad arguments, bad text or a
/// failed write print one line on stderr and return BadUsage; the output file is then untouched.
/// For export, QT_QPA_PLATFORM defaults to "offscreen" so no display is needed.
int run(int argc, char* argv[]);

} // namespace attn::app
