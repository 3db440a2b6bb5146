#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Synthetic captioning scenes: one to three coloured shapes on a dark background.

The same rules as core/models/captioner/scene.cpp (splitmix64 random numbers, integer geometry), so a seed
gives the same picture and caption in Python and in the application:

  shape i:   kind, colour, size (half-size r = 5 small, 9 large), centre (x, y) inside
             the 64 x 64 picture; bounding boxes at least one pixel apart
  1 shape:   "a small red circle on the left" / "... at the top" / "... in the middle"
  2 shapes:  "a small red circle above a large blue square" (the upper one first) or
             "a ... to the left of a ..." (the left one first)
  3 shapes:  "a ... , a ... and a ..." from left to right

Scenes whose spatial words would be ambiguous are redrawn.

Usage: make_scenes.py [--count N] [--seed S] [--out DIR]  writes N scenes as PNG + captions.txt
"""
import argparse
import pathlib

import numpy as np

SIZE = 64
KINDS = ["circle", "square", "triangle"]
COLOURS = ["red", "green", "blue", "yellow"]
COLOUR_BYTES = [(220, 50, 47), (60, 180, 75), (40, 100, 230), (240, 200, 40)]
BACKGROUND_BYTES = (24, 24, 32)
SPECIALS = ["<pad>", "<start>", "<end>", "<unk>"]
WORDS = ["a", "small", "large"] + COLOURS + KINDS + [
    "on", "the", "left", "right", "at", "top", "bottom", "in", "middle",
    "to", "of", "above", ",", "and"]
VOCABULARY = SPECIALS + WORDS
MASK64 = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n


def half_size(shape):
    return 9 if shape["large"] else 5


def captionable(shapes):
    """The rules of isCaptionable in core/models/captioner/scene.cpp; returns a reason or None."""
    if not 1 <= len(shapes) <= 3:
        return "a scene has one to three shapes"
    for s in shapes:
        r = half_size(s)
        if not (r <= s["x"] <= SIZE - 1 - r and r <= s["y"] <= SIZE - 1 - r):
            return "a shape reaches outside the picture"
    for i in range(len(shapes)):
        for j in range(i + 1, len(shapes)):
            a, b = shapes[i], shapes[j]
            gap = half_size(a) + half_size(b) + 2
            if abs(a["x"] - b["x"]) < gap and abs(a["y"] - b["y"]) < gap:
                return "two shapes touch or overlap"
    if len(shapes) == 1:
        dx, dy = 2 * shapes[0]["x"] - (SIZE - 1), 2 * shapes[0]["y"] - (SIZE - 1)
        m = max(abs(dx), abs(dy))
        if 12 < m < 28:
            return "the shape is neither in the middle nor clearly off it"
        if m >= 28 and abs(abs(dx) - abs(dy)) < 12:
            return "the shape is too close to a diagonal"
    elif len(shapes) == 2:
        dx, dy = shapes[1]["x"] - shapes[0]["x"], shapes[1]["y"] - shapes[0]["y"]
        if abs(abs(dx) - abs(dy)) < 6:
            return "the shapes are too close to a diagonal of each other"
    else:
        xs = sorted(s["x"] for s in shapes)
        if xs[1] - xs[0] < 6 or xs[2] - xs[1] < 6:
            return "two shapes are too close to the same column"
    return None


def random_scene(seed):
    rng = SplitMix64(seed)
    for _ in range(100000):
        count = 1 + rng.below(3)
        shapes = []
        for _ in range(count):
            kind, colour, large = rng.below(3), rng.below(4), rng.below(2) == 1
            r = 9 if large else 5
            x = r + rng.below(SIZE - 2 * r)
            y = r + rng.below(SIZE - 2 * r)
            shapes.append({"kind": kind, "colour": colour, "large": large, "x": x, "y": y})
        if captionable(shapes) is None:
            return shapes
    raise RuntimeError("no captionable scene for seed %d" % seed)


def shape_mask(shape):
    """(SIZE, SIZE) bool, row-major (y, x)."""
    ys, xs = np.mgrid[0:SIZE, 0:SIZE]
    dx, dy, r = xs - shape["x"], ys - shape["y"], half_size(shape)
    if shape["kind"] == 0:
        return dx * dx + dy * dy <= r * r + r
    if shape["kind"] == 1:
        return (np.abs(dx) <= r) & (np.abs(dy) <= r)
    return (dy >= -r) & (dy <= r) & (2 * np.abs(dx) <= dy + r)


def render_bytes(shapes):
    """(SIZE, SIZE, 3) uint8."""
    image = np.empty((SIZE, SIZE, 3), np.uint8)
    image[:, :] = BACKGROUND_BYTES
    for s in shapes:
        image[shape_mask(s)] = COLOUR_BYTES[s["colour"]]
    return image


def render(shapes):
    """(SIZE, SIZE, 3) float32 in [0,1], exactly byte / 255 as in core/models/captioner/scene.cpp."""
    return (render_bytes(shapes).astype(np.float32) / np.float32(255)).astype(np.float32)


def describe(shapes):
    """(words, shape index of each word or -1)."""
    def phrase(i):
        s = shapes[i]
        return (["a", "large" if s["large"] else "small", COLOURS[s["colour"]], KINDS[s["kind"]]],
                [-1, i, i, i])

    words, owners = [], []

    def add(ws, os=None):
        words.extend(ws)
        owners.extend(os if os is not None else [-1] * len(ws))

    if len(shapes) == 1:
        add(*phrase(0))
        dx, dy = 2 * shapes[0]["x"] - (SIZE - 1), 2 * shapes[0]["y"] - (SIZE - 1)
        if max(abs(dx), abs(dy)) <= 12:
            add(["in", "the", "middle"])
        elif abs(dx) > abs(dy):
            add(["on", "the", "left" if dx < 0 else "right"])
        else:
            add(["at", "the", "top" if dy < 0 else "bottom"])
    elif len(shapes) == 2:
        dx, dy = shapes[1]["x"] - shapes[0]["x"], shapes[1]["y"] - shapes[0]["y"]
        if abs(dx) > abs(dy):
            first = 0 if dx > 0 else 1
            relation = ["to", "the", "left", "of"]
        else:
            first = 0 if dy > 0 else 1
            relation = ["above"]
        add(*phrase(first))
        add(relation)
        add(*phrase(1 - first))
    else:
        order = sorted(range(3), key=lambda i: shapes[i]["x"])
        add(*phrase(order[0]))
        add([","])
        add(*phrase(order[1]))
        add(["and"])
        add(*phrase(order[2]))
    return words, owners


def join_caption(words):
    return " ".join(words).replace(" ,", ",")


def make_split(first_seed, count, as_bytes=False):
    """images (count, SIZE, SIZE, 3) float32 (uint8 with as_bytes), captions [words],
    owners [[int]], scenes."""
    images = np.empty((count, SIZE, SIZE, 3), np.uint8 if as_bytes else np.float32)
    captions, owners, scenes = [], [], []
    for i in range(count):
        shapes = random_scene(first_seed + i)
        images[i] = render_bytes(shapes) if as_bytes else render(shapes)
        words, own = describe(shapes)
        captions.append(words)
        owners.append(own)
        scenes.append(shapes)
    return images, captions, owners, scenes


def write_png(path, image_bytes):
    """A minimal RGB PNG writer (zlib + crc32), so no imaging package is needed."""
    import struct
    import zlib
    h, w, _ = image_bytes.shape
    raw = b"".join(b"\x00" + image_bytes[y].tobytes() for y in range(h))

    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data +
                struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))

    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
    tmp = pathlib.Path(str(path) + ".part")
    tmp.write_bytes(data)
    tmp.replace(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=8)
    parser.add_argument("--seed", type=int, default=2000000)
    parser.add_argument("--out", default="scenes")
    args = parser.parse_args()
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    lines = []
    for i in range(args.count):
        shapes = random_scene(args.seed + i)
        write_png(out / ("scene-%d.png" % (args.seed + i)), render_bytes(shapes))
        lines.append("%d\t%s" % (args.seed + i, join_caption(describe(shapes)[0])))
    (out / "captions.txt").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
