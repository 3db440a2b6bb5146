// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The element types of NumPy arrays that AttentionLab reads, and their conversion to float32.
#include <cstddef>
#include <cstdint>
#include <string>

namespace attn {

/// A NumPy type string such as '<f4', '>i8', '|u1' or '|b1', parsed.
struct NpyDtype {
    char kind = 'f';        ///< 'f' float, 'i' signed, 'u' unsigned, 'b' bool
    std::size_t size = 4;   ///< bytes per value: f 2|4|8, i and u 1|2|4|8, b 1
    bool bigEndian = false; ///< '>' (or '!'); '<', '|' and '=' are little-endian here
};

/// descr (the header's text between the quotes) -> its type. Throws InputError naming path
/// and the type for complex ('c'), object ('O'), string, datetime and other types, which
/// have no float32 value.
NpyDtype parseNpyDtype(const std::string& descr, const std::string& path);

/// The IEEE 754 half-precision value with bits h as a float (exact: every half is a float).
float halfToFloat(std::uint16_t h);

/// count values of type t at src -> float32 at dst (float64 and 64-bit integers are rounded
/// to the nearest float; bool is 0 or 1).
void convertToFloat(const char* src, std::size_t count, const NpyDtype& t, float* dst);

} // namespace attn
