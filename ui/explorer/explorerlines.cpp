// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/explorerlines.h"

#include "ui/explorer/explorerdocument.h"

#include <QCheckBox>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attn::ui {

QColor ExplorerLinesFigure::headColor(int h) {
    static const QColor palette[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                                     QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28),
                                     QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                     QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f)};
    return palette[h % 8];
}

ExplorerLinesFigure::ExplorerLinesFigure(ExplorerDocument* document, QWidget* parent)
    : TokenLinesFigure(parent), m_document(document) {
    setObjectName(QStringLiteral("explorerLines"));
    connect(m_document, &ExplorerDocument::resultsChanged, this, &ExplorerLinesFigure::rebuild);
    rebuild();
}

void ExplorerLinesFigure::setHorizontal(bool horizontal) {
    m_horizontal = horizontal;
    rebuild();
}

void ExplorerLinesFigure::rebuild() {
    if (putOffWhileHidden([this] { rebuild(); })) return;
    const ExplorerResults& r = m_document->results();
    if (r.queryTokens.size() > kMaxTokens || r.keyTokens.size() > kMaxTokens) {
        showNote(tr("The line view draws up to %n tokens; use the heatmap for longer text.",
                    nullptr, kMaxTokens));
        return;
    }
    std::vector<Series> heads;
    for (int h = 0; h < r.heads; ++h)
        heads.push_back({r.headWeights[std::size_t(h)], headColor(h)});
    Look look;
    look.endMargin = m_horizontal ? 20 : 10;
    look.horizontal = m_horizontal;
    setLines({r.queryTokens, r.keyTokens}, 0, std::move(heads), look);
    // A key of head colours above the lines, so an exported figure explains itself.
    auto* key = new QCPLayoutGrid;
    const QFont font = fonts().tickLabel;
    key->addElement(
        0, 0, new QCPTextElement(this, tr("query → key; line width and opacity = weight:"), font));
    for (int h = 0; h < r.heads; ++h) {
        auto* name = new QCPTextElement(this, tr("head %1").arg(h + 1), font);
        name->setTextColor(headColor(h));
        key->addElement(0, h + 1, name);
    }
    key->setColumnSpacing(12);
    setHeader(key);
    replot(QCustomPlot::rpQueuedReplot);
}

ExplorerLines::ExplorerLines(ExplorerDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document), m_plot(new ExplorerLinesFigure(document, this)),
      m_heads(new QHBoxLayout) {
    auto* horizontal = new QCheckBox(tr("&Horizontal"), this);
    horizontal->setObjectName(QStringLiteral("horizontalCheck"));
    connect(horizontal, &QCheckBox::toggled, m_plot, &ExplorerLinesFigure::setHorizontal);
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Heads:"), this));
    bar->addLayout(m_heads);
    bar->addStretch(1);
    auto* hint = new QLabel(tr("Hover a token to see only its lines."), this);
    hint->setWordWrap(true); // two lines rather than a wider window at 18 pt
    bar->addWidget(hint, 1);
    bar->addWidget(horizontal);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 0);
    layout->addLayout(bar);
    layout->addWidget(m_plot, 1);
    connect(m_document, &ExplorerDocument::resultsChanged, this, &ExplorerLines::updateHeadBoxes);
    updateHeadBoxes();
}

void ExplorerLines::updateHeadBoxes() {
    const int heads = m_document->results().heads;
    while (int(m_boxes.size()) > heads) {
        delete m_boxes.back();
        m_boxes.pop_back();
    }
    while (int(m_boxes.size()) < heads) {
        const int h = int(m_boxes.size());
        auto* box = new QCheckBox(QString::number(h + 1), this);
        box->setObjectName(QStringLiteral("headCheck%1").arg(h + 1));
        box->setChecked(m_plot->headShown(h));
        const QColor c = ExplorerLinesFigure::headColor(h);
        box->setStyleSheet(
            QStringLiteral("QCheckBox { color: %1; font-weight: bold; }").arg(c.name()));
        connect(box, &QCheckBox::toggled, m_plot,
                [this, h](bool on) { m_plot->setHeadShown(h, on); });
        m_heads->addWidget(box);
        m_boxes.push_back(box);
    }
}

} // namespace attn::ui
