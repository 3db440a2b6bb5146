// SPDX-License-Identifier: GPL-3.0-or-later
// Resizing as Pillow does (tools/make_pil_resize_fixtures.py, Pillow's own Image.resize on an
// 8-bit photo): every filter, shrinking, enlarging and one axis only, equal to the last bit.
#include "core/base/check.h"
#include "core/base/pil_resize.h"
#include "core/io/npz.h"

#include <QtTest>

#include <cmath>

using namespace attn;

namespace {

std::map<std::string, Tensor> fixtures() {
    return readNpz(ATTN_FIXTURE_DIR "/pil_resize/fixtures.npz");
}

/// (H,W,3) values 0..255 -> an RgbImage in [0,1].
RgbImage pictureOf(const Tensor& t) {
    RgbImage image;
    image.height = int(t.shape[0]);
    image.width = int(t.shape[1]);
    for (float v : t.data)
        image.rgb.push_back(v / 255.0f);
    return image;
}

/// The number of values of got that differ from the 8-bit values of expected.
int differences(const RgbImage& got, const Tensor& expected) {
    if (got.height != int(expected.shape[0]) || got.width != int(expected.shape[1])) return -1;
    int count = 0;
    for (std::size_t i = 0; i < got.rgb.size(); ++i)
        count += std::lround(got.rgb[i] * 255.0f) != std::lround(expected.data[i]);
    return count;
}

} // namespace

class TestPilResize : public QObject {
    Q_OBJECT

  private slots:
    void equalsPillow_data() {
        QTest::addColumn<int>("filter");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        for (int f = 0; f < 6; ++f)
            for (auto [w, h] : {std::pair{16, 11}, {61, 40}, {37, 50}, {5, 3}, {100, 9}})
                QTest::addRow("filter %d to %dx%d", f, w, h) << f << w << h;
    }
    void equalsPillow() {
        QFETCH(int, filter);
        QFETCH(int, width);
        QFETCH(int, height);
        static const std::map<std::string, Tensor> all = fixtures();
        const RgbImage photo = pictureOf(all.at("photo"));
        const std::string key = "f" + std::to_string(filter) + "_" + std::to_string(width) + "x" +
                                std::to_string(height);
        const RgbImage got = resizeAsPil(photo, width, height, PilFilter(filter));
        QCOMPARE(differences(got, all.at(key)), 0);
    }

    void sameSizeIsUnchanged() {
        const RgbImage photo = pictureOf(fixtures().at("photo"));
        QCOMPARE(resizeAsPil(photo, photo.width, photo.height, PilFilter::Lanczos).rgb, photo.rgb);
    }

    void badTargetsAreRefused() {
        const RgbImage photo = makeRgbImage(4, 4);
        QVERIFY_THROWS_EXCEPTION(InputError, resizeAsPil(photo, 0, 4, PilFilter::Bilinear));
        QVERIFY_THROWS_EXCEPTION(InputError,
                                 resizeAsPil(photo, 4, kMaxImageSide + 1, PilFilter::Bilinear));
        RgbImage nan = photo;
        nan.rgb[3] = std::nanf("");
        QVERIFY_THROWS_EXCEPTION(InputError, resizeAsPil(nan, 2, 2, PilFilter::Bilinear));
    }
};

QTEST_APPLESS_MAIN(TestPilResize)
#include "tst_pil_resize.moc"
