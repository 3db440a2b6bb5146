// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/dictionary/dictionarydocument.h"

#include "core/base/check.h"

#include <string>

namespace attn::ui {

namespace {

FuzzyLookup computeLookup(const DictionarySettings& s) {
    using S = DictionarySettings;
    require(int(s.entries.size()) <= S::kMaxEntries,
            "at most " + std::to_string(S::kMaxEntries) + " entries");
    require(s.temperature >= S::kMinTemperature && s.temperature <= S::kMaxTemperature,
            "temperature must be from 0.05 to 20");
    return fuzzyLookup(s.entries, s.query.toStdString(), float(s.temperature));
}

} // namespace

DictionaryDocument::DictionaryDocument(QObject* parent)
    : LectureDocument(parent), m_results(computeLookup(m_settings)) {}

bool DictionaryDocument::setSettings(const DictionarySettings& s) {
    return applyChange([&] {
        m_results = computeLookup(s);
        m_settings = s;
    });
}

} // namespace attn::ui
