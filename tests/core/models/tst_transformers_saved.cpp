// SPDX-License-Identifier: GPL-3.0-or-later
// Model folders written by transformers 5.17 itself (save_pretrained of random models of every
// family we read, each with its maths settings away from their defaults), opened by our
// loaders and run on the inputs that transformers ran them on (eager attention,
// output_attentions=True, in float64): every layer's and head's attention within 1e-5, logits,
// hidden states and [CLS] within 1e-4. tests/fixtures/transformers/README.md lists the cases;
// tools/make_transformers_fixtures.py writes them.
#include "core/base/check.h"
#include "core/io/npy.h"
#include "core/models/bert/bert.h"
#include "core/models/decoder/decoder.h"
#include "core/models/vit/vit.h"
#include "tests/support/layer_attention.h"
#include "tests/support/matrix_compare.h"
#include "tests/support/vit_image.h"

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace attn;

namespace {

const QString kFixtures = QStringLiteral(ATTN_FIXTURE_DIR "/transformers/");

NpyArray fixture(const QString& name, const QString& file) {
    return readNpy((kFixtures + name + "/" + file).toStdString());
}

template <typename T> std::vector<T> fixtureVector(const QString& name, const QString& file) {
    const NpyArray a = fixture(name, file);
    return std::vector<T>(a.data.begin(), a.data.end());
}

std::string modelDir(const QString& name) {
    return (kFixtures + name + "/model").toStdString();
}

void compareAttention(const LayerHeadAttention& got, const NpyArray& want) {
    const double worst = testing::layerAttentionDifference(got, want);
    QVERIFY2(worst <= 1e-5, qPrintable(QString("max |attention - transformers| = %1").arg(worst)));
}

} // namespace

class TransformersSaved : public QObject {
    Q_OBJECT

  private slots:
    void everyCaseIsRead() {
        // Every case folder is one of the three kinds below: none is skipped unnoticed.
        const QStringList cases = QDir(kFixtures).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY2(cases.size() == 23, qPrintable(cases.join(' ')));
        for (const QString& name : cases)
            QVERIFY2(QFile::exists(kFixtures + name + "/logits.npy") ||
                         QFile::exists(kFixtures + name + "/hidden.npy") ||
                         QFile::exists(kFixtures + name + "/square_pixels.npy"),
                     qPrintable(name));
    }

    void decodersMatch_data() {
        QTest::addColumn<QString>("name");
        for (const QString& name : QDir(kFixtures).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            if (QFile::exists(kFixtures + name + "/logits.npy"))
                QTest::newRow(qPrintable(name)) << name;
    }
    void decodersMatch() {
        QFETCH(QString, name);
        try {
            const DecoderModel model = loadDecoder(modelDir(name));
            const ModelOutput out = decoderForward(model, fixtureVector<int>(name, "ids.npy"));
            ATTN_COMPARE_MATRICES(out.logits, toMatrix(fixture(name, "logits.npy")), 1e-4);
            compareAttention(out.attention, fixture(name, "attention.npy"));
        } catch (const InputError& e) { // the folder transformers wrote is refused
            QFAIL(e.what());
        }
    }

    void encodersMatch_data() {
        QTest::addColumn<QString>("name");
        for (const QString& name : QDir(kFixtures).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            if (QFile::exists(kFixtures + name + "/hidden.npy"))
                QTest::newRow(qPrintable(name)) << name;
    }
    void encodersMatch() {
        QFETCH(QString, name);
        try {
            const BertModel model = loadBert(modelDir(name));
            const ModelOutput out = bertForward(model, fixtureVector<int>(name, "ids.npy"),
                                                fixtureVector<int>(name, "segments.npy"),
                                                fixtureVector<bool>(name, "padded.npy"));
            ATTN_COMPARE_MATRICES(out.logits, toMatrix(fixture(name, "hidden.npy")), 1e-4);
            compareAttention(out.attention, fixture(name, "attention.npy"));
        } catch (const InputError& e) { // the folder transformers wrote is refused
            QFAIL(e.what());
        }
    }

    void visionMatches_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("picture");
        for (const QString& name : QDir(kFixtures).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            for (const char* picture : {"square", "wide"})
                if (QFile::exists(kFixtures + name + "/" + picture + "_pixels.npy"))
                    QTest::addRow("%s %s", qPrintable(name), picture) << name << picture;
    }
    void visionMatches() {
        QFETCH(QString, name);
        QFETCH(QString, picture);
        try {
            const VitModel model = loadVit(modelDir(name));
            const VitImage image =
                testing::pixelsOf(fixture(name, picture + "_pixels.npy"), model.config.patchSize);
            const VitOutput out = vitForward(model, image);
            compareAttention(out.attention, fixture(name, picture + "_attention.npy"));
            ATTN_COMPARE_MATRICES(Eigen::MatrixXf(out.cls),
                                  toMatrix(fixture(name, picture + "_cls.npy")), 1e-4);
            if (QFile::exists(kFixtures + name + "/" + picture + "_logits.npy"))
                ATTN_COMPARE_MATRICES(Eigen::MatrixXf(out.logits),
                                      toMatrix(fixture(name, picture + "_logits.npy")), 1e-4);
        } catch (const InputError& e) { // the folder transformers wrote is refused
            QFAIL(e.what());
        }
    }
};

QTEST_APPLESS_MAIN(TransformersSaved)
#include "tst_transformers_saved.moc"
