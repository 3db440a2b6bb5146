// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The state of the layer-cost demonstration: which sizes to time, the times measured so far
// and the fitted laws. Measuring runs on a worker thread; each timed point arrives through
// pointMeasured() so the figure fills in as the measurement goes. Every point is timed in
// kRounds rounds over all sizes and keeps its shortest time: a moment when the machine is busy
// elsewhere slows one round of a point, not all of them.
#include "core/lectures/layer_cost.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <thread>
#include <utility>
#include <vector>

namespace attn::ui {

struct CostSettings {
    int d = 64;     ///< model width
    int kernel = 3; ///< k of the convolution
    int minN = 16;  ///< first n; n doubles up to maxN
    int maxN = 1024;

    static constexpr int kSmallestN = 2;
    static constexpr int kLargestN = 4096;
    static constexpr int kLargestD = 1024;
    static constexpr int kLargestKernel = 31;

    /// minN, 2·minN, 4·minN, … ≤ maxN.
    std::vector<int> sizes() const;
};

struct CostPoint {
    SequenceLayerKind kind = SequenceLayerKind::SelfAttention;
    int n = 0;
    double seconds = 0;
};

class CostDocument : public QObject {
    Q_OBJECT

  public:
    explicit CostDocument(QObject* parent = nullptr);
    ~CostDocument() override;

    const CostSettings& settings() const { return m_settings; }
    /// Clamped to the limits; clears the points measured for other settings.
    void setSettings(const CostSettings& settings);

    /// Starts timing every layer at every size on a worker thread (stopping one under way).
    void measure();
    /// Times everything on the calling thread and returns when done (the command line).
    void measureNow();
    /// Stops a measurement under way; the points so far stay.
    void stop();
    bool isMeasuring() const { return m_worker.joinable() && !m_done; }

    /// Rounds over all sizes; each point keeps the shortest of its rounds' times.
    static constexpr int kRounds = 3;

    /// One per layer and size timed so far, with its shortest time.
    const std::vector<CostPoint>& points() const { return m_points; }
    /// Points of one kind, in order of n.
    std::vector<CostPoint> points(SequenceLayerKind kind) const;
    /// The fit of kind's law through its points; scale 0 without points.
    CostFit fit(SequenceLayerKind kind) const;
    /// Timings done out of all timings (kRounds per point).
    int done() const { return m_timings; }
    int total() const {
        return int(m_settings.sizes().size() * allSequenceLayerKinds().size()) * kRounds;
    }

  signals:
    void started();
    /// One more point; done() of total() are there.
    void pointMeasured();
    void finished();
    /// A measurement on the worker thread failed (the points so far stay).
    void failed(const QString& reason);
    /// Settings changed (points cleared).
    void settingsChanged();

  private:
    void joinWorker();
    static CostPoint timePoint(SequenceLayerKind kind, int n, const CostSettings& s);
    /// Counts a timing and keeps point's time when it is the first or shortest of its size.
    void record(const CostPoint& point);
    /// Every (kind, n) to time, round after round.
    std::vector<std::pair<SequenceLayerKind, int>> schedule() const;

    CostSettings m_settings;
    std::vector<CostPoint> m_points;
    int m_timings = 0;
    std::thread m_worker;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    bool m_done = true;
    int m_run = 0; ///< ignores points of a stopped run still in the event queue
};

} // namespace attn::ui
