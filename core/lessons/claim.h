// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a lesson step says about its figure, as a check on the figure's own numbers: "each row's
// largest weight is on the diagonal", "weight(«la», «commission») >= 0.9", "every row near
// uniform". A claim that does not hold names the numbers that break it.
#include "core/base/message.h"

#include <Eigen/Core>

#include <optional>
#include <string>
#include <vector>

namespace attn {

/// The matrix a figure draws, with its row and column labels (either may be empty: then rows
/// and columns are named by their numbers from 1).
struct LabelledMatrix {
    Eigen::MatrixXf values;           ///< (R,C)
    std::vector<std::string> rows;    ///< (R) or empty
    std::vector<std::string> columns; ///< (C) or empty
};

/// A row or a column: by its label, or by its number from 1.
struct MatrixIndex {
    std::string label; ///< used when number is 0
    int number = 0;    ///< from 1; 0: by label
};

enum class ClaimKind {
    DiagonalLargest, ///< every row's largest entry is on the diagonal
    LargestInRow,    ///< row's largest entry is in column
    Entry,           ///< atLeast <= (row, column) <= atMost
    AllEntries,      ///< atLeast <= every entry <= atMost
    RowSums,         ///< every row sums to value within tolerance
    NearUniform,     ///< every row's entropy is at least log(C) - tolerance (nats)
    Causal,          ///< every entry above the diagonal is 0
};

struct Claim {
    ClaimKind kind = ClaimKind::DiagonalLargest;
    MatrixIndex row, column;               ///< LargestInRow, Entry
    std::optional<double> atLeast, atMost; ///< Entry, AllEntries
    double value = 1;                      ///< RowSums
    double tolerance = 1e-4;               ///< RowSums, NearUniform
    /// The build stage whose figure the claim is about: -1 the step's own settings, 0 its first
    /// build entry, …; -2 its last stage (what a handout shows).
    int stage = -2;
};

/// Whether claim holds on m, and what was measured ("«сдавать»: largest «до» 0.41, «лабораторные»
/// 0.22"); a claim that names a row or column m does not have fails, saying so.
struct ClaimCheck {
    bool holds = false;
    Message measured;
};

ClaimCheck checkClaim(const Claim& claim, const LabelledMatrix& m);

/// claim in words, for messages: "the largest of row «la» is at «commission»".
Message describeClaim(const Claim& claim);

} // namespace attn
