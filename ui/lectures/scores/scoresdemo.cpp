// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/scores/scoresdemo.h"

#include "ui/common/messagetext.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/heatmapdata.h"

#include <QComboBox>
#include <QFontMetricsF>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

QString panelTitle(ScoreFunction f) {
    switch (f) {
    case ScoreFunction::Dot:
        return ScoresFigure::tr("dot: q·k");
    case ScoreFunction::ScaledDot:
        return ScoresFigure::tr("scaled dot: q·k/√d");
    case ScoreFunction::Bilinear:
        return ScoresFigure::tr("bilinear: qᵀW k");
    case ScoreFunction::Additive:
        // A line too narrow for the formula breaks it before "+" only.
        return ScoresFigure::tr("additive:\nwᵀ tanh(W_q q + W_k k)")
            .replace(QStringLiteral("W_q q"), QStringLiteral("W_q\u00a0q"))
            .replace(QStringLiteral("W_k k"), QStringLiteral("W_k\u00a0k"));
    default:
        return QString::fromStdString(toString(f));
    }
}

QStringList names(const QString& letter, int n) {
    QStringList l;
    for (int i = 1; i <= n; ++i)
        l << letter + QString::number(i);
    return l;
}

} // namespace

ScoresFigure::ScoresFigure(const ScoresDocument* document, QWidget* parent)
    : PanelFigure(parent), m_document(document) {}

void ScoresFigure::build() {
    const ScoreComparison& r = m_document->results();
    const bool weights = m_document->settings().showWeights;
    const int count = int(r.panels.size());
    QCPLayoutGrid* row = addGrid(0, 0);
    m_panels = new QCPLayoutGrid; // four side by side, or two by two when narrow (fitToRoom)
    row->addElement(0, 0, m_panels);
    m_panels->setColumnSpacing(int(std::lround(points() * 1.5)));
    m_panels->setRowSpacing(int(std::lround(points() * 0.8)));
    m_twoByTwo = false;
    const double limit =
        std::max({std::abs(double(r.scoreMin)), std::abs(double(r.scoreMax)), 1e-6});
    m_scale = addColorScale(0, 1, weights ? QCPRange(0, 1) : QCPRange(-limit, limit),
                            weights ? tr("softmax weight (each row sums to 1)")
                                    : tr("score (one scale for all four)"),
                            weights ? viridisGradient() : colorGradient(ColorMap::Diverging), row);
    m_maps.clear();
    m_rects.clear();
    HeatmapLabels labels;
    labels.rows = names(QStringLiteral("q"), int(r.q.rows()));
    labels.columns = names(QStringLiteral("k"), int(r.k.rows()));
    labels.valueName = weights ? tr("weight") : tr("score");
    for (int p = 0; p < count; ++p) {
        const ScorePanel& panel = r.panels[size_t(p)];
        // Rows are named q1, q2, ... in every panel, without a "query" label on the first
        // alone: the panels keep equal widths.
        QCPAxisRect* rect =
            addPanel(0, p, panelTitle(panel.function), tr("key"), QString(), m_panels);
        m_rects << rect;
        if (!panel.defined) {
            rect->axis(QCPAxis::atBottom)->setRange(cellAxisRange(int(r.k.rows())));
            rect->axis(QCPAxis::atLeft)->setRange(cellAxisRange(int(r.q.rows())));
            rect->axis(QCPAxis::atLeft)->setRangeReversed(true);
            rect->axis(QCPAxis::atBottom)->setTicker(makeTokenTicker(labels.columns));
            rect->axis(QCPAxis::atLeft)->setTicker(makeTokenTicker(labels.rows));
            addNote(rect, tr("not defined:\n%1")
                              .arg(messageText(panel.reason))
                              .replace(QStringLiteral(" = "), QStringLiteral("\u00a0=\u00a0")));
            m_maps << nullptr;
            continue;
        }
        m_maps << addHeatmap(rect, weights ? panel.weights : panel.scores, m_scale, labels);
    }
    m_caption = addCaption(1, 0, captionText());
}

QString ScoresFigure::captionText() const {
    const ScoreComparison& r = m_document->results();
    const int dq = int(r.q.cols()), dk = int(r.k.cols());
    const QString sizes = tr("q: %1 queries of size d_q = %2, k: %3 keys of size d_k = %4.")
                              .arg(r.q.rows())
                              .arg(dq)
                              .arg(r.k.rows())
                              .arg(dk);
    if (m_twoByTwo) return sizes; // little height: the side panel says which sizes may differ
    return sizes + QLatin1Char('\n') +
           tr("Dot and scaled dot need d_q = d_k; bilinear (W: %1×%2) and additive (W_q: %3×%1, "
              "W_k: %3×%2) do not.")
               .arg(dq)
               .arg(dk)
               .arg(r.additive.vector.size());
}

bool ScoresFigure::fitToRoom() {
    bool changed = false;
    // Four panels side by side need some nine lines of text each beside the colour scale.
    const double line = QFontMetricsF(fonts().tickLabel).height();
    const bool twoByTwo = viewport().width() < line * (4 * 9 + 5);
    if (twoByTwo != m_twoByTwo) {
        m_twoByTwo = twoByTwo;
        std::vector<QCPLayoutElement*> cells;
        for (QCPAxisRect* rect : qAsConst(m_rects))
            if (QCPLayoutElement* cell = rect->layout())
                cells.push_back(m_panels->take(cell) ? cell : nullptr);
        m_panels->simplify();
        for (int p = 0; p < int(cells.size()); ++p)
            if (cells[size_t(p)])
                m_panels->addElement(twoByTwo ? p / 2 : 0, twoByTwo ? p % 2 : p, cells[size_t(p)]);
        // Two rows of panels leave little height: the columns, k1, k2, …, name themselves.
        for (QCPAxisRect* rect : qAsConst(m_rects))
            relabelAxis(rect->axis(QCPAxis::atBottom), twoByTwo ? QString() : tr("key"));
        recaption(m_caption, captionText());
        changed = true;
    }
    return changed;
}

ScoresDemo::ScoresDemo(QWidget* parent)
    : PlotDemo(parent), m_document(new ScoresDocument(this)),
      m_plot(new ScoresFigure(m_document, this)) {
    m_plot->setObjectName(QStringLiteral("scoresPlot"));
    createControls();
    follow(m_document, m_plot);
}

void ScoresDemo::createControls() {
    QWidget* box = controlBox();
    auto spin = [box](const char* name, int lo, int hi, const QString& tip) {
        QSpinBox* s = spinBox(box, name, lo, hi, tip);
        s->setKeyboardTracking(false);
        return s;
    };
    m_queries = spin("queriesSpinBox", 1, 12, tr("Number of queries T_q"));
    m_keys = spin("keysSpinBox", 1, 16, tr("Number of keys T_k"));
    m_dq = spin("dqSpinBox", 1, ScoresSettings::kMaxShownDim, tr("Size of each query d_q"));
    m_dk = spin("dkSpinBox", 1, ScoresSettings::kMaxShownDim, tr("Size of each key d_k"));
    m_hidden = spin("hiddenSpinBox", 1, ScoresSettings::kMaxShownDim,
                    tr("Hidden size h of the additive score"));
    m_seed = spin("seedSpinBox", 0, 999999, tr("Seed of q, k, W, W_q, W_k and w"));
    m_show = new QComboBox(box);
    m_show->setObjectName(QStringLiteral("showComboBox"));
    m_show->addItems({tr("scores"), tr("softmax weights")});
    form()->addRow(tr("&queries T_q:"), m_queries);
    form()->addRow(tr("&keys T_k:"), m_keys);
    form()->addRow(tr("query size d_&q:"), m_dq);
    form()->addRow(tr("key size d_&k:"), m_dk);
    form()->addRow(tr("additive &hidden h:"), m_hidden);
    form()->addRow(tr("s&eed:"), m_seed);
    form()->addRow(tr("&show:"), m_show);
    auto bind = [this](QSpinBox* s, auto member) {
        connect(s, qOverload<int>(&QSpinBox::valueChanged), this, [this, member](int v) {
            ScoresSettings next = m_document->settings();
            next.sizes.*member = v;
            m_document->setSettings(next);
        });
    };
    bind(m_queries, &ScoreComparisonSettings::queries);
    bind(m_keys, &ScoreComparisonSettings::keys);
    bind(m_dq, &ScoreComparisonSettings::queryDim);
    bind(m_dk, &ScoreComparisonSettings::keyDim);
    bind(m_hidden, &ScoreComparisonSettings::hidden);
    connect(m_seed, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        ScoresSettings next = m_document->settings();
        next.sizes.seed = unsigned(v);
        m_document->setSettings(next);
    });
    connect(m_show, qOverload<int>(&QComboBox::currentIndexChanged), this, [this](int index) {
        ScoresSettings next = m_document->settings();
        next.showWeights = index == 1;
        m_document->setSettings(next);
    });
}

void ScoresDemo::showDocument() {
    syncControls();
    showText();
}

void ScoresDemo::syncControls() {
    const ScoreComparisonSettings& s = m_document->settings().sizes;
    const QSignalBlocker b1(m_queries), b2(m_keys), b3(m_dq), b4(m_dk), b5(m_hidden), b6(m_seed),
        b7(m_show);
    m_queries->setValue(s.queries);
    m_keys->setValue(s.keys);
    m_dq->setValue(s.queryDim);
    m_dk->setValue(s.keyDim);
    m_hidden->setValue(s.hidden);
    m_seed->setValue(int(s.seed));
    m_show->setCurrentIndex(m_document->settings().showWeights ? 1 : 0);
}

void ScoresDemo::showText() {
    const ScoreComparisonSettings& s = m_document->settings().sizes;
    const ScoreComparison& r = m_document->results();
    const bool equal = s.queryDim == s.keyDim;
    readoutLabel()->setText(
        tr("<p>Scores from %1 to %2 on one colour scale.%3</p>")
            .arg(lectureNumber(r.scoreMin), lectureNumber(r.scoreMax),
                 equal ? QString()
                       : tr("<br><b>d<sub>q</sub> = %1 ≠ d<sub>k</sub> = %2:</b> q·k is not "
                            "defined, so the dot panels show no numbers.")
                             .arg(s.queryDim)
                             .arg(s.keyDim)));
    formulaLabel()->setText(
        tr("<p>A score a(q, k) says how well key k matches query q; softmax over the keys turns "
           "a row of scores into weights.</p>"
           "<p><b>dot</b>: a = q·k = Σ<sub>i</sub> q<sub>i</sub>k<sub>i</sub> — needs "
           "d<sub>q</sub> = d<sub>k</sub>.</p>"
           "<p><b>scaled dot</b>: a = q·k / √d — the same, kept at variance 1 for unit-variance "
           "components.</p>"
           "<p><b>bilinear</b>: a = qᵀ W k, W: (d<sub>q</sub>, d<sub>k</sub>) learned — any "
           "sizes; W = I gives the dot product.</p>"
           "<p><b>additive</b> (Bahdanau): a = wᵀ tanh(W<sub>q</sub> q + W<sub>k</sub> k), "
           "W<sub>q</sub>: (h, d<sub>q</sub>), W<sub>k</sub>: (h, d<sub>k</sub>), w: (h) — any "
           "sizes; bounded by Σ|w<sub>i</sub>|.</p>"
           "<p>q, k ~ N(0, 1); W, W<sub>q</sub>, W<sub>k</sub>, w random with variance "
           "1/fan-in, from the seed.</p>"));
}

LabelledMatrix ScoresDemo::shownNumbers() const {
    const ScoreComparison& r = m_document->results();
    std::vector<const ScorePanel*> shown;
    for (const ScorePanel& panel : r.panels)
        if (panel.defined) shown.push_back(&panel);
    if (shown.empty()) return {};
    const Eigen::Index keys = shown[0]->scores.cols();
    Eigen::MatrixXf scores(shown[0]->scores.rows(), keys * Eigen::Index(shown.size()));
    QStringList columns;
    for (std::size_t p = 0; p < shown.size(); ++p) {
        scores.middleCols(Eigen::Index(p) * keys, keys) =
            m_document->settings().showWeights ? shown[p]->weights : shown[p]->scores;
        const QString function = panelTitle(shown[p]->function).section(QLatin1Char(':'), 0, 0);
        columns << numberedLabels(keys, function + QStringLiteral(" k"), 1);
    }
    return labelledMatrix(scores, numberedLabels(scores.rows(), QStringLiteral("q"), 1), columns);
}

} // namespace attn::ui
