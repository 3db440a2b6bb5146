#include "core/io/inflate.h"

#include "core/base/check.h"

#include <array>
#include <vector>

namespace attn {

namespace {

class BitReader {
  public:
    explicit BitReader(const std::string& data) : data_(data) {}
    unsigned bits(int n) {
        unsigned v = 0;
        for (int i = 0; i < n; ++i) {
            require(pos_ < data_.size() * 8, "deflate data ends early (truncated file?)");
            v |= unsigned((static_cast<unsigned char>(data_[pos_ >> 3]) >> (pos_ & 7)) & 1) << i;
            ++pos_;
        }
        return v;
    }
    void alignToByte() { pos_ = (pos_ + 7) & ~std::size_t(7); }
    std::size_t bytePosition() const { return pos_ >> 3; }
    void skipBytes(std::size_t n) { pos_ += 8 * n; }

  private:
    const std::string& data_;
    std::size_t pos_ = 0;
};

/// Canonical Huffman code from code lengths (RFC 1951 3.2.2), decoded bit by bit.
class Huffman {
  public:
    explicit Huffman(const std::vector<int>& lengths) : counts_{}, symbols_(lengths.size()) {
        for (int len : lengths)
            ++counts_[std::size_t(len)];
        counts_[0] = 0;
        std::array<int, 16> offsets{};
        for (int len = 1; len < 16; ++len)
            offsets[std::size_t(len)] =
                offsets[std::size_t(len - 1)] + counts_[std::size_t(len - 1)];
        for (std::size_t s = 0; s < lengths.size(); ++s)
            if (lengths[s]) symbols_[std::size_t(offsets[std::size_t(lengths[s])]++)] = int(s);
    }
    int decode(BitReader& in) const {
        int code = 0, first = 0, index = 0;
        for (int len = 1; len < 16; ++len) {
            code |= int(in.bits(1));
            const int count = counts_[std::size_t(len)];
            if (code - count < first) return symbols_[std::size_t(index + (code - first))];
            index += count;
            first = (first + count) << 1;
            code <<= 1;
        }
        throw InputError("deflate data has an invalid Huffman code");
    }

  private:
    std::array<int, 16> counts_;
    std::vector<int> symbols_;
};

constexpr int kLengthBase[] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                               31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
constexpr int kLengthExtra[] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
constexpr int kDistBase[] = {1,    2,    3,    4,    5,    7,    9,    13,    17,    25,
                             33,   49,   65,   97,   129,  193,  257,  385,   513,   769,
                             1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
constexpr int kDistExtra[] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                              6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

void inflateBlock(BitReader& in, const Huffman& lit, const Huffman& dist, std::string& out,
                  std::size_t limit) {
    for (;;) {
        const int sym = lit.decode(in);
        if (sym < 256) {
            require(out.size() < limit, "deflate data is longer than its stated size");
            out += char(sym);
        } else if (sym == 256) {
            return;
        } else {
            require(sym <= 285, "deflate data has an invalid length code");
            const int length = kLengthBase[sym - 257] + int(in.bits(kLengthExtra[sym - 257]));
            const int d = dist.decode(in);
            require(d < 30, "deflate data has an invalid distance code");
            const std::size_t distance = std::size_t(kDistBase[d]) + in.bits(kDistExtra[d]);
            require(distance <= out.size(), "deflate data refers before its start");
            require(out.size() + std::size_t(length) <= limit,
                    "deflate data is longer than its stated size");
            for (int i = 0; i < length; ++i)
                out += out[out.size() - distance];
        }
    }
}

void dynamicTables(BitReader& in, std::vector<int>& litLengths, std::vector<int>& distLengths) {
    const int hlit = int(in.bits(5)) + 257, hdist = int(in.bits(5)) + 1,
              hclen = int(in.bits(4)) + 4;
    static constexpr int order[] = {16, 17, 18, 0, 8,  7, 9,  6, 10, 5,
                                    11, 4,  12, 3, 13, 2, 14, 1, 15};
    std::vector<int> codeLengths(19, 0);
    for (int i = 0; i < hclen; ++i)
        codeLengths[std::size_t(order[i])] = int(in.bits(3));
    const Huffman codes(codeLengths);
    std::vector<int> lengths;
    while (int(lengths.size()) < hlit + hdist) {
        const int sym = codes.decode(in);
        if (sym < 16) {
            lengths.push_back(sym);
        } else {
            require(sym != 16 || !lengths.empty(), "deflate data repeats a length before any");
            const int value = sym == 16 ? lengths.back() : 0;
            const int repeat = sym == 16   ? 3 + int(in.bits(2))
                               : sym == 17 ? 3 + int(in.bits(3))
                                           : 11 + int(in.bits(7));
            lengths.insert(lengths.end(), std::size_t(repeat), value);
        }
    }
    require(int(lengths.size()) == hlit + hdist, "deflate data has too many code lengths");
    litLengths.assign(lengths.begin(), lengths.begin() + hlit);
    distLengths.assign(lengths.begin() + hlit, lengths.end());
}

} // namespace

std::string inflateRaw(const std::string& compressed, std::size_t expectedSize) {
    BitReader in(compressed);
    std::string out;
    out.reserve(expectedSize);
    bool last = false;
    while (!last) {
        last = in.bits(1);
        const unsigned type = in.bits(2);
        if (type == 0) {
            in.alignToByte();
            const unsigned len = in.bits(16), nlen = in.bits(16);
            require((len ^ 0xFFFF) == nlen, "deflate stored block has a corrupt length");
            const std::size_t at = in.bytePosition();
            require(at + len <= compressed.size(), "deflate data ends early (truncated file?)");
            require(out.size() + len <= expectedSize,
                    "deflate data is longer than its stated size");
            out.append(compressed, at, len);
            in.skipBytes(len);
        } else if (type == 1) {
            std::vector<int> lit(288, 8), dist(30, 5);
            for (int i = 144; i < 256; ++i)
                lit[std::size_t(i)] = 9;
            for (int i = 256; i < 280; ++i)
                lit[std::size_t(i)] = 7;
            inflateBlock(in, Huffman(lit), Huffman(dist), out, expectedSize);
        } else if (type == 2) {
            std::vector<int> lit, dist;
            dynamicTables(in, lit, dist);
            inflateBlock(in, Huffman(lit), Huffman(dist), out, expectedSize);
        } else {
            throw InputError("deflate data has an invalid block type");
        }
    }
    require(out.size() == expectedSize, "deflate data gives " + std::to_string(out.size()) +
                                            " bytes, the archive says " +
                                            std::to_string(expectedSize));
    return out;
}

} // namespace attn
