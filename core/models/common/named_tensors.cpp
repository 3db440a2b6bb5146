// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/named_tensors.h"

#include "core/base/check.h"
#include "core/base/huge_pages.h"
#include "core/io/file_read.h"
#include "core/io/json.h"

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

/// A shard's file name from an index: a plain name in the same folder, nothing else.
bool plainFileName(const std::string& name) {
    return !name.empty() && name.find('/') == std::string::npos &&
           name.find('\\') == std::string::npos && name != "." && name != "..";
}

} // namespace

NamedTensors::NamedTensors(const std::string& path, std::string fallbackPrefix)
    : files_{std::make_shared<const SafetensorsReader>(path)},
      fallbackPrefix_(std::move(fallbackPrefix)), where_(path) {}

NamedTensors NamedTensors::inFolder(const std::string& dir, std::string fallbackPrefix) {
    const std::string single = dir + "/model.safetensors";
    const std::string index = single + ".index.json";
    if (isRegularFile(single) || !isRegularFile(index))
        return NamedTensors(single, std::move(fallbackPrefix));
    const JsonValue json = readJsonFile(index);
    const JsonValue* map = json.find("weight_map");
    require(map && map->isObject() && !map->object.empty(),
            Message("attn", "%1: expected a \"weight_map\" object of tensor names and shard files")
                .arg(index));
    NamedTensors t;
    t.fallbackPrefix_ = std::move(fallbackPrefix);
    t.where_ = index;
    std::map<std::string, std::size_t> shards; // file name -> files_ index
    for (const auto& [tensor, file] : map->object) {
        require(file.type == JsonValue::Type::String && plainFileName(file.string),
                Message("attn", "%1: tensor \"%2\" must map to a file name in the same folder")
                    .arg(index)
                    .arg(tensor));
        auto [it, added] = shards.emplace(file.string, t.files_.size());
        if (added)
            t.files_.push_back(std::make_shared<const SafetensorsReader>(dir + "/" + file.string));
        t.shardOf_[tensor] = it->second;
    }
    return t;
}

std::pair<std::string, const SafetensorsReader*> NamedTensors::find(const std::string& name) const {
    std::vector<std::string> candidates{name};
    if (!fallbackPrefix_.empty()) candidates.push_back(fallbackPrefix_ + name);
    for (const std::string& stored : candidates) {
        if (shardOf_.empty()) {
            if (files_[0]->contains(stored)) return {stored, files_[0].get()};
        } else if (auto it = shardOf_.find(stored); it != shardOf_.end()) {
            const SafetensorsReader* file = files_[it->second].get();
            require(file->contains(stored),
                    Message("attn", "%1: tensor \"%2\" is missing").arg(file->path()).arg(stored));
            return {stored, file};
        }
    }
    return {{}, nullptr};
}

bool NamedTensors::contains(const std::string& name) const {
    return find(name).second != nullptr;
}

void NamedTensors::read(const std::string& name, const std::vector<std::size_t>& shape, float* out,
                        bool transposed, std::size_t first, std::size_t count) const {
    const auto [stored, file] = find(name);
    require(file, Message("attn", "%1: tensor \"%2\" is missing").arg(where_).arg(name));
    const std::string& path = file->path();
    const std::vector<std::size_t>& found = file->shape(stored);
    require(found == shape, Message("attn", "%1: tensor \"%2\" has shape %3, expected %4")
                                .arg(path)
                                .arg(name)
                                .arg(describe(found))
                                .arg(describe(shape)));
    const std::size_t whole = shape.empty() ? 1 : shape[transposed ? 1 : 0];
    if (count == kWhole) count = whole;
    std::size_t n = 1; // values written
    for (std::size_t d : shape)
        n *= d;
    if (whole) n = n / whole * count;
    preferHugePages(out, n * sizeof(float)); // before the first touch: fewer page faults
    const bool finite = file->readPartInto(stored, out, transposed, first, count);
    require(finite,
            Message("attn", "%1: tensor \"%2\" holds a non-finite value").arg(path).arg(name));
}

Eigen::MatrixXf NamedTensors::matrix(const std::string& name, int rows, int cols) const {
    Eigen::MatrixXf m(rows, cols); // column-major: the stored row-major tensor transposed
    read(name, {std::size_t(rows), std::size_t(cols)}, m.data(), true);
    return m;
}

Eigen::MatrixXf NamedTensors::linear(const std::string& name, int out, int in) const {
    Eigen::MatrixXf m(in, out); // column-major (in,out) is row-major (out,in) as stored
    read(name, {std::size_t(out), std::size_t(in)}, m.data(), false);
    return m;
}

void NamedTensors::weightPartInto(const std::string& name, int out, int in, bool conv1d, int first,
                                  int count, float* dest) const {
    if (conv1d)
        read(name, {std::size_t(in), std::size_t(out)}, dest, true, std::size_t(first),
             std::size_t(count));
    else
        read(name, {std::size_t(out), std::size_t(in)}, dest, false, std::size_t(first),
             std::size_t(count));
}

Eigen::VectorXf NamedTensors::vector(const std::string& name, int size) const {
    Eigen::VectorXf v(size);
    read(name, {std::size_t(size)}, v.data(), false);
    return v;
}

Eigen::VectorXf NamedTensors::values(const std::string& name,
                                     const std::vector<std::size_t>& shape) const {
    std::size_t n = 1;
    for (std::size_t d : shape)
        n *= d;
    Eigen::VectorXf v(static_cast<Eigen::Index>(n));
    read(name, shape, v.data(), false);
    return v;
}

} // namespace attn
