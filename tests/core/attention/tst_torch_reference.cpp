// SPDX-License-Identifier: GPL-3.0-or-later
// Compares the core with PyTorch on the committed fixtures of tools/make_torch_fixtures.py,
// cell by cell: max abs diff <= 1e-5, worst cell reported.
#include "core/attention/attention.h"
#include "core/attention/multihead.h"
#include "core/io/npy.h"
#include "tests/support/matrix_compare.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace attn;

namespace {

constexpr double kTolerance = 1e-5;
const QString kRoot = QStringLiteral(ATTN_FIXTURE_DIR "/torch");

Eigen::MatrixXf load(const QString& dir, const char* name) {
    return toMatrix(readNpy((dir + "/" + name + ".npy").toStdString()));
}

bool exists(const QString& dir, const char* name) {
    return QFile::exists(dir + "/" + name + ".npy");
}

QJsonObject meta(const QString& dir) {
    QFile f(dir + "/case.json");
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

Mask maskFrom(const QJsonObject& m, const QString& dir, Eigen::Index queries, Eigen::Index keys) {
    Mask mask;
    mask.causal = m["causal"].toBool();
    for (const QJsonValue& p : m["padded_keys"].toArray())
        mask.paddedKeys.push_back(p.toBool());
    if (m["explicit_mask"].toBool()) {
        mask.blocked = load(dir, "blocked").array() > 0.5f;
        Q_ASSERT(mask.blocked.rows() == queries && mask.blocked.cols() == keys);
    }
    return mask;
}

void addRows(const QString& kind) {
    QTest::addColumn<QString>("dir");
    const QStringList cases = QDir(kRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString& c : cases)
        if (meta(kRoot + "/" + c)["kind"].toString() == kind)
            QTest::newRow(qPrintable(c)) << kRoot + "/" + c;
}

} // namespace

class TorchReference : public QObject {
    Q_OBJECT
  private slots:
    void fixturesExist() {
        QVERIFY2(QDir(kRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size() >= 15,
                 "run /usr/bin/python3 tools/make_torch_fixtures.py");
    }

    void attentionMatchesTorch_data() { addRows("attention"); }
    void attentionMatchesTorch() {
        QFETCH(QString, dir);
        const QJsonObject m = meta(dir);
        const Eigen::MatrixXf q = load(dir, "q"), k = load(dir, "k"), v = load(dir, "v");
        AttentionOptions o;
        o.score = scoreFunctionFromString(m["score"].toString().toStdString());
        o.temperature = float(m["temperature"].toDouble());
        o.mask = maskFrom(m, dir, q.rows(), k.rows());
        if (exists(dir, "bilinear")) o.params.bilinear = load(dir, "bilinear");
        if (exists(dir, "vector")) {
            o.params.queryProj = load(dir, "query_proj");
            o.params.keyProj = load(dir, "key_proj");
            o.params.vector = load(dir, "vector");
        }
        const AttentionResult r = attention(q, k, v, o);
        ATTN_COMPARE_MATRICES(r.scores, load(dir, "scores"), kTolerance);
        ATTN_COMPARE_MATRICES(r.weights, load(dir, "weights"), kTolerance);
        ATTN_COMPARE_MATRICES(r.output, load(dir, "output"), kTolerance);
        qInfo("%s: max |weights - torch| = %.2e, max |output - torch| = %.2e",
              qPrintable(QDir(dir).dirName()),
              testing::compareMatrices(r.weights, load(dir, "weights"), 0).maxAbs,
              testing::compareMatrices(r.output, load(dir, "output"), 0).maxAbs);
    }

    void multiHeadMatchesTorch_data() {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<bool>("fast");
        const QStringList cases =
            QDir(kRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString& c : cases)
            if (meta(kRoot + "/" + c)["kind"].toString() == "multihead") {
                QTest::newRow(qPrintable(c + " fast")) << kRoot + "/" + c << true;
                QTest::newRow(qPrintable(c + " reference")) << kRoot + "/" + c << false;
            }
    }
    void multiHeadMatchesTorch() {
        QFETCH(QString, dir);
        QFETCH(bool, fast);
        const QJsonObject m = meta(dir);
        const Eigen::MatrixXf q = load(dir, "q"), k = load(dir, "k"), v = load(dir, "v");
        MultiHeadWeights w;
        w.heads = m["heads"].toInt();
        w.wq = load(dir, "wq");
        w.wk = load(dir, "wk");
        w.wv = load(dir, "wv");
        w.wo = load(dir, "wo");
        if (exists(dir, "bq")) {
            w.bq = load(dir, "bq");
            w.bk = load(dir, "bk");
            w.bv = load(dir, "bv");
            w.bo = load(dir, "bo");
        }
        MultiHeadOptions o;
        o.mask = maskFrom(m, dir, q.rows(), k.rows());
        const MultiHeadResult r =
            fast ? multiHeadAttention(q, k, v, w, o) : multiHeadAttentionReference(q, k, v, w, o);
        const NpyArray heads = readNpy((dir + "/head_weights.npy").toStdString());
        QCOMPARE(heads.shape.size(), std::size_t(3));
        QCOMPARE(int(heads.shape[0]), w.heads);
        double worst = 0;
        for (int h = 0; h < w.heads; ++h) {
            const Eigen::Index rows = Eigen::Index(heads.shape[1]),
                               cols = Eigen::Index(heads.shape[2]);
            const Eigen::MatrixXf expected = Eigen::Map<
                const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(
                heads.data.data() + h * rows * cols, rows, cols);
            ATTN_COMPARE_MATRICES(r.headWeights[std::size_t(h)], expected, kTolerance);
            worst = std::max(
                worst, testing::compareMatrices(r.headWeights[std::size_t(h)], expected, 0).maxAbs);
        }
        ATTN_COMPARE_MATRICES(r.output, load(dir, "output"), kTolerance);
        qInfo("%s: max |head weights - torch| = %.2e, max |output - torch| = %.2e",
              qPrintable(QDir(dir).dirName()), worst,
              testing::compareMatrices(r.output, load(dir, "output"), 0).maxAbs);
    }
};

QTEST_GUILESS_MAIN(TorchReference)
#include "tst_torch_reference.moc"
