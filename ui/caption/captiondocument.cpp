// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/caption/captiondocument.h"

#include "ui/common/samplemodels.h"

#include "core/base/check.h"
#include "core/io/npy.h"
#include "core/io/npy_stack.h"
#include "ui/common/applyorkeep.h"
#include "ui/common/messagetext.h"
#include "ui/common/shownnumbers.h"
#include "ui/plotkit/rgbimageio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace attn::ui {

namespace {

/// The largest grid of imported maps: each cell must still be a few pixels of the picture.
constexpr int kMaxImportedGrid = 256;
constexpr int kMaxImportedWords = 200;

/// A words file: a .json list of strings or text with one word per line (blank lines skipped).
QStringList readWords(const QString& path, QString* error) {
    QFile file(path);
    if (file.size() > (1 << 20)) {
        *error = CaptionDocument::tr("%1 is larger than 1 MB; a words file lists a caption's words")
                     .arg(path);
        return {};
    }
    if (!file.open(QIODevice::ReadOnly)) {
        *error = CaptionDocument::tr("cannot read %1: %2").arg(path, file.errorString());
        return {};
    }
    const QByteArray bytes = file.readAll();
    QStringList words;
    if (path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)) {
        QJsonParseError parseError;
        const QJsonDocument json = QJsonDocument::fromJson(bytes, &parseError);
        if (!json.isArray()) {
            *error = CaptionDocument::tr(
                         "%1 must hold a JSON list of words, e.g. [\"a\", \"red\", \"circle\"]")
                         .arg(path);
            return {};
        }
        for (const QJsonValue& v : json.array()) {
            if (!v.isString()) {
                *error =
                    CaptionDocument::tr("%1: every entry of the list must be a string").arg(path);
                return {};
            }
            words << v.toString();
        }
    } else {
        for (const QString& line : QString::fromUtf8(bytes).split(QLatin1Char('\n')))
            if (const QString w = line.trimmed(); !w.isEmpty()) words << w;
    }
    if (words.isEmpty()) *error = CaptionDocument::tr("%1 lists no words").arg(path);
    return words;
}

} // namespace

CaptionDocument::CaptionDocument(QObject* parent) : Document(parent) {}
CaptionDocument::~CaptionDocument() = default;

QString CaptionDocument::sampleModelDir() {
    return ui::sampleModelDir(QStringLiteral("captioner-shapes"));
}

bool CaptionDocument::isCaptionerDirectory(const QString& dir) {
    QFile file(dir + QStringLiteral("/config.json"));
    if (file.size() > (1 << 20) || !file.open(QIODevice::ReadOnly)) return false;
    const QJsonDocument json = QJsonDocument::fromJson(file.readAll());
    return json.isObject() && json.object().value(QStringLiteral("model_type")).toString() ==
                                  QStringLiteral("show-attend-tell");
}

int CaptionDocument::gridRows() const {
    return m_maps.empty() ? 0 : int(m_maps[0].rows());
}
int CaptionDocument::gridColumns() const {
    return m_maps.empty() ? 0 : int(m_maps[0].cols());
}

bool CaptionDocument::loadModel(const QString& dir) {
    std::unique_ptr<Captioner> model;
    if (!applyOrKeep([&] { model = std::make_unique<Captioner>(loadCaptioner(dir.toStdString())); },
                     [this](const QString& message) { return reportError(message); },
                     exceptionText))
        return false;
    std::swap(model, m_model);
    const QString oldDir = m_modelDir;
    m_modelDir = dir;
    if (m_rgb.width == 0) {
        if (setRandomScene(1)) return true;
    } else if (recaption()) {
        return true;
    }
    std::swap(model, m_model); // keep the previous model and result
    m_modelDir = oldDir;
    return false;
}

bool CaptionDocument::recaption() {
    if (!m_model) return reportError(tr("no captioner is loaded (File ▸ Open model…)"));
    if (m_rgb.width == 0) return reportError(tr("no picture to caption"));
    const bool captioned = applyOrKeep(
        [&] {
            const RgbImage input = resizeForCaptioner(*m_model, m_rgb);
            CaptionResult result;
            if (!m_typed.isEmpty()) {
                const std::vector<std::string> words = splitCaption(m_typed.toStdString());
                if (words.empty()) return reportError(tr("the typed caption has no words"));
                result = teacherForced(*m_model, input, words);
            } else {
                result = caption(*m_model, input, m_model->config.maxWords);
            }
            QString fallback;
            if (result.words.empty() && m_scene && isCaptionable(*m_scene)) {
                // Show where the model looks while reading the scene's own caption instead.
                result = teacherForced(*m_model, input, describeScene(*m_scene).words);
                fallback =
                    tr("The captioner wrote no words for this scene; shown is the model reading "
                       "the scene's own caption.");
            }
            if (result.words.empty())
                fallback = tr("The captioner wrote no words for this picture.");
            QString warning;
            if (!looksLikeTrainingScene(input))
                warning =
                    tr("This picture does not look like the shape scenes the captioner was trained "
                       "on; its caption and attention say little about it.");
            Message reason;
            if (m_scene && !isCaptionable(*m_scene, &reason))
                warning =
                    tr("This scene breaks a rule of the training scenes (%1); the caption may be "
                       "wrong.")
                        .arg(messageText(reason));
            m_words = toLabels(result.words);
            m_known = result.known;
            m_probability = result.probability;
            m_maps = result.attention;
            m_warning =
                fallback.isEmpty() ? warning : (fallback + QLatin1Char(' ') + warning).trimmed();
            return true;
        },
        [this](const QString& message) { return reportError(message); }, exceptionText);
    if (!captioned) return false;
    m_imported = false;
    clearError();
    m_word = std::clamp(m_word, 0, std::max(0, wordCount() - 1));
    emit resultChanged();
    emit wordChanged(m_word);
    return true;
}

bool CaptionDocument::setScene(const Scene& scene) {
    if (scene.shapes.empty() || scene.shapes.size() > 3)
        return reportError(tr("a scene has one to three shapes"));
    return showPicture(renderScene(scene), tr("scene"), scene);
}

void CaptionDocument::setPicture(const RgbImage& rgb, const QString& name,
                                 const std::optional<Scene>& scene) {
    m_rgb = rgb;
    m_scene = scene;
    m_imageName = name;
    m_qimage = toQImage(m_rgb);
}

bool CaptionDocument::showPicture(const RgbImage& rgb, const QString& name,
                                  const std::optional<Scene>& scene) {
    const RgbImage oldRgb = m_rgb;
    const std::optional<Scene> oldScene = m_scene;
    const QString oldName = m_imageName;
    const QImage oldImage = m_qimage;
    setPicture(rgb, name, scene);
    if (recaption()) return true;
    m_qimage = oldImage;
    m_rgb = oldRgb;
    m_scene = oldScene;
    m_imageName = oldName;
    return false;
}

bool CaptionDocument::setRandomScene(quint64 seed) {
    return setScene(randomScene(seed));
}

bool CaptionDocument::moveShape(int index, int x, int y) {
    if (!m_scene || index < 0 || index >= int(m_scene->shapes.size()))
        return reportError(tr("there is no shape %1 to move").arg(index + 1));
    Scene scene = *m_scene;
    scene.shapes[std::size_t(index)].x = std::clamp(x, 0, kSceneSize - 1);
    scene.shapes[std::size_t(index)].y = std::clamp(y, 0, kSceneSize - 1);
    return setScene(scene);
}

bool CaptionDocument::openImage(const QString& path) {
    QString error;
    const RgbImage image = readRgbImage(path, &error);
    if (image.width == 0) return reportError(error);
    return setImage(image, QFileInfo(path).fileName());
}

bool CaptionDocument::setImage(const RgbImage& image, const QString& name) {
    if (!applyOrKeep([&] { checkRgbImage(image, 1, name.toStdString()); },
                     [this](const QString& message) { return reportError(message); },
                     exceptionText))
        return false;
    if (!m_model) { // a picture for imported maps only
        setPicture(image, name, std::nullopt);
        m_words.clear();
        m_maps.clear();
        m_known.clear();
        m_probability.clear();
        m_warning.clear();
        m_imported = false;
        m_word = 0;
        emit resultChanged();
        return true;
    }
    return showPicture(image, name, std::nullopt);
}

QString CaptionDocument::exportMaps(const QString& path) const {
    if (m_maps.empty()) return tr("there are no maps to save: open a captioner and a picture");
    try {
        writeMatrices(path.toStdString(), m_maps);
    } catch (const std::exception& e) {
        return exceptionText(e);
    }
    return {};
}

bool CaptionDocument::setTypedCaption(const QString& text) {
    const QString old = m_typed;
    m_typed = text.trimmed();
    if (m_typed.size() > 2000) {
        m_typed = old;
        return reportError(tr("the typed caption is longer than 2000 characters"));
    }
    if (recaption()) return true;
    m_typed = old;
    return false;
}

bool CaptionDocument::importMaps(const QString& npyPath, const QString& wordsPath) {
    QString error;
    const QStringList words = readWords(wordsPath, &error);
    if (words.isEmpty()) return reportError(error);
    NpyArray array;
    if (!applyOrKeep([&] { array = readNpy(npyPath.toStdString()); },
                     [this](const QString& message) { return reportError(message); },
                     exceptionText))
        return false;
    if (array.shape.size() != 3)
        return reportError(tr("%1 has %n dimensions; expected 3: (words, grid_h, grid_w)", nullptr,
                              int(array.shape.size()))
                               .arg(QFileInfo(npyPath).fileName()));
    const std::size_t t = array.shape[0], gh = array.shape[1], gw = array.shape[2];
    if (t == 0 || gh == 0 || gw == 0)
        return reportError(tr("%1 is empty").arg(QFileInfo(npyPath).fileName()));
    if (gh > std::size_t(kMaxImportedGrid) || gw > std::size_t(kMaxImportedGrid) ||
        t > std::size_t(kMaxImportedWords))
        return reportError(tr("%1 has shape (%2, %3, %4); at most %5 words and a %6 x %6 grid")
                               .arg(QFileInfo(npyPath).fileName())
                               .arg(t)
                               .arg(gh)
                               .arg(gw)
                               .arg(kMaxImportedWords)
                               .arg(kMaxImportedGrid));
    std::vector<Eigen::MatrixXf> maps;
    for (std::size_t w = 0; w < t; ++w) {
        Eigen::MatrixXf m(static_cast<Eigen::Index>(gh), static_cast<Eigen::Index>(gw));
        for (std::size_t r = 0; r < gh; ++r)
            for (std::size_t c = 0; c < gw; ++c)
                m(Eigen::Index(r), Eigen::Index(c)) = array.data[(w * gh + r) * gw + c];
        maps.push_back(std::move(m));
    }
    return setImportedMaps(maps, words, QFileInfo(npyPath).fileName());
}

bool CaptionDocument::setImportedMaps(const std::vector<Eigen::MatrixXf>& maps,
                                      const QStringList& words, const QString& name) {
    if (m_rgb.width == 0)
        return reportError(tr("open a picture before importing its attention maps"));
    if (maps.empty()) return reportError(tr("%1 holds no maps").arg(name));
    if (int(maps.size()) != words.size())
        return reportError(tr("%1 holds %2 maps but the words file lists %3 words; they must match")
                               .arg(name)
                               .arg(maps.size())
                               .arg(words.size()));
    const Eigen::Index gh = maps[0].rows(), gw = maps[0].cols();
    for (const Eigen::MatrixXf& m : maps) {
        if (m.rows() != gh || m.cols() != gw)
            return reportError(tr("%1: the maps differ in size").arg(name));
        if (!m.allFinite() || m.minCoeff() < 0)
            return reportError(tr("%1: attention maps must be finite and not negative").arg(name));
    }
    if (gh > m_rgb.height || gw > m_rgb.width)
        return reportError(
            tr("%1 has a %2 x %3 grid (rows x columns), which does not fit the %4 x %5-pixel "
               "picture: a patch must be at least one pixel")
                .arg(name)
                .arg(gh)
                .arg(gw)
                .arg(m_rgb.width)
                .arg(m_rgb.height));
    m_maps = maps;
    m_words = words;
    m_known.assign(maps.size(), true);
    m_probability.assign(maps.size(), std::nanf(""));
    m_imported = true;
    m_warning.clear();
    clearError();
    m_word = 0;
    emit resultChanged();
    emit wordChanged(m_word);
    return true;
}

void CaptionDocument::clearImportedMaps() {
    if (!m_imported) return;
    if (m_model) recaption();
}

void CaptionDocument::selectWord(int index) {
    if (m_words.isEmpty()) return;
    index = std::clamp(index, 0, wordCount() - 1);
    if (index == m_word) return;
    m_word = index;
    emit wordChanged(m_word);
}

void CaptionDocument::setSmooth(bool smooth) {
    if (smooth == m_smooth) return;
    m_smooth = smooth;
    emit displayChanged();
}

void CaptionDocument::setOpacity(double opacity) {
    opacity = std::clamp(opacity, 0.0, 1.0);
    if (opacity == m_opacity) return;
    m_opacity = opacity;
    emit displayChanged();
}

void CaptionDocument::setColorMap(ColorMap map) {
    if (map == m_colorMap) return;
    m_colorMap = map;
    emit displayChanged();
}

void CaptionDocument::setShowGrid(bool show) {
    if (show == m_showGrid) return;
    m_showGrid = show;
    emit displayChanged();
}

} // namespace attn::ui
