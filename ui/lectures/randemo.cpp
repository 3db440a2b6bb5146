#include "ui/lectures/randemo.h"

#include "core/base/random.h"
#include "ui/lectures/demooptions.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/heatmappanel.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <cmath>

namespace attn::ui {

namespace {

const char* const kSentence =
    "the recurrent attention network reads a long text window by window and carries one "
    "global vector from each window to the next";

QString subscript(int number) {
    static const QString digits = QStringLiteral("₀₁₂₃₄₅₆₇₈₉");
    QString text;
    for (QChar c : QString::number(number))
        text += digits[c.digitValue()];
    return text;
}

const QColor kBorder(0xe6, 0x9f, 0x00); // Okabe-Ito orange: readable on viridis

} // namespace

QStringList ranColumnLabels(int windows, const QStringList& tokens) {
    QStringList labels;
    for (int m = 0; m < windows; ++m)
        labels << QStringLiteral("g") + subscript(m);
    return labels + tokens;
}

QStringList ranTokens(int n) {
    const QStringList words = QString::fromLatin1(kSentence).split(QLatin1Char(' '));
    QStringList tokens;
    for (int i = 0; i < n; ++i)
        tokens << (i < words.size() ? words[i] : QStringLiteral("x%1").arg(i + 1));
    return tokens;
}

RanDemo::RanDemo(QWidget* parent) : LectureDemo(parent), m_plot(new QCustomPlot(this)) {
    m_plot->setObjectName(QStringLiteral("ranFigure"));
    m_plot->setMouseTracking(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(createControls());
    scroll->setWidgetResizable(true);
    scroll->setMinimumWidth(320);
    scroll->setMaximumWidth(440);
    layout->addWidget(scroll);
    layout->addWidget(m_plot, 1);
    connect(m_plot, &QCustomPlot::afterLayout, this, &RanDemo::fitLabels);
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        showCellToolTip(m_plot, event,
                        m_panel ? m_panel->describeAt(event->position()) : QString());
    });
    recompute();
}

RanDemo::~RanDemo() = default;

QList<QCommandLineOption> RanDemo::commandLineOptions() {
    const RanSettings d;
    return {
        QCommandLineOption(QStringLiteral("ran-tokens"),
                           QStringLiteral("ran: sequence length n, 1-%1 (default: %2).")
                               .arg(RanSettings::kMaxTokens)
                               .arg(d.tokens),
                           QStringLiteral("n")),
        QCommandLineOption(QStringLiteral("window"),
                           QStringLiteral("ran: window size w, 1-n (default: %1).").arg(d.window),
                           QStringLiteral("w")),
    };
}

QWidget* RanDemo::createControls() {
    m_controls = new QWidget;
    auto* column = new QVBoxLayout(m_controls);
    auto* form = new QFormLayout;
    column->addLayout(form);
    auto spin = [this](const char* name, int lo, int hi, const QString& tip) {
        auto* s = new QSpinBox(m_controls);
        s->setObjectName(QLatin1String(name));
        s->setRange(lo, hi);
        s->setToolTip(tip);
        return s;
    };
    m_tokens = spin("ranTokens", 1, RanSettings::kMaxTokens, tr("Sequence length n"));
    m_window = spin("ranWindow", 1, RanSettings::kMaxTokens, tr("Window size w"));
    m_seed = spin("ranSeed", 0, 1000000, tr("Seed of the token vectors and projections"));
    form->addRow(tr("&n tokens:"), m_tokens);
    form->addRow(tr("&w window:"), m_window);
    form->addRow(tr("s&eed:"), m_seed);
    m_text = new QLabel(m_controls);
    m_text->setObjectName(QStringLiteral("ranText"));
    m_text->setTextFormat(Qt::RichText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    column->addWidget(m_text);
    column->addStretch(1);
    for (QSpinBox* s : {m_tokens, m_window, m_seed})
        connect(s, &QSpinBox::valueChanged, this, [this] {
            if (m_syncing) return;
            RanSettings s = m_settings;
            s.tokens = m_tokens->value();
            s.window = m_window->value();
            s.seed = unsigned(m_seed->value());
            setSettings(s);
        });
    return m_controls;
}

void RanDemo::setSettings(const RanSettings& settings) {
    m_settings = settings;
    m_settings.tokens = std::clamp(settings.tokens, 1, RanSettings::kMaxTokens);
    m_settings.window = std::clamp(settings.window, 1, m_settings.tokens);
    m_settings.dimension = std::clamp(settings.dimension, 1, 256);
    recompute();
}

void RanDemo::recompute() {
    const RanSettings& s = m_settings;
    const float scale = 1.0f / std::sqrt(float(s.dimension));
    const Eigen::MatrixXf x = randomNormal(s.tokens, s.dimension, s.seed);
    m_result =
        windowAttention(x, s.window, randomNormal(s.dimension, s.dimension, s.seed + 1, scale),
                        randomNormal(s.dimension, s.dimension, s.seed + 2, scale),
                        randomNormal(s.dimension, s.dimension, s.seed + 3, scale));
    syncControls();
    draw();
    showText();
}

void RanDemo::draw() {
    m_plot->clearItems();
    m_plot->clearPlottables();
    m_plot->plotLayout()->clear();
    m_panel.reset();
    const FigureFonts fonts = FigureFonts::fromBasePointSize(m_points);
    m_scale = new QCPColorScale(m_plot);
    m_scale->setGradient(viridisGradient());
    m_scale->setDataRange(QCPRange(0, 1));
    m_scale->axis()->setLabel(tr("attention weight"));
    styleColorScale(m_scale, fonts, m_points);
    const RanSettings& s = m_settings;
    const int windows = m_result.windows;
    m_panel = std::make_unique<HeatmapPanel>(
        m_plot, m_scale,
        tr("Attention over windows: n = %1, w = %2, %3 windows (orange: a window's block)")
            .arg(s.tokens)
            .arg(s.window)
            .arg(windows),
        QStringLiteral("ran"));
    m_plot->plotLayout()->addElement(0, 0, m_panel->layout());
    // The scale beside the cells, in the panel's own grid: it starts where the cells start.
    m_panel->layout()->addElement(1, 1, m_scale);
    m_panel->layout()->setColumnStretchFactors({1.0, 0.001});
    auto* group = new QCPMarginGroup(m_plot);
    m_panel->axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    m_scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    m_panel->setFonts(fonts);
    const QStringList tokens = ranTokens(s.tokens);
    m_panel->setMatrix(m_result.weights, tokens, ranColumnLabels(windows, tokens));
    QCPAxis* x = m_panel->axisRect()->axis(QCPAxis::atBottom);
    QCPAxis* y = m_panel->axisRect()->axis(QCPAxis::atLeft);
    x->setLabel(tr("carried global slots g, then tokens (keys and values)"));
    y->setLabel(tr("token (query)"));

    const double width = 2.5 * m_points / 11;
    auto box = [&](double left, double top, double right, double bottom) {
        auto* rect = new QCPItemRect(m_plot);
        rect->setClipAxisRect(m_panel->axisRect());
        rect->topLeft->setAxes(x, y);
        rect->bottomRight->setAxes(x, y);
        rect->topLeft->setCoords(left - 0.5, top - 0.5);
        rect->bottomRight->setCoords(right + 0.5, bottom + 0.5);
        rect->setPen(QPen(kBorder, width));
        rect->setSelectable(false);
    };
    for (int m = 0; m < windows; ++m) {
        const int first = m * s.window;
        const int last = std::min(s.tokens, first + s.window) - 1;
        box(m, first, m, last);                            // its carried slot
        box(windows + first, first, windows + last, last); // its own tokens
    }
    auto* divider = new QCPItemStraightLine(m_plot);
    divider->setClipAxisRect(m_panel->axisRect());
    divider->point1->setAxes(x, y);
    divider->point2->setAxes(x, y);
    divider->point1->setCoords(windows - 0.5, 0);
    divider->point2->setCoords(windows - 0.5, 1);
    divider->setPen(QPen(QColor(0x22, 0x22, 0x22), width * 0.8));
    divider->setSelectable(false);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RanDemo::fitLabels() {
    if (!m_panel) return;
    if (m_panel->fitToSize(m_panel->neededLabelFit())) m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RanDemo::syncControls() {
    m_syncing = true;
    m_tokens->setValue(m_settings.tokens);
    m_window->setMaximum(m_settings.tokens);
    m_window->setValue(m_settings.window);
    m_seed->setValue(int(std::min<unsigned>(m_settings.seed, 1000000)));
    m_syncing = false;
}

void RanDemo::showText() {
    const RanSettings& s = m_settings;
    const int n = s.tokens, w = s.window, windows = m_result.windows;
    const long long windowed = 0LL + n * (w + 1);
    m_text->setText(
        tr("<p><b>Recurrent attention over windows</b> (after RAN, the Recurrent Attention "
           "Network)</p>"
           "<p>The text is read window by window, w tokens at a time. Inside window m every token "
           "attends to the tokens of its own window and to one <b>carried global vector</b> "
           "g<sub>m</sub>, put in front of the window's keys and values:</p>"
           "<p>K = [g<sub>m</sub>; X<sub>m</sub>] W<sub>K</sub>, V = [g<sub>m</sub>; "
           "X<sub>m</sub>] "
           "W<sub>V</sub>, Q = X<sub>m</sub> W<sub>Q</sub><br>"
           "O<sub>m</sub> = softmax(QKᵀ/√d) V<br>"
           "g<sub>m+1</sub> = mean of the rows of O<sub>m</sub>, g<sub>0</sub> = 0</p>"
           "<p>Each row of the matrix sums to 1 over its window's orange blocks; every other "
           "weight is exactly 0. Earlier windows reach a token only through g: the weights cost "
           "n·(w+1) = %1 entries instead of n² = %2, and the path from the first window to the "
           "last runs through %8 carried vectors.</p>"
           "<p>Here: n = %4 tokens, w = %5, %3 windows, d = %6, seed %7. Hover a cell for its "
           "weight.</p>")
            .arg(windowed)
            .arg(1LL * n * n)
            .arg(windows)
            .arg(n)
            .arg(w)
            .arg(s.dimension)
            .arg(s.seed)
            .arg(std::max(0, windows - 1)));
}

QCustomPlot* RanDemo::exportPlot() {
    return m_plot;
}

void RanDemo::setBaseFontPointSize(double points) {
    m_points = std::clamp(points, 6.0, 48.0);
    QFont font = m_controls->font();
    font.setPointSizeF(m_points);
    m_controls->setFont(font);
    draw();
}

void RanDemo::applyCommandLine(const QCommandLineParser& parser) {
    RanSettings s = m_settings;
    s.seed = demoSeedOption(parser, s.seed);
    s.tokens =
        demoIntOption(parser, QStringLiteral("ran-tokens"), s.tokens, 1, RanSettings::kMaxTokens);
    s.window =
        demoIntOption(parser, QStringLiteral("window"), std::min(s.window, s.tokens), 1, s.tokens);
    setSettings(s);
}

} // namespace attn::ui
