#include "ui/lectures/dictionarydemo.h"

#include "core/base/check.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/heatmapdata.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSlider>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace attn::ui {

using namespace lecturecolors;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

/// A value as Python prints it inside a dict: numbers bare, text quoted.
QString pythonValue(const std::string& value) {
    return parseNumber(value) ? q(value).trimmed() : QStringLiteral("'%1'").arg(q(value));
}

FuzzyLookup computeLookup(const DictionarySettings& s) {
    require(int(s.entries.size()) <= DictionarySettings::kMaxEntries,
            "at most " + std::to_string(DictionarySettings::kMaxEntries) + " entries");
    require(s.temperature >= DictionarySettings::kMinTemperature &&
                s.temperature <= DictionarySettings::kMaxTemperature,
            "temperature must be from 0.05 to 20");
    return fuzzyLookup(s.entries, s.query.toStdString(), float(s.temperature));
}

} // namespace

QString exactLookupText(const DictionarySettings& s, const FuzzyLookup& r) {
    const QString call = QStringLiteral("d['%1']").arg(s.query);
    if (r.exactIndex < 0) return QStringLiteral("%1 → KeyError: '%2'").arg(call, s.query);
    return QStringLiteral("%1 → %2").arg(call, pythonValue(s.entries[size_t(r.exactIndex)].value));
}

QString blendedAnswerText(const FuzzyLookup& r) {
    QStringList parts;
    for (const auto& [value, weight] : r.mixture)
        parts << QStringLiteral("%1·%2").arg(QString::number(double(weight), 'f', 2), q(value));
    QString text = parts.join(QStringLiteral(" + "));
    if (r.number) text += QStringLiteral(" = %1").arg(lectureNumber(*r.number));
    return text;
}

std::vector<DictionaryEntry> parseDictionaryEntries(const QString& text) {
    std::vector<DictionaryEntry> entries;
    for (const QString& part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const int eq = int(part.indexOf(QLatin1Char('=')));
        require(eq > 0 && !part.left(eq).trimmed().isEmpty(),
                "--entries needs key=value pairs separated by commas, not '" + part.toStdString() +
                    "'");
        entries.push_back(
            {part.left(eq).trimmed().toStdString(), part.mid(eq + 1).trimmed().toStdString()});
    }
    require(!entries.empty(), "--entries needs at least one key=value pair");
    return entries;
}

DictionaryPlot::DictionaryPlot(const FuzzyLookup* results, const DictionarySettings* settings,
                               QWidget* parent)
    : LecturePlot(parent), m_results(results), m_settings(settings) {}

void DictionaryPlot::build() {
    const FuzzyLookup& r = *m_results;
    const DictionarySettings& s = *m_settings;
    const int n = int(s.entries.size());
    QStringList keys, details;
    QVector<double> x, scores, weights;
    for (int i = 0; i < n; ++i) {
        keys << q(s.entries[size_t(i)].key);
        details << QStringLiteral("'%1' → %2")
                       .arg(keys.last(), pythonValue(s.entries[size_t(i)].value));
        x << i;
        scores << r.scores(i);
        weights << r.weights(i);
    }
    const auto ticker = makeTokenTicker(keys);
    QCPLayoutGrid* top = addGrid(0, 0);
    QCPAxisRect* scorePanel = addPanel(0, 0, tr("Scores q·k/√D for the query '%1'").arg(s.query),
                                       tr("key"), QStringLiteral("q·k/√D"), top);
    addBars(scorePanel, x, scores, 0.6, kSky, tr("score"), details);
    QCPAxisRect* weightPanel =
        addPanel(0, 1, tr("Weights softmax(score / %1)").arg(lectureNumber(s.temperature)),
                 tr("key"), tr("weight"), top);
    m_weights = addBars(weightPanel, x, weights, 0.6, kBlue, tr("weight"), details);
    for (QCPAxisRect* rect : {scorePanel, weightPanel}) {
        showGrid(rect, false);
        rect->axis(QCPAxis::atBottom)->setTicker(ticker);
        rect->axis(QCPAxis::atBottom)->setRange(-0.6, n - 0.4);
    }
    const double top1 = std::max(1.0, double(r.scores.maxCoeff()));
    scorePanel->axis(QCPAxis::atLeft)
        ->setRange(std::min(0.0, double(r.scores.minCoeff())) * 1.1, top1 * 1.15);
    weightPanel->axis(QCPAxis::atLeft)->setRange(0, 1.12);
    for (int i = 0; i < n; ++i) {
        addText(scorePanel, i, std::max(0.0, scores[i]), lectureNumber(scores[i]), kInk,
                Qt::AlignHCenter | Qt::AlignBottom, fonts().cell);
        addText(weightPanel, i, weights[i], QString::number(weights[i], 'f', 2), kInk,
                Qt::AlignHCenter | Qt::AlignBottom, fonts().cell);
    }

    QCPLayoutGrid* middle = addGrid(1, 0);
    QCPColorScale* scale =
        addColorScale(0, 1, QCPRange(0, 1), tr("weight"), viridisGradient(), middle);
    QCPAxisRect* row =
        addPanel(0, 0, tr("One row of attention: query × keys"), tr("key"), QString(), middle);
    HeatmapLabels labels;
    labels.rows = QStringList{s.query};
    labels.columns = keys;
    labels.columnDetails = details;
    addHeatmap(row, r.weights.transpose(), scale, labels);
    row->setMinimumSize(10, int(points() * 6));

    addCaption(2, 0, tr("Exact lookup:   %1").arg(exactLookupText(s, r)));
    addCaption(3, 0, tr("Attention lookup:   %1").arg(blendedAnswerText(r)))
        ->setFont(fonts().title);
    plotLayout()->setRowStretchFactor(0, 3);
    plotLayout()->setRowStretchFactor(1, 1);
    plotLayout()->setRowStretchFactor(2, 0.01);
    plotLayout()->setRowStretchFactor(3, 0.01);
}

DictionaryDemo::DictionaryDemo(QWidget* parent) : PlotDemo(parent) {
    m_results = computeLookup(m_settings);
    m_plot = new DictionaryPlot(&m_results, &m_settings, this);
    m_plot->setObjectName(QStringLiteral("dictionaryPlot"));
    setPlot(m_plot);
    createControls();
    connect(this, &DictionaryDemo::resultsChanged, m_plot, &LecturePlot::rebuild);
    syncControls();
    showText();
    m_plot->rebuild();
}

void DictionaryDemo::createControls() {
    QWidget* box = controlBox();
    m_query = new QLineEdit(box);
    m_query->setObjectName(QStringLiteral("queryEdit"));
    m_query->setToolTip(tr("A word to look up, e.g. kind, colour, year, old, model"));
    m_temperatureSlider = new QSlider(box);
    m_temperatureSlider->setObjectName(QStringLiteral("temperatureSlider"));
    m_temperature = new QDoubleSpinBox(box);
    m_temperature->setObjectName(QStringLiteral("temperatureSpinBox"));
    m_temperature->setDecimals(2);
    m_temperature->setSingleStep(0.1);
    m_table = new QTableWidget(0, 2, box);
    m_table->setObjectName(QStringLiteral("dictionaryTable"));
    m_table->setHorizontalHeaderLabels({tr("key"), tr("value")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setVisible(false);
    m_table->setMinimumHeight(160);
    auto* add = new QPushButton(tr("&Add entry"), box);
    auto* remove = new QPushButton(tr("&Remove entry"), box);
    auto* reset = new QPushButton(tr("E&xample"), box);
    reset->setToolTip(tr("{'color': 'blue', 'age': 22, 'type': 'pickup'}"));
    form()->addRow(tr("&query:"), m_query);
    form()->addRow(tr("&temperature:"),
                   sliderWithSpinBox(m_temperatureSlider, m_temperature,
                                     DictionarySettings::kMinTemperature,
                                     DictionarySettings::kMaxTemperature, 300, true));
    controlColumn()->addWidget(new QLabel(tr("Dictionary d (edit the cells):"), box));
    controlColumn()->addWidget(m_table);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addWidget(reset);
    controlColumn()->addLayout(buttons);

    connect(m_query, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (text.trimmed().isEmpty()) return; // keep the last answer while the field is empty
        DictionarySettings s = m_settings;
        s.query = text.trimmed();
        setSettings(s);
    });
    connect(m_temperature, qOverload<double>(&QDoubleSpinBox::valueChanged), this,
            [this](double t) {
                DictionarySettings s = m_settings;
                s.temperature = t;
                setSettings(s);
            });
    connect(m_table, &QTableWidget::itemChanged, this, &DictionaryDemo::applyTable);
    connect(add, &QPushButton::clicked, this, [this] {
        if (int(m_settings.entries.size()) >= DictionarySettings::kMaxEntries) return;
        DictionarySettings s = m_settings;
        s.entries.push_back({"key" + std::to_string(s.entries.size() + 1), "value"});
        setSettings(s);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_settings.entries.size() <= 1) return;
        DictionarySettings s = m_settings;
        const int row = m_table->currentRow();
        s.entries.erase(s.entries.begin() + (row >= 0 && row < int(s.entries.size())
                                                 ? row
                                                 : int(s.entries.size()) - 1));
        setSettings(s);
    });
    connect(reset, &QPushButton::clicked, this, [this] {
        DictionarySettings s = m_settings;
        s.entries = exampleDictionary();
        setSettings(s);
    });
}

void DictionaryDemo::applyTable() {
    DictionarySettings s = m_settings;
    s.entries.clear();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem* key = m_table->item(row, 0);
        const QTableWidgetItem* value = m_table->item(row, 1);
        s.entries.push_back({key ? key->text().trimmed().toStdString() : std::string(),
                             value ? value->text().trimmed().toStdString() : std::string()});
    }
    setSettings(s);
}

bool DictionaryDemo::setSettings(const DictionarySettings& s) {
    try {
        m_results = computeLookup(s);
        m_settings = s;
    } catch (const InputError& e) {
        emit statusMessage(tr("Not applied: %1").arg(q(e.what())));
        syncControls();
        return false;
    }
    syncControls();
    showText();
    emit resultsChanged();
    return true;
}

void DictionaryDemo::syncControls() {
    const QSignalBlocker b1(m_query), b2(m_temperature), b3(m_temperatureSlider), b4(m_table);
    if (m_query->text().trimmed() != m_settings.query) m_query->setText(m_settings.query);
    m_temperature->setValue(m_settings.temperature);
    m_temperatureSlider->setValue(int(std::lround(
        std::log(m_settings.temperature / DictionarySettings::kMinTemperature) /
        std::log(DictionarySettings::kMaxTemperature / DictionarySettings::kMinTemperature) *
        300)));
    m_table->setRowCount(int(m_settings.entries.size()));
    for (int row = 0; row < int(m_settings.entries.size()); ++row) {
        const DictionaryEntry& e = m_settings.entries[size_t(row)];
        for (int column = 0; column < 2; ++column) {
            const QString text = q(column == 0 ? e.key : e.value);
            QTableWidgetItem* item = m_table->item(row, column);
            if (!item) m_table->setItem(row, column, item = new QTableWidgetItem);
            if (item->text() != text) item->setText(text);
        }
    }
}

void DictionaryDemo::showText() {
    QStringList items;
    for (const DictionaryEntry& e : m_settings.entries)
        items << QStringLiteral("'%1': %2").arg(q(e.key), pythonValue(e.value));
    readoutLabel()->setText(tr("<p>d = {%1}</p><p><b>Exact:</b> %2<br><b>Attention:</b> %3</p>")
                                .arg(items.join(QStringLiteral(", ")).toHtmlEscaped(),
                                     exactLookupText(m_settings, m_results).toHtmlEscaped(),
                                     blendedAnswerText(m_results).toHtmlEscaped()));
    formulaLabel()->setText(
        tr("<p>A dictionary answers only an exact key. Attention compares the query q with every "
           "key k<sub>i</sub> and blends all values v<sub>i</sub>:</p>"
           "<p>a<sub>i</sub> = q·k<sub>i</sub> / √D,  α = softmax(a / t),  "
           "answer = Σ<sub>i</sub> α<sub>i</sub> v<sub>i</sub></p>"
           "<p>For numbers the answer is the weighted number; text values cannot be added, so "
           "the blend is shown as the mixture of values with their weights.</p>"
           "<p><b>Word vectors</b> (D = %1): hashed character trigrams of #word# (spelling: "
           "colour ≈ color) plus one feature per synonym group of a small built-in table (meaning: "
           "kind ≈ type, old ≈ age, shade ≈ color), scaled to length √D so components have mean "
           "square 1.</p>")
            .arg(wordFeatureSize()));
}

QList<QCommandLineOption> DictionaryDemo::commandLineOptions() {
    return {
        QCommandLineOption(QStringLiteral("query"),
                           QStringLiteral("dictionary: the word looked up (default: kind); "
                                          "--temperature sets the softmax temperature "
                                          "(default: 4)."),
                           QStringLiteral("word")),
        QCommandLineOption(QStringLiteral("entries"),
                           QStringLiteral("dictionary: key=value pairs separated by commas "
                                          "(default: color=blue,age=22,type=pickup)."),
                           QStringLiteral("pairs")),
    };
}

void DictionaryDemo::applyCommandLine(const QCommandLineParser& parser) {
    DictionarySettings s = m_settings;
    if (parser.optionNames().contains(QStringLiteral("query"))) {
        s.query = parser.value(QStringLiteral("query")).trimmed();
        require(!s.query.isEmpty(), "--query must be a word, not empty");
    }
    if (parser.optionNames().contains(QStringLiteral("entries")))
        s.entries = parseDictionaryEntries(parser.value(QStringLiteral("entries")));
    s.temperature =
        demoNumberOption(parser, QStringLiteral("temperature"), s.temperature,
                         DictionarySettings::kMinTemperature, DictionarySettings::kMaxTemperature);
    m_results = computeLookup(s); // throws InputError when rejected
    m_settings = s;
    syncControls();
    showText();
    emit resultsChanged();
}

} // namespace attn::ui
