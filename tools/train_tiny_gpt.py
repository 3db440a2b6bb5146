#!/usr/bin/python3
"""Trains the sample language model: a tiny GPT-2-architecture model over UTF-8 bytes of the
King James Bible (public domain; Debian package bible-kjv-text, printed by `bible`).

    /usr/bin/python3 tools/train_tiny_gpt.py [--steps N] [--threads T]

Writes sample_models/tiny-gpt-kjv/ in the Hugging Face layout (config.json with
model_type gpt2, model.safetensors with GPT-2 tensor names and Conv1D (in, out) layout,
tokenizer_config.json saying the tokens are bytes) and tests/fixtures/tiny_gpt/ (inputs,
logits and every layer's per-head attention for a few texts) for tests/core/tst_gpt2.cpp.
Debian's torch links the reference BLAS; with OpenBLAS (libopenblas0-pthread) it trains
about 20 times faster.
"""
import argparse
import json
import math
import pathlib
import subprocess
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODEL_DIR = ROOT / "sample_models" / "tiny-gpt-kjv"
FIXTURE_DIR = ROOT / "tests" / "fixtures" / "tiny_gpt"
CONFIG = dict(model_type="gpt2", vocab_size=256, n_positions=256, n_ctx=256, n_embd=128,
              n_layer=3, n_head=4, layer_norm_epsilon=1e-5, activation_function="gelu_new",
              bos_token_id=10, eos_token_id=10)
FIXTURE_TEXTS = {
    "genesis": "In the beginning God created the heaven and the earth.",
    "repeat": "And Abram said, And Abram said, And Abram said unto Lot",
    "unicode": "Light — свет, 光, نور",
}


class Block(nn.Module):
    def __init__(self, e, heads):
        super().__init__()
        self.heads = heads
        self.ln_1, self.ln_2 = nn.LayerNorm(e, eps=1e-5), nn.LayerNorm(e, eps=1e-5)
        self.c_attn, self.c_proj = nn.Linear(e, 3 * e), nn.Linear(e, e)
        self.c_fc, self.mlp_proj = nn.Linear(e, 4 * e), nn.Linear(4 * e, e)

    def forward(self, x):
        """x:(B,T,E) -> (B,T,E), attention weights (B,H,T,T)."""
        b, t, e = x.shape
        q, k, v = self.c_attn(self.ln_1(x)).split(e, dim=2)
        split = lambda z: z.view(b, t, self.heads, e // self.heads).transpose(1, 2)
        q, k, v = split(q), split(k), split(v)
        scores = (q @ k.transpose(-1, -2)) / math.sqrt(e // self.heads)
        causal = torch.ones(t, t, dtype=torch.bool, device=x.device).tril()
        weights = torch.softmax(scores.masked_fill(~causal, float("-inf")), dim=-1)
        y = (weights @ v).transpose(1, 2).reshape(b, t, e)
        x = x + self.c_proj(y)
        x = x + self.mlp_proj(F.gelu(self.c_fc(self.ln_2(x)), approximate="tanh"))
        return x, weights


class TinyGPT(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.wte = nn.Embedding(c["vocab_size"], c["n_embd"])
        self.wpe = nn.Embedding(c["n_positions"], c["n_embd"])
        self.h = nn.ModuleList(Block(c["n_embd"], c["n_head"]) for _ in range(c["n_layer"]))
        self.ln_f = nn.LayerNorm(c["n_embd"], eps=1e-5)
        for p in self.parameters():
            if p.dim() == 2:
                nn.init.normal_(p, std=0.02)

    def forward(self, ids):
        """ids:(B,T) -> logits (B,T,V), per-layer attention list of (B,H,T,T)."""
        x = self.wte(ids) + self.wpe(torch.arange(ids.shape[1], device=ids.device))
        attentions = []
        for block in self.h:
            x, w = block(x)
            attentions.append(w)
        return self.ln_f(x) @ self.wte.weight.T, attentions


def gpt2_tensors(model):
    """Our module -> GPT-2 tensor names, Conv1D weights stored as (in, out)."""
    t = {"wte.weight": model.wte.weight, "wpe.weight": model.wpe.weight,
         "ln_f.weight": model.ln_f.weight, "ln_f.bias": model.ln_f.bias}
    for i, b in enumerate(model.h):
        p = f"h.{i}."
        t.update({p + "ln_1.weight": b.ln_1.weight, p + "ln_1.bias": b.ln_1.bias,
                  p + "ln_2.weight": b.ln_2.weight, p + "ln_2.bias": b.ln_2.bias,
                  p + "attn.c_attn.weight": b.c_attn.weight.T, p + "attn.c_attn.bias": b.c_attn.bias,
                  p + "attn.c_proj.weight": b.c_proj.weight.T, p + "attn.c_proj.bias": b.c_proj.bias,
                  p + "mlp.c_fc.weight": b.c_fc.weight.T, p + "mlp.c_fc.bias": b.c_fc.bias,
                  p + "mlp.c_proj.weight": b.mlp_proj.weight.T, p + "mlp.c_proj.bias": b.mlp_proj.bias})
    return {k: v.detach().float().contiguous().numpy() for k, v in t.items()}


def write_safetensors(path, tensors, metadata):
    """The safetensors layout: u64 header length, JSON header, little-endian F32 data."""
    header, offset, blobs = {"__metadata__": metadata}, 0, []
    for name in sorted(tensors):
        data = tensors[name].astype("<f4").tobytes()
        header[name] = {"dtype": "F32", "shape": list(tensors[name].shape),
                        "data_offsets": [offset, offset + len(data)]}
        offset += len(data)
        blobs.append(data)
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * ((8 - len(text) % 8) % 8)
    tmp = path.with_suffix(".part")
    with open(tmp, "wb") as f:
        f.write(len(text).to_bytes(8, "little") + text + b"".join(blobs))
    tmp.replace(path)


def head_report(model, data):
    """Mean previous-token and induction (attend to the token after an earlier copy) scores."""
    text = data[1000:1128]
    ids = torch.tensor(np.concatenate([text, text]), dtype=torch.long)[None]
    with torch.no_grad():
        _, attentions = model(ids)
    n = len(text)
    report = []
    for layer, w in enumerate(attentions):
        for head in range(w.shape[1]):
            a = w[0, head]
            previous = a[torch.arange(1, 2 * n), torch.arange(0, 2 * n - 1)].mean().item()
            induction = a[torch.arange(n, 2 * n), torch.arange(1, n + 1)].mean().item()
            first = a[:, 0].mean().item()
            report.append(dict(layer=layer, head=head, previous_token=round(previous, 3),
                               induction=round(induction, 3), first_token=round(first, 3)))
    return report


def write_fixtures(model):
    FIXTURE_DIR.mkdir(parents=True, exist_ok=True)
    for name, text in FIXTURE_TEXTS.items():
        ids = list(text.encode("utf-8"))
        with torch.no_grad():
            logits, attentions = model(torch.tensor(ids)[None])
        np.save(FIXTURE_DIR / f"{name}_ids.npy", np.array(ids, dtype=np.float32))
        np.save(FIXTURE_DIR / f"{name}_logits.npy", logits[0].numpy().astype(np.float32))
        np.save(FIXTURE_DIR / f"{name}_attention.npy",
                torch.stack([a[0] for a in attentions]).numpy().astype(np.float32))
        greedy = list(ids)
        with torch.no_grad():
            for _ in range(40):
                greedy.append(int(model(torch.tensor(greedy[-256:])[None])[0][0, -1].argmax()))
        (FIXTURE_DIR / f"{name}_greedy.txt").write_bytes(bytes(greedy[len(ids):]))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=3000)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--batch", type=int, default=32)
    args = ap.parse_args()
    torch.manual_seed(1234)
    torch.set_num_threads(args.threads)
    raw = subprocess.run(["bible", "Gen1:1-Rev22:21"], capture_output=True, check=True).stdout
    data = np.frombuffer(raw, dtype=np.uint8)
    split = int(len(data) * 0.95)
    train, held = data[:split], data[split:]
    model = TinyGPT(CONFIG)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01, betas=(0.9, 0.95))
    ctx, gen = CONFIG["n_positions"], np.random.default_rng(1234)

    def batch(source):
        starts = gen.integers(0, len(source) - ctx - 1, args.batch)
        x = np.stack([source[s:s + ctx] for s in starts]).astype(np.int64)
        y = np.stack([source[s + 1:s + ctx + 1] for s in starts]).astype(np.int64)
        return torch.from_numpy(x), torch.from_numpy(y)

    def loss_on(source, batches=8):
        model.eval()
        with torch.no_grad():
            losses = [F.cross_entropy(model(x)[0].flatten(0, 1), y.flatten()).item()
                      for x, y in (batch(source) for _ in range(batches))]
        model.train()
        return sum(losses) / len(losses)

    start = time.time()
    for step in range(args.steps + 1):
        lr = 3e-3 * min(1.0, step / 100) * 0.5 * (1 + math.cos(math.pi * step / args.steps))
        for g in opt.param_groups:
            g["lr"] = lr
        x, y = batch(train)
        loss = F.cross_entropy(model(x)[0].flatten(0, 1), y.flatten())
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        if step % 250 == 0:
            print(f"step {step:5d}  train {loss.item():.3f}  held-out {loss_on(held):.3f}  "
                  f"{time.time() - start:.0f} s", flush=True)
    model.eval()
    held_loss = loss_on(held, 32)
    summary = dict(steps=args.steps, batch=args.batch, context=ctx, seconds=round(time.time() - start),
                   held_out_loss_nats_per_byte=round(held_loss, 4),
                   held_out_bits_per_byte=round(held_loss / math.log(2), 4),
                   torch=torch.__version__, heads=head_report(model, held))
    MODEL_DIR.mkdir(parents=True, exist_ok=True)
    (MODEL_DIR / "config.json").write_text(json.dumps(CONFIG, indent=1) + "\n")
    (MODEL_DIR / "tokenizer_config.json").write_text(json.dumps(
        {"tokenizer_class": "bytes", "description": "one token per UTF-8 byte; id = byte value"},
        indent=1) + "\n")
    (MODEL_DIR / "training.json").write_text(json.dumps(summary, indent=1) + "\n")
    write_safetensors(MODEL_DIR / "model.safetensors", gpt2_tensors(model),
                      {"format": "pt", "source": "tools/train_tiny_gpt.py"})
    write_fixtures(model)
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
