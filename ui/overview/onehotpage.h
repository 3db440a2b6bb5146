// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The One-hot and heads tab as a page: the first figure (AttentionFigure) over an
// AttentionDocument, whose settings the window's toolbar edits. As a lesson step (see
// ui/lessons/lesson.h) its one view is "overview" and its keys are text, heads, seed and
// temperature.
#include "ui/common/page.h"
#include "ui/overview/attentioncomputation.h"

namespace attn::ui {

class AttentionDocument;
class AttentionFigure;

/// Reads json over AttentionDocument::defaultSettings(); empty on success, else the first
/// problem ("“heads” must be a whole number from 1 to 16, not 0").
QString oneHotSettingsFromJson(const QJsonObject& json, FigureSettings& out);
QJsonObject oneHotSettingsToJson(const FigureSettings& settings);
/// The tab's views as --view names: "overview".
QStringList oneHotViewNames();

class OneHotPage : public Page {
    Q_OBJECT

  public:
    /// Shows document (not owned; it must outlive the page), or a document of its own when
    /// document is nullptr (a lesson's page in Present mode).
    explicit OneHotPage(AttentionDocument* document, QWidget* parent = nullptr);

    AttentionDocument* document() const { return m_document; }
    AttentionFigure* figure() const { return m_figure; }

    QCustomPlot* exportPlot() override;
    /// The one-hot attention softmax_j(x_i · x_j), words by words.
    LabelledMatrix shownNumbers() const override;

    QString lessonView() const override;
    QJsonObject lessonState() const override;
    QString applyLessonState(const QString& view, const QJsonObject& settings) override;
    QWidget* lessonFigure() override;

  private:
    AttentionDocument* m_document;
    AttentionFigure* m_figure;
};

} // namespace attn::ui
