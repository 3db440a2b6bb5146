#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times a Llama-family forward (every head's attention weights kept, as the application keeps
them) of a model folder and prints one line:
`torch_ms <median> best <fastest> threads <n> peer <what ran>`. Where transformers is importable,
the peer is AutoModelForCausalLM.from_pretrained (eager attention, output_attentions=True), as its
users run it. Else the forward is written from the equations: RMSNorm, rotary positions (rotate
half), grouped-query attention with explicit softmax weights, SwiGLU, tied or separate output
embeddings.

    /usr/bin/python3 bench/torch_llama.py MODEL_DIR --tokens 512 --threads 2 [--repeats 5]

Threads and BLAS: see torch_env.py; OPENBLAS_CORETYPE is left as it is.
rope_scaling is not applied (tools/make_random_llama.py writes none). --dump OUT.npz (for
checks) also saves the ids, logits (T,V) and attention (L,H,T,T) of the first forward.
"""
import argparse
import json
import pathlib
import time

import torch_env  # noqa: F401,E402  (before torch: thread waiting, BLAS)

import numpy as np
import torch

from torch_gpt2 import read_safetensors  # noqa: E402


def forward(c, w, ids, freqs, last_logits=False):
    e, h, kv = c["hidden_size"], c["num_attention_heads"], c["num_key_value_heads"]
    d, t, eps = c.get("head_dim") or e // h, ids.shape[0], c["rms_norm_eps"]
    rms = lambda x, g: g * x * torch.rsqrt((x * x).mean(-1, keepdim=True) + eps)
    angles = torch.arange(t, dtype=torch.float32)[:, None] * freqs[None, :]
    cos, sin = torch.cos(angles)[None], torch.sin(angles)[None]  # (1,T,d/2)

    def rotate(x):  # (heads,T,d)
        a, b = x[..., : d // 2], x[..., d // 2:]
        return torch.cat([a * cos - b * sin, b * cos + a * sin], dim=-1)

    mask = torch.full((t, t), float("-inf")).triu(1)
    x = w["model.embed_tokens.weight"][ids]
    attention = []
    for layer in range(c["num_hidden_layers"]):
        p = f"model.layers.{layer}."
        a = rms(x, w[p + "input_layernorm.weight"])
        q = rotate((a @ w[p + "self_attn.q_proj.weight"].T).view(t, h, d).transpose(0, 1))
        k = rotate((a @ w[p + "self_attn.k_proj.weight"].T).view(t, kv, d).transpose(0, 1))
        v = (a @ w[p + "self_attn.v_proj.weight"].T).view(t, kv, d).transpose(0, 1)
        k, v = k.repeat_interleave(h // kv, 0), v.repeat_interleave(h // kv, 0)
        weights = torch.softmax(q @ k.transpose(1, 2) / d ** 0.5 + mask, dim=-1)
        attention.append(weights)
        x = x + (weights @ v).transpose(0, 1).reshape(t, h * d) @ w[p + "self_attn.o_proj.weight"].T
        m = rms(x, w[p + "post_attention_layernorm.weight"])
        gate = m @ w[p + "mlp.gate_proj.weight"].T
        x = x + (torch.nn.functional.silu(gate) * (m @ w[p + "mlp.up_proj.weight"].T)) @ w[p + "mlp.down_proj.weight"].T
    head = w.get("lm_head.weight", w["model.embed_tokens.weight"])
    if last_logits:
        x = x[-1:]
    return rms(x, w["model.norm.weight"]) @ head.T, attention


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model")
    ap.add_argument("--tokens", type=int, default=512)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--last-logits", action="store_true")
    ap.add_argument("--dump", help=argparse.SUPPRESS)
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    c = json.loads((pathlib.Path(a.model) / "config.json").read_text())
    ids = torch.randint(0, c["vocab_size"], (a.tokens,), generator=torch.Generator().manual_seed(0))
    if torch_env.TRANSFORMERS:
        run, peer = transformers_forward(a.model, ids)
    else:
        run, peer = equations_forward(a.model, c, ids), "torch, the same equations"
    times = []
    with torch.inference_mode():
        logits, attention = run()
        if a.dump:
            np.savez(a.dump, ids=ids.numpy(), logits=logits.numpy(), attention=torch.stack(attention).numpy())
        for _ in range(a.repeats):
            start = time.perf_counter()
            run(a.last_logits)
            times.append((time.perf_counter() - start) * 1e3)
    torch_env.report(times, a.threads, peer)


def transformers_forward(folder, ids):
    """AutoModelForCausalLM on folder: the forward to time, returning logits (T or 1, V) and
    attention [L] of (H,T,T), and the peer's name."""
    import transformers

    model = transformers.AutoModelForCausalLM.from_pretrained(
        folder, attn_implementation="eager", dtype=torch.float32).eval()

    def run(last_logits=False):
        out = model(ids[None], output_attentions=True, use_cache=False,
                    logits_to_keep=1 if last_logits else 0)
        return out.logits[0], [x[0] for x in out.attentions]

    return run, (f"transformers {transformers.__version__} eager, output_attentions=True, "
                 f"torch {torch.__version__}")


def equations_forward(folder, c, ids):
    """forward() with the weights of folder."""
    w = {k: torch.from_numpy(v) for k, v in read_safetensors(pathlib.Path(folder) / "model.safetensors").items()}
    d = c.get("head_dim") or c["hidden_size"] // c["num_attention_heads"]
    freqs = 1.0 / c.get("rope_theta", 10000.0) ** (torch.arange(0, d, 2, dtype=torch.float32) / d)
    return lambda last_logits=False: forward(c, w, ids, freqs, last_logits)

if __name__ == "__main__":
    main()
