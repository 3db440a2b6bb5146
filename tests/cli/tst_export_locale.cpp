// SPDX-License-Identifier: GPL-3.0-or-later
// The files written and read are the same whatever the system's locale: under a Russian
// locale, where printf writes "0,5", a weights CSV once came out as "0,128783926,0,134016722"
// (its decimal commas indistinguishable from its separators).
#include "tests/support/run_app.h"

#include "core/io/csv.h"

#include <QFile>
#include <QtTest>

using testing::runApp;

namespace {

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestExportLocale : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QProcessEnvironment m_russian;

    /// Runs `attention-lab export args --out dir/name` in env; the file's bytes, empty on failure.
    QByteArray exported(const QStringList& args, const QString& name,
                        const QProcessEnvironment& env) {
        const QString out = m_dir.filePath(name);
        const testing::AppRun run =
            runApp(QStringList{"export"} + args + QStringList{"--out", out}, env);
        if (run.exitCode != 0) qWarning() << run.err;
        return run.exitCode == 0 ? contents(out) : QByteArray();
    }

  private slots:
    void initTestCase() {
        // A Russian locale compiled into a folder of the test's own (LOCPATH), so that the
        // machine needs none installed: localedef and its sources come with Debian's locales.
        const QString locales = m_dir.filePath(QStringLiteral("locales"));
        QDir().mkpath(locales);
        QProcess localedef;
        localedef.start(QStringLiteral("localedef"),
                        {"-i", "ru_RU", "-f", "UTF-8", locales + "/ru_RU.UTF-8"});
        if (!localedef.waitForFinished(60000) || localedef.exitCode() != 0)
            QSKIP("localedef could not build ru_RU.UTF-8 (Debian package locales)");
        m_russian = QProcessEnvironment::systemEnvironment();
        m_russian.insert(QStringLiteral("LOCPATH"), locales);
        m_russian.insert(QStringLiteral("LC_ALL"), QStringLiteral("ru_RU.UTF-8"));
        m_russian.insert(QStringLiteral("LANG"), QStringLiteral("ru_RU.UTF-8"));
    }

    void csvIsTheSameUnderARussianLocale() {
        const QStringList args{"--what", "weights", "--text", "the cat sat on the mat"};
        const QByteArray plain = exported(args, "c.csv", QProcessEnvironment::systemEnvironment());
        const QByteArray russian = exported(args, "ru.csv", m_russian);
        QVERIFY(!plain.isEmpty());
        QVERIFY2(!russian.contains(",0,"), russian.left(120).constData());
        QCOMPARE(russian, plain);
        const Eigen::MatrixXf weights = attn::parseCsv(russian.toStdString());
        QCOMPARE(weights.cols(), weights.rows()); // one weight per key on each query's line
        QVERIFY(weights.cols() >= 6);
    }

    void modelConfigNumbersReadUnderARussianLocale() {
        // A Hugging Face config.json holds decimals ("initializer_range": 0.02); under the
        // Russian locale strtod reads "0.02" as 0 and stops at the point.
        const QString model = m_dir.filePath(QStringLiteral("model"));
        QDir().mkpath(model);
        const QString sample = QStringLiteral(ATTN_SOURCE_DIR "/sample_models/tiny-gpt-kjv/");
        for (const QString& name : QDir(sample).entryList(QDir::Files))
            QVERIFY(QFile::copy(sample + name, model + "/" + name));
        QByteArray config = contents(model + "/config.json");
        config.replace("\"layer_norm_epsilon\": 1e-05", "\"layer_norm_epsilon\": 0.00001,\n "
                                                        "\"initializer_range\": 0.02");
        QFile file(model + "/config.json");
        QVERIFY(file.remove() && file.open(QIODevice::WriteOnly));
        file.write(config);
        file.close();
        const QStringList args{"--model",          model,    "--text",
                               "In the beginning", "--what", "attention"};
        const QByteArray plain = exported(args, "c.npy", QProcessEnvironment::systemEnvironment());
        QVERIFY(!plain.isEmpty());
        QCOMPARE(exported(args, "ru.npy", m_russian), plain);
    }
};

QTEST_GUILESS_MAIN(TestExportLocale)
#include "tst_export_locale.moc"
