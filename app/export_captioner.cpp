// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --model DIR --image PICTURE --what caption-attention --out att.npy`:
// the captioner's attention over the patch grid for every word of its caption, as numbers;
// the caption is printed. With --caption TEXT the model reads that caption instead
// (teacher forcing) and the maps are those of the typed words.
#include "app/exportviews.h"

#include "core/models/captioner/scene.h"
#include "ui/caption/captiondocument.h"

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
    const QString dir = parser.value(QStringLiteral("model"));
    if (!ui::CaptionDocument::isCaptionerDirectory(dir))
        throw CommandError{
            QStringLiteral("%1 is not a show-attend-tell captioner folder").arg(dir)};
    ui::CaptionDocument document;
    if (!document.loadModel(dir) || !document.openImage(imagePath))
        throw CommandError{document.errorString()};
    if (parser.isSet(captionOption())) {
        if (parser.value(captionOption()).trimmed().isEmpty())
            throw CommandError{QStringLiteral("--caption must not be empty")};
        if (!document.setTypedCaption(parser.value(captionOption())))
            throw CommandError{QStringLiteral("--caption: %1").arg(document.errorString())};
    }
    if (document.wordCount() == 0)
        throw CommandError{QStringLiteral("the captioner wrote no words for %1").arg(imagePath)};
    if (const QString error = document.exportMaps(path); !error.isEmpty())
        throw CommandError{error};
    std::vector<std::string> words;
    for (const QString& word : document.words())
        words.push_back(word.toStdString());
    QTextStream out(stdout);
    out << QString::fromStdString(joinCaption(words)) << '\n';
    QTextStream err(stderr);
    const std::vector<bool> known = document.known();
    for (int t = 0; t < document.wordCount(); ++t)
        if (!known[std::size_t(t)])
            err << "note: \"" << document.words()[t]
                << "\" is not in the model's vocabulary; it was read as <unk>\n";
    if (!document.warning().isEmpty()) err << "note: " << document.warning() << '\n';
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
