// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/json.h"

#include "core/base/check.h"
#include "core/base/number_text.h"
#include "core/io/file_read.h"
#include "core/text/utf8.h"

namespace attn {

namespace {

constexpr int kMaxDepth = 64;

class Parser {
  public:
    explicit Parser(const std::string& text) : s_(text) {}

    JsonValue document() {
        JsonValue v = value(0);
        skipSpace();
        if (pos_ != s_.size()) fail(Message("attn", "unexpected text after the JSON value"));
        return v;
    }

  private:
    [[noreturn]] void fail(Message what) const {
        throw InputError(Message("attn", "JSON: %1 at byte %2").arg(std::move(what)).arg(pos_));
    }
    void skipSpace() {
        while (pos_ < s_.size() &&
               (s_[pos_] == ' ' || s_[pos_] == '\n' || s_[pos_] == '\r' || s_[pos_] == '\t'))
            ++pos_;
    }
    char peek() {
        skipSpace();
        if (pos_ >= s_.size()) fail(Message("attn", "unexpected end of text"));
        return s_[pos_];
    }
    void expect(char c) {
        if (peek() != c) fail(Message("attn", "expected '%1'").arg(std::string(1, c)));
        ++pos_;
    }
    bool consumeWord(const char* word) {
        const std::string w(word);
        if (s_.compare(pos_, w.size(), w) != 0) return false;
        pos_ += w.size();
        return true;
    }

    JsonValue value(int depth) {
        if (depth > kMaxDepth) fail(Message("attn", "nesting deeper than 64 levels"));
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
                if (peek() != '"') fail(Message("attn", "expected a string key"));
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
        if (start == pos_) fail(Message("attn", "unexpected character"));
        const std::string text = s_.substr(start, pos_ - start);
        char* end = nullptr;
        JsonValue v;
        v.type = JsonValue::Type::Number;
        v.number = parseDecimal(text.c_str(), &end);
        if (end != text.c_str() + text.size())
            fail(Message("attn", "malformed number '%1'").arg(text));
        return v;
    }

    unsigned hex4() {
        if (pos_ + 4 > s_.size()) fail(Message("attn", "truncated \\u escape"));
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
                fail(Message("attn", "bad hex digit in \\u escape"));
        }
        return v;
    }
    std::string string() {
        ++pos_; // opening quote
        std::string out;
        for (;;) {
            if (pos_ >= s_.size()) fail(Message("attn", "unterminated string"));
            const char c = s_[pos_++];
            if (c == '"') return out;
            if (static_cast<unsigned char>(c) < 0x20)
                fail(Message("attn", "control character in a string"));
            if (c != '\\') {
                out += c;
                continue;
            }
            if (pos_ >= s_.size()) fail(Message("attn", "unterminated escape"));
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
                    if (low < 0xDC00 || low >= 0xE000) fail(Message("attn", "unpaired surrogate"));
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                }
                appendUtf8(out, cp);
                break;
            }
            default:
                fail(Message("attn", "unknown escape \\%1").arg(std::string(1, e)));
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

Message typeName(const JsonValue* v) {
    if (!v) return Message("attn", "nothing");
    switch (v->type) {
    case JsonValue::Type::Null:
        return Message("attn", "null");
    case JsonValue::Type::Bool:
        return Message("attn", "true or false");
    case JsonValue::Type::Number:
        return Message("attn", "a number");
    case JsonValue::Type::String:
        return Message("attn", "a string");
    case JsonValue::Type::Array:
        return Message("attn", "a list");
    case JsonValue::Type::Object:
        return Message("attn", "an object");
    }
    return Message("attn", "something else");
}

/// "where: expected what for "key", found …", naming where when it is given.
Message expected(Message what, const std::string& key, const JsonValue* found,
                 const std::string& where) {
    if (where.empty())
        return Message("attn", "expected %1 for \"%2\", found %3")
            .arg(std::move(what))
            .arg(key)
            .arg(typeName(found));
    return Message("attn", "%1: expected %2 for \"%3\", found %4")
        .arg(where)
        .arg(std::move(what))
        .arg(key)
        .arg(typeName(found));
}

} // namespace

double JsonValue::numberAt(const std::string& key, const std::string& where) const {
    const JsonValue* v = find(key);
    require(v && v->type == Type::Number, expected(Message("attn", "a number"), key, v, where));
    return v->number;
}

const std::string& JsonValue::stringAt(const std::string& key, const std::string& where) const {
    const JsonValue* v = find(key);
    require(v && v->type == Type::String, expected(Message("attn", "a string"), key, v, where));
    return v->string;
}

void requireModelType(const JsonValue& json, const std::string& path, const char* expected) {
    const JsonValue* type = json.find("model_type");
    require(type && type->type == JsonValue::Type::String,
            Message("attn", "%1: model_type must be \"%2\"").arg(path).arg(expected));
    require(type->string == expected, Message("attn", "%1: model_type is \"%2\", expected \"%3\"")
                                          .arg(path)
                                          .arg(type->string)
                                          .arg(expected));
}

JsonValue parseJson(const std::string& text) {
    require(text.compare(0, 3, "\xEF\xBB\xBF") != 0,
            Message("attn", "the text starts with a byte-order mark (EF BB BF), which JSON does "
                            "not allow; save it as UTF-8 without one"));
    return Parser(text).document();
}

JsonValue readJsonFile(const std::string& path, std::size_t maxBytes) {
    const std::string text = readRegularFile(path, maxBytes);
    try {
        return parseJson(text);
    } catch (const InputError& e) {
        throw InputError(Message("attn", "%1: %2").arg(path).arg(e.message()));
    }
}

} // namespace attn
