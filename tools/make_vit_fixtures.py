#!/usr/bin/python3
"""Random vision transformers in the exact Hugging Face ViT layout, and their forward pass in
float64 written from the architecture's equations (not calling the application), as fixtures
for tests/core/models/vit/tst_vit.cpp.

    /usr/bin/python3 tools/make_vit_fixtures.py [--out tests/fixtures/vit]

tests/fixtures/vit/<case>/ holds model/ (config.json, model.safetensors, and for "classifier"
preprocessor_config.json), then for each picture <name>_pixels.npy (H,W,3) in [0,1], the pixels
the model reads (sides whole patches, so the C++ side resizes nothing), <name>_attention.npy
(L,H,T,T), <name>_cls.npy (E) and <name>_logits.npy (labels, classifier case only); for
"square" also square_rollout_{mean,max,min}.npy, vit-explain's rollout with discard ratio 0.5.
Cases:
  classifier: ViTForImageClassification names ("vit." prefix), 3 labels, mean/std from its
              preprocessor_config.json; pictures at the training grid (4 x 4 patches) and at
              5 x 3 patches (positions interpolated bicubically, as DINO and HF do)
  bare:       ViTModel / DINO names (no prefix), no classifier, default mean/std 0.5; a 2 x 6 grid
"""
import argparse
import json
import pathlib
import sys

import numpy as np
import torch

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from safetensors_io import write_safetensors  # noqa: E402

E, LAYERS, HEADS, F, P, IMAGE = 32, 2, 4, 64, 4, 16
CASES = {
    "classifier": {"prefix": "vit.", "labels": ["one", "two", "three"],
                   "mean": [0.485, 0.456, 0.406], "std": [0.229, 0.224, 0.225],
                   "pictures": {"square": (4, 4), "wide": (5, 3)}},
    "bare": {"prefix": "", "labels": [], "mean": [0.5] * 3, "std": [0.5] * 3,
             "pictures": {"tall": (2, 6)}},
}


def weights(case, rng):
    g = IMAGE // P
    n = lambda *shape, s=0.2: rng.normal(0, s, shape)
    p = case["prefix"]
    w = {p + "embeddings.cls_token": n(1, 1, E), p + "embeddings.position_embeddings": n(1, 1 + g * g, E),
         p + "embeddings.patch_embeddings.projection.weight": n(E, 3, P, P),
         p + "embeddings.patch_embeddings.projection.bias": n(E),
         p + "layernorm.weight": 1 + n(E, s=0.1), p + "layernorm.bias": n(E, s=0.1)}
    for l in range(LAYERS):
        b = f"{p}encoder.layer.{l}."
        for name in ("layernorm_before", "layernorm_after"):
            w[b + name + ".weight"], w[b + name + ".bias"] = 1 + n(E, s=0.1), n(E, s=0.1)
        for name in ("attention.attention.query", "attention.attention.key",
                     "attention.attention.value", "attention.output.dense"):
            w[b + name + ".weight"], w[b + name + ".bias"] = n(E, E, s=0.3), n(E, s=0.1)
        w[b + "intermediate.dense.weight"], w[b + "intermediate.dense.bias"] = n(F, E), n(F)
        w[b + "output.dense.weight"], w[b + "output.dense.bias"] = n(E, F), n(E)
    if case["labels"]:
        w["classifier.weight"], w["classifier.bias"] = n(len(case["labels"]), E), n(len(case["labels"]))
    return {k: v.astype(np.float32) for k, v in w.items()}


def forward(case, w, pixels):
    """pixels:(H,W,3) in [0,1] with whole patches -> attention (L,H,T,T), cls (E), logits."""
    t = lambda name: torch.tensor(w[case["prefix"] + name], dtype=torch.float64)
    x = torch.tensor(pixels, dtype=torch.float64).permute(2, 0, 1)  # (3,H,W)
    mean = torch.tensor(case["mean"], dtype=torch.float64)[:, None, None]
    std = torch.tensor(case["std"], dtype=torch.float64)[:, None, None]
    x = ((x - mean) / std)[None]
    patches = torch.nn.functional.conv2d(x, t("embeddings.patch_embeddings.projection.weight"),
                                         t("embeddings.patch_embeddings.projection.bias"), stride=P)
    gh, gw = patches.shape[2], patches.shape[3]
    tokens = patches.flatten(2).transpose(1, 2)[0]  # (N,E), row-major over the grid
    pos = t("embeddings.position_embeddings")[0]
    g = IMAGE // P
    grid = pos[1:].reshape(1, g, g, E).permute(0, 3, 1, 2)
    if (gh, gw) != (g, g):
        grid = torch.nn.functional.interpolate(grid, size=(gh, gw), mode="bicubic", align_corners=False)
    pos = torch.cat([pos[:1], grid.permute(0, 2, 3, 1).reshape(gh * gw, E)])
    h = torch.cat([t("embeddings.cls_token")[0], tokens]) + pos
    ln = lambda v, name: torch.nn.functional.layer_norm(v, (E,), t(name + ".weight"), t(name + ".bias"), 1e-12)
    lin = lambda v, name: v @ t(name + ".weight").T + t(name + ".bias")
    d = E // HEADS
    attention = []
    for l in range(LAYERS):
        b = f"encoder.layer.{l}."
        a = ln(h, b + "layernorm_before")
        split = lambda v: v.view(-1, HEADS, d).transpose(0, 1)
        q, k, v = (split(lin(a, b + "attention.attention." + s)) for s in ("query", "key", "value"))
        weights_ = torch.softmax(q @ k.transpose(1, 2) / d ** 0.5, dim=-1)
        attention.append(weights_)
        h = h + lin((weights_ @ v).transpose(0, 1).reshape(-1, E), b + "attention.output.dense")
        m = ln(h, b + "layernorm_after")
        inner = lin(m, b + "intermediate.dense")
        h = h + lin(0.5 * inner * (1 + torch.erf(inner / 2 ** 0.5)), b + "output.dense")
    cls = ln(h, "layernorm")[0]
    logits = cls @ torch.tensor(w["classifier.weight"], dtype=torch.float64).T + \
        torch.tensor(w["classifier.bias"], dtype=torch.float64) if case["labels"] else None
    return torch.stack(attention), cls, logits


def rollout(attention, fusion, discard_ratio):
    """vit-explain's rollout (github.com/jacobgil/vit-explain): heads fused, the lowest
    discard_ratio of each fused matrix's entries set to 0 except entry (0, 0), (A + I) / 2 with
    rows renormalised (vit-explain divides by a.sum(dim=-1) broadcast over columns; rows are what
    rollout means), layers multiplied from the first."""
    result = torch.eye(attention.shape[-1], dtype=torch.float64)
    for layer in attention:
        fused = {"mean": layer.mean(0), "max": layer.max(0)[0], "min": layer.min(0)[0]}[fusion].clone()
        flat = fused.view(-1)
        _, indices = flat.topk(int(flat.numel() * discard_ratio), -1, False)
        flat[indices[indices != 0]] = 0
        a = (fused + torch.eye(fused.shape[0], dtype=torch.float64)) / 2
        a = a / a.sum(dim=-1, keepdim=True)
        result = a @ result
    return result


def write_folder(out, case, w):
    out.mkdir(parents=True, exist_ok=True)
    config = {"model_type": "vit", "hidden_size": E, "num_hidden_layers": LAYERS,
              "num_attention_heads": HEADS, "intermediate_size": F, "hidden_act": "gelu",
              "layer_norm_eps": 1e-12, "image_size": IMAGE, "patch_size": P, "num_channels": 3,
              "qkv_bias": True}
    if case["labels"]:
        config["architectures"] = ["ViTForImageClassification"]
        config["id2label"] = {str(i): name for i, name in enumerate(case["labels"])}
        config["label2id"] = {name: i for i, name in enumerate(case["labels"])}
        (out / "preprocessor_config.json").write_text(json.dumps(
            {"do_resize": True, "size": {"height": IMAGE, "width": IMAGE}, "do_rescale": True,
             "rescale_factor": 1 / 255, "do_normalize": True, "image_mean": case["mean"],
             "image_std": case["std"], "image_processor_type": "ViTImageProcessor"}, indent=1) + "\n")
    (out / "config.json").write_text(json.dumps(config, indent=1) + "\n")
    write_safetensors(out / "model.safetensors", w, {"format": "pt", "source": "tools/make_vit_fixtures.py"})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(ROOT / "tests" / "fixtures" / "vit"))
    a = ap.parse_args()
    for i, (name, case) in enumerate(CASES.items()):
        rng = np.random.default_rng(300 + i)
        w = weights(case, rng)
        out = pathlib.Path(a.out) / name
        write_folder(out / "model", case, w)
        for picture, (gw, gh) in case["pictures"].items():
            pixels = rng.uniform(0, 1, (gh * P, gw * P, 3)).astype(np.float32)
            attention, cls, logits = forward(case, w, pixels)
            np.save(out / f"{picture}_pixels.npy", pixels)
            np.save(out / f"{picture}_attention.npy", attention.numpy().astype(np.float32))
            np.save(out / f"{picture}_cls.npy", cls.numpy().astype(np.float32))
            if logits is not None:
                np.save(out / f"{picture}_logits.npy", logits.numpy().astype(np.float32))
            if picture == "square":
                for fusion in ("mean", "max", "min"):
                    np.save(out / f"{picture}_rollout_{fusion}.npy",
                            rollout(attention, fusion, 0.5).numpy().astype(np.float32))
            print(f"{name}/{picture}: {gw} x {gh} patches, attention {tuple(attention.shape)}")


if __name__ == "__main__":
    main()
