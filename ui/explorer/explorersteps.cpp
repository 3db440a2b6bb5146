#include "ui/explorer/explorersteps.h"

#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerplotdata.h"
#include "ui/explorer/explorerstepcontent.h"
#include "ui/plotkit/colormaps.h"

#include <algorithm>
#include <cmath>

namespace attn::ui {

ExplorerSteps::ExplorerSteps(ExplorerDocument* document, QWidget* parent)
    : Figure(parent), m_document(document) {
    setObjectName(QStringLiteral("explorerSteps"));
    setFocusPolicy(Qt::StrongFocus);
    connect(this, &QCustomPlot::afterLayout, this, &ExplorerSteps::fitToSize);
    connect(m_document, &ExplorerDocument::resultsChanged, this, &ExplorerSteps::rebuild);
    connect(m_document, &ExplorerDocument::currentHeadChanged, this, &ExplorerSteps::rebuild);
    connect(m_document, &ExplorerDocument::highlightedRowChanged, this, &ExplorerSteps::rebuild);
    connect(m_document, &ExplorerDocument::colorMapChanged, this, &ExplorerSteps::rebuild);
    rebuild();
}

ExplorerSteps::~ExplorerSteps() = default;

void ExplorerSteps::setStep(int step) {
    step = std::clamp(step, 0, kSteps - 1);
    if (step == m_step) return;
    m_step = step;
    rebuild();
    emit stepChanged(step);
}

QString ExplorerSteps::caption() const {
    return m_caption ? m_caption->text() : QString();
}

void ExplorerSteps::rebuild() {
    if (parentWidget() && !isVisible()) { // a hidden tab catches up when shown
        m_stale = true;
        return;
    }
    m_stale = false;
    m_panels.clear();
    m_squarePanels.clear();
    clearItems();
    clearPlottables();
    plotLayout()->clear();

    const ExplorerResults& r = m_document->results();
    const AttentionSteps& s = m_document->steps(m_document->currentHead());
    const int i = std::max(0, m_document->highlightedRow());
    m_key = std::clamp(m_key, 0, int(s.k.rows()) - 1);
    const StepContent content = stepContent(r, s, m_step, i, m_key);
    const std::vector<StepMatrix>& shown = content.matrices;
    const QString& text = content.caption;
    m_caption = new QCPTextElement(this, QStringLiteral("Step %1 of %2 (head %3). %4")
                                             .arg(m_step + 1)
                                             .arg(kSteps)
                                             .arg(m_document->currentHead() + 1)
                                             .arg(text));
    m_caption->setTextFlags(Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap);
    plotLayout()->addElement(0, 0, m_caption);
    auto* row2 = new QCPLayoutGrid;
    row2->setColumnSpacing(24);
    plotLayout()->addElement(1, 0, row2);
    plotLayout()->setRowStretchFactors({0.01, 1.0});
    plotLayout()->setMargins(QMargins(6, 6, 6, 6));
    for (int c = 0; c < int(shown.size()); ++c) {
        addPanel(shown[std::size_t(c)], row2, c);
    }
    m_caption->setFont(fonts().title);
    for (auto& panel : m_panels) {
        panel->setFonts(fonts());
        panel->setTitleHeight(panel->titleTextHeight()); // titles never widen the window
    }
    const int lines = QFontMetrics(fonts().title).height() * 2 + 6;
    m_caption->setMinimumSize(1, lines); // fitToSize sets the wrapped height
    m_caption->setMaximumSize(QWIDGETSIZE_MAX, lines);
    replot(QCustomPlot::rpQueuedReplot);
}

void ExplorerSteps::addPanel(const StepMatrix& shown, QCPLayoutGrid* row, int column) {
    auto* panel = new HeatmapPanel(this, nullptr, shown.title, shown.title);
    m_panels.emplace_back(panel);
    row->addElement(0, column, panel->layout()); // before setMatrix: cell texts need the rect
    m_squarePanels.push_back(shown.columnAxis == QLatin1String("key"));
    panel->setDimensionColumns(shown.columnAxis == QLatin1String("dimension"));
    panel->setMatrix(maskedAsNaN(shown.matrix), shown.rows, shown.columns);
    panel->axisRect()->axis(QCPAxis::atLeft)->setLabel(shown.rowAxis);
    panel->axisRect()->axis(QCPAxis::atBottom)->setLabel(shown.columnAxis);
    const ColorMap map = shown.weights ? m_document->colorMap() : ColorMap::Diverging;
    const QCPColorGradient gradient = maskingGradient(map);
    panel->colorMap()->setGradient(gradient);
    panel->colorMap()->setDataRange(displayRange(
        finiteRange({shown.matrix}), shown.weights ? MatrixKind::Weights : MatrixKind::RawScores,
        !shown.weights, m_document->weightsToLargest()));
    auto* outline = new QCPItemRect(this);
    outline->setClipAxisRect(panel->axisRect());
    outline->setPen(QPen(highlightColor(map), 2.5));
    for (QCPItemPosition* p : {outline->topLeft, outline->bottomRight})
        p->setAxes(panel->axisRect()->axis(QCPAxis::atBottom),
                   panel->axisRect()->axis(QCPAxis::atLeft));
    outline->topLeft->setCoords(shown.follow.left() - 0.5, shown.follow.top() - 0.5);
    outline->bottomRight->setCoords(shown.follow.right() - 0.5, shown.follow.bottom() - 0.5);
}

void ExplorerSteps::fitToSize() {
    if (m_panels.empty()) return;
    fitLayout(3, [this] {
        bool changed = false;
        // The caption wraps to the plot's width instead of widening the window.
        const int width = std::max(1, plotLayout()->outerRect().width() - 12);
        const int height =
            QFontMetrics(m_caption->font())
                .boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, m_caption->text())
                .height() +
            6;
        if (m_caption->minimumSize().height() != height) {
            m_caption->setMinimumSize(1, height);
            m_caption->setMaximumSize(QWIDGETSIZE_MAX, height);
            changed = true;
        }
        for (auto& panel : m_panels)
            changed |= panel->fitToSize(panel->neededLabelFit());
        for (auto& panel : m_panels)
            changed |= panel->setTitleHeight(panel->titleTextHeight());
        return changed;
    });
}

void ExplorerSteps::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
        nextStep();
        return;
    case Qt::Key_Left:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
        previousStep();
        return;
    case Qt::Key_Home:
        setStep(0);
        return;
    case Qt::Key_End:
        setStep(kSteps - 1);
        return;
    default:
        QCustomPlot::keyPressEvent(event);
    }
}

void ExplorerSteps::mouseReleaseEvent(QMouseEvent* event) {
    QCustomPlot::mouseReleaseEvent(event);
    for (std::size_t p = 0; p < m_panels.size(); ++p) {
        QCPAxisRect* rect = m_panels[p]->axisRect();
        if (!m_squarePanels[p] || !rect->rect().contains(event->pos())) continue;
        const int column =
            qRound(rect->axis(QCPAxis::atBottom)->pixelToCoord(event->position().x()));
        const int row = qRound(rect->axis(QCPAxis::atLeft)->pixelToCoord(event->position().y()));
        m_key = std::max(0, column);
        if (row == m_document->highlightedRow())
            rebuild();
        else
            m_document->setHighlightedRow(row); // rebuilds
        return;
    }
}

QString ExplorerSteps::describeAt(const QPointF& pixel) const {
    return describeCellIn(m_panels, pixel);
}

void ExplorerSteps::showEvent(QShowEvent* event) {
    if (m_stale) rebuild();
    QCustomPlot::showEvent(event);
}

} // namespace attn::ui
