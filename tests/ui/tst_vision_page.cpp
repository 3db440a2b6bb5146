// SPDX-License-Identifier: GPL-3.0-or-later
// The Vision tab on a random ViT folder (tests/fixtures/vit): every view draws, a click on the
// photo shows that patch's attention, a click on a head's panel opens it, the threshold mask
// keeps its share, rollout follows its options, and bad input is refused with the state kept.
#include "core/attention/patch_maps.h"
#include "core/io/npy.h"
#include "ui/plotkit/busyhint.h"
#include "ui/vision/visiondocument.h"
#include "ui/vision/visionfigure.h"
#include "ui/vision/visionlesson.h"
#include "ui/vision/visionpage.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn;
using namespace attn::ui;

namespace {

const QString kModel = QStringLiteral(ATTN_FIXTURE_DIR "/vit/classifier/model");

/// A 60 x 40 photo: a bright square on a dark ground.
RgbImage photo() {
    RgbImage image = makeRgbImage(60, 40, 0.1f, 0.1f, 0.15f);
    for (int y = 10; y < 25; ++y)
        for (int x = 30; x < 50; ++x)
            for (int c = 0; c < 3; ++c)
                image.rgb[(std::size_t(y) * 60 + x) * 3 + c] = 0.9f;
    return image;
}

} // namespace

class VisionPageTest : public QObject {
    Q_OBJECT

  private slots:
    void everyViewDrawsItsMaps() {
        VisionPage page;
        VisionDocument* d = page.document();
        QVERIFY(d->loadModel(kModel));
        QVERIFY(d->setImage(photo(), QStringLiteral("square")));
        QCOMPARE(d->gridWidth(), 4);      // as trained: 16 x 16 pixels
        QCOMPARE(d->settings().layer, 1); // the last layer first
        page.resize(1200, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        for (VisionView view : {VisionView::Head, VisionView::Heads, VisionView::Threshold,
                                VisionView::Patch, VisionView::Rollout}) {
            QVERIFY(d->setView(view));
            const std::vector<Eigen::MatrixXf> maps = d->maps();
            QCOMPARE(maps.size(), std::size_t(view == VisionView::Heads ? 4 : 1));
            QCOMPARE(maps[0].rows(), Eigen::Index(4));
            page.plot()->replot();
            QCOMPARE(page.plot()->panelRects().size(), int(maps.size()));
            for (const QRect& r : page.plot()->panelRects()) // nothing drawn past the figure
                QVERIFY2(page.plot()->rect().contains(r),
                         qPrintable(QStringLiteral("panel %1,%2 %3x%4 in %5x%6")
                                        .arg(r.x())
                                        .arg(r.y())
                                        .arg(r.width())
                                        .arg(r.height())
                                        .arg(page.plot()->width())
                                        .arg(page.plot()->height())));
            QVERIFY(!d->title().isEmpty());
        }
        QVERIFY(d->prediction().contains(QStringLiteral("p =")));
    }

    /// What is drawn is the map: with the map opaque and unsmoothed, the patch of the largest
    /// [CLS] weight is drawn in the colour scale's bright end, the smallest in its dark end.
    void theLargestWeightIsDrawnBrightest() {
        VisionPage page;
        VisionDocument* d = page.document();
        QVERIFY(d->loadModel(kModel));
        QVERIFY(d->setImage(photo(), QStringLiteral("square")));
        QVERIFY(d->setView(VisionView::Head));
        d->setOpacity(1);
        d->setSmooth(false);
        page.resize(1200, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.plot()->replot();
        const Eigen::MatrixXf map = d->maps()[0];
        Eigen::Index maxRow = 0, maxCol = 0, minRow = 0, minCol = 0;
        map.maxCoeff(&maxRow, &maxCol);
        map.minCoeff(&minRow, &minCol);
        QVERIFY(map(maxRow, maxCol) > map(minRow, minCol));
        const QImage drawn = page.plot()->grab().toImage();
        const QRect panel = page.plot()->panelRects().value(0);
        const auto centre = [&](Eigen::Index row, Eigen::Index col) {
            const double w = panel.width() / double(map.cols()),
                         h = panel.height() / double(map.rows());
            return drawn.pixelColor(int(panel.left() + (col + 0.5) * w),
                                    int(panel.top() + (row + 0.5) * h));
        };
        const QColor brightest = centre(maxRow, maxCol), darkest = centre(minRow, minCol);
        QVERIFY2(brightest.lightnessF() > darkest.lightnessF() + 0.3,
                 qPrintable(brightest.name() + QStringLiteral(" vs ") + darkest.name()));
    }

    void clicksChooseAPatchOrAHead() {
        VisionPage page;
        VisionDocument* d = page.document();
        QVERIFY(d->loadModel(kModel));
        QVERIFY(d->setImage(photo(), QStringLiteral("square")));
        page.resize(1200, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.plot()->replot();
        const QRect r = page.plot()->panelRects().value(0);
        QVERIFY(r.isValid());
        // The patch in column 3, row 2 (1-based) of the 4 x 4 grid.
        QTest::mouseClick(page.plot(), Qt::LeftButton, {},
                          QPoint(r.left() + r.width() * 5 / 8, r.top() + r.height() * 3 / 8));
        QCOMPARE(d->settings().view, VisionView::Patch);
        QCOMPARE(d->settings().patch, 1 * 4 + 2);
        const auto& weights = d->output().attention[1][std::size_t(d->settings().head)];
        QCOMPARE(d->maps()[0], patchGrid(weights, 1 + 6, 4, 4));
        QVERIFY(d->setView(VisionView::Heads));
        page.plot()->replot();
        const QRect third = page.plot()->panelRects().value(2);
        QTest::mouseClick(page.plot(), Qt::LeftButton, {}, third.center());
        QCOMPARE(d->settings().view, VisionView::Head);
        QCOMPARE(d->settings().head, 2);
    }

    void thresholdAndRolloutFollowTheirOptions() {
        VisionDocument d;
        QVERIFY(d.loadModel(kModel));
        QVERIFY(d.setImage(photo(), QStringLiteral("square")));
        QVERIFY(d.setView(VisionView::Threshold));
        QVERIFY(d.setKeepShare(0.3));
        const Eigen::MatrixXf map = d.maps()[0], kept = d.keptPatches();
        const double share = (map.array() * kept.array()).sum() / map.sum();
        QVERIFY(share >= 0.3);
        QVERIFY(kept.sum() < 16);
        QVERIFY(d.setRollout(HeadFusion::Max, 0.5));
        QVERIFY(d.setView(VisionView::Rollout));
        const Eigen::MatrixXf rollout = d.maps()[0];
        QCOMPARE(rollout.maxCoeff(), 1.0f); // scaled to its largest, as vit-explain draws it
        QVERIFY(d.title().contains(QStringLiteral("50")));
    }

    void keepingTheShapeInterpolatesPositions() {
        VisionDocument d;
        QVERIFY(d.loadModel(kModel));
        QVERIFY(d.setImage(photo(), QStringLiteral("square")));
        QVERIFY(d.setSizing(VitSizing::KeepAspect, 48)); // 60 x 40 -> 48 x 32: 12 x 8 patches
        QCOMPARE(d.gridWidth(), 12);
        QCOMPARE(d.gridHeight(), 8);
        QCOMPARE(d.output().attention[0][0].rows(), Eigen::Index(1 + 96));
    }

    void badInputIsRefusedAndKeepsTheState() {
        VisionDocument d;
        QVERIFY(d.loadModel(kModel));
        QVERIFY(d.setImage(photo(), QStringLiteral("square")));
        QSignalSpy errors(&d, &VisionDocument::errorOccurred);
        QVERIFY(!d.loadModel(QStringLiteral(ATTN_FIXTURE_DIR "/llama/llama/model")));
        QVERIFY(d.errorString().contains(QStringLiteral("model_type")));
        QTemporaryDir dir;
        QFile junk(dir.filePath(QStringLiteral("photo.png")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("not a picture");
        junk.close();
        QVERIFY(!d.openImage(junk.fileName()));
        QVERIFY(!d.setSizing(VitSizing::KeepAspect, VisionDocument::kMaxLongSide + 1));
        QVERIFY(!d.setRollout(HeadFusion::Mean, 1.0));
        QCOMPARE(errors.count(), 4);
        QCOMPARE(d.imageName(), QStringLiteral("square"));
        QCOMPARE(d.gridWidth(), 4);
        QVERIFY(d.hasResult());
    }

    /// Models above the threshold load and run on the worker: the figure keeps its picture with
    /// a busy hint, changes asked for meanwhile run next (the photo asked for last with the
    /// sizing asked for last), a failure there keeps the state.
    void largeModelsRunOnTheWorker() {
        VisionPage page;
        VisionDocument* d = page.document();
        d->setBackground(true, 0); // every model counts as large
        auto* hint = page.plot()->findChild<BusyHint*>();
        QVERIFY(hint);
        constexpr int kWait = 20000;
        QVERIFY(d->loadModel(kModel));
        QVERIFY(d->busy() && hint->busy());
        QTRY_VERIFY_WITH_TIMEOUT(!d->busy(), kWait);
        QVERIFY(!hint->busy());
        QCOMPARE(d->modelDir(), kModel);
        QVERIFY(d->setImage(photo(), QStringLiteral("square")));
        QVERIFY(d->busy());
        QVERIFY(d->setSizing(VitSizing::KeepAspect, 48));      // queued behind the photo
        QCOMPARE(d->settings().sizing, VitSizing::KeepAspect); // the controls show what is asked
        QTRY_VERIFY_WITH_TIMEOUT(!d->busy(), kWait);
        QCOMPARE(d->imageName(), QStringLiteral("square"));
        QCOMPARE(d->gridWidth(), 12);
        QVERIFY(d->setSizing(VitSizing::AsTrained, 0));
        QVERIFY(d->setHead(2)); // on the picture shown while the worker runs
        QTRY_VERIFY_WITH_TIMEOUT(!d->busy(), kWait);
        QCOMPARE(d->gridWidth(), 4);
        QCOMPARE(d->settings().head, 2);
        QSignalSpy errors(d, &VisionDocument::errorOccurred);
        QVERIFY(d->loadModel(QStringLiteral(ATTN_FIXTURE_DIR "/llama/llama/model"))); // accepted
        QTRY_VERIFY_WITH_TIMEOUT(!d->busy(), kWait);
        QCOMPARE(errors.count(), 1);
        QVERIFY(d->errorString().contains(QStringLiteral("model_type")));
        QCOMPARE(d->modelDir(), kModel);
        QVERIFY(d->hasResult());
    }

    void theShownMapsAreSavedAsNumbers() {
        VisionDocument d;
        QVERIFY(d.loadModel(kModel));
        QVERIFY(d.setImage(photo(), QStringLiteral("square")));
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("map.csv"));
        QCOMPARE(d.exportMaps(csv), QString());
        QVERIFY(QFile(csv).size() > 16);
        QVERIFY(d.setView(VisionView::Heads));
        QVERIFY(!d.exportMaps(csv).isEmpty()); // 3-D: .npy only
        const QString npy = dir.filePath(QStringLiteral("heads.npy"));
        QCOMPARE(d.exportMaps(npy), QString());
        QCOMPARE(readNpy(npy.toStdString()).shape, (std::vector<std::size_t>{4, 4, 4}));
        QVERIFY(!d.exportMaps(dir.filePath(QStringLiteral("map.txt"))).isEmpty());
    }

    void lessonStateShowsTheSameViewAgain() {
        VisionPage page;
        VisionDocument* d = page.document();
        QVERIFY(d->loadModel(kModel));
        QVERIFY(d->setImage(photo(), QStringLiteral("square")));
        QVERIFY(d->choosePatch(2, 3));
        QCOMPARE(page.lessonView(), QStringLiteral("vit-patch"));
        const QJsonObject state = page.lessonState();
        QVERIFY(d->setView(VisionView::Rollout));
        QVERIFY(d->choosePatch(0, 0));
        QCOMPARE(page.applyLessonState(QStringLiteral("vit-patch"), state), QString());
        QCOMPARE(d->settings().patch, 3 * 4 + 2);
        QVERIFY(!page.applyLessonState(QStringLiteral("vit-nothing"), state).isEmpty());
        QJsonObject bad = state;
        bad.insert(QStringLiteral("fusion"), QStringLiteral("median"));
        QVERIFY(!page.applyLessonState(QStringLiteral("vit-head"), bad).isEmpty());
        QCOMPARE(d->settings().view, VisionView::Patch); // unchanged
    }
};

QTEST_MAIN(VisionPageTest)
#include "tst_vision_page.moc"
