// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/check.h"
#include "core/io/attention_import.h"
#include "core/io/npy.h"
#include "core/io/npz.h"
#include "core/io/safetensors.h"
#include "tests/support/file_bytes.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace attn;

class AttentionImport : public QObject {
    Q_OBJECT
    QTemporaryDir dir;

    std::string path(const char* name) const { return dir.filePath(name).toStdString(); }
    std::string tokens(const QByteArray& json) {
        return testing::writeFileBytes(dir.filePath("tokens.json"), json);
    }
    static Tensor ramp(std::vector<std::size_t> shape) {
        Tensor t{shape, {}};
        for (std::size_t i = 0; i < t.size(); ++i)
            t.data.push_back(float(i));
        return t;
    }

  private slots:
    void everyShapeAndFormat() {
        const std::string tok = tokens("{\"tokens\": [\"a\", \"b\", \"c\"]}");
        writeNpy(path("qk.npy"), ramp({3, 3}));
        ImportedAttention a = importAttention(path("qk.npy"), tok);
        QCOMPARE(a.weights.size(), std::size_t(1));
        QCOMPARE(a.weights[0][0](1, 2), 5.0f);
        writeNpz(path("h.npz"), {{"attention", ramp({2, 3, 3})}});
        a = importAttention(path("h.npz"), tok, "attention");
        QCOMPARE(a.weights[0].size(), std::size_t(2));
        QCOMPARE(a.weights[0][1](0, 0), 9.0f);
        SafetensorsFile f;
        f.tensors["att"] = ramp({2, 2, 3, 3});
        writeSafetensors(path("l.safetensors"), f);
        a = importAttention(path("l.safetensors"), tok);
        QCOMPARE(a.weights.size(), std::size_t(2));
        QCOMPARE(a.weights[1][1](2, 2), 35.0f);
        QCOMPARE(QString::fromStdString(a.keyTokens[2]), QStringLiteral("c"));
    }
    void crossAttentionTokens() {
        writeNpy(path("x.npy"), ramp({2, 4}));
        const ImportedAttention a =
            importAttention(path("x.npy"), tokens("{\"query_tokens\": [\"x\", \"y\"], "
                                                  "\"key_tokens\": [\"1\", \"2\", \"3\", \"4\"]}"));
        QCOMPARE(a.weights[0][0].cols(), 4);
    }
    void mismatchesAreExplained() {
        writeNpy(path("m.npy"), ramp({3, 3}));
        try {
            importAttention(path("m.npy"), tokens("{\"tokens\": [\"a\", \"b\"]}"));
            QFAIL("expected InputError");
        } catch (const InputError& e) {
            QVERIFY2(
                QString(e.what()).contains("2 query and 2 key tokens, but the attention is 3 x 3"),
                e.what());
        }
        writeNpy(path("five.npy"), ramp({1, 1, 1, 3, 3}));
        QVERIFY_THROWS_EXCEPTION(
            InputError, importAttention(path("five.npy"), tokens("{\"tokens\": [\"a\"]}")));
        QVERIFY_THROWS_EXCEPTION(InputError, importAttention(path("m.txt"), path("tokens.json")));
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 importAttention(path("m.npy"), tokens("{\"words\": []}")));
    }
};

QTEST_GUILESS_MAIN(AttentionImport)
#include "tst_attention_import.moc"
