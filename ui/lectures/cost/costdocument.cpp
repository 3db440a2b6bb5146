// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lectures/cost/costdocument.h"

#include "ui/common/applyorkeep.h"

#include <QMetaObject>

#include <algorithm>

namespace attn::ui {

std::vector<int> CostSettings::sizes() const {
    std::vector<int> result;
    for (long long n = std::max(1, minN); n <= maxN; n *= 2)
        result.push_back(int(n));
    return result;
}

CostDocument::CostDocument(QObject* parent) : QObject(parent) {}

CostDocument::~CostDocument() {
    // No signals from here: the receivers may already be gone.
    if (m_cancel) *m_cancel = true;
    joinWorker();
}

void CostDocument::setSettings(const CostSettings& s) {
    stop();
    CostSettings clamped = s;
    clamped.d = std::clamp(s.d, 1, CostSettings::kLargestD);
    clamped.kernel = std::clamp(s.kernel, 1, CostSettings::kLargestKernel);
    clamped.minN = std::clamp(s.minN, CostSettings::kSmallestN, CostSettings::kLargestN);
    clamped.maxN = std::clamp(s.maxN, clamped.minN, CostSettings::kLargestN);
    m_settings = clamped;
    m_points.clear();
    m_timings = 0;
    emit settingsChanged();
}

CostPoint CostDocument::timePoint(SequenceLayerKind kind, int n, const CostSettings& s) {
    // One trial per round for the large cases keeps a full run within seconds; small ones
    // take the better of two runs of at least 5 ms each per round.
    const double work = layerOperationCount(kind, n, s.d, s.kernel);
    const int trials = work > 2e8 ? 1 : 2;
    return {kind, n, timeSequenceLayer(kind, n, s.d, s.kernel, trials, 0.005)};
}

std::vector<std::pair<SequenceLayerKind, int>> CostDocument::schedule() const {
    std::vector<std::pair<SequenceLayerKind, int>> timings;
    for (int round = 0; round < kRounds; ++round)
        for (int n : m_settings.sizes())
            for (SequenceLayerKind kind : allSequenceLayerKinds())
                timings.emplace_back(kind, n);
    return timings;
}

void CostDocument::record(const CostPoint& point) {
    ++m_timings;
    for (CostPoint& p : m_points)
        if (p.kind == point.kind && p.n == point.n) {
            p.seconds = std::min(p.seconds, point.seconds);
            return;
        }
    m_points.push_back(point);
}

void CostDocument::measure() {
    stop();
    m_points.clear();
    m_timings = 0;
    m_done = false;
    const int run = ++m_run;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    emit started();
    m_worker = std::thread([this, run, cancel = m_cancel, s = m_settings, todo = schedule()] {
        for (const auto& timing : todo) {
            if (*cancel) return;
            const SequenceLayerKind kind = timing.first;
            const int n = timing.second;
            CostPoint point;
            const auto stopWith = [this, run](const QString& reason) {
                QMetaObject::invokeMethod(
                    this,
                    [this, run, reason] {
                        if (run != m_run) return;
                        m_done = true;
                        emit failed(tr("Measuring stopped: %1").arg(reason));
                        emit finished();
                    },
                    Qt::QueuedConnection);
                return false;
            };
            // Any exception stops the run, e.g. out of memory at a large n.
            if (!applyOrKeep([&] { point = timePoint(kind, n, s); }, stopWith, exceptionText))
                return;
            if (*cancel) return;
            QMetaObject::invokeMethod(
                this,
                [this, run, point] {
                    if (run != m_run) return;
                    record(point);
                    emit pointMeasured();
                    if (done() == total()) {
                        m_done = true;
                        emit finished();
                    }
                },
                Qt::QueuedConnection);
        }
    });
}

void CostDocument::measureNow() {
    stop();
    m_points.clear();
    m_timings = 0;
    emit started();
    for (const auto& timing : schedule()) {
        record(timePoint(timing.first, timing.second, m_settings));
        emit pointMeasured();
    }
    emit finished();
}

void CostDocument::stop() {
    if (m_cancel) *m_cancel = true;
    joinWorker();
    ++m_run;
    if (!m_done) {
        m_done = true;
        emit finished();
    }
}

void CostDocument::joinWorker() {
    if (m_worker.joinable()) m_worker.join();
}

std::vector<CostPoint> CostDocument::points(SequenceLayerKind kind) const {
    std::vector<CostPoint> result;
    for (const CostPoint& p : m_points)
        if (p.kind == kind) result.push_back(p);
    std::sort(result.begin(), result.end(),
              [](const CostPoint& a, const CostPoint& b) { return a.n < b.n; });
    return result;
}

CostFit CostDocument::fit(SequenceLayerKind kind) const {
    std::vector<double> n, t;
    for (const CostPoint& p : points(kind)) {
        n.push_back(p.n);
        t.push_back(p.seconds);
    }
    if (n.empty()) return {};
    return fitLayerCost(kind, n, t, m_settings.d, m_settings.kernel);
}

} // namespace attn::ui
