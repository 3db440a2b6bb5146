#include "app/exportviews.h"

#include "ui/overview/attentiondocument.h"
#include "ui/overview/attentionfigure.h"

namespace attn::app {

std::vector<ExportFamily> exportFamilies() {
    return {
        overviewExports(),    positionalExports(), explorerExports(),
        modelExports(),       translatorExports(), captionerExports(),
        captionViewExports(), visionExports(),     lectureExports(),
    };
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
