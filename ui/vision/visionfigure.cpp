// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/vision/visionfigure.h"

#include "core/attention/patch_maps.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/overlayraster.h"
#include "ui/plotkit/panelgrid.h"
#include "ui/plotkit/textfit.h"
#include "ui/vision/visiondocument.h"

#include <QFontMetrics>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

constexpr int kVisionMainSide = 900;  ///< raster pixels behind the one-map views
constexpr int kVisionPanelSide = 360; ///< and behind each small panel

/// The rectangle patch (x, y) of a gw x gh grid covers in an image of size.
QRectF patchRect(const QSize& size, int gw, int gh, int x, int y) {
    const double w = double(size.width()) / gw, h = double(size.height()) / gh;
    return {x * w, y * h, w, h};
}

/// DINO's mask drawn on raster: patches outside mask (gh, gw) darkened, the kept region framed.
void dimOutside(QImage& raster, const Eigen::MatrixXf& mask) {
    QPainter painter(&raster);
    const int gh = int(mask.rows()), gw = int(mask.cols());
    for (int y = 0; y < gh; ++y)
        for (int x = 0; x < gw; ++x)
            if (mask(y, x) == 0)
                painter.fillRect(patchRect(raster.size(), gw, gh, x, y), QColor(0, 0, 0, 170));
}

/// A frame around patch (x, y) of a gw x gh grid, for the Patch view's query.
void framePatch(QImage& raster, int gw, int gh, int x, int y, const QColor& color) {
    QPainter painter(&raster);
    painter.setRenderHint(QPainter::Antialiasing);
    const double line = std::max(2.0, raster.width() / 200.0);
    painter.setPen(QPen(color, line));
    painter.drawRect(
        patchRect(raster.size(), gw, gh, x, y).adjusted(line / 2, line / 2, -line / 2, -line / 2));
}

} // namespace

VisionFigure::VisionFigure(VisionDocument* document, QWidget* parent)
    : PictureFigure(parent), m_document(document) {
    connect(document, &VisionDocument::resultsChanged, this, &VisionFigure::rebuild);
    connect(document, &VisionDocument::displayChanged, this, &VisionFigure::rebuild);
    rebuild();
}

void VisionFigure::rebuild() {
    for (QCPItemPixmap* item : m_panels)
        removeItem(item);
    for (QCPItemText* item : m_labels)
        removeItem(item);
    m_panels.clear();
    m_labels.clear();
    const VisionSettings& s = m_document->settings();
    const std::vector<Eigen::MatrixXf> maps = m_document->maps();
    const int gw = m_document->gridWidth(), gh = m_document->gridHeight();
    double top = 0;
    for (const Eigen::MatrixXf& m : maps)
        top = std::max(top, double(m.maxCoeff()));
    OverlayStyle style;
    style.gradient = colorGradient(s.colorMap);
    style.maxValue = top > 0 ? top : 1.0;
    style.opacity = s.opacity;
    style.smooth = s.smooth;
    style.grid = maps.size() == 1 && gw * gh <= 1024; // lines between patches while readable
    const bool several = maps.size() > 1;
    for (std::size_t i = 0; i < std::max<std::size_t>(1, maps.size()); ++i) {
        const Eigen::MatrixXf* map = i < maps.size() ? &maps[i] : nullptr;
        QImage raster = composeOverlay(m_document->image(), map, style, map ? 0 : gh, map ? 0 : gw,
                                       several ? kVisionPanelSide : kVisionMainSide);
        if (!raster.isNull() && map && s.view == VisionView::Threshold)
            dimOutside(raster, m_document->keptPatches());
        if (!raster.isNull() && map && s.view == VisionView::Patch)
            framePatch(raster, gw, gh, s.patch % gw, s.patch / gw, highlightColor(s.colorMap));
        QCPItemPixmap* item = addPixmapItem();
        if (!raster.isNull()) item->setPixmap(QPixmap::fromImage(raster));
        item->setVisible(!raster.isNull());
        m_panels << item;
        if (several) {
            QCPItemText* label = addTextItem();
            label->setText(tr("head %1").arg(i + 1));
            label->setFont(font(1.0, int(i) == s.head));
            m_labels << label;
        }
    }
    QString title = m_document->title();
    if (const QString p = m_document->prediction(); !p.isEmpty())
        title += tr(" · the model says %1").arg(p);
    setTitle(title);
    styleScale(style.gradient, style.maxValue, !maps.empty());
    m_scale->axis()->setLabel(s.view == VisionView::Rollout ? tr("rollout / its largest")
                                                            : tr("attention weight"));
    replot(rpQueuedReplot);
}

void VisionFigure::updateLayout() {
    fitTitle();
    plotLayout()->setMargins(QMargins());
    QCustomPlot::updateLayout();
    placeItems();
    // Again with the figure narrowed to the panels, so the colour bar stays beside them.
    int used = 0;
    for (const QRect& r : m_panelRects)
        used = std::max(used, r.right() - m_canvas->rect().left());
    const int title =
        QFontMetrics(m_title->font()).horizontalAdvance(m_fullTitle) + int(points() * 4);
    const int spare =
        std::min(m_canvas->rect().width() - used - int(points() * 2), viewport().width() - title);
    if (spare > 8) {
        plotLayout()->setMargins(QMargins(spare / 2, 0, spare - spare / 2, 0));
        QCustomPlot::updateLayout();
        placeItems();
    }
}

void VisionFigure::placeItems() {
    const QRect r = m_canvas->rect().adjusted(0, 0, 0, -int(points() / 2)); // off the edge
    const int n = int(m_panels.size());
    const QImage& image = m_document->image();
    const double aspect = image.isNull() ? 1.0 : double(image.width()) / image.height();
    const int labelHeight =
        m_labels.isEmpty() ? 0 : int(QFontMetrics(font(1.0, true)).height() * 1.4);
    const int gap = m_labels.isEmpty() ? 0 : std::max(4, int(points()));
    m_panelRects = panelGrid(r, n, aspect, labelHeight, gap);
    for (int i = 0; i < n; ++i) {
        const QRect& panel = m_panelRects[i];
        placePixmap(m_panels[i], panel);
        if (i < m_labels.size())
            m_labels[i]->position->setCoords(panel.center().x(), panel.top() - labelHeight / 2);
    }
}

QPoint VisionFigure::patchAt(int panel, const QPoint& pixel) const {
    if (panel < 0 || panel >= m_panelRects.size()) return {-1, -1};
    const QRect& r = m_panelRects[panel];
    const int gw = m_document->gridWidth(), gh = m_document->gridHeight();
    if (!r.contains(pixel) || gw < 1 || gh < 1) return {-1, -1};
    return {std::min(gw - 1, (pixel.x() - r.left()) * gw / std::max(1, r.width())),
            std::min(gh - 1, (pixel.y() - r.top()) * gh / std::max(1, r.height()))};
}

QString VisionFigure::describeAt(const QPointF& pixel) const {
    const std::vector<Eigen::MatrixXf> maps = m_document->maps();
    for (int i = 0; i < m_panelRects.size() && std::size_t(i) < maps.size(); ++i) {
        const QPoint p = patchAt(i, pixel.toPoint());
        if (p.x() < 0) continue;
        const QString head = maps.size() > 1 ? tr("head %1, ").arg(i + 1) : QString();
        return tr("%1patch (%2, %3): %4")
            .arg(head)
            .arg(p.x() + 1)
            .arg(p.y() + 1)
            .arg(double(maps[std::size_t(i)](p.y(), p.x())), 0, 'g', 4);
    }
    return {};
}

void VisionFigure::mousePressEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    for (int i = 0; i < m_panelRects.size(); ++i) {
        if (!m_panelRects[i].adjusted(0, -20, 0, 0).contains(pos)) continue;
        if (m_labels.isEmpty()) {
            const QPoint p = patchAt(i, pos);
            if (p.x() >= 0) emit patchClicked(p.x(), p.y());
        } else {
            emit headClicked(i);
        }
        return;
    }
    QCustomPlot::mousePressEvent(event);
}

} // namespace attn::ui
