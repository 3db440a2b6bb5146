#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Synthetic counting scenes for the ViT sample model: one to four coloured shapes on a
textured background.

Each scene is a function of its seed alone: the layout comes from the splitmix64 generator of
tools/make_scenes.py, and every per-pixel or per-cell random value is splitmix64's output
function applied to (stream + k * 0x9E3779B97F4A7C15), computed for all k at once with NumPy,
so a C++ port gives the same bytes.

  background  two random colours A and B (any RGB, the same range as the shapes') blended by
              one of six textures: stripes (horizontal, vertical or diagonal, period 6-17),
              checker (cell 3-12), linear gradient (any direction), smooth clouds (a coarse
              grid of random A-B mixtures, bilinearly upsampled), blocky noise (cells of 1-4
              pixels) and rings (concentric, around a random centre)
  shapes      count 1-4 (uniform); kind circle, square or triangle; colour one of seven (red,
              green, blue, yellow, magenta, cyan, white), jittered by up to +-20 per channel,
              at least 110 (RGB distance) from A, B and their mean so every shape stays
              visible; half-size 6-13 pixels; bounding boxes at least 3 pixels apart
  finish      every pixel gets noise of +-0..12 (amplitude per scene) and the bytes are rounded

Returns the picture (SIZE, SIZE, 3) uint8, the object mask (SIZE, SIZE) bool (the pixels
covered by shapes) and the shapes.

Usage: vit_scenes.py [--count N] [--seed S] [--out DIR]  writes N scenes as PNG + counts.txt
"""
import argparse
import pathlib
import sys

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
from make_scenes import SplitMix64, write_png  # noqa: E402

SIZE = 96
MAX_SHAPES = 4
KINDS = ["circle", "square", "triangle"]
COLOURS = ["red", "green", "blue", "yellow", "magenta", "cyan", "white"]
COLOUR_BYTES = [(220, 50, 47), (60, 180, 75), (40, 100, 230), (240, 200, 40),
                (210, 60, 200), (40, 200, 210), (235, 235, 235)]
TEXTURES = ["stripes", "checker", "gradient", "clouds", "noise", "rings"]
MIN_HALF, MAX_HALF, GAP = 6, 13, 3
MIN_CONTRAST = 110.0
GOLDEN = np.uint64(0x9E3779B97F4A7C15)


def hash_stream(stream, count):
    """splitmix64 outputs for states stream + k * GOLDEN, k = 1..count: (count,) uint64."""
    with np.errstate(over="ignore"):
        z = np.uint64(stream) + GOLDEN * np.arange(1, count + 1, dtype=np.uint64)
        z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        return z ^ (z >> np.uint64(31))


def uniform_stream(stream, count):
    """count values in [0, 1): the top 24 bits of each hash / 2^24, float32."""
    return (hash_stream(stream, count) >> np.uint64(40)).astype(np.float32) / np.float32(1 << 24)


def random_colour(rng):
    return np.array([rng.below(256) for _ in range(3)], np.float32)


def background(rng):
    """(SIZE, SIZE, 3) float32 in bytes, colours A, B."""
    a, b = random_colour(rng), random_colour(rng)
    texture = TEXTURES[rng.below(len(TEXTURES))]
    ys, xs = np.mgrid[0:SIZE, 0:SIZE].astype(np.float32)
    if texture == "stripes":
        period, direction = 6 + rng.below(12), rng.below(4)
        coord = [ys, xs, xs + ys, xs - ys + SIZE][direction]
        t = (np.floor((coord + rng.below(period)) / period * 2) % 2).astype(np.float32)
    elif texture == "checker":
        cell = 3 + rng.below(10)
        t = ((np.floor(xs / cell) + np.floor(ys / cell)) % 2).astype(np.float32)
    elif texture == "gradient":
        angle = rng.below(360) * np.pi / 180
        coord = np.cos(angle) * (xs - SIZE / 2) + np.sin(angle) * (ys - SIZE / 2)
        t = (coord - coord.min()) / (coord.max() - coord.min())
    elif texture == "clouds":
        cells = 3 + rng.below(6)  # a (cells+1)^2 grid of mixtures, bilinear in between
        grid = uniform_stream(rng.next(), (cells + 1) ** 2).reshape(cells + 1, cells + 1)
        gx, gy = xs / (SIZE - 1) * cells, ys / (SIZE - 1) * cells
        x0, y0 = np.minimum(gx.astype(int), cells - 1), np.minimum(gy.astype(int), cells - 1)
        fx, fy = gx - x0, gy - y0
        t = (grid[y0, x0] * (1 - fx) * (1 - fy) + grid[y0, x0 + 1] * fx * (1 - fy) +
             grid[y0 + 1, x0] * (1 - fx) * fy + grid[y0 + 1, x0 + 1] * fx * fy)
    elif texture == "noise":
        cell = 1 + rng.below(4)
        n = (SIZE + cell - 1) // cell
        grid = uniform_stream(rng.next(), n * n).reshape(n, n)
        t = np.repeat(np.repeat(grid, cell, 0), cell, 1)[:SIZE, :SIZE]
    else:  # rings
        cx, cy, period = rng.below(SIZE), rng.below(SIZE), 6 + rng.below(12)
        r = np.sqrt((xs - cx) ** 2 + (ys - cy) ** 2)
        t = (np.floor(r / period * 2) % 2).astype(np.float32)
    t = t.astype(np.float32)[:, :, None]
    return a[None, None, :] * (1 - t) + b[None, None, :] * t, a, b, texture


def shape_mask(shape):
    """(SIZE, SIZE) bool, row-major (y, x); the geometry of tools/make_scenes.py."""
    ys, xs = np.mgrid[0:SIZE, 0:SIZE]
    dx, dy, r = xs - shape["x"], ys - shape["y"], shape["r"]
    if shape["kind"] == 0:
        return dx * dx + dy * dy <= r * r + r
    if shape["kind"] == 1:
        return (np.abs(dx) <= r) & (np.abs(dy) <= r)
    return (dy >= -r) & (dy <= r) & (2 * np.abs(dx) <= dy + r)


def place_shapes(rng, count):
    shapes = []
    while len(shapes) < count:
        r = MIN_HALF + rng.below(MAX_HALF - MIN_HALF + 1)
        s = {"kind": rng.below(3), "r": r,
             "x": r + rng.below(SIZE - 2 * r), "y": r + rng.below(SIZE - 2 * r)}
        if all(abs(s["x"] - o["x"]) >= s["r"] + o["r"] + GAP or
               abs(s["y"] - o["y"]) >= s["r"] + o["r"] + GAP for o in shapes):
            shapes.append(s)
    return shapes


def scene(seed):
    """(picture (SIZE, SIZE, 3) uint8, object mask (SIZE, SIZE) bool, shapes)."""
    rng = SplitMix64(seed)
    count = 1 + rng.below(MAX_SHAPES)
    image, a, b, texture = background(rng)
    shapes = place_shapes(rng, count)
    mask = np.zeros((SIZE, SIZE), bool)
    for s in shapes:
        for _ in range(1000):
            s["colour"] = rng.below(len(COLOURS))
            c = np.array(COLOUR_BYTES[s["colour"]], np.float32)
            c += np.array([rng.below(41) for _ in range(3)], np.float32) - 20
            if min(np.linalg.norm(c - a), np.linalg.norm(c - b),
                   np.linalg.norm(c - (a + b) / 2)) >= MIN_CONTRAST:
                break
        m = shape_mask(s)
        image[m] = np.clip(c, 0, 255)
        mask |= m
    amplitude = rng.below(13)
    noise = uniform_stream(rng.next(), SIZE * SIZE * 3).reshape(SIZE, SIZE, 3)
    image = image + (noise * 2 - 1) * amplitude
    picture = np.clip(np.floor(image + 0.5), 0, 255).astype(np.uint8)
    return picture, mask, {"texture": texture, "shapes": shapes}


def make_split(first_seed, count, with_shapes=False):
    """pictures (count, SIZE, SIZE, 3) uint8, masks (count, SIZE, SIZE) bool, counts (count,)
    [, per scene its list of shapes]."""
    pictures = np.empty((count, SIZE, SIZE, 3), np.uint8)
    masks = np.empty((count, SIZE, SIZE), bool)
    counts = np.empty(count, np.int64)
    shapes = []
    for i in range(count):
        pictures[i], masks[i], info = scene(first_seed + i)
        counts[i] = len(info["shapes"])
        shapes.append(info["shapes"])
    return (pictures, masks, counts, shapes) if with_shapes else (pictures, masks, counts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=8)
    parser.add_argument("--seed", type=int, default=3_000_000)
    parser.add_argument("--out", default="vit-scenes")
    args = parser.parse_args()
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    lines = []
    for i in range(args.count):
        picture, _, info = scene(args.seed + i)
        write_png(out / ("scene-%d.png" % (args.seed + i)), picture)
        lines.append("%d\t%d\t%s" % (args.seed + i, len(info["shapes"]), info["texture"]))
    (out / "counts.txt").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
