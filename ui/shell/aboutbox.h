// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Help > About: what this build is, for a bug report or a question in class.
#include <QIcon>
#include <QString>

class QWidget;

namespace attn::ui {

/// The application's icon (resources/icons) in its sizes from 16 to 512 pixels.
QIcon applicationIcon();
/// "AttentionLab 0.1.0" and the versions it was built with and runs on: Qt (run time and
/// build), Eigen, QCustomPlot, and the kernel the matrix products use on this CPU.
QString aboutText();
/// Shows aboutText() with the application's icon in a modal box over parent.
void showAbout(QWidget* parent);

} // namespace attn::ui
