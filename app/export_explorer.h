#pragma once
// `attention-lab export --view heatmap|grid|lines|steps|compare` and `--what
// weights|scores|...|output`: the attention explorer from the command line (see explorerExports()
// in exportviews.h).
#include "app/exportviews.h"

namespace attn::ui {
struct ExplorerSettings;
}

namespace attn::app {

/// The explorer's settings from the parsed options: explorer defaults, then --text, --heads,
/// --seed, --temperature and the explorer's own options; --q/--k/--v load custom matrices.
/// Throws CommandError with a one-line reason for a bad value or an unreadable matrix.
ui::ExplorerSettings explorerSettings(const QCommandLineParser& parser);

} // namespace attn::app
