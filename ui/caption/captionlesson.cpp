// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/caption/captionlesson.h"

#include "ui/caption/captiondocument.h"
#include "ui/caption/captionpage.h"
#include "ui/common/jsonfields.h"
#include "ui/common/lessonpages.h"
#include "ui/plotkit/colormaps.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>

#include <cmath>

namespace attn::ui {

namespace {

constexpr int kMaxSeed = 999999; ///< the seed box's range

const QStringList& shapeNames() {
    static const QStringList names{QStringLiteral("circle"), QStringLiteral("square"),
                                   QStringLiteral("triangle")};
    return names;
}
const QStringList& colourNames() {
    static const QStringList names{QStringLiteral("red"), QStringLiteral("green"),
                                   QStringLiteral("blue"), QStringLiteral("yellow")};
    return names;
}

QStringList samples() {
    const QString sample = CaptionDocument::sampleModelDir();
    return sample.isEmpty() ? QStringList() : QStringList{sample};
}

/// Reads the "scene" list: 1-3 shapes.
QString readScene(const QJsonValue& value, Scene& out) {
    const QString expected = QStringLiteral(
        "“scene” must be a list of 1 to 3 shapes, each {\"shape\": circle|square|triangle, "
        "\"colour\": red|green|blue|yellow, \"size\": small|large, \"x\": 0-63, \"y\": 0-63}");
    const QJsonArray array = value.toArray();
    if (!value.isArray() || array.isEmpty() || array.size() > 3) return expected;
    Scene scene;
    for (const QJsonValue& item : array) {
        if (!item.isObject()) return expected;
        JsonFields f(item.toObject());
        QString shape = shapeNames().first(), colour = colourNames().first(),
                size = QStringLiteral("small");
        SceneShape s;
        f.choice("shape", shape, shapeNames());
        f.choice("colour", colour, colourNames());
        f.choice("size", size, {QStringLiteral("small"), QStringLiteral("large")});
        f.integer("x", s.x, 0, kSceneSize - 1);
        f.integer("y", s.y, 0, kSceneSize - 1);
        if (QString error = f.error(); !error.isEmpty())
            return JsonFields::tr("“scene”: %1").arg(error);
        s.kind = ShapeKind(shapeNames().indexOf(shape));
        s.colour = ShapeColour(colourNames().indexOf(colour));
        s.large = size == QLatin1String("large");
        scene.shapes.push_back(s);
    }
    out = scene;
    return {};
}

QJsonArray writeScene(const Scene& scene) {
    QJsonArray array;
    for (const SceneShape& s : scene.shapes)
        array.append(QJsonObject{
            {QStringLiteral("shape"), shapeNames().value(int(s.kind))},
            {QStringLiteral("colour"), colourNames().value(int(s.colour))},
            {QStringLiteral("size"), s.large ? QStringLiteral("large") : QStringLiteral("small")},
            {QStringLiteral("x"), s.x},
            {QStringLiteral("y"), s.y}});
    return array;
}

bool sameScene(const Scene& a, const Scene& b) {
    if (a.shapes.size() != b.shapes.size()) return false;
    for (std::size_t i = 0; i < a.shapes.size(); ++i) {
        const SceneShape &p = a.shapes[i], &q = b.shapes[i];
        if (p.kind != q.kind || p.colour != q.colour || p.large != q.large || p.x != q.x ||
            p.y != q.y)
            return false;
    }
    return true;
}

} // namespace

QStringList captionViewNames() {
    return {QStringLiteral("caption"), QStringLiteral("caption-grid")};
}

QString captionStateFromJson(const QJsonObject& json, CaptionLessonState& out) {
    CaptionLessonState s;
    JsonFields f(json);
    f.text("model", s.model);
    f.integer("seed", s.seed, 0, kMaxSeed);
    if (f.has("scene")) {
        Scene scene;
        if (QString error = readScene(json.value(QLatin1String("scene")), scene); !error.isEmpty())
            return error;
        s.scene = scene;
    }
    f.text("image", s.image);
    f.text("caption", s.caption);
    f.integer("word", s.word, 1, 1000);
    f.flag("smooth", s.smooth);
    f.number("opacity", s.opacity, 0, 1);
    QStringList maps;
    for (ColorMap map : allColorMaps())
        maps << colorMapName(map);
    f.choice("colorMap", s.colorMap, maps);
    f.flag("grid", s.grid);
    if (QString error = f.error(); !error.isEmpty()) return error;
    if (s.scene && !s.image.isEmpty())
        return JsonFields::tr("give “scene” or “image”, not both: one picture");
    if (!s.model.isEmpty()) {
        QString error;
        modelDirFromLesson(s.model, samples(), &error);
        if (!error.isEmpty()) return error;
    }
    out = s;
    return {};
}

QJsonObject captionStateToJson(const CaptionLessonState& s) {
    QJsonObject json{
        {QStringLiteral("model"), s.model},       {QStringLiteral("seed"), s.seed},
        {QStringLiteral("caption"), s.caption},   {QStringLiteral("word"), s.word},
        {QStringLiteral("smooth"), s.smooth},     {QStringLiteral("opacity"), s.opacity},
        {QStringLiteral("colorMap"), s.colorMap}, {QStringLiteral("grid"), s.grid}};
    if (s.scene) json.insert(QStringLiteral("scene"), writeScene(*s.scene));
    if (!s.image.isEmpty()) json.insert(QStringLiteral("image"), s.image);
    return json;
}

// --- the page as a lesson step ---

QString CaptionPage::lessonView() const {
    // Maps imported from files, or a picture not opened here, cannot be shown again.
    if (!m_document->hasModel() || m_document->importedMaps() ||
        (!m_document->hasScene() && m_imagePath.isEmpty()))
        return {};
    return captionViewNames().value(m_views->currentIndex());
}

QJsonObject CaptionPage::lessonState() const {
    const CaptionDocument& d = *m_document;
    CaptionLessonState s;
    s.model = lessonNameOfModel(d.modelDir(), samples());
    s.seed = m_seed->value();
    if (d.hasScene() && !sameScene(d.scene(), randomScene(quint64(s.seed)))) s.scene = d.scene();
    if (!d.hasScene()) s.image = m_imagePath;
    s.caption = d.typedText();
    s.word = d.word() + 1;
    s.smooth = d.smooth();
    s.opacity = d.opacity();
    s.colorMap = colorMapName(d.colorMap());
    s.grid = d.showGrid();
    return captionStateToJson(s);
}

QString CaptionPage::applyLessonState(const QString& view, const QJsonObject& json) {
    const int index = int(captionViewNames().indexOf(view));
    if (index < 0)
        return tr("the Captions tab has no view “%1” (known: %2)")
            .arg(view, captionViewNames().join(QStringLiteral(", ")));
    CaptionLessonState s;
    if (QString error = captionStateFromJson(json, s); !error.isEmpty()) return error;
    return applyOrRestore(*this, [&]() -> QString {
        CaptionDocument& d = *m_document;
        QString error;
        const QString dir = modelDirFromLesson(
            s.model.isEmpty() ? QDir(CaptionDocument::sampleModelDir()).dirName() : s.model,
            samples(), &error);
        if (!error.isEmpty()) return error;
        if (!sameFolder(dir, d.modelDir()) && !d.loadModel(dir)) return d.errorString();
        setPlaying(false);
        {
            const QSignalBlocker blocker(m_seed);
            m_seed->setValue(s.seed);
        }
        const Scene scene = s.scene ? *s.scene : randomScene(quint64(s.seed));
        if (!s.image.isEmpty()) {
            if (!d.openImage(s.image)) return d.errorString();
            m_imagePath = s.image;
        } else if (!d.hasScene() || d.importedMaps() || !sameScene(scene, d.scene())) {
            if (!d.setScene(scene)) return d.errorString();
        }
        if (s.caption != d.typedText() && !d.setTypedCaption(s.caption)) return d.errorString();
        if (s.word > d.wordCount())
            return tr("“word” must be from 1 to the caption's %n words, not %1", nullptr,
                      d.wordCount())
                .arg(s.word);
        d.selectWord(s.word - 1);
        const QSignalBlocker b1(m_smooth), b2(m_gridLines), b3(m_opacity), b4(m_colorMap);
        m_smooth->setChecked(s.smooth);
        m_gridLines->setChecked(s.grid);
        m_opacity->setValue(int(std::lround(s.opacity * 100)));
        m_colorMap->setCurrentIndex(m_colorMap->findData(int(colorMapFromName(s.colorMap))));
        d.setSmooth(s.smooth);
        d.setShowGrid(s.grid);
        d.setOpacity(s.opacity);
        d.setColorMap(colorMapFromName(s.colorMap));
        m_views->setCurrentIndex(index);
        return {};
    });
}

QWidget* CaptionPage::lessonFigure() {
    return m_views->currentWidget();
}

} // namespace attn::ui
