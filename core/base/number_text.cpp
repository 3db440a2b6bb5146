// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/number_text.h"

#include <charconv>
#include <clocale>
#include <cmath>
#include <cstdlib>
#include <locale.h> // newlocale, strtod_l (POSIX and glibc)

namespace attn {

namespace {

locale_t cLocale() {
    static const locale_t c = newlocale(LC_ALL_MASK, "C", locale_t(nullptr));
    return c;
}

} // namespace

double parseDecimal(const char* text, char** end) {
    return strtod_l(text, end, cLocale());
}

float parseDecimalFloat(const char* text, char** end) {
    return strtof_l(text, end, cLocale());
}

std::string formatDecimal(float x) {
    if (std::isnan(x)) return "nan";
    if (std::isinf(x)) return x < 0 ? "-inf" : "inf";
    char buffer[32];
    const std::to_chars_result r = std::to_chars(buffer, buffer + sizeof buffer, x);
    return std::string(buffer, r.ptr);
}

} // namespace attn
