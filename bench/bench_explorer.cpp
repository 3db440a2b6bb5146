// SPDX-License-Identifier: GPL-3.0-or-later
// Recompute and redraw times of the attention explorer, as a dragged slider would cause them.
// Run: QT_QPA_PLATFORM=offscreen ./bench/bench_explorer [--opening]
#include "ui/explorer/explorercompare.h"
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorergridfigure.h"
#include "ui/explorer/explorerheatmapfigure.h"
#include "ui/explorer/explorerpage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTabWidget>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace attn::ui;

namespace {

QString words(int n) {
    QStringList list;
    for (int i = 0; i < n; ++i)
        list << QStringLiteral("w%1").arg(i % 997);
    return list.join(QLatin1Char(' '));
}

/// Median of `runs` timings of f, in milliseconds.
double medianMs(int runs, const std::function<void(int)>& f) {
    std::vector<double> times;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        f(i);
        times.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

void measure(int tokens, int heads, int headDim, int runs) {
    ExplorerDocument document;
    ExplorerSettings s = document.settings();
    s.text = words(tokens);
    s.heads = heads;
    s.headDim = headDim;
    s.modelDim = heads * headDim;
    if (!document.setSettings(s)) {
        std::printf("settings rejected: %s\n", qPrintable(document.errorString()));
        return;
    }
    ExplorerHeatmapFigure heatmap(&document);
    heatmap.resize(1000, 800);
    heatmap.show();
    heatmap.replot(QCustomPlot::rpImmediateRefresh);
    const double recompute = medianMs(runs, [&](int i) {
        document.updateSettings([i](ExplorerSettings& x) { x.temperature = 1.0 + 0.01 * (i + 1); });
    });
    double pageRecompute = 0;
    {
        // The whole page as a user has it: heatmap open, the other views catch up when shown.
        ExplorerPage page(&document);
        page.resize(1400, 900);
        page.show();
        pageRecompute = medianMs(runs, [&](int i) {
            document.updateSettings([i](ExplorerSettings& x) { x.temperature = 1.5 + 0.01 * i; });
            page.heatmap()->replot(QCustomPlot::rpImmediateRefresh);
        });
    }
    ExplorerResults kept = document.results();
    const double computeOnly = medianMs(runs, [&](int i) {
        ExplorerSettings x = document.settings();
        x.temperature = 2.0 + 0.01 * i;
        kept = computeExplorer(x, &kept);
    });
    const double rebuild = medianMs(runs, [&](int i) {
        document.setCurrentHead(i % heads); // new matrix into the colour map, then draw
        heatmap.replot(QCustomPlot::rpImmediateRefresh);
    });
    QCPAxis* keys = heatmap.panel()->axisRect()->axis(QCPAxis::atBottom);
    heatmap.zoomBy(4);
    const double pan = medianMs(runs, [&](int i) {
        keys->moveRange(i % 2 ? 1.0 : -1.0); // what a drag does between two frames
        heatmap.replot(QCustomPlot::rpImmediateRefresh);
    });
    const double hover = medianMs(runs, [&](int i) {
        const QRect r = heatmap.panel()->axisRect()->rect();
        (void)heatmap.describeAt(QPointF(r.left() + (i * 7) % r.width(), r.center().y()));
    });
    std::printf("%5d tokens, %d heads, d=%d: recompute %7.2f ms (core %7.2f ms; page recompute + "
                "heatmap redraw %7.2f ms) | heatmap new head + redraw %7.2f ms | pan redraw %6.2f "
                "ms | hover %6.3f ms",
                tokens, heads, headDim, recompute, computeOnly, pageRecompute, rebuild, pan, hover);
    if (tokens <= 256) {
        ExplorerGridFigure grid(&document);
        grid.resize(1200, 900);
        grid.show();
        const double gridRedraw = medianMs(runs, [&](int) {
            grid.rebuild();
            grid.replot(QCustomPlot::rpImmediateRefresh);
        });
        std::printf(" | grid rebuild + redraw %7.2f ms", gridRedraw);
    }
    std::printf("\n");
}

/// Runs the event loop until done() holds; reports the wall time and the longest time the
/// event loop did not run (what a click waits for), in milliseconds.
void untilDone(const char* what, const std::function<void()>& start,
               const std::function<bool()>& done) {
    QElapsedTimer total, sinceTick;
    double longestStall = 0;
    QTimer probe; // fires every 2 ms while the event loop runs
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(2);
    QObject::connect(&probe, &QTimer::timeout, [&] {
        longestStall = std::max(longestStall, double(sinceTick.nsecsElapsed()) / 1e6);
        sinceTick.restart();
    });
    total.start();
    sinceTick.start();
    start();
    longestStall = std::max(longestStall, double(sinceTick.nsecsElapsed()) / 1e6);
    sinceTick.restart();
    probe.start();
    while (!done() && total.elapsed() < 120000)
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    QApplication::processEvents(); // the queued replot
    longestStall = std::max(longestStall, double(sinceTick.nsecsElapsed()) / 1e6);
    probe.stop();
    std::printf("  %-44s until shown %8.1f ms, longest event-loop stall %8.1f ms\n", what,
                double(total.nsecsElapsed()) / 1e6, longestStall);
}

/// What a user of the page does with a long text: paste it (the heatmap shows), then open the
/// head grid and the comparison. Default settings otherwise (4 heads, d = 8, E = 32).
void measureOpening(int tokens) {
    std::printf("%d tokens, default settings, the whole page at 1400 x 900:\n", tokens);
    ExplorerDocument document;
    ExplorerPage page(&document);
    page.resize(1400, 900);
    page.show();
    QApplication::processEvents();
    auto heatmapRows = [&] { return page.heatmap()->panel()->colorMap()->data()->valueSize(); };
    untilDone(
        "paste, first heatmap",
        [&] { document.requestUpdate([&](ExplorerSettings& s) { s.text = words(tokens); }); },
        [&] { return !document.busy() && heatmapRows() == tokens; });
    auto panelRows = [](const HeatmapPanel* p) { return p->colorMap()->data()->valueSize(); };
    untilDone(
        "open the head grid", [&] { page.views()->setCurrentWidget(page.grid()); },
        [&] {
            return page.grid()->panelCount() == 4 && panelRows(page.grid()->panel(3)) == tokens;
        });
    untilDone(
        "open compare (with and without scaling)",
        [&] { page.views()->setCurrentWidget(page.compare()); },
        [&] {
            const ExplorerCompareFigure* plot = page.compare()->plot();
            return plot->panelCount() == 2 && panelRows(plot->panel(1)) == tokens;
        });
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc < 2 || QByteArray(argv[1]) != "--opening") {
        std::printf("median of repeated runs; a frame at 60 Hz is 16.7 ms\n");
        measure(64, 8, 64, 31);
        measure(2048, 8, 64, 7);
    }
    measureOpening(2048); // --opening: only this

    return 0;
}
