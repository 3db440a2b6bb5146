// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotkit/heatmappanel.h"

#include <QCoreApplication>

#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/heatmapdata.h"
#include "ui/plotkit/style.h"
#include "ui/plotkit/textfit.h"
#include "ui/plotkit/tokenlabels.h"

#include <QFontInfo>
#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace attn::ui {

void styleColorScale(QCPColorScale* scale, const FigureFonts& fonts, double basePoints) {
    scale->axis()->setTickLabelFont(fonts.tickLabel);
    scale->axis()->setLabelFont(fonts.axisLabel);
    scale->setBarWidth(int(std::lround(basePoints * 1.6)));
}

QString describeCellIn(const std::vector<std::unique_ptr<HeatmapPanel>>& panels,
                       const QPointF& pixel) {
    for (const auto& panel : panels) {
        const QString cell = panel->describeAt(pixel);
        if (!cell.isEmpty()) return cell + QLatin1Char('\n') + panel->shortName();
    }
    return {};
}

namespace {

const QColor kFrame(0x80, 0x80, 0x80);

} // namespace

/// A colour map that draws a picture made ahead (HeatmapData::image, row 0 on top) while its
/// gradient and range are those the picture was made with, and colours its data itself
/// otherwise. On screen and in PNG files, with the query axis reversed as panels have it, the
/// picture is drawn as it is: no copy of a large image on the GUI thread at each replot.
class PreparedColorMap : public QCPColorMap {
  public:
    using QCPColorMap::QCPColorMap;

    void setImage(QImage image, const QCPColorGradient& gradient, const QCPRange& range) {
        m_image = std::move(image);
        m_gradient = gradient;
        m_range = range;
    }

  protected:
    void updateMapImage() override {
        if (!usable()) {
            m_image = QImage();
            QCPColorMap::updateMapImage();
            return;
        }
        mMapImage = m_image.mirrored(false, true); // QCPColorMap's rows count from the bottom
        mUndersampledMapImage = QImage();
        mMapImageInvalidated = false;
    }

    void draw(QCPPainter* painter) override {
        const bool asItIs = usable() && !mTightBoundary && !keyAxis()->rangeReversed() &&
                            valueAxis()->rangeReversed() &&
                            !painter->modes().testFlag(QCPPainter::pmVectorized);
        if (!asItIs) {
            QCPColorMap::draw(painter);
            return;
        }
        // QCPColorMap::draw's rectangle: the cells' centres, widened by half a cell.
        applyDefaultAntialiasingHint(painter);
        QCPColorMapData* d = data();
        QRectF rect = QRectF(coordsToPixels(d->keyRange().lower, d->valueRange().lower),
                             coordsToPixels(d->keyRange().upper, d->valueRange().upper))
                          .normalized();
        const double halfWidth = d->keySize() > 1 ? 0.5 * rect.width() / (d->keySize() - 1) : 0;
        const double halfHeight =
            d->valueSize() > 1 ? 0.5 * rect.height() / (d->valueSize() - 1) : 0;
        rect.adjust(-halfWidth, -halfHeight, halfWidth, halfHeight);
        const bool smooth = painter->renderHints().testFlag(QPainter::SmoothPixmapTransform);
        painter->setRenderHint(QPainter::SmoothPixmapTransform, mInterpolate);
        painter->drawImage(rect, m_image);
        painter->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
    }

  private:
    bool usable() const {
        return !m_image.isNull() && mGradient == m_gradient && mDataRange == m_range &&
               mDataScaleType == QCPAxis::stLinear && keyAxis() && valueAxis() &&
               keyAxis()->orientation() == Qt::Horizontal &&
               m_image.size() == QSize(data()->keySize(), data()->valueSize());
    }

    QImage m_image;
    QCPColorGradient m_gradient;
    QCPRange m_range;
};

namespace {

void styleAxis(QCPAxis* axis, const QString& label) {
    axis->setLabel(label);
    axis->grid()->setVisible(false);
    axis->setSubTicks(false);
    axis->setTickLength(0, 4);
    axis->setBasePen(QPen(kFrame, 1));
    axis->setTickPen(QPen(kFrame, 1));
    axis->setTickLabelColor(palette::kInk);
    axis->setLabelColor(palette::kInk);
}

} // namespace

FigureFonts FigureFonts::fromBasePointSize(double points) {
    // The family the system really uses ("DejaVu Sans" rather than the alias "Sans Serif"),
    // so that SVG files name a font other programs can find.
    QFont base;
    base.setFamily(QFontInfo(base).family());
    FigureFonts fonts{base, base, base, base};
    fonts.tickLabel.setPointSizeF(points);
    fonts.axisLabel.setPointSizeF(points);
    fonts.title.setPointSizeF(points * 1.15);
    fonts.title.setWeight(QFont::DemiBold);
    fonts.cell.setPointSizeF(points * 0.9);
    return fonts;
}

HeatmapPanel::HeatmapPanel(QCustomPlot* plot, QCPColorScale* scale, const QString& title,
                           const QString& shortName)
    : m_plot(plot), m_layout(new QCPLayoutGrid), m_title(new QCPTextElement(plot, title)),
      m_rect(new QCPAxisRect(plot)), m_fullTitle(title), m_shortName(shortName) {
    m_title->setTextColor(palette::kInk);
    m_title->setTextFlags(Qt::AlignHCenter | Qt::AlignBottom); // sits on its plot
    m_layout->setRowSpacing(0);
    m_layout->addElement(0, 0, m_title);
    m_layout->addElement(1, 0, m_rect);
    m_rect->setMinimumMargins(QMargins(2, 2, 2, 2));
    styleAxis(m_rect->axis(QCPAxis::atBottom),
              QCoreApplication::translate("attn::ui::HeatmapPanel", "key"));
    styleAxis(m_rect->axis(QCPAxis::atLeft),
              QCoreApplication::translate("attn::ui::HeatmapPanel", "query"));
    m_rect->axis(QCPAxis::atLeft)->setRangeReversed(true);

    m_map = new PreparedColorMap(m_rect->axis(QCPAxis::atBottom), m_rect->axis(QCPAxis::atLeft));
    m_map->setInterpolate(false);
    m_map->setTightBoundary(false);
    m_map->setColorScale(scale);
}

void HeatmapPanel::setMatrix(const Eigen::MatrixXf& weights, const QStringList& queryLabels,
                             const QStringList& keyLabels) {
    setMatrix(prepareHeatmap(weights), queryLabels, keyLabels);
}

void HeatmapPanel::setMatrix(HeatmapData matrix, const QStringList& queryLabels,
                             const QStringList& keyLabels) {
    m_rows = matrix.rows;
    m_columns = matrix.columns;
    m_hasNegative = matrix.hasNegative; // signed numbers need a wider cell
    m_queryLabels = queryLabels;
    m_keyLabels = keyLabels;
    m_widestKey = -1;
    m_map->setData(matrix.data.release(), false);
    static_cast<PreparedColorMap*>(m_map)->setImage(std::move(matrix.image), matrix.imageGradient,
                                                    matrix.imageRange);
    QCPAxis* keyAxis = m_rect->axis(QCPAxis::atBottom);
    QCPAxis* queryAxis = m_rect->axis(QCPAxis::atLeft);
    keyAxis->setRange(cellAxisRange(m_columns));
    queryAxis->setRange(cellAxisRange(m_rows));
    m_fit = LabelFit();
    keyAxis->setTickLabelRotation(0);
    keyAxis->setTicker(makeTokenTicker(keyLabels, m_fit.keyStep));
    queryAxis->setTicker(makeTokenTicker(queryLabels, m_fit.queryStep));
    createCellTexts();
}

void HeatmapPanel::setFonts(const FigureFonts& fonts) {
    m_title->setFont(fonts.title);
    const double points = fonts.tickLabel.pointSizeF();
    for (QCPAxis* axis : m_rect->axes()) {
        axis->setTickLabelFont(fonts.tickLabel);
        axis->setLabelFont(fonts.axisLabel);
        axis->setTickLabelPadding(int(std::lround(points * 0.4)));
        axis->setLabelPadding(int(std::lround(points * 0.7)));
    }
    m_tickFont = fonts.tickLabel;
    m_widestKey = -1;
    m_cellFont = fonts.cell;
    for (QCPItemText* text : qAsConst(m_cellTexts))
        text->setFont(m_cellFont);
}

void HeatmapPanel::setLabelsShown(bool queries, bool keys) {
    QCPAxis* queryAxis = m_rect->axis(QCPAxis::atLeft);
    QCPAxis* keyAxis = m_rect->axis(QCPAxis::atBottom);
    queryAxis->setTickLabels(queries);
    queryAxis->setLabel(queries ? QCoreApplication::translate("attn::ui::HeatmapPanel", "query")
                                : QString());
    queryAxis->setTickLength(0, queries ? 4 : 0);
    keyAxis->setTickLabels(keys);
    keyAxis->setLabel(keys ? QCoreApplication::translate("attn::ui::HeatmapPanel", "key")
                           : QString());
    keyAxis->setTickLength(0, keys ? 4 : 0);
}

void HeatmapPanel::createCellTexts() {
    for (QCPItemText* text : qAsConst(m_cellTexts))
        m_plot->removeItem(text);
    m_cellTexts.clear();
    m_decimals = 0;
    m_wordRoom = 0;
    const bool words = m_cellWords.size() == qsizetype(m_rows) * m_columns;
    if (words ? m_rows * m_columns > kMaxCellsForWords
              : m_rows > kMaxCellsForNumbers || m_columns > kMaxCellsForNumbers)
        return;
    for (int i = 0; i < m_rows; ++i)
        for (int j = 0; j < m_columns; ++j) {
            auto* text = new QCPItemText(m_plot);
            text->setClipAxisRect(m_rect);
            text->setClipToAxisRect(true);
            text->setSelectable(false);
            text->position->setAxes(m_rect->axis(QCPAxis::atBottom), m_rect->axis(QCPAxis::atLeft));
            text->position->setCoords(double(j), double(i));
            text->setPositionAlignment(Qt::AlignCenter);
            text->setFont(m_cellFont);
            text->setVisible(false);
            m_cellTexts.append(text);
        }
}

void HeatmapPanel::updateCellTexts() {
    QCPColorGradient gradient = m_map->gradient();
    const QCPRange range = m_map->dataRange();
    int index = 0;
    for (int i = 0; i < m_rows; ++i)
        for (int j = 0; j < m_columns; ++j) {
            QCPItemText* text = m_cellTexts.at(index++);
            const double w = valueAt(i, j);
            if (m_cellWords.size() == m_cellTexts.size()) {
                const QString& word = m_cellWords.at(index - 1);
                text->setVisible(QFontMetricsF(m_cellFont).horizontalAdvance(word) + 4 <=
                                 m_wordRoom);
                text->setText(word);
            } else {
                text->setVisible(m_decimals > 0);
                // NaN marks a masked (-inf) entry.
                text->setText(std::isfinite(w) ? formatNumber(w, m_decimals)
                                               : QStringLiteral("−∞"));
            }
            text->setColor(textColorOn(std::isfinite(w) ? QColor::fromRgb(gradient.color(w, range))
                                                        : gradient.nanColor()));
        }
}

LabelFit LabelFit::atLeast(const LabelFit& other) const {
    return {rotated || other.rotated, std::max(keyStep, other.keyStep),
            std::max(queryStep, other.queryStep)};
}

LabelFit HeatmapPanel::neededLabelFit() const {
    LabelFit fit;
    if (m_rows == 0 || m_columns == 0) return fit;
    // Cells as large as they are drawn: a zoomed-in view has room for more labels.
    const QRect area = m_rect->rect();
    const double cellWidth = double(area.width()) / visibleCells(QCPAxis::atBottom, m_columns);
    const double cellHeight = double(area.height()) / visibleCells(QCPAxis::atLeft, m_rows);
    const QFontMetricsF metrics(m_tickFont);
    if (m_widestKey < 0) m_widestKey = widestText(m_keyLabels, m_tickFont); // once per labels
    const TokenLabelLayout keys = fitTokenLabels(m_widestKey, metrics, m_columns, cellWidth, true);
    fit.rotated = keys.upright;
    fit.keyStep = keys.step;
    fit.queryStep = fitTokenLabels(0, metrics, m_rows, cellHeight, false).step;
    return fit;
}

bool HeatmapPanel::fitToSize(const LabelFit& fit, int titleRoom) {
    if (m_rows == 0 || m_columns == 0) return false;
    bool changed = false;
    QCPAxis* keyAxis = m_rect->axis(QCPAxis::atBottom);
    if (fit.rotated != m_fit.rotated) {
        keyAxis->setTickLabelRotation(fit.rotated ? -90 : 0);
        changed = true;
    }
    if (fit.keyStep != m_fit.keyStep) {
        keyAxis->setTicker(makeTokenTicker(m_keyLabels, fit.keyStep));
        changed = true;
    }
    if (fit.queryStep != m_fit.queryStep) {
        m_rect->axis(QCPAxis::atLeft)->setTicker(makeTokenTicker(m_queryLabels, fit.queryStep));
        changed = true;
    }
    m_fit = fit;

    if (!m_cellTexts.isEmpty()) {
        const QRect area = m_rect->rect();
        const double cellWidth = double(area.width()) / visibleCells(QCPAxis::atBottom, m_columns);
        const double cellHeight = double(area.height()) / visibleCells(QCPAxis::atLeft, m_rows);
        const QFontMetricsF metrics(m_cellFont);
        m_decimals = 0;
        m_wordRoom = metrics.height() <= cellHeight * 0.9 ? cellWidth : 0;
        for (int d = 4; d >= 2 && m_decimals == 0 && m_cellWords.isEmpty(); --d) {
            const QString widest =
                (m_hasNegative ? QStringLiteral("-0.") : QStringLiteral("0.")) + QString(d, '0');
            const double width = metrics.horizontalAdvance(widest) + (m_hasNegative ? 6 : 0);
            if (width + 4 <= cellWidth && metrics.height() <= cellHeight * 0.9) m_decimals = d;
        }
        updateCellTexts();
    }
    return fitTitle(titleRoom < 0 ? this->titleRoom() : std::min(titleRoom, this->titleRoom())) ||
           changed;
}

bool HeatmapPanel::fitTitle(int room) {
    // Broken, shortened or elided to fit room; centred over the cells (same side margins as the
    // axis rect) when the panel has space, else moved left so it never widens the panel.
    const QString text =
        fitTitleText(m_fullTitle, m_title->font(), std::max(room - 4, 1), m_compactTitle);
    const double textWidth = widestText(text.split(QLatin1Char('\n')), m_title->font());
    const QMargins axis = m_rect->margins();
    const QMargins old = m_title->margins();
    const int excess = int(std::ceil(textWidth)) + axis.left() + axis.right() + 4 - titleRoom();
    const int left = std::max(0, axis.left() - std::max(0, excess));
    const QMargins wanted(left, old.top(), axis.right(), old.bottom());
    if (wanted == old && text == m_title->text()) return false;
    m_title->setMargins(wanted);
    m_title->setText(text);
    return true;
}

int HeatmapPanel::titleTextHeight() const {
    const QFontMetrics metrics(m_title->font());
    return metrics.boundingRect(QRect(0, 0, 100000, 100000), Qt::AlignCenter, m_title->text())
        .height();
}

bool HeatmapPanel::setTitleHeight(int pixels) {
    if (m_title->minimumSize().height() == pixels && m_title->maximumSize().height() == pixels)
        return false;
    // A minimum width of 1 (not 0, which means "the text's width") keeps the title from
    // widening its column; fitTitle() shortens the text to the room instead.
    m_title->setMinimumSize(1, pixels);
    m_title->setMaximumSize(QWIDGETSIZE_MAX, pixels);
    return true;
}

std::pair<int, int> HeatmapPanel::cellAt(const QPointF& pixel) const {
    if (m_rows == 0 || m_columns == 0 || !m_rect->rect().contains(pixel.toPoint())) return {-1, -1};
    const int column = qRound(m_rect->axis(QCPAxis::atBottom)->pixelToCoord(pixel.x()));
    const int row = qRound(m_rect->axis(QCPAxis::atLeft)->pixelToCoord(pixel.y()));
    if (row < 0 || column < 0 || row >= m_rows || column >= m_columns) return {-1, -1};
    return {row, column};
}

QString HeatmapPanel::describeAt(const QPointF& pixel) const {
    const auto [row, column] = cellAt(pixel);
    if (row < 0) return {};
    if (m_dimensionColumns)
        return describeVectorEntry(row, m_queryLabels.at(row), column, valueAt(row, column));
    return describeCell(row, m_queryLabels.at(row), column, m_keyLabels.at(column),
                        valueAt(row, column));
}

double HeatmapPanel::visibleCells(QCPAxis::AxisType type, int cells) const {
    const double shown = m_rect->axis(type)->range().size();
    return std::clamp(shown, 1.0, double(std::max(cells, 1)));
}

double HeatmapPanel::valueAt(int row, int column) const {
    return m_map->data()->data(double(column), double(row));
}

} // namespace attn::ui
