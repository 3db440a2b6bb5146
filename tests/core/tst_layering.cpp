// SPDX-License-Identifier: GPL-3.0-or-later
// core/ is the Qt-free heart of the application, in layers by domain:
//   base -> text | attention | positional -> io -> models/<family> -> lectures
// A file may include its own folder and the layers below it, never Qt, ui/ or a higher layer;
// the three domains of one level (text, attention, positional) do not include one another.
// ui/ is in layers too:
//   plotkit -> common -> a tab (overview, explorer, model, translator, positional, caption,
//   vision) -> lectures -> tabs (the table of tabs) -> lessons -> shell
// plotkit draws for every tab, common is what every tab shares; one tab never includes another.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

namespace {

/// The layer of a path below core/ ("attention/softmax.h" -> 1), or -1 when unknown.
int layerOf(const QString& pathInCore) {
    static const QList<QPair<QString, int>> layers = {
        {"base/", 0}, {"text/", 1},   {"attention/", 1}, {"positional/", 1},
        {"io/", 2},   {"models/", 3}, {"lectures/", 4},  {"lessons/", 1}};
    for (const auto& [folder, layer] : layers)
        if (pathInCore.startsWith(folder)) return layer;
    return -1;
}

QString domainOf(const QString& pathInCore) {
    return pathInCore.section('/', 0, 0);
}

/// The layer of a path below ui/ ("model/modelpage.h" -> 2), or -1 when unknown.
int uiLayerOf(const QString& pathInUi) {
    static const QList<QPair<QString, int>> layers = {
        {"plotkit/", 0}, {"common/", 1},      {"overview/", 2},   {"explorer/", 2},
        {"model/", 2},   {"translator/", 2},  {"positional/", 2}, {"caption/", 2},
        {"vision/", 2},  {"lectures/", 3},    {"tabs/", 4},       {"lessons/", 5},
        {"shell/", 6},   {"translations/", 7}};
    for (const auto& [folder, layer] : layers)
        if (pathInUi.startsWith(folder)) return layer;
    return -1;
}

struct Include {
    QString file;   ///< the including file, relative to the source root
    QString target; ///< what it includes, as written
};

/// Every #include "..." and <...> of the sources under folder (relative to the source root).
QList<Include> includesUnder(const QString& folder) {
    static const QRegularExpression include(
        QStringLiteral("^\\s*#\\s*include\\s*[<\"]([^>\"]+)[>\"]"),
        QRegularExpression::MultilineOption);
    const QDir root(QStringLiteral(ATTN_SOURCE_DIR));
    QList<Include> result;
    QDirIterator it(root.filePath(folder), {"*.h", "*.cpp", "*.inc"}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly)) continue;
        const QString text = QString::fromUtf8(f.readAll());
        for (auto m = include.globalMatch(text); m.hasNext();)
            result.append({root.relativeFilePath(f.fileName()), m.next().captured(1)});
    }
    return result;
}

} // namespace

class Layering : public QObject {
    Q_OBJECT
  private slots:
    void noQtIncludes() {
        QStringList offenders;
        const auto includes = includesUnder("core");
        QVERIFY2(includes.size() > 50, "core/ sources not found");
        for (const auto& inc : includes)
            if (inc.target.startsWith('Q') || inc.target.startsWith("qt"))
                offenders << inc.file + " includes " + inc.target;
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join('\n')));
    }

    void everyFileIsInALayer() {
        QStringList offenders;
        for (const auto& inc : includesUnder("core"))
            if (layerOf(inc.file.mid(5)) < 0) offenders << inc.file;
        offenders.removeDuplicates();
        QVERIFY2(offenders.isEmpty(), qPrintable("outside every layer:\n" + offenders.join('\n')));
    }

    void includesGoDownOnly() {
        QStringList offenders;
        for (const auto& inc : includesUnder("core")) {
            if (inc.target.startsWith("ui/") || inc.target.startsWith("app/") ||
                inc.target.startsWith("tests/")) {
                offenders << inc.file + " includes " + inc.target + " (core includes core only)";
                continue;
            }
            if (!inc.target.startsWith("core/")) continue; // Eigen or the standard library
            const QString from = inc.file.mid(5), to = inc.target.mid(5);
            const int fromLayer = layerOf(from), toLayer = layerOf(to);
            const bool sameDomain = domainOf(from) == domainOf(to);
            if (toLayer > fromLayer || (toLayer == fromLayer && !sameDomain))
                offenders << inc.file + " includes " + inc.target;
        }
        QVERIFY2(offenders.isEmpty(),
                 qPrintable("upward or sideways includes:\n" + offenders.join('\n')));
    }

    void projectIncludesAreFullPaths() {
        QStringList offenders;
        for (const char* folder : {"core", "ui", "app", "tests", "bench"})
            for (const auto& inc : includesUnder(folder))
                if (inc.target.endsWith(".h") && !inc.target.contains('/') &&
                    QFile::exists(QStringLiteral(ATTN_SOURCE_DIR "/") + QFileInfo(inc.file).path() +
                                  '/' + inc.target))
                    offenders << inc.file + " includes " + inc.target;
        QVERIFY2(offenders.isEmpty(), qPrintable("relative includes:\n" + offenders.join('\n')));
    }

    void uiIncludesGoDownOnly() {
        QStringList offenders;
        const auto includes = includesUnder("ui");
        QVERIFY2(includes.size() > 50, "ui/ sources not found");
        for (const auto& inc : includes) {
            const QString from = inc.file.mid(3);
            if (uiLayerOf(from) < 0) offenders << inc.file + " is in no layer";
            if (inc.target.startsWith("app/") || inc.target.startsWith("tests/"))
                offenders << inc.file + " includes " + inc.target;
            if (!inc.target.startsWith("ui/")) continue;
            const QString to = inc.target.mid(3);
            const int fromLayer = uiLayerOf(from), toLayer = uiLayerOf(to);
            if (toLayer > fromLayer || (toLayer == fromLayer && domainOf(from) != domainOf(to)))
                offenders << inc.file + " includes " + inc.target;
        }
        offenders.removeDuplicates();
        QVERIFY2(offenders.isEmpty(),
                 qPrintable("upward or sideways includes:\n" + offenders.join('\n')));
    }

    /// The rule can fail: an include of a higher layer is caught.
    void layersAreOrdered() {
        QVERIFY(layerOf("base/check.h") < layerOf("attention/softmax.h"));
        QVERIFY(layerOf("attention/softmax.h") < layerOf("io/npy.h"));
        QVERIFY(layerOf("io/npy.h") < layerOf("models/gpt2/gpt2_tokenizer.h"));
        QVERIFY(layerOf("models/gpt2/gpt2_tokenizer.h") < layerOf("lectures/gat.h"));
        QCOMPARE(layerOf("widgets/x.h"), -1);
        QVERIFY(uiLayerOf("plotkit/figure.h") < uiLayerOf("common/page.h"));
        QVERIFY(uiLayerOf("common/page.h") < uiLayerOf("model/modelpage.h"));
        QVERIFY(uiLayerOf("translator/translatordocument.h") <
                uiLayerOf("lectures/seq2seq/seq2seqdemo.h"));
        QVERIFY(uiLayerOf("tabs/tabtable.h") < uiLayerOf("lessons/lesson.h"));
        QVERIFY(uiLayerOf("lessons/lesson.h") < uiLayerOf("shell/mainwindow.h"));
    }
};

QTEST_GUILESS_MAIN(Layering)
#include "tst_layering.moc"
