// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/explorerdocument.h"

#include "core/attention/head_metrics.h"
#include "core/base/check.h"
#include "core/io/matrix_file.h"
#include "ui/common/applyorkeep.h"
#include "ui/common/shownnumbers.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <limits>
#include <memory>
#include <new>

namespace attn::ui {

struct ExplorerDocument::PanelJob {
    QPointer<QObject> receiver;
    std::function<void(PreparedPanels)> done;
    std::shared_ptr<std::atomic<bool>> cancelled = std::make_shared<std::atomic<bool>>(false);
};

ExplorerDocument::ExplorerDocument(QObject* parent) : Document(parent) {
    m_settings = defaultSettings();
    m_results = std::make_shared<const ExplorerResults>(computeExplorer(m_settings));
    m_pool.setMaxThreadCount(1);
    m_panelPool.setMaxThreadCount(1);
}

ExplorerSettings ExplorerDocument::defaultSettings() {
    ExplorerSettings s;
    s.text = QStringLiteral("The animal didn't cross the street because it was too tired");
    s.crossText = QStringLiteral("L'animal n'a pas traversé la rue");
    return s;
}

namespace {

QString sentence(QString text) {
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    if (!text.endsWith(QLatin1Char('.'))) text += QLatin1Char('.');
    return text;
}

/// H x T_q x T_k from the text's length, without tokenizing (an upper bound for words).
double estimatedCells(const ExplorerSettings& s) {
    if (s.hasCustomMatrices()) return double(s.customQ.rows()) * double(s.customK.rows());
    const double q = std::max<double>(s.text.size(), s.padTo);
    const double k =
        s.kind == AttentionKind::Cross ? std::max<double>(s.crossText.size(), s.padTo) : q;
    const double factor = s.tokenizer == Tokenizer::Words ? 0.25 : 1.0; // about 4 characters a word
    return double(s.heads) * q * k * factor * factor;
}

/// What a worker needs to prepare heatmaps with the document's choices of the moment.
struct PanelInputs {
    std::shared_ptr<const ExplorerResults> results;
    ExplorerSettings settings; ///< what results were computed from
    std::shared_ptr<const LanguageModel> model;
    MatrixKind kind = MatrixKind::Weights;
    ColorMap map = ColorMap::Viridis;
    WeightScale weights = WeightScale::Automatic;
    std::vector<PanelRequest> requests;
};

HeatmapData headHeatmap(const ExplorerResults& r, int h, MatrixKind kind) {
    h = std::clamp(h, 0, r.heads - 1);
    if (kind == MatrixKind::Weights) return prepareRowMajorHeatmap(r.headWeights[std::size_t(h)]);
    return prepareHeatmap(stepMatrix(explorerSteps(r, h), kind));
}

/// The mean over heads; masked entries (-inf) stay -inf.
HeatmapData meanHeatmap(const ExplorerResults& r, MatrixKind kind) {
    if (kind == MatrixKind::Weights) return prepareRowMajorHeatmap(meanOverHeads(r.headWeights));
    std::vector<RowMatrixXf> heads;
    for (int h = 0; h < r.heads; ++h)
        heads.emplace_back(stepMatrix(explorerSteps(r, h), kind));
    return prepareRowMajorHeatmap(meanOverHeads(heads));
}

/// The heatmaps of inputs.requests (see ExplorerDocument::preparePanels), on any thread.
/// Stops with nothing once cancelled is set.
PreparedPanels prepareFrom(const PanelInputs& in, const std::atomic<bool>* cancelled) {
    PreparedPanels out;
    for (const PanelRequest& request : in.requests) {
        if (cancelled && *cancelled) return {};
        PreparedPanel panel;
        try {
            const ExplorerResults* r = in.results.get();
            ExplorerResults variant;
            if (request.variant) {
                ExplorerSettings changed = in.settings;
                request.variant(changed);
                variant = computeExplorer(changed, r, in.model.get());
                r = &variant;
            }
            panel.heatmap = request.head == PanelRequest::kMeanOfHeads
                                ? meanHeatmap(*r, in.kind)
                                : headHeatmap(*r, request.head, in.kind);
        } catch (const std::bad_alloc&) {
            panel.error = ExplorerDocument::tr("Not enough memory for this many tokens and heads.");
        } catch (const std::exception& e) {
            panel.error = exceptionText(e);
        }
        out.panels.push_back(std::move(panel));
    }
    double low = std::numeric_limits<double>::infinity(), high = -low;
    for (const PreparedPanel& p : out.panels)
        if (p.heatmap.hasFinite) {
            low = std::min(low, p.heatmap.finite.lower);
            high = std::max(high, p.heatmap.finite.upper);
        }
    const QCPRange finite = low <= high ? QCPRange(low, high) : QCPRange(0, 0);
    out.scale =
        colourScale(finite, in.kind, in.settings.score, in.map == ColorMap::Diverging, in.weights);
    out.gradient = maskingGradient(in.map);
    for (PreparedPanel& p : out.panels) {
        if (cancelled && *cancelled) return {};
        colorizeHeatmap(p.heatmap, out.gradient, out.scale.range);
    }
    return out;
}

/// Cells a request of panels computes: each panel's, the mean's every head, a variant's
/// recomputation of every head.
double requestCells(const ExplorerResults& r, const std::vector<PanelRequest>& panels) {
    double heads = 0;
    for (const PanelRequest& p : panels)
        heads += (p.head == PanelRequest::kMeanOfHeads ? r.heads : 1) + (p.variant ? r.heads : 0);
    return heads * double(r.queryTokens.size()) * double(r.keyTokens.size());
}

} // namespace

ExplorerDocument::~ExplorerDocument() {
    for (auto& [id, job] : m_panelJobs)
        *job->cancelled = true;
    m_panelPool.waitForDone();
    m_pool.waitForDone();
}

bool ExplorerDocument::preparePanels(QObject* receiver, std::vector<PanelRequest> panels,
                                     bool background, std::function<void(PreparedPanels)> done) {
    for (auto it = m_panelJobs.begin(); it != m_panelJobs.end();) {
        if (it->second->receiver != receiver) {
            ++it;
            continue;
        }
        *it->second->cancelled = true; // the receiver's earlier request is dropped
        it = m_panelJobs.erase(it);
    }
    PanelInputs inputs{m_results,  m_settings,    m_model,          m_kind,
                       m_colorMap, m_weightScale, std::move(panels)};
    if (!background || requestCells(*m_results, inputs.requests) <= kAsyncCells) {
        done(prepareFrom(inputs, nullptr));
        return true;
    }
    auto job = std::make_unique<PanelJob>();
    job->receiver = receiver;
    job->done = std::move(done);
    const std::shared_ptr<std::atomic<bool>> cancelled = job->cancelled;
    const quint64 id = ++m_lastPanelJob;
    m_panelJobs.emplace(id, std::move(job));
    m_panelPool.start([this, id, cancelled, inputs = std::move(inputs)] {
        auto prepared = std::make_shared<PreparedPanels>(prepareFrom(inputs, cancelled.get()));
        if (*cancelled) return; // nobody waits for it any more
        QMetaObject::invokeMethod(
            this, [this, id, prepared] { finishPanels(id, prepared); }, Qt::QueuedConnection);
    });
    return false;
}

void ExplorerDocument::finishPanels(quint64 id, std::shared_ptr<PreparedPanels> panels) {
    const auto it = m_panelJobs.find(id);
    if (it == m_panelJobs.end()) return; // superseded or cancelled meanwhile
    const std::unique_ptr<PanelJob> job = std::move(it->second);
    m_panelJobs.erase(it);
    if (job->receiver) job->done(std::move(*panels));
}

bool ExplorerDocument::preparing(const QObject* receiver) const {
    return std::any_of(m_panelJobs.begin(), m_panelJobs.end(), [receiver](const auto& entry) {
        return entry.second->receiver == receiver;
    });
}

QString ExplorerDocument::describeFailure(const std::exception& e) {
    if (dynamic_cast<const std::bad_alloc*>(&e))
        return tr("Not enough memory for this many tokens and heads.");
    return exceptionText(e);
}

bool ExplorerDocument::setSettings(const ExplorerSettings& settings) {
    return applyOrKeep(
        [&] { apply(settings, computeExplorer(settings, m_results.get(), m_model.get())); },
        [this](const QString& message) { return reportError(sentence(message)); }, describeFailure);
}

void ExplorerDocument::setLanguageModel(std::shared_ptr<const LanguageModel> model) {
    if (model == m_model) return;
    m_model = std::move(model);
    if (m_running)
        m_queued = true; // the next computation reads the new model
    else if (m_settings.tokenizer == Tokenizer::Model)
        setSettings(m_settings);
}

void ExplorerDocument::requestUpdate(const std::function<void(ExplorerSettings&)>& change) {
    ExplorerSettings s = m_running ? m_requested : m_settings;
    change(s);
    if (!m_running && estimatedCells(s) <= kAsyncCells) {
        if (s != m_settings) setSettings(s);
        return;
    }
    m_requested = s;
    if (m_running) {
        m_queued = true;
        return;
    }
    startWorker();
    emit busyChanged(true);
}

void ExplorerDocument::startWorker() {
    m_queued = false;
    m_running = true;
    const ExplorerSettings settings = m_requested;
    m_pool.start([this, settings, previous = m_results, model = m_model] {
        auto results = std::make_shared<ExplorerResults>();
        QString error;
        applyOrKeep([&] { *results = computeExplorer(settings, previous.get(), model.get()); },
                    [&](const QString& message) {
                        error = sentence(message);
                        return false;
                    },
                    describeFailure);
        QMetaObject::invokeMethod(
            this,
            [this, settings, results, error] {
                m_running = false;
                if (error.isEmpty())
                    apply(settings, std::move(*results));
                else
                    reportError(error);
                if (m_queued)
                    startWorker();
                else
                    emit busyChanged(false);
            },
            Qt::QueuedConnection);
    });
}

void ExplorerDocument::apply(const ExplorerSettings& settings, ExplorerResults results) {
    m_settings = settings;
    m_results = std::make_shared<const ExplorerResults>(std::move(results));
    clearError();
    m_stepsHead = -1;
    m_steps = {};
    m_largestHead = -1;
    for (auto& [id, job] : m_panelJobs) // every view asks again for the new results
        *job->cancelled = true;
    m_panelJobs.clear();
    const int head = std::clamp(m_head, 0, m_results->heads - 1);
    const bool headChanged = head != m_head;
    m_head = head;
    if (m_highlightedRow >= m_results->queryTokens.size()) m_highlightedRow = -1;
    emit resultsChanged();
    if (headChanged) emit currentHeadChanged(m_head);
}

bool ExplorerDocument::updateSettings(const std::function<void(ExplorerSettings&)>& change) {
    ExplorerSettings s = m_settings;
    change(s);
    if (s == m_settings) return true;
    return setSettings(s);
}

const AttentionSteps& ExplorerDocument::steps(int h) const {
    h = std::clamp(h, 0, m_results->heads - 1);
    if (m_stepsHead != h) {
        m_steps = explorerSteps(*m_results, h);
        m_stepsHead = h;
    }
    return m_steps;
}

Eigen::MatrixXf ExplorerDocument::matrix(int h, MatrixKind kind) const {
    h = std::clamp(h, 0, m_results->heads - 1);
    if (kind == MatrixKind::Weights) return m_results->headWeights[std::size_t(h)];
    return stepMatrix(steps(h), kind);
}

Eigen::MatrixXf
ExplorerDocument::variantMatrix(int h, MatrixKind kind,
                                const std::function<void(ExplorerSettings&)>& change) const {
    ExplorerSettings s = m_settings;
    change(s);
    const ExplorerResults r = computeExplorer(s, m_results.get(), m_model.get());
    h = std::clamp(h, 0, r.heads - 1);
    if (kind == MatrixKind::Weights) return r.headWeights[std::size_t(h)];
    return stepMatrix(explorerSteps(r, h), kind);
}

void ExplorerDocument::setCurrentHead(int h) {
    h = std::clamp(h, 0, m_results->heads - 1);
    if (h == m_head) return;
    m_head = h;
    emit currentHeadChanged(h);
}

void ExplorerDocument::nextHead() {
    setCurrentHead((m_head + 1) % m_results->heads);
}

void ExplorerDocument::previousHead() {
    setCurrentHead((m_head + m_results->heads - 1) % m_results->heads);
}

void ExplorerDocument::setMatrixKind(MatrixKind kind) {
    if (kind == m_kind) return;
    m_kind = kind;
    emit matrixKindChanged(kind);
}

void ExplorerDocument::setHighlightedRow(int row) {
    if (row < 0 || row >= m_results->queryTokens.size()) row = -1;
    if (row == m_highlightedRow) return;
    m_highlightedRow = row;
    emit highlightedRowChanged(row);
}

void ExplorerDocument::setColorMap(ColorMap map) {
    if (map == m_colorMap) return;
    m_colorMap = map;
    emit colorMapChanged(map);
}

void ExplorerDocument::setWeightScale(WeightScale scale) {
    if (scale == m_weightScale) return;
    m_weightScale = scale;
    emit colorMapChanged(m_colorMap);
}

void ExplorerDocument::setWeightsToLargest(bool toLargest) {
    setWeightScale(toLargest ? WeightScale::ToLargest : WeightScale::ToOne);
}

bool ExplorerDocument::weightsToLargest() const {
    if (m_weightScale != WeightScale::Automatic) return m_weightScale == WeightScale::ToLargest;
    if (m_largestHead != m_head) {
        const RowMatrixXf& w = m_results->headWeights[std::size_t(m_head)];
        m_largest = w.size() ? w.maxCoeff() : 0.0f;
        m_largestHead = m_head;
    }
    return colourToLargest(m_weightScale, m_largest);
}

QString ExplorerDocument::exportCurrentMatrix(const QString& path) const {
    return exportMatrix(path, m_head, matrixKindName(m_kind));
}

QString ExplorerDocument::exportMatrix(const QString& path, int h, const QString& what) const {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("csv") && suffix != QLatin1String("npy"))
        return tr("the matrix file must end in .csv or .npy");
    if (h < 0 || h >= m_results->heads)
        return tr("there is no head %1; heads are 1 to %2").arg(h + 1).arg(m_results->heads);
    MatrixKind kind = MatrixKind::Weights;
    const bool output = what == QLatin1String("output");
    if (!output && !fromName(what, kind))
        return tr("unknown matrix '%1' (use %2|output)").arg(what, matrixKindNames().join('|'));
    try {
        return writeShownNumbers(
            labelledMatrix(output ? m_results->output : matrix(h, kind), {}, {}), path);
    } catch (const std::exception& e) { // a variant the core refuses
        return exceptionText(e);
    }
}

bool ExplorerDocument::loadCustomMatrices(const QString& qPath, const QString& kPath,
                                          const QString& vPath) {
    Eigen::MatrixXf m[3];
    const QString paths[3] = {qPath, kPath, vPath};
    for (int i = 0; i < 3; ++i) {
        const QString name = QFileInfo(paths[i]).fileName();
        const bool read =
            applyOrKeep([&] { m[i] = readMatrixFile(QFile::encodeName(paths[i]).toStdString()); },
                        [&](const QString& message) {
                            return reportError(tr("Cannot read %1: %2").arg(name, message));
                        },
                        exceptionText);
        if (!read) return false;
    }
    return updateSettings([&](ExplorerSettings& s) {
        s.customQ = m[0];
        s.customK = m[1];
        s.customV = m[2];
    });
}

} // namespace attn::ui
