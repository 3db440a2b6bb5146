// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The explorer's state: its settings, the results computed from them, and what the views
// show (head, matrix kind, highlighted row, colour map). The only caller of the core here.
#include "ui/common/document.h"
#include "ui/explorer/explorercompute.h"
#include "ui/explorer/explorerplotdata.h"
#include "ui/plotkit/colormaps.h"
#include "ui/plotkit/heatmapdata.h"

#include <QPointer>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <exception>
#include <functional>
#include <map>
#include <memory>
#include <optional>

namespace attn::ui {

/// One heatmap a view asks the document for: the matrix of the document's matrix kind of one
/// head, or of the mean over heads, under the document's settings or a changed copy of them.
struct PanelRequest {
    static constexpr int kMeanOfHeads = -1;
    int head = 0;                                   ///< clamped to the heads; or kMeanOfHeads
    std::function<void(ExplorerSettings&)> variant; ///< empty: the document's own settings
};

/// A requested heatmap made ready to draw (HeatmapPanel::setMatrix), or why it cannot be.
struct PreparedPanel {
    HeatmapData heatmap; ///< no data when error is set; large ones come coloured already
    QString error;       ///< the variant's settings are unusable: the core's message
};

/// The heatmaps of a view's request and the one colour scale they share.
struct PreparedPanels {
    std::vector<PreparedPanel> panels; ///< in the order requested
    ColourScale scale;                 ///< colourScale() of every panel's finite entries together
    QCPColorGradient gradient;         ///< maskingGradient(colorMap())
};

/// A change the core rejects (attn::InputError) keeps the previous settings and results,
/// emits errorOccurred with a readable message and returns false: bad input loses nothing.
class ExplorerDocument : public Document {
    Q_OBJECT

  public:
    /// Starts with defaultSettings() computed.
    explicit ExplorerDocument(QObject* parent = nullptr);
    /// Waits for a running worker.
    ~ExplorerDocument() override;

    /// "The animal didn't cross the street because it was too tired", random embedding,
    /// E = 32, 4 heads of size 8, scaled dot, self-attention.
    static ExplorerSettings defaultSettings();

    const ExplorerSettings& settings() const { return m_settings; }
    const ExplorerResults& results() const { return *m_results; }

    /// The language model of Tokenizer::Model and Embedding::Model, shared with its owner
    /// (the Language model tab, or the command line); null when none is open. Settings that
    /// use it are recomputed with the new one.
    void setLanguageModel(std::shared_ptr<const LanguageModel> model);
    const std::shared_ptr<const LanguageModel>& languageModel() const { return m_model; }

    /// Recomputes from settings; true when the results were replaced.
    bool setSettings(const ExplorerSettings& settings);
    /// Applies change to a copy of the settings, then setSettings.
    bool updateSettings(const std::function<void(ExplorerSettings&)>& change);

    /// Like updateSettings for the controls: a heavy change (more than kAsyncCells estimated
    /// H x T_q x T_k cells) is computed on a worker thread, and resultsChanged or errorOccurred
    /// follow when it is done; until then everything shows the previous results. Changes asked
    /// for meanwhile are merged, only the latest is computed next.
    void requestUpdate(const std::function<void(ExplorerSettings&)>& change);
    static constexpr double kAsyncCells = 4e6;
    /// True while a worker computes.
    bool busy() const { return m_running; }

    /// Prepares the heatmaps of panels (matrices of matrixKind()) for the view receiver and
    /// hands them to done on the GUI thread. Small inputs (at most kAsyncCells cells in all) or
    /// background false: done runs before this returns, and it returns true. Else a worker
    /// prepares them while the view keeps its picture, and done runs when they are ready,
    /// unless by then receiver is destroyed, asked again or the results changed (the view
    /// rebuilds on that anyway): a late result never replaces a newer one. Throws nothing:
    /// an unusable variant comes back as PreparedPanel::error.
    bool preparePanels(QObject* receiver, std::vector<PanelRequest> panels, bool background,
                       std::function<void(PreparedPanels)> done);
    /// True while a worker prepares heatmaps for receiver.
    bool preparing(const QObject* receiver) const;

    int currentHead() const { return m_head; }
    MatrixKind matrixKind() const { return m_kind; }
    int highlightedRow() const { return m_highlightedRow; } ///< -1 for none
    ColorMap colorMap() const { return m_colorMap; }
    /// How weights are coloured: automatically (the default), 0 to 1 or 0 to the largest.
    WeightScale weightScale() const { return m_weightScale; }
    /// Whether the current head's weights are coloured from 0 to their largest instead of 0 to
    /// 1: chosen so, or automatically because the largest is below kAutoLargestBelow.
    bool weightsToLargest() const;

    /// Head h's intermediates, computed on first use and kept until the results change.
    const AttentionSteps& steps(int h) const;
    /// (T_q,T_k) matrix of kind for head h; masked entries of MaskedScores are -inf.
    Eigen::MatrixXf matrix(int h, MatrixKind kind) const;
    /// What matrix(h, kind) would be with change applied to a copy of the settings; the
    /// document itself does not change. Throws attn::InputError when the copy is unusable.
    Eigen::MatrixXf variantMatrix(int h, MatrixKind kind,
                                  const std::function<void(ExplorerSettings&)>& change) const;
    /// matrix(currentHead(), matrixKind()).
    Eigen::MatrixXf currentMatrix() const { return matrix(m_head, m_kind); }

    /// Writes currentMatrix() (masked entries as -inf) to path: .csv text or .npy float32 of
    /// shape (T_q,T_k). Returns an empty string on success, else a one-sentence reason.
    QString exportCurrentMatrix(const QString& path) const;
    /// matrix of `what` for head h: a MatrixKind, or the layer output (T_q,E_a) for
    /// "output"; written like exportCurrentMatrix. For the command line.
    QString exportMatrix(const QString& path, int h, const QString& what) const;

    /// Reads Q, K and V (.npy or .csv, 2-D) and shows their single-head attention; false with
    /// errorOccurred (naming the file) when a file cannot be read or the shapes disagree.
    bool loadCustomMatrices(const QString& qPath, const QString& kPath, const QString& vPath);

  public slots:
    void setCurrentHead(int h); ///< clamped to [0, H-1]
    void setMatrixKind(MatrixKind kind);
    void setHighlightedRow(int row); ///< -1 or out of range clears
    void setColorMap(ColorMap map);
    /// Emits colorMapChanged: the colour scale changes with it.
    void setWeightScale(attn::ui::WeightScale scale);
    /// setWeightScale(ToLargest), or ToOne when false.
    void setWeightsToLargest(bool toLargest);
    void nextHead();
    void previousHead();

  signals:
    void currentHeadChanged(int h);
    void matrixKindChanged(attn::ui::MatrixKind kind);
    void highlightedRowChanged(int row);
    void colorMapChanged(attn::ui::ColorMap map);
    /// A worker started (true) or the last queued one finished (false).
    void busyChanged(bool busy);

  private:
    void apply(const ExplorerSettings& settings, ExplorerResults results);
    static QString describeFailure(const std::exception& e);
    void startWorker();
    struct PanelJob;
    void finishPanels(quint64 id, std::shared_ptr<PreparedPanels> panels);

    std::shared_ptr<const LanguageModel> m_model;
    QThreadPool m_pool; ///< one worker at a time
    bool m_running = false;
    bool m_queued = false;
    ExplorerSettings m_requested; ///< the latest settings asked for while a worker runs
    ExplorerSettings m_settings;
    /// Shared with the workers that prepare heatmaps from it; replaced, never changed.
    std::shared_ptr<const ExplorerResults> m_results;
    quint64 m_generation = 0; ///< counts replacements of m_results
    QThreadPool m_panelPool;  ///< prepares heatmaps, one request at a time
    std::map<quint64, std::unique_ptr<PanelJob>> m_panelJobs; ///< by request, in the worker
    quint64 m_lastPanelJob = 0;
    int m_head = 0;
    MatrixKind m_kind = MatrixKind::Weights;
    int m_highlightedRow = -1;
    ColorMap m_colorMap = ColorMap::Viridis;
    WeightScale m_weightScale = WeightScale::Automatic;
    mutable int m_largestHead = -1; ///< the head whose largest weight m_largest holds
    mutable float m_largest = 0;
    mutable int m_stepsHead = -1;
    mutable AttentionSteps m_steps;
};

} // namespace attn::ui
