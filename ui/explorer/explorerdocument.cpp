#include "ui/explorer/explorerdocument.h"

#include "core/base/check.h"
#include "core/io/csv.h"
#include "core/io/npy.h"
#include "ui/shell/applyorkeep.h"

#include <QFileInfo>

#include <algorithm>
#include <memory>
#include <new>

namespace attn::ui {

ExplorerDocument::ExplorerDocument(QObject* parent) : QObject(parent) {
    m_settings = defaultSettings();
    m_results = computeExplorer(m_settings);
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

} // namespace

ExplorerDocument::~ExplorerDocument() {
    m_pool.waitForDone();
}

bool ExplorerDocument::reject(const QString& message) {
    m_error = message;
    emit errorOccurred(m_error);
    return false;
}

QString ExplorerDocument::describeFailure(const std::exception& e) {
    if (dynamic_cast<const std::bad_alloc*>(&e))
        return tr("Not enough memory for this many tokens and heads.");
    return exceptionText(e);
}

bool ExplorerDocument::setSettings(const ExplorerSettings& settings) {
    return applyOrKeep(
        [&] { apply(settings, computeExplorer(settings, &m_results, m_model.get())); },
        [this](const QString& message) { return reject(sentence(message)); }, describeFailure);
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
    ExplorerResults lent; // only what computeExplorer may reuse
    lent.custom = m_results.custom;
    lent.projections = m_results.projections;
    lent.projectionSeed = m_results.projectionSeed;
    m_pool.setMaxThreadCount(1);
    m_pool.start([this, settings, lent, model = m_model] {
        auto results = std::make_shared<ExplorerResults>();
        QString error;
        applyOrKeep([&] { *results = computeExplorer(settings, &lent, model.get()); },
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
                    reject(error);
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
    m_results = std::move(results);
    m_error.clear();
    m_stepsHead = -1;
    m_steps = {};
    const int head = std::clamp(m_head, 0, m_results.heads - 1);
    const bool headChanged = head != m_head;
    m_head = head;
    if (m_highlightedRow >= m_results.queryTokens.size()) m_highlightedRow = -1;
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
    h = std::clamp(h, 0, m_results.heads - 1);
    if (m_stepsHead != h) {
        m_steps = explorerSteps(m_results, h);
        m_stepsHead = h;
    }
    return m_steps;
}

Eigen::MatrixXf ExplorerDocument::matrix(int h, MatrixKind kind) const {
    h = std::clamp(h, 0, m_results.heads - 1);
    if (kind == MatrixKind::Weights) return m_results.headWeights[std::size_t(h)];
    return stepMatrix(steps(h), kind);
}

Eigen::MatrixXf
ExplorerDocument::variantMatrix(int h, MatrixKind kind,
                                const std::function<void(ExplorerSettings&)>& change) const {
    ExplorerSettings s = m_settings;
    change(s);
    const ExplorerResults r = computeExplorer(s, &m_results, m_model.get());
    h = std::clamp(h, 0, r.heads - 1);
    if (kind == MatrixKind::Weights) return r.headWeights[std::size_t(h)];
    return stepMatrix(explorerSteps(r, h), kind);
}

void ExplorerDocument::setCurrentHead(int h) {
    h = std::clamp(h, 0, m_results.heads - 1);
    if (h == m_head) return;
    m_head = h;
    emit currentHeadChanged(h);
}

void ExplorerDocument::nextHead() {
    setCurrentHead((m_head + 1) % m_results.heads);
}

void ExplorerDocument::previousHead() {
    setCurrentHead((m_head + m_results.heads - 1) % m_results.heads);
}

void ExplorerDocument::setMatrixKind(MatrixKind kind) {
    if (kind == m_kind) return;
    m_kind = kind;
    emit matrixKindChanged(kind);
}

void ExplorerDocument::setHighlightedRow(int row) {
    if (row < 0 || row >= m_results.queryTokens.size()) row = -1;
    if (row == m_highlightedRow) return;
    m_highlightedRow = row;
    emit highlightedRowChanged(row);
}

void ExplorerDocument::setColorMap(ColorMap map) {
    if (map == m_colorMap) return;
    m_colorMap = map;
    emit colorMapChanged(map);
}

void ExplorerDocument::setWeightsToLargest(bool toLargest) {
    if (toLargest == m_weightsToLargest) return;
    m_weightsToLargest = toLargest;
    emit colorMapChanged(m_colorMap);
}

QString ExplorerDocument::exportCurrentMatrix(const QString& path) const {
    return exportMatrix(path, m_head, matrixKindName(m_kind));
}

QString ExplorerDocument::exportMatrix(const QString& path, int h, const QString& what) const {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("csv") && suffix != QLatin1String("npy"))
        return tr("the matrix file must end in .csv or .npy");
    if (h < 0 || h >= m_results.heads)
        return tr("there is no head %1; heads are 1 to %2").arg(h + 1).arg(m_results.heads);
    MatrixKind kind = MatrixKind::Weights;
    const bool output = what == QLatin1String("output");
    if (!output && !fromName(what, kind))
        return tr("unknown matrix '%1' (use %2|output)").arg(what, matrixKindNames().join('|'));
    try {
        const Eigen::MatrixXf m = output ? m_results.output : matrix(h, kind);
        if (suffix == QLatin1String("csv"))
            writeCsv(path.toStdString(), m);
        else
            writeNpy(path.toStdString(), fromMatrix(m));
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

bool ExplorerDocument::loadCustomMatrices(const QString& qPath, const QString& kPath,
                                          const QString& vPath) {
    Eigen::MatrixXf m[3];
    const QString paths[3] = {qPath, kPath, vPath};
    for (int i = 0; i < 3; ++i) {
        const QString name = QFileInfo(paths[i]).fileName();
        const bool read = applyOrKeep(
            [&] {
                const std::string path = paths[i].toStdString();
                m[i] = QFileInfo(paths[i]).suffix().toLower() == QLatin1String("csv")
                           ? readCsv(path)
                           : toMatrix(readNpy(path));
            },
            [&](const QString& message) {
                return reject(tr("Cannot read %1: %2").arg(name, message));
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
