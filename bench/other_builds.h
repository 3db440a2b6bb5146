// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Other builds of the same benchmark (the default, native and packaged builds), run as child
// processes in one run with this one so that their figures sit side by side in one table.
#include <map>
#include <string>
#include <vector>

namespace bench {

/// Another build's binary of this benchmark and the name of its column.
struct OtherBuild {
    std::string name, binary;
};

/// Reads "NAME=BINARY" (the argument of --build); throws std::invalid_argument otherwise.
OtherBuild parseOtherBuild(const std::string& text);

/// Runs `binary arguments --times-only`, whose output has a line "time KEY MS" per figure,
/// and returns MS by KEY; empty (with a note printed) when it could not run.
std::map<std::string, double> timesOf(const OtherBuild& build, const std::string& arguments);

/// A child's figure for the table: "12.345 (+1.2%)" against ours, or "-" when missing.
std::string compared(const std::map<std::string, double>& times, const std::string& key,
                     double oursMs);

} // namespace bench
