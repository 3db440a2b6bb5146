// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/safetensors.h"

#include "core/base/check.h"
#include "core/io/atomic_file.h"
#include "core/io/json.h"
#include "core/io/npy_dtype.h"

#include <Eigen/Core>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

namespace attn {

namespace {

constexpr std::uint64_t kMaxHeaderBytes = 100u << 20;
constexpr std::uint64_t kMaxValues = std::uint64_t(1) << 40; ///< per tensor
constexpr double kMaxOffset = 9007199254740992.0;            ///< 2^53: exact in a double

float fromBFloat16(std::uint16_t b) {
    const std::uint32_t bits = std::uint32_t(b) << 16;
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
}

std::size_t itemSize(const std::string& dtype, const std::string& where) {
    if (dtype == "F32") return 4;
    if (dtype == "F16" || dtype == "BF16") return 2;
    throw InputError(Message("attn", "%1: dtype %2 is not supported (expected F32, F16 or BF16)")
                         .arg(where)
                         .arg(dtype));
}

/// Checks a tensor's description in the header against the data's size: its dtype, shape and
/// byte range. Returns (dtype, shape, begin, end) as the reader keeps them.
template <typename Entry>
Entry describe(const JsonValue& info, const std::string& name, std::uint64_t dataSize,
               const std::string& path) {
    const std::string where = path + ": tensor \"" + name + "\"";
    require(info.isObject(), Message("attn", "%1 is not described by an object").arg(where));
    Entry e;
    e.dtype = info.stringAt("dtype", where);
    const std::size_t item = itemSize(e.dtype, where);
    const JsonValue* shape = info.find("shape");
    const JsonValue* offsets = info.find("data_offsets");
    require(shape && shape->type == JsonValue::Type::Array,
            Message("attn", "%1 has no shape array").arg(where));
    require(offsets && offsets->type == JsonValue::Type::Array && offsets->array.size() == 2,
            Message("attn", "%1 needs data_offsets [begin, end]").arg(where));
    std::uint64_t count = 1;
    for (const JsonValue& d : shape->array) {
        require(d.type == JsonValue::Type::Number && d.number >= 0 && d.number < 1e12 &&
                    d.number == std::floor(d.number),
                Message("attn", "%1 has a shape entry that is not a whole number").arg(where));
        const std::uint64_t size = std::uint64_t(d.number);
        // Checked before multiplying: count * size must stay below 2^40 values.
        require(
            size == 0 || count <= (kMaxValues - 1) / size,
            Message("attn", "%1 is too large (its shape has more than 2^40 values)").arg(where));
        e.shape.push_back(std::size_t(size));
        count *= size;
    }
    for (const JsonValue& o : offsets->array)
        require(o.type == JsonValue::Type::Number && o.number >= 0 && o.number < kMaxOffset &&
                    o.number == std::floor(o.number),
                Message("attn", "%1 has data_offsets that are not whole numbers below 2^53")
                    .arg(where));
    e.begin = std::uint64_t(offsets->array[0].number);
    e.end = std::uint64_t(offsets->array[1].number);
    require(e.begin <= e.end && e.end <= dataSize,
            Message("attn", "%1 spans bytes %2..%3 but the data holds %4 (truncated file?)")
                .arg(where)
                .arg(e.begin)
                .arg(e.end)
                .arg(dataSize));
    require(e.end - e.begin == count * item,
            Message("attn", "%1 has %2 bytes but shape and %3 need %4")
                .arg(where)
                .arg(e.end - e.begin)
                .arg(e.dtype)
                .arg(count * item));
    return e;
}

/// The 8-byte little-endian header length at the start of file, checked against its size.
std::uint64_t headerLength(const MappedFile& file, const std::string& path) {
    require(file.size() >= 8,
            Message("attn", "%1: not a safetensors file (shorter than its 8-byte header length)")
                .arg(path));
    std::uint64_t headerLen = 0;
    for (int b = 7; b >= 0; --b)
        headerLen = (headerLen << 8) | file.data()[b];
    require(
        headerLen <= kMaxHeaderBytes,
        Message("attn", "%1: header length %2 exceeds the 100 MB limit (not a safetensors file?)")
            .arg(path)
            .arg(headerLen));
    require(8 + headerLen <= file.size(),
            Message("attn", "%1: header length %2 is longer than the file (truncated file?)")
                .arg(path)
                .arg(headerLen));
    return headerLen;
}

/// Whether the n floats at x are all finite.
bool allFinite(const float* x, std::size_t n) {
    return allValuesFinite(Eigen::Map<const Eigen::ArrayXf>(x, Eigen::Index(n)));
}

/// A (rows, cols) row-major tensor's part: rows [first, first + count) as stored or, when
/// transposed, columns [first, first + count) written column-major.
struct Part {
    std::size_t rows = 0, cols = 0;
    bool transposed = false;
    std::size_t first = 0, count = 0;
};

/// out = part of the values get(i), i = r*cols + c: as stored, or transposed; parts of 64K values
/// or more are shared among the threads. Each block written is checked while it is in cache:
/// returns whether every value is finite.
template <typename Get> bool convert(Get get, const Part& part, float* out) {
    const std::size_t rows = part.rows, cols = part.cols;
    const std::size_t n = part.count * (part.transposed ? rows : cols);
    const bool parallel = n >= (std::size_t(1) << 16);
    bool finite = true;
    if (!part.transposed) {
        const std::size_t start = part.first * cols;
        constexpr std::size_t kBlock = 1 << 14;
        const std::ptrdiff_t blocks = std::ptrdiff_t((n + kBlock - 1) / kBlock);
#pragma omp parallel for schedule(static) reduction(&& : finite) if (parallel)
        for (std::ptrdiff_t b = 0; b < blocks; ++b) {
            const std::size_t first = std::size_t(b) * kBlock, end = std::min(n, first + kBlock);
            for (std::size_t i = first; i < end; ++i)
                out[i] = get(start + i);
            finite = allFinite(out + first, end - first) && finite;
        }
        return finite;
    }
    // 64 x 64 blocks, each read as stored into a tile in L1 and written from it; the threads
    // take runs of blocks in stored order, so each reads its rows a page after another. Reading
    // 32 columns at a time down all the rows (a row a page apart) took 1.7 times as long:
    // GPT-2's 12 c_fc weights (768 x 3072) 93 ms against 54 on one Zen 3 core.
    constexpr std::size_t kBlock = 64;
    const std::size_t columnBlocks = (part.count + kBlock - 1) / kBlock;
    const std::ptrdiff_t blocks = std::ptrdiff_t((rows + kBlock - 1) / kBlock * columnBlocks);
#pragma omp parallel for schedule(static) reduction(&& : finite) if (parallel)
    for (std::ptrdiff_t b = 0; b < blocks; ++b) {
        const std::size_t r0 = std::size_t(b) / columnBlocks * kBlock;
        const std::size_t c0 = std::size_t(b) % columnBlocks * kBlock;
        const std::size_t height = std::min(rows - r0, kBlock);
        const std::size_t width = std::min(part.count - c0, kBlock);
        float tile[kBlock * kBlock]; // the block row after row, as read
        for (std::size_t r = 0; r < height; ++r)
            for (std::size_t c = 0; c < width; ++c)
                tile[r * width + c] = get((r0 + r) * cols + part.first + c0 + c);
        finite = allFinite(tile, height * width) && finite;
        for (std::size_t c = 0; c < width; ++c)
            for (std::size_t r = 0; r < height; ++r)
                out[(c0 + c) * rows + r0 + r] = tile[r * width + c];
    }
    return finite;
}

} // namespace

SafetensorsReader::SafetensorsReader(const std::string& path)
    : path_(path), file_(std::make_shared<const MappedFile>(path)) {
    const std::uint64_t fileSize = file_->size();
    const std::uint64_t headerLen = headerLength(*file_, path);
    const std::string text(reinterpret_cast<const char*>(file_->data()) + 8,
                           std::size_t(headerLen));
    dataStart_ = 8 + headerLen;

    JsonValue header;
    try {
        header = parseJson(text);
    } catch (const InputError& e) {
        throw InputError(
            Message("attn", "%1: header is not valid JSON: %2").arg(path).arg(e.message()));
    }
    require(header.isObject(), Message("attn", "%1: header must be a JSON object").arg(path));
    const std::uint64_t dataSize = fileSize - dataStart_;
    std::vector<std::pair<std::uint64_t, std::uint64_t>> ranges;
    for (const auto& [name, info] : header.object) {
        if (name == "__metadata__") {
            for (const auto& [key, value] : info.object)
                if (value.type == JsonValue::Type::String) metadata_[key] = value.string;
            continue;
        }
        const Entry& e = entries_[name] = describe<Entry>(info, name, dataSize, path);
        ranges.emplace_back(e.begin, e.end);
    }
    std::sort(ranges.begin(), ranges.end());
    std::uint64_t expected = 0;
    for (const auto& [begin, end] : ranges) {
        require(begin == expected, Message("attn", "%1: tensor data %2 at byte %3")
                                       .arg(path)
                                       .arg((begin < expected ? "overlaps" : "has a gap"))
                                       .arg(std::min(begin, expected)));
        expected = end;
    }
    require(expected == dataSize,
            Message("attn", "%1: %2 bytes after the last tensor belong to none")
                .arg(path)
                .arg(dataSize - expected));
}

std::vector<std::string> SafetensorsReader::names() const {
    std::vector<std::string> names;
    for (const auto& [name, e] : entries_)
        names.push_back(name);
    return names;
}

const SafetensorsReader::Entry& SafetensorsReader::entry(const std::string& name) const {
    const auto it = entries_.find(name);
    require(it != entries_.end(),
            Message("attn", "%1: tensor \"%2\" is missing").arg(path_).arg(name));
    return it->second;
}

const std::vector<std::size_t>& SafetensorsReader::shape(const std::string& name) const {
    return entry(name).shape;
}

Tensor SafetensorsReader::read(const std::string& name) const {
    const Entry& e = entry(name);
    Tensor t;
    t.shape = e.shape;
    t.data.resize(std::size_t(e.end - e.begin) / (e.dtype == "F32" ? 4 : 2));
    readInto(name, t.data.data());
    return t;
}

bool SafetensorsReader::readInto(const std::string& name, float* out, bool transposed) const {
    const std::vector<std::size_t>& shape = entry(name).shape;
    const std::size_t whole = shape.empty() ? 1 : shape[transposed && shape.size() == 2 ? 1 : 0];
    return readPartInto(name, out, transposed, 0, whole);
}

bool SafetensorsReader::readPartInto(const std::string& name, float* out, bool transposed,
                                     std::size_t first, std::size_t count) const {
    const Entry& e = entry(name);
    require(file_->unchanged(),
            Message("attn", "%1: could not read tensor \"%2\" (the file changed or was "
                            "truncated since it was opened)")
                .arg(path_)
                .arg(name));
    require(!transposed || e.shape.size() == 2,
            Message("attn", "%1: tensor \"%2\" is not a matrix").arg(path_).arg(name));
    Part part;
    part.rows = e.shape.empty() ? 1 : e.shape[0];
    part.cols = std::size_t(e.end - e.begin) / (e.dtype == "F32" ? 4 : 2) /
                std::max<std::size_t>(part.rows, 1);
    part.transposed = transposed;
    part.first = first;
    part.count = count;
    const std::size_t along = transposed ? part.cols : part.rows;
    if (first > along || count > along - first)
        throw InputError((transposed ? Message("attn", "%1: tensor \"%2\" has no columns %3 to %4")
                                     : Message("attn", "%1: tensor \"%2\" has no rows %3 to %4"))
                             .arg(path_)
                             .arg(name)
                             .arg(first + 1)
                             .arg(first + count));
    const unsigned char* bytes = file_->data() + dataStart_ + e.begin;
    // Little-endian, as the format and every supported CPU store it; memcpy reads unaligned.
    auto half = [bytes](std::size_t i) {
        std::uint16_t h;
        std::memcpy(&h, bytes + 2 * i, 2);
        return h;
    };
    bool finite = false;
    if (e.dtype == "F32")
        finite = convert(
            [bytes](std::size_t i) {
                float f;
                std::memcpy(&f, bytes + 4 * i, 4);
                return f;
            },
            part, out);
    else if (e.dtype == "F16")
        finite = convert([&](std::size_t i) { return halfToFloat(half(i)); }, part, out);
    else
        finite = convert([&](std::size_t i) { return fromBFloat16(half(i)); }, part, out);
    file_->release(dataStart_ + e.begin, e.end - e.begin);
    return finite;
}

SafetensorsFile readSafetensors(const std::string& path) {
    const SafetensorsReader reader(path);
    SafetensorsFile file;
    file.metadata = reader.metadata();
    for (const std::string& name : reader.names())
        file.tensors[name] = reader.read(name);
    return file;
}

void writeSafetensors(const std::string& path, const SafetensorsFile& file) {
    std::string header = "{";
    if (!file.metadata.empty()) {
        header += "\"__metadata__\":{";
        for (const auto& [k, v] : file.metadata)
            header += "\"" + k + "\":\"" + v + "\",";
        header.back() = '}';
        header += ",";
    }
    std::uint64_t offset = 0;
    for (const auto& [name, t] : file.tensors) {
        require(t.size() == t.data.size(),
                Message("attn", "tensor \"%1\" has %2 values but its shape needs %3")
                    .arg(name)
                    .arg(t.data.size())
                    .arg(t.size()));
        std::string shape;
        for (std::size_t s : t.shape)
            shape += std::to_string(s) + ",";
        if (!shape.empty()) shape.pop_back();
        const std::uint64_t end = offset + 4 * t.data.size();
        header += "\"" + name + "\":{\"dtype\":\"F32\",\"shape\":[" + shape +
                  "],\"data_offsets\":[" + std::to_string(offset) + "," + std::to_string(end) +
                  "]},";
        offset = end;
    }
    if (header.back() == ',') header.pop_back();
    header += "}";
    header.append((8 - header.size() % 8) % 8, ' ');

    writeFileAtomically(path, [&](std::ostream& out) {
        unsigned char len[8];
        for (int b = 0; b < 8; ++b)
            len[b] = static_cast<unsigned char>(std::uint64_t(header.size()) >> (8 * b));
        out.write(reinterpret_cast<const char*>(len), 8);
        out.write(header.data(), std::streamsize(header.size()));
        for (const auto& [name, t] : file.tensors)
            out.write(reinterpret_cast<const char*>(t.data.data()),
                      std::streamsize(4 * t.data.size()));
    });
}

} // namespace attn
