// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Language model tab's view of a long text: open a text file (or read the tab's text),
// choose a layer and head, and see the whole head, its detail and every head by distance,
// read on a worker thread so the window never freezes.
#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;

namespace attn::ui {

class LongTextDocument;
class LongTextFigure;
class ModelDocument;

class LongTextView : public QWidget {
    Q_OBJECT

  public:
    /// Reads texts with models's model, and its text on request.
    explicit LongTextView(ModelDocument* models, QWidget* parent = nullptr);

    LongTextDocument* document() const { return m_document; }
    LongTextFigure* figure() const { return m_figure; }
    /// Reads the UTF-8 file at path on the document's worker; false (the status bar says why,
    /// and problem when given) when it cannot.
    bool openTextFile(const QString& path, QString* problem = nullptr);

  signals:
    void statusMessage(const QString& message);

  private:
    void syncControls();
    /// Says why in the status line here and in the window's (statusMessage).
    void refuse(const QString& why);

    ModelDocument* m_models;
    LongTextDocument* m_document;
    LongTextFigure* m_figure;
    QPushButton* m_open;
    QPushButton* m_readTab;
    QSpinBox* m_layer;
    QSpinBox* m_head;
    QLabel* m_status;
    QString m_refused; ///< why the last change was not applied; empty after one that was
};

} // namespace attn::ui
