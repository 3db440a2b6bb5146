// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/common/config_reader.h"

#include "core/base/check.h"

#include <cmath>

namespace attn {

ConfigReader::ConfigReader(const std::string& path) : path_(path), json_(readJsonFile(path)) {
    require(json_.isObject(), Message("attn", "%1: expected a JSON object").arg(path));
}

bool ConfigReader::has(const std::string& key) const {
    const JsonValue* v = json_.find(key);
    return v && v->type != JsonValue::Type::Null;
}

std::string ConfigReader::text(const std::string& key) const {
    const JsonValue* v = json_.find(key);
    return v && v->type == JsonValue::Type::String ? v->string : std::string();
}

int ConfigReader::count(const std::string& key, int low, int high) const {
    const double v = json_.numberAt(key, path_);
    require(v >= low && v <= high && v == std::floor(v),
            Message("attn", "%1: \"%2\" must be a whole number from %3 to %4")
                .arg(path_)
                .arg(key)
                .arg(low)
                .arg(high));
    return int(v);
}

int ConfigReader::count(const std::string& key, int fallback, int low, int high) const {
    return has(key) ? count(key, low, high) : fallback;
}

double ConfigReader::positive(const std::string& key, double fallback) const {
    if (!has(key)) return fallback;
    const double v = json_.numberAt(key, path_);
    require(std::isfinite(v) && v > 0,
            Message("attn", "%1: \"%2\" must be a positive number").arg(path_).arg(key));
    return v;
}

bool ConfigReader::flag(const std::string& key, bool fallback) const {
    const JsonValue* v = json_.find(key);
    if (!v || v->type == JsonValue::Type::Null) return fallback;
    require(v->type == JsonValue::Type::Bool,
            Message("attn", "%1: \"%2\" must be true or false").arg(path_).arg(key));
    return v->boolean;
}

std::string ConfigReader::modelType(const std::string& expected) const {
    const std::string type = text("model_type");
    for (std::size_t begin = 0; begin <= expected.size();) {
        const std::size_t end = std::min(expected.find('|', begin), expected.size());
        if (!type.empty() && expected.compare(begin, end - begin, type) == 0 &&
            end - begin == type.size())
            return type;
        begin = end + 1;
    }
    throw InputError(Message("attn", "%1: model_type is \"%2\", expected \"%3\"")
                         .arg(path_)
                         .arg(type)
                         .arg(expected));
}

} // namespace attn
