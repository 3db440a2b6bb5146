// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/positional/positionallesson.h"

#include "ui/common/jsonfields.h"
#include "ui/positional/positionalfigures.h"
#include "ui/positional/positionalpage.h"

#include <QJsonArray>
#include <QTabWidget>

namespace attn::ui {

QString positionalSettingsFromJson(const QJsonObject& json, PositionalSettings& out) {
    using D = PositionalDocument;
    PositionalSettings s;
    JsonFields f(json);
    f.integer("n", s.n, 1, D::kMaxPositions);
    f.integer("d", s.d, 2, D::kMaxDimension);
    f.number("base", s.base, 1.0001, 1e9);
    f.integer("pair", s.pair, 0, D::kMaxDimension);
    f.integer("position", s.position, 0, D::kMaxPositions);
    f.integer("delta", s.delta, -D::kMaxPositions, D::kMaxPositions);
    f.integers("curveColumns", s.curveColumns, 0, D::kMaxDimension, D::kMaxCurves);
    if (QString error = f.error(); !error.isEmpty()) return error;
    if (QString error = D::validate(s); !error.isEmpty()) return error;
    out = s;
    return {};
}

QJsonObject positionalSettingsToJson(const PositionalSettings& s) {
    QJsonArray columns;
    for (int c : s.curveColumns)
        columns.append(c);
    return QJsonObject{{QStringLiteral("n"), s.n},
                       {QStringLiteral("d"), s.d},
                       {QStringLiteral("base"), s.base},
                       {QStringLiteral("pair"), s.pair},
                       {QStringLiteral("position"), s.position},
                       {QStringLiteral("delta"), s.delta},
                       {QStringLiteral("curveColumns"), columns}};
}

// --- the page as a lesson step ---

QString PositionalPage::lessonView() const {
    return m_names.value(m_views->currentIndex());
}

QJsonObject PositionalPage::lessonState() const {
    return positionalSettingsToJson(m_document->settings());
}

QString PositionalPage::applyLessonState(const QString& view, const QJsonObject& json) {
    if (!m_names.contains(view))
        return tr("the positional tab has no view “%1” (known: %2)")
            .arg(view, m_names.join(QStringLiteral(", ")));
    PositionalSettings settings;
    if (QString error = positionalSettingsFromJson(json, settings); !error.isEmpty()) return error;
    if (!(m_document->settings() == settings) && !m_document->setSettings(settings))
        return m_document->errorString();
    showView(view);
    return {};
}

QWidget* PositionalPage::lessonFigure() {
    return exportPlot();
}

} // namespace attn::ui
