// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/claim.h"

#include <cmath>
#include <cstdio>

namespace attn {

namespace {

/// "«label»", or "#n" for a row or column without a label.
std::string nameOf(const std::vector<std::string>& labels, Eigen::Index i) {
    if (std::size_t(i) < labels.size()) return "«" + labels[std::size_t(i)] + "»";
    return "#" + std::to_string(i + 1);
}

std::string nameOf(const MatrixIndex& index) {
    return index.number > 0 ? "#" + std::to_string(index.number) : "«" + index.label + "»";
}

/// x with four significant digits: enough to read a failure, short enough for an answer.
std::string number(double x) {
    char text[32];
    std::snprintf(text, sizeof text, "%.4g", x);
    return text;
}

/// The position of index in labels (count entries), or a message saying why there is none.
struct Found {
    Eigen::Index at = -1;
    Message problem;
};

Found find(const MatrixIndex& index, const std::vector<std::string>& labels, Eigen::Index count,
           const Message& what) {
    Found f;
    if (index.number > 0) {
        if (index.number <= count)
            f.at = index.number - 1;
        else
            f.problem = Message("attn", "there is no %1 %2: the figure has %3")
                            .arg(what)
                            .arg(index.number)
                            .arg(int(count));
        return f;
    }
    int matches = 0;
    for (std::size_t i = 0; i < labels.size(); ++i)
        if (labels[i] == index.label && matches++ == 0) f.at = Eigen::Index(i);
    if (matches == 1) return f;
    f.at = -1;
    f.problem = matches == 0 ? Message("attn", "no %1 is labelled «%2»").arg(what).arg(index.label)
                             : Message("attn", "%1 %2 are labelled «%3»: name it by its number")
                                   .arg(matches)
                                   .arg(what)
                                   .arg(index.label);
    return f;
}

ClaimCheck largestInRow(const Claim& c, const LabelledMatrix& m) {
    const Found row = find(c.row, m.rows, m.values.rows(), Message("attn", "row"));
    if (row.at < 0) return {false, row.problem};
    const Found column = find(c.column, m.columns, m.values.cols(), Message("attn", "column"));
    if (column.at < 0) return {false, column.problem};
    Eigen::Index best = 0;
    m.values.row(row.at).maxCoeff(&best);
    if (best == column.at)
        return {true, Message("attn", "row %1: largest %2 at %3")
                          .arg(nameOf(m.rows, row.at))
                          .arg(number(m.values(row.at, best)))
                          .arg(nameOf(m.columns, best))};
    return {false, Message("attn", "row %1: largest %2 at %3, %4 at %5")
                       .arg(nameOf(m.rows, row.at))
                       .arg(number(m.values(row.at, best)))
                       .arg(nameOf(m.columns, best))
                       .arg(number(m.values(row.at, column.at)))
                       .arg(nameOf(m.columns, column.at))};
}

bool within(double x, const Claim& c) {
    return (!c.atLeast || x >= *c.atLeast) && (!c.atMost || x <= *c.atMost);
}

ClaimCheck entry(const Claim& c, const LabelledMatrix& m) {
    const Found row = find(c.row, m.rows, m.values.rows(), Message("attn", "row"));
    if (row.at < 0) return {false, row.problem};
    const Found column = find(c.column, m.columns, m.values.cols(), Message("attn", "column"));
    if (column.at < 0) return {false, column.problem};
    const double x = m.values(row.at, column.at);
    return {within(x, c), Message("attn", "%1 → %2: %3")
                              .arg(nameOf(m.rows, row.at))
                              .arg(nameOf(m.columns, column.at))
                              .arg(number(x))};
}

ClaimCheck diagonalLargest(const LabelledMatrix& m) {
    for (Eigen::Index i = 0; i < std::min(m.values.rows(), m.values.cols()); ++i) {
        Eigen::Index best = 0;
        m.values.row(i).maxCoeff(&best);
        if (best != i)
            return {false, Message("attn", "row %1: largest %2 at %3, %4 on the diagonal")
                               .arg(nameOf(m.rows, i))
                               .arg(number(m.values(i, best)))
                               .arg(nameOf(m.columns, best))
                               .arg(number(m.values(i, i)))};
    }
    return {
        m.values.rows() == m.values.cols(),
        Message("attn", "%1 rows, %2 columns").arg(int(m.values.rows())).arg(int(m.values.cols()))};
}

ClaimCheck allEntries(const Claim& c, const LabelledMatrix& m) {
    Eigen::Index lowRow = 0, lowColumn = 0, highRow = 0, highColumn = 0;
    const float low = m.values.minCoeff(&lowRow, &lowColumn);
    const float high = m.values.maxCoeff(&highRow, &highColumn);
    return {within(low, c) && within(high, c),
            Message("attn", "smallest %1 at %2 → %3, largest %4 at %5 → %6")
                .arg(number(low))
                .arg(nameOf(m.rows, lowRow))
                .arg(nameOf(m.columns, lowColumn))
                .arg(number(high))
                .arg(nameOf(m.rows, highRow))
                .arg(nameOf(m.columns, highColumn))};
}

ClaimCheck rowSums(const Claim& c, const LabelledMatrix& m) {
    Eigen::Index worst = 0;
    const Eigen::VectorXd sums = m.values.cast<double>().rowwise().sum();
    (sums.array() - c.value).abs().maxCoeff(&worst);
    return {
        std::abs(sums(worst) - c.value) <= c.tolerance,
        Message("attn", "row %1 sums to %2").arg(nameOf(m.rows, worst)).arg(number(sums(worst)))};
}

/// Entropy of row i in nats, its entries taken as probabilities.
double entropy(const Eigen::MatrixXf& m, Eigen::Index i) {
    double h = 0;
    for (Eigen::Index j = 0; j < m.cols(); ++j)
        if (m(i, j) > 0) h -= double(m(i, j)) * std::log(double(m(i, j)));
    return h;
}

ClaimCheck nearUniform(const Claim& c, const LabelledMatrix& m) {
    const double most = std::log(double(m.values.cols()));
    Eigen::Index worst = 0;
    double lowest = most;
    for (Eigen::Index i = 0; i < m.values.rows(); ++i)
        if (const double h = entropy(m.values, i); h < lowest) {
            lowest = h;
            worst = i;
        }
    return {most - lowest <= c.tolerance, Message("attn", "row %1: entropy %2 of at most %3 nats")
                                              .arg(nameOf(m.rows, worst))
                                              .arg(number(lowest))
                                              .arg(number(most))};
}

ClaimCheck causal(const LabelledMatrix& m) {
    for (Eigen::Index i = 0; i < m.values.rows(); ++i)
        for (Eigen::Index j = i + 1; j < m.values.cols(); ++j)
            if (m.values(i, j) != 0)
                return {false, Message("attn", "%1 → %2: %3 above the diagonal")
                                   .arg(nameOf(m.rows, i))
                                   .arg(nameOf(m.columns, j))
                                   .arg(number(m.values(i, j)))};
    return {true, Message("attn", "every entry above the diagonal is 0")};
}

} // namespace

ClaimCheck checkClaim(const Claim& claim, const LabelledMatrix& m) {
    if (m.values.size() == 0) return {false, Message("attn", "the figure shows no numbers")};
    switch (claim.kind) {
    case ClaimKind::DiagonalLargest:
        return diagonalLargest(m);
    case ClaimKind::LargestInRow:
        return largestInRow(claim, m);
    case ClaimKind::Entry:
        return entry(claim, m);
    case ClaimKind::AllEntries:
        return allEntries(claim, m);
    case ClaimKind::RowSums:
        return rowSums(claim, m);
    case ClaimKind::NearUniform:
        return nearUniform(claim, m);
    case ClaimKind::Causal:
        return causal(m);
    }
    return {};
}

Message describeClaim(const Claim& c) {
    const auto bounds = [&] {
        if (c.atLeast && c.atMost)
            return Message("attn", "from %1 to %2").arg(number(*c.atLeast)).arg(number(*c.atMost));
        if (c.atLeast) return Message("attn", "at least %1").arg(number(*c.atLeast));
        return Message("attn", "at most %1").arg(number(c.atMost.value_or(0)));
    };
    switch (c.kind) {
    case ClaimKind::DiagonalLargest:
        return Message("attn", "every row's largest entry is on the diagonal");
    case ClaimKind::LargestInRow:
        return Message("attn", "row %1's largest entry is at %2")
            .arg(nameOf(c.row))
            .arg(nameOf(c.column));
    case ClaimKind::Entry:
        return Message("attn", "%1 → %2 is %3")
            .arg(nameOf(c.row))
            .arg(nameOf(c.column))
            .arg(bounds());
    case ClaimKind::AllEntries:
        return Message("attn", "every entry is %1").arg(bounds());
    case ClaimKind::RowSums:
        return Message("attn", "every row sums to %1").arg(number(c.value));
    case ClaimKind::NearUniform:
        return Message("attn", "every row is within %1 nats of uniform").arg(number(c.tolerance));
    case ClaimKind::Causal:
        return Message("attn", "nothing above the diagonal (no query sees a later key)");
    }
    return {};
}

} // namespace attn
