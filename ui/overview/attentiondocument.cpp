// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/overview/attentiondocument.h"

#include "core/base/check.h"
#include "ui/common/applyorkeep.h"

#include <exception>

namespace attn::ui {

AttentionDocument::AttentionDocument(QObject* parent) : Document(parent) {
    m_settings = defaultSettings();
    m_results = computeFigureResults(m_settings);
}

QString AttentionDocument::defaultText() {
    return QStringLiteral("Надо сдавать лабораторные до срока выполнения");
}

FigureSettings AttentionDocument::defaultSettings() {
    FigureSettings s;
    s.text = defaultText();
    return s;
}

bool AttentionDocument::setSettings(const FigureSettings& settings) {
    const bool applied = applyOrKeep(
        [&] {
            FigureResults results = computeFigureResults(settings);
            m_settings = settings;
            m_results = std::move(results);
        },
        [this](const QString& message) { return reportError(message); },
        [](const std::exception& e) {
            return tr("Could not compute attention: %1").arg(exceptionText(e));
        });
    if (!applied) return false;
    clearError();
    emit resultsChanged();
    return true;
}

bool AttentionDocument::setText(const QString& text) {
    FigureSettings s = m_settings;
    s.text = text;
    return setSettings(s);
}

bool AttentionDocument::setHeads(int heads) {
    FigureSettings s = m_settings;
    s.heads = heads;
    return setSettings(s);
}

bool AttentionDocument::setSeed(unsigned seed) {
    FigureSettings s = m_settings;
    s.seed = seed;
    return setSettings(s);
}

bool AttentionDocument::setTemperature(double temperature) {
    FigureSettings s = m_settings;
    s.temperature = temperature;
    return setSettings(s);
}

} // namespace attn::ui
