// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The state of the Vision tab: a vision transformer (a ViT or DINO folder in the Hugging Face
// layout), a photo, the model's attention over the photo's patches, and what is shown (one
// head's [CLS] map, all heads of a layer, DINO's threshold mask, a clicked patch's own
// attention, rollout) and how. The only caller of the core for the tab. A small model (the
// sample: milliseconds) runs at once; a larger one (ViT-B/16: 0.4 s to load, 0.2 s at 224 x 224,
// 1.3 s at 480 x 480) loads and runs on a worker thread while the figure keeps the previous
// picture (busy()); changes asked for meanwhile run next, the last one winning.
#include "core/attention/rollout.h"
#include "core/base/rgb_image.h"
#include "core/models/vit/vit.h"
#include "ui/common/document.h"
#include "ui/plotkit/colormaps.h"

#include <Eigen/Core>
#include <QImage>
#include <QString>
#include <QThreadPool>

#include <memory>
#include <optional>
#include <vector>

namespace attn::ui {

/// What the figure shows.
enum class VisionView {
    Head,      ///< one head's [CLS] -> patch weights over the photo
    Heads,     ///< every head of the layer, small multiples (DINO's figure)
    Threshold, ///< the patches holding keepShare of one head's [CLS] attention (DINO's mask)
    Patch,     ///< what the chosen patch attends to, in one head
    Rollout,   ///< [CLS] -> patch rollout over all layers (vit-explain's options)
};

struct VisionSettings {
    VitSizing sizing = VitSizing::AsTrained;
    int longSide = 0; ///< KeepAspect: the photo's longer side in pixels; 0 = the model's size
    VisionView view = VisionView::Head;
    int layer = 0;
    int head = 0;
    int patch = 0;          ///< Patch view: y * gridWidth + x
    double keepShare = 0.6; ///< Threshold view, in (0, 1]
    HeadFusion fusion = HeadFusion::Mean;
    double discardRatio = 0; ///< rollout: share of the lowest weights dropped per layer, [0, 1)
    double opacity = 0.6;    ///< of the map over the photo, 0..1
    bool smooth = false;     ///< bilinear between patch centres instead of blocks
    ColorMap colorMap = ColorMap::Viridis;
};

class VisionDocument : public Document {
    Q_OBJECT

  public:
    /// 64 x 64 patches of 16 pixels; a model whose attention there would pass 4 GB refuses it
    /// with a message (requireVitAttentionFits): ViT-B/16 from 53 x 53 patches on
    static constexpr int kMaxLongSide = 1024;
    /// Models with more weights than this load and run on the worker thread.
    static constexpr double kBackgroundWeights = 2e6;

    explicit VisionDocument(QObject* parent = nullptr);
    ~VisionDocument() override;

    /// sample_models/vit-count-shapes when it can be found, else empty.
    static QString sampleModelDir();
    /// Whether dir's config.json names model_type "vit".
    static bool isVitDirectory(const QString& dir);
    /// The sample model's example pictures (examples/*.png), sorted by name.
    static QStringList samplePictures();

    /// Loads dir and runs it on the current photo; on failure keeps everything and emits
    /// errorOccurred. True on success, or when a large model was handed to the worker (its
    /// failure then comes as errorOccurred).
    bool loadModel(const QString& dir);
    /// Reads a PNG, JPEG, ... file (any size and aspect) and runs the model on it.
    bool openImage(const QString& path);
    /// photo:(H,W,3) named name (in titles and messages) -> shown; on failure keeps everything.
    bool setImage(const RgbImage& photo, const QString& name);
    /// Everything at once (lessons, the command line); a refused change keeps the old ones.
    bool setSettings(const VisionSettings& settings);
    bool setView(VisionView view);
    bool setLayer(int layer);
    bool setHead(int head);
    /// The Patch view on patch (x, y) of the grid.
    bool choosePatch(int x, int y);
    bool setSizing(VitSizing sizing, int longSide);
    bool setKeepShare(double share);
    bool setRollout(HeadFusion fusion, double discardRatio);
    void setOpacity(double opacity);
    void setSmooth(bool smooth);
    void setColorMap(ColorMap map);

    /// Whether large models go to the worker (the window's tab; tests and the command line
    /// leave it off and get every result on return). weights: the threshold in parameters.
    void setBackground(bool background, double weights = kBackgroundWeights);
    /// A load or forward is running on the worker.
    bool busy() const { return m_running; }

    const VisionSettings& settings() const { return m_settings; }
    bool hasModel() const { return bool(m_model); }
    const VitModel* model() const { return m_model.get(); }
    bool hasResult() const { return !m_output.attention.empty(); }
    QString modelDir() const { return m_dir; }
    QString imageName() const { return m_imageName; }
    /// The model's pixels (after its resize), as the overlays are drawn on.
    const QImage& image() const { return m_image; }
    const VitOutput& output() const { return m_output; }
    int layers() const { return int(m_output.attention.size()); }
    int heads() const { return layers() ? int(m_output.attention[0].size()) : 0; }
    int gridWidth() const { return m_output.gridWidth; }
    int gridHeight() const { return m_output.gridHeight; }
    /// The classifier's best label and its probability; empty without a classifier.
    QString prediction() const;

    /// The maps of the current view, each (gridHeight, gridWidth): one for Head, Threshold
    /// (the head's [CLS] map), Patch and Rollout; one per head for Heads.
    std::vector<Eigen::MatrixXf> maps() const;
    /// Threshold view: 1 for the patches kept, 0 elsewhere, (gridHeight, gridWidth).
    Eigen::MatrixXf keptPatches() const;
    /// The figure's title for the current view.
    QString title() const;
    /// Writes the shown map (gridHeight, gridWidth) to path (.csv or .npy); for the small
    /// multiples, every head's map as (heads, gridHeight, gridWidth) in .npy. An empty string on
    /// success, else the reason.
    QString exportMaps(const QString& path) const;

  signals:
    /// The view, layer, head, patch or drawing changed.
    void displayChanged();
    void busyChanged(bool busy);

  private:
    /// What a load or forward starts from; loadDir non-empty: load that folder first.
    struct Job {
        std::shared_ptr<const VitModel> model;
        QString loadDir;
        std::shared_ptr<const RgbImage> photo; ///< never null; shared, as photos are large
        QString imageName;
        VisionSettings settings;
    };
    /// What it gives: the model, the pixels drawn on, every head's attention, the rollout row.
    struct Result {
        std::shared_ptr<const VitModel> model;
        QImage image;
        VitOutput output;
        Eigen::RowVectorXf rollout; ///< (T) [CLS]'s rollout row
    };
    /// Checks job's settings, then computes it here or on the worker (large models when
    /// background); the results replace the current ones only when every step succeeds.
    bool submit(Job job);
    static Result compute(const Job& job);
    bool isLarge(const Job& job) const;
    void startWorker(Job job);
    /// The results of job in place of the current ones.
    void finish(const Job& job, Result result, bool fromWorker);
    /// A job on the photo last asked for (shown, running or queued) and the current settings.
    Job jobOnLatestPhoto() const;
    /// [CLS]'s rollout row for the current output and settings.
    bool updateRollout(const VisionSettings& settings);

    std::shared_ptr<const VitModel> m_model;
    QString m_dir;
    std::shared_ptr<const RgbImage> m_photo = std::make_shared<const RgbImage>();
    QString m_imageName;
    QImage m_image;
    VitOutput m_output;
    Eigen::RowVectorXf m_rollout; ///< (T) [CLS]'s row, for m_settings' fusion and discard ratio
    VisionSettings m_settings;
    VitSizing m_shownSizing = VitSizing::AsTrained; ///< of m_output (m_settings': asked for)
    int m_shownLongSide = 0;
    bool m_background = false;
    double m_backgroundWeights = kBackgroundWeights;
    QThreadPool m_pool; ///< one worker
    bool m_running = false;
    Job m_runningJob;
    std::optional<Job> m_queued;
};

/// "head", "heads", "threshold", "patch", "rollout": command-line and lesson values.
QString visionViewName(VisionView view);
/// Inverse of visionViewName; *ok false for an unknown name.
VisionView visionViewFromName(const QString& name, bool* ok = nullptr);

} // namespace attn::ui
