// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/plotdemo.h"

#include "ui/common/page.h"
#include "ui/lectures/lecturedocument.h"
#include "ui/plotkit/panelfigure.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attn::ui {

PlotDemo::PlotDemo(QWidget* parent)
    : LectureDemo(parent), m_box(new QWidget), m_column(new QVBoxLayout), m_form(new QFormLayout) {
    auto* outer = new QVBoxLayout(m_box);
    outer->addLayout(m_form);
    outer->addLayout(m_column);
    m_readout = richTextLabel(m_box, QStringLiteral("readoutLabel"));
    m_formula = richTextLabel(m_box, QStringLiteral("formulaLabel"));
    outer->addWidget(m_readout);
    outer->addWidget(m_formula);
    outer->addStretch(1);
    setSidePanel(m_box, nullptr);
}

void PlotDemo::setPlot(PanelFigure* plot) {
    m_plot = plot;
    addFigure(plot);
}

void PlotDemo::follow(LectureDocument* document, PanelFigure* plot) {
    setPlot(plot);
    connect(document, &LectureDocument::resultsChanged, plot, &PanelFigure::rebuild);
    connect(document, &LectureDocument::resultsChanged, this, &PlotDemo::showDocument);
    connect(document, &LectureDocument::errorOccurred, this, [this](const QString& reason) {
        emit statusMessage(tr("Not applied: %1").arg(reason));
        showDocument();
    });
    showDocument();
    plot->rebuild();
}

QCustomPlot* PlotDemo::exportPlot() {
    return m_plot;
}

void PlotDemo::setBaseFontPointSize(double points) {
    if (m_plot) m_plot->setBaseFontPointSize(points);
    for (QLabel* label : {m_readout, m_formula}) {
        QFont font = label->font();
        font.setPointSizeF(points);
        label->setFont(font);
    }
}

int PlotDemo::logSliderPosition(double value, double lo, double hi, int steps) {
    return int(std::lround(std::log(value / lo) / std::log(hi / lo) * steps));
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

} // namespace attn::ui
