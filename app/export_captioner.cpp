// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --model DIR --image PICTURE --what caption-attention --out att.npy`:
// the captioner's attention over the patch grid for every word of its caption, as numbers;
// the caption is printed. With --caption TEXT the model reads that caption instead
// (teacher forcing) and the maps are those of the typed words.
#include "app/exportviews.h"

#include "core/base/check.h"
#include "core/io/npy.h"
#include "core/io/npy_stack.h"
#include "core/models/captioner/captioner.h"
#include "core/models/captioner/scene.h"
#include "ui/plotkit/rgbimageio.h"

#include <QTextStream>

namespace attn::app {

namespace {

const QCommandLineOption& imageOption() {
    static const QCommandLineOption option(
        QStringLiteral("image"),
        QStringLiteral("--what caption-attention: the picture (PNG, JPEG, ...) to caption with "
                       "--model DIR, e.g. sample_models/captioner-shapes."),
        QStringLiteral("file"));
    return option;
}

const QCommandLineOption& captionOption() {
    static const QCommandLineOption option(
        QStringLiteral("caption"),
        QStringLiteral("--what caption-attention: read this caption instead of generating one "
                       "(unknown words are read as <unk>)."),
        QStringLiteral("text"));
    return option;
}

void writeCaptionAttention(const QCommandLineParser& parser, const QString& path) {
    if (!parser.isSet(QStringLiteral("model")))
        throw CommandError{QStringLiteral(
            "--what caption-attention needs --model DIR (e.g. sample_models/captioner-shapes)")};
    if (!parser.isSet(imageOption()))
        throw CommandError{QStringLiteral("--what caption-attention needs --image FILE")};
    const QString imagePath = parser.value(imageOption());
    QString error;
    const RgbImage image = ui::readRgbImage(imagePath, &error);
    if (image.width == 0) throw CommandError{error};
    try {
        const Captioner model = loadCaptioner(parser.value(QStringLiteral("model")).toStdString());
        const RgbImage input = resizeForCaptioner(model, image);
        CaptionResult result;
        if (parser.isSet(captionOption())) {
            const std::vector<std::string> words =
                splitCaption(parser.value(captionOption()).toStdString());
            if (words.empty()) throw CommandError{QStringLiteral("--caption must not be empty")};
            result = teacherForced(model, input, words);
        } else {
            result = caption(model, input, model.config.maxWords);
            if (result.words.empty())
                throw CommandError{
                    QStringLiteral("the captioner wrote no words for %1").arg(imagePath)};
        }
        writeMatrices(path.toStdString(), result.attention); // (T, G, G)
        QTextStream out(stdout);
        out << QString::fromStdString(joinCaption(result.words)) << '\n';
        QTextStream err(stderr);
        for (std::size_t t = 0; t < result.words.size(); ++t)
            if (!result.known[t])
                err << "note: \"" << QString::fromStdString(result.words[t])
                    << "\" is not in the model's vocabulary; it was read as <unk>\n";
        if (!looksLikeTrainingScene(input))
            err << "note: " << imagePath
                << " does not look like the shape scenes the captioner was trained on; "
                   "its caption and attention say little about this picture\n";
    } catch (const InputError& e) {
        throw CommandError{QString::fromStdString(e.what())};
    } catch (const std::runtime_error& e) {
        throw CommandError{QString::fromStdString(e.what())};
    }
}

} // namespace

ExportFamily captionerExports() {
    ExportFamily family;
    family.options = {imageOption(), captionOption()};
    family.data = {QStringLiteral("caption-attention")};
    family.writeData = [](const QString&, const QCommandLineParser& parser, const QString& path) {
        writeCaptionAttention(parser, path);
    };
    return family;
}

} // namespace attn::app
