// SPDX-License-Identifier: GPL-3.0-or-later
// No token is drawn as an empty box in any script of the lecture notes: the explorer's tokens of
// a sample sentence per script, laid out in the heatmap's label font and in the window's font,
// get a real glyph for every character from the fonts Qt chooses (the figure's family and the
// fonts it falls back to), and leave ink when drawn.
#include "ui/explorer/explorerdocument.h"
#include "ui/explorer/explorerheatmapfigure.h"

#include <QApplication>
#include <QFontDatabase>
#include <QGlyphRun>
#include <QImage>
#include <QPainter>
#include <QRawFont>
#include <QTextLayout>
#include <QtTest>

#include <algorithm>

using namespace attn::ui;

namespace {

/// What a character needs no glyph for: white space, controls, joiners, variation selectors.
bool needsNoGlyph(char32_t cp) {
    const QChar::Category category = QChar::category(cp);
    return QChar::isSpace(cp) || category == QChar::Other_Control ||
           category == QChar::Other_Format || (cp >= 0xFE00 && cp <= 0xFE0F) ||
           (cp >= 0x1F3FB && cp <= 0x1F3FF); // skin tones: drawn into the emoji they follow
}

/// The problems of text laid out in font: a glyph missing (.notdef, index 0) from a run, a
/// character none of the fonts of its runs supports, no ink. Fonts used go to families.
QStringList problemsDrawing(const QString& text, const QFont& font, QStringList& families) {
    QTextLayout layout(text, font);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    layout.endLayout();
    QStringList problems;
    if (!line.isValid()) return {QStringLiteral("'%1' was not laid out").arg(text)};
    QList<QRawFont> fonts;
    for (const QGlyphRun& run : layout.glyphRuns()) {
        fonts << run.rawFont();
        if (!families.contains(run.rawFont().familyName())) families << run.rawFont().familyName();
        if (run.glyphIndexes().contains(0u))
            problems
                << QStringLiteral("'%1': an empty box in %2").arg(text, run.rawFont().familyName());
    }
    for (char32_t cp : text.toUcs4()) {
        const bool covered = std::any_of(fonts.begin(), fonts.end(), [cp](const QRawFont& f) {
            return f.supportsCharacter(uint(cp));
        });
        if (!covered && !needsNoGlyph(cp))
            problems << QStringLiteral("'%1': U+%2 is in none of %3")
                            .arg(text)
                            .arg(uint(cp), 4, 16, QLatin1Char('0'))
                            .arg(families.join(QLatin1String(", ")));
    }
    QImage image(QSize(int(line.naturalTextWidth()) + 4, int(line.height()) + 4),
                 QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    layout.draw(&painter, QPointF(2, 2));
    painter.end();
    bool ink = false;
    for (int y = 0; y < image.height() && !ink; ++y)
        for (int x = 0; x < image.width() && !ink; ++x)
            ink = image.pixel(x, y) != qRgb(255, 255, 255);
    if (!ink) problems << QStringLiteral("'%1' left no ink").arg(text);
    return problems;
}

/// True when a colour or monochrome emoji font is installed.
bool hasEmojiFont() {
    const QStringList families = QFontDatabase::families();
    return std::any_of(families.begin(), families.end(), [](const QString& family) {
        return family.contains(QLatin1String("Emoji"), Qt::CaseInsensitive);
    });
}

} // namespace

class TestScriptFonts : public QObject {
    Q_OBJECT

  private slots:
    void everyTokenHasGlyphs_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("tokens");
        QTest::newRow("Latin, French accents")
            << "The European Economic Area: zone économique européenne, façade, naïve." << 13;
        QTest::newRow("Cyrillic") << "Надо сдавать лабораторные до срока выполнения. Ёж, щи!" << 11;
        QTest::newRow("Chinese") << "注意力机制是深度学习的核心。位置编码,并作为输入的一部分" << 16;
        QTest::newRow("Japanese kana and kanji")
            << "私は学生です。アテンション機構を学ぶ、とても面白い" << 12;
        QTest::newRow("Persian, with a non-joiner and Persian digits")
            << QString::fromUtf8("همانطور که مشاهده میشود، ترتیب توجه به کلمات متناسب است. "
                                 "می\u200cخواهم پژوهش گچ چای ۱۴۰۲")
            << 17;
        QTest::newRow("Arabic") << "الانتباه هو جوهر التعلم العميق" << 5;
        QTest::newRow("emoji") << "👍🏽 👨‍👩‍👧 🇫🇷 😀" << 4;
    }
    void everyTokenHasGlyphs() {
        QFETCH(QString, text);
        QFETCH(int, tokens);
        if (text.startsWith(QStringLiteral("👍")) && !hasEmojiFont())
            QSKIP("no emoji font is installed: install fonts-noto-color-emoji "
                  "(scripts/install-deps.sh)");
        ExplorerDocument document;
        ExplorerSettings settings = ExplorerDocument::defaultSettings();
        settings.text = text;
        QVERIFY2(document.setSettings(settings), qPrintable(document.errorString()));
        const QStringList labels = document.results().queryTokens;
        QCOMPARE(labels.size(), tokens);

        ExplorerHeatmapFigure heatmap(&document);
        heatmap.resize(900, 700);
        heatmap.replot();
        const QFont figureFont =
            heatmap.panel()->axisRect()->axis(QCPAxis::atLeft)->tickLabelFont();
        QStringList problems, families;
        for (const QString& label : labels) {
            problems += problemsDrawing(label, figureFont, families);
            problems += problemsDrawing(label, QApplication::font(), families);
        }
        problems += problemsDrawing(text, QApplication::font(), families); // the sentence field
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        qInfo("%s drawn with %s", QTest::currentDataTag(), qPrintable(families.join(", ")));
    }

    /// The figures name the family the system really uses (DejaVu Sans, which has no Chinese):
    /// Chinese labels are drawn by the fonts Qt falls back to, so that must stay allowed.
    void figureFontFallsBack() {
        ExplorerDocument document;
        ExplorerHeatmapFigure heatmap(&document);
        const QFont font = heatmap.panel()->axisRect()->axis(QCPAxis::atLeft)->tickLabelFont();
        QVERIFY(!(font.styleStrategy() & QFont::NoFontMerging));
        QStringList families;
        const QStringList problems = problemsDrawing(QStringLiteral("注意力"), font, families);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestScriptFonts)
#include "tst_script_fonts.moc"
