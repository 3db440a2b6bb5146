// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The explorer's settings panel: every control edits the document, and shows its state.
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace attn::ui {

class ExplorerDocument;

/// Sentence (typed, or one of the lecture notes' examples), tokenizer, embedding, attention kind,
/// score, heads, head size, temperature, padding, aggregation; and what the views show: head,
/// matrix kind, colour map. Controls carry object names ("textEdit", "headsSpin", ...) for tests
/// and style sheets.
class ExplorerControls : public QWidget {
    Q_OBJECT

  public:
    explicit ExplorerControls(ExplorerDocument* document, QWidget* parent = nullptr);

  signals:
    /// "Load Q, K, V…" was pressed.
    void loadMatricesRequested();
    /// "Type Q, K, V…" was pressed.
    void editMatricesRequested();
    /// The "mean of heads" box of the grid was toggled.
    void meanOfHeadsToggled(bool shown);

  private:
    /// The Input, Attention and View groups of the controls, top to bottom.
    void layOut(QPushButton* load, QPushButton* type);
    /// Every control's change requested from the document (settings) or set on it (view).
    void connectEdits(QPushButton* load, QPushButton* type);
    void syncFromDocument();
    void applyText();
    /// Shows the notes' sentence the text is, or "choose" when it is none of them.
    void syncExampleChoice(const QString& text);

    ExplorerDocument* m_document;
    QLineEdit* m_text;
    QLineEdit* m_crossText;
    QComboBox* m_examples; ///< the notes' sentences; item 0 invites a choice
    QComboBox* m_tokenizer;
    QComboBox* m_embedding;
    QSpinBox* m_modelDim;
    QSpinBox* m_seed;
    QComboBox* m_kind;
    QComboBox* m_score;
    QSpinBox* m_modelLayer;
    QSpinBox* m_heads;
    QSpinBox* m_headDim;
    QDoubleSpinBox* m_temperature;
    QSpinBox* m_padTo;
    QComboBox* m_aggregation;
    QSpinBox* m_head;
    QComboBox* m_matrixKind;
    QComboBox* m_colorMap;
    QComboBox* m_weightScale;
    QPushButton* m_clearMatrices;
    QLabel* m_summary;
};

} // namespace attn::ui
