#include "core/io/json.h"

#include "core/base/check.h"
#include "core/base/number_text.h"
#include "core/text/utf8.h"

#include <fstream>
#include <sstream>

namespace attn {

namespace {

constexpr int kMaxDepth = 64;

class Parser {
  public:
    explicit Parser(const std::string& text) : s_(text) {}

    JsonValue document() {
        JsonValue v = value(0);
        skipSpace();
        if (pos_ != s_.size()) fail("unexpected text after the JSON value");
        return v;
    }

  private:
    [[noreturn]] void fail(const std::string& what) const {
        throw InputError("JSON: " + what + " at byte " + std::to_string(pos_));
    }
    void skipSpace() {
        while (pos_ < s_.size() &&
               (s_[pos_] == ' ' || s_[pos_] == '\n' || s_[pos_] == '\r' || s_[pos_] == '\t'))
            ++pos_;
    }
    char peek() {
        skipSpace();
        if (pos_ >= s_.size()) fail("unexpected end of text");
        return s_[pos_];
    }
    void expect(char c) {
        if (peek() != c) fail(std::string("expected '") + c + "'");
        ++pos_;
    }
    bool consumeWord(const char* word) {
        const std::string w(word);
        if (s_.compare(pos_, w.size(), w) != 0) return false;
        pos_ += w.size();
        return true;
    }

    JsonValue value(int depth) {
        if (depth > kMaxDepth) fail("nesting deeper than 64 levels");
        JsonValue v;
        const char c = peek();
        if (c == '{') {
            v.type = JsonValue::Type::Object;
            ++pos_;
            if (peek() == '}') {
                ++pos_;
                return v;
            }
            for (;;) {
                if (peek() != '"') fail("expected a string key");
                std::string key = string();
                expect(':');
                v.object[key] = value(depth + 1);
                if (peek() == ',') {
                    ++pos_;
                    continue;
                }
                expect('}');
                return v;
            }
        }
        if (c == '[') {
            v.type = JsonValue::Type::Array;
            ++pos_;
            if (peek() == ']') {
                ++pos_;
                return v;
            }
            for (;;) {
                v.array.push_back(value(depth + 1));
                if (peek() == ',') {
                    ++pos_;
                    continue;
                }
                expect(']');
                return v;
            }
        }
        if (c == '"') {
            v.type = JsonValue::Type::String;
            v.string = string();
            return v;
        }
        if (consumeWord("true") || consumeWord("false")) {
            v.type = JsonValue::Type::Bool;
            v.boolean = s_[pos_ - 1] == 'e' && s_[pos_ - 2] == 'u';
            return v;
        }
        if (consumeWord("null")) return v;
        return number();
    }

    JsonValue number() {
        const std::size_t start = pos_;
        while (pos_ < s_.size() &&
               std::string("+-0123456789.eE").find(s_[pos_]) != std::string::npos)
            ++pos_;
        if (start == pos_) fail("unexpected character");
        const std::string text = s_.substr(start, pos_ - start);
        char* end = nullptr;
        JsonValue v;
        v.type = JsonValue::Type::Number;
        v.number = parseDecimal(text.c_str(), &end);
        if (end != text.c_str() + text.size()) fail("malformed number '" + text + "'");
        return v;
    }

    unsigned hex4() {
        if (pos_ + 4 > s_.size()) fail("truncated \\u escape");
        unsigned v = 0;
        for (int i = 0; i < 4; ++i) {
            const char h = s_[pos_++];
            v <<= 4;
            if (h >= '0' && h <= '9')
                v |= unsigned(h - '0');
            else if (h >= 'a' && h <= 'f')
                v |= unsigned(h - 'a' + 10);
            else if (h >= 'A' && h <= 'F')
                v |= unsigned(h - 'A' + 10);
            else
                fail("bad hex digit in \\u escape");
        }
        return v;
    }
    std::string string() {
        ++pos_; // opening quote
        std::string out;
        for (;;) {
            if (pos_ >= s_.size()) fail("unterminated string");
            const char c = s_[pos_++];
            if (c == '"') return out;
            if (static_cast<unsigned char>(c) < 0x20) fail("control character in a string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (pos_ >= s_.size()) fail("unterminated escape");
            const char e = s_[pos_++];
            switch (e) {
            case '"':
            case '\\':
            case '/':
                out += e;
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                unsigned cp = hex4();
                if (cp >= 0xD800 && cp < 0xDC00 && s_.compare(pos_, 2, "\\u") == 0) {
                    pos_ += 2;
                    const unsigned low = hex4();
                    if (low < 0xDC00 || low >= 0xE000) fail("unpaired surrogate");
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                }
                appendUtf8(out, cp);
                break;
            }
            default:
                fail(std::string("unknown escape \\") + e);
            }
        }
    }

    const std::string& s_;
    std::size_t pos_ = 0;
};

} // namespace

const JsonValue* JsonValue::find(const std::string& key) const {
    if (type != Type::Object) return nullptr;
    const auto it = object.find(key);
    return it == object.end() ? nullptr : &it->second;
}

namespace {

std::string typeName(const JsonValue* v) {
    if (!v) return "nothing";
    switch (v->type) {
    case JsonValue::Type::Null:
        return "null";
    case JsonValue::Type::Bool:
        return "true or false";
    case JsonValue::Type::Number:
        return "a number";
    case JsonValue::Type::String:
        return "a string";
    case JsonValue::Type::Array:
        return "a list";
    case JsonValue::Type::Object:
        return "an object";
    }
    return "something else";
}

std::string expected(const char* what, const std::string& key, const JsonValue* found,
                     const std::string& where) {
    return (where.empty() ? "" : where + ": ") + "expected " + what + " for \"" + key +
           "\", found " + typeName(found);
}

} // namespace

double JsonValue::numberAt(const std::string& key, const std::string& where) const {
    const JsonValue* v = find(key);
    require(v && v->type == Type::Number, expected("a number", key, v, where));
    return v->number;
}

const std::string& JsonValue::stringAt(const std::string& key, const std::string& where) const {
    const JsonValue* v = find(key);
    require(v && v->type == Type::String, expected("a string", key, v, where));
    return v->string;
}

JsonValue parseJson(const std::string& text) {
    return Parser(text).document();
}

JsonValue readJsonFile(const std::string& path, std::size_t maxBytes) {
    std::ifstream in(path, std::ios::binary);
    require(bool(in), path + ": cannot open the file");
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    require(size >= 0 && std::size_t(size) <= maxBytes,
            path + ": " + std::to_string(size) + " bytes is too large for a JSON file");
    in.seekg(0);
    std::string text(std::size_t(size), '\0');
    in.read(text.data(), size);
    try {
        return parseJson(text);
    } catch (const InputError& e) {
        throw InputError(path + ": " + e.what());
    }
}

} // namespace attn
