#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes random Llama-family model folders in the exact Hugging Face layout and what an
independent PyTorch forward, written here from the architecture's equations in float64, gives
for them: tests/fixtures/llama/<case>/ holds the folder (config.json, safetensors, a bytes
tokenizer) and ids.npy (T), logits.npy (T,V), attention.npy (L,H,T,T).

    /usr/bin/python3 tools/make_llama_fixtures.py [--out DIR]

Cases: "llama" (grouped-query attention 4:2, Llama 3 rope_scaling, separate lm_head, two
shards with an index, names with the "model." prefix), "qwen2" (biases on q, k and v, tied
embeddings, rope_theta 1e6, names without the prefix) and "mistral" (one key/value head for
four query heads, a sliding window of 8 over 20 tokens).
"""
import argparse
import json
import math
import pathlib

import numpy as np
import torch

from safetensors_io import write_safetensors

ROOT = pathlib.Path(__file__).resolve().parent.parent
TOKENS = 20
VOCAB = 272  # the 256 bytes and a few more

CASES = {
    "llama": dict(model_type="llama", hidden_size=64, num_attention_heads=4, num_key_value_heads=2,
                  intermediate_size=96, num_hidden_layers=2, rope_theta=500.0, rms_norm_eps=0.03,
                  tie_word_embeddings=False, attention_bias=False,
                  rope_scaling=dict(rope_type="llama3", factor=8.0, low_freq_factor=1.0,
                                    high_freq_factor=4.0, original_max_position_embeddings=16),
                  shards=2, prefix="model."),
    "qwen2": dict(model_type="qwen2", hidden_size=48, num_attention_heads=6, num_key_value_heads=2,
                  intermediate_size=80, num_hidden_layers=2, rope_theta=1000000.0, rms_norm_eps=0.02,
                  tie_word_embeddings=True, use_sliding_window=False, sliding_window=4096,
                  shards=1, prefix=""),
    "mistral": dict(model_type="mistral", hidden_size=32, num_attention_heads=4, num_key_value_heads=1,
                    intermediate_size=64, num_hidden_layers=3, rope_theta=2000.0, rms_norm_eps=0.04,
                    tie_word_embeddings=False, sliding_window=8, shards=1, prefix="model."),
}


def frequencies(c):
    """(d/2) rotary frequencies theta^(-2p/d), with rope_scaling as Llama 3 defines it."""
    d = c["hidden_size"] // c["num_attention_heads"]
    f = [c["rope_theta"] ** (-2.0 * p / d) for p in range(d // 2)]
    s = c.get("rope_scaling")
    if s:
        lo, hi, ctx = s["low_freq_factor"], s["high_freq_factor"], s["original_max_position_embeddings"]
        out = []
        for x in f:
            wavelength = 2 * math.pi / x
            if wavelength < ctx / hi:
                out.append(x)
            elif wavelength > ctx / lo:
                out.append(x / s["factor"])
            else:
                smooth = (ctx / wavelength - lo) / (hi - lo)
                out.append((1 - smooth) * x / s["factor"] + smooth * x)
        f = out
    return torch.tensor(f, dtype=torch.float64)


def rotate(x, freqs):
    """x:(T,heads,d): each pair (p, p + d/2) turned by t * f_p."""
    t = torch.arange(x.shape[0], dtype=torch.float64)[:, None] * freqs[None, :]  # (T,d/2)
    cos, sin = torch.cos(t)[:, None, :], torch.sin(t)[:, None, :]
    a, b = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2:]
    return torch.cat([a * cos - b * sin, b * cos + a * sin], dim=-1)


def rms(x, w, eps):
    return w * x / torch.sqrt((x * x).mean(-1, keepdim=True) + eps)


def forward(c, w, ids):
    """The decoder from its equations: x = E[ids]; per layer x += Attn(RMS(x)), x += MLP(RMS(x))."""
    g = lambda name: w[name].double()
    pre = c["prefix"]
    e, h, kvh = c["hidden_size"], c["num_attention_heads"], c["num_key_value_heads"]
    d, t = e // h, len(ids)
    x = g(pre + "embed_tokens.weight")[ids]
    freqs = frequencies(c)
    blocked = torch.ones(t, t, dtype=torch.bool).triu(1)
    window = c.get("sliding_window") if c["model_type"] == "mistral" else None
    if window:
        blocked |= torch.ones(t, t, dtype=torch.bool).tril(-window)
    attention = []
    for layer in range(c["num_hidden_layers"]):
        p = f"{pre}layers.{layer}."
        a = rms(x, g(p + "input_layernorm.weight"), c["rms_norm_eps"])
        proj = lambda n: a @ g(p + f"self_attn.{n}_proj.weight").T + (
            g(p + f"self_attn.{n}_proj.bias") if p + f"self_attn.{n}_proj.bias" in w else 0)
        q = rotate(proj("q").view(t, h, d), freqs)
        k = rotate(proj("k").view(t, kvh, d), freqs)
        v = proj("v").view(t, kvh, d)
        group = h // kvh
        heads_w, heads_out = [], []
        for i in range(h):
            s = q[:, i] @ k[:, i // group].T / math.sqrt(d)
            s = s.masked_fill(blocked, float("-inf"))
            p_ = torch.softmax(s, dim=-1)
            heads_w.append(p_)
            heads_out.append(p_ @ v[:, i // group])
        attention.append(torch.stack(heads_w))
        x = x + torch.cat(heads_out, dim=-1) @ g(p + "self_attn.o_proj.weight").T
        m = rms(x, g(p + "post_attention_layernorm.weight"), c["rms_norm_eps"])
        gate, up = m @ g(p + "mlp.gate_proj.weight").T, m @ g(p + "mlp.up_proj.weight").T
        x = x + (gate * torch.sigmoid(gate) * up) @ g(p + "mlp.down_proj.weight").T
    x = rms(x, g(pre + "norm.weight"), c["rms_norm_eps"])
    head = g(pre + "embed_tokens.weight") if c["tie_word_embeddings"] else g("lm_head.weight")
    return x @ head.T, torch.stack(attention)


def weights(c, rng):
    e, h, kvh, f = c["hidden_size"], c["num_attention_heads"], c["num_key_value_heads"], c["intermediate_size"]
    d, pre = e // h, c["prefix"]
    normal = lambda *shape, s=0.2: torch.tensor(rng.standard_normal(shape) * s, dtype=torch.float32)
    w = {pre + "embed_tokens.weight": normal(VOCAB, e, s=1.0), pre + "norm.weight": 1 + normal(e, s=0.1)}
    for layer in range(c["num_hidden_layers"]):
        p = f"{pre}layers.{layer}."
        w.update({p + "input_layernorm.weight": 1 + normal(e, s=0.1),
                  p + "post_attention_layernorm.weight": 1 + normal(e, s=0.1),
                  p + "self_attn.q_proj.weight": normal(h * d, e), p + "self_attn.k_proj.weight": normal(kvh * d, e),
                  p + "self_attn.v_proj.weight": normal(kvh * d, e), p + "self_attn.o_proj.weight": normal(e, h * d),
                  p + "mlp.gate_proj.weight": normal(f, e), p + "mlp.up_proj.weight": normal(f, e),
                  p + "mlp.down_proj.weight": normal(e, f)})
        if c["model_type"] == "qwen2":
            w.update({p + "self_attn.q_proj.bias": normal(h * d), p + "self_attn.k_proj.bias": normal(kvh * d),
                      p + "self_attn.v_proj.bias": normal(kvh * d)})
    if not c["tie_word_embeddings"]:
        w["lm_head.weight"] = normal(VOCAB, e)
    return w


def write_folder(out, c, w):
    out.mkdir(parents=True, exist_ok=True)
    config = {k: v for k, v in c.items() if k not in ("shards", "prefix")}
    config.update(vocab_size=VOCAB, max_position_embeddings=64, hidden_act="silu",
                  architectures=[{"llama": "LlamaForCausalLM", "qwen2": "Qwen2ForCausalLM",
                                  "mistral": "MistralForCausalLM"}[c["model_type"]]])
    (out / "config.json").write_text(json.dumps(config, indent=1) + "\n")
    (out / "tokenizer_config.json").write_text(json.dumps({"tokenizer_class": "bytes"}) + "\n")
    meta = {"format": "pt", "source": "tools/make_llama_fixtures.py"}
    names = sorted(w)
    if c["shards"] == 1:
        write_safetensors(out / "model.safetensors", w, meta)
        return
    index = {"metadata": {"total_size": int(sum(t.size * 4 for t in w.values()))}, "weight_map": {}}
    for s in range(c["shards"]):
        file = f"model-{s + 1:05d}-of-{c['shards']:05d}.safetensors"
        part = {n: w[n] for n in names[s::c["shards"]]}
        write_safetensors(out / file, part, meta)
        index["weight_map"].update({n: file for n in part})
    (out / "model.safetensors.index.json").write_text(json.dumps(index, indent=1) + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(ROOT / "tests" / "fixtures" / "llama"))
    a = ap.parse_args()
    for i, (name, c) in enumerate(CASES.items()):
        rng = np.random.default_rng(100 + i)
        w = weights(c, rng)
        out = pathlib.Path(a.out) / name
        write_folder(out / "model", c, {k: v.numpy() for k, v in w.items()})
        ids = rng.integers(0, VOCAB, TOKENS)
        logits, attention = forward(c, w, torch.tensor(ids))
        np.save(out / "ids.npy", ids.astype(np.float32))
        np.save(out / "logits.npy", logits.numpy().astype(np.float32))
        np.save(out / "attention.npy", attention.numpy().astype(np.float32))
        print(f"{name}: logits {tuple(logits.shape)}, attention {tuple(attention.shape)} -> {out}")


if __name__ == "__main__":
    main()
