// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/exportviews.h"

#include "ui/overview/attentiondocument.h"
#include "ui/overview/attentionfigure.h"

namespace attn::app {

std::vector<ExportFamily> exportFamilies() {
    return {
        overviewExports(), positionalExports(), modelDistanceExports(), explorerExports(),
        modelExports(),    translatorExports(), captionerExports(),     captionViewExports(),
        visionExports(),   lectureExports(),
    };
}

void writeFigure(QCustomPlot& figure, const FigureRequest& r) {
    figure.resize(r.size.width, r.size.height);
    figure.replot();
    if (const QString error = ui::exportFigure(figure, r.path, r.size); !error.isEmpty())
        throw CommandError{error};
}

ExportFamily overviewExports() {
    ExportFamily family;
    family.views = QStringList{QStringLiteral("overview")};
    family.writeView = [](const QString&, const FigureRequest& r) {
        const ui::FigureSettings settings = figureSettings(*r.parser, *r.figure);
        ui::AttentionDocument document;
        if (!document.setSettings(settings)) throw CommandError{document.errorString()};
        ui::AttentionFigure plot(&document);
        plot.setBaseFontPointSize(r.fontPoints);
        if (const QString error = ui::exportFigure(plot, r.path, r.size); !error.isEmpty())
            throw CommandError{error};
    };
    return family;
}

} // namespace attn::app
