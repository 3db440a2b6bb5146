// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A small JSON reader for model headers and configs (safetensors, config.json).
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace attn {

/// One JSON value. Numbers are kept as double; objects keep their keys sorted.
struct JsonValue {
    enum class Type { Null, Bool, Number, String, Array, Object };
    Type type = Type::Null;
    bool boolean = false;
    double number = 0;
    std::string string;
    std::vector<JsonValue> array;
    std::map<std::string, JsonValue> object;

    bool isObject() const { return type == Type::Object; }
    /// The member named key, or nullptr when this is not an object or has no such member.
    const JsonValue* find(const std::string& key) const;
    /// The member key as a number; throws InputError naming where (the file, when given), key
    /// and what was found when absent or not a number.
    double numberAt(const std::string& key, const std::string& where = {}) const;
    /// The member key as a string; throws InputError as numberAt does.
    const std::string& stringAt(const std::string& key, const std::string& where = {}) const;
};

/// Parses text (UTF-8). Throws InputError with the byte offset of the first problem; nesting
/// deeper than 64 levels is refused so hostile files cannot exhaust the stack.
JsonValue parseJson(const std::string& text);

/// Throws InputError naming path unless json's "model_type" is the string expected.
void requireModelType(const JsonValue& json, const std::string& path, const char* expected);

/// Reads and parses a file of at most maxBytes. Throws InputError naming the file.
JsonValue readJsonFile(const std::string& path, std::size_t maxBytes = 16u << 20);

} // namespace attn
