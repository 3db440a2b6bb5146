#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes tests/fixtures/what_if/<case>/: what a float64 PyTorch forward, written from the
equations, gives when heads are knocked out (their outputs replaced by zeros, or by their mean
over the text's positions, before the output projection) and what the logit lens reads (each
block's residual stream through the final norm and the unembedding), for
  llama3    tests/fixtures/decoders/llama3 (GQA 4:2, llama3 rope; make_decoder_fixtures.py's forward)
  tiny_gpt  sample_models/tiny-gpt-kjv (GPT-2 layout, trained on bytes; its forward below)
Each folder: ids.npy (T), knockout.txt (the heads as the command line takes them, 1-based),
zero_logits.npy and mean_logits.npy (T,V), zero_attention.npy and mean_attention.npy (L,H,T,T),
lens.json {"layers": [{"layer", "ids", "probabilities"}]} of the intact model.

    /usr/bin/python3 tools/make_what_if_fixtures.py
"""
import json
import math
import pathlib
import sys

import numpy as np
import torch

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import make_decoder_fixtures as decoders  # noqa: E402
from safetensors_io import read_safetensors  # noqa: E402

KNOCKOUT = {0: [1], 1: [0, 3]}  # 0-based: heads 1:2, 2:1 and 2:4
KNOCKOUT_TEXT = "1:2,2:1,2:4"


def layer_norm(w, prefix, x, eps):
    mu = x.mean(-1, keepdim=True)
    var = ((x - mu) ** 2).mean(-1, keepdim=True)
    return (x - mu) / torch.sqrt(var + eps) * w[prefix + "weight"] + w[prefix + "bias"]


def gelu_new(x):
    return 0.5 * x * (1 + torch.tanh(math.sqrt(2 / math.pi) * (x + 0.044715 * x ** 3)))


def gpt2_forward(c, w, ids, knock=None, ablation="zero", residuals=None):
    """GPT-2 from its equations: (logits (T,V), attention (L,H,T,T)); knock and residuals as
    make_decoder_fixtures.forward takes them."""
    t, e, h, eps = len(ids), c["n_embd"], c["n_head"], c["layer_norm_epsilon"]
    hd = e // h
    x = w["wte.weight"][ids] + w["wpe.weight"][:t]
    blocked = torch.ones(t, t, dtype=torch.bool).triu(1)
    attention = []
    for layer in range(c["n_layer"]):
        p = f"h.{layer}."
        a = layer_norm(w, p + "ln_1.", x, eps)
        q, k, v = (a @ w[p + "attn.c_attn.weight"] + w[p + "attn.c_attn.bias"]).split(e, dim=-1)
        probs, outs = [], []
        for i in range(h):
            z = q[:, i * hd:(i + 1) * hd] @ k[:, i * hd:(i + 1) * hd].T / math.sqrt(hd)
            pr = torch.softmax(z.masked_fill(blocked, float("-inf")), dim=-1)
            probs.append(pr)
            outs.append(pr @ v[:, i * hd:(i + 1) * hd])
        outs = decoders.ablate_heads(outs, (knock or {}).get(layer, ()), ablation)
        x = x + torch.cat(outs, dim=-1) @ w[p + "attn.c_proj.weight"] + w[p + "attn.c_proj.bias"]
        m = gelu_new(layer_norm(w, p + "ln_2.", x, eps) @ w[p + "mlp.c_fc.weight"] + w[p + "mlp.c_fc.bias"])
        x = x + m @ w[p + "mlp.c_proj.weight"] + w[p + "mlp.c_proj.bias"]
        attention.append(torch.stack(probs))
        if residuals is not None:
            residuals.append(x)
    return gpt2_unembed(c, w, x), torch.stack(attention)


def gpt2_unembed(c, w, x):
    return layer_norm(w, "ln_f.", x, c["layer_norm_epsilon"]) @ w["wte.weight"].T


def lens(unembed, residuals):
    layers = []
    for layer, x in enumerate(residuals):
        probs = torch.softmax(unembed(x), dim=-1)
        top = probs.max(dim=-1)
        layers.append({"layer": layer, "ids": top.indices.tolist(), "probabilities": top.values.tolist()})
    return {"layers": layers}


def write(out, ids, run, unembed):
    out.mkdir(parents=True, exist_ok=True)
    np.save(out / "ids.npy", np.asarray(ids, dtype=np.float32))
    (out / "knockout.txt").write_text(KNOCKOUT_TEXT + "\n")
    for ablation in ("zero", "mean"):
        logits, attention = run(knock=KNOCKOUT, ablation=ablation)
        np.save(out / f"{ablation}_logits.npy", logits.numpy().astype(np.float32))
        np.save(out / f"{ablation}_attention.npy", attention.numpy().astype(np.float32))
    residuals = []
    run(residuals=residuals)
    (out / "lens.json").write_text(json.dumps(lens(unembed, residuals), indent=1) + "\n")
    print(f"{out}: {len(ids)} tokens, {len(residuals)} layers, heads {KNOCKOUT_TEXT} knocked out")


def main():
    torch.set_default_dtype(torch.float64)
    fixtures = ROOT / "tests/fixtures"
    llama = fixtures / "decoders/llama3"
    s = decoders.resolve(json.loads((llama / "model/config.json").read_text()))
    w = {k: torch.from_numpy(v) for k, v in read_safetensors(llama / "model/model.safetensors").items()}
    ids = torch.from_numpy(np.load(llama / "ids.npy").astype(np.int64))
    write(fixtures / "what_if/llama3", ids.tolist(),
          lambda **kw: decoders.forward(s, w, ids, **kw), lambda x: decoders.unembed(s, w, x))

    gpt = ROOT / "sample_models/tiny-gpt-kjv"
    c = json.loads((gpt / "config.json").read_text())
    w = {k: torch.from_numpy(v).double() for k, v in read_safetensors(gpt / "model.safetensors").items()}
    ids = list(b"In the beginning God created the heaven")
    write(fixtures / "what_if/tiny_gpt", ids, lambda **kw: gpt2_forward(c, w, ids, **kw),
          lambda x: gpt2_unembed(c, w, x))


if __name__ == "__main__":
    main()
