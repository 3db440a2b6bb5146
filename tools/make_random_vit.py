#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes a randomly initialised ViT folder (config.json, preprocessor_config.json and
model.safetensors in the Hugging Face ViTForImageClassification layout, F32) for benchmarks;
ViT-B/16 sizes at 224 pixels with 1000 labels by default (about 350 MB: not committed).

    /usr/bin/python3 tools/make_random_vit.py OUT_DIR [--layers 12 --heads 12 --embd 768
                                              --ffn 3072 --image 224 --patch 16 --labels 1000]
"""
import argparse
import json
import pathlib

import numpy as np

from safetensors_io import write_safetensors


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--layers", type=int, default=12)
    ap.add_argument("--heads", type=int, default=12)
    ap.add_argument("--embd", type=int, default=768)
    ap.add_argument("--ffn", type=int, default=3072)
    ap.add_argument("--image", type=int, default=224)
    ap.add_argument("--patch", type=int, default=16)
    ap.add_argument("--labels", type=int, default=1000)
    a = ap.parse_args()
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(0)
    e, f, p, n = a.embd, a.ffn, a.patch, (a.image // a.patch) ** 2
    normal = lambda *shape, s=0.02: rng.standard_normal(shape, dtype=np.float32) * s
    ones, zeros = (lambda: np.ones(e, np.float32)), (lambda: np.zeros(e, np.float32))
    t = {"vit.embeddings.cls_token": normal(1, 1, e), "vit.embeddings.position_embeddings": normal(1, 1 + n, e),
         "vit.embeddings.patch_embeddings.projection.weight": normal(e, 3, p, p),
         "vit.embeddings.patch_embeddings.projection.bias": normal(e),
         "vit.layernorm.weight": ones(), "vit.layernorm.bias": zeros(),
         "classifier.weight": normal(a.labels, e), "classifier.bias": normal(a.labels)}
    for i in range(a.layers):
        q = f"vit.encoder.layer.{i}."
        for name in ("attention.attention.query", "attention.attention.key", "attention.attention.value",
                     "attention.output.dense"):
            t[q + name + ".weight"], t[q + name + ".bias"] = normal(e, e), normal(e)
        t[q + "intermediate.dense.weight"], t[q + "intermediate.dense.bias"] = normal(f, e), normal(f)
        t[q + "output.dense.weight"], t[q + "output.dense.bias"] = normal(e, f), normal(e)
        for norm in ("layernorm_before", "layernorm_after"):
            t[q + norm + ".weight"], t[q + norm + ".bias"] = ones(), zeros()
    config = dict(architectures=["ViTForImageClassification"], hidden_act="gelu", hidden_size=e,
                  image_size=a.image, intermediate_size=f, layer_norm_eps=1e-12, model_type="vit",
                  num_attention_heads=a.heads, num_channels=3, num_hidden_layers=a.layers,
                  patch_size=p, qkv_bias=True,
                  id2label={str(i): f"class {i}" for i in range(a.labels)})
    (out / "config.json").write_text(json.dumps(config, indent=1) + "\n")
    preprocessor = dict(do_normalize=True, do_rescale=True, do_resize=True, image_mean=[0.5] * 3,
                        image_std=[0.5] * 3, rescale_factor=1 / 255, size=dict(height=a.image, width=a.image))
    (out / "preprocessor_config.json").write_text(json.dumps(preprocessor, indent=1) + "\n")
    write_safetensors(out / "model.safetensors", t, {"format": "pt", "source": "tools/make_random_vit.py"})
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
