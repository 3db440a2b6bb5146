#pragma once
// Attention as a fuzzy dictionary lookup (seed 003): a query word is compared with every key
// of {'color': 'blue', 'age': 22, 'type': 'pickup'} (or the user's own entries); the scaled-dot
// weights blend all values, where an exact lookup of "kind" fails with KeyError.
#include "core/lectures/fuzzy_lookup.h"
#include "ui/lectures/lectureplot.h"
#include "ui/lectures/plotdemo.h"

#include <QList>

class QCommandLineOption;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace attn::ui {

struct DictionarySettings {
    std::vector<DictionaryEntry> entries = exampleDictionary();
    QString query = QStringLiteral("kind");
    double temperature = 4;

    static constexpr double kMinTemperature = 0.05;
    static constexpr double kMaxTemperature = 20;
    static constexpr int kMaxEntries = 24;
};

/// "d['kind'] → KeyError: 'kind'" or "d['type'] → 'pickup'".
QString exactLookupText(const DictionarySettings& settings, const FuzzyLookup& result);
/// "0.85·pickup + 0.11·22 + 0.05·blue", and " = 23.4" when every value is a number.
QString blendedAnswerText(const FuzzyLookup& result);

class DictionaryPlot : public LecturePlot {
    Q_OBJECT

  public:
    DictionaryPlot(const FuzzyLookup* results, const DictionarySettings* settings,
                   QWidget* parent = nullptr);

    QCPBars* weightBars() const { return m_weights; }

  protected:
    void build() override;

  private:
    const FuzzyLookup* m_results;
    const DictionarySettings* m_settings;
    QCPBars* m_weights = nullptr;
};

class DictionaryDemo : public PlotDemo {
    Q_OBJECT

  public:
    explicit DictionaryDemo(QWidget* parent = nullptr);

    /// --query, --entries (and the shared --temperature).
    static QList<QCommandLineOption> commandLineOptions();
    void applyCommandLine(const QCommandLineParser& parser) override;

    const DictionarySettings& settings() const { return m_settings; }
    const FuzzyLookup& results() const { return m_results; }
    bool setSettings(const DictionarySettings& s);
    DictionaryPlot* plot() const { return m_plot; }
    QTableWidget* table() const { return m_table; }

  signals:
    void resultsChanged();

  private:
    void createControls();
    void syncControls();
    void showText();
    void applyTable();

    DictionarySettings m_settings;
    FuzzyLookup m_results;
    DictionaryPlot* m_plot;
    QLineEdit* m_query = nullptr;
    QSlider* m_temperatureSlider = nullptr;
    QDoubleSpinBox* m_temperature = nullptr;
    QTableWidget* m_table = nullptr;
};

/// "color=blue,age=22" -> entries; throws InputError for a part without '=' or an empty key.
std::vector<DictionaryEntry> parseDictionaryEntries(const QString& text);

} // namespace attn::ui
