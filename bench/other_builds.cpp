// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench/other_builds.h"

#include <cstdio>
#include <sstream>
#include <stdexcept>

namespace bench {

OtherBuild parseOtherBuild(const std::string& text) {
    const auto equals = text.find('=');
    if (equals == std::string::npos || equals == 0 || equals + 1 == text.size())
        throw std::invalid_argument("--build needs NAME=BINARY, got '" + text + "'");
    return {text.substr(0, equals), text.substr(equals + 1)};
}

std::map<std::string, double> timesOf(const OtherBuild& build, const std::string& arguments) {
    const std::string command = "'" + build.binary + "' " + arguments + " --times-only";
    std::printf("%s build: %s\n", build.name.c_str(), command.c_str());
    std::fflush(stdout);
    std::map<std::string, double> times;
    FILE* pipe = popen(command.c_str(), "r");
    if (!pipe) return times;
    char buffer[512];
    while (std::fgets(buffer, sizeof buffer, pipe)) {
        std::istringstream line(buffer);
        std::string tag, key;
        double ms = 0;
        if (line >> tag >> key >> ms && tag == "time") times[key] = ms;
    }
    const int status = pclose(pipe);
    if (times.empty())
        std::printf("NOTE: %s build gave no figures (status %d); its column is empty\n",
                    build.name.c_str(), status);
    return times;
}

std::string compared(const std::map<std::string, double>& times, const std::string& key,
                     double oursMs) {
    const auto found = times.find(key);
    if (found == times.end()) return "-";
    char text[64];
    std::snprintf(text, sizeof text, "%.3f (%+.1f%%)", found->second,
                  100.0 * (found->second / oursMs - 1.0));
    return text;
}

} // namespace bench
