// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/inflate.h"

#include "core/base/check.h"

#include <zlib.h>

#include <algorithm>
#include <climits>

namespace attn {

namespace {

constexpr std::size_t kMaxRatio = 1032; ///< DEFLATE's largest expansion (258 bytes per 2 bits)
constexpr std::size_t kChunk = std::size_t(1) << 16;

/// Owns a raw-DEFLATE zlib stream.
class Inflater {
  public:
    Inflater() {
        require(inflateInit2(&stream_, -MAX_WBITS) == Z_OK,
                Message("attn", "cannot start the zlib decoder"));
    }
    ~Inflater() { inflateEnd(&stream_); }
    Inflater(const Inflater&) = delete;
    Inflater& operator=(const Inflater&) = delete;
    z_stream& stream() { return stream_; }

  private:
    z_stream stream_{};
};

std::string sizeText(std::size_t n) {
    return std::to_string(n) + " bytes";
}

} // namespace

std::string inflateRaw(const std::string& compressed, std::size_t expectedSize) {
    require(compressed.size() <= UINT_MAX,
            Message("attn", "compressed data larger than 4 GB is not read"));
    require(expectedSize / kMaxRatio <= compressed.size() + 1,
            Message("attn", "declares %1 but its %2 of compressed data can hold at most %3")
                .arg(sizeText(expectedSize))
                .arg(sizeText(compressed.size()))
                .arg(sizeText((compressed.size() + 1) * kMaxRatio)));
    Inflater inflater;
    z_stream& z = inflater.stream();
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(compressed.data()));
    z.avail_in = uInt(compressed.size());
    std::string out;
    int status = Z_OK;
    while (status != Z_STREAM_END) {
        // One byte beyond the declared size, so that longer data is noticed.
        const std::size_t room = std::min(kChunk, expectedSize + 1 - out.size());
        const std::size_t used = out.size();
        out.resize(used + room);
        z.next_out = reinterpret_cast<Bytef*>(&out[used]);
        z.avail_out = uInt(room);
        status = inflate(&z, Z_NO_FLUSH);
        out.resize(used + room - z.avail_out);
        require(status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR,
                Message("attn", "corrupt deflate data (%1)").arg(z.msg ? z.msg : "zlib error"));
        require(
            out.size() <= expectedSize,
            Message("attn", "decodes to more than the %1 declared").arg(sizeText(expectedSize)));
        require(status != Z_BUF_ERROR || z.avail_in > 0,
                Message("attn", "deflate data ends early (truncated file?)"));
    }
    require(out.size() == expectedSize, Message("attn", "decodes to %1, not the %2 declared")
                                            .arg(sizeText(out.size()))
                                            .arg(sizeText(expectedSize)));
    return out;
}

std::uint32_t zipCrc32(const std::string& data) {
    uLong crc = crc32(0L, Z_NULL, 0);
    for (std::size_t at = 0; at < data.size(); at += UINT_MAX / 2) {
        const std::size_t n = std::min<std::size_t>(UINT_MAX / 2, data.size() - at);
        crc = crc32(crc, reinterpret_cast<const Bytef*>(data.data() + at), uInt(n));
    }
    return std::uint32_t(crc);
}

} // namespace attn
