#pragma once
// The state of the Vision tab: a vision transformer (a ViT or DINO folder in the Hugging Face
// layout), a photo, the model's attention over the photo's patches, and what is shown (one
// head's [CLS] map, all heads of a layer, DINO's threshold mask, a clicked patch's own
// attention, rollout) and how. The only caller of the core for the tab; a forward runs on the
// GUI thread (the sample model in milliseconds, ViT-B/16 at 224 x 224 in about 0.2 s).
#include "core/attention/rollout.h"
#include "core/base/rgb_image.h"
#include "core/models/vit/vit.h"
#include "ui/plotkit/colormaps.h"

#include <Eigen/Core>
#include <QImage>
#include <QObject>
#include <QString>

#include <memory>
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

class VisionDocument : public QObject {
    Q_OBJECT

  public:
    static constexpr int kMaxLongSide = 1024; ///< 4096 patches of 16 pixels: still a second

    explicit VisionDocument(QObject* parent = nullptr);
    ~VisionDocument() override;

    /// sample_models/vit-count-shapes when it can be found, else empty.
    static QString sampleModelDir();
    /// Whether dir's config.json names model_type "vit".
    static bool isVitDirectory(const QString& dir);
    /// The sample model's example pictures (examples/*.png), sorted by name.
    static QStringList samplePictures();

    /// Loads dir and runs it on the current photo; on failure keeps everything and emits
    /// errorOccurred. True on success.
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

    const VisionSettings& settings() const { return m_settings; }
    bool hasModel() const { return bool(m_model); }
    bool hasResult() const { return !m_output.attention.empty(); }
    QString modelDir() const { return m_dir; }
    QString imageName() const { return m_imageName; }
    QString errorString() const { return m_error; }
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
    /// A new model, photo or sizing: everything is new.
    void resultsChanged();
    /// The view, layer, head, patch or drawing changed.
    void displayChanged();
    void errorOccurred(const QString& message);

  private:
    bool fail(const QString& message);
    /// Runs model on photo with settings' sizing; the results replace the current ones
    /// only when every step succeeds.
    bool run(std::shared_ptr<const VitModel> model, const RgbImage& photo,
             const VisionSettings& settings);

    std::shared_ptr<const VitModel> m_model;
    QString m_dir;
    RgbImage m_photo;
    QString m_imageName;
    QImage m_image;
    VitOutput m_output;
    Eigen::MatrixXf m_rollout; ///< (T,T) for m_settings' fusion and discard ratio
    VisionSettings m_settings;
    QString m_error;
};

/// "head", "heads", "threshold", "patch", "rollout": command-line and lesson values.
QString visionViewName(VisionView view);
/// Inverse of visionViewName; *ok false for an unknown name.
VisionView visionViewFromName(const QString& name, bool* ok = nullptr);

} // namespace attn::ui
