// SPDX-License-Identifier: GPL-3.0-or-later
// What the encoding does to dot products: p_i . p_j and RoPE scores depend on the offset only.
#include "ui/positional/positionaldocument.h"
#include "ui/positional/positionalfigures.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

using namespace palette;

} // namespace

SimilarityFigure::SimilarityFigure(const PositionalDocument* document, QWidget* parent)
    : PositionalFigure(document, parent) {
    // The attention curve follows i, so this panel follows the rotation settings too.
    connect(document, &PositionalDocument::rotationChanged, this, &PositionalFigure::rebuild);
    rebuild();
}

void SimilarityFigure::build() {
    const PositionalSettings& s = doc()->settings();
    const PositionalResults& r = doc()->results();
    const double limit = s.d / 2.0;
    QCPAxisRect* left = addAlignedPanel(0, tr("p_i · p_j:\nequal along diagonals"),
                                        tr("position j"), tr("position i"));
    QCPColorScale* scale = addSymmetricScale(1, limit, tr("similarity p_i · p_j"));
    addPositionHeatmap(left, r.similarity, scale, tr("position i"), tr("position j"),
                       QStringLiteral("p_i · p_j"));

    QCPAxisRect* middle = addAlignedPanel(2, tr("p_i · p_i+k along i:\nflat, depends on k only"),
                                          tr("position i"), tr("p_i · p_i+k"));
    showGrid(middle);
    int shown = 0;
    for (int k : {0, 1, 2, 4, 8, 16, 32}) {
        if (k >= s.n || shown == 6) break;
        QVector<double> x, y;
        for (int i = 0; i + k < s.n; ++i) {
            x << i;
            y << r.similarity(i, i + k);
        }
        const QColor colour = series(shown++);
        QCPGraph* g = addLine(middle, x, y, QPen(colour, std::max(2.0, points() / 5)),
                              QStringLiteral("p_i · p_i+%1").arg(k));
        if (s.n <= 80)
            g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, colour, points() * 0.4));
        addText(middle, x.last(), y.last(), QStringLiteral(" k=%1").arg(k), colour,
                Qt::AlignLeft | Qt::AlignVCenter, fonts().tickLabel);
    }
    middle->axis(QCPAxis::atBottom)->setRange(-0.5, s.n * 1.18);
    middle->axis(QCPAxis::atLeft)
        ->setRange(-limit * 0.1 + std::min(0.0, r.similarity.minCoeff() * 1.1), limit * 1.1);

    QCPAxisRect* right = addAlignedPanel(
        3, tr("By offset k = j − i, and the\nattention of query i = %1").arg(s.position),
        tr("offset k = j − i"), tr("p_i · p_i+k"));
    showGrid(right);
    QVector<double> k, v;
    for (int o = -(s.n - 1); o < s.n; ++o) {
        k << o;
        v << r.similarityByOffset(std::abs(o));
    }
    addLine(right, k, v, QPen(kBlue, std::max(2.0, points() / 5)), tr("p_i · p_i+k by offset k"));
    // softmax_j(p_i . p_j / sqrt(d)) on the right-hand axis, at k = j - i.
    QCPAxis* weight = right->axis(QCPAxis::atRight);
    weight->setVisible(true);
    weight->setLabel(tr("attention weight (right)"));
    weight->setLabelColor(kVermillion);
    weight->setTickLabelColor(kVermillion);
    weight->setTickLabelFont(fonts().tickLabel);
    weight->setLabelFont(fonts().axisLabel);
    weight->setBasePen(QPen(kGrey, 1));
    weight->setTickPen(QPen(kGrey, 1));
    weight->setSubTicks(false);
    QVector<double> j, a;
    for (int c = 0; c < s.n; ++c) {
        j << c - s.position;
        a << r.positionalAttention(c);
    }
    QCPGraph* attention = addGraph(right->axis(QCPAxis::atBottom), weight);
    attention->setData(j, a, true);
    attention->setPen(QPen(kVermillion, std::max(1.5, points() / 7)));
    attention->setBrush(QColor(0xd5, 0x5e, 0x00, 40));
    weight->setRange(0, std::max(1e-6, double(r.positionalAttention.maxCoeff())) * 1.1);
    right->axis(QCPAxis::atBottom)->setRange(-(s.n - 0.5), s.n - 0.5);
    right->axis(QCPAxis::atLeft)->setRange(middle->axis(QCPAxis::atLeft)->range());
    plotLayout()->setColumnStretchFactors({1.2, 0.001, 1.0, 1.0});
}

RopeFigure::RopeFigure(const PositionalDocument* document, QWidget* parent)
    : PositionalFigure(document, parent) {
    connect(document, &PositionalDocument::encodingChanged, this, &PositionalFigure::rebuild);
    rebuild();
}

void RopeFigure::resizeEvent(QResizeEvent* event) {
    PositionalFigure::resizeEvent(event);
    if (wantsStacked() != m_stacked) rebuild();
}

void RopeFigure::layoutSizeChanged() {
    if (wantsStacked() != m_stacked) rebuild();
}

void RopeFigure::build() {
    m_stacked = wantsStacked();
    const PositionalSettings& s = doc()->settings();
    const PositionalResults& r = doc()->results();
    const double limit = std::max(1e-9, double(r.ropeScores.cwiseAbs().maxCoeff()));
    const QString title = r.ropeSource.isEmpty()
                              ? tr("RoPE: (R_i q) · (R_j k),\nsame q, k at every position")
                              : tr("(R_i q) · (R_j k),\n%1").arg(r.ropeSource);
    QCPAxisRect* left = addAlignedPanel(0, title, tr("key position j"), tr("query position i"));
    QCPColorScale* scale = addSymmetricScale(1, limit, tr("score"));
    addPositionHeatmap(left, r.ropeScores, scale, tr("query position"), tr("key position"),
                       tr("score"));

    QCPAxisRect* right = addAlignedPanel(
        m_stacked ? 0 : 2,
        tr("Scores by j − i:\none curve (spread %1)").arg(scientificText(r.ropeSpread)),
        tr("offset j − i"), tr("score"), m_stacked ? 1 : 0);
    showGrid(right);
    // At most about 20000 dots: every row when n is small, evenly spaced rows otherwise.
    const int stride = std::max(1, int(std::ceil(double(s.n) * s.n / 20000.0)));
    QVector<double> x, y;
    for (int i = 0; i < s.n; i += stride)
        for (int j = 0; j < s.n; ++j) {
            x << j - i;
            y << r.ropeScores(i, j);
        }
    addDots(
        right, x, y,
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(kBlue, 1.2), Qt::NoBrush, points() * 0.7),
        tr("score at offset j − i"));
    QVector<double> offsets, means;
    for (int o = 0; o < r.ropeByOffset.size(); ++o) {
        offsets << o - (s.n - 1);
        means << r.ropeByOffset(o);
    }
    addLine(right, offsets, means, QPen(kVermillion, std::max(1.5, points() / 7)),
            tr("mean score at offset j − i"));
    right->axis(QCPAxis::atBottom)->setRange(-(s.n - 0.5), s.n - 0.5);
    right->axis(QCPAxis::atLeft)->setRange(-limit * 1.1, limit * 1.1);
    if (m_stacked)
        plotLayout()->setColumnStretchFactors({1.0, 0.001});
    else
        plotLayout()->setColumnStretchFactors({1.0, 0.001, 1.0});
}

QStringList positionalViewNames() {
    return {QStringLiteral("pe-matrix"),     QStringLiteral("pe-curves"),
            QStringLiteral("pe-binary"),     QStringLiteral("pe-rotation"),
            QStringLiteral("pe-similarity"), QStringLiteral("rope")};
}

PositionalFigure* createPositionalView(const QString& name, const PositionalDocument* document,
                                       QWidget* parent) {
    if (name == QLatin1String("pe-matrix")) return new EncodingMatrixFigure(document, parent);
    if (name == QLatin1String("pe-curves")) return new EncodingCurvesFigure(document, parent);
    if (name == QLatin1String("pe-binary")) return new BinaryCodeFigure(document, parent);
    if (name == QLatin1String("pe-rotation")) return new RotationFigure(document, parent);
    if (name == QLatin1String("pe-similarity")) return new SimilarityFigure(document, parent);
    if (name == QLatin1String("rope")) return new RopeFigure(document, parent);
    return nullptr;
}

} // namespace attn::ui
