// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/gat/gatdemo.h"

#include "ui/lectures/gat/gatdocument.h"
#include "ui/lectures/gat/gatfigure.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace attn::ui {

namespace {

QString shape(int rows, int cols) {
    return QStringLiteral("(%1,%2)").arg(rows).arg(cols);
}

} // namespace

GatDemo::GatDemo(QWidget* parent)
    : LectureDemo(parent), m_document(new GatDocument(this)),
      m_figure(new GatFigure(m_document, this)) {
    setSidePanel(createControls(), m_figure);
    auto showAll = [this] {
        syncControls();
        showFormulas();
    };
    connect(m_document, &GatDocument::resultsChanged, this, showAll);
    connect(m_figure, &GatFigure::viewChanged, this, showAll);
    connect(m_document, &GatDocument::selectionChanged, this, &GatDemo::showFormulas);
    syncControls();
    showFormulas();
}

QWidget* GatDemo::createControls() {
    m_controls = new QWidget;
    auto* column = new QVBoxLayout(m_controls);
    auto* buttons = new QHBoxLayout;
    auto* sample = new QPushButton(tr("Load &sample"), m_controls);
    sample->setObjectName(QStringLiteral("gatSampleButton"));
    auto* random = new QPushButton(tr("&Random graph"), m_controls);
    random->setObjectName(QStringLiteral("gatRandomButton"));
    random->setToolTip(tr("Nodes on a circle, each pair joined with probability 0.35 (seeded)"));
    buttons->addWidget(sample);
    buttons->addWidget(random);
    column->addLayout(buttons);

    auto* form = new QFormLayout;
    column->addLayout(form);
    auto spin = [this](const char* name, int lo, int hi, const QString& tip) {
        return spinBox(m_controls, name, lo, hi, tip);
    };
    m_randomNodes =
        spin("gatRandomNodes", 1, GatDocument::kMaxNodes, tr("Nodes of a random graph"));
    m_randomNodes->setValue(8);
    m_features = spin("gatFeatures", 1, GatSettings::kMaxFeatures, tr("Input features F per node"));
    m_outFeatures =
        spin("gatOutFeatures", 1, GatSettings::kMaxFeatures, tr("Output features F′ per head"));
    m_heads = spin("gatHeads", 1, GatSettings::kMaxHeads, tr("Heads K"));
    m_aggregation = new QComboBox(m_controls);
    m_aggregation->setObjectName(QStringLiteral("gatAggregation"));
    m_aggregation->addItems({tr("concat"), tr("average")});
    m_seed = spin("gatSeed", 0, 1000000, tr("Seed of the features and parameters"));
    m_shownHead = spin("gatShownHead", 1, 1, tr("The head drawn on the edges and in the matrix"));
    m_allEdges = new QCheckBox(tr("α on &every edge"), m_controls);
    m_allEdges->setObjectName(QStringLiteral("gatAllEdges"));
    m_allEdges->setToolTip(
        tr("Each half of an edge shows the weight its end node gives the other"));
    form->addRow(tr("random &nodes:"), m_randomNodes);
    form->addRow(tr("&F features:"), m_features);
    form->addRow(tr("F′ &per head:"), m_outFeatures);
    form->addRow(tr("&K heads:"), m_heads);
    form->addRow(tr("&aggregation:"), m_aggregation);
    form->addRow(tr("s&eed:"), m_seed);
    form->addRow(tr("&head shown:"), m_shownHead);
    form->addRow(QString(), m_allEdges);

    m_hint = new QLabel(tr("<small>Double-click empty space: add a node · click a node, then "
                           "another: connect or disconnect them · click a node: show its "
                           "neighbourhood · right-click a node or press Delete: remove "
                           "it</small>"),
                        m_controls);
    m_hint->setObjectName(QStringLiteral("gatHint"));
    m_hint->setWordWrap(true);
    column->addWidget(m_hint);
    m_formulas = richTextLabel(m_controls, QStringLiteral("gatFormulas"));
    column->addWidget(m_formulas);
    column->addStretch(1);

    connect(sample, &QPushButton::clicked, m_document, &GatDocument::loadSample);
    connect(random, &QPushButton::clicked, this, [this] {
        m_document->loadRandomGraph(m_randomNodes->value(), 0.35, unsigned(m_seed->value()));
    });
    for (QSpinBox* s : {m_features, m_outFeatures, m_heads, m_seed})
        connect(s, &QSpinBox::valueChanged, this, &GatDemo::applySettings);
    connect(m_aggregation, &QComboBox::currentIndexChanged, this, &GatDemo::applySettings);
    connect(m_shownHead, &QSpinBox::valueChanged, this, [this](int head) {
        if (!m_syncing) m_figure->setShownHead(head - 1);
    });
    connect(m_allEdges, &QCheckBox::toggled, this, [this](bool all) {
        if (!m_syncing) m_figure->setAllEdges(all);
    });
    return m_controls;
}

void GatDemo::applySettings() {
    if (m_syncing) return;
    GatSettings s = m_document->settings();
    s.inFeatures = m_features->value();
    s.outFeatures = m_outFeatures->value();
    s.heads = m_heads->value();
    s.aggregation =
        m_aggregation->currentIndex() == 1 ? GatAggregation::Average : GatAggregation::Concat;
    s.seed = unsigned(m_seed->value());
    m_document->setSettings(s);
}

void GatDemo::syncControls() {
    m_syncing = true;
    const GatSettings& s = m_document->settings();
    m_features->setValue(s.inFeatures);
    m_outFeatures->setValue(s.outFeatures);
    m_heads->setValue(s.heads);
    m_aggregation->setCurrentIndex(s.aggregation == GatAggregation::Average ? 1 : 0);
    m_seed->setValue(int(std::min<unsigned>(s.seed, 1000000)));
    m_shownHead->setMaximum(s.heads);
    m_shownHead->setValue(m_figure->shownHead() + 1);
    m_allEdges->setChecked(m_figure->allEdges());
    m_syncing = false;
}

void GatDemo::showFormulas() {
    const GatDocument& doc = *m_document;
    const GatSettings& s = doc.settings();
    const int n = doc.nodeCount();
    const bool concat = s.aggregation == GatAggregation::Concat;
    QString html = tr("<p><b>Graph attention</b> (Veličković et al., 2018)</p>"
                      "<p>z<sub>i</sub><sup>k</sup> = h<sub>i</sub> W<sup>k</sup><br>"
                      "e<sub>ij</sub><sup>k</sup> = LeakyReLU<sub>0.2</sub>(a<sup>k</sup> · "
                      "[z<sub>i</sub><sup>k</sup> ‖ z<sub>j</sub><sup>k</sup>])<br>"
                      "α<sub>ij</sub><sup>k</sup> = exp e<sub>ij</sub><sup>k</sup> / "
                      "Σ<sub>l ∈ N(i) ∪ {i}</sub> exp e<sub>il</sub><sup>k</sup>, "
                      "&nbsp;α<sub>ij</sub><sup>k</sup> = 0 for j ∉ N(i) ∪ {i}<br>"
                      "c<sub>i</sub><sup>k</sup> = Σ<sub>j</sub> α<sub>ij</sub><sup>k</sup> "
                      "z<sub>j</sub><sup>k</sup></p>");
    html += concat ? tr("<p><b>concat:</b> h′<sub>i</sub> = σ(c<sub>i</sub><sup>1</sup>) ‖ … ‖ "
                        "σ(c<sub>i</sub><sup>K</sup>)<br>average: h′<sub>i</sub> = σ(<sup>1</sup>⁄"
                        "<sub>K</sub> Σ<sub>k</sub> c<sub>i</sub><sup>k</sup>)<br>σ = ELU</p>")
                   : tr("<p>concat: h′<sub>i</sub> = σ(c<sub>i</sub><sup>1</sup>) ‖ … ‖ "
                        "σ(c<sub>i</sub><sup>K</sup>)<br><b>average:</b> h′<sub>i</sub> = "
                        "σ(<sup>1</sup>⁄<sub>K</sub> Σ<sub>k</sub> c<sub>i</sub><sup>k</sup>)<br>"
                        "σ = ELU</p>");
    html += tr("<p>Shapes: H %1, W<sup>k</sup> %2, a<sup>k</sup> (%3), Z<sup>k</sup> %4, "
               "α<sup>k</sup> %5, H′ %6 for K = %7.</p>")
                .arg(shape(n, s.inFeatures), shape(s.inFeatures, s.outFeatures))
                .arg(2 * s.outFeatures)
                .arg(shape(n, s.outFeatures), shape(n, n),
                     shape(n, concat ? s.heads * s.outFeatures : s.outFeatures))
                .arg(s.heads);
    const int i = doc.selectedNode();
    const int head = m_figure->shownHead();
    if (i >= 0 && head < int(doc.result().heads.size()) &&
        doc.result().heads[size_t(head)].weights.rows() == n) {
        const Eigen::MatrixXf& alpha = doc.result().heads[size_t(head)].weights;
        QStringList terms;
        for (int j = 0; j < n; ++j)
            if (j == i || doc.hasEdge(i, j))
                terms << QStringLiteral("α<sub>%1,%2</sub> = %3")
                             .arg(doc.nodeName(i), doc.nodeName(j))
                             .arg(alpha(i, j), 0, 'f', 3);
        html += tr("<p>Head %1, node %2 (%3 terms, sum %4):<br>%5</p>")
                    .arg(head + 1)
                    .arg(doc.nodeName(i))
                    .arg(terms.size())
                    .arg(alpha.row(i).sum(), 0, 'f', 3)
                    .arg(terms.join(QStringLiteral("<br>")));
    }
    m_formulas->setText(html);
}

QCustomPlot* GatDemo::exportPlot() {
    return m_figure;
}

void GatDemo::setBaseFontPointSize(double points) {
    m_figure->setBaseFontPointSize(points);
    setControlsFontPointSize(m_controls, points);
}

LabelledMatrix GatDemo::shownNumbers() const {
    const std::vector<GatHeadResult>& heads = m_document->result().heads;
    if (heads.empty()) return {};
    const Eigen::MatrixXf& alpha =
        heads[std::size_t(std::clamp(m_figure->shownHead(), 0, int(heads.size()) - 1))].weights;
    QStringList nodes;
    for (int v = 0; v < m_document->nodeCount(); ++v)
        nodes << m_document->nodeName(v);
    return labelledMatrix(alpha, nodes, nodes);
}

} // namespace attn::ui
