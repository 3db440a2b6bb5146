// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/npz.h"

#include "core/base/check.h"
#include "core/io/atomic_file.h"
#include "core/io/file_read.h"
#include "core/io/inflate.h"
#include "core/io/npy.h"

#include <cstdint>
#include <vector>

namespace attn {

namespace {

constexpr std::uint32_t kLocalHeader = 0x04034b50, kCentralHeader = 0x02014b50,
                        kEndOfCentral = 0x06054b50;

std::uint64_t little(const std::string& b, std::size_t at, int bytes, const std::string& path) {
    require(at + std::size_t(bytes) <= b.size(),
            Message("attn", "%1: zip structure points past the end of the file").arg(path));
    std::uint64_t v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = (v << 8) | static_cast<unsigned char>(b[at + std::size_t(i)]);
    return v;
}

struct Member {
    std::string name;
    unsigned method = 0;
    std::uint64_t compressedSize = 0, size = 0, localOffset = 0;
    std::uint32_t crc = 0;
};

/// Replaces 0xFFFFFFFF sizes and offset by the zip64 extra field's values, in its order.
void applyZip64(Member& m, const std::string& b, std::size_t extra, std::size_t extraLen,
                const std::string& path) {
    for (std::size_t at = extra; at + 4 <= extra + extraLen;) {
        const auto id = little(b, at, 2, path), len = little(b, at + 2, 2, path);
        if (id == 1) {
            std::size_t field = at + 4;
            for (std::uint64_t* value : {&m.size, &m.compressedSize, &m.localOffset})
                if (*value == 0xFFFFFFFFu) {
                    *value = little(b, field, 8, path);
                    field += 8;
                }
        }
        at += 4 + std::size_t(len);
    }
}

std::vector<Member> centralDirectory(const std::string& b, const std::string& path) {
    require(b.size() >= 22,
            Message("attn", "%1: not an .npz file (too short for a zip archive)").arg(path));
    std::size_t end = std::string::npos;
    for (std::size_t at = b.size() - 22 + 1; at-- > 0 && b.size() - at <= 22 + 65535;)
        if (little(b, at, 4, path) == kEndOfCentral) {
            end = at;
            break;
        }
    require(end != std::string::npos,
            Message("attn", "%1: not an .npz file (no zip end-of-directory record)").arg(path));
    const std::size_t count = std::size_t(little(b, end + 10, 2, path));
    std::size_t at = std::size_t(little(b, end + 16, 4, path));
    std::vector<Member> members;
    for (std::size_t i = 0; i < count; ++i) {
        require(little(b, at, 4, path) == kCentralHeader,
                Message("attn", "%1: corrupt zip directory entry %2").arg(path).arg(i + 1));
        Member m;
        m.method = unsigned(little(b, at + 10, 2, path));
        m.crc = std::uint32_t(little(b, at + 16, 4, path));
        m.compressedSize = little(b, at + 20, 4, path);
        m.size = little(b, at + 24, 4, path);
        const std::size_t nameLen = std::size_t(little(b, at + 28, 2, path)),
                          extraLen = std::size_t(little(b, at + 30, 2, path)),
                          commentLen = std::size_t(little(b, at + 32, 2, path));
        m.localOffset = little(b, at + 42, 4, path);
        require(at + 46 + nameLen + extraLen <= b.size(),
                Message("attn", "%1: zip directory runs past the end of the file").arg(path));
        m.name = b.substr(at + 46, nameLen);
        applyZip64(m, b, at + 46 + nameLen, extraLen, path);
        members.push_back(m);
        at += 46 + nameLen + extraLen + commentLen;
    }
    return members;
}

} // namespace

std::map<std::string, Tensor> readNpz(const std::string& path) {
    const std::string b = readRegularFile(path, std::size_t(1) << 36);
    std::map<std::string, Tensor> arrays;
    for (const Member& m : centralDirectory(b, path)) {
        const std::string where = path + ": member " + m.name;
        require(
            m.method == 0 || m.method == 8,
            Message("attn", "%1 uses zip compression method %2 (only stored and deflated are read)")
                .arg(where)
                .arg(m.method));
        require(m.localOffset < b.size() &&
                    little(b, std::size_t(m.localOffset), 4, path) == kLocalHeader,
                Message("attn", "%1 has no local header where the directory says").arg(where));
        const std::size_t local = std::size_t(m.localOffset);
        const std::size_t dataStart = local + 30 + std::size_t(little(b, local + 26, 2, path)) +
                                      std::size_t(little(b, local + 28, 2, path));
        require(dataStart <= b.size() && m.compressedSize <= b.size() - dataStart,
                Message("attn", "%1 runs past the end of the file (truncated file?)").arg(where));
        require(m.size <= (std::uint64_t(1) << 34),
                Message("attn", "%1 is larger than 16 GB").arg(where));
        const std::string stored = b.substr(dataStart, std::size_t(m.compressedSize));
        std::string bytes;
        try {
            bytes = m.method == 0 ? stored : inflateRaw(stored, std::size_t(m.size));
        } catch (const InputError& e) {
            throw InputError(Message("attn", "%1: %2").arg(where).arg(e.message()));
        }
        require(bytes.size() == m.size, Message("attn", "%1 has %2 bytes, the directory says %3")
                                            .arg(where)
                                            .arg(bytes.size())
                                            .arg(m.size));
        require(zipCrc32(bytes) == m.crc,
                Message("attn", "%1 fails its CRC check (corrupt file?)").arg(where));
        std::string name = m.name;
        if (name.size() > 4 && name.compare(name.size() - 4, 4, ".npy") == 0)
            name.resize(name.size() - 4);
        arrays[name] = parseNpy(bytes, where);
    }
    return arrays;
}

void writeNpz(const std::string& path, const std::map<std::string, Tensor>& arrays) {
    auto put = [](std::string& out, std::uint64_t v, int bytes) {
        for (int i = 0; i < bytes; ++i)
            out += char((v >> (8 * i)) & 0xFF);
    };
    std::string body, directory;
    for (const auto& [name, array] : arrays) {
        const std::string member = name + ".npy", data = npyBytes(array);
        require(data.size() < 0xFFFFFFFFu,
                Message("attn", "array %1 is too large for a plain zip member").arg(name));
        const std::uint32_t crc = zipCrc32(data);
        const std::size_t offset = body.size();
        std::string common; // version needed, flags, method, time, date, crc, sizes
        put(common, 20, 2);
        put(common, 0, 2);
        put(common, 0, 2);
        put(common, 0, 2);
        put(common, 0x21, 2);
        put(common, crc, 4);
        put(common, data.size(), 4);
        put(common, data.size(), 4);
        put(common, member.size(), 2);
        put(common, 0, 2);
        put(body, kLocalHeader, 4);
        body += common + member + data;
        put(directory, kCentralHeader, 4);
        put(directory, 20, 2);
        directory += common;
        put(directory, 0, 2);
        put(directory, 0, 2);
        put(directory, 0, 2);
        put(directory, 0, 4);
        put(directory, offset, 4);
        directory += member;
    }
    std::string end;
    put(end, kEndOfCentral, 4);
    put(end, 0, 2);
    put(end, 0, 2);
    put(end, arrays.size(), 2);
    put(end, arrays.size(), 2);
    put(end, directory.size(), 4);
    put(end, body.size(), 4);
    put(end, 0, 2);
    writeFileAtomically(path, [&](std::ostream& out) { out << body << directory << end; });
}

} // namespace attn
