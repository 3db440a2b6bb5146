// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/explorerstepsfigure.h"

#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerplotdata.h"
#include "ui/explorer/explorerstepcontent.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/plotfit.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace attn::ui {

ExplorerStepsFigure::ExplorerStepsFigure(ExplorerDocument* document, QWidget* parent)
    : Figure(parent), m_document(document) {
    setObjectName(QStringLiteral("explorerSteps"));
    setFocusPolicy(Qt::StrongFocus);
    connect(this, &QCustomPlot::afterLayout, this, &ExplorerStepsFigure::fitToSize);
    connect(m_document, &ExplorerDocument::resultsChanged, this, [this] {
        m_multiHead.reset();
        rebuild();
    });
    connect(m_document, &ExplorerDocument::currentHeadChanged, this, &ExplorerStepsFigure::rebuild);
    connect(m_document, &ExplorerDocument::highlightedRowChanged, this,
            &ExplorerStepsFigure::rebuild);
    connect(m_document, &ExplorerDocument::colorMapChanged, this, &ExplorerStepsFigure::rebuild);
    rebuild();
}

ExplorerStepsFigure::~ExplorerStepsFigure() = default;

void ExplorerStepsFigure::setStep(int step) {
    step = std::clamp(step, 0, kSteps - 1);
    if (step == m_step) return;
    m_step = step;
    rebuild();
    emit stepChanged(step);
}

const StepMatrix& ExplorerStepsFigure::result() const {
    static const StepMatrix none;
    return m_result ? *m_result : none;
}

QString ExplorerStepsFigure::caption() const {
    return m_caption ? m_caption->text() : QString();
}

const MultiHeadSteps& ExplorerStepsFigure::multiHead() {
    if (!m_multiHead) m_multiHead = explorerMultiHeadSteps(m_document->results());
    return *m_multiHead;
}

void ExplorerStepsFigure::rebuild() {
    if (putOffWhileHidden([this] { rebuild(); })) return;
    m_panels.clear();
    m_squarePanels.clear();
    m_parameterPanels.clear();
    m_scales.clear();
    m_axisLabels.clear();
    m_compactAxisLabels.clear();
    m_scaleHeads.clear();
    clearFigure();

    const ExplorerResults& r = m_document->results();
    const int head = m_document->currentHead();
    const AttentionSteps& s = m_document->steps(head);
    const int i = std::max(0, m_document->highlightedRow());
    m_key = std::clamp(m_key, 0, int(s.k.rows()) - 1);
    const StepContent content =
        m_step < kHeadSteps ? stepContent(r, s, m_step, i, m_key)
                            : layerStepContent(r, multiHead(), m_step - kHeadSteps, head, i);
    const std::vector<StepMatrix>& shown = content.matrices;
    m_result = std::make_unique<StepMatrix>(shown.empty() ? StepMatrix{} : shown.back());
    const QString caption = tr("Step %1 of %2 (head %3). %4")
                                .arg(m_step + 1)
                                .arg(kSteps)
                                .arg(head + 1)
                                .arg(content.caption);
    m_caption = new QCPTextElement(this, caption);
    // The caption's lines start where its language starts reading: on the right in Persian.
    m_caption->setTextFlags((caption.isRightToLeft() ? Qt::AlignRight : Qt::AlignLeft) |
                            Qt::AlignVCenter | Qt::TextWordWrap);
    m_caption->setTextColor(palette::kInk);
    m_caption->setFont(fonts().title);
    plotLayout()->addElement(0, 0, m_caption);
    auto* grid = new QCPLayoutGrid;
    grid->setColumnSpacing(int(std::lround(points() * 1.2)));
    grid->setRowSpacing(int(std::lround(points())));
    plotLayout()->addElement(1, 0, grid);
    plotLayout()->setRowStretchFactors({0.01, 1.0});
    plotLayout()->setMargins(QMargins(6, 6, 6, 6));

    const int count = int(shown.size());
    m_wantedPerRow = content.perRow > 0 ? std::min(content.perRow, count) : count;
    const int perRow = m_perRow = panelsPerRow(m_wantedPerRow);
    if (perRow < m_wantedPerRow)
        addWrappedPanels(shown, grid, perRow);
    else
        addPanels(shown, grid, perRow);
    const int lines = QFontMetrics(fonts().title).height() * 2 + 6;
    m_caption->setMinimumSize(1, lines); // fitToSize sets the wrapped height
    m_caption->setMaximumSize(QWIDGETSIZE_MAX, lines);
    alignTitles();
    replot(QCustomPlot::rpQueuedReplot);
}

namespace {

/// The colour range of the matrices of `scale` in shown, and the map they are drawn with.
std::pair<QCPRange, ColorMap> scaleLook(const std::vector<StepMatrix>& shown, int scale,
                                        ColorMap weightsMap, bool weightsToLargest) {
    std::vector<Eigen::MatrixXf> matrices;
    bool weights = false;
    for (const StepMatrix& m : shown)
        if (m.scale == scale) {
            matrices.push_back(m.matrix);
            weights = m.weights;
        }
    const QCPRange range =
        displayRange(finiteRange(matrices), weights ? MatrixKind::Weights : MatrixKind::RawScores,
                     !weights, weightsToLargest);
    return {range, weights ? weightsMap : ColorMap::Diverging};
}

} // namespace

void ExplorerStepsFigure::addPanel(const StepMatrix& shown, QCPLayoutGrid* grid, int row,
                                   int column) {
    auto* panel = new HeatmapPanel(this, nullptr, shown.title, shown.title);
    panel->setCompactTitle(shown.compactTitle);
    m_panels.emplace_back(panel);
    grid->addElement(row, column, panel->layout()); // before setMatrix: cell texts need the rect
    m_squarePanels.push_back(shown.columnAxis == StepText::tr("key"));
    m_parameterPanels.push_back(shown.parameters);
    panel->setDimensionColumns(shown.columnAxis != StepText::tr("key"));
    panel->setMatrix(maskedAsNaN(shown.matrix), shown.rows, shown.columns);
    panel->setFonts(fonts());
    for (auto [side, label] : {std::pair{QCPAxis::atLeft, shown.rowAxis},
                               std::pair{QCPAxis::atBottom, shown.columnAxis}}) {
        panel->axisRect()->axis(side)->setLabel(label); // broken to the axis after layout
        m_axisLabels.emplace_back(panel->axisRect()->axis(side), label);
    }
    if (!shown.compactColumnAxis.isEmpty())
        m_compactAxisLabels.insert(panel->axisRect()->axis(QCPAxis::atBottom),
                                   shown.compactColumnAxis);
    panel->axisRect()->setMarginGroup(QCP::msTop | QCP::msBottom, marginGroup());
    // The colour bar added after the panel sets the range of every matrix it serves.
    const ColorMap map = shown.weights ? m_document->colorMap() : ColorMap::Diverging;
    panel->colorMap()->setGradient(maskingGradient(map));
    drawDividers(shown, panel->axisRect());
    if (shown.follow.isEmpty()) return;
    auto* outline = new QCPItemRect(this);
    outline->setClipAxisRect(panel->axisRect());
    outline->setPen(QPen(highlightColor(map), 2.5));
    for (QCPItemPosition* p : {outline->topLeft, outline->bottomRight})
        p->setAxes(panel->axisRect()->axis(QCPAxis::atBottom),
                   panel->axisRect()->axis(QCPAxis::atLeft));
    outline->topLeft->setCoords(shown.follow.left() - 0.5, shown.follow.top() - 0.5);
    outline->bottomRight->setCoords(shown.follow.right() - 0.5, shown.follow.bottom() - 0.5);
}

void ExplorerStepsFigure::addPanels(const std::vector<StepMatrix>& shown, QCPLayoutGrid* grid,
                                    int perRow) {
    const int count = int(shown.size());
    std::vector<int> barColumns;
    std::map<int, double> matrixColumns; ///< grid column → the widest matrix's columns there
    for (int c = 0, column = 0, nextBar = perRow; c < count; ++c) {
        const StepMatrix& matrix = shown[std::size_t(c)];
        const int at = perRow == count ? column++ : c % perRow;
        addPanel(matrix, grid, c / perRow, at);
        matrixColumns[at] = std::max(matrixColumns[at], double(matrix.matrix.cols()));
        const auto later = std::find_if(shown.begin() + c + 1, shown.end(),
                                        [&](const auto& m) { return m.scale == matrix.scale; });
        if (later != shown.end()) continue;
        const int barAt = perRow == count ? column++ : nextBar++;
        QCPColorScale* bar = addScale(shown, matrix.scale, grid, 0, barAt);
        barColumns.push_back(barAt);
        for (int p = 0; p <= c; ++p)
            if (shown[std::size_t(p)].scale == matrix.scale)
                m_panels[std::size_t(p)]->colorMap()->setColorScale(bar);
    }
    // A wide matrix (X: N × E beside W: E × E_i) gets more of the row than a narrow one, by
    // about the cube root of its columns: the narrow ones keep room for their labels.
    for (int column = 0; column < grid->columnCount(); ++column) {
        const bool bar =
            std::find(barColumns.begin(), barColumns.end(), column) != barColumns.end();
        grid->setColumnStretchFactor(
            column, bar ? 0.001 : std::pow(std::max(4.0, matrixColumns[column]), 0.35));
    }
}

void ExplorerStepsFigure::addWrappedPanels(const std::vector<StepMatrix>& shown,
                                           QCPLayoutGrid* grid, int perRow) {
    // Too narrow for the step's panels side by side: perRow to a row, each row a grid of its
    // own (a colour bar in one row sets no column width in another), each colour bar right
    // after the last matrix of its range.
    QCPLayoutGrid* row = nullptr;
    int column = 0;
    for (int c = 0; c < int(shown.size()); ++c) {
        const StepMatrix& matrix = shown[std::size_t(c)];
        if (c % perRow == 0) {
            row = new QCPLayoutGrid;
            grid->addElement(c / perRow, 0, row);
            row->setColumnSpacing(grid->columnSpacing());
            column = 0;
        }
        addPanel(matrix, row, 0, column);
        row->setColumnStretchFactor(column++,
                                    std::pow(std::max(4.0, double(matrix.matrix.cols())), 0.35));
        if (std::any_of(shown.begin() + c + 1, shown.end(),
                        [&](const auto& m) { return m.scale == matrix.scale; }))
            continue;
        QCPColorScale* bar = addScale(shown, matrix.scale, row, 0, column);
        row->setColumnStretchFactor(column++, 0.001);
        for (int p = 0; p <= c; ++p)
            if (shown[std::size_t(p)].scale == matrix.scale)
                m_panels[std::size_t(p)]->colorMap()->setColorScale(bar);
    }
}

QCPColorScale* ExplorerStepsFigure::addScale(const std::vector<StepMatrix>& shown, int scale,
                                             QCPLayoutGrid* grid, int row, int column) {
    const auto [range, map] =
        scaleLook(shown, scale, m_document->colorMap(), m_document->weightsToLargest());
    QString label;
    for (const StepMatrix& m : shown)
        if (m.scale == scale && label.isEmpty()) label = m.scaleLabel;
    auto* cell = new QCPLayoutGrid;
    grid->addElement(row, column, cell);
    cell->setRowSpacing(0);
    auto* head = new QCPLayoutElement(this); // as high as the panels' titles: bars line up
    cell->addElement(0, 0, head);
    auto* bar = new QCPColorScale(this);
    cell->addElement(1, 0, bar);
    bar->setType(QCPAxis::atRight);
    bar->setRangeDrag(false);
    bar->setRangeZoom(false);
    bar->setGradient(maskingGradient(map));
    bar->setDataRange(range);
    styleAxis(bar->axis(), label);
    m_axisLabels.emplace_back(bar->axis(), label); // broken or shortened to the bar's length
    styleColorScale(bar, fonts(), points());
    bar->setMarginGroup(QCP::msTop | QCP::msBottom, marginGroup());
    m_scales.push_back(bar);
    m_scaleHeads.push_back(head);
    return bar;
}

void ExplorerStepsFigure::drawDividers(const StepMatrix& shown, QCPAxisRect* rect) {
    QCPAxis* x = rect->axis(QCPAxis::atBottom);
    QCPAxis* y = rect->axis(QCPAxis::atLeft);
    const QPen pen(palette::kInk, 1.5);
    auto line = [&](double x0, double y0, double x1, double y1) {
        auto* item = new QCPItemLine(this);
        item->setClipAxisRect(rect);
        item->setPen(pen);
        item->setSelectable(false);
        for (QCPItemPosition* p : {item->start, item->end})
            p->setAxes(x, y);
        item->start->setCoords(x0, y0);
        item->end->setCoords(x1, y1);
    };
    const double rows = double(shown.matrix.rows()), columns = double(shown.matrix.cols());
    for (double at : shown.columnDividers)
        line(at, -0.5, at, rows - 0.5);
    for (double at : shown.rowDividers)
        line(-0.5, at, columns - 0.5, at);
}

bool ExplorerStepsFigure::alignTitles() {
    if (m_panels.empty()) return false;
    // Every title as high as the highest, and the empty line over each bar too, so that the
    // cells of a row start at one height.
    int height = 0;
    for (auto& panel : m_panels)
        height = std::max(height, panel->titleTextHeight());
    bool changed = false;
    for (auto& panel : m_panels)
        changed |= panel->setTitleHeight(height);
    const QMargins margins = m_panels.front()->titleElement()->margins();
    const int outer = height + margins.top() + margins.bottom(); // sizes bound inner rects
    for (QCPLayoutElement* head : m_scaleHeads) {
        if (head->minimumSize().height() == outer && head->maximumSize().height() == outer)
            continue;
        head->setMinimumSize(1, outer);
        head->setMaximumSize(QWIDGETSIZE_MAX, outer);
        changed = true;
    }
    return changed;
}

int ExplorerStepsFigure::panelsPerRow(int wanted) const {
    const QFontMetricsF metrics(fonts().tickLabel);
    const double need = 16 * metrics.averageCharWidth() + 4 * metrics.height();
    return std::clamp(int(layoutSize().width() / need), 1, std::max(1, wanted));
}

void ExplorerStepsFigure::resizeEvent(QResizeEvent* event) {
    Figure::resizeEvent(event);
    if (m_perRow > 0 && panelsPerRow(m_wantedPerRow) != m_perRow) rebuild();
}

void ExplorerStepsFigure::layoutSizeChanged() {
    if (m_perRow > 0 && panelsPerRow(m_wantedPerRow) != m_perRow) rebuild();
}

void ExplorerStepsFigure::fitToSize() {
    if (m_panels.empty()) return;
    fitLayout(3, [this] {
        bool changed = false;
        // The caption wraps to the plot's width instead of widening the window; in bold
        // title letters up to three lines, else in the plainer letters of axis labels (a long
        // formula at projector size would leave the matrices no room).
        const int width = std::max(1, plotLayout()->outerRect().width() - 12);
        auto wrappedHeight = [&](const QFont& font) {
            return QFontMetrics(font)
                .boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, m_caption->text())
                .height();
        };
        const QFont& title = fonts().title;
        const QFont& font = wrappedHeight(title) <= 3.5 * QFontMetrics(title).lineSpacing()
                                ? title
                                : fonts().axisLabel;
        if (m_caption->font() != font) {
            m_caption->setFont(font);
            changed = true;
        }
        const int height = wrappedHeight(font) + 6;
        if (m_caption->minimumSize().height() != height) {
            m_caption->setMinimumSize(1, height);
            m_caption->setMaximumSize(QWIDGETSIZE_MAX, height);
            changed = true;
        }
        for (auto& panel : m_panels)
            changed |= panel->fitToSize(panel->neededLabelFit());
        changed |= fitAxisLabels(m_axisLabels, m_compactAxisLabels);
        changed |= fitTickCounts(this); // the colour bars' numbers keep apart
        return alignTitles() || changed;
    });
}

void ExplorerStepsFigure::keyPressEvent(QKeyEvent* event) {
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

void ExplorerStepsFigure::mouseReleaseEvent(QMouseEvent* event) {
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

QString ExplorerStepsFigure::describeAt(const QPointF& pixel) const {
    for (std::size_t p = 0; p < m_panels.size(); ++p) {
        const HeatmapPanel& panel = *m_panels[p];
        if (!m_parameterPanels[p] || !panel.axisRect()->rect().contains(pixel.toPoint())) continue;
        // A weight matrix: its rows and columns are dimensions, not tokens.
        const QCPAxisRect* rect = panel.axisRect();
        const int column = qRound(rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()));
        const int row = qRound(rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y()));
        QCPColorMapData* data = panel.colorMap()->data();
        if (row < 0 || column < 0 || row >= data->valueSize() || column >= data->keySize())
            return {};
        return tr("row %1, column %2: %3\n%4")
            .arg(row + 1)
            .arg(column + 1)
            .arg(formatNumber(data->data(column, row), 4), panel.shortName());
    }
    return describeCellIn(m_panels, pixel);
}

} // namespace attn::ui
