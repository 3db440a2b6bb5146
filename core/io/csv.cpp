// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/csv.h"

#include "core/base/check.h"
#include "core/base/number_text.h"
#include "core/io/atomic_file.h"
#include "core/io/file_read.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace attn {

namespace {

/// One field -> its float: a decimal number (values below the smallest subnormal round to
/// zero, as in NumPy), inf, -inf or nan. Throws InputError naming the line otherwise, and
/// for numbers beyond the float range.
float parseFloatField(const std::string& field, int line) {
    const std::string where = "line " + std::to_string(line) + ": '" + field + "'";
    errno = 0;
    char* end = nullptr;
    const float x = parseDecimalFloat(field.c_str(), &end);
    require(end == field.c_str() + field.size() && end != field.c_str(),
            Message("attn", "%1 is not a number").arg(where));
    require(!(errno == ERANGE && std::isinf(x)),
            Message("attn", "%1 is out of the float range (largest magnitude 3.40282347e+38)")
                .arg(where));
    return x;
}

} // namespace

std::string toCsv(const Eigen::Ref<const Eigen::MatrixXf>& m) {
    std::string out;
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        for (Eigen::Index c = 0; c < m.cols(); ++c) {
            if (c) out += ',';
            out += formatDecimal(m(r, c));
        }
        out += '\n';
    }
    return out;
}

void writeCsv(const std::string& path, const Eigen::Ref<const Eigen::MatrixXf>& m) {
    const std::string text = toCsv(m);
    writeFileAtomically(path, [&](std::ostream& out) { out << text; });
}

Eigen::MatrixXf parseCsv(const std::string& text) {
    std::vector<float> values;
    Eigen::Index columns = -1, rows = 0;
    std::istringstream lines(text);
    std::string line;
    int number = 0;
    while (std::getline(lines, line)) {
        ++number;
        for (char& ch : line)
            if (ch == ',' || ch == ';' || ch == '\t' || ch == '\r') ch = ' ';
        std::istringstream fields(line);
        std::string field;
        Eigen::Index count = 0;
        while (fields >> field) {
            if (count == 0 && field[0] == '#') break;
            const float x = parseFloatField(field, number);
            values.push_back(x);
            ++count;
        }
        if (count == 0) continue;
        if (columns < 0) columns = count;
        require(count == columns, Message("attn", "line %1 has %2 values, the first row has %3")
                                      .arg(number)
                                      .arg(count)
                                      .arg(columns));
        ++rows;
    }
    require(rows > 0, Message("attn", "the CSV text holds no numbers"));
    Eigen::MatrixXf m(rows, columns);
    for (Eigen::Index r = 0; r < rows; ++r)
        for (Eigen::Index c = 0; c < columns; ++c)
            m(r, c) = values[std::size_t(r * columns + c)];
    return m;
}

Eigen::MatrixXf readCsv(const std::string& path) {
    return parseCsv(readRegularFile(path, std::size_t(256) << 20));
}

} // namespace attn
