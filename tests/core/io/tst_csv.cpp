// SPDX-License-Identifier: GPL-3.0-or-later
// CSV text of matrices: round trip, separators, readable errors.
#include "core/base/check.h"
#include "core/base/random.h"
#include "core/io/csv.h"
#include "tests/support/matrix_compare.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <cstring>
#include <limits>

using namespace attn;

class Csv : public QObject {
    Q_OBJECT

  private slots:
    void roundTripIsExact() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("m.csv").toStdString();
        const Eigen::MatrixXf m = randomNormal(4, 7, 3);
        writeCsv(path, m);
        ATTN_COMPARE_MATRICES(readCsv(path), m, 0);
    }
    void infinityIsWritten() {
        Eigen::MatrixXf m(1, 2);
        m << 1.5f, -std::numeric_limits<float>::infinity();
        QCOMPARE(QString::fromStdString(toCsv(m)), QStringLiteral("1.5,-inf\n"));
    }
    void separatorsAndComments() {
        const Eigen::MatrixXf m = parseCsv("# Q\n1;2\t3\n\n4 5 6\r\n");
        QCOMPARE(m.rows(), 2);
        QCOMPARE(m.cols(), 3);
        QCOMPARE(m(1, 2), 6.0f);
    }
    void raggedRowIsNamed() {
        try {
            parseCsv("1,2\n3\n");
            QFAIL("no error");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("line 2 has 1 values"), e.what());
        }
    }
    void wordIsNamed() {
        QVERIFY_THROWS_EXCEPTION(InputError, parseCsv("1,x\n"));
        QVERIFY_THROWS_EXCEPTION(InputError, parseCsv("\n\n"));
    }
    void everyFloatRoundTrips() {
        using L = std::numeric_limits<float>;
        Eigen::MatrixXf m(2, 5);
        m << 9.9999461e-41f, L::denorm_min(), -L::denorm_min(), L::min(), L::max(), //
            -L::max(), L::infinity(), -L::infinity(), L::epsilon(), -0.0f;
        const Eigen::MatrixXf back = parseCsv(toCsv(m));
        for (Eigen::Index i = 0; i < m.size(); ++i)
            QVERIFY2(std::memcmp(&back(i), &m(i), 4) == 0, qPrintable(QString::number(i)));
        QVERIFY(std::isnan(parseCsv("nan\n")(0, 0)));
    }
    void outOfRangeIsNamed() {
        try {
            parseCsv("1,2\n3,1e39\n");
            QFAIL("no error");
        } catch (const InputError& e) {
            QVERIFY2(QString(e.what()).contains("line 2: '1e39' is out of the float range"),
                     e.what());
        }
        QCOMPARE(parseCsv("1e-50\n")(0, 0), 0.0f); // below the smallest subnormal: zero
    }
};

QTEST_GUILESS_MAIN(Csv)
#include "tst_csv.moc"
