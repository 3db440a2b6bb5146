#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the PyTorch reference fixtures that tests/core/attention/tst_torch_reference.cpp compares with.

Run with Debian's torch:  /usr/bin/python3 tools/make_torch_fixtures.py
Output: tests/fixtures/torch/<case>/{case.json, *.npy}, all float32.

Layout conventions (those of core/attention/multihead.h):
  wq:(E, H*E_i)  wk:(E_k, H*E_i)  wv:(E_v, H*E_h)  wo:(H*E_h, E_a), head h owns a block of
  E_i (or E_h) consecutive columns; torch's projection weights are the transposes.
  Masks are saved as float arrays, 1.0 = blocked.
"""
import json
import math
import pathlib
import shutil

import numpy as np
import torch

ROOT = pathlib.Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "torch"


def save(case_dir, name, tensor):
    array = tensor.detach().cpu().numpy() if torch.is_tensor(tensor) else np.asarray(tensor)
    np.save(case_dir / f"{name}.npy", array.astype(np.float32))


def reference_attention(q, k, v, score, temperature, blocked, params):
    """q:(Tq,d) k:(Tk,d) v:(Tk,dv) -> scores, weights, output, computed with torch ops."""
    if score == "dot":
        scores = q @ k.T
    elif score == "scaled-dot":
        scores = (q @ k.T) / math.sqrt(q.shape[1])
    elif score == "bilinear":
        scores = q @ params["bilinear"] @ k.T
    elif score == "additive":
        hidden = torch.tanh((q @ params["query_proj"].T)[:, None, :] + (k @ params["key_proj"].T)[None, :, :])
        scores = hidden @ params["vector"]
    else:
        raise ValueError(score)
    logits = scores.masked_fill(blocked, float("-inf")) if blocked is not None else scores
    weights = torch.softmax(logits / temperature, dim=-1)
    return scores, weights, weights @ v


def attention_case(name, tq, tk, d, dv, *, score="scaled-dot", temperature=1.0, causal=False,
                   padded=0, explicit=False, hidden=6, seed=0):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(tq, d, generator=g)
    k = torch.randn(tk, d if score != "additive" else d + 3, generator=g)
    v = torch.randn(tk, dv, generator=g)
    params = {}
    if score == "bilinear":
        params["bilinear"] = torch.randn(d, k.shape[1], generator=g) / math.sqrt(d)
    if score == "additive":
        params["query_proj"] = torch.randn(hidden, d, generator=g) / math.sqrt(d)
        params["key_proj"] = torch.randn(hidden, k.shape[1], generator=g) / math.sqrt(k.shape[1])
        params["vector"] = torch.randn(hidden, generator=g) / math.sqrt(hidden)
    blocked = torch.zeros(tq, tk, dtype=torch.bool)
    if causal:
        blocked |= ~torch.ones(tq, tk, dtype=torch.bool).tril()
    padded_keys = [j >= tk - padded for j in range(tk)]
    if padded:
        blocked[:, tk - padded:] = True
    explicit_mask = None
    if explicit:
        explicit_mask = torch.rand(tq, tk, generator=g) < 0.3
        explicit_mask[:, 0] = False  # every query keeps at least one key
        blocked |= explicit_mask
    scores, weights, output = reference_attention(q, k, v, score, temperature,
                                                  blocked if blocked.any() else None, params)
    case_dir = ROOT / name
    case_dir.mkdir(parents=True)
    for key, value in dict(q=q, k=k, v=v, scores=scores, weights=weights, output=output, **params).items():
        save(case_dir, key, value)
    if explicit_mask is not None:
        save(case_dir, "blocked", explicit_mask.float())
    meta = dict(kind="attention", score=score, temperature=temperature, causal=causal,
                padded_keys=padded_keys if padded else None, explicit_mask=explicit)
    (case_dir / "case.json").write_text(json.dumps(meta, indent=1))


def multihead_case(name, n, m, e, heads, *, kdim=None, vdim=None, bias=True, causal=False,
                   padded=0, self_attention=False, seed=0):
    torch.manual_seed(seed)
    mha = torch.nn.MultiheadAttention(e, heads, bias=bias, batch_first=True, kdim=kdim, vdim=vdim)
    # torch 1.13's eval-mode fast path fails without biases; dropout is 0, so train mode
    # computes the same function through the general path.
    mha.train(not bias)
    if bias:  # torch initialises biases to zero; make them matter
        with torch.no_grad():
            mha.in_proj_bias.uniform_(-0.5, 0.5)
            mha.out_proj.bias.uniform_(-0.5, 0.5)
    q = torch.randn(1, n, e)
    k = q if self_attention else torch.randn(1, m, kdim or e)
    v = q if self_attention else torch.randn(1, m, vdim or e)
    attn_mask = ~torch.ones(n, m, dtype=torch.bool).tril() if causal else None
    key_padding = torch.tensor([[j >= m - padded for j in range(m)]]) if padded else None
    with torch.no_grad():
        output, head_weights = mha(q, k, v, attn_mask=attn_mask, key_padding_mask=key_padding,
                                   need_weights=True, average_attn_weights=False)
    if mha._qkv_same_embed_dim:
        wq, wk, wv = mha.in_proj_weight.chunk(3)
    else:
        wq, wk, wv = mha.q_proj_weight, mha.k_proj_weight, mha.v_proj_weight
    case_dir = ROOT / name
    case_dir.mkdir(parents=True)
    tensors = dict(q=q[0], k=k[0], v=v[0], wq=wq.T, wk=wk.T, wv=wv.T, wo=mha.out_proj.weight.T,
                   output=output[0], head_weights=head_weights[0])
    if bias:
        bq, bk, bv = mha.in_proj_bias.chunk(3)
        tensors.update(bq=bq, bk=bk, bv=bv, bo=mha.out_proj.bias)
    for key, value in tensors.items():
        save(case_dir, key, value)
    meta = dict(kind="multihead", heads=heads, causal=causal,
                padded_keys=[j >= m - padded for j in range(m)] if padded else None)
    (case_dir / "case.json").write_text(json.dumps(meta, indent=1))


def main():
    shutil.rmtree(ROOT, ignore_errors=True)
    ROOT.mkdir(parents=True)
    attention_case("sdpa_1x1_d4", 1, 1, 4, 4, seed=1)
    attention_case("sdpa_5x5_d8", 5, 5, 8, 8, seed=2)
    attention_case("sdpa_cross_7x11_d16", 7, 11, 16, 12, seed=3)
    attention_case("sdpa_33x33_d64", 33, 33, 64, 64, seed=4)
    attention_case("sdpa_temperature_0.5", 6, 6, 8, 8, temperature=0.5, seed=5)
    attention_case("dot_6x6_d8", 6, 6, 8, 8, score="dot", seed=6)
    attention_case("causal_6x6_d8", 6, 6, 8, 8, causal=True, seed=7)
    attention_case("causal_cross_4x9_d8", 4, 9, 8, 8, causal=True, seed=8)
    attention_case("padded_5x8_d8", 5, 8, 8, 8, padded=3, seed=9)
    attention_case("explicit_mask_9x9_d8", 9, 9, 8, 8, explicit=True, seed=10)
    attention_case("bilinear_5x7_d8", 5, 7, 8, 6, score="bilinear", seed=11)
    attention_case("additive_5x7_d8", 5, 7, 8, 6, score="additive", seed=12)
    multihead_case("mha_self_6_e8_h2", 6, 6, 8, 2, self_attention=True, seed=13)
    multihead_case("mha_causal_10_e32_h4", 10, 10, 32, 4, causal=True, seed=14)
    multihead_case("mha_padded_cross_7x12_e16_h4", 7, 12, 16, 4, padded=4, seed=15)
    multihead_case("mha_kdim_vdim_9_e24_h3", 9, 9, 24, 3, kdim=10, vdim=14, seed=16)
    multihead_case("mha_self_64_e64_h8_nobias", 64, 64, 64, 8, bias=False, self_attention=True,
                   seed=17)
    print(f"wrote {len(list(ROOT.iterdir()))} cases to {ROOT} with torch {torch.__version__}")


if __name__ == "__main__":
    main()
