// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/scores/scoresdocument.h"

namespace attn::ui {

ScoresDocument::ScoresDocument(QObject* parent)
    : LectureDocument(parent), m_results(compareScores(m_settings.sizes)) {}

bool ScoresDocument::setSettings(const ScoresSettings& s) {
    return applyChange([&] {
        m_results = compareScores(s.sizes);
        m_settings = s;
    });
}

} // namespace attn::ui
