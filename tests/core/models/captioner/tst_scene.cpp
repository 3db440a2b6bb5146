// SPDX-License-Identifier: GPL-3.0-or-later
// The synthetic scenes of the captioner: deterministic, identical to tools/make_scenes.py
// (tests/fixtures/captioner/cases.json and generator-images.npy), captions by the grammar,
// and pictures that stay within bounds.
#include "core/base/check.h"
#include "core/base/rgb_image.h"
#include "core/io/json.h"
#include "core/io/npy.h"
#include "core/models/captioner/scene.h"

#include <QtTest>

#include <cmath>

using namespace attn;

namespace {

const std::string kFixtures = ATTN_FIXTURE_DIR "/captioner";

bool sameShapes(const Scene& a, const Scene& b) {
    if (a.shapes.size() != b.shapes.size()) return false;
    for (std::size_t i = 0; i < a.shapes.size(); ++i) {
        const SceneShape &s = a.shapes[i], &t = b.shapes[i];
        if (s.kind != t.kind || s.colour != t.colour || s.large != t.large || s.x != t.x ||
            s.y != t.y)
            return false;
    }
    return true;
}

std::vector<std::string> strings(const JsonValue& array) {
    std::vector<std::string> out;
    for (const JsonValue& v : array.array)
        out.push_back(v.string);
    return out;
}

} // namespace

class SceneTest : public QObject {
    Q_OBJECT

  private slots:
    void sameSeedSameScene_data() {
        QTest::addColumn<quint64>("seed");
        QTest::newRow("seed 0") << quint64(0);
        QTest::newRow("seed 7") << quint64(7);
        QTest::newRow("held-out seed") << quint64(2000000);
        QTest::newRow("largest seed") << quint64(~0ull);
    }
    void sameSeedSameScene() {
        QFETCH(quint64, seed);
        const Scene a = randomScene(seed), b = randomScene(seed);
        QVERIFY(sameShapes(a, b));
        QVERIFY(renderScene(a).rgb == renderScene(b).rgb);
        QVERIFY(describeScene(a).words == describeScene(b).words);
    }

    void differentSeedsDiffer() {
        int same = 0;
        for (std::uint64_t s = 0; s < 50; ++s)
            same += sameShapes(randomScene(s), randomScene(s + 1));
        QCOMPARE(same, 0);
    }

    void matchesPythonGenerator() {
        const JsonValue cases = readJsonFile(kFixtures + "/cases.json");
        const JsonValue* generator = cases.find("generator");
        QVERIFY(generator && generator->type == JsonValue::Type::Array);
        const NpyArray images = readNpy(kFixtures + "/generator-images.npy");
        QCOMPARE(images.shape.size(), std::size_t(4));
        QCOMPARE(images.shape[0], generator->array.size());
        const std::size_t pixels = std::size_t(kSceneSize) * kSceneSize * 3;
        for (std::size_t i = 0; i < generator->array.size(); ++i) {
            const JsonValue& entry = generator->array[i];
            const std::uint64_t seed = std::stoull(entry.stringAt("seed"));
            const Scene scene = randomScene(seed);
            const JsonValue& shapes = *entry.find("shapes");
            QCOMPARE(scene.shapes.size(), shapes.array.size());
            for (std::size_t k = 0; k < shapes.array.size(); ++k) {
                const JsonValue& s = shapes.array[k];
                QCOMPARE(int(scene.shapes[k].kind), int(s.numberAt("kind")));
                QCOMPARE(int(scene.shapes[k].colour), int(s.numberAt("colour")));
                QCOMPARE(scene.shapes[k].large, s.find("large")->boolean);
                QCOMPARE(scene.shapes[k].x, int(s.numberAt("x")));
                QCOMPARE(scene.shapes[k].y, int(s.numberAt("y")));
            }
            const SceneCaption caption = describeScene(scene);
            QCOMPARE(caption.words, strings(*entry.find("words")));
            std::vector<int> owners;
            for (const JsonValue& o : entry.find("owners")->array)
                owners.push_back(int(o.number));
            QCOMPARE(caption.shapeOfWord, owners);
            const RgbImage image = renderScene(scene);
            const std::vector<float> expected(images.data.begin() + std::ptrdiff_t(i * pixels),
                                              images.data.begin() +
                                                  std::ptrdiff_t((i + 1) * pixels));
            QVERIFY2(image.rgb == expected,
                     qPrintable(QStringLiteral("seed %1 renders differently").arg(seed)));
        }
    }

    void randomScenesFollowTheRules() {
        for (std::uint64_t seed = 0; seed < 300; ++seed) {
            const Scene scene = randomScene(seed);
            QVERIFY(isCaptionable(scene));
            const SceneCaption c = describeScene(scene);
            QCOMPARE(c.words.size(), c.shapeOfWord.size());
            const RgbImage image = renderScene(scene);
            for (std::size_t i = 0; i < scene.shapes.size(); ++i) {
                unsigned char rgb[3];
                colourBytes(scene.shapes[i].colour, rgb);
                const std::vector<bool> mask = shapeMask(scene.shapes[i]);
                for (std::size_t p = 0; p < mask.size(); ++p)
                    if (mask[p]) QCOMPARE(image.rgb[p * 3], rgb[0] / 255.0f);
            }
        }
    }

    void captionsFollowTheGrammar_data() {
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("x0");
        QTest::addColumn<int>("y0");
        QTest::addColumn<int>("x1");
        QTest::addColumn<int>("y1");
        QTest::newRow("one on the left") << "a small red circle on the left" << 8 << 32 << -1 << -1;
        QTest::newRow("one in the middle")
            << "a small red circle in the middle" << 32 << 30 << -1 << -1;
        QTest::newRow("one at the bottom")
            << "a small red circle at the bottom" << 30 << 55 << -1 << -1;
        QTest::newRow("above") << "a large blue square above a small red circle" << 30 << 50 << 32
                               << 12;
        QTest::newRow("left of") << "a small red circle to the left of a large blue square" << 10
                                 << 30 << 50 << 34;
    }
    void captionsFollowTheGrammar() {
        QFETCH(QString, expected);
        QFETCH(int, x0);
        QFETCH(int, y0);
        QFETCH(int, x1);
        QFETCH(int, y1);
        Scene scene;
        scene.shapes.push_back({ShapeKind::Circle, ShapeColour::Red, false, x0, y0});
        if (x1 >= 0) scene.shapes.push_back({ShapeKind::Square, ShapeColour::Blue, true, x1, y1});
        QCOMPARE(QString::fromStdString(joinCaption(describeScene(scene).words)), expected);
    }

    void uncaptionableScenesAreRefused_data() {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("x");
        QTest::newRow("empty") << 0 << 30;
        QTest::newRow("overlapping") << 2 << 30;
        QTest::newRow("outside") << 1 << -20;
        QTest::newRow("four shapes") << 4 << 30;
    }
    void uncaptionableScenesAreRefused() {
        QFETCH(int, count);
        QFETCH(int, x);
        Scene scene;
        for (int i = 0; i < count; ++i)
            scene.shapes.push_back(
                {ShapeKind::Square, ShapeColour::Green, false, x + 15 * (count == 4) * i, 30 + i});
        Message reason;
        QVERIFY(!isCaptionable(scene, &reason));
        QVERIFY(!reason.english().empty());
        QVERIFY_THROWS_EXCEPTION(InputError, describeScene(scene));
        const RgbImage image = renderScene(scene); // drawing still works, clipped
        QCOMPARE(image.width, kSceneSize);
    }

    void captionTextRoundTrips() {
        const std::vector<std::string> words = splitCaption("A Red circle, a  blue square");
        QCOMPARE(words,
                 (std::vector<std::string>{"a", "red", "circle", ",", "a", "blue", "square"}));
        QCOMPARE(joinCaption(words), std::string("a red circle, a blue square"));
        QVERIFY(splitCaption("  ").empty());
    }

    void imagesAreBoundedBeforeAllocation() {
        QVERIFY_THROWS_EXCEPTION(InputError, makeRgbImage(20000, 20000));
        QVERIFY_THROWS_EXCEPTION(InputError, makeRgbImage(0, 5));
        RgbImage huge{20000, 20000, {}};
        QVERIFY_THROWS_EXCEPTION(InputError, checkRgbImage(huge, 8));
        QVERIFY_THROWS_EXCEPTION(InputError, resizeArea(huge, 64));
        RgbImage wrong{4, 4, std::vector<float>(10, 0.5f)};
        QVERIFY_THROWS_EXCEPTION(InputError, checkRgbImage(wrong, 1));
        RgbImage nan = makeRgbImage(4, 4);
        nan.rgb[5] = std::nanf("");
        QVERIFY_THROWS_EXCEPTION(InputError, resizeArea(nan, 2));
    }

    void areaResizeAveragesExactly() {
        const RgbImage scene = renderScene(randomScene(3));
        RgbImage twice = makeRgbImage(2 * kSceneSize, 2 * kSceneSize);
        for (int y = 0; y < twice.height; ++y)
            for (int x = 0; x < twice.width; ++x)
                for (int c = 0; c < 3; ++c)
                    twice.rgb[(std::size_t(y) * twice.width + x) * 3 + c] =
                        scene.at(x / 2, y / 2, c);
        QVERIFY(resizeArea(twice, kSceneSize).rgb == scene.rgb);
        const RgbImage one = makeRgbImage(1, 1, 0.25f, 0.5f, 0.75f);
        const RgbImage grown = resizeArea(one, 5);
        QCOMPARE(grown.at(4, 4, 2), 0.75f);
        const RgbImage wide = resizeArea(makeRgbImage(300, 7, 1, 1, 1), 64);
        QCOMPARE(wide.at(63, 63, 0), 1.0f);
    }
};

QTEST_GUILESS_MAIN(SceneTest)
#include "tst_scene.moc"
