// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/npy.h"

#include "core/base/check.h"
#include "core/io/atomic_file.h"
#include "core/io/file_read.h"
#include "core/io/npy_dtype.h"

#include <cstring>
#include <limits>
#include <sstream>

namespace attn {

namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr std::size_t kMaxHeader = 1 << 16; // numpy itself refuses longer headers

/// The text of a field of the header's dict: 'text', True, False, (tuple), or "[" for a list.
std::string fieldOf(const std::string& header, const std::string& key, const std::string& path) {
    const Message missing =
        Message("attn", "%1: npy header has no '%2' field: %3").arg(path).arg(key).arg(header);
    std::size_t at = header.find("'" + key + "'");
    require(at != std::string::npos, missing);
    at = header.find_first_not_of(" \t", at + key.size() + 2);
    require(at != std::string::npos && header[at] == ':', missing);
    at = header.find_first_not_of(" \t", at + 1);
    require(at != std::string::npos, missing);
    const char open = header[at];
    if (open == '[') return "[";
    for (const char* word : {"True", "False"})
        if (header.compare(at, std::strlen(word), word) == 0) return word;
    require(open == '\'' || open == '(', missing);
    const std::size_t close = header.find(open == '(' ? ')' : '\'', at + 1);
    require(close != std::string::npos, missing);
    return header.substr(at, close - at + 1);
}

std::vector<std::size_t> parseShape(const std::string& text, const std::string& path) {
    std::vector<std::size_t> shape;
    std::string inner = text.substr(1, text.size() - 2);
    std::stringstream ss(inner);
    std::string item;
    while (std::getline(ss, item, ',')) {
        const auto b = item.find_first_not_of(" \t"), e = item.find_last_not_of(" \t");
        if (b == std::string::npos) continue;
        item = item.substr(b, e - b + 1);
        require(item.find_first_not_of("0123456789") == std::string::npos && item.size() < 12,
                Message("attn", "%1: npy shape %2 has a non-numeric or huge entry '%3'")
                    .arg(path)
                    .arg(text)
                    .arg(item));
        shape.push_back(std::stoul(item));
    }
    return shape;
}

} // namespace

NpyArray readNpy(const std::string& path) {
    return parseNpy(readRegularFile(path, std::size_t(1) << 36), path);
}

NpyArray parseNpy(const std::string& bytes, const std::string& path) {
    require(bytes.size() >= 8 && bytes.compare(0, 6, kMagic, 6) == 0,
            Message("attn", "%1: not a .npy file (expected the magic \\x93NUMPY at the start)")
                .arg(path));
    const unsigned version = static_cast<unsigned char>(bytes[6]);
    require(version >= 1 && version <= 3,
            Message("attn", "%1: npy format version %2 is not 1, 2 or 3").arg(path).arg(version));
    const std::size_t lenBytes = version == 1 ? 2 : 4;
    require(bytes.size() >= 8 + lenBytes,
            Message("attn", "%1: file ends inside the npy header (truncated file?)").arg(path));
    std::size_t headerLen = 0;
    for (std::size_t b = lenBytes; b-- > 0;)
        headerLen = headerLen * 256 + static_cast<unsigned char>(bytes[8 + b]);
    require(headerLen <= kMaxHeader,
            Message("attn", "%1: npy header length %2 exceeds numpy's limit of 65536 bytes")
                .arg(path)
                .arg(headerLen));
    const std::size_t headerStart = 8 + lenBytes, dataStart = headerStart + headerLen;
    require(
        dataStart <= bytes.size(),
        Message(
            "attn",
            "%1: file ends inside the npy header (%2 bytes declared, %3 present; truncated file?)")
            .arg(path)
            .arg(headerLen)
            .arg(bytes.size() - headerStart));
    const std::string header = bytes.substr(headerStart, headerLen);

    const std::string descr = fieldOf(header, "descr", path);
    require(
        descr.front() == '\'',
        Message(
            "attn",
            "%1: a structured dtype (named fields) is not read; save one field as its own array")
            .arg(path));
    const NpyDtype dtype = parseNpyDtype(descr.substr(1, descr.size() - 2), path);
    const bool fortran = fieldOf(header, "fortran_order", path) == "True";
    NpyArray a;
    a.shape = parseShape(fieldOf(header, "shape", path), path);
    std::size_t count = 1;
    for (std::size_t s : a.shape) {
        require(s == 0 || count <= std::numeric_limits<std::size_t>::max() / s / dtype.size,
                Message("attn", "%1: npy shape is too large").arg(path));
        count *= s;
    }
    require(count * dtype.size <= bytes.size() - dataStart,
            Message("attn", "%1: file holds %2 data bytes but the shape needs %3 (truncated file?)")
                .arg(path)
                .arg(bytes.size() - dataStart)
                .arg(count * dtype.size));
    a.data.resize(count);
    convertToFloat(bytes.data() + dataStart, count, dtype, a.data.data());
    if (fortran && a.shape.size() == 2) {
        const std::size_t rows = a.shape[0], cols = a.shape[1];
        std::vector<float> c(count);
        for (std::size_t r = 0; r < rows; ++r)
            for (std::size_t k = 0; k < cols; ++k)
                c[r * cols + k] = a.data[k * rows + r];
        a.data.swap(c);
    } else {
        require(!fortran || a.shape.size() <= 1,
                Message("attn", "%1: Fortran-ordered arrays of rank above 2 are not supported")
                    .arg(path));
    }
    return a;
}

namespace {

/// The .npy header of a float32 array of shape, padded to 64 bytes as numpy writes it.
std::string npyHeader(const std::vector<std::size_t>& dims) {
    std::string shape = "(";
    for (std::size_t s : dims)
        shape += std::to_string(s) + ",";
    if (dims.size() > 1) shape.pop_back();
    shape += ")";
    std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': " + shape + ", }";
    const std::size_t total = 10 + header.size() + 1;
    header.append((64 - total % 64) % 64, ' ');
    header += '\n';
    std::string out(kMagic, 6);
    out += '\x01';
    out += '\x00';
    out += char(header.size() & 0xFF);
    out += char(header.size() >> 8);
    out += header;
    return out;
}

} // namespace

std::string npyBytes(const NpyArray& a) {
    std::string out = npyHeader(a.shape);
    out.append(reinterpret_cast<const char*>(a.data.data()), a.data.size() * 4);
    return out;
}

void writeNpy(const std::string& path, const NpyArray& a) {
    writeNpy(path, a.shape,
             [&](const ByteSink& sink) { sink(a.data.data(), a.data.size() * sizeof(float)); });
}

void writeNpy(const std::string& path, const std::vector<std::size_t>& shape,
              const std::function<void(const ByteSink&)>& data) {
    std::size_t expected = sizeof(float);
    for (std::size_t d : shape)
        expected *= d;
    streamFileAtomically(path, [&](const ByteSink& sink) {
        const std::string header = npyHeader(shape);
        sink(header.data(), header.size());
        std::size_t sent = 0;
        data([&](const void* bytes, std::size_t size) {
            sent += size;
            sink(bytes, size);
        });
        if (sent != expected)
            throw std::runtime_error(path + ": " + std::to_string(sent) + " bytes of data for " +
                                     std::to_string(expected) + " the shape holds");
    });
}

Eigen::MatrixXf toMatrix(const NpyArray& a) {
    require(a.shape.size() == 1 || a.shape.size() == 2,
            Message("attn", "expected a 1-D or 2-D array, got %1 dimensions").arg(a.shape.size()));
    const Eigen::Index rows = Eigen::Index(a.shape[0]);
    const Eigen::Index cols = a.shape.size() == 2 ? Eigen::Index(a.shape[1]) : 1;
    return Eigen::Map<const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(
        a.data.data(), rows, cols);
}

NpyArray fromMatrix(const Eigen::Ref<const Eigen::MatrixXf>& m) {
    NpyArray a;
    a.shape = {std::size_t(m.rows()), std::size_t(m.cols())};
    a.data.resize(std::size_t(m.size()));
    Eigen::Map<Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(
        a.data.data(), m.rows(), m.cols()) = m;
    return a;
}

} // namespace attn
