// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/matrix_file.h"

#include "core/base/check.h"
#include "core/io/csv.h"
#include "core/io/npy.h"

#include <algorithm>
#include <cctype>

namespace attn {

namespace {

bool hasCsvExtension(const std::string& path) {
    if (path.size() < 4) return false;
    std::string tail = path.substr(path.size() - 4);
    std::transform(tail.begin(), tail.end(), tail.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return tail == ".csv";
}

} // namespace

Eigen::MatrixXf readMatrixFile(const std::string& path) {
    Eigen::MatrixXf m;
    if (hasCsvExtension(path)) {
        m = readCsv(path);
    } else {
        const NpyArray a = readNpy(path);
        require(a.shape.size() == 1 || a.shape.size() == 2,
                Message("attn", "%1: expected a 1-D or 2-D array, got %2 dimensions")
                    .arg(path)
                    .arg(a.shape.size()));
        m = toMatrix(a);
    }
    require(m.size() > 0,
            Message("attn",
                    "%1: the matrix is empty (%2 x %3); expected at least one row and one column")
                .arg(path)
                .arg(m.rows())
                .arg(m.cols()));
    return m;
}

} // namespace attn
