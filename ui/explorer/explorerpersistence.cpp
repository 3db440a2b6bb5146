// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/explorer/explorerpersistence.h"

#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerpage.h"

#include <QCoreApplication>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>

namespace attn::ui {

namespace {

template <typename T> void readName(const QSettings& s, const char* key, T& value) {
    T parsed = value;
    if (fromName(s.value(QLatin1String(key)).toString(), parsed)) value = parsed;
}

} // namespace

void saveExplorerState(const ExplorerPage& page, QSettings& s) {
    const ExplorerDocument* d = page.document();
    const ExplorerSettings& e = d->settings();
    s.beginGroup(QStringLiteral("explorer"));
    s.setValue(QStringLiteral("text"), e.text);
    s.setValue(QStringLiteral("crossText"), e.crossText);
    s.setValue(QStringLiteral("tokenizer"), tokenizerName(e.tokenizer));
    s.setValue(QStringLiteral("embedding"), embeddingName(e.embedding));
    s.setValue(QStringLiteral("modelDim"), e.modelDim);
    s.setValue(QStringLiteral("modelLayer"), e.modelLayer);
    s.setValue(QStringLiteral("seed"), e.seed);
    s.setValue(QStringLiteral("kind"), kindName(e.kind));
    s.setValue(QStringLiteral("score"), scoreName(e.score));
    s.setValue(QStringLiteral("heads"), e.heads);
    s.setValue(QStringLiteral("headDim"), e.headDim);
    s.setValue(QStringLiteral("temperature"), e.temperature);
    s.setValue(QStringLiteral("padTo"), e.padTo);
    s.setValue(QStringLiteral("aggregation"), aggregationName(e.aggregation));
    s.setValue(QStringLiteral("colorMap"), colorMapName(d->colorMap()));
    s.setValue(QStringLiteral("weightScale"), weightScaleName(d->weightScale()));
    s.setValue(QStringLiteral("show"), matrixKindName(d->matrixKind()));
    s.setValue(QStringLiteral("view"), page.views()->currentIndex());
    if (auto* splitter = page.findChild<QSplitter*>())
        s.setValue(QStringLiteral("splitter"), splitter->saveState());
    s.endGroup();
}

void restoreExplorerState(ExplorerPage& page, QSettings& s) {
    ExplorerDocument* d = page.document();
    s.beginGroup(QStringLiteral("explorer"));
    ExplorerSettings e = d->settings();
    e.text = s.value(QStringLiteral("text"), e.text).toString();
    e.crossText = s.value(QStringLiteral("crossText"), e.crossText).toString();
    readName(s, "tokenizer", e.tokenizer);
    readName(s, "embedding", e.embedding);
    e.modelDim = s.value(QStringLiteral("modelDim"), e.modelDim).toInt();
    e.modelLayer = s.value(QStringLiteral("modelLayer"), e.modelLayer).toInt();
    e.seed = s.value(QStringLiteral("seed"), e.seed).toUInt();
    readName(s, "kind", e.kind);
    readName(s, "score", e.score);
    e.heads = s.value(QStringLiteral("heads"), e.heads).toInt();
    e.headDim = s.value(QStringLiteral("headDim"), e.headDim).toInt();
    e.temperature = s.value(QStringLiteral("temperature"), e.temperature).toDouble();
    e.padTo = s.value(QStringLiteral("padTo"), e.padTo).toInt();
    readName(s, "aggregation", e.aggregation);
    if (!d->setSettings(e))
        d->setSettings(ExplorerDocument::defaultSettings()); // unusable: defaults
    bool ok = false;
    const ColorMap map = colorMapFromName(s.value(QStringLiteral("colorMap")).toString(), &ok);
    if (ok) d->setColorMap(map);
    WeightScale weights = s.value(QStringLiteral("weightsToLargest"), false).toBool()
                              ? WeightScale::ToLargest // saved before the automatic choice
                              : WeightScale::Automatic;
    fromName(s.value(QStringLiteral("weightScale")).toString(), weights);
    d->setWeightScale(weights);
    MatrixKind kind = d->matrixKind();
    readName(s, "show", kind);
    d->setMatrixKind(kind);
    page.views()->setCurrentIndex(s.value(QStringLiteral("view"), 0).toInt());
    if (auto* splitter = page.findChild<QSplitter*>())
        splitter->restoreState(s.value(QStringLiteral("splitter")).toByteArray());
    s.endGroup();
}

void rememberExplorerState(ExplorerPage& page) {
    QSettings settings;
    restoreExplorerState(page, settings);
    QObject::connect(qApp, &QCoreApplication::aboutToQuit, &page, [&page] {
        QSettings settings;
        saveExplorerState(page, settings);
    });
}

} // namespace attn::ui
