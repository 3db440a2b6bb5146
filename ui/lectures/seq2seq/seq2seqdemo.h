// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Lectures > Seq2seq with attention, step by step: the shipped Bahdanau translator reads an
// English sentence; a slider and Previous/Next walk through the decoding word by word while
// the diagram shows the query, its weights over the encoder states and the context vector,
// and the column beside it gives the formulas and this step's numbers. The state (model,
// sentence, step) is a TranslatorDocument, as on the Translator tab.
#include "ui/lectures/plotdemo.h"

class QLineEdit;
class QPushButton;
class QSlider;

namespace attn::ui {

class Seq2seqFigure;
class TranslatorDocument;

class Seq2seqDemo : public PlotDemo {
    Q_OBJECT

  public:
    explicit Seq2seqDemo(QWidget* parent = nullptr);
    /// The alignment: output words by input words.
    LabelledMatrix shownNumbers() const override;

    TranslatorDocument* document() const { return m_document; }
    Seq2seqFigure* figure() const { return m_figure; }
    QLineEdit* textEdit() const { return m_text; }

  private:
    void syncControls();
    void showReadout();

    TranslatorDocument* m_document;
    Seq2seqFigure* m_figure;
    QLineEdit* m_text;
    QSlider* m_slider;
    QPushButton* m_previous;
    QPushButton* m_next;
};

} // namespace attn::ui
