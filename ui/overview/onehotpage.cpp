// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/overview/onehotpage.h"

#include "ui/common/jsonfields.h"
#include "ui/overview/attentiondocument.h"
#include "ui/overview/attentionfigure.h"

#include <QVBoxLayout>

namespace attn::ui {

namespace {

/// The temperature range of the window's toolbar.
constexpr double kMinTemperature = 0.05, kMaxTemperature = 20;

} // namespace

QString oneHotSettingsFromJson(const QJsonObject& json, FigureSettings& out) {
    FigureSettings s = AttentionDocument::defaultSettings();
    JsonFields f(json);
    f.text("text", s.text);
    f.integer("heads", s.heads, 1, kMaxHeads);
    f.unsignedInteger("seed", s.seed);
    f.number("temperature", s.temperature, kMinTemperature, kMaxTemperature);
    if (QString error = f.error(); !error.isEmpty()) return error;
    if (s.text.trimmed().isEmpty()) return JsonFields::tr("“text” must have at least one word");
    out = s;
    return {};
}

QJsonObject oneHotSettingsToJson(const FigureSettings& s) {
    return {{QStringLiteral("text"), s.text},
            {QStringLiteral("heads"), s.heads},
            {QStringLiteral("seed"), double(s.seed)},
            {QStringLiteral("temperature"), s.temperature}};
}

QStringList oneHotViewNames() {
    return {QStringLiteral("overview")};
}

OneHotPage::OneHotPage(AttentionDocument* document, QWidget* parent)
    : Page(parent), m_document(document ? document : new AttentionDocument(this)),
      m_figure(new AttentionFigure(m_document, this)) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_figure);
}

LabelledMatrix OneHotPage::shownNumbers() const {
    const FigureResults& r = m_document->results();
    return labelledMatrix(r.oneHotWeights, r.tokens, r.tokens);
}

QCustomPlot* OneHotPage::exportPlot() {
    return m_figure;
}

QString OneHotPage::lessonView() const {
    return oneHotViewNames().constFirst();
}

QJsonObject OneHotPage::lessonState() const {
    return oneHotSettingsToJson(m_document->settings());
}

QString OneHotPage::applyLessonState(const QString& view, const QJsonObject& json) {
    if (!oneHotViewNames().contains(view))
        return tr("the One-hot tab has no view “%1” (known: %2)")
            .arg(view, oneHotViewNames().join(QStringLiteral(", ")));
    FigureSettings settings;
    if (QString error = oneHotSettingsFromJson(json, settings); !error.isEmpty()) return error;
    if (m_document->settings() != settings && !m_document->setSettings(settings))
        return m_document->errorString();
    return {};
}

QWidget* OneHotPage::lessonFigure() {
    return m_figure;
}

} // namespace attn::ui
