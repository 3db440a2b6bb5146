// core/ is the Qt-free heart of the application: no file in it may include a Qt header.
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

class CoreHasNoQt : public QObject {
    Q_OBJECT
private slots:
    void noQtIncludes() {
        const QRegularExpression qtInclude(QStringLiteral("^\\s*#\\s*include\\s*[<\"](Q[A-Za-z]|qt)"),
                                           QRegularExpression::MultilineOption);
        QDirIterator it(QStringLiteral(ATTN_SOURCE_DIR "/core"), {"*.h", "*.hpp", "*.cpp"},
                        QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        QStringList offenders;
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            ++files;
            const auto match = qtInclude.match(QString::fromUtf8(f.readAll()));
            if (match.hasMatch()) offenders << f.fileName() + ": " + match.captured(0).trimmed();
        }
        QVERIFY2(files > 5, "core/ sources not found");
        QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join('\n')));
    }
};

QTEST_GUILESS_MAIN(CoreHasNoQt)
#include "tst_core_has_no_qt.moc"
