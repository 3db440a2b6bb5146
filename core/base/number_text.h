// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Numbers to and from decimal text with a '.' decimal point, whatever the process locale.
// printf and strtod follow LC_NUMERIC, which the GUI sets from the system: on a Russian or
// Persian desktop they write "0,5" (a CSV row of such numbers is unreadable) and read "0.5" as
// 0. Files are always written and read through these functions instead.
#include <string>

namespace attn {

/// strtod in the "C" locale: reads a decimal number (also inf, nan, hexadecimal) from text,
/// sets *end after it and errno to ERANGE on overflow or underflow, exactly as strtod.
double parseDecimal(const char* text, char** end);
/// strtof in the "C" locale (see parseDecimal).
float parseDecimalFloat(const char* text, char** end);
/// The shortest decimal text that reads back as exactly x ("0.1", "1e-40", "3.4028235e+38");
/// "nan", "inf", "-inf" for the values that are not finite.
std::string formatDecimal(float x);

} // namespace attn
