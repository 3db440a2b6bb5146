#include "core/models/common/named_tensors.h"

#include "core/base/check.h"

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

NamedTensors::NamedTensors(SafetensorsFile file, std::string path, std::string fallbackPrefix)
    : file_(std::move(file)), path_(std::move(path)), fallbackPrefix_(std::move(fallbackPrefix)) {}

const Tensor& NamedTensors::find(const std::string& name,
                                 const std::vector<std::size_t>& shape) const {
    auto it = file_.tensors.find(name);
    if (it == file_.tensors.end() && !fallbackPrefix_.empty())
        it = file_.tensors.find(fallbackPrefix_ + name);
    require(it != file_.tensors.end(), path_ + ": tensor \"" + name + "\" is missing");
    require(it->second.shape == shape, path_ + ": tensor \"" + name + "\" has shape " +
                                           describe(it->second.shape) + ", expected " +
                                           describe(shape));
    for (float x : it->second.data)
        require(std::isfinite(x), path_ + ": tensor \"" + name + "\" holds a non-finite value");
    return it->second;
}

Eigen::MatrixXf NamedTensors::matrix(const std::string& name, int rows, int cols) const {
    const Tensor& t = find(name, {std::size_t(rows), std::size_t(cols)});
    return Eigen::Map<const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(
        t.data.data(), rows, cols);
}

Eigen::VectorXf NamedTensors::vector(const std::string& name, int size) const {
    const Tensor& t = find(name, {std::size_t(size)});
    return Eigen::Map<const Eigen::VectorXf>(t.data.data(), size);
}

} // namespace attn
