// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --view caption|caption-grid [--model DIR] [--image FILE | --scene-seed N]
// [--caption TEXT] [--word N] [--maps att.npy --map-words words.json] [--frames DIR]
// --out FILE.png|svg|pdf`: the Captions tab's figures. caption is the picture with one word's
// attention over it and the caption below; caption-grid is every word's map side by side.
// --frames DIR also writes the play sequence, one numbered PNG per word. Without --image a
// random shape scene is captioned. --model, --image and --caption are the options of the
// captioner family (export_captioner.cpp), read here by name.
#include "app/exportviews.h"

#include "ui/caption/captiondocument.h"
#include "ui/caption/captionfigures.h"
#include "ui/caption/captionframes.h"

#include <QDir>
#include <QFileInfo>
#include <QTextStream>

#include <memory>

namespace attn::app {

namespace {

const QString kOverlayView = QStringLiteral("caption");
const QString kGridView = QStringLiteral("caption-grid");
const QString kWord = QStringLiteral("word");
const QString kFrames = QStringLiteral("frames");
const QString kSceneSeed = QStringLiteral("scene-seed");
const QString kSmooth = QStringLiteral("smooth");
const QString kOpacity = QStringLiteral("opacity");
const QString kMaps = QStringLiteral("maps");
const QString kMapWords = QStringLiteral("map-words");

QList<QCommandLineOption> captionViewOptions() {
    return {
        {kWord, QStringLiteral("caption: the word whose attention is shown, 1-based (default: 1)."),
         QStringLiteral("n")},
        {kFrames,
         QStringLiteral("caption: also write one PNG per word, DIR/frame-001.png, ... "
                        "(the folder is created)."),
         QStringLiteral("dir")},
        {kSceneSeed,
         QStringLiteral("caption, caption-grid: without --image, caption the random "
                        "shape scene of this seed (default: 1)."),
         QStringLiteral("n")},
        {kSmooth, QStringLiteral("caption, caption-grid: upsample the maps smoothly instead of one "
                                 "colour per patch.")},
        {kOpacity,
         QStringLiteral("caption, caption-grid: opacity of the map over the picture, 0-1 "
                        "(default: 0.5)."),
         QStringLiteral("a")},
        {kMaps,
         QStringLiteral("caption, caption-grid: show attention maps from your own model "
                        "instead, a .npy of shape (words, grid_h, grid_w); needs --map-words."),
         QStringLiteral("file")},
        {kMapWords,
         QStringLiteral("caption, caption-grid: the words of --maps, a .json list or a "
                        ".txt file with one word a line."),
         QStringLiteral("file")},
    };
}

void prepare(ui::CaptionDocument& document, const QCommandLineParser& p) {
    const QString model = QStringLiteral("model"), image = QStringLiteral("image"),
                  caption = QStringLiteral("caption");
    const QString dir = p.isSet(model) ? p.value(model) : ui::CaptionDocument::sampleModelDir();
    const bool imported = p.isSet(kMaps) || p.isSet(kMapWords);
    if (imported && !(p.isSet(kMaps) && p.isSet(kMapWords)))
        throw CommandError{
            QStringLiteral("--maps and --map-words go together: the maps and their words")};
    if (dir.isEmpty() && !imported)
        throw CommandError{QStringLiteral("--view caption needs --model DIR, a captioner such as "
                                          "sample_models/captioner-shapes")};
    if (!dir.isEmpty() && !document.loadModel(dir)) throw CommandError{document.errorString()};
    if (p.isSet(image)) {
        if (p.isSet(kSceneSeed))
            throw CommandError{QStringLiteral("give --image or --scene-seed, not both")};
        if (!document.openImage(p.value(image))) throw CommandError{document.errorString()};
    } else {
        bool ok = true;
        const qulonglong seed =
            p.isSet(kSceneSeed) ? p.value(kSceneSeed).trimmed().toULongLong(&ok) : 1;
        if (!ok)
            throw CommandError{QStringLiteral("--scene-seed must be a whole number, not '%1'")
                                   .arg(p.value(kSceneSeed))};
        if (!document.setRandomScene(seed)) throw CommandError{document.errorString()};
    }
    if (p.isSet(caption) && !document.setTypedCaption(p.value(caption)))
        throw CommandError{QStringLiteral("--caption: %1").arg(document.errorString())};
    if (imported && !document.importMaps(p.value(kMaps), p.value(kMapWords)))
        throw CommandError{document.errorString()};
    if (p.isSet(kOpacity)) {
        bool ok = false;
        const double a = p.value(kOpacity).toDouble(&ok);
        if (!ok || !(a >= 0 && a <= 1))
            throw CommandError{QStringLiteral("--opacity must be a number from 0 to 1, not '%1'")
                                   .arg(p.value(kOpacity))};
        document.setOpacity(a);
    }
    document.setSmooth(p.isSet(kSmooth));
    if (p.isSet(QStringLiteral("colormap"))) {
        bool ok = false;
        document.setColorMap(ui::colorMapFromName(p.value(QStringLiteral("colormap")), &ok));
        if (!ok)
            throw CommandError{
                QStringLiteral("unknown --colormap '%1' (viridis, magma, cividis, diverging)")
                    .arg(p.value(QStringLiteral("colormap")))};
    }
    if (p.isSet(kWord)) {
        bool ok = false;
        const int word = p.value(kWord).trimmed().toInt(&ok);
        if (!ok || word < 1 || word > document.wordCount())
            throw CommandError{
                QStringLiteral("--word must be a whole number from 1 to %1 (the caption "
                               "\"%2\"), not '%3'")
                    .arg(document.wordCount())
                    .arg(document.words().join(QLatin1Char(' ')), p.value(kWord))};
        document.selectWord(word - 1);
    }
}

/// Creates dir (the --frames folder) or throws, before any file is written.
void checkFramesFolder(const QString& dir) {
    const QFileInfo info(dir);
    if (info.exists() && !info.isDir())
        throw CommandError{QStringLiteral("--frames: %1 is a file, not a folder").arg(dir)};
    if (!QDir().mkpath(dir))
        throw CommandError{QStringLiteral("--frames: cannot create the folder %1").arg(dir)};
    if (!QFileInfo(dir).isWritable())
        throw CommandError{QStringLiteral("--frames: the folder %1 is not writable").arg(dir)};
}

void writeCaptionView(const QString& view, const FigureRequest& r) {
    const QCommandLineParser& p = *r.parser;
    if (p.isSet(kFrames) && view != kOverlayView)
        throw CommandError{QStringLiteral("--frames goes with --view caption")};
    if (p.isSet(kFrames)) checkFramesFolder(p.value(kFrames));
    ui::CaptionDocument document;
    prepare(document, p);
    std::unique_ptr<ui::CaptionFigure> plot;
    if (view == kGridView)
        plot = std::make_unique<ui::CaptionGridFigure>(&document);
    else
        plot = std::make_unique<ui::CaptionOverlayFigure>(&document);
    plot->setBaseFontPointSize(r.fontPoints);
    writeFigure(*plot, r);
    if (p.isSet(kFrames)) {
        QStringList written;
        if (const QString error =
                ui::exportCaptionFrames(document, static_cast<ui::CaptionOverlayFigure&>(*plot),
                                        p.value(kFrames), r.size, &written);
            !error.isEmpty())
            throw CommandError{QStringLiteral("--frames: %1").arg(error)};
        QTextStream(stderr) << "wrote " << written.size() << " frames to " << p.value(kFrames)
                            << '\n';
    }
    QTextStream(stdout) << document.words().join(QLatin1Char(' ')) << '\n';
    if (!document.warning().isEmpty())
        QTextStream(stderr) << "note: " << document.warning() << '\n';
}

} // namespace

ExportFamily captionViewExports() {
    ExportFamily family;
    family.options = captionViewOptions();
    family.views = {kOverlayView, kGridView};
    family.writeView = writeCaptionView;
    return family;
}

} // namespace attn::app
