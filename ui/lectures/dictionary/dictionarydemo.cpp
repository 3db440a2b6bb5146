// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/dictionary/dictionarydemo.h"

#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/heatmapdata.h"

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

namespace attn::ui {

using namespace palette;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

/// A value as Python prints it inside a dict: numbers bare, text quoted.
QString pythonValue(const std::string& value) {
    return parseNumber(value) ? q(value).trimmed() : QStringLiteral("'%1'").arg(q(value));
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

DictionaryFigure::DictionaryFigure(const DictionaryDocument* document, QWidget* parent)
    : PanelFigure(parent), m_document(document) {}

void DictionaryFigure::build() {
    const FuzzyLookup& r = m_document->results();
    const DictionarySettings& s = m_document->settings();
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
        ->setRange(std::min(0.0, double(r.scores.minCoeff())) * 1.1, top1 * 1.35);
    weightPanel->axis(QCPAxis::atLeft)->setRange(0, 1.3); // room for the numbers over the bars
    for (int i = 0; i < n; ++i) {
        addText(scorePanel, i, std::max(0.0, scores[i]), lectureNumber(scores[i]), kInk,
                Qt::AlignHCenter | Qt::AlignBottom, fonts().cell);
        addText(weightPanel, i, weights[i], QString::number(weights[i], 'f', 2), kInk,
                Qt::AlignHCenter | Qt::AlignBottom, fonts().cell);
    }

    QCPLayoutGrid* middle = addGrid(1, 0);
    QCPColorScale* scale =
        addColorScale(0, 1, QCPRange(0, 1), tr("weight"), viridisGradient(), middle);
    scale->axis()->ticker()->setTickCount(2); // 0, 0.5, 1 beside a row a few lines high
    // The keys are named under the bars above: the row's own axis needs no name.
    QCPAxisRect* row =
        addPanel(0, 0, tr("One row of attention: query × keys"), QString(), QString(), middle);
    HeatmapLabels labels;
    labels.rows = QStringList{s.query};
    labels.columns = keys;
    labels.columnDetails = details;
    addHeatmap(row, r.weights.transpose(), scale, labels);
    row->setMinimumSize(10, int(points() * 3.5));

    addCaption(2, 0, tr("Exact lookup:   %1").arg(exactLookupText(s, r)));
    addCaption(3, 0, tr("Attention lookup:   %1").arg(blendedAnswerText(r)))
        ->setFont(fonts().title);
    plotLayout()->setRowStretchFactor(0, 3);
    plotLayout()->setRowStretchFactor(1, 1);
    plotLayout()->setRowStretchFactor(2, 0.01);
    plotLayout()->setRowStretchFactor(3, 0.01);
}

DictionaryDemo::DictionaryDemo(QWidget* parent)
    : PlotDemo(parent), m_document(new DictionaryDocument(this)),
      m_plot(new DictionaryFigure(m_document, this)) {
    m_plot->setObjectName(QStringLiteral("dictionaryPlot"));
    createControls();
    follow(m_document, m_plot);
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
    m_table->setObjectName(QStringLiteral("dictionaryTable"));
    m_table->setHorizontalHeaderLabels({tr("key"), tr("value")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setVisible(false);
    m_table->setMinimumHeight(160);
    form()->addRow(tr("&query:"), m_query);
    form()->addRow(tr("&temperature:"),
                   sliderWithSpinBox(m_temperatureSlider, m_temperature,
                                     DictionarySettings::kMinTemperature,
                                     DictionarySettings::kMaxTemperature, 300, true));
    controlColumn()->addWidget(new QLabel(tr("Dictionary d (edit the cells):"), box));
    controlColumn()->addWidget(m_table);
    createTableButtons();

    connect(m_query, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (text.trimmed().isEmpty()) return; // keep the last answer while the field is empty
        DictionarySettings s = m_document->settings();
        s.query = text.trimmed();
        m_document->setSettings(s);
    });
    connect(m_temperature, qOverload<double>(&QDoubleSpinBox::valueChanged), this,
            [this](double t) {
                DictionarySettings s = m_document->settings();
                s.temperature = t;
                m_document->setSettings(s);
            });
    connect(m_table, &QTableWidget::itemChanged, this, &DictionaryDemo::applyTable);
}

void DictionaryDemo::createTableButtons() {
    QWidget* box = controlBox();
    auto* add = new QPushButton(tr("&Add entry"), box);
    auto* remove = new QPushButton(tr("&Remove entry"), box);
    auto* reset = new QPushButton(tr("E&xample"), box);
    reset->setToolTip(tr("{'color': 'blue', 'age': 22, 'type': 'pickup'}"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addWidget(reset);
    controlColumn()->addLayout(buttons);
    connect(add, &QPushButton::clicked, this, [this] {
        DictionarySettings s = m_document->settings();
        if (int(s.entries.size()) >= DictionarySettings::kMaxEntries) return;
        s.entries.push_back({"key" + std::to_string(s.entries.size() + 1), "value"});
        m_document->setSettings(s);
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        DictionarySettings s = m_document->settings();
        if (s.entries.size() <= 1) return;
        const int row = m_table->currentRow();
        s.entries.erase(s.entries.begin() + (row >= 0 && row < int(s.entries.size())
                                                 ? row
                                                 : int(s.entries.size()) - 1));
        m_document->setSettings(s);
    });
    connect(reset, &QPushButton::clicked, this, [this] {
        DictionarySettings s = m_document->settings();
        s.entries = exampleDictionary();
        m_document->setSettings(s);
    });
}

void DictionaryDemo::applyTable() {
    DictionarySettings s = m_document->settings();
    s.entries.clear();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem* key = m_table->item(row, 0);
        const QTableWidgetItem* value = m_table->item(row, 1);
        s.entries.push_back({key ? key->text().trimmed().toStdString() : std::string(),
                             value ? value->text().trimmed().toStdString() : std::string()});
    }
    m_document->setSettings(s);
}

void DictionaryDemo::showDocument() {
    syncControls();
    showText();
}

void DictionaryDemo::syncControls() {
    const DictionarySettings& s = m_document->settings();
    const QSignalBlocker b1(m_query), b2(m_temperature), b3(m_temperatureSlider), b4(m_table);
    if (m_query->text().trimmed() != s.query) m_query->setText(s.query);
    m_temperature->setValue(s.temperature);
    m_temperatureSlider->setValue(logSliderPosition(s.temperature,
                                                    DictionarySettings::kMinTemperature,
                                                    DictionarySettings::kMaxTemperature, 300));
    m_table->setRowCount(int(s.entries.size()));
    for (int row = 0; row < int(s.entries.size()); ++row) {
        const DictionaryEntry& e = s.entries[size_t(row)];
        for (int column = 0; column < 2; ++column) {
            const QString text = q(column == 0 ? e.key : e.value);
            QTableWidgetItem* item = m_table->item(row, column);
            if (!item) m_table->setItem(row, column, item = new QTableWidgetItem);
            if (item->text() != text) item->setText(text);
        }
    }
}

void DictionaryDemo::showText() {
    const DictionarySettings& s = m_document->settings();
    QStringList items;
    for (const DictionaryEntry& e : s.entries)
        items << QStringLiteral("'%1': %2").arg(q(e.key), pythonValue(e.value));
    readoutLabel()->setText(tr("<p>d = {%1}</p><p><b>Exact:</b> %2<br><b>Attention:</b> %3</p>")
                                .arg(items.join(QStringLiteral(", ")).toHtmlEscaped(),
                                     exactLookupText(s, m_document->results()).toHtmlEscaped(),
                                     blendedAnswerText(m_document->results()).toHtmlEscaped()));
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

LabelledMatrix DictionaryDemo::shownNumbers() const {
    QStringList keys;
    for (const DictionaryEntry& e : m_document->settings().entries)
        keys << QString::fromStdString(e.key);
    return labelledMatrix(m_document->results().weights.transpose(), {m_document->settings().query},
                          keys);
}

} // namespace attn::ui
