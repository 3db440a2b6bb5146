// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The state of the fuzzy-dictionary demonstration (seed 003): the entries, the query word and
// the temperature, and the lookup attn::fuzzyLookup computes from them.
#include "core/lectures/fuzzy_lookup.h"
#include "ui/lectures/lecturedocument.h"

#include <QString>

#include <vector>

namespace attn::ui {

struct DictionarySettings {
    std::vector<DictionaryEntry> entries = exampleDictionary();
    QString query = QStringLiteral("kind");
    double temperature = 4;

    static constexpr double kMinTemperature = 0.05;
    static constexpr double kMaxTemperature = 20;
    static constexpr int kMaxEntries = 24;
};

class DictionaryDocument : public LectureDocument {
    Q_OBJECT

  public:
    explicit DictionaryDocument(QObject* parent = nullptr);

    const DictionarySettings& settings() const { return m_settings; }
    const FuzzyLookup& results() const { return m_results; }
    /// Applies s and looks the query up again; false (nothing changed, see errorString()) for
    /// too many entries, a temperature out of range or entries the core rejects (an empty key).
    bool setSettings(const DictionarySettings& s);

  private:
    DictionarySettings m_settings;
    FuzzyLookup m_results;
};

} // namespace attn::ui
