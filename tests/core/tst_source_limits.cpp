// SPDX-License-Identifier: GPL-3.0-or-later
// The sources stay small enough to read: no file over kMaxFileLines lines and no function
// (or lambda) body over kMaxFunctionLines lines, in core/, ui/, app/, tests/ and bench/.
// Functions are found by their braces: a '{' whose header (the text since the previous ';',
// '{' or '}', without comments and literals) ends in ')' with optional qualifiers, and is
// not an if/for/while/switch/catch.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

namespace {

constexpr int kMaxFileLines = 500;
constexpr int kMaxFunctionLines = 100;

/// text with comments and string/character literals blanked, newlines kept.
QString withoutCommentsAndLiterals(const QString& text) {
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size();) {
        const QChar c = text[i];
        if (text.mid(i, 2) == "//") {
            while (i < text.size() && text[i] != '\n')
                ++i;
        } else if (text.mid(i, 2) == "/*") {
            const qsizetype end = text.indexOf("*/", i + 2);
            const qsizetype stop = end < 0 ? text.size() : end + 2;
            out += QString(text.mid(i, stop - i).count('\n'), '\n');
            i = stop;
        } else if (text.mid(i, 3) == "R\"(") {
            const qsizetype end = text.indexOf(")\"", i + 3);
            const qsizetype stop = end < 0 ? text.size() : end + 2;
            out += "\"\"" + QString(text.mid(i, stop - i).count('\n'), '\n');
            i = stop;
        } else if (c == '"' || c == '\'') {
            qsizetype j = i + 1;
            while (j < text.size() && text[j] != c && text[j] != '\n')
                j += text[j] == '\\' ? 2 : 1;
            out += QString(2, c);
            i = j + 1;
        } else {
            out += c;
            ++i;
        }
    }
    return out;
}

struct Body {
    int firstLine, lines;
    QString header;
};

/// Every function body of source (already stripped) with its length in lines.
QList<Body> functionBodies(const QString& source) {
    static const QRegularExpression functionEnd(
        QStringLiteral("\\)\\s*(const)?\\s*(noexcept)?\\s*(override)?\\s*(mutable)?\\s*"
                       "(->\\s*[\\w:<>,\\s\\*&]+)?$"));
    static const QRegularExpression control(
        QStringLiteral("(^|[^\\w])(if|for|while|switch|catch)\\s*\\($"));
    QList<Body> bodies;
    QList<QPair<int, QString>> open; // line and header of each open function brace ("" if not)
    int line = 1;
    qsizetype headerStart = 0;
    for (qsizetype i = 0; i < source.size(); ++i) {
        const QChar c = source[i];
        if (c == '\n') {
            ++line;
        } else if (c == '{') {
            const QString header = source.mid(headerStart, i - headerStart).simplified();
            const qsizetype paren = header.indexOf('(');
            const bool isFunction = functionEnd.match(header).hasMatch() && paren >= 0 &&
                                    !control.match(header.left(paren + 1)).hasMatch();
            open.append({line, isFunction ? header : QString()});
            headerStart = i + 1;
        } else if (c == '}' || c == ';') {
            if (c == '}' && !open.isEmpty()) {
                const auto [first, header] = open.takeLast();
                if (!header.isEmpty()) bodies.append({first, line - first + 1, header});
            }
            headerStart = i + 1;
        }
    }
    return bodies;
}

QStringList projectSources() {
    QStringList files;
    for (const char* folder : {"core", "ui", "app", "tests", "bench"}) {
        QDirIterator it(QStringLiteral(ATTN_SOURCE_DIR "/") + folder, {"*.h", "*.cpp"}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next();
    }
    return files;
}

QString readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class SourceLimits : public QObject {
    Q_OBJECT
  private slots:
    void filesAreShort() {
        QStringList offenders;
        const QStringList files = projectSources();
        QVERIFY2(files.size() > 100, "sources not found");
        for (const QString& path : files) {
            const int lines = int(readAll(path).count('\n'));
            if (lines > kMaxFileLines)
                offenders << QStringLiteral("%1: %2 lines").arg(path).arg(lines);
        }
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join('\n')));
    }

    void functionsAreShort() {
        QStringList offenders;
        for (const QString& path : projectSources())
            for (const Body& body : functionBodies(withoutCommentsAndLiterals(readAll(path))))
                if (body.lines > kMaxFunctionLines)
                    offenders << QStringLiteral("%1:%2: %3 lines: %4")
                                     .arg(path)
                                     .arg(body.firstLine)
                                     .arg(body.lines)
                                     .arg(body.header.left(80));
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join('\n')));
    }

    /// The finder sees functions, constructors and lambdas, and not blocks of if/for/while.
    void findsFunctionBodies() {
        const QString source = "int f(int x) {\n if (x) {\n return 1;\n }\n return 0;\n}\n"
                               "A::A() : m(1) {\n auto g = [&](int y) mutable {\n return y;\n "
                               "};\n}\nstruct S {\n int m;\n};\n";
        const auto bodies = functionBodies(withoutCommentsAndLiterals(source));
        QCOMPARE(bodies.size(), 3);
        QCOMPARE(bodies[0].lines, 6);
        QCOMPARE(bodies[1].header, QStringLiteral("auto g = [&](int y) mutable"));
        QCOMPARE(bodies[2].firstLine, 7);
        QCOMPARE(bodies[2].lines, 5);
        QCOMPARE(functionBodies(withoutCommentsAndLiterals("// f() {\nx = \"g() {\";\n")).size(),
                 0);
    }
};

QTEST_GUILESS_MAIN(SourceLimits)
#include "tst_source_limits.moc"
