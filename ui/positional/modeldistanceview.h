// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Positional tab's window of positions in models: add model folders (the sample models to
// start with), type the prompt they all read, and compare how their layers' attention falls off
// with distance.
#include <QWidget>

class QLabel;
class QLineEdit;

namespace attn::ui {

class ModelDistanceDocument;
class ModelDistanceFigure;

class ModelDistanceView : public QWidget {
    Q_OBJECT

  public:
    explicit ModelDistanceView(QWidget* parent = nullptr);

    ModelDistanceDocument* document() const { return m_document; }
    ModelDistanceFigure* figure() const { return m_figure; }
    /// Adds the shipped sample models (what the window shows first).
    void addSampleModels();

  private:
    ModelDistanceDocument* m_document;
    ModelDistanceFigure* m_figure;
    QLineEdit* m_prompt;
    QLabel* m_status;
};

} // namespace attn::ui
