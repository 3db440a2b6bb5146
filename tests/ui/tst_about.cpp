// SPDX-License-Identifier: GPL-3.0-or-later
// Help > About names what a bug report needs, and the window has the application's icon.
#include "core/base/gemm.h"
#include "ui/shell/aboutbox.h"

#include <QtTest>

using namespace attn;

class TestAbout : public QObject {
    Q_OBJECT

  private slots:
    void namesTheVersionsAndTheKernel() {
        QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
        const QString text = ui::aboutText();
        for (const QString& part :
             {QStringLiteral("AttentionLab 9.8.7"), QStringLiteral("Qt ") + qVersion(),
              QStringLiteral("Eigen 3.4"), QStringLiteral("QCustomPlot 2.1.0"),
              QString::fromLatin1(multiplyKernelName())})
            QVERIFY2(text.contains(part), qPrintable(part + QStringLiteral(" missing: ") + text));
    }

    void theIconComesInEverySize() {
        const QIcon icon = ui::applicationIcon();
        for (int size : {16, 32, 48, 64, 128, 256, 512}) {
            QVERIFY2(icon.availableSizes().contains(QSize(size, size)),
                     qPrintable(QString::number(size)));
            const QImage image = icon.pixmap(size, size).toImage();
            QCOMPARE(image.size(), QSize(size, size));
        }
    }
};

QTEST_MAIN(TestAbout)
#include "tst_about.moc"
