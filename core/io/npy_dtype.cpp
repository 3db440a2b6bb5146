// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/npy_dtype.h"

#include "core/base/check.h"

#include <cstdint>
#include <cstring>

namespace attn {

namespace {

/// The size bytes at src as an unsigned integer of that width, in the file's byte order.
std::uint64_t rawBits(const char* src, std::size_t size, bool bigEndian) {
    std::uint64_t v = 0;
    for (std::size_t i = 0; i < size; ++i) {
        const std::size_t at = bigEndian ? i : size - 1 - i;
        v = (v << 8) | static_cast<unsigned char>(src[at]);
    }
    return v;
}

float valueOf(std::uint64_t bits, const NpyDtype& t) {
    switch (t.kind) {
    case 'b':
        return bits != 0 ? 1.0f : 0.0f;
    case 'u':
        return float(bits);
    case 'i': {
        const unsigned shift = unsigned(64 - 8 * t.size);
        return float(std::int64_t(bits << shift) >> shift); // sign-extended
    }
    default:
        break;
    }
    if (t.size == 2) return halfToFloat(std::uint16_t(bits));
    if (t.size == 4) {
        const std::uint32_t narrow = std::uint32_t(bits);
        float f;
        std::memcpy(&f, &narrow, 4);
        return f;
    }
    double d;
    std::memcpy(&d, &bits, 8);
    return float(d);
}

bool sizeAllowed(char kind, std::size_t size) {
    if (kind == 'b') return size == 1;
    if (kind == 'f') return size == 2 || size == 4 || size == 8;
    return size == 1 || size == 2 || size == 4 || size == 8;
}

} // namespace

float halfToFloat(std::uint16_t h) {
    const std::uint32_t sign = std::uint32_t(h & 0x8000) << 16;
    std::uint32_t exponent = (h >> 10) & 0x1F, mantissa = h & 0x3FF, bits;
    if (exponent == 0x1F) {
        bits = sign | 0x7F800000 | (mantissa << 13); // inf or NaN
    } else if (exponent == 0) {
        if (mantissa == 0) {
            bits = sign;
        } else { // subnormal half: normalise
            exponent = 127 - 15 + 1;
            while (!(mantissa & 0x400)) {
                mantissa <<= 1;
                --exponent;
            }
            bits = sign | (exponent << 23) | ((mantissa & 0x3FF) << 13);
        }
    } else {
        bits = sign | ((exponent + 127 - 15) << 23) | (mantissa << 13);
    }
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
}

NpyDtype parseNpyDtype(const std::string& descr, const std::string& path) {
    const std::string what = path + ": dtype '" + descr + "'";
    require(descr.size() >= 2, Message("attn", "%1 is not a NumPy type string").arg(what));
    NpyDtype t;
    std::size_t at = 0;
    if (descr[0] == '<' || descr[0] == '>' || descr[0] == '|' || descr[0] == '=' ||
        descr[0] == '!') {
        t.bigEndian = descr[0] == '>' || descr[0] == '!';
        at = 1;
    }
    t.kind = descr[at];
    const std::string digits = descr.substr(at + 1);
    if (t.kind == 'c')
        throw InputError(
            Message("attn", "%1 is complex: save the real part or the magnitude instead")
                .arg(what));
    if (t.kind == 'O')
        throw InputError(Message("attn", "%1 holds Python objects, which are not read").arg(what));
    require(t.kind == 'f' || t.kind == 'i' || t.kind == 'u' || t.kind == 'b',
            Message("attn", "%1 is not read (expected float16/32/64, int8-64, uint8-64 or bool)")
                .arg(what));
    require(!digits.empty() && digits.size() <= 2 &&
                digits.find_first_not_of("0123456789") == std::string::npos,
            Message("attn", "%1 is not a NumPy type string").arg(what));
    t.size = std::size_t(std::stoul(digits));
    require(sizeAllowed(t.kind, t.size),
            Message("attn", "%1 is not read (expected float16/32/64, int8-64, uint8-64 or bool)")
                .arg(what));
    return t;
}

void convertToFloat(const char* src, std::size_t count, const NpyDtype& t, float* dst) {
    if (count == 0) return; // an empty array: src and dst may be null, which memcpy forbids
    if (t.kind == 'f' && t.size == 4 && !t.bigEndian) {
        std::memcpy(dst, src, 4 * count);
        return;
    }
    for (std::size_t i = 0; i < count; ++i)
        dst[i] = valueOf(rawBits(src + i * t.size, t.size, t.bigEndian), t);
}

} // namespace attn
