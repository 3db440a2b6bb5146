// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The fields of a Hugging Face config.json read with their ranges checked: what every model
// family's loader reads its sizes through, each error naming the file and the key.
#include "core/io/json.h"

#include <string>

namespace attn {

class ConfigReader {
  public:
    /// Reads and parses path; throws InputError naming it when it cannot.
    explicit ConfigReader(const std::string& path);

    const std::string& path() const { return path_; }
    const JsonValue& json() const { return json_; }
    bool has(const std::string& key) const;
    /// The string member key (empty when absent or null).
    std::string text(const std::string& key) const;
    /// The whole number key in [low, high]; throws InputError when absent or outside.
    int count(const std::string& key, int low = 1, int high = 1000000) const;
    /// count(key, ...) when present and not null, else fallback.
    int count(const std::string& key, int fallback, int low, int high) const;
    /// The positive finite number key, or fallback when absent or null.
    double positive(const std::string& key, double fallback) const;
    /// The boolean key, or fallback when absent or null.
    bool flag(const std::string& key, bool fallback) const;
    /// Throws InputError naming the file unless model_type is one of expected (comma-free
    /// names separated by '|', e.g. "llama|qwen2|mistral"); returns the model_type.
    std::string modelType(const std::string& expected) const;

  private:
    std::string path_;
    JsonValue json_;
};

} // namespace attn
