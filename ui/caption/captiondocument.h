// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The state of the Captions tab: the captioner, the picture (a scene drawn in the app or a
// file), the caption with one attention map per word (the model's, or maps imported from a
// .npy file), the selected word and how the maps are drawn. The only caller of the core for
// the tab; captioning a 64 x 64 picture takes about a millisecond, so it runs on the GUI thread.
#include "core/models/captioner/captioner.h"
#include "core/models/captioner/scene.h"
#include "ui/common/document.h"
#include "ui/plotkit/colormaps.h"

#include <Eigen/Core>
#include <QImage>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace attn::ui {

class CaptionDocument : public Document {
    Q_OBJECT

  public:
    explicit CaptionDocument(QObject* parent = nullptr);
    ~CaptionDocument() override;

    /// sample_models/captioner-shapes when it can be found, else empty.
    static QString sampleModelDir();
    /// Whether dir holds a captioner (its config.json names model_type "show-attend-tell").
    static bool isCaptionerDirectory(const QString& dir);

    /// Loads dir and captions the current picture with it; on failure keeps the current model
    /// and emits errorOccurred. True on success.
    bool loadModel(const QString& dir);
    /// Draws scene (core/models/captioner/scene.h) and captions it. Shapes may break the training
    /// rules; then sceneNote() says which. Imported maps are dropped.
    bool setScene(const Scene& scene);
    /// setScene(randomScene(seed)).
    bool setRandomScene(quint64 seed);
    /// Moves shape index (0-based) so that its centre is pixel (x, y) of the scene.
    bool moveShape(int index, int x, int y);
    /// Reads a PNG, JPEG, ... file and captions it; on failure keeps everything.
    bool openImage(const QString& path);
    /// image:(H,W,3) named name (shown in messages) -> captioned; on failure keeps everything.
    bool setImage(const RgbImage& image, const QString& name);
    /// A typed caption the model reads (teacher forcing); empty text returns to the greedy one.
    bool setTypedCaption(const QString& text);
    /// maps .npy of shape (words, grid_h, grid_w) and a words file (.json list of strings or
    /// .txt one per line) -> shown instead of the model's maps. Refused with a message when
    /// the grid does not fit the picture or the counts differ; the previous state is kept.
    bool importMaps(const QString& npyPath, const QString& wordsPath);
    /// Imported maps as arrays: maps (T) of (gh, gw), words (T).
    bool setImportedMaps(const std::vector<Eigen::MatrixXf>& maps, const QStringList& words,
                         const QString& name);
    /// Back to the model's caption of the picture.
    void clearImportedMaps();

    /// Word index (0-based, clamped); emits wordChanged when it changes.
    void selectWord(int index);
    void nextWord() { selectWord(m_word + 1); }
    void previousWord() { selectWord(m_word - 1); }

    void setSmooth(bool smooth);
    void setOpacity(double opacity); ///< 0..1
    void setColorMap(ColorMap map);
    void setShowGrid(bool show);

    bool hasModel() const { return bool(m_model); }
    bool hasScene() const { return m_scene.has_value(); }
    const Scene& scene() const { return *m_scene; } ///< only when hasScene()
    QString modelDir() const { return m_modelDir; }
    QString imageName() const { return m_imageName; }
    /// The picture as shown (the original size for files, 64 x 64 for scenes).
    const QImage& image() const { return m_qimage; }
    QStringList words() const { return m_words; }
    std::vector<bool> known() const { return m_known; }
    std::vector<float> probabilities() const { return m_probability; }
    /// (T) of (gh, gw), row 0 is the top row of patches.
    const std::vector<Eigen::MatrixXf>& maps() const { return m_maps; }
    /// Writes maps() to path as float32 .npy (T, gh, gw); an empty string, or why not.
    QString exportMaps(const QString& path) const;
    int wordCount() const { return int(m_words.size()); }
    int word() const { return m_word; }
    int gridRows() const;
    int gridColumns() const;
    bool importedMaps() const { return m_imported; }
    bool typedCaption() const { return !m_typed.isEmpty(); }
    QString typedText() const { return m_typed; }
    /// Why the picture or scene differs from the training scenes, or empty.
    QString warning() const { return m_warning; }

    bool smooth() const { return m_smooth; }
    double opacity() const { return m_opacity; }
    ColorMap colorMap() const { return m_colorMap; }
    bool showGrid() const { return m_showGrid; }

  signals:
    /// The picture, the caption or the maps changed.
    void resultChanged();
    void wordChanged(int index);
    /// Drawing options changed.
    void displayChanged();

  private:
    /// Captions rgb (already checked) with the current model; fills the result fields.
    bool recaption();
    /// The picture becomes rgb:(H,W,3), named name and drawn from scene when it has one.
    void setPicture(const RgbImage& rgb, const QString& name, const std::optional<Scene>& scene);
    /// setPicture, then recaption(); when that fails the picture before stays and the result
    /// is false.
    bool showPicture(const RgbImage& rgb, const QString& name, const std::optional<Scene>& scene);

    std::unique_ptr<Captioner> m_model;
    QString m_modelDir;
    RgbImage m_rgb; ///< (H,W,3) as given
    QImage m_qimage;
    QString m_imageName;
    std::optional<Scene> m_scene;
    QString m_typed;
    QStringList m_words;
    std::vector<bool> m_known;
    std::vector<float> m_probability;
    std::vector<Eigen::MatrixXf> m_maps;
    bool m_imported = false;
    int m_word = 0;
    QString m_warning;
    bool m_smooth = false;
    double m_opacity = 0.5;
    ColorMap m_colorMap = ColorMap::Viridis;
    bool m_showGrid = true;
};

} // namespace attn::ui
