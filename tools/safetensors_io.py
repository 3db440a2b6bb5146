# SPDX-License-Identifier: GPL-3.0-or-later
"""The safetensors layout, read and written with NumPy only, for every script of tools/ and
bench/."""
import json
import pathlib

import numpy as np


def write_safetensors(path, tensors, metadata, dtype="<f4"):
    """Writes tensors (name -> array) to path (a pathlib.Path) as safetensors: u64 header
    length, JSON header padded to 8 bytes, little-endian data (dtype "<f4": F32, "<f2": F16) in
    name order; atomically
    (a .part file renamed over path)."""
    header, offset, blobs = {"__metadata__": metadata}, 0, []
    for name in sorted(tensors):
        data = np.ascontiguousarray(tensors[name], dtype=dtype).tobytes()
        header[name] = {"dtype": {"<f4": "F32", "<f2": "F16"}[dtype], "shape": list(tensors[name].shape),
                        "data_offsets": [offset, offset + len(data)]}
        offset += len(data)
        blobs.append(data)
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * ((8 - len(text) % 8) % 8)
    tmp = path.with_suffix(".part")
    with open(tmp, "wb") as f:
        f.write(len(text).to_bytes(8, "little") + text + b"".join(blobs))
    tmp.replace(path)


def read_safetensors(path):
    """The F32 tensors of the safetensors file at path: name -> a NumPy array of its own (a copy,
    writable), the metadata left out."""
    raw = pathlib.Path(path).read_bytes()
    n = int.from_bytes(raw[:8], "little")
    header = json.loads(raw[8:8 + n])
    header.pop("__metadata__", None)
    return {name: np.frombuffer(raw, "<f4", int(np.prod(info["shape"])),
                                8 + n + info["data_offsets"][0]).reshape(info["shape"]).copy()
            for name, info in header.items()}
