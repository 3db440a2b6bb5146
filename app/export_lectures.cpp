// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --view NAME` for the demonstrations of the Lectures tab.
#include "app/exportviews.h"
#include "app/lecture_options.h"

#include "ui/lectures/lecturedemo.h"

#include <qcustomplot.h>

#include <memory>

namespace attn::app {

namespace {

const LectureOptions* optionsOf(const QString& view) {
    for (const LectureOptions& entry : lectureOptions())
        if (entry.view == view) return &entry;
    return nullptr;
}

void writeView(const QString& view, const FigureRequest& r) {
    for (const ui::LectureDemoInfo& info : ui::lectureDemos()) {
        if (info.name != view) continue;
        std::unique_ptr<ui::LectureDemo> demo(info.create(nullptr));
        demo->setBaseFontPointSize(r.fontPoints);
        if (const LectureOptions* options = optionsOf(view)) options->apply(*r.parser, *demo);
        QCustomPlot* plot = demo->exportPlot();
        writeFigure(*plot, r);
        return;
    }
    throw CommandError{QStringLiteral("unknown view '%1'").arg(view)};
}

} // namespace

ExportFamily lectureExports() {
    ExportFamily family;
    for (const ui::LectureDemoInfo& info : ui::lectureDemos()) {
        family.views << info.name;
        if (const LectureOptions* options = optionsOf(info.name))
            family.options << options->options;
    }
    family.writeView = writeView;
    return family;
}

} // namespace attn::app
