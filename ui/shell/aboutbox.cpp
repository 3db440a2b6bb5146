// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/shell/aboutbox.h"

#include "core/base/gemm.h"

#include <Eigen/Core>
#include <QCoreApplication>
#include <QMessageBox>
#include <QWidget>
#include <qcustomplot.h>

namespace attn::ui {

QIcon applicationIcon() {
    QIcon icon;
    for (int size : {16, 32, 48, 64, 128, 256, 512})
        icon.addFile(QStringLiteral(":/icons/attention-lab-%1.png").arg(size), QSize(size, size));
    return icon;
}

QString aboutText() {
    return QCoreApplication::translate(
               "AboutBox", "<h3>AttentionLab %1</h3>"
                           "<p>Attention in neural networks, computed and shown: heads, layers, "
                           "positional encodings and the lectures' demonstrations, offline.</p>"
                           "<p>Qt %2 (built with %3)<br>Eigen %4<br>QCustomPlot %5<br>"
                           "Matrix products on this CPU: %6</p>"
                           "<p>Free software under the GNU General Public License, version 3 "
                           "or later.</p>")
        .arg(QCoreApplication::applicationVersion(), QString::fromLatin1(qVersion()),
             QStringLiteral(QT_VERSION_STR),
             QStringLiteral("%1.%2.%3")
                 .arg(EIGEN_WORLD_VERSION)
                 .arg(EIGEN_MAJOR_VERSION)
                 .arg(EIGEN_MINOR_VERSION),
             QStringLiteral(QCUSTOMPLOT_VERSION_STR), QString::fromLatin1(multiplyKernelName()));
}

void showAbout(QWidget* parent) {
    QMessageBox box(parent);
    box.setWindowTitle(QCoreApplication::translate("AboutBox", "About AttentionLab"));
    box.setTextFormat(Qt::RichText);
    box.setText(aboutText());
    box.setIconPixmap(applicationIcon().pixmap(96, 96));
    box.exec();
}

} // namespace attn::ui
