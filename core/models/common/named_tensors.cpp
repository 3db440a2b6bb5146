#include "core/models/common/named_tensors.h"

#include "core/base/check.h"

#include <algorithm>
#include <cmath>

namespace attn {

namespace {

std::string describe(const std::vector<std::size_t>& shape) {
    std::string s = "(";
    for (std::size_t d : shape)
        s += std::to_string(d) + ",";
    if (shape.size() > 1) s.pop_back();
    return s + ")";
}

} // namespace

NamedTensors::NamedTensors(const std::string& path, std::string fallbackPrefix)
    : reader_(path), fallbackPrefix_(std::move(fallbackPrefix)) {}

Tensor NamedTensors::read(const std::string& name, const std::vector<std::size_t>& shape) const {
    const std::string& path = reader_.path();
    const std::string stored = reader_.contains(name) || fallbackPrefix_.empty() ||
                                       !reader_.contains(fallbackPrefix_ + name)
                                   ? name
                                   : fallbackPrefix_ + name;
    require(reader_.contains(stored),
            Message("attn", "%1: tensor \"%2\" is missing").arg(path).arg(name));
    const std::vector<std::size_t>& found = reader_.shape(stored);
    require(found == shape, Message("attn", "%1: tensor \"%2\" has shape %3, expected %4")
                                .arg(path)
                                .arg(name)
                                .arg(describe(found))
                                .arg(describe(shape)));
    Tensor t = reader_.read(stored);
    const bool finite =
        std::all_of(t.data.begin(), t.data.end(), [](float x) { return std::isfinite(x); });
    require(finite,
            Message("attn", "%1: tensor \"%2\" holds a non-finite value").arg(path).arg(name));
    return t;
}

Eigen::MatrixXf NamedTensors::matrix(const std::string& name, int rows, int cols) const {
    const Tensor t = read(name, {std::size_t(rows), std::size_t(cols)});
    return Eigen::Map<const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(
        t.data.data(), rows, cols);
}

Eigen::VectorXf NamedTensors::vector(const std::string& name, int size) const {
    const Tensor t = read(name, {std::size_t(size)});
    return Eigen::Map<const Eigen::VectorXf>(t.data.data(), size);
}

} // namespace attn
