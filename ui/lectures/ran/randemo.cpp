// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/ran/randemo.h"

#include "ui/lectures/ran/randocument.h"
#include "ui/lectures/ran/ranfigure.h"

#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace attn::ui {

RanDemo::RanDemo(QWidget* parent)
    : LectureDemo(parent), m_document(new RanDocument(this)),
      m_figure(new RanFigure(m_document, this)) {
    setSidePanel(createControls(), m_figure);
    connect(m_document, &RanDocument::resultsChanged, this, [this] {
        syncControls();
        showText();
    });
    syncControls();
    m_figure->rebuild();
    showText();
}

QWidget* RanDemo::createControls() {
    m_controls = new QWidget;
    auto* column = new QVBoxLayout(m_controls);
    auto* form = new QFormLayout;
    column->addLayout(form);
    auto spin = [this](const char* name, int lo, int hi, const QString& tip) {
        return spinBox(m_controls, name, lo, hi, tip);
    };
    m_tokens = spin("ranTokens", 1, RanSettings::kMaxTokens, tr("Sequence length n"));
    m_window = spin("ranWindow", 1, RanSettings::kMaxTokens, tr("Window size w"));
    m_seed = spin("ranSeed", 0, 1000000, tr("Seed of the token vectors and projections"));
    form->addRow(tr("&n tokens:"), m_tokens);
    form->addRow(tr("&w window:"), m_window);
    form->addRow(tr("s&eed:"), m_seed);
    m_text = richTextLabel(m_controls, QStringLiteral("ranText"));
    column->addWidget(m_text);
    column->addStretch(1);
    for (QSpinBox* s : {m_tokens, m_window, m_seed})
        connect(s, &QSpinBox::valueChanged, this, [this] {
            if (m_syncing) return;
            RanSettings s = m_document->settings();
            s.tokens = m_tokens->value();
            s.window = m_window->value();
            s.seed = unsigned(m_seed->value());
            m_document->setSettings(s);
        });
    return m_controls;
}

void RanDemo::syncControls() {
    const RanSettings& s = m_document->settings();
    m_syncing = true;
    m_tokens->setValue(s.tokens);
    m_window->setMaximum(s.tokens);
    m_window->setValue(s.window);
    m_seed->setValue(int(std::min<unsigned>(s.seed, 1000000)));
    m_syncing = false;
}

void RanDemo::showText() {
    const RanSettings& s = m_document->settings();
    const int n = s.tokens, w = s.window, windows = m_document->result().windows;
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
    return m_figure;
}

void RanDemo::setBaseFontPointSize(double points) {
    setControlsFontPointSize(m_controls, points);
    m_figure->setBaseFontPointSize(points);
}

LabelledMatrix RanDemo::shownNumbers() const {
    const WindowAttentionResult& r = m_document->result();
    const QStringList tokens = ranTokens(int(r.weights.rows()));
    return labelledMatrix(r.weights, tokens, ranColumnLabels(r.windows, tokens));
}

} // namespace attn::ui
