// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --view positions-in-models --model A [--model B ...] [--text PROMPT]`:
// the Positional tab's Positions in models window as a figure.
#include "app/exportviews.h"
#include "ui/positional/modeldistancedocument.h"
#include "ui/positional/modeldistancefigure.h"

namespace attn::app {

ExportFamily modelDistanceExports() {
    ExportFamily family;
    family.views = QStringList{QStringLiteral("positions-in-models")};
    family.writeView = [](const QString&, const FigureRequest& r) {
        const QStringList dirs = r.parser->values(QStringLiteral("model"));
        if (dirs.isEmpty())
            throw CommandError{QStringLiteral("--view positions-in-models needs --model DIR, up "
                                              "to %1 of them (each with its own --model)")
                                   .arg(ui::ModelDistanceDocument::kMaxModels)};
        ui::ModelDistanceDocument document;
        if (r.parser->isSet(QStringLiteral("text")) &&
            !document.setPrompt(r.parser->value(QStringLiteral("text"))))
            throw CommandError{document.errorString()};
        for (const QString& dir : dirs)
            if (!document.addModel(dir))
                throw CommandError{QStringLiteral("%1: %2").arg(dir, document.errorString())};
        ui::ModelDistanceFigure figure(&document);
        figure.setBaseFontPointSize(r.fontPoints);
        figure.rebuild();
        writeFigure(figure, r);
    };
    return family;
}

} // namespace attn::app
