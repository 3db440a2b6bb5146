// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/models/captioner/scene.h"

#include "core/base/check.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <utility>

namespace attn {

namespace {

/// splitmix64, as in tools/make_scenes.py.
class SplitMix64 {
  public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        state_ += 0x9E3779B97F4A7C15ull;
        std::uint64_t z = state_;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int below(int n) { return int(next() % std::uint64_t(n)); }

  private:
    std::uint64_t state_;
};

constexpr int kLast = kSceneSize - 1;

/// Twice the offset of the centre from the picture's centre: odd numbers in (-64, 64).
int doubledOffset(int coordinate) {
    return 2 * coordinate - kLast;
}

void appendPhrase(SceneCaption& c, const Scene& scene, int i) {
    const SceneShape& s = scene.shapes[std::size_t(i)];
    for (const std::string& w : {std::string("a"), std::string(s.large ? "large" : "small"),
                                 toString(s.colour), toString(s.kind)}) {
        c.words.push_back(w);
        c.shapeOfWord.push_back(w == "a" ? -1 : i);
    }
}

void appendWords(SceneCaption& c, std::initializer_list<const char*> words) {
    for (const char* w : words) {
        c.words.emplace_back(w);
        c.shapeOfWord.push_back(-1);
    }
}

} // namespace

std::string toString(ShapeKind kind) {
    switch (kind) {
    case ShapeKind::Circle:
        return "circle";
    case ShapeKind::Square:
        return "square";
    case ShapeKind::Triangle:
        return "triangle";
    }
    return "?";
}

std::string toString(ShapeColour colour) {
    switch (colour) {
    case ShapeColour::Red:
        return "red";
    case ShapeColour::Green:
        return "green";
    case ShapeColour::Blue:
        return "blue";
    case ShapeColour::Yellow:
        return "yellow";
    }
    return "?";
}

void colourBytes(ShapeColour colour, unsigned char rgb[3]) {
    static const unsigned char table[4][3] = {
        {220, 50, 47}, {60, 180, 75}, {40, 100, 230}, {240, 200, 40}};
    const int i = std::clamp(int(colour), 0, 3);
    std::copy(table[i], table[i] + 3, rgb);
}

void backgroundBytes(unsigned char rgb[3]) {
    rgb[0] = 24;
    rgb[1] = 24;
    rgb[2] = 32;
}

bool isCaptionable(const Scene& scene, Message* reason) {
    auto fail = [&](Message why) {
        if (reason) *reason = std::move(why);
        return false;
    };
    const auto& s = scene.shapes;
    if (s.empty() || s.size() > 3) return fail(Message("attn", "a scene has one to three shapes"));
    for (const SceneShape& shape : s) {
        const int r = shape.halfSize();
        if (shape.x < r || shape.x > kLast - r || shape.y < r || shape.y > kLast - r)
            return fail(Message("attn", "a shape reaches outside the picture"));
    }
    for (std::size_t i = 0; i < s.size(); ++i)
        for (std::size_t j = i + 1; j < s.size(); ++j) {
            const int gap = s[i].halfSize() + s[j].halfSize() + 2;
            if (std::abs(s[i].x - s[j].x) < gap && std::abs(s[i].y - s[j].y) < gap)
                return fail(Message("attn", "two shapes touch or overlap"));
        }
    if (s.size() == 1) {
        const int dx = doubledOffset(s[0].x), dy = doubledOffset(s[0].y);
        const int m = std::max(std::abs(dx), std::abs(dy));
        if (m > 12 && m < 28)
            return fail(Message("attn", "the shape is neither in the middle nor clearly off it"));
        if (m >= 28 && std::abs(std::abs(dx) - std::abs(dy)) < 12)
            return fail(Message("attn", "the shape is too close to a diagonal"));
    } else if (s.size() == 2) {
        const int dx = s[1].x - s[0].x, dy = s[1].y - s[0].y;
        if (std::abs(std::abs(dx) - std::abs(dy)) < 6)
            return fail(Message("attn", "the shapes are too close to a diagonal of each other"));
    } else {
        int xs[3] = {s[0].x, s[1].x, s[2].x};
        std::sort(xs, xs + 3);
        if (xs[1] - xs[0] < 6 || xs[2] - xs[1] < 6)
            return fail(Message("attn", "two shapes are too close to the same column"));
    }
    return true;
}

Scene randomScene(std::uint64_t seed) {
    SplitMix64 rng(seed);
    for (int attempt = 0; attempt < 100000; ++attempt) {
        Scene scene;
        const int count = 1 + rng.below(3);
        for (int i = 0; i < count; ++i) {
            SceneShape shape;
            shape.kind = ShapeKind(rng.below(3));
            shape.colour = ShapeColour(rng.below(4));
            shape.large = rng.below(2) == 1;
            const int r = shape.halfSize();
            shape.x = r + rng.below(kSceneSize - 2 * r);
            shape.y = r + rng.below(kSceneSize - 2 * r);
            scene.shapes.push_back(shape);
        }
        if (isCaptionable(scene)) return scene;
    }
    throw InputError(Message("attn", "no captionable scene found for seed %1").arg(seed));
}

std::vector<bool> shapeMask(const SceneShape& shape) {
    std::vector<bool> mask(std::size_t(kSceneSize) * kSceneSize, false);
    const long r = shape.halfSize();
    for (int py = 0; py < kSceneSize; ++py)
        for (int px = 0; px < kSceneSize; ++px) {
            const long dx = long(px) - shape.x, dy = long(py) - shape.y;
            bool inside = false;
            switch (shape.kind) {
            case ShapeKind::Circle:
                inside = dx * dx + dy * dy <= r * r + r;
                break;
            case ShapeKind::Square:
                inside = std::labs(dx) <= r && std::labs(dy) <= r;
                break;
            case ShapeKind::Triangle:
                inside = dy >= -r && dy <= r && 2 * std::labs(dx) <= dy + r;
                break;
            }
            mask[std::size_t(py) * kSceneSize + px] = inside;
        }
    return mask;
}

RgbImage renderScene(const Scene& scene) {
    unsigned char bg[3];
    backgroundBytes(bg);
    RgbImage image =
        makeRgbImage(kSceneSize, kSceneSize, bg[0] / 255.0f, bg[1] / 255.0f, bg[2] / 255.0f);
    for (const SceneShape& shape : scene.shapes) {
        unsigned char c[3];
        colourBytes(shape.colour, c);
        const std::vector<bool> mask = shapeMask(shape);
        for (std::size_t p = 0; p < mask.size(); ++p)
            if (mask[p])
                for (int k = 0; k < 3; ++k)
                    image.rgb[p * 3 + std::size_t(k)] = c[k] / 255.0f;
    }
    return image;
}

SceneCaption describeScene(const Scene& scene) {
    Message reason;
    require(isCaptionable(scene, &reason),
            Message("attn", "this scene has no caption in the grammar: %1").arg(reason));
    const auto& s = scene.shapes;
    SceneCaption c;
    if (s.size() == 1) {
        appendPhrase(c, scene, 0);
        const int dx = doubledOffset(s[0].x), dy = doubledOffset(s[0].y);
        if (std::max(std::abs(dx), std::abs(dy)) <= 12)
            appendWords(c, {"in", "the", "middle"});
        else if (std::abs(dx) > std::abs(dy))
            appendWords(c, {"on", "the", dx < 0 ? "left" : "right"});
        else
            appendWords(c, {"at", "the", dy < 0 ? "top" : "bottom"});
    } else if (s.size() == 2) {
        const int dx = s[1].x - s[0].x, dy = s[1].y - s[0].y;
        int first;
        if (std::abs(dx) > std::abs(dy)) {
            first = dx > 0 ? 0 : 1;
            appendPhrase(c, scene, first);
            appendWords(c, {"to", "the", "left", "of"});
        } else {
            first = dy > 0 ? 0 : 1;
            appendPhrase(c, scene, first);
            appendWords(c, {"above"});
        }
        appendPhrase(c, scene, 1 - first);
    } else {
        int order[3] = {0, 1, 2};
        std::stable_sort(order, order + 3,
                         [&](int a, int b) { return s[std::size_t(a)].x < s[std::size_t(b)].x; });
        appendPhrase(c, scene, order[0]);
        appendWords(c, {","});
        appendPhrase(c, scene, order[1]);
        appendWords(c, {"and"});
        appendPhrase(c, scene, order[2]);
    }
    return c;
}

std::string joinCaption(const std::vector<std::string>& words) {
    std::string text;
    for (const std::string& w : words) {
        if (!text.empty() && w != ",") text += ' ';
        text += w;
    }
    return text;
}

std::vector<std::string> splitCaption(const std::string& text) {
    std::vector<std::string> words;
    std::string current;
    auto flush = [&] {
        if (!current.empty()) words.push_back(current);
        current.clear();
    };
    for (char ch : text) {
        if (std::isspace(static_cast<unsigned char>(ch))) {
            flush();
        } else if (ch == ',') {
            flush();
            words.emplace_back(",");
        } else {
            current += char(std::tolower(static_cast<unsigned char>(ch)));
        }
    }
    flush();
    return words;
}

} // namespace attn
