// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/attention_import.h"

#include "core/base/check.h"
#include "core/io/json.h"
#include "core/io/npy.h"
#include "core/io/npz.h"
#include "core/io/safetensors.h"

#include <cmath>
#include <map>

namespace attn {

namespace {

bool endsWith(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

Tensor pick(const std::map<std::string, Tensor>& arrays, const std::string& name,
            const std::string& path) {
    require(!arrays.empty(), Message("attn", "%1: holds no arrays").arg(path));
    if (name.empty()) return arrays.begin()->second;
    const auto it = arrays.find(name);
    require(it != arrays.end(),
            Message("attn", "%1: has no array named \"%2\"").arg(path).arg(name));
    return it->second;
}

Tensor readTensor(const std::string& path, const std::string& name) {
    if (endsWith(path, ".npy")) return readNpy(path);
    if (endsWith(path, ".npz")) return pick(readNpz(path), name, path);
    if (endsWith(path, ".safetensors")) { // only the tensor asked for is read
        const SafetensorsReader reader(path);
        const std::vector<std::string> names = reader.names();
        require(!names.empty(), Message("attn", "%1: holds no arrays").arg(path));
        require(name.empty() || reader.contains(name),
                Message("attn", "%1: has no array named \"%2\"").arg(path).arg(name));
        return reader.read(name.empty() ? names.front() : name);
    }
    throw InputError(Message("attn", "%1: expected a .npy, .npz or .safetensors file").arg(path));
}

std::vector<std::string> strings(const JsonValue& array, const std::string& what) {
    require(array.type == JsonValue::Type::Array,
            Message("attn", "%1 must be a list of strings").arg(what));
    std::vector<std::string> out;
    for (const JsonValue& v : array.array) {
        require(v.type == JsonValue::Type::String,
                Message("attn", "%1 must hold strings only").arg(what));
        out.push_back(v.string);
    }
    return out;
}

} // namespace

ImportedAttention importAttention(const std::string& tensorPath, const std::string& tokensPath,
                                  const std::string& tensorName) {
    const Tensor t = readTensor(tensorPath, tensorName);
    require(t.shape.size() >= 2 && t.shape.size() <= 4,
            Message("attn", "%1: attention must have shape (layers, heads, q, k), (heads, q, k) or "
                            "(q, k); got %2 dimensions")
                .arg(tensorPath)
                .arg(t.shape.size()));
    std::vector<std::size_t> s(4 - t.shape.size(), 1);
    s.insert(s.end(), t.shape.begin(), t.shape.end()); // (layers, heads, q, k)
    std::size_t values = 1;
    for (std::size_t d : s) {
        require(d > 0, Message("attn", "%1: attention has an empty dimension").arg(tensorPath));
        require(values <= t.data.size() / d,
                Message("attn", "%1: the shape needs more values than the tensor holds")
                    .arg(tensorPath));
        values *= d;
    }
    require(values == t.data.size(),
            Message("attn", "%1: the shape needs %2 values but the tensor holds %3")
                .arg(tensorPath)
                .arg(values)
                .arg(t.data.size()));
    const JsonValue json = readJsonFile(tokensPath);
    ImportedAttention a;
    if (const JsonValue* both = json.find("tokens")) {
        a.queryTokens = a.keyTokens = strings(*both, tokensPath + ": \"tokens\"");
    } else {
        const JsonValue* q = json.find("query_tokens");
        const JsonValue* k = json.find("key_tokens");
        require(q && k,
                Message("attn", "%1: expected \"tokens\", or \"query_tokens\" and \"key_tokens\"")
                    .arg(tokensPath));
        a.queryTokens = strings(*q, tokensPath + ": \"query_tokens\"");
        a.keyTokens = strings(*k, tokensPath + ": \"key_tokens\"");
    }
    require(a.queryTokens.size() == s[2] && a.keyTokens.size() == s[3],
            Message("attn", "%1: %2 query and %3 key tokens, but the attention is %4 x %5")
                .arg(tokensPath)
                .arg(a.queryTokens.size())
                .arg(a.keyTokens.size())
                .arg(s[2])
                .arg(s[3]));
    const std::size_t cells = s[2] * s[3];
    for (std::size_t l = 0; l < s[0]; ++l) {
        a.weights.emplace_back();
        for (std::size_t h = 0; h < s[1]; ++h) {
            const float* p = t.data.data() + (l * s[1] + h) * cells;
            RowMatrixXf m =
                Eigen::Map<const RowMatrixXf>(p, Eigen::Index(s[2]), Eigen::Index(s[3]));
            require(m.allFinite(),
                    Message("attn", "%1: layer %2 head %3 has a value that is not finite")
                        .arg(tensorPath)
                        .arg(l + 1)
                        .arg(h + 1));
            a.weights.back().push_back(std::move(m));
        }
    }
    return a;
}

} // namespace attn
