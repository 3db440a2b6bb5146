// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Where the models shipped with the application (sample_models/) are, wherever it runs from.
#include <QString>

namespace attn::ui {

/// The folder of the shipped model called name (e.g. "tiny-gpt-kjv"), canonical, or empty when
/// no folder with that name holds a config.json. Looked up, in order, in $ATTN_SAMPLE_MODELS,
/// next to an installed program (<prefix>/share/attention-lab/sample_models for
/// <prefix>/bin/attention-lab) and next to a built one (build/sample_models, a link to the
/// source tree's folder made when the build is configured).
QString sampleModelDir(const QString& name);

} // namespace attn::ui
