// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A fixture's picture as a ViT reads it.
#include "core/io/npy.h"
#include "core/models/vit/vit.h"

namespace testing {

/// a:(H,W,3) floats in [0, 1] -> the pixels of the grid of patch x patch patches they make.
inline attn::VitImage pixelsOf(const attn::NpyArray& a, int patch) {
    attn::VitImage image;
    image.pixels.height = int(a.shape[0]);
    image.pixels.width = int(a.shape[1]);
    image.pixels.rgb = a.data;
    image.gridWidth = image.pixels.width / patch;
    image.gridHeight = image.pixels.height / patch;
    return image;
}

} // namespace testing
