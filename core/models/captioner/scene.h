// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Synthetic scenes for the captioner: one to three coloured shapes on a dark background,
// their caption from a small grammar and per-object masks. tools/make_scenes.py implements the
// same rules (same random numbers, same integer geometry), so both draw identical pictures.
#include "core/base/message.h"
#include "core/base/rgb_image.h"

#include <cstdint>
#include <string>
#include <vector>

namespace attn {

enum class ShapeKind { Circle, Square, Triangle };
enum class ShapeColour { Red, Green, Blue, Yellow };

/// One shape. Its centre is pixel (x, y) of a kSceneSize x kSceneSize picture and its
/// half-size r is 5 (small) or 9 (large) pixels:
///  square   |dx| <= r and |dy| <= r
///  circle   dx^2 + dy^2 <= r^2 + r
///  triangle pointing up: -r <= dy <= r and 2|dx| <= dy + r
/// where (dx, dy) = (px - x, py - y) for pixel (px, py); y grows downwards.
struct SceneShape {
    ShapeKind kind = ShapeKind::Circle;
    ShapeColour colour = ShapeColour::Red;
    bool large = false;
    int x = 32; ///< centre column, 0 at the left
    int y = 32; ///< centre row, 0 at the top

    int halfSize() const { return large ? 9 : 5; }
};

/// One to three shapes whose bounding boxes keep at least one pixel apart.
struct Scene {
    std::vector<SceneShape> shapes;
};

/// Side of the training pictures in pixels.
constexpr int kSceneSize = 64;

/// Names used in captions: "circle", "red", ...
std::string toString(ShapeKind kind);
std::string toString(ShapeColour colour);
/// 0-255 sRGB values of each colour and of the background, shared with the Python renderer.
void colourBytes(ShapeColour colour, unsigned char rgb[3]);
void backgroundBytes(unsigned char rgb[3]);

/// A scene drawn from seed (splitmix64 random numbers): 1-3 shapes, no two touching, placed
/// so that the caption's spatial words are unambiguous. Same seed, same scene, everywhere.
Scene randomScene(std::uint64_t seed);

/// Whether scene follows the rules randomScene keeps: 1-3 shapes inside the picture, boxes
/// apart, positions unambiguous for the caption. Fills reason when it does not.
bool isCaptionable(const Scene& scene, Message* reason = nullptr);

/// scene -> (kSceneSize, kSceneSize, 3) picture: background, then the shapes in order, each
/// pixel exactly byte/255. Shapes may be anywhere (parts outside are clipped).
RgbImage renderScene(const Scene& scene);

/// Pixels of shape i: (kSceneSize*kSceneSize) flags, row-major (y, x); true inside the shape.
std::vector<bool> shapeMask(const SceneShape& shape);

/// The caption words of a captionable scene, e.g. {"a","small","red","circle","above","a",
/// "large","blue","square"}, and for each word the index of the shape it describes (-1 for
/// words such as "a", "above"). Throws InputError when !isCaptionable(scene).
struct SceneCaption {
    std::vector<std::string> words;
    std::vector<int> shapeOfWord; ///< (words), -1 or an index into scene.shapes
};
SceneCaption describeScene(const Scene& scene);

/// Words joined with spaces, "," attached to the word before it.
std::string joinCaption(const std::vector<std::string>& words);
/// Lower-cases text and splits it at spaces; "," becomes its own word.
std::vector<std::string> splitCaption(const std::string& text);

} // namespace attn
