// SPDX-License-Identifier: GPL-3.0-or-later
// The Long text window of the Language model tab: a text file read on the worker (the window
// answers meanwhile), the head's overview and detail equal to the head's rows, a click on the
// overview moving the detail, another layer or head read on the worker, and files that cannot be
// read changing nothing.
#include "core/models/decoder/long_text.h"
#include "tests/support/find_child.h"
#include "ui/model/longtextdocument.h"
#include "ui/model/longtextfigure.h"
#include "ui/model/longtextview.h"
#include "ui/model/modeldocument.h"

#include <QFile>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace attn;
using namespace attn::ui;

namespace {

/// 200 bytes of the byte-level sample model's own kind of text (fewer tokens).
const QByteArray kText =
    QByteArray("In the beginning God created the heaven and the earth. And the "
               "earth was without form, and void; and darkness was upon the "
               "face of the deep. And the Spirit of God moved upon the face ")
        .left(200);

} // namespace

class LongTextViewTest : public QObject {
    Q_OBJECT

  private slots:
    void init() {
        m_models = std::make_unique<ModelDocument>();
        QVERIFY(m_models->loadModel(QStringLiteral(ATTN_SOURCE_DIR "/sample_models/tiny-gpt-kjv")));
        m_view = std::make_unique<LongTextView>(m_models.get());
        m_view->resize(1280, 720);
        m_view->show();
        QVERIFY(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("verse.txt"));
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(kText);
    }
    void cleanup() {
        m_view.reset();
        m_models.reset();
    }

    void readsAFileOnTheWorker() {
        LongTextDocument* doc = m_view->document();
        QVERIFY(m_view->openTextFile(m_path));
        QVERIFY(doc->busy()); // the window goes on answering while the text is read
        QTRY_VERIFY(!doc->busy());
        QTRY_VERIFY(!doc->layerProfiles().empty()); // they follow the first view
        const int t = int(m_models->languageModel()->encode(kText.toStdString()).size());
        QCOMPARE(doc->tokens(), t);
        QCOMPARE(doc->textName(), QStringLiteral("verse.txt"));
        QCOMPARE(int(doc->layerProfiles().size()), doc->heads());
        // Fewer than 320 tokens: one cell a token, the head's own weights.
        QString problem;
        const RowMatrixXf all = doc->headRows(0, 0, 0, t, &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(doc->overview().rows(), Eigen::Index(t));
        QVERIFY((doc->overview() - Eigen::MatrixXf(all)).cwiseAbs().maxCoeff() < 1e-6f);
        // The detail: the last 32 queries over the last 32 keys.
        const LongTextFigure* figure = m_view->figure();
        QCOMPARE(figure->detailRow(), t - 32);
        QCOMPARE(figure->detailKey(), t - 32);
        QVERIFY((figure->detail() - all.bottomRightCorner(32, 32)).cwiseAbs().maxCoeff() < 1e-6f);
    }

    void aClickOnTheOverviewMovesTheDetail() {
        QVERIFY(m_view->openTextFile(m_path));
        QTRY_VERIFY(!m_view->document()->busy());
        LongTextFigure* figure = m_view->figure();
        figure->replot(QCustomPlot::rpImmediateRefresh);
        auto* overview = qobject_cast<QCPColorMap*>(figure->plottable(0));
        QVERIFY(overview);
        const QPointF at = overview->coordsToPixels(40, 90); // key 40, query 90
        QTest::mouseClick(figure, Qt::LeftButton, {}, at.toPoint());
        QCOMPARE(figure->detailRow(), 90 - 16);
        QCOMPARE(figure->detailKey(), 40 - 16);
        QString problem;
        const RowMatrixXf rows = m_view->document()->headRows(0, 0, 74, 32, &problem);
        QVERIFY((figure->detail() - rows.middleCols(24, 32)).cwiseAbs().maxCoeff() < 1e-6f);
    }

    void anotherLayerAndHeadAreReadOnTheWorker() {
        LongTextDocument* doc = m_view->document();
        QVERIFY(m_view->openTextFile(m_path));
        QTRY_VERIFY(!doc->busy());
        child<QSpinBox>(m_view.get(), "longTextLayer")->setValue(2);
        child<QSpinBox>(m_view.get(), "longTextHead")->setValue(3);
        QTRY_VERIFY(!doc->busy() && doc->layer() == 1 && doc->head() == 2);
        QTRY_VERIFY(!doc->layerProfiles().empty() && doc->layerProfiles()[0].layer == 1);
        QString problem;
        const RowMatrixXf all = doc->headRows(1, 2, 0, doc->tokens(), &problem);
        QVERIFY((doc->overview() - Eigen::MatrixXf(all)).cwiseAbs().maxCoeff() < 1e-6f);
    }

    void filesThatCannotBeReadChangeNothing() {
        LongTextDocument* doc = m_view->document();
        QVERIFY(m_view->openTextFile(m_path));
        QTRY_VERIFY(!doc->busy());
        const QString latin1 = m_dir.filePath(QStringLiteral("latin1.txt"));
        QFile file(latin1);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("caf\xe9 au lait");
        file.close();
        QSignalSpy status(m_view.get(), &LongTextView::statusMessage);
        QString problem;
        QVERIFY(!m_view->openTextFile(latin1, &problem));
        QVERIFY2(problem.contains(QStringLiteral("UTF-8")), qPrintable(problem));
        QVERIFY(!m_view->openTextFile(m_dir.filePath(QStringLiteral("missing.txt")), &problem));
        QVERIFY(!problem.isEmpty());
        QCOMPARE(status.count(), 2);
        // Said in the window's own status line too, above what it still shows.
        const auto* line = m_view->findChild<QLabel*>(QStringLiteral("longTextStatus"));
        QVERIFY(line);
        QVERIFY2(line->text().contains(problem) &&
                     line->text().contains(QStringLiteral("verse.txt")),
                 qPrintable(line->text()));
        const int t = doc->tokens();
        QCOMPARE(doc->textName(), QStringLiteral("verse.txt"));
        const QString tooLong = m_dir.filePath(QStringLiteral("long.txt")); // 300 > 256 positions
        QFile longer(tooLong);
        QVERIFY(longer.open(QIODevice::WriteOnly));
        longer.write(QByteArray(300, 'a'));
        longer.close();
        QSignalSpy errors(doc, &LongTextDocument::errorOccurred);
        QVERIFY(m_view->openTextFile(tooLong)); // refused by the model, on the worker
        QTRY_VERIFY(!doc->busy());
        QCOMPARE(errors.count(), 1);
        QCOMPARE(doc->tokens(), t);
    }

  private:
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<ModelDocument> m_models;
    std::unique_ptr<LongTextView> m_view;
};

QTEST_MAIN(LongTextViewTest)
#include "tst_long_text_view.moc"
