// `attention-lab export --view NAME` for the demonstrations of the Lectures tab.
#include "app/exportviews.h"

#include "core/base/check.h"
#include "ui/lectures/lecturedemo.h"

#include <qcustomplot.h>

#include <memory>

namespace attn::app {

namespace {

void writeView(const QString& view, const FigureRequest& r) {
    for (const ui::LectureDemoInfo& info : ui::lectureDemos()) {
        if (info.name != view) continue;
        std::unique_ptr<ui::LectureDemo> demo(info.create(nullptr));
        demo->setBaseFontPointSize(r.fontPoints);
        try {
            demo->applyCommandLine(*r.parser);
        } catch (const InputError& e) {
            throw CommandError{QString::fromStdString(e.what())};
        }
        QCustomPlot* plot = demo->exportPlot();
        // Laid out for the export size (the widget is never shown).
        plot->resize(r.size.width, r.size.height);
        plot->replot();
        if (const QString error = ui::exportFigure(*plot, r.path, r.size); !error.isEmpty())
            throw CommandError{error};
        return;
    }
    throw CommandError{QStringLiteral("unknown view '%1'").arg(view)};
}

} // namespace

ExportFamily lectureExports() {
    ExportFamily family;
    for (const ui::LectureDemoInfo& info : ui::lectureDemos()) {
        family.views << info.name;
        family.options << info.options;
    }
    family.writeView = writeView;
    return family;
}

} // namespace attn::app
