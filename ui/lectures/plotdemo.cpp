#include "ui/lectures/plotdemo.h"

#include "core/base/check.h"
#include "ui/lectures/lectureplot.h"
#include "ui/shell/page.h"

#include <QCommandLineParser>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

QLabel* richLabel(QWidget* parent, const QString& name) {
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

PlotDemo::PlotDemo(QWidget* parent)
    : LectureDemo(parent), m_box(new QWidget), m_column(new QVBoxLayout), m_form(new QFormLayout),
      m_scroll(new QScrollArea(this)) {
    auto* outer = new QVBoxLayout(m_box);
    outer->addLayout(m_form);
    outer->addLayout(m_column);
    m_readout = richLabel(m_box, QStringLiteral("readoutLabel"));
    m_formula = richLabel(m_box, QStringLiteral("formulaLabel"));
    outer->addWidget(m_readout);
    outer->addWidget(m_formula);
    outer->addStretch(1);
    m_scroll->setWidget(m_box);
    m_scroll->setWidgetResizable(true);
    m_scroll->setMinimumWidth(320);
    m_scroll->setMaximumWidth(440);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_scroll);
}

void PlotDemo::setPlot(LecturePlot* plot) {
    m_plot = plot;
    static_cast<QHBoxLayout*>(layout())->addWidget(plot, 1);
}

void PlotDemo::resizeEvent(QResizeEvent* event) {
    LectureDemo::resizeEvent(event);
    fitSidePanel();
}

void PlotDemo::fitSidePanel() {
    m_scroll->setMaximumWidth(Page::sidePanelMaximumWidth(m_points, width()));
}

QCustomPlot* PlotDemo::exportPlot() {
    return m_plot;
}

void PlotDemo::setBaseFontPointSize(double points) {
    if (m_plot) m_plot->setBaseFontPointSize(points);
    m_points = points;
    fitSidePanel();
    for (QLabel* label : {m_readout, m_formula}) {
        QFont font = label->font();
        font.setPointSizeF(points);
        label->setFont(font);
    }
}

QWidget* PlotDemo::sliderWithSpinBox(QSlider* slider, QDoubleSpinBox* spin, double lo, double hi,
                                     int steps, bool log) {
    auto* row = new QWidget(m_box);
    auto* h = new QHBoxLayout(row);
    h->setContentsMargins(0, 0, 0, 0);
    slider->setOrientation(Qt::Horizontal);
    slider->setRange(0, steps);
    spin->setRange(lo, hi);
    spin->setKeyboardTracking(false);
    h->addWidget(slider, 1);
    h->addWidget(spin);
    auto toValue = [=](int position) {
        const double t = double(position) / steps;
        return log ? lo * std::pow(hi / lo, t) : lo + (hi - lo) * t;
    };
    auto toPosition = [=](double value) {
        const double t = log ? std::log(value / lo) / std::log(hi / lo) : (value - lo) / (hi - lo);
        return int(std::lround(std::clamp(t, 0.0, 1.0) * steps));
    };
    connect(slider, &QSlider::valueChanged, spin, [=](int position) {
        if (toPosition(spin->value()) != position) spin->setValue(toValue(position));
    });
    connect(spin, qOverload<double>(&QDoubleSpinBox::valueChanged), slider, [=](double value) {
        const QSignalBlocker block(slider);
        slider->setValue(toPosition(value));
    });
    return row;
}

double demoNumberOption(const QCommandLineParser& parser, const QString& name, double fallback,
                        double lo, double hi) {
    if (!parser.optionNames().contains(name)) return fallback;
    bool ok = false;
    const double value = parser.value(name).trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < lo || value > hi)
        throw InputError(QStringLiteral("--%1 must be a number from %2 to %3, not '%4'")
                             .arg(name)
                             .arg(lo)
                             .arg(hi)
                             .arg(parser.value(name))
                             .toStdString());
    return value;
}

} // namespace attn::ui
