// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/positional/modeldistancefigure.h"

#include "ui/plotkit/colormaps.h"
#include "ui/positional/modeldistancedocument.h"

#include <algorithm>
#include <vector>

using namespace attn::ui::palette;

namespace attn::ui {

ModelDistanceFigure::ModelDistanceFigure(const ModelDistanceDocument* document, QWidget* parent)
    : PanelFigure(parent), m_document(document) {}

bool ModelDistanceFigure::fitToRoom() {
    return m_legend && moveUnderRow(m_legend, true);
}

void ModelDistanceFigure::build() {
    m_legend = nullptr;
    const auto& entries = m_document->entries();
    if (entries.empty()) {
        addEmptyPanel(tr("Positions in models"),
                      tr("Add model folders (GPT-2, Llama, SmolLM3, BERT, …): the same prompt "
                         "through each, and how each layer's attention falls off with distance."));
        return;
    }
    QCPLayoutGrid* panels = addGrid(0, 0);
    QCPColorGradient depth = viridisGradient(); // early layers light, late ones dark
    const double line = std::max(1.5, points() / 8);
    // The legend comes from the panel with the most layers (a first, a last and some between).
    const auto deepest = std::max_element(entries.begin(), entries.end(), [](auto& a, auto& b) {
        return a.profiles.rows() < b.profiles.rows();
    });
    for (std::size_t m = 0; m < entries.size(); ++m) {
        const ModelDistanceDocument::Entry& e = entries[m];
        QCPAxisRect* rect =
            addPanel(int(m / 2), int(m % 2),
                     tr("%1 (%2): %3, %L4 tokens").arg(e.name, e.family, e.positions).arg(e.tokens),
                     tr("distance |i − j| (tokens)"), tr("share"), panels,
                     tr("%1: %2").arg(e.name, e.positions));
        const DistanceBuckets d = labelDistanceBuckets(rect->axis(QCPAxis::atBottom), e.tokens);
        const QVector<double>& x = d.x;
        const int buckets = int(x.size());
        const Eigen::Index layers = e.profiles.rows();
        double top = 0;
        std::vector<QCPGraph*> between; // the layers between the first and the last
        for (Eigen::Index l = 0; l < layers; ++l) {
            QVector<double> y;
            for (int b = 0; b < buckets; ++b)
                y << e.profiles(l, b);
            top = std::max(top, *std::max_element(y.begin(), y.end()));
            const double t = layers > 1 ? 0.85 * (1 - double(l) / double(layers - 1)) : 0.4;
            const QString name = l == 0            ? tr("first layer")
                                 : l + 1 == layers ? tr("last layer")
                                                   : tr("layer %1").arg(l + 1);
            QCPGraph* graph =
                addLine(rect, x, y, QPen(QColor::fromRgb(depth.color(t, QCPRange(0, 1))), line),
                        name, d.pointLabels);
            if (l > 0 && l + 1 < layers) between.push_back(graph);
        }
        QVector<double> even;
        for (int b = 0; b < buckets; ++b)
            even << e.even(b);
        top = std::max(top, *std::max_element(even.begin(), even.end()));
        addLine(rect, x, even, QPen(kGrey, line, Qt::DashLine), tr("every key alike"),
                d.pointLabels);
        rect->axis(QCPAxis::atBottom)->setRange(-0.3, buckets - 0.7);
        rect->axis(QCPAxis::atLeft)->setRange(0, std::max(top, 0.01) * 1.08);
        showGrid(rect);
        if (&e != &*deepest) continue;
        // One legend under the panels: the first and the last layer name the shades (the
        // layers between lie between them), the same in every panel.
        m_legend = addLegend(rect, Qt::AlignTop | Qt::AlignRight);
        for (QCPGraph* graph : between)
            graph->removeFromLegend(m_legend);
    }
}

} // namespace attn::ui
