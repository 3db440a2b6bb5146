// SPDX-License-Identifier: GPL-3.0-or-later
// `attention-lab export --model DIR --image PHOTO ...`: a vision transformer's (ViT, DINO, DeiT,
// DINOv2) attention over a photo's patches, as the Vision tab's figures (--view vit-head,
// vit-heads, vit-threshold, vit-patch, vit-rollout) or as numbers (--what vit-attention: float32
// (layers, heads, S+N, S+N), token 0 [CLS], then DeiT's distillation token or DINOv2's S-1
// registers, token S+p patch p in rows; --what vit-rollout: (S+N, S+N)).
// --model and --image are the options of the captioner family, read here by name; without
// --model the sample ViT is used.
#include "app/exportviews.h"

#include "core/io/npy.h"
#include "ui/vision/visiondocument.h"
#include "ui/vision/visionfigure.h"

#include <QTextStream>

namespace attn::app {

namespace {

const QString kLayer = QStringLiteral("vit-layer");
const QString kHead = QStringLiteral("vit-head");
const QString kPatch = QStringLiteral("patch");
const QString kKeep = QStringLiteral("keep");
const QString kFusion = QStringLiteral("fusion");
const QString kDiscard = QStringLiteral("discard");
const QString kLongSide = QStringLiteral("long-side");

QList<QCommandLineOption> visionOptions() {
    return {
        {kLayer, QStringLiteral("vit-*: the layer, 1-based (default: the last)."),
         QStringLiteral("n")},
        {kHead,
         QStringLiteral("vit-head, vit-threshold, vit-patch: the head, 1-based (default: 1)."),
         QStringLiteral("n")},
        {kPatch,
         QStringLiteral("vit-patch: the patch whose attention is shown, X,Y from 1 at the "
                        "top left (default: 1,1)."),
         QStringLiteral("x,y")},
        {kKeep,
         QStringLiteral("vit-threshold: the share of the [CLS] attention the kept patches "
                        "hold, 0-1 (default: 0.6)."),
         QStringLiteral("share")},
        {kFusion,
         QStringLiteral("vit-rollout: how heads are fused, mean, max or min "
                        "(default: mean)."),
         QStringLiteral("how")},
        {kDiscard,
         QStringLiteral("vit-rollout: the share of the lowest weights dropped per layer, "
                        "0-0.99 (default: 0)."),
         QStringLiteral("ratio")},
        {kLongSide,
         QStringLiteral("vit-*: keep the photo's shape with this longer side in pixels "
                        "(positions interpolated); without it, the model's own resize."),
         QStringLiteral("px")},
    };
}

double number(const QCommandLineParser& p, const QString& name, double lo, double hi) {
    bool ok = false;
    const double v = p.value(name).trimmed().toDouble(&ok);
    if (!ok || !(v >= lo && v <= hi))
        throw CommandError{QStringLiteral("--%1 must be a number from %2 to %3, not '%4'")
                               .arg(name)
                               .arg(lo)
                               .arg(hi)
                               .arg(p.value(name))};
    return v;
}

/// The document with the model, the photo and every vision option of p applied.
void prepare(ui::VisionDocument& document, const QCommandLineParser& p, ui::VisionView view) {
    const QString model = QStringLiteral("model"), image = QStringLiteral("image");
    const QString dir = p.isSet(model) ? p.value(model) : ui::VisionDocument::sampleModelDir();
    if (dir.isEmpty())
        throw CommandError{
            QStringLiteral("this export needs --model DIR, a ViT, DINO, DeiT or DINOv2 folder")};
    if (!ui::VisionDocument::isVitDirectory(dir))
        throw CommandError{
            QStringLiteral("%1 is not a vision transformer (its config.json's model_type is "
                           "none of vit, deit, dinov2 and dinov2_with_registers)")
                .arg(dir)};
    if (!p.isSet(image)) throw CommandError{QStringLiteral("this export needs --image FILE")};
    if (!document.loadModel(dir) || !document.openImage(p.value(image)))
        throw CommandError{document.errorString()};
    ui::VisionSettings s = document.settings();
    s.view = view;
    if (p.isSet(kLongSide)) {
        s.sizing = VitSizing::KeepAspect;
        s.longSide = int(number(p, kLongSide, 16, ui::VisionDocument::kMaxLongSide));
    }
    if (p.isSet(kLayer)) s.layer = int(number(p, kLayer, 1, 10000)) - 1;
    if (p.isSet(kHead)) s.head = int(number(p, kHead, 1, 10000)) - 1;
    if (p.isSet(kKeep)) s.keepShare = number(p, kKeep, 0.01, 1);
    if (p.isSet(kDiscard)) s.discardRatio = number(p, kDiscard, 0, 0.99);
    if (p.isSet(kFusion)) {
        const QString f = p.value(kFusion).trimmed().toLower();
        if (f != QLatin1String("mean") && f != QLatin1String("max") && f != QLatin1String("min"))
            throw CommandError{QStringLiteral("--fusion must be mean, max or min, not '%1'")
                                   .arg(p.value(kFusion))};
        s.fusion = f == QLatin1String("mean")  ? HeadFusion::Mean
                   : f == QLatin1String("max") ? HeadFusion::Max
                                               : HeadFusion::Min;
    }
    if (p.isSet(QStringLiteral("opacity"))) s.opacity = number(p, QStringLiteral("opacity"), 0, 1);
    s.smooth = p.isSet(QStringLiteral("smooth"));
    if (p.isSet(QStringLiteral("colormap"))) {
        bool ok = false;
        s.colorMap = ui::colorMapFromName(p.value(QStringLiteral("colormap")), &ok);
        if (!ok)
            throw CommandError{
                QStringLiteral("unknown --colormap '%1' (viridis, magma, cividis, diverging)")
                    .arg(p.value(QStringLiteral("colormap")))};
    }
    if (!document.setSettings(s)) throw CommandError{document.errorString()};
    const ui::VisionSettings& applied = document.settings();
    if (p.isSet(kLayer) && applied.layer != s.layer)
        throw CommandError{QStringLiteral("--vit-layer must be from 1 to %1, not %2")
                               .arg(document.layers())
                               .arg(p.value(kLayer))};
    if (p.isSet(kHead) && applied.head != s.head)
        throw CommandError{QStringLiteral("--vit-head must be from 1 to %1, not %2")
                               .arg(document.heads())
                               .arg(p.value(kHead))};
    if (p.isSet(kPatch)) {
        const QStringList xy = p.value(kPatch).split(QLatin1Char(','));
        bool okX = false, okY = false;
        const int x = xy.value(0).trimmed().toInt(&okX), y = xy.value(1).trimmed().toInt(&okY);
        if (xy.size() != 2 || !okX || !okY || !document.choosePatch(x - 1, y - 1))
            throw CommandError{QStringLiteral("--patch must be X,Y within the %1 x %2 patches, "
                                              "not '%3'")
                                   .arg(document.gridWidth())
                                   .arg(document.gridHeight())
                                   .arg(p.value(kPatch))};
        document.setView(view);
    }
}

void writeVisionView(const QString& name, const FigureRequest& r) {
    ui::VisionDocument document;
    prepare(document, *r.parser, ui::visionViewFromName(name.mid(4)));
    ui::VisionFigure plot(&document);
    plot.setBaseFontPointSize(r.fontPoints);
    writeFigure(plot, r);
    if (const QString p = document.prediction(); !p.isEmpty()) QTextStream(stdout) << p << '\n';
}

void writeVisionData(const QString& what, const QCommandLineParser& p, const QString& path) {
    ui::VisionDocument document;
    prepare(document, p, ui::VisionView::Rollout);
    try {
        const LayerHeadAttention& attention = document.output().attention;
        if (what == QLatin1String("vit-attention")) {
            writeAttention(attention, path);
        } else {
            const ui::VisionSettings& s = document.settings();
            writeNpy(path.toStdString(),
                     fromMatrix(attentionRollout(attention, s.fusion, float(s.discardRatio))));
        }
    } catch (const std::exception& e) {
        throw CommandError{QString::fromStdString(e.what())};
    }
    QTextStream(stderr) << document.gridWidth() << " x " << document.gridHeight()
                        << " patches + [CLS]\n";
}

} // namespace

ExportFamily visionExports() {
    ExportFamily family;
    family.options = visionOptions();
    family.views = {QStringLiteral("vit-head"), QStringLiteral("vit-heads"),
                    QStringLiteral("vit-threshold"), QStringLiteral("vit-patch"),
                    QStringLiteral("vit-rollout")};
    family.data = {QStringLiteral("vit-attention"), QStringLiteral("vit-rollout")};
    family.writeView = writeVisionView;
    family.writeData = writeVisionData;
    return family;
}

} // namespace attn::app
