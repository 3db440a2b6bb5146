// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a class must be able to read in a laid-out figure: no title, caption or axis label
// elided ("…") and no line of text wider than its room.
#include <qcustomplot.h>

#include <QFontMetricsF>
#include <QtTest>

/// Whether text was shortened with "…" at the end of a line (as fitted titles and labels are);
/// an ellipsis inside a line is the text's own ("h_1, …, h_4").
inline bool elided(const QString& text) {
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (line.trimmed().endsWith(QChar(0x2026))) return true;
    return false;
}

/// Every text element of plot (titles, captions) whole and inside its room (wrapped ones
/// wrapped inside it), every axis label whole.
inline void verifyTextsFit(QCustomPlot* plot, const QString& where) {
    const QList<QCPTextElement*> texts = plot->findChildren<QCPTextElement*>();
    for (const QCPTextElement* text : texts) {
        if (!text->visible() || text->text().trimmed().isEmpty()) continue;
        QVERIFY2(!elided(text->text()),
                 qPrintable(where + QStringLiteral(": title elided: ") + text->text()));
        const QFontMetricsF metrics(text->font());
        const QRectF room = text->outerRect();
        const QRectF needed =
            metrics.boundingRect(QRectF(0, 0, room.width(), 1e6), text->textFlags(), text->text());
        QVERIFY2(needed.width() <= room.width() + 1 && needed.height() <= room.height() + 1,
                 qPrintable(QStringLiteral("%1: '%2' needs %3x%4 px in %5x%6")
                                .arg(where, text->text())
                                .arg(needed.width())
                                .arg(needed.height())
                                .arg(room.width())
                                .arg(room.height())));
    }
    for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes()) {
            if (!axis->visible() || axis->label().isEmpty()) continue;
            QVERIFY2(!elided(axis->label()),
                     qPrintable(where + QStringLiteral(": axis label elided: ") + axis->label()));
        }
}
