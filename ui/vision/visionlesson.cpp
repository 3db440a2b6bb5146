// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/vision/visionlesson.h"

#include "ui/common/jsonfields.h"
#include "ui/common/lessonpages.h"
#include "ui/vision/visionfigure.h"
#include "ui/vision/visionpage.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>

namespace attn::ui {

namespace {

const QStringList& fusionNames() {
    static const QStringList names{QStringLiteral("mean"), QStringLiteral("max"),
                                   QStringLiteral("min")};
    return names;
}

QStringList visionSamples() {
    const QString sample = VisionDocument::sampleModelDir();
    return sample.isEmpty() ? QStringList() : QStringList{sample};
}

/// The sample picture called name (without .png), or name itself as a file.
QString picturePath(const QString& name) {
    for (const QString& path : VisionDocument::samplePictures())
        if (QFileInfo(path).completeBaseName() == name) return path;
    return name;
}

} // namespace

QStringList visionLessonViewNames() {
    return {QStringLiteral("vit-head"), QStringLiteral("vit-heads"),
            QStringLiteral("vit-threshold"), QStringLiteral("vit-patch"),
            QStringLiteral("vit-rollout")};
}

QString visionStateFromJson(const QJsonObject& json, VisionLessonState& out) {
    JsonFields f(json);
    VisionSettings& s = out.settings;
    f.text("model", out.model);
    f.text("picture", out.picture);
    int layer = s.layer + 1, head = s.head + 1;
    f.integer("layer", layer, 1, 1000);
    f.integer("head", head, 1, 1000);
    QVector<int> patch;
    f.integers("patch", patch, 1, 1024, 2);
    f.number("keep", s.keepShare, 0.01, 1);
    QString fusion = fusionNames().value(int(s.fusion));
    f.choice("fusion", fusion, fusionNames());
    f.number("discard", s.discardRatio, 0, 0.99);
    f.integer("longSide", s.longSide, 0, VisionDocument::kMaxLongSide);
    f.number("opacity", s.opacity, 0, 1);
    f.flag("smooth", s.smooth);
    QString colors = colorMapName(s.colorMap);
    f.choice("colorMap", colors,
             {QStringLiteral("viridis"), QStringLiteral("magma"), QStringLiteral("cividis"),
              QStringLiteral("diverging")});
    if (QString error = f.error(); !error.isEmpty()) return error;
    if (!patch.isEmpty() && patch.size() != 2)
        return VisionDocument::tr("“patch” must be [x, y], two whole numbers from 1");
    s.layer = layer - 1;
    s.head = head - 1;
    s.fusion = HeadFusion(fusionNames().indexOf(fusion));
    s.colorMap = colorMapFromName(colors);
    s.sizing = s.longSide > 0 ? VitSizing::KeepAspect : VitSizing::AsTrained;
    if (patch.size() == 2) {
        out.patchX = patch[0];
        out.patchY = patch[1];
    }
    return {};
}

QJsonObject visionStateToJson(const VisionLessonState& state) {
    const VisionSettings& s = state.settings;
    QJsonObject json{
        {QStringLiteral("layer"), s.layer + 1},
        {QStringLiteral("head"), s.head + 1},
        {QStringLiteral("keep"), s.keepShare},
        {QStringLiteral("fusion"), fusionNames().value(int(s.fusion))},
        {QStringLiteral("discard"), s.discardRatio},
        {QStringLiteral("longSide"), s.sizing == VitSizing::KeepAspect ? s.longSide : 0},
        {QStringLiteral("opacity"), s.opacity},
        {QStringLiteral("smooth"), s.smooth},
        {QStringLiteral("colorMap"), colorMapName(s.colorMap)}};
    if (!state.model.isEmpty()) json.insert(QStringLiteral("model"), state.model);
    if (!state.picture.isEmpty()) json.insert(QStringLiteral("picture"), state.picture);
    return json;
}

QString VisionPage::lessonView() const {
    if (!m_document->hasResult()) return {};
    return visionLessonViewNames().value(int(m_document->settings().view));
}

QJsonObject VisionPage::lessonState() const {
    VisionLessonState state;
    const QString model = lessonNameOfModel(m_document->modelDir(), visionSamples());
    if (model != QDir(VisionDocument::sampleModelDir()).dirName()) state.model = model;
    state.picture = m_picture;
    state.settings = m_document->settings();
    QJsonObject json = visionStateToJson(state);
    if (state.settings.view == VisionView::Patch) {
        const int gw = std::max(1, m_document->gridWidth());
        json.insert(QStringLiteral("patch"),
                    QJsonArray{state.settings.patch % gw + 1, state.settings.patch / gw + 1});
    }
    return json;
}

QString VisionPage::applyLessonState(const QString& view, const QJsonObject& json) {
    const int index = int(visionLessonViewNames().indexOf(view));
    if (index < 0)
        return tr("the Vision tab has no view “%1” (known: %2)")
            .arg(view, visionLessonViewNames().join(QStringLiteral(", ")));
    VisionLessonState state;
    state.settings = m_document->settings();
    if (QString error = visionStateFromJson(json, state); !error.isEmpty()) return error;
    return applyOrRestore(*this, [&]() -> QString {
        VisionDocument& d = *m_document;
        QString error;
        const QString dir = modelDirFromLesson(
            state.model.isEmpty() ? QDir(VisionDocument::sampleModelDir()).dirName() : state.model,
            visionSamples(), &error);
        if (!error.isEmpty()) return error;
        if (!sameFolder(dir, d.modelDir()) && !d.loadModel(dir)) return d.errorString();
        if (!state.picture.isEmpty() && state.picture != m_picture) {
            if (!d.openImage(picturePath(state.picture))) return d.errorString();
            m_picture = state.picture;
        }
        VisionSettings s = state.settings;
        s.view = VisionView(index);
        if (!d.setSettings(s)) return d.errorString();
        if (state.patchX > 0) {
            if (!d.choosePatch(state.patchX - 1, state.patchY - 1))
                return tr("patch (%1, %2) is outside the %3 × %4 patches")
                    .arg(state.patchX)
                    .arg(state.patchY)
                    .arg(d.gridWidth())
                    .arg(d.gridHeight());
            d.setView(s.view);
        }
        if (d.settings().layer != s.layer || d.settings().head != s.head)
            return tr("the model has %1 layers of %2 heads").arg(d.layers()).arg(d.heads());
        return QString();
    });
}

QWidget* VisionPage::lessonFigure() {
    return m_plot;
}

} // namespace attn::ui
