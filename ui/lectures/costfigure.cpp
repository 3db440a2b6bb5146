#include "ui/lectures/costfigure.h"

#include "ui/lectures/costdocument.h"
#include "ui/plotkit/style.h"

#include <cmath>

namespace attn::ui {

namespace {

/// One colour per layer kind.
const QColor kColours[] = {palette::kBlue, palette::kVermillion, palette::kGreen};

int indexOf(SequenceLayerKind kind) {
    const auto& kinds = allSequenceLayerKinds();
    return int(std::find(kinds.begin(), kinds.end(), kind) - kinds.begin());
}

} // namespace

QString sequenceLayerName(SequenceLayerKind kind, int kernel) {
    switch (kind) {
    case SequenceLayerKind::SelfAttention:
        return QObject::tr("self-attention");
    case SequenceLayerKind::Recurrent:
        return QObject::tr("recurrent (Elman RNN)");
    case SequenceLayerKind::Convolution:
        return QObject::tr("convolution (k = %1)").arg(kernel);
    }
    return {};
}

QString sequenceLayerLaw(SequenceLayerKind kind) {
    switch (kind) {
    case SequenceLayerKind::SelfAttention:
        return QStringLiteral("n²d");
    case SequenceLayerKind::Recurrent:
        return QStringLiteral("nd²");
    case SequenceLayerKind::Convolution:
        return QStringLiteral("knd²");
    }
    return {};
}

QString durationText(double seconds) {
    if (seconds < 1e-3) return QStringLiteral("%1 µs").arg(seconds * 1e6, 0, 'g', 3);
    if (seconds < 1) return QStringLiteral("%1 ms").arg(seconds * 1e3, 0, 'g', 3);
    return QStringLiteral("%1 s").arg(seconds, 0, 'g', 3);
}

CostFigure::CostFigure(const CostDocument* document, QWidget* parent)
    : Figure(parent), m_document(document) {
    setObjectName(QStringLiteral("costFigure"));
    setAutoAddPlottableToLegend(false);
    connect(document, &CostDocument::pointMeasured, this, &CostFigure::rebuild);
    connect(document, &CostDocument::settingsChanged, this, &CostFigure::rebuild);
    connect(document, &CostDocument::started, this, &CostFigure::rebuild);
    rebuild();
}

QCPGraph* CostFigure::measuredGraph(SequenceLayerKind kind) const {
    const int i = indexOf(kind);
    return i < int(m_measured.size()) ? m_measured[size_t(i)] : nullptr;
}

void CostFigure::rebuild() {
    clearItems();
    clearPlottables();
    plotLayout()->clear();
    m_measured.clear();
    const CostSettings& s = m_document->settings();
    m_title = new QCPTextElement(
        this, tr("Time of one forward pass, d = %1 (measured: solid; fitted law: dashed)").arg(s.d),
        fonts().title);
    m_title->setTextColor(palette::kInk);
    plotLayout()->addElement(0, 0, m_title);
    m_rect = new QCPAxisRect(this);
    plotLayout()->addElement(1, 0, m_rect);
    plotLayout()->setRowSpacing(0);
    QCPAxis* x = m_rect->axis(QCPAxis::atBottom);
    QCPAxis* y = m_rect->axis(QCPAxis::atLeft);
    QSharedPointer<QCPAxisTickerLog> logX(new QCPAxisTickerLog);
    logX->setLogBase(2);
    logX->setSubTickCount(0);
    QSharedPointer<QCPAxisTickerLog> logY(new QCPAxisTickerLog);
    x->setScaleType(QCPAxis::stLogarithmic);
    y->setScaleType(QCPAxis::stLogarithmic);
    x->setTicker(logX);
    y->setTicker(logY);
    x->setNumberFormat(QStringLiteral("f"));
    x->setNumberPrecision(0);
    y->setNumberFormat(QStringLiteral("eb"));
    y->setNumberPrecision(0);
    x->setLabel(tr("sequence length n"));
    y->setLabel(tr("seconds per forward pass"));
    for (QCPAxis* axis : {x, y}) {
        axis->setTickLabelFont(fonts().tickLabel);
        axis->setLabelFont(fonts().axisLabel);
        axis->grid()->setSubGridVisible(false);
    }
    const std::vector<int> sizes = s.sizes();
    x->setRange(sizes.front() / 1.3, sizes.back() * 1.3);

    auto* legend = new QCPLegend;
    m_rect->insetLayout()->addElement(legend, Qt::AlignTop | Qt::AlignLeft);
    legend->setLayer(QStringLiteral("legend"));
    legend->setFont(fonts().tickLabel);
    legend->setBrush(QColor(255, 255, 255, 230));
    legend->setBorderPen(QPen(QColor(0xb0, 0xb0, 0xb0)));

    double lo = INFINITY, hi = 0;
    const double scale = points() / FontRange::kDefault;
    for (SequenceLayerKind kind : allSequenceLayerKinds()) {
        const QColor colour = kColours[indexOf(kind)];
        const std::vector<CostPoint> points = m_document->points(kind);
        const CostFit fit = m_document->fit(kind);
        auto* measured = new QCPGraph(x, y);
        measured->setPen(QPen(colour, 2 * scale));
        measured->setScatterStyle(
            QCPScatterStyle(QCPScatterStyle::ssCircle, colour, colour, 7 * scale));
        QVector<double> n, t;
        for (const CostPoint& p : points) {
            n << p.n;
            t << p.seconds;
            lo = std::min(lo, p.seconds);
            hi = std::max(hi, p.seconds);
        }
        measured->setData(n, t, true);
        measured->setName(points.size() >= 2 ? tr("%1: slope %2")
                                                   .arg(sequenceLayerName(kind, s.kernel))
                                                   .arg(fit.slope, 0, 'f', 2)
                                             : sequenceLayerName(kind, s.kernel));
        m_measured.push_back(measured);
        legend->addItem(new QCPPlottableLegendItem(legend, measured));
        if (points.empty()) continue;
        auto* law = new QCPGraph(x, y);
        QPen dashed(colour, 1.6 * scale, Qt::DashLine);
        law->setPen(dashed);
        QVector<double> fn, ft;
        for (double size = sizes.front(); size <= sizes.back() * 1.0001; size *= std::sqrt(2.0)) {
            fn << size;
            ft << fit.scale * layerCostModel(kind, size, s.d, s.kernel);
            lo = std::min(lo, ft.back());
            hi = std::max(hi, ft.back());
        }
        law->setData(fn, ft, true);
        law->setName(tr("c·%1 fit").arg(sequenceLayerLaw(kind)));
        legend->addItem(new QCPPlottableLegendItem(legend, law));
    }
    if (hi > 0)
        y->setRange(lo / 2, hi * 2);
    else
        y->setRange(1e-6, 1);
    replot(QCustomPlot::rpQueuedReplot);
}

QString CostFigure::describeAt(const QPointF& pixel) const {
    if (!m_rect || !m_rect->rect().contains(pixel.toPoint())) return {};
    const CostSettings& s = m_document->settings();
    double best = 20 * points() / FontRange::kDefault;
    QString text;
    for (SequenceLayerKind kind : allSequenceLayerKinds()) {
        const CostFit fit = m_document->fit(kind);
        for (const CostPoint& p : m_document->points(kind)) {
            const double dx = m_rect->axis(QCPAxis::atBottom)->coordToPixel(p.n) - pixel.x();
            const double dy = m_rect->axis(QCPAxis::atLeft)->coordToPixel(p.seconds) - pixel.y();
            const double distance = std::hypot(dx, dy);
            if (distance > best) continue;
            best = distance;
            text = tr("%1, n = %2, d = %3: %4 (fit c·%5: %6)")
                       .arg(sequenceLayerName(kind, s.kernel))
                       .arg(p.n)
                       .arg(s.d)
                       .arg(durationText(p.seconds), sequenceLayerLaw(kind),
                            durationText(fit.scale * layerCostModel(kind, p.n, s.d, s.kernel)));
        }
    }
    return text;
}

} // namespace attn::ui
