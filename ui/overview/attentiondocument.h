// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The state of the figure (settings) and its results; the only caller of the core.
#include "ui/common/document.h"
#include "ui/overview/attentioncomputation.h"

#include <QString>

namespace attn::ui {

/// Holds FigureSettings and the FigureResults computed from them. A change that the core
/// rejects (attn::InputError) keeps the previous settings and results, emits errorOccurred
/// with a readable message and returns false: bad input loses nothing.
class AttentionDocument : public Document {
    Q_OBJECT
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY resultsChanged)
    Q_PROPERTY(int heads READ heads WRITE setHeads NOTIFY resultsChanged)
    Q_PROPERTY(uint seed READ seed WRITE setSeed NOTIFY resultsChanged)
    Q_PROPERTY(double temperature READ temperature WRITE setTemperature NOTIFY resultsChanged)

  public:
    /// Starts with defaultSettings() already computed.
    explicit AttentionDocument(QObject* parent = nullptr);

    /// The lecture's sentence "Надо сдавать лабораторные до срока выполнения" (6 words).
    static QString defaultText();
    /// defaultText(), 4 heads, seed 1, temperature 1.
    static FigureSettings defaultSettings();

    const FigureSettings& settings() const { return m_settings; }
    const FigureResults& results() const { return m_results; }
    QString text() const { return m_settings.text; }
    int heads() const { return m_settings.heads; }
    unsigned seed() const { return m_settings.seed; }
    double temperature() const { return m_settings.temperature; }

    /// Recomputes with all of settings at once; true when the results were replaced.
    bool setSettings(const FigureSettings& settings);
    bool setText(const QString& text);
    bool setHeads(int heads);
    bool setSeed(unsigned seed);
    bool setTemperature(double temperature);

  signals:

  private:
    FigureSettings m_settings;
    FigureResults m_results;
};

} // namespace attn::ui
