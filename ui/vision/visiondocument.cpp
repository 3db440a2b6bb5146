// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/vision/visiondocument.h"

#include "core/attention/patch_maps.h"
#include "core/attention/softmax.h"
#include "core/base/check.h"
#include "core/io/csv.h"
#include "core/io/npy.h"
#include "core/io/npy_stack.h"
#include "ui/common/applyorkeep.h"
#include "ui/common/messagetext.h"
#include "ui/common/samplemodels.h"
#include "ui/plotkit/rgbimageio.h"

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

/// The settings' layer, head and patch moved into the ranges of output (kept without one).
VisionSettings clamped(VisionSettings s, const VitOutput& output) {
    const int layers = int(output.attention.size());
    if (layers == 0) return s;
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

VisionDocument::VisionDocument(QObject* parent) : Document(parent) {
    m_pool.setMaxThreadCount(1);
}

VisionDocument::~VisionDocument() {
    m_pool.waitForDone();
}

void VisionDocument::setBackground(bool background, double weights) {
    m_background = background;
    m_backgroundWeights = weights;
}

QString VisionDocument::sampleModelDir() {
    return ui::sampleModelDir(QStringLiteral("vit-count-shapes"));
}

bool VisionDocument::isVitDirectory(const QString& dir) {
    QFile file(dir + QStringLiteral("/config.json"));
    if (file.size() > (1 << 20) || !file.open(QIODevice::ReadOnly)) return false;
    const QJsonDocument json = QJsonDocument::fromJson(file.readAll());
    return json.isObject() &&
           QString::fromLatin1(kVitModelTypes)
               .split(QLatin1Char('|'))
               .contains(json.object().value(QStringLiteral("model_type")).toString());
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

bool VisionDocument::submit(Job job) {
    const VisionSettings& s = job.settings;
    if (s.longSide < 0 || s.longSide > kMaxLongSide)
        return reportError(
            tr("the longer side must be from 0 (the model's size) to %1 pixels, not %2")
                .arg(kMaxLongSide)
                .arg(s.longSide));
    if (!(s.discardRatio >= 0 && s.discardRatio < 1))
        return reportError(
            tr("the discard ratio must be at least 0 and below 1, not %1").arg(s.discardRatio));
    if (!(s.keepShare > 0 && s.keepShare <= 1))
        return reportError(
            tr("the share of attention to keep must be above 0 and at most 1, not %1")
                .arg(s.keepShare));
    if (!m_running && !isLarge(job))
        return applyOrKeep([&] { finish(job, compute(job), false); },
                           [this](const QString& message) { return reportError(message); },
                           exceptionText);
    m_settings.sizing = s.sizing; // what the controls show while it runs
    m_settings.longSide = s.longSide;
    if (m_running) {
        if (m_queued && job.loadDir.isEmpty()) job.loadDir = m_queued->loadDir; // still wanted
        m_queued = std::move(job);
        return true;
    }
    startWorker(std::move(job));
    emit busyChanged(true);
    return true;
}

bool VisionDocument::isLarge(const Job& job) const {
    if (!m_background) return false;
    double weights = 0;
    if (!job.loadDir.isEmpty()) {
        for (const QFileInfo& f :
             QDir(job.loadDir).entryInfoList({QStringLiteral("*.safetensors")}))
            weights += double(f.size()) / 4;
    } else if (job.model && job.photo->width) {
        const VitConfig& c = job.model->config;
        weights = double(c.layers) * c.embedDim * (4.0 * c.embedDim + 2.0 * c.feedForwardDim);
    }
    return weights > m_backgroundWeights;
}

VisionDocument::Result VisionDocument::compute(const Job& job) {
    Result r;
    r.model = job.loadDir.isEmpty()
                  ? job.model
                  : std::make_shared<const VitModel>(loadVit(job.loadDir.toStdString()));
    if (!r.model || job.photo->width == 0) { // nothing to run yet: no attention to show
        r.image = job.photo->width ? toQImage(*job.photo) : QImage();
        return r;
    }
    const VisionSettings& s = job.settings;
    const VitImage pixels = vitPixels(*r.model, *job.photo, s.sizing, s.longSide);
    r.output = vitForward(*r.model, pixels);
    r.rollout = attentionRolloutRow(r.output.attention, 0, s.fusion, float(s.discardRatio));
    r.image = toQImage(pixels.pixels);
    return r;
}

void VisionDocument::startWorker(Job job) {
    m_running = true;
    m_runningJob = job;
    m_pool.start([this, job = std::move(job)] {
        auto result = std::make_shared<Result>();
        QString error;
        applyOrKeep([&] { *result = compute(job); },
                    [&](const QString& message) {
                        error = message;
                        return false;
                    },
                    exceptionText);
        QMetaObject::invokeMethod(
            this,
            [this, job, result, error] {
                m_running = false;
                if (error.isEmpty()) {
                    finish(job, std::move(*result), true);
                } else {
                    if (!m_queued) { // the asked-for sizing was not applied
                        m_settings.sizing = m_shownSizing;
                        m_settings.longSide = m_shownLongSide;
                    }
                    reportError(error);
                }
                if (m_queued) {
                    Job next = std::move(*m_queued);
                    m_queued.reset();
                    if (next.loadDir.isEmpty()) next.model = m_model; // perhaps just loaded
                    startWorker(std::move(next));
                } else {
                    emit busyChanged(false);
                }
            },
            Qt::QueuedConnection);
    });
}

void VisionDocument::finish(const Job& job, Result result, bool fromWorker) {
    // from the worker: the view, layer, head, ... chosen meanwhile stay
    VisionSettings s = fromWorker ? m_settings : job.settings;
    s.sizing = job.settings.sizing;
    s.longSide = job.settings.longSide;
    if (!job.loadDir.isEmpty()) {
        m_dir = job.loadDir;
        s.layer = result.model->config.layers - 1; // the last layer: where DINO's maps come from
    }
    if (m_queued) { // the controls keep what is asked for next
        s.sizing = m_queued->settings.sizing;
        s.longSide = m_queued->settings.longSide;
    }
    m_model = std::move(result.model);
    m_photo = job.photo;
    m_imageName = job.imageName;
    m_image = std::move(result.image);
    m_output = std::move(result.output);
    m_rollout = std::move(result.rollout);
    m_shownSizing = job.settings.sizing;
    m_shownLongSide = job.settings.longSide;
    m_settings = clamped(s, m_output);
    if (s.fusion != job.settings.fusion || s.discardRatio != job.settings.discardRatio)
        updateRollout(m_settings); // changed while the worker ran
    clearError();
    emit resultsChanged();
}

bool VisionDocument::updateRollout(const VisionSettings& settings) {
    if (!hasResult()) return true;
    return applyOrKeep(
        [&] {
            m_rollout = attentionRolloutRow(m_output.attention, 0, settings.fusion,
                                            float(settings.discardRatio));
        },
        [this](const QString& message) { return reportError(message); }, exceptionText);
}

VisionDocument::Job VisionDocument::jobOnLatestPhoto() const {
    const Job& latest = m_queued ? *m_queued : m_runningJob;
    if (m_running) return {m_model, {}, latest.photo, latest.imageName, m_settings};
    return {m_model, {}, m_photo, m_imageName, m_settings};
}

bool VisionDocument::loadModel(const QString& dir) {
    Job job = jobOnLatestPhoto();
    job.loadDir = dir;
    return submit(std::move(job));
}

bool VisionDocument::openImage(const QString& path) {
    QString error;
    const RgbImage photo = readRgbImage(path, &error);
    if (photo.width == 0) return reportError(error);
    return setImage(photo, QFileInfo(path).fileName());
}

bool VisionDocument::setImage(const RgbImage& photo, const QString& name) {
    if (!applyOrKeep([&] { checkRgbImage(photo, 1, name.toStdString()); },
                     [this](const QString& message) { return reportError(message); },
                     exceptionText))
        return false;
    Job job = jobOnLatestPhoto();
    job.photo = std::make_shared<const RgbImage>(photo);
    job.imageName = name;
    return submit(std::move(job));
}

bool VisionDocument::setSettings(const VisionSettings& s) {
    const VisionSettings old = m_settings;
    if (s.sizing != old.sizing || s.longSide != old.longSide) {
        Job job = jobOnLatestPhoto();
        job.settings = s;
        return submit(std::move(job));
    }
    if (!(s.keepShare > 0 && s.keepShare <= 1))
        return reportError(
            tr("the share of attention to keep must be above 0 and at most 1, not %1")
                .arg(s.keepShare));
    if (!(s.discardRatio >= 0 && s.discardRatio < 1))
        return reportError(
            tr("the discard ratio must be at least 0 and below 1, not %1").arg(s.discardRatio));
    if ((s.fusion != old.fusion || s.discardRatio != old.discardRatio) && !updateRollout(s))
        return false;
    m_settings = clamped(s, m_output);
    clearError();
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
    const TopClass top = topClass(logits);
    const auto& labels = m_model->config.labels;
    const QString label = std::size_t(top.index) < labels.size()
                              ? QString::fromStdString(labels[std::size_t(top.index)])
                              : QString::number(top.index);
    return tr("%1 (p = %2)").arg(label).arg(top.probability, 0, 'f', 2);
}

std::vector<Eigen::MatrixXf> VisionDocument::maps() const {
    if (!hasResult()) return {};
    const int gw = gridWidth(), gh = gridHeight(), prefix = m_output.prefixTokens;
    const auto& layer = m_output.attention[std::size_t(m_settings.layer)];
    switch (m_settings.view) {
    case VisionView::Heads: {
        std::vector<Eigen::MatrixXf> all;
        for (const RowMatrixXf& head : layer)
            all.push_back(patchGrid(head, 0, gw, gh, prefix));
        return all;
    }
    case VisionView::Patch:
        return {patchGrid(layer[std::size_t(m_settings.head)], prefix + m_settings.patch, gw, gh,
                          prefix)};
    case VisionView::Rollout: {
        Eigen::MatrixXf map = RowMatrixXf::Map(m_rollout.data() + prefix, gh, gw);
        const float top = map.maxCoeff();
        if (top > 0) map /= top; // vit-explain's figure: the largest patch at 1
        return {map};
    }
    case VisionView::Head:
    case VisionView::Threshold:
        break;
    }
    return {patchGrid(layer[std::size_t(m_settings.head)], 0, gw, gh, prefix)};
}

Eigen::MatrixXf VisionDocument::keptPatches() const {
    if (!hasResult()) return {};
    const auto& layer = m_output.attention[std::size_t(m_settings.layer)];
    return massMask(patchGrid(layer[std::size_t(m_settings.head)], 0, gridWidth(), gridHeight(),
                              m_output.prefixTokens),
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
        if (suffix == QLatin1String("csv"))
            writeCsv(path.toStdString(), all[0]);
        else if (all.size() == 1)
            writeNpy(path.toStdString(), fromMatrix(all[0]));
        else
            writeMatrices(path.toStdString(), all); // (heads, grid height, grid width)
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
