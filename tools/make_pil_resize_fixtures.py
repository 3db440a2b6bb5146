#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Pillow's resizing of an 8-bit RGB photo with each filter, and the Hugging Face processor's
resize + centre crop, as fixtures for tests/core/base/tst_pil_resize.cpp and tst_vit.cpp.
Needs Debian's python3-pil.

    /usr/bin/python3 tools/make_pil_resize_fixtures.py [--out tests/fixtures/pil_resize]

fixtures.npz (float32, values 0..255, (H,W,3)):
  photo                         a 37 x 23 picture: gradients, noise, hard edges
  f<filter>_<w>x<h>             Image.resize((w, h), filter, reducing_gap=None), filter 0..5
  processor_shortest            shortest edge to 20 (bicubic), then the centre 16 x 12
  processor_padded              resize to 12 x 9 (bilinear), then a centre crop of 16 x 12: the
                                picture padded with black, as transformers' center_crop does
"""
import argparse
import math
import pathlib

import numpy as np
from PIL import Image

SIZES = [(16, 11), (61, 40), (37, 50), (5, 3), (100, 9)]


def photo():
    rng = np.random.default_rng(7)
    h, w = 23, 37
    y, x = np.mgrid[0:h, 0:w]
    base = np.stack([x * 255 / (w - 1), y * 255 / (h - 1), ((x // 4 + y // 4) % 2) * 255], -1)
    noisy = base + rng.normal(0, 40, base.shape)
    noisy[5:9, 10:20] = [255, 0, 255]  # a hard-edged block: over- and undershoot for cubic
    return np.clip(np.round(noisy), 0, 255).astype(np.uint8)


def center_crop(a, crop_h, crop_w):
    """transformers.image_transforms.center_crop on an (H, W, C) array."""
    h, w = a.shape[:2]
    top, left = (h - crop_h) // 2, (w - crop_w) // 2
    bottom, right = top + crop_h, left + crop_w
    if top >= 0 and bottom <= h and left >= 0 and right <= w:
        return a[top:bottom, left:right]
    new_h, new_w = max(crop_h, h), max(crop_w, w)
    padded = np.zeros((new_h, new_w) + a.shape[2:], a.dtype)
    top_pad, left_pad = math.ceil((new_h - h) / 2), math.ceil((new_w - w) / 2)
    padded[top_pad:top_pad + h, left_pad:left_pad + w] = a
    top, bottom, left, right = top + top_pad, bottom + top_pad, left + left_pad, right + left_pad
    return padded[max(0, top):min(new_h, bottom), max(0, left):min(new_w, right)]


def shortest_edge_size(h, w, size):
    """transformers' get_resize_output_image_size(default_to_square=False): (h, w)."""
    short, long = (w, h) if w <= h else (h, w)
    new_short, new_long = size, int(size * long / short)
    return (new_long, new_short) if w <= h else (new_short, new_long)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="tests/fixtures/pil_resize")
    out = pathlib.Path(ap.parse_args().out)
    out.mkdir(parents=True, exist_ok=True)
    p = photo()
    image = Image.fromarray(p, "RGB")
    arrays = {"photo": p}
    for f in range(6):
        for w, h in SIZES:
            arrays[f"f{f}_{w}x{h}"] = np.asarray(image.resize((w, h), f, reducing_gap=None))
    h, w = shortest_edge_size(p.shape[0], p.shape[1], 20)
    arrays["processor_shortest"] = center_crop(
        np.asarray(image.resize((w, h), Image.BICUBIC, reducing_gap=None)), 12, 16)
    arrays["processor_padded"] = center_crop(
        np.asarray(image.resize((12, 9), Image.BILINEAR, reducing_gap=None)), 12, 16)
    np.savez_compressed(out / "fixtures.npz", **{k: v.astype(np.float32) for k, v in arrays.items()})
    print(f"wrote {len(arrays)} arrays to {out / 'fixtures.npz'}")


if __name__ == "__main__":
    main()
