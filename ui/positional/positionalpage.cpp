// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/positional/positionalpage.h"

#include "ui/common/sidepanel.h"
#include "ui/positional/modeldistancefigure.h"
#include "ui/positional/modeldistanceview.h"
#include "ui/positional/peformulas.h"
#include "ui/positional/positionaldocument.h"
#include "ui/positional/positionalfigures.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace attn::ui {

namespace {

const char* const kTitles[] = {QT_TRANSLATE_NOOP("attn::ui::PositionalPage", "Encoding matrix"),
                               QT_TRANSLATE_NOOP("attn::ui::PositionalPage", "Curves"),
                               QT_TRANSLATE_NOOP("attn::ui::PositionalPage", "Binary analogy"),
                               QT_TRANSLATE_NOOP("attn::ui::PositionalPage", "Rotation"),
                               QT_TRANSLATE_NOOP("attn::ui::PositionalPage", "Relative similarity"),
                               QT_TRANSLATE_NOOP("attn::ui::PositionalPage", "RoPE")};

QLabel* richLabel(QWidget* parent, const QString& name) {
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

PositionalPage::PositionalPage(QWidget* parent)
    : Page(parent), m_document(new PositionalDocument(this)), m_views(new QTabWidget(this)),
      m_names(positionalViewNames()), m_timer(new QTimer(this)) {
    for (int k = 0; k < m_names.size(); ++k) {
        PositionalFigure* plot = createPositionalView(m_names[k], m_document, m_views);
        plot->setObjectName(m_names[k]);
        // The side panel shows the rotation's numbers; the window's figure keeps the room.
        if (auto* rotation = qobject_cast<RotationFigure*>(plot))
            rotation->setReadoutInWindow(false);
        m_views->addTab(plot, tr(kTitles[k]));
    }
    m_views->setCurrentIndex(int(m_names.indexOf(QStringLiteral("pe-rotation"))));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(new SidePanel(createControls(), this));
    layout->addWidget(m_views, 1);

    m_timer->setInterval(160);
    connect(m_timer, &QTimer::timeout, this, &PositionalPage::animationStep);
    connect(m_views, &QTabWidget::currentChanged, this, &PositionalPage::showFormula);
    connect(m_document, &PositionalDocument::rotationChanged, this, [this] {
        syncControls();
        showReadouts();
        showFormula();
    });
    connect(m_document, &PositionalDocument::errorOccurred, this, [this](const QString& message) {
        syncControls();
        emit statusMessage(
            tr("Not applied: %1 The panels still show the previous values.").arg(message));
    });
    syncControls();
    showReadouts();
    showFormula();
}

QWidget* PositionalPage::createControls() {
    auto* box = new QWidget;
    auto* column = new QVBoxLayout(box);
    auto* form = new QFormLayout;
    column->addLayout(form);
    auto spin = [box](const QString& name, int lo, int hi, const QString& tip) {
        auto* s = new QSpinBox(box);
        s->setObjectName(name);
        s->setRange(lo, hi);
        s->setKeyboardTracking(false);
        s->setToolTip(tip);
        return s;
    };
    m_n = spin(QStringLiteral("nSpinBox"), 1, PositionalDocument::kMaxPositions,
               tr("Number of positions n"));
    m_d = spin(QStringLiteral("dSpinBox"), 2, PositionalDocument::kMaxDimension,
               tr("Encoding dimension d (even)"));
    m_d->setSingleStep(2);
    m_base = new QDoubleSpinBox(box);
    m_base->setObjectName(QStringLiteral("baseSpinBox"));
    m_base->setRange(1.5, 1e9);
    m_base->setDecimals(1);
    m_base->setKeyboardTracking(false);
    m_base->setToolTip(tr("ω_j = base^(−2j/d); 10000 in the Transformer"));
    m_pair =
        spin(QStringLiteral("pairSpinBox"), 0, 0, tr("The frequency pair j shown on the circle"));
    m_position = new QSlider(Qt::Horizontal, box);
    m_position->setObjectName(QStringLiteral("positionSlider"));
    m_delta = new QSlider(Qt::Horizontal, box);
    m_delta->setObjectName(QStringLiteral("deltaSlider"));
    m_positionValue = new QLabel(box);
    m_deltaValue = new QLabel(box);
    auto slider = [box](QSlider* s, QLabel* value) {
        auto* row = new QWidget(box);
        auto* h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        value->setMinimumWidth(value->fontMetrics().horizontalAdvance(QStringLiteral("−1024")));
        h->addWidget(s, 1);
        h->addWidget(value);
        return row;
    };
    m_columns = new QLineEdit(box);
    m_columns->setObjectName(QStringLiteral("columnsEdit"));
    m_columns->setToolTip(tr("Columns of P drawn as curves, e.g. 6 7 8 9"));
    form->addRow(tr("&n positions:"), m_n);
    form->addRow(tr("&d dimensions:"), m_d);
    form->addRow(tr("&base:"), m_base);
    form->addRow(tr("pair &j:"), m_pair);
    form->addRow(tr("position &i:"), slider(m_position, m_positionValue));
    form->addRow(tr("offset &δ:"), slider(m_delta, m_deltaValue));
    form->addRow(tr("&curves:"), m_columns);

    m_animate = new QPushButton(tr("&Animate δ"), box);
    m_animate->setObjectName(QStringLiteral("animateButton"));
    m_animate->setCheckable(true);
    m_animate->setToolTip(tr("Sweep δ up step by step: the rotated point always lands on p_i+δ"));
    m_another = new QPushButton(tr("Another &i: same matrix"), box);
    m_another->setObjectName(QStringLiteral("anotherPositionButton"));
    m_another->setToolTip(tr("Move i; M(δ) does not change and still maps p_i onto p_i+δ"));
    column->addWidget(m_animate); // one above the other: the panel stays narrow in every language
    column->addWidget(m_another);
    m_seeded = new QPushButton(tr("RoPE: seeded q and k again"), box);
    m_seeded->setObjectName(QStringLiteral("seededRopeButton"));
    m_seeded->setToolTip(tr("The RoPE panel shows a language model's head; go back to the "
                            "seeded vectors and this tab's base and d"));
    m_seeded->setVisible(false);
    column->addWidget(m_seeded);
    auto* inModels = new QPushButton(tr("Positions in &models…"), box);
    inModels->setObjectName(QStringLiteral("positionsInModelsButton"));
    inModels->setToolTip(tr("The same prompt through models of different families: how each "
                            "layer's attention falls off with distance"));
    connect(inModels, &QPushButton::clicked, this, &PositionalPage::showPositionsInModels);
    column->addWidget(inModels);
    m_matrix = richLabel(box, QStringLiteral("matrixLabel"));
    m_residual = richLabel(box, QStringLiteral("residualLabel"));
    m_formula = richLabel(box, QStringLiteral("formulaLabel"));
    column->addWidget(m_matrix);
    column->addWidget(m_residual);
    column->addWidget(m_formula);
    column->addStretch(1);

    connectControls();
    return box;
}

void PositionalPage::showPositionsInModels() {
    if (!m_inModels) {
        m_inModels = new ModelDistanceView(this);
        m_inModels->setWindowFlag(Qt::Window);
        m_inModels->setWindowTitle(tr("Positions in models — AttentionLab"));
        m_inModels->figure()->setBaseFontPointSize(baseFontPointSize());
        m_inModels->addSampleModels();
    }
    showOwnWindow(m_inModels);
}

void PositionalPage::connectControls() {
    connect(m_n, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int n) { applySizes(n, m_document->settings().d); });
    connect(m_d, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int d) { applySizes(m_document->settings().n, d); });
    connect(m_base, qOverload<double>(&QDoubleSpinBox::valueChanged), m_document,
            &PositionalDocument::setBase);
    connect(m_pair, qOverload<int>(&QSpinBox::valueChanged), m_document,
            &PositionalDocument::setPair);
    connect(m_delta, &QSlider::valueChanged, m_document, &PositionalDocument::setDelta);
    connect(m_position, &QSlider::valueChanged, this, [this](int i) {
        PositionalSettings s = m_document->settings();
        s.position = i;
        s.delta = std::clamp(s.delta, -i, s.n - 1 - i);
        m_document->setSettings(s);
    });
    connect(m_columns, &QLineEdit::editingFinished, this, [this] {
        QVector<int> columns;
        for (const QString& part : m_columns->text().split(
                 QRegularExpression(QStringLiteral("[\\s,;]+")), Qt::SkipEmptyParts)) {
            bool ok = false;
            columns.append(part.toInt(&ok));
            if (!ok) columns.last() = -1;
        }
        m_document->setCurveColumns(columns);
    });
    connect(m_animate, &QPushButton::toggled, this, [this](bool on) {
        if (!on) return m_timer->stop();
        const PositionalSettings& s = m_document->settings();
        if (s.position + s.delta >= s.n - 1) m_document->setDelta(0);
        m_timer->start();
    });
    connect(m_another, &QPushButton::clicked, this, &PositionalPage::pickAnotherPosition);
    connect(m_seeded, &QPushButton::clicked, this,
            [this] { m_document->setRopeHead(std::nullopt); });
    connect(m_document, &PositionalDocument::encodingChanged, this,
            [this] { m_seeded->setVisible(m_document->ropeHead().has_value()); });
}

bool PositionalPage::showModelHead(const RopeHead& head) {
    if (!m_document->setRopeHead(head)) return false;
    showView(QStringLiteral("rope"));
    return true;
}

void PositionalPage::applySizes(int n, int d) {
    m_document->setSettings(PositionalDocument::withSizes(m_document->settings(), n, d));
}

void PositionalPage::animationStep() {
    const PositionalSettings& s = m_document->settings();
    if (s.position + s.delta + 1 >= s.n || !m_document->setDelta(s.delta + 1)) {
        m_animate->setChecked(false);
        return;
    }
    if (s.position + s.delta + 1 >= s.n) m_animate->setChecked(false);
}

void PositionalPage::pickAnotherPosition() {
    PositionalSettings s = m_document->settings();
    const int lo = std::max(0, -s.delta), hi = std::min(s.n - 1, s.n - 1 - s.delta);
    if (hi <= lo) {
        emit statusMessage(tr("Only one position has a partner δ = %1 away; make n larger.")
                               .arg(formatNumber(s.delta, 0)));
        return;
    }
    const int count = hi - lo + 1, old = s.position;
    s.position = lo + (s.position - lo + std::max(1, count / 3 + 1)) % count;
    if (s.position == old) s.position = lo + (old - lo + 1) % count;
    const Eigen::Matrix2d before = m_document->results().selected.matrix;
    if (!m_document->setSettings(s)) return;
    const bool same = before == m_document->results().selected.matrix;
    emit statusMessage(tr("i moved from %1 to %2: M(δ) is %3, and it still maps p_i onto p_i+δ "
                          "(difference %4).")
                           .arg(old)
                           .arg(s.position)
                           .arg(same ? tr("exactly the same matrix") : tr("a different matrix"))
                           .arg(m_document->results().positionResidual, 0, 'e', 1));
}

void PositionalPage::syncControls() {
    const PositionalSettings& s = m_document->settings();
    const QSignalBlocker b1(m_n), b2(m_d), b3(m_base), b4(m_pair), b5(m_position), b6(m_delta);
    m_n->setValue(s.n);
    m_d->setValue(s.d);
    m_base->setValue(s.base);
    m_pair->setRange(0, s.d / 2 - 1);
    m_pair->setValue(s.pair);
    m_position->setRange(0, s.n - 1);
    m_position->setValue(s.position);
    m_delta->setRange(-s.position, s.n - 1 - s.position);
    m_delta->setValue(s.delta);
    m_positionValue->setText(QString::number(s.position));
    m_deltaValue->setText(formatNumber(s.delta, 0));
    QStringList columns;
    for (int c : s.curveColumns)
        columns << QString::number(c);
    if (!m_columns->hasFocus()) m_columns->setText(columns.join(QLatin1Char(' ')));
}

void PositionalPage::showReadouts() {
    m_matrix->setText(rotationMatrixHtml(m_document->settings(), m_document->results()));
    m_residual->setText(residualHtml(m_document->settings(), m_document->results()));
}

void PositionalPage::showFormula() {
    const int index = m_views->currentIndex();
    m_formula->setText(index < 0 ? QString()
                                 : formulaHtml(m_names.value(index), m_document->settings()));
}

LabelledMatrix PositionalPage::shownNumbers() const {
    const PositionalResults& r = m_document->results();
    const QString view = m_names.value(m_views->currentIndex());
    if (view == QLatin1String("pe-matrix") || view == QLatin1String("pe-curves"))
        return labelledMatrix(r.encoding, numberedLabels(r.encoding.rows()),
                              numberedLabels(r.encoding.cols()));
    if (view == QLatin1String("pe-binary"))
        return labelledMatrix(r.binary, numberedLabels(r.binary.rows()),
                              numberedLabels(r.binary.cols()));
    if (view == QLatin1String("pe-similarity"))
        return labelledMatrix(r.similarity, numberedLabels(r.similarity.rows()),
                              numberedLabels(r.similarity.cols()));
    if (view == QLatin1String("rope"))
        return labelledMatrix(r.ropeScores, numberedLabels(r.ropeScores.rows()),
                              numberedLabels(r.ropeScores.cols()));
    Eigen::MatrixXf residual(1, 2);
    residual << float(r.positionResidual), float(r.residual.maxAbs);
    return labelledMatrix(residual, {tr("|M(δ) p_i − p_(i+δ)|")}, {tr("at i"), tr("every i")});
}

QCustomPlot* PositionalPage::exportPlot() {
    auto* plot = qobject_cast<PositionalFigure*>(m_views->currentWidget());
    if (plot) plot->catchUp();
    return plot;
}

void PositionalPage::fontSizeChanged() {
    for (QLabel* label : {m_matrix, m_residual, m_formula}) {
        QFont font = label->font();
        font.setPointSizeF(baseFontPointSize());
        label->setFont(font);
    }
}

PositionalFigure* PositionalPage::view(const QString& name) const {
    const int index = int(m_names.indexOf(name));
    return index < 0 ? nullptr : qobject_cast<PositionalFigure*>(m_views->widget(index));
}

bool PositionalPage::showView(const QString& name) {
    const int index = int(m_names.indexOf(name));
    if (index >= 0) m_views->setCurrentIndex(index);
    return index >= 0;
}

} // namespace attn::ui
