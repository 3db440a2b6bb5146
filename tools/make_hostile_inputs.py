#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the inputs that once broke a parser to tests/fuzz/regressions/<format>/.

Each file is replayed by tst_regression_inputs (every file must be refused with a message
or read, never crash) and named by what it does. Run with /usr/bin/python3 from the root.
"""
import json
import os
import struct
import zlib

ROOT = os.path.join(os.path.dirname(__file__), "..", "tests", "fuzz", "regressions")


def write(fmt, name, data):
    os.makedirs(os.path.join(ROOT, fmt), exist_ok=True)
    with open(os.path.join(ROOT, fmt, name), "wb") as f:
        f.write(data)


def safetensors(header, data=b""):
    text = header.encode() if isinstance(header, str) else json.dumps(
        header, separators=(",", ":")).encode()
    return struct.pack("<Q", len(text)) + text + data


def npy_v1(header, data=b""):
    text = header.encode() + b"\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(text)) + text + data


def zip64_npz(declared_size):
    """One deflated member whose zip64 field declares declared_size bytes."""
    raw = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = raw.compress(npy_v1("{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }"))
    data += raw.flush()
    name = b"a.npy"
    extra = struct.pack("<HHQQ", 1, 16, declared_size, len(data))
    common = struct.pack("<HHHHHIII", 45, 0, 8, 0, 0x21, 0, 0xFFFFFFFF, 0xFFFFFFFF)
    local = b"PK\x03\x04" + common + struct.pack("<HH", len(name), 0) + name
    central = (b"PK\x01\x02" + struct.pack("<H", 45) + common +
               struct.pack("<HHHHHII", len(name), len(extra), 0, 0, 0, 0, 0) + name + extra)
    end = b"PK\x05\x06" + struct.pack("<HHHHIIH", 0, 0, 1, 1, len(central),
                                      len(local) + len(data), 0)
    return local + data + central + end


def main():
    f32 = {"dtype": "F32"}
    write("safetensors", "shape-product-wraps-to-28.safetensors",
          safetensors({"x": dict(f32, shape=[34777523, 530421447028], data_offsets=[0, 112])},
                      bytes(112)))
    write("safetensors", "shape-product-wraps-to-0.safetensors",
          safetensors({"x": dict(f32, shape=[4294967296, 4294967296], data_offsets=[0, 0])}))
    write("safetensors", "offset-1e30.safetensors",
          safetensors('{"x":{"dtype":"F32","shape":[2],"data_offsets":[0,1e30]}}', bytes(8)))
    write("safetensors", "offset-infinite.safetensors",
          safetensors('{"x":{"dtype":"F32","shape":[2],"data_offsets":[1e999,8]}}', bytes(8)))
    write("npz", "zip64-declares-16GiB.npz", zip64_npz(1 << 34))
    write("npy", "truncated-header.npy", npy_v1("{'descr': '<f4', 'fortran_order': False, "
                                                "'shape': (2, 3), }" + " " * 60)[:40])
    # vocab.json NUL merges.txt: two tokens share id 1, one of them 1 MB long
    write("gpt2_tokenizer", "shared-id-with-1MB-token.bin",
          ('{"a": 0, "' + "b" * (1 << 20) + '": 1, "c": 1}').encode() + b"\0#version: 0.2\n")
    small = {"model_type": "llama", "vocab_size": 256, "hidden_size": 32, "num_hidden_layers": 2,
             "num_attention_heads": 4, "intermediate_size": 64, "max_position_embeddings": 64}
    write("model_config", "unknown-rope-type.json", json.dumps(dict(
        small, rope_parameters={"rope_type": "ntk-by-parts", "rope_theta": 500000.0})).encode())
    write("model_config", "no-rope-layers-wrong-length.json", json.dumps(dict(
        small, model_type="smollm3", no_rope_layers=[1, 0, 1])).encode())


if __name__ == "__main__":
    main()
