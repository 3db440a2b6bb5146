#include "ui/vision/visiondocument.h"

#include "core/attention/patch_maps.h"
#include "core/base/check.h"
#include "core/io/csv.h"
#include "core/io/npy.h"
#include "ui/plotkit/rgbimageio.h"
#include "ui/shell/applyorkeep.h"
#include "ui/shell/messagetext.h"
#include "ui/shell/samplemodels.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

const char* const kViewNames[] = {"head", "heads", "threshold", "patch", "rollout"};

/// The settings' layer, head and patch moved into the ranges of output.
VisionSettings clamped(VisionSettings s, const VitOutput& output) {
    const int layers = int(output.attention.size());
    const int heads = layers ? int(output.attention[0].size()) : 1;
    s.layer = std::clamp(s.layer, 0, std::max(0, layers - 1));
    s.head = std::clamp(s.head, 0, std::max(0, heads - 1));
    s.patch = std::clamp(s.patch, 0, std::max(0, output.gridWidth * output.gridHeight - 1));
    return s;
}

} // namespace

QString visionViewName(VisionView view) {
    return QString::fromLatin1(kViewNames[int(view)]);
}

VisionView visionViewFromName(const QString& name, bool* ok) {
    for (int i = 0; i < int(std::size(kViewNames)); ++i)
        if (name.compare(QLatin1String(kViewNames[i]), Qt::CaseInsensitive) == 0) {
            if (ok) *ok = true;
            return VisionView(i);
        }
    if (ok) *ok = false;
    return VisionView::Head;
}

VisionDocument::VisionDocument(QObject* parent) : QObject(parent) {}
VisionDocument::~VisionDocument() = default;

QString VisionDocument::sampleModelDir() {
    return ui::sampleModelDir(QStringLiteral("vit-count-shapes"));
}

bool VisionDocument::isVitDirectory(const QString& dir) {
    QFile file(dir + QStringLiteral("/config.json"));
    if (file.size() > (1 << 20) || !file.open(QIODevice::ReadOnly)) return false;
    const QJsonDocument json = QJsonDocument::fromJson(file.readAll());
    return json.isObject() &&
           json.object().value(QStringLiteral("model_type")).toString() == QStringLiteral("vit");
}

QStringList VisionDocument::samplePictures() {
    const QString dir = sampleModelDir();
    if (dir.isEmpty()) return {};
    QStringList paths;
    const QDir folder(dir + QStringLiteral("/examples"));
    for (const QString& name : folder.entryList({QStringLiteral("*.png")}, QDir::Files, QDir::Name))
        paths << folder.filePath(name);
    return paths;
}

bool VisionDocument::fail(const QString& message) {
    m_error = message;
    emit errorOccurred(message);
    return false;
}

bool VisionDocument::run(std::shared_ptr<const VitModel> model, const RgbImage& photo,
                         const VisionSettings& settings) {
    if (settings.longSide < 0 || settings.longSide > kMaxLongSide)
        return fail(tr("the longer side must be from 0 (the model's size) to %1 pixels, not %2")
                        .arg(kMaxLongSide)
                        .arg(settings.longSide));
    if (!(settings.discardRatio >= 0 && settings.discardRatio < 1))
        return fail(tr("the discard ratio must be at least 0 and below 1, not %1")
                        .arg(settings.discardRatio));
    if (!(settings.keepShare > 0 && settings.keepShare <= 1))
        return fail(tr("the share of attention to keep must be above 0 and at most 1, not %1")
                        .arg(settings.keepShare));
    return applyOrKeep(
        [&] {
            if (!model || photo.width == 0) { // nothing to run yet: no attention to show
                m_model = std::move(model);
                m_image = photo.width ? toQImage(photo) : QImage();
                m_output = VitOutput();
                m_rollout.resize(0, 0);
                m_settings = settings;
                return true;
            }
            const VitImage pixels = vitPixels(*model, photo, settings.sizing, settings.longSide);
            VitOutput output = vitForward(*model, pixels);
            Eigen::MatrixXf rollout =
                attentionRollout(output.attention, settings.fusion, float(settings.discardRatio));
            m_model = std::move(model);
            m_image = toQImage(pixels.pixels);
            m_output = std::move(output);
            m_rollout = std::move(rollout);
            m_settings = clamped(settings, m_output);
            return true;
        },
        [this](const QString& message) { return fail(message); }, exceptionText);
}

bool VisionDocument::loadModel(const QString& dir) {
    const bool loaded = applyOrKeep(
        [&] {
            auto model = std::make_shared<const VitModel>(loadVit(dir.toStdString()));
            VisionSettings s = m_settings;
            s.layer = model->config.layers - 1; // the last layer: where DINO's maps come from
            if (!run(std::move(model), m_photo, s)) return false;
            m_dir = dir;
            return true;
        },
        [this](const QString& message) { return fail(message); }, exceptionText);
    if (loaded) {
        m_error.clear();
        emit resultsChanged();
    }
    return loaded;
}

bool VisionDocument::openImage(const QString& path) {
    QString error;
    const RgbImage photo = readRgbImage(path, &error);
    if (photo.width == 0) return fail(error);
    return setImage(photo, QFileInfo(path).fileName());
}

bool VisionDocument::setImage(const RgbImage& photo, const QString& name) {
    if (!applyOrKeep([&] { checkRgbImage(photo, 1, name.toStdString()); },
                     [this](const QString& message) { return fail(message); }, exceptionText))
        return false;
    if (!run(m_model, photo, m_settings)) return false;
    m_photo = photo;
    m_imageName = name;
    m_error.clear();
    emit resultsChanged();
    return true;
}

bool VisionDocument::setSettings(const VisionSettings& s) {
    const VisionSettings old = m_settings;
    const bool rerun = s.sizing != old.sizing || s.longSide != old.longSide;
    const bool rollout = s.fusion != old.fusion || s.discardRatio != old.discardRatio;
    if (rerun || rollout) {
        if (!run(m_model, m_photo, s)) return false;
    } else {
        if (!(s.keepShare > 0 && s.keepShare <= 1))
            return fail(tr("the share of attention to keep must be above 0 and at most 1, not %1")
                            .arg(s.keepShare));
        m_settings = clamped(s, m_output);
    }
    m_error.clear();
    if (rerun)
        emit resultsChanged();
    else
        emit displayChanged();
    return true;
}

#define ATTN_VISION_SETTER(name, type, field)                                                      \
    bool VisionDocument::name(type value) {                                                        \
        VisionSettings s = m_settings;                                                             \
        s.field = value;                                                                           \
        return setSettings(s);                                                                     \
    }
ATTN_VISION_SETTER(setView, VisionView, view)
ATTN_VISION_SETTER(setLayer, int, layer)
ATTN_VISION_SETTER(setHead, int, head)
ATTN_VISION_SETTER(setKeepShare, double, keepShare)
#undef ATTN_VISION_SETTER

bool VisionDocument::choosePatch(int x, int y) {
    if (x < 0 || y < 0 || x >= gridWidth() || y >= gridHeight()) return false;
    VisionSettings s = m_settings;
    s.patch = y * gridWidth() + x;
    s.view = VisionView::Patch;
    return setSettings(s);
}

bool VisionDocument::setSizing(VitSizing sizing, int longSide) {
    VisionSettings s = m_settings;
    s.sizing = sizing;
    s.longSide = longSide;
    return setSettings(s);
}

bool VisionDocument::setRollout(HeadFusion fusion, double discardRatio) {
    VisionSettings s = m_settings;
    s.fusion = fusion;
    s.discardRatio = discardRatio;
    return setSettings(s);
}

void VisionDocument::setOpacity(double opacity) {
    m_settings.opacity = std::clamp(opacity, 0.0, 1.0);
    emit displayChanged();
}
void VisionDocument::setSmooth(bool smooth) {
    m_settings.smooth = smooth;
    emit displayChanged();
}
void VisionDocument::setColorMap(ColorMap map) {
    m_settings.colorMap = map;
    emit displayChanged();
}

QString VisionDocument::prediction() const {
    const Eigen::VectorXf& logits = m_output.logits;
    if (!m_model || logits.size() == 0) return {};
    Eigen::Index best = 0;
    logits.maxCoeff(&best);
    const double p = 1.0 / (logits.array() - logits(best)).exp().sum();
    const auto& labels = m_model->config.labels;
    const QString label = std::size_t(best) < labels.size()
                              ? QString::fromStdString(labels[std::size_t(best)])
                              : QString::number(best);
    return tr("%1 (p = %2)").arg(label).arg(p, 0, 'f', 2);
}

std::vector<Eigen::MatrixXf> VisionDocument::maps() const {
    if (!hasResult()) return {};
    const int gw = gridWidth(), gh = gridHeight();
    const auto& layer = m_output.attention[std::size_t(m_settings.layer)];
    switch (m_settings.view) {
    case VisionView::Heads: {
        std::vector<Eigen::MatrixXf> all;
        for (const RowMatrixXf& head : layer)
            all.push_back(patchGrid(head, 0, gw, gh));
        return all;
    }
    case VisionView::Patch:
        return {patchGrid(layer[std::size_t(m_settings.head)], 1 + m_settings.patch, gw, gh)};
    case VisionView::Rollout: {
        Eigen::MatrixXf map = patchGrid(m_rollout, 0, gw, gh);
        const float top = map.maxCoeff();
        if (top > 0) map /= top; // vit-explain's figure: the largest patch at 1
        return {map};
    }
    case VisionView::Head:
    case VisionView::Threshold:
        break;
    }
    return {patchGrid(layer[std::size_t(m_settings.head)], 0, gw, gh)};
}

Eigen::MatrixXf VisionDocument::keptPatches() const {
    if (!hasResult()) return {};
    const auto& layer = m_output.attention[std::size_t(m_settings.layer)];
    return massMask(patchGrid(layer[std::size_t(m_settings.head)], 0, gridWidth(), gridHeight()),
                    m_settings.keepShare);
}

QString VisionDocument::exportMaps(const QString& path) const {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const std::vector<Eigen::MatrixXf> all = maps();
    if (all.empty()) return tr("there is no map to save: open a model and a photo");
    if (suffix != QLatin1String("csv") && suffix != QLatin1String("npy"))
        return tr("the map file must end in .csv or .npy");
    if (all.size() > 1 && suffix == QLatin1String("csv"))
        return tr("every head's maps are three-dimensional: save them as .npy");
    try {
        if (suffix == QLatin1String("csv")) {
            writeCsv(path.toStdString(), all[0]);
        } else {
            const std::size_t h = std::size_t(gridHeight()), w = std::size_t(gridWidth());
            Tensor t{{all.size(), h, w}, {}};
            for (const Eigen::MatrixXf& m : all) {
                const RowMatrixXf rows = m;
                t.data.insert(t.data.end(), rows.data(), rows.data() + rows.size());
            }
            if (all.size() == 1) t.shape.erase(t.shape.begin());
            writeNpy(path.toStdString(), t);
        }
    } catch (const std::exception& e) {
        return exceptionText(e);
    }
    return {};
}

QString VisionDocument::title() const {
    if (!m_model) return tr("No model: open a ViT or DINO folder");
    if (!hasResult()) return tr("No picture: open a photo");
    const VisionSettings& s = m_settings;
    const int layer = s.layer + 1, head = s.head + 1;
    switch (s.view) {
    case VisionView::Head:
        return tr("[CLS] → patches, layer %1, head %2").arg(layer).arg(head);
    case VisionView::Heads:
        return tr("[CLS] → patches, every head of layer %1").arg(layer);
    case VisionView::Threshold:
        return tr("Patches holding %1 % of the [CLS] attention, layer %2, head %3")
            .arg(std::lround(s.keepShare * 100))
            .arg(layer)
            .arg(head);
    case VisionView::Patch:
        return tr("Patch (%1, %2) → patches, layer %3, head %4")
            .arg(s.patch % gridWidth() + 1)
            .arg(s.patch / gridWidth() + 1)
            .arg(layer)
            .arg(head);
    case VisionView::Rollout:
        return tr("Rollout over %1 layers, heads fused by %2, %3 % discarded")
            .arg(layers())
            .arg(s.fusion == HeadFusion::Mean  ? tr("mean")
                 : s.fusion == HeadFusion::Max ? tr("max")
                                               : tr("min"))
            .arg(std::lround(s.discardRatio * 100));
    }
    return {};
}

} // namespace attn::ui
