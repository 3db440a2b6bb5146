// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/caption/captionfigures.h"

#include "ui/caption/captiondocument.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/overlayraster.h"
#include "ui/plotkit/panelgrid.h"
#include "ui/plotkit/textfit.h"

#include <QFontMetrics>
#include <QKeyEvent>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

/// Pixels of the raster behind the main picture and behind each small panel.
constexpr int kOverlaySide = 768;
constexpr int kPanelSide = 320;

const QColor kSelectedFill(255, 214, 102);
const QColor kUnknownText(190, 30, 30);

double maxOf(const Eigen::MatrixXf& m) {
    return m.size() ? double(m.maxCoeff()) : 1.0;
}

} // namespace

CaptionFigure::CaptionFigure(CaptionDocument* document, QWidget* parent)
    : PictureFigure(parent), m_document(document) {
    setFocusPolicy(Qt::StrongFocus);
}

void CaptionFigure::styleScale(double maxValue) {
    PictureFigure::styleScale(colorGradient(m_document->colorMap()), maxValue,
                              !m_document->maps().empty());
}

void CaptionFigure::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right) {
        emit stepRequested(event->key() == Qt::Key_Left ? -1 : 1);
        event->accept();
        return;
    }
    QCustomPlot::keyPressEvent(event);
}

// ---- the picture with one word's map ----

CaptionOverlayFigure::CaptionOverlayFigure(CaptionDocument* document, QWidget* parent)
    : CaptionFigure(document, parent) {
    m_image = addPixmapItem();
    connect(document, &CaptionDocument::resultChanged, this, &CaptionOverlayFigure::rebuild);
    connect(document, &CaptionDocument::displayChanged, this, &CaptionOverlayFigure::rebuild);
    connect(document, &CaptionDocument::wordChanged, this, [this] {
        refreshOverlay();
        refreshWords();
        replot(rpQueuedReplot);
    });
    rebuild();
}

void CaptionOverlayFigure::rebuild() {
    for (QCPItemText* item : m_words)
        removeItem(item);
    m_words.clear();
    for (const QString& w : m_document->words()) {
        QCPItemText* item = addTextItem();
        item->setText(w);
        item->setPadding(QMargins(6, 3, 6, 3));
        m_words << item;
    }
    refreshOverlay();
    refreshWords();
    replot(rpQueuedReplot);
}

void CaptionOverlayFigure::refreshOverlay() {
    const auto& maps = m_document->maps();
    const int w = m_document->word();
    const Eigen::MatrixXf* map = w >= 0 && w < int(maps.size()) ? &maps[std::size_t(w)] : nullptr;
    OverlayStyle style;
    style.gradient = colorGradient(m_document->colorMap());
    style.maxValue = map ? maxOf(*map) : 1.0;
    style.opacity = m_document->opacity();
    style.smooth = m_document->smooth();
    style.grid = m_document->showGrid();
    const QImage raster = composeOverlay(m_document->image(), map, style, 8, 8, kOverlaySide);
    if (!raster.isNull()) m_image->setPixmap(QPixmap::fromImage(raster));
    m_image->setVisible(!raster.isNull());
    styleScale(style.maxValue);

    QString title;
    if (!map) {
        title = m_document->image().isNull() ? tr("No picture") : m_document->imageName();
    } else {
        const QString word = m_document->words().value(w);
        title = tr("“%1”: word %2 of %3").arg(word).arg(w + 1).arg(maps.size());
        const float p = m_document->probabilities().size() > std::size_t(w)
                            ? m_document->probabilities()[std::size_t(w)]
                            : NAN;
        if (m_document->importedMaps())
            title += tr(" · imported maps");
        else if (std::isfinite(p))
            title += tr(" · p = %1").arg(double(p), 0, 'f', 2);
        if (m_document->known().size() > std::size_t(w) && !m_document->known()[std::size_t(w)])
            title += tr(" · not in the vocabulary, read as <unk>");
    }
    setTitle(title);
}

void CaptionOverlayFigure::refreshWords() {
    const auto known = m_document->known();
    for (int i = 0; i < m_words.size(); ++i) {
        QCPItemText* item = m_words[i];
        const bool selected = i == m_document->word();
        const bool unknown = std::size_t(i) < known.size() && !known[std::size_t(i)];
        QFont f = font(1.2, selected);
        f.setStrikeOut(unknown);
        item->setFont(f);
        item->setColor(unknown ? kUnknownText : Qt::black);
        item->setBrush(selected ? QBrush(kSelectedFill) : QBrush(QColor(236, 236, 236)));
        item->setPen(selected ? QPen(Qt::black, 1.5) : QPen(QColor(190, 190, 190)));
    }
}

void CaptionOverlayFigure::updateLayout() {
    // Lay out once, then again with the figure narrowed to the picture so that the picture,
    // the words and the colour bar stay together in the middle.
    fitTitle();
    plotLayout()->setMargins(QMargins());
    QCustomPlot::updateLayout();
    placeItems();
    const int spare = std::min(m_canvas->rect().width() - m_imageRect.width() - int(points() * 2),
                               viewport().width() - titleWidth());
    if (spare > 8) {
        plotLayout()->setMargins(QMargins(spare / 2, 0, spare - spare / 2, 0));
        QCustomPlot::updateLayout();
        placeItems();
    }
}

void CaptionOverlayFigure::placeItems() {
    const QRect r = m_canvas->rect();
    // The words flow in rows as wide as the canvas, under the picture.
    const QFontMetrics fm(font(1.2, true));
    const int rowHeight = int(fm.height() * 1.7);
    const int gap = fm.horizontalAdvance(QLatin1Char(' '));
    QList<QList<int>> rows{{}};
    QList<int> widths;
    int x = 0;
    for (int i = 0; i < m_words.size(); ++i) {
        const int wordWidth = fm.horizontalAdvance(m_words[i]->text()) + 12;
        widths << wordWidth;
        if (x > 0 && x + wordWidth > r.width()) {
            rows.append(QList<int>{});
            x = 0;
        }
        rows.last() << i;
        x += wordWidth + gap;
    }
    const int strip = m_words.isEmpty() ? 0 : rows.size() * rowHeight + rowHeight / 3;
    const QImage& image = m_document->image();
    const double aspect = image.isNull() ? 1.0 : double(image.width()) / image.height();
    const int availableHeight = std::max(16, r.height() - strip);
    int iw = r.width(), ih = int(std::lround(iw / aspect));
    if (ih > availableHeight) {
        ih = availableHeight;
        iw = int(std::lround(ih * aspect));
    }
    const int top = r.top() + std::max(0, (r.height() - ih - strip) / 2);
    m_imageRect = QRect(r.left() + (r.width() - iw) / 2, top, iw, ih);
    placePixmap(m_image, m_imageRect);

    m_wordRects.clear();
    for (int i = 0; i < m_words.size(); ++i)
        m_wordRects << QRect();
    // The words read in the caption's own direction: right to left for Persian or Arabic.
    QString caption;
    for (const QCPItemText* word : m_words)
        caption += word->text() + QLatin1Char(' ');
    const bool rightToLeft = caption.isRightToLeft();
    int y = m_imageRect.bottom() + rowHeight / 3;
    for (const QList<int>& row : rows) {
        int rowWidth = 0;
        for (int i : row)
            rowWidth += widths[i] + gap;
        int left = r.left() + (r.width() - (rowWidth - gap)) / 2;
        for (int i : row) {
            QRect box(left, y, widths[i], rowHeight - 6);
            if (rightToLeft) box.moveRight(r.left() + r.right() - box.left());
            m_wordRects[i] = box;
            m_words[i]->position->setCoords(box.center().x(), box.center().y());
            left += widths[i] + gap;
        }
        y += rowHeight;
    }
}

void CaptionOverlayFigure::mousePressEvent(QMouseEvent* event) {
    setFocus();
    const QPoint pos = event->position().toPoint();
    for (int i = 0; i < m_wordRects.size(); ++i)
        if (m_wordRects[i].contains(pos)) {
            emit wordClicked(i);
            return;
        }
    const QImage& image = m_document->image();
    if (m_imageRect.contains(pos) && !image.isNull()) {
        const int px =
            (pos.x() - m_imageRect.left()) * image.width() / std::max(1, m_imageRect.width());
        const int py =
            (pos.y() - m_imageRect.top()) * image.height() / std::max(1, m_imageRect.height());
        emit imageClicked(px, py);
        return;
    }
    QCustomPlot::mousePressEvent(event);
}

// ---- small multiples ----

CaptionGridFigure::CaptionGridFigure(CaptionDocument* document, QWidget* parent)
    : CaptionFigure(document, parent) {
    connect(document, &CaptionDocument::resultChanged, this, &CaptionGridFigure::rebuild);
    connect(document, &CaptionDocument::displayChanged, this, &CaptionGridFigure::rebuild);
    connect(document, &CaptionDocument::wordChanged, this, [this] {
        refreshTitles();
        replot(rpQueuedReplot);
    });
    rebuild();
}

void CaptionGridFigure::rebuild() {
    for (QCPItemPixmap* item : m_panels)
        removeItem(item);
    for (QCPItemText* item : m_titles)
        removeItem(item);
    m_panels.clear();
    m_titles.clear();
    const auto& maps = m_document->maps();
    double top = 0;
    for (const Eigen::MatrixXf& m : maps)
        top = std::max(top, maxOf(m));
    OverlayStyle style;
    style.gradient = colorGradient(m_document->colorMap());
    style.maxValue = top > 0 ? top : 1.0;
    style.opacity = m_document->opacity();
    style.smooth = m_document->smooth();
    style.grid = false; // too fine to read at panel size
    for (std::size_t i = 0; i < maps.size(); ++i) {
        QCPItemPixmap* panel = addPixmapItem();
        panel->setPixmap(QPixmap::fromImage(
            composeOverlay(m_document->image(), &maps[i], style, 0, 0, kPanelSide)));
        m_panels << panel;
        m_titles << addTextItem();
    }
    styleScale(style.maxValue);
    setTitle(maps.empty() ? tr("No caption")
                          : tr("Where the captioner looks for each word: %1")
                                .arg(m_document->words().join(QLatin1Char(' '))));
    refreshTitles();
    replot(rpQueuedReplot);
}

void CaptionGridFigure::refreshTitles() {
    const QStringList words = m_document->words();
    for (int i = 0; i < m_titles.size(); ++i) {
        m_titles[i]->setText(QStringLiteral("%1. %2").arg(i + 1).arg(words.value(i)));
        m_titles[i]->setFont(font(1.0, i == m_document->word()));
        m_titles[i]->setBrush(i == m_document->word() ? QBrush(kSelectedFill) : Qt::NoBrush);
    }
}

void CaptionGridFigure::updateLayout() {
    fitTitle();
    plotLayout()->setMargins(QMargins());
    QCustomPlot::updateLayout();
    const int used = placeItems();
    const int spare = std::min(m_canvas->rect().width() - used - int(points() * 2),
                               viewport().width() - titleWidth());
    if (spare > 8) {
        plotLayout()->setMargins(QMargins(spare / 2, 0, spare - spare / 2, 0));
        QCustomPlot::updateLayout();
        placeItems();
    }
}

int CaptionGridFigure::placeItems() {
    const QRect r = m_canvas->rect();
    const int n = m_panels.size();
    m_panelRects.clear();
    if (n == 0) return r.width();
    const QImage& image = m_document->image();
    const double aspect = image.isNull() ? 1.0 : double(image.width()) / image.height();
    const int titleHeight = int(QFontMetrics(font(1.0, true)).height() * 1.5);
    const int gap = std::max(4, int(points()));
    m_panelRects = panelGrid(r, n, aspect, titleHeight, gap);
    int right = r.left();
    for (int i = 0; i < n; ++i) {
        const QRect& panel = m_panelRects[i];
        placePixmap(m_panels[i], panel);
        m_titles[i]->position->setCoords(panel.center().x(), panel.top() - titleHeight / 2);
        right = std::max(right, panel.right() + gap / 2 + 1);
    }
    return right - m_panelRects.first().left() + gap / 2;
}

void CaptionGridFigure::mousePressEvent(QMouseEvent* event) {
    setFocus();
    const QPoint pos = event->position().toPoint();
    for (int i = 0; i < m_panelRects.size(); ++i)
        if (m_panelRects[i].adjusted(0, -20, 0, 0).contains(pos)) {
            emit wordClicked(i);
            return;
        }
    QCustomPlot::mousePressEvent(event);
}

} // namespace attn::ui
