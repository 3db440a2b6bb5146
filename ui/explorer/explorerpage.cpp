// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/explorerpage.h"

#include "ui/common/sidepanel.h"
#include "ui/explorer/explorercompare.h"
#include "ui/explorer/explorercontrols.h"
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorergridfigure.h"
#include "ui/explorer/explorerheatmapfigure.h"
#include "ui/explorer/explorerlines.h"
#include "ui/explorer/explorerstepcontent.h"
#include "ui/explorer/explorerstepsfigure.h"
#include "ui/explorer/matrixeditor.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QSplitter>
#include <QTabWidget>

namespace attn::ui {

ExplorerPage::ExplorerPage(ExplorerDocument* document, QWidget* parent)
    : Page(parent), m_document(document), m_controls(new ExplorerControls(document, this)),
      m_heatmap(new ExplorerHeatmapFigure(document, this)),
      m_grid(new ExplorerGridFigure(document, this)),
      m_steps(new ExplorerStepsFigure(document, this)), m_lines(new ExplorerLines(document, this)),
      m_compare(new ExplorerCompare(document, this)), m_views(new QTabWidget(this)) {
    setObjectName(QStringLiteral("explorerPage"));
    auto* scroll = new SidePanel(m_controls, this);
    m_views->setDocumentMode(true);
    m_views->addTab(m_heatmap, tr("Heatmap"));
    m_views->addTab(m_grid, tr("Head grid"));
    m_views->addTab(m_steps, tr("Step through"));
    m_views->addTab(m_lines, tr("Token lines"));
    m_views->addTab(m_compare, tr("Compare"));
    connect(m_grid, &ExplorerGridFigure::headActivated, this,
            [this] { m_views->setCurrentWidget(m_heatmap); });
    connect(m_controls, &ExplorerControls::meanOfHeadsToggled, m_grid,
            &ExplorerGridFigure::setMeanShown);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(scroll);
    splitter->addWidget(m_views);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_document, &ExplorerDocument::errorOccurred, this, [this](const QString& message) {
        emit statusMessage(
            tr("Not applied: %1 The views still show the previous input.").arg(message));
    });
    connect(m_document, &ExplorerDocument::resultsChanged, this,
            [this] { emit statusMessage(QString()); });
    connect(m_document, &ExplorerDocument::busyChanged, this, [this](bool busy) {
        if (busy)
            emit statusMessage(tr("Computing… the views show the previous input until done."));
    });
    connect(m_controls, &ExplorerControls::loadMatricesRequested, this,
            &ExplorerPage::loadMatricesInteractively);
    connect(m_controls, &ExplorerControls::editMatricesRequested, this,
            &ExplorerPage::editMatricesInteractively);
    createActions();
}

void ExplorerPage::createActions() {
    auto add = [this](const QString& text, const QKeySequence& key, auto slot) {
        auto* action = new QAction(text, this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    add(tr("Next head"), QKeySequence(Qt::CTRL | Qt::Key_BracketRight),
        [this] { m_document->nextHead(); });
    add(tr("Previous head"), QKeySequence(Qt::CTRL | Qt::Key_BracketLeft),
        [this] { m_document->previousHead(); });
    add(tr("Zoom in"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Equal),
        [this] { m_heatmap->zoomBy(1.5); });
    add(tr("Zoom out"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Minus),
        [this] { m_heatmap->zoomBy(1 / 1.5); });
    add(tr("Reset zoom"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_0),
        [this] { m_heatmap->resetZoom(); });
    add(tr("Export matrix"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
        [this] { exportMatrixInteractively(); });
    add(tr("Copy figure"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
        [this] { copyFigure(); });
}

QCustomPlot* ExplorerPage::exportPlot() {
    if (m_views->currentWidget() == m_lines) return m_lines->plot();
    if (m_views->currentWidget() == m_compare) return m_compare->plot();
    return qobject_cast<QCustomPlot*>(m_views->currentWidget());
}

LabelledMatrix ExplorerPage::shownNumbers() const {
    if (m_views->currentWidget() == m_steps) {
        const StepMatrix& result = m_steps->result();
        return labelledMatrix(result.matrix, result.rows, result.columns);
    }
    const ExplorerResults& r = m_document->results();
    return labelledMatrix(m_document->currentMatrix(), r.queryTokens, r.keyTokens);
}

void ExplorerPage::exportMatrixInteractively() {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export matrix"), QDir::home().filePath(QStringLiteral("attention.csv")),
        tr("CSV text (*.csv);;NumPy array (*.npy)"));
    if (path.isEmpty()) return;
    const QString error = exportMatrix(path); // what File > Export matrix writes too
    emit statusMessage(error.isEmpty() ? tr("Saved %1").arg(QDir::toNativeSeparators(path))
                                       : tr("The matrix was not saved: %1.").arg(error));
}

void ExplorerPage::copyFigure() {
    if (QCustomPlot* plot = exportPlot()) {
        QApplication::clipboard()->setPixmap(plot->toPixmap());
        emit statusMessage(tr("Copied the figure to the clipboard."));
    }
}

void ExplorerPage::loadMatricesInteractively() {
    const QString filter = tr("Matrices (*.npy *.csv)");
    QString paths[3];
    const QString names[3] = {tr("Q (queries)"), tr("K (keys)"), tr("V (values)")};
    for (int i = 0; i < 3; ++i) {
        paths[i] =
            QFileDialog::getOpenFileName(this, tr("Open %1").arg(names[i]),
                                         i ? QFileInfo(paths[0]).path() : QDir::homePath(), filter);
        if (paths[i].isEmpty()) return;
    }
    m_document->loadCustomMatrices(paths[0], paths[1], paths[2]);
}

void ExplorerPage::editMatricesInteractively() {
    const AttentionSteps& steps = m_document->steps(m_document->currentHead());
    auto corner = [](const Eigen::MatrixXf& m) { // hand-typed matrices stay small
        return Eigen::MatrixXf(m.topLeftCorner(std::min<Eigen::Index>(m.rows(), 16),
                                               std::min<Eigen::Index>(m.cols(), 8)));
    };
    MatrixEditor editor(corner(steps.q), corner(steps.k), corner(steps.v), this);
    if (editor.exec() != QDialog::Accepted) return;
    Eigen::MatrixXf q, k, v;
    if (!editor.matrices(q, k, v)) return;
    m_document->updateSettings([&](ExplorerSettings& s) {
        s.customQ = q;
        s.customK = k;
        s.customV = v;
    });
}

} // namespace attn::ui
