// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/cost/costdemo.h"

#include "ui/lectures/cost/costdocument.h"
#include "ui/lectures/cost/costfigure.h"
#include "ui/plotkit/busyhint.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace attn::ui {

CostDemo::CostDemo(QWidget* parent)
    : LectureDemo(parent), m_document(new CostDocument(this)),
      m_figure(new CostFigure(m_document, this)) {
    setSidePanel(createControls(), m_figure);
    connect(m_document, &CostDocument::started, this, &CostDemo::showProgress);
    connect(m_document, &CostDocument::pointMeasured, this, &CostDemo::showProgress);
    connect(m_document, &CostDocument::finished, this, &CostDemo::showProgress);
    connect(m_document, &CostDocument::settingsChanged, this, [this] {
        syncControls();
        showProgress();
    });
    connect(m_document, &CostDocument::failed, this, &LectureDemo::statusMessage);
    // The figure fills point by point; the hint also tells a handout to wait for it.
    auto* hint = new BusyHint(m_figure);
    hint->setText(tr("Measuring on this machine…"));
    connect(m_document, &CostDocument::started, hint, [hint] { hint->setBusy(true); });
    connect(m_document, &CostDocument::finished, hint, [hint] { hint->setBusy(false); });
    showProgress();
}

QWidget* CostDemo::createControls() {
    m_controls = new QWidget;
    auto* column = new QVBoxLayout(m_controls);
    m_table = richTextLabel(m_controls, QStringLiteral("costTable"));
    column->addWidget(m_table);
    auto* form = new QFormLayout;
    column->addLayout(form);
    m_dimension = new QComboBox(m_controls);
    m_dimension->setObjectName(QStringLiteral("costDimension"));
    for (int d : {32, 64, 128, 256, 512})
        m_dimension->addItem(QString::number(d), d);
    m_dimension->setCurrentIndex(1);
    m_maxN = new QComboBox(m_controls);
    m_maxN->setObjectName(QStringLiteral("costMaxN"));
    for (int n : {256, 512, 1024, 2048, 4096})
        m_maxN->addItem(QString::number(n), n);
    m_maxN->setCurrentIndex(2);
    m_kernel = new QSpinBox(m_controls);
    m_kernel->setObjectName(QStringLiteral("costKernel"));
    m_kernel->setRange(1, CostSettings::kLargestKernel);
    m_kernel->setValue(3);
    form->addRow(tr("model width &d:"), m_dimension);
    form->addRow(tr("longest &n:"), m_maxN);
    form->addRow(tr("kernel &k:"), m_kernel);
    m_measure = new QPushButton(tr("&Measure"), m_controls);
    m_measure->setObjectName(QStringLiteral("costMeasureButton"));
    m_measure->setToolTip(tr("Time each layer at n = 16, 32, … on this machine"));
    m_progress = new QProgressBar(m_controls);
    m_progress->setObjectName(QStringLiteral("costProgress"));
    auto* row = new QHBoxLayout;
    row->addWidget(m_measure);
    row->addWidget(m_progress, 1);
    column->addLayout(row);
    m_slopes = richTextLabel(m_controls, QStringLiteral("costSlopes"));
    column->addWidget(m_slopes);
    column->addStretch(1);

    connect(m_measure, &QPushButton::clicked, this, [this] {
        if (m_document->isMeasuring()) {
            m_document->stop();
        } else {
            applySettings();
            m_document->measure();
        }
    });
    connect(m_dimension, &QComboBox::currentIndexChanged, this, &CostDemo::applySettings);
    connect(m_maxN, &QComboBox::currentIndexChanged, this, &CostDemo::applySettings);
    connect(m_kernel, &QSpinBox::valueChanged, this, &CostDemo::applySettings);
    return m_controls;
}

void CostDemo::applySettings() {
    CostSettings s = m_document->settings();
    s.d = m_dimension->currentData().toInt();
    s.maxN = m_maxN->currentData().toInt();
    s.kernel = m_kernel->value();
    if (s.d == m_document->settings().d && s.maxN == m_document->settings().maxN &&
        s.kernel == m_document->settings().kernel)
        return;
    m_document->setSettings(s);
}

void CostDemo::showEvent(QShowEvent* event) {
    LectureDemo::showEvent(event);
    // The first look measures the default range in the background (a second or two).
    if (!m_measuredOnce && m_document->points().empty()) {
        m_measuredOnce = true;
        m_document->measure();
    }
}

void CostDemo::showProgress() {
    const bool running = m_document->isMeasuring();
    m_measure->setText(running ? tr("&Stop") : tr("&Measure"));
    m_progress->setRange(0, std::max(1, m_document->total()));
    m_progress->setValue(m_document->done());
    m_progress->setFormat(tr("%v of %m timed"));
    showText();
}

void CostDemo::showText() {
    const CostSettings& s = m_document->settings();
    m_table->setText(tr(
        "<p><b>Cost of a layer</b> over n tokens of width d (Vaswani et al., 2017, table 1)</p>"
        "<table border=1 cellspacing=0 cellpadding=3>"
        "<tr><th>layer</th><th>cost</th><th>steps</th><th>path</th></tr>"
        "<tr><td>attention</td><td>O(n²·d)</td><td>O(1)</td><td>O(1)</td></tr>"
        "<tr><td>recurrent</td><td>O(n·d²)</td><td>O(n)</td><td>O(n)</td></tr>"
        "<tr><td>convolution</td><td>O(k·n·d²)</td><td>O(1)</td><td>O(n/k)</td></tr></table>"
        "<p><b>cost</b>: computation per layer; <b>steps</b>: sequential operations; "
        "<b>path</b>: maximum path length.</p>"
        "<p>Self-attention: Q = XW<sub>Q</sub>, K = XW<sub>K</sub>, V = XW<sub>V</sub>, "
        "softmax(QKᵀ/√d)·V·W<sub>O</sub>; the n×n scores cost n²d.<br>"
        "Recurrent: h<sub>t</sub> = tanh(W x<sub>t</sub> + U h<sub>t−1</sub> + b): n steps "
        "one after another, each d².<br>"
        "Convolution: y<sub>t</sub> = b + Σ<sub>m</sub> W<sub>m</sub> "
        "x<sub>t+m−⌊(k−1)/2⌋</sub> (same padding): k products of d² per token.</p>"
        "<p>Maximum path length: layers a signal crosses between two tokens (O(log<sub>k</sub> n) "
        "for dilated convolutions). Attention is cheaper than a recurrent layer while n &lt; d, "
        "and any two tokens "
        "are one step apart.</p>"));
    QString slopes = tr("<p><b>Measured</b> at d = %1, k = %2, n = %3 … %4, the shortest of "
                        "%5 rounds, in CPU time of the measuring thread. Log–log slopes over "
                        "the %6 largest n; the laws predict 2, 1, 1:</p><p>")
                         .arg(s.d)
                         .arg(s.kernel)
                         .arg(s.minN)
                         .arg(s.maxN)
                         .arg(CostDocument::kRounds)
                         .arg(kLargeSlopeSizes);
    for (SequenceLayerKind kind : allSequenceLayerKinds()) {
        const std::vector<CostPoint> points = m_document->points(kind);
        if (points.size() < 2) {
            slopes += tr("%1: not measured yet<br>").arg(sequenceLayerName(kind, s.kernel));
            continue;
        }
        const CostFit fit = m_document->fit(kind);
        slopes += tr("%1: slope <b>%2</b> for n ≥ %3 (its operation count: %4), %5 at n = %6<br>")
                      .arg(sequenceLayerName(kind, s.kernel))
                      .arg(fit.largeSlope, 0, 'f', 2)
                      .arg(fit.largeFrom, 0, 'f', 0)
                      .arg(fit.largeCountSlope, 0, 'f', 2)
                      .arg(durationText(points.back().seconds))
                      .arg(points.back().n);
    }
    slopes += tr("</p><p>Self-attention as built also projects X to Q, K, V and the output: "
                 "4nd² besides the law's 2n²d, so its slope rises from 1 towards 2 as n "
                 "passes 2d = %1.")
                  .arg(2 * s.d);
    m_slopes->setText(slopes + QStringLiteral("</p>"));
}

QCustomPlot* CostDemo::exportPlot() {
    return m_figure;
}

void CostDemo::setBaseFontPointSize(double points) {
    m_figure->setBaseFontPointSize(points);
    setControlsFontPointSize(m_controls, points);
}

void CostDemo::syncControls() {
    const CostSettings& s = m_document->settings();
    auto choose = [](QComboBox* box, int value) {
        const QSignalBlocker blocker(box);
        int index = box->findData(value);
        if (index < 0) {
            box->addItem(QString::number(value), value);
            index = box->count() - 1;
        }
        box->setCurrentIndex(index);
    };
    choose(m_dimension, s.d);
    choose(m_maxN, s.maxN);
    const QSignalBlocker blocker(m_kernel);
    m_kernel->setValue(s.kernel);
}

} // namespace attn::ui
