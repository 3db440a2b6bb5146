#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times a ViT forward (every head's attention weights kept, as the application keeps them) of a
model folder and prints one line: `torch_ms <median> best <fastest> threads <n> peer <what ran>`.
Where transformers is importable, the peer is ViTForImageClassification.from_pretrained (eager
attention, output_attentions=True, interpolate_pos_encoding off the training size), as its users
run it. Else the forward is written from the equations as Hugging Face's ViT computes it: a
stride-P convolution for the patches, [CLS] first, positions (bicubic to the grid when it differs
from training, as interpolate_pos_encoding does, inside the timed forward), pre-norm blocks with
one fused query/key/value product, explicit softmax weights and exact GELU, the final LayerNorm
and the classifier on [CLS].

    /usr/bin/python3 bench/torch_vit.py MODEL_DIR --size 224 --threads 2 [--repeats 5]
                                        [--dump OUT.npz]

--size S times an S x S image (S / P patches a side). --dump saves the cls (E) and the attention
(L,H,T,T) of the first forward of a fixed picture, for checks.

Threads and BLAS: see torch_env.py; OPENBLAS_CORETYPE is left as it is.
"""
import argparse
import json
import pathlib
import time

import torch_env  # noqa: F401,E402  (before torch: thread waiting, BLAS)

import numpy as np
import torch
import torch.nn.functional as F

from torch_gpt2 import read_safetensors  # noqa: E402


def load(folder):
    c = json.loads((folder / "config.json").read_text())
    raw = {k[4:] if k.startswith("vit.") else k: torch.from_numpy(v)
           for k, v in read_safetensors(folder / "model.safetensors").items()}
    for layer in range(c["num_hidden_layers"]):
        p = f"encoder.layer.{layer}.attention.attention."
        raw[p + "qkv.weight"] = torch.cat([raw[p + s + ".weight"] for s in ("query", "key", "value")])
        if p + "query.bias" in raw:
            raw[p + "qkv.bias"] = torch.cat([raw[p + s + ".bias"] for s in ("query", "key", "value")])
    return c, raw


def forward(c, w, pixels):
    """pixels (1,3,S,S) normalised -> cls (E), logits or None, attention [L] of (H,T,T)."""
    e, h, p, eps = c["hidden_size"], c["num_attention_heads"], c["patch_size"], c["layer_norm_eps"]
    d, n = e // h, c["image_size"] // p
    x = F.conv2d(pixels, w["embeddings.patch_embeddings.projection.weight"],
                 w["embeddings.patch_embeddings.projection.bias"], stride=p)
    gh, gw = x.shape[2], x.shape[3]
    x = torch.cat([w["embeddings.cls_token"][0], x.flatten(2).transpose(1, 2)[0]])
    positions = w["embeddings.position_embeddings"]
    if (gh, gw) != (n, n):
        grid = positions[:, 1:].reshape(1, n, n, e).permute(0, 3, 1, 2)
        grid = F.interpolate(grid, size=(gh, gw), mode="bicubic", align_corners=False)
        positions = torch.cat([positions[:, :1], grid.permute(0, 2, 3, 1).reshape(1, -1, e)], 1)
    x = x + positions[0]
    t, attention = x.shape[0], []
    for layer in range(c["num_hidden_layers"]):
        q0 = f"encoder.layer.{layer}."
        lin = lambda name, v: F.linear(v, w[q0 + name + ".weight"], w.get(q0 + name + ".bias"))
        a = F.layer_norm(x, (e,), w[q0 + "layernorm_before.weight"], w[q0 + "layernorm_before.bias"], eps)
        q, k, v = lin("attention.attention.qkv", a).view(t, 3, h, d).permute(1, 2, 0, 3)
        weights = torch.softmax(q @ k.transpose(1, 2) * d ** -0.5, dim=-1)
        attention.append(weights)
        x = x + lin("attention.output.dense", (weights @ v).transpose(0, 1).reshape(t, e))
        m = F.layer_norm(x, (e,), w[q0 + "layernorm_after.weight"], w[q0 + "layernorm_after.bias"], eps)
        x = x + lin("output.dense", F.gelu(lin("intermediate.dense", m)))
    cls = F.layer_norm(x[:1], (e,), w["layernorm.weight"], w["layernorm.bias"], eps)[0]
    logits = F.linear(cls, w["classifier.weight"], w["classifier.bias"]) if "classifier.weight" in w else None
    return cls, logits, attention


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model")
    ap.add_argument("--size", type=int, default=224)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--dump", help=argparse.SUPPRESS)
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    y, x = torch.meshgrid(torch.arange(a.size), torch.arange(a.size), indexing="ij")
    pixels = torch.stack([(x + 2 * y + ch) / (3.0 * a.size + 2) for ch in range(3)])[None]  # [0,1]
    pixels = (pixels - 0.5) / 0.5
    if torch_env.TRANSFORMERS:
        run, peer = transformers_forward(a.model, pixels)
    else:
        c, w = load(pathlib.Path(a.model))
        run, peer = (lambda hidden=False: forward(c, w, pixels)), "torch, the same equations"
    times = []
    with torch.no_grad():
        cls, _, attention = run(hidden=bool(a.dump))
        if a.dump:
            np.savez(a.dump, cls=cls.numpy(), attention=torch.stack(attention).numpy())
        for _ in range(a.repeats):
            start = time.perf_counter()
            run()
            times.append((time.perf_counter() - start) * 1e3)
    torch_env.report(times, a.threads, peer)


def transformers_forward(folder, pixels):
    """ViTForImageClassification on folder: the forward to time, returning cls (E) after the
    final norm, logits and attention [L] of (H,T,T), and the peer's name."""
    import transformers

    model = transformers.ViTForImageClassification.from_pretrained(
        folder, attn_implementation="eager", dtype=torch.float32).eval()
    interpolate = pixels.shape[-1] != model.config.image_size

    def run(hidden=False):
        out = model(pixels, output_attentions=True, output_hidden_states=hidden,
                    interpolate_pos_encoding=interpolate)
        cls = model.vit.layernorm(out.hidden_states[-1][:, 0])[0] if hidden else None
        return cls, out.logits, [x[0] for x in out.attentions]

    return run, (f"transformers {transformers.__version__} eager, output_attentions=True, "
                 f"torch {torch.__version__}")


if __name__ == "__main__":
    main()
