// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The numbers a page's figure draws, with their row and column labels: what File > Export
// matrix writes, what `export --lesson --step` writes and what a lesson's claims are checked on.
#include "core/lessons/claim.h"

#include <QString>
#include <QStringList>

namespace attn::ui {

/// values:(R,C) with rows:(R) and columns:(C) labels (either may be empty).
LabelledMatrix labelledMatrix(const Eigen::MatrixXf& values, const QStringList& rows,
                              const QStringList& columns);

/// UTF-8 labels -> QStringList.
QStringList toLabels(const std::vector<std::string>& labels);

/// prefix + first, prefix + (first + 1), … : count labels ("0", "1", … or "k1", "k2", …).
QStringList numberedLabels(Eigen::Index count, const QString& prefix = {}, int first = 0);
/// Each value as a label with two decimals after prefix ("x=0.50").
QStringList valueLabels(const Eigen::VectorXf& values, const QString& prefix = {});

/// Writes m's values to path: .csv text, or .npy float32 of shape (R,C). An empty string on
/// success, else the reason.
QString writeShownNumbers(const LabelledMatrix& m, const QString& path);

} // namespace attn::ui
