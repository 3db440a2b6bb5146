#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Random vision transformers in the exact Hugging Face ViT layout, and their forward pass in
float64 written from the architecture's equations (not calling the application), as fixtures
for tests/core/models/vit/tst_vit.cpp.

    /usr/bin/python3 tools/make_vit_fixtures.py [--out tests/fixtures/vit]

tests/fixtures/vit/<case>/ holds model/ (config.json, model.safetensors, and for "classifier"
preprocessor_config.json), then for each picture <name>_pixels.npy (H,W,3) in [0,1], the pixels
the model reads (sides whole patches, so the C++ side resizes nothing; whole 8-bit levels k/255, so
a PNG of them is exact), <name>_attention.npy
(L,H,T,T), <name>_cls.npy (E) and <name>_logits.npy (labels, classifier case only); for
"square" also square_rollout_{mean,max,min}.npy, vit-explain's rollout with discard ratio 0.5.
Cases:
  classifier: ViTForImageClassification names ("vit." prefix), 3 labels, mean/std from its
              preprocessor_config.json; pictures at the training grid (4 x 4 patches) and at
              5 x 3 patches (positions interpolated bicubically, as DINO and HF do)
  bare:       ViTModel / DINO names (no prefix), no classifier, default mean/std 0.5, gelu_new; a 2 x 6
              grid
and, written from transformers 5.x (modular_deit.py, modular/modeling_dinov2.py,
modular_dinov2_with_registers.py), each with preprocessor_config.json, layer_norm_eps 0.04 (not the
default, and it changes every output) and every weight perturbed from its initial value:
  deit:       DeiTForImageClassificationWithTeacher names ("deit." prefix): [CLS], distillation token,
              patches (T = 2 + patches), positions for all three kinds; ViT's blocks; logits the mean
              of cls_classifier([CLS]) and distillation_classifier([DIST]); 4 x 4 (training grid)
              and 6 x 3 (positions interpolated as DeiTEmbeddings does with interpolate_pos_encoding)
  dinov2:     Dinov2Model names (no prefix), patch 14, image_size 70 (5 x 5), mlp_ratio 3,
              use_swiglu_ffn false, layer scale; BitImageProcessor; 5 x 5 and 7 x 4 (bicubic,
              align_corners=False, size=(gh, gw), no antialias)
  dinov2_reg: Dinov2WithRegistersModel names, 4 register tokens after [CLS] (no positions: they are
              inserted after the positions were added), mlp_ratio 2; 5 x 5 and 7 x 3 (as dinov2 but
              antialias=True, which changes upsampled positions too)
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
EPS = 0.05  # layer_norm_eps: not the default 1e-12, so a loader that ignored it fails the tests
CASES = {
    "classifier": {"prefix": "vit.", "labels": ["one", "two", "three"],
                   "mean": [0.485, 0.456, 0.406], "std": [0.229, 0.224, 0.225],
                   "pictures": {"square": (4, 4), "wide": (5, 3)}},
    "bare": {"prefix": "", "labels": [], "mean": [0.5] * 3, "std": [0.5] * 3, "act": "gelu_new",
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
    ln = lambda v, name: torch.nn.functional.layer_norm(v, (E,), t(name + ".weight"), t(name + ".bias"), EPS)
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
        act = torch.nn.functional.gelu(inner, approximate="tanh" if case.get("act") == "gelu_new" else "none")
        h = h + lin(act, b + "output.dense")
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
              "num_attention_heads": HEADS, "intermediate_size": F, "hidden_act": case.get("act", "gelu"),
              "layer_norm_eps": EPS, "image_size": IMAGE, "patch_size": P, "num_channels": 3,
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


# ---- DeiT, DINOv2 and DINOv2 with registers (transformers 5.x modeling_deit / modular_deit,
# modular_dinov2 / modeling_dinov2, modular_dinov2_with_registers) ----
IMAGENET_MEAN, IMAGENET_STD = [0.485, 0.456, 0.406], [0.229, 0.224, 0.225]
FAMILIES = {
    "deit": {"family": "deit", "prefix": "deit.", "hidden": 36, "layers": 2, "heads": 4, "ffn": 80,
             "patch": 4, "image": 16, "eps": 0.04, "labels": ["cat", "dog", "owl", "eel"],
             "mean": IMAGENET_MEAN, "std": IMAGENET_STD,
             "pictures": {"square": (4, 4), "wide": (6, 3)}},
    "dinov2": {"family": "dinov2", "prefix": "", "hidden": 40, "layers": 2, "heads": 4, "mlp_ratio": 3,
               "patch": 14, "image": 70, "eps": 0.04, "labels": [], "mean": IMAGENET_MEAN,
               "std": IMAGENET_STD, "pictures": {"square": (5, 5), "wide": (7, 4)}},
    "dinov2_reg": {"family": "dinov2_reg", "prefix": "", "hidden": 48, "layers": 2, "heads": 4,
                   "mlp_ratio": 2, "registers": 4, "patch": 14, "image": 70, "eps": 0.04, "labels": [],
                   "mean": IMAGENET_MEAN, "std": IMAGENET_STD,
                   "pictures": {"square": (5, 5), "wide": (7, 3)}},
}


def ffn_width(case):
    return case["ffn"] if "ffn" in case else int(case["hidden"] * case["mlp_ratio"])


def family_weights(case, rng):
    """The tensors of DeiTForImageClassificationWithTeacher ("deit." prefix), Dinov2Model or
    Dinov2WithRegistersModel (no prefix), every one perturbed away from its initial value."""
    e, p, g, f = case["hidden"], case["patch"], case["image"] // case["patch"], ffn_width(case)
    n = lambda *shape, s=0.2: rng.normal(0, s, shape)
    x, deit = case["prefix"], case["family"] == "deit"
    w = {x + "embeddings.cls_token": n(1, 1, e),
         x + "embeddings.position_embeddings": n(1, (2 if deit else 1) + g * g, e),
         x + "embeddings.patch_embeddings.projection.weight": n(e, 3, p, p, s=0.2 * 4 / p),
         x + "embeddings.patch_embeddings.projection.bias": n(e),
         x + "layernorm.weight": 1 + n(e, s=0.1), x + "layernorm.bias": n(e, s=0.1)}
    if deit:
        w[x + "embeddings.distillation_token"] = n(1, 1, e)
    else:
        w[x + "embeddings.mask_token"] = n(1, e)  # only read with bool_masked_pos: unused here
    if case["family"] == "dinov2_reg":
        w[x + "embeddings.register_tokens"] = n(1, case["registers"], e, s=0.5)
    norms = ("layernorm_before", "layernorm_after") if deit else ("norm1", "norm2")
    mlp = (("intermediate.dense", "output.dense") if deit else ("mlp.fc1", "mlp.fc2"))
    for l in range(case["layers"]):
        b = f"{x}encoder.layer.{l}."
        for name in norms:
            w[b + name + ".weight"], w[b + name + ".bias"] = 1 + n(e, s=0.1), n(e, s=0.1)
        for name in ("attention.attention.query", "attention.attention.key",
                     "attention.attention.value", "attention.output.dense"):
            w[b + name + ".weight"], w[b + name + ".bias"] = n(e, e, s=0.3), n(e, s=0.1)
        w[b + mlp[0] + ".weight"], w[b + mlp[0] + ".bias"] = n(f, e), n(f)
        w[b + mlp[1] + ".weight"], w[b + mlp[1] + ".bias"] = n(e, f), n(e)
        if not deit:
            for name in ("layer_scale1", "layer_scale2"):
                w[b + name + ".lambda1"] = rng.uniform(0.3, 1.6, e)  # init value: layerscale_value 1.0
    for head in (("cls_classifier", "distillation_classifier") if case["labels"] else ()):
        w[head + ".weight"], w[head + ".bias"] = n(len(case["labels"]), e), n(len(case["labels"]))
    return {k: v.astype(np.float32) for k, v in w.items()}


def family_positions(case, pos, gh, gw):
    """The position embeddings a gh x gw grid gets, as transformers 5.x computes them: stored ones
    unchanged at the training grid (num_patches == num_positions and height == width), else the
    special tokens' rows kept and the square grid resized to size=(gh, gw), bicubic,
    align_corners=False; antialias=True for dinov2_with_registers only (which matters when
    upsampling too: PyTorch's antialiased bicubic is PIL's, a = -0.5, not a = -0.75). DeiT
    interpolates only with interpolate_pos_encoding=True (else a grid other than the training one
    is an error); HF casts to float32 for DINOv2 (float64 here)."""
    special = 2 if case["family"] == "deit" else 1
    g, e = case["image"] // case["patch"], pos.shape[-1]
    if (gh, gw) == (g, g):
        return pos
    grid = pos[special:].reshape(1, g, g, e).permute(0, 3, 1, 2)
    grid = torch.nn.functional.interpolate(grid, size=(gh, gw), mode="bicubic", align_corners=False,
                                           antialias=case["family"] == "dinov2_reg")
    return torch.cat([pos[:special], grid.permute(0, 2, 3, 1).reshape(gh * gw, e)])


def family_forward(case, w, pixels):
    """pixels:(H,W,3) in [0,1] with whole patches -> attention (L,H,T,T), cls (E), logits.
    deit:   tokens [CLS, DIST, patches] + positions; ViT's pre-LN block
            h += O(attn(LN_before(h))); h += W2 gelu(W1 LN_after(h)); final layernorm;
            logits = (cls_classifier(h[0]) + distillation_classifier(h[1])) / 2.
    dinov2: tokens [CLS, patches] + positions; h += lambda1 * O(attn(norm1(h)));
            h += lambda2 * fc2(gelu(fc1(norm2(h)))); final layernorm.
    dinov2_reg: as dinov2, registers inserted after [CLS] AFTER the positions were added
            ([CLS]+pos0, registers, patches+pos), so registers carry no position."""
    e, heads, fam = case["hidden"], case["heads"], case["family"]
    t = lambda name: torch.tensor(w[case["prefix"] + name], dtype=torch.float64)
    x = torch.tensor(pixels, dtype=torch.float64).permute(2, 0, 1)
    mean = torch.tensor(case["mean"], dtype=torch.float64)[:, None, None]
    std = torch.tensor(case["std"], dtype=torch.float64)[:, None, None]
    x = ((x - mean) / std)[None]
    patches = torch.nn.functional.conv2d(x, t("embeddings.patch_embeddings.projection.weight"),
                                         t("embeddings.patch_embeddings.projection.bias"), stride=case["patch"])
    gh, gw = patches.shape[2], patches.shape[3]
    tokens = patches.flatten(2).transpose(1, 2)[0]
    special = [t("embeddings.cls_token")[0]]
    if fam == "deit":
        special.append(t("embeddings.distillation_token")[0])
    pos = family_positions(case, t("embeddings.position_embeddings")[0], gh, gw)
    h = torch.cat(special + [tokens]) + pos
    if fam == "dinov2_reg":
        h = torch.cat([h[:1], t("embeddings.register_tokens")[0], h[1:]])
    eps = case["eps"]
    ln = lambda v, name: torch.nn.functional.layer_norm(v, (e,), t(name + ".weight"), t(name + ".bias"), eps)
    lin = lambda v, name: v @ t(name + ".weight").T + t(name + ".bias")
    gelu = lambda v: 0.5 * v * (1 + torch.erf(v / 2 ** 0.5))
    d = e // heads
    norms = ("layernorm_before", "layernorm_after") if fam == "deit" else ("norm1", "norm2")
    mlp = ("intermediate.dense", "output.dense") if fam == "deit" else ("mlp.fc1", "mlp.fc2")
    attention = []
    for l in range(case["layers"]):
        b = f"encoder.layer.{l}."
        scale = (lambda v, s: v) if fam == "deit" else (lambda v, s: v * t(b + s + ".lambda1"))
        a = ln(h, b + norms[0])
        split = lambda v: v.view(-1, heads, d).transpose(0, 1)
        q, k, v = (split(lin(a, b + "attention.attention." + s)) for s in ("query", "key", "value"))
        weights_ = torch.softmax(q @ k.transpose(1, 2) / d ** 0.5, dim=-1)
        attention.append(weights_)
        h = h + scale(lin((weights_ @ v).transpose(0, 1).reshape(-1, e), b + "attention.output.dense"),
                      "layer_scale1")
        h = h + scale(lin(gelu(lin(ln(h, b + norms[1]), b + mlp[0])), b + mlp[1]), "layer_scale2")
    final = ln(h, "layernorm")
    logits = None
    if case["labels"]:
        head = lambda v, name: v @ torch.tensor(w[name + ".weight"], dtype=torch.float64).T + \
            torch.tensor(w[name + ".bias"], dtype=torch.float64)
        logits = (head(final[0], "cls_classifier") + head(final[1], "distillation_classifier")) / 2
    return torch.stack(attention), final[0], logits


def write_family_folder(out, case, w):
    """config.json and preprocessor_config.json as the hub's facebook/deit-*-distilled-patch16-224
    and facebook/dinov2-* / facebook/dinov2-with-registers-* folders have them, scaled down."""
    out.mkdir(parents=True, exist_ok=True)
    fam = case["family"]
    config = {"model_type": {"deit": "deit", "dinov2": "dinov2", "dinov2_reg": "dinov2_with_registers"}[fam],
              "architectures": [{"deit": "DeiTForImageClassificationWithTeacher", "dinov2": "Dinov2Model",
                                 "dinov2_reg": "Dinov2WithRegistersModel"}[fam]],
              "hidden_size": case["hidden"], "num_hidden_layers": case["layers"],
              "num_attention_heads": case["heads"], "hidden_act": "gelu", "hidden_dropout_prob": 0.0,
              "attention_probs_dropout_prob": 0.0, "initializer_range": 0.02,
              "layer_norm_eps": case["eps"], "image_size": case["image"], "patch_size": case["patch"],
              "num_channels": 3, "qkv_bias": True, "torch_dtype": "float32"}
    if fam == "deit":
        config["intermediate_size"] = case["ffn"]
        config["encoder_stride"] = case["patch"]
        config["id2label"] = {str(i): name for i, name in enumerate(case["labels"])}
        config["label2id"] = {name: i for i, name in enumerate(case["labels"])}
        # the hub's DeiT folders keep the old feature-extractor form: size then crop, both square
        processor = {"crop_size": case["image"], "do_center_crop": True, "do_normalize": True,
                     "do_resize": True, "feature_extractor_type": "DeiTFeatureExtractor",
                     "image_mean": case["mean"], "image_std": case["std"], "resample": 3,
                     "size": case["image"] * 8 // 7}
    else:
        config.update({"mlp_ratio": case["mlp_ratio"], "layerscale_value": 1.0, "drop_path_rate": 0.0,
                       "use_swiglu_ffn": False})
        if fam == "dinov2_reg":
            config["num_register_tokens"] = case["registers"]
        processor = {"crop_size": {"height": case["image"], "width": case["image"]}, "do_center_crop": True,
                     "do_convert_rgb": True, "do_normalize": True, "do_rescale": True, "do_resize": True,
                     "image_mean": case["mean"], "image_processor_type": "BitImageProcessor",
                     "image_std": case["std"], "resample": 3, "rescale_factor": 1 / 255,
                     "size": {"shortest_edge": case["image"] * 8 // 7}}
    (out / "config.json").write_text(json.dumps(dict(sorted(config.items())), indent=1) + "\n")
    (out / "preprocessor_config.json").write_text(json.dumps(processor, indent=1) + "\n")
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
            pixels = (np.round(rng.uniform(0, 1, (gh * P, gw * P, 3)) * 255) / 255).astype(np.float32)
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
    for i, (name, case) in enumerate(FAMILIES.items()):
        rng = np.random.default_rng(400 + i)  # streams of their own: the cases above stay as they were
        w = family_weights(case, rng)
        out = pathlib.Path(a.out) / name
        write_family_folder(out / "model", case, w)
        p = case["patch"]
        for picture, (gw, gh) in case["pictures"].items():
            pixels = (np.round(rng.uniform(0, 1, (gh * p, gw * p, 3)) * 255) / 255).astype(np.float32)
            attention, cls, logits = family_forward(case, w, pixels)
            np.save(out / f"{picture}_pixels.npy", pixels)
            np.save(out / f"{picture}_attention.npy", attention.numpy().astype(np.float32))
            np.save(out / f"{picture}_cls.npy", cls.numpy().astype(np.float32))
            if logits is not None:
                np.save(out / f"{picture}_logits.npy", logits.numpy().astype(np.float32))
            print(f"{name}/{picture}: {gw} x {gh} patches, attention {tuple(attention.shape)}")


if __name__ == "__main__":
    main()
