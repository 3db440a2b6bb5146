// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Attention as a fuzzy dictionary lookup (seed 003): a query word is compared with every key
// of {'color': 'blue', 'age': 22, 'type': 'pickup'} (or the user's own entries); the scaled-dot
// weights blend all values, where an exact lookup of "kind" fails with KeyError.
#include "ui/lectures/dictionary/dictionarydocument.h"
#include "ui/lectures/plotdemo.h"
#include "ui/plotkit/panelfigure.h"

class QLineEdit;
class QTableWidget;

namespace attn::ui {

/// "d['kind'] → KeyError: 'kind'" or "d['type'] → 'pickup'".
QString exactLookupText(const DictionarySettings& settings, const FuzzyLookup& result);
/// "0.85·pickup + 0.11·22 + 0.05·blue", and " = 23.4" when every value is a number.
QString blendedAnswerText(const FuzzyLookup& result);

class DictionaryFigure : public PanelFigure {
    Q_OBJECT

  public:
    explicit DictionaryFigure(const DictionaryDocument* document, QWidget* parent = nullptr);

    QCPBars* weightBars() const { return m_weights; }

  protected:
    void build() override;

  private:
    const DictionaryDocument* m_document;
    QCPBars* m_weights = nullptr;
};

class DictionaryDemo : public PlotDemo {
    Q_OBJECT

  public:
    explicit DictionaryDemo(QWidget* parent = nullptr);
    /// The query's weights over the keys: one row (1,n).
    LabelledMatrix shownNumbers() const override;

    DictionaryDocument* document() const { return m_document; }
    DictionaryFigure* plot() const { return m_plot; }

  private:
    void createControls();
    /// Add entry, Remove entry and Example below the table.
    void createTableButtons();
    void showDocument() override;
    void syncControls();
    void showText();
    void applyTable();

    DictionaryDocument* m_document;
    DictionaryFigure* m_plot;
    QLineEdit* m_query = nullptr;
    QSlider* m_temperatureSlider = nullptr;
    QDoubleSpinBox* m_temperature = nullptr;
    QTableWidget* m_table = nullptr;
};

} // namespace attn::ui
