#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Trains the sample language model: a tiny GPT-2-architecture model over UTF-8 bytes of the
King James Bible (public domain; Debian package bible-kjv-text, printed by `bible`).

    /usr/bin/python3 tools/train_tiny_gpt.py [--init DIR] [--steps N] [--repeat-fraction F]
        [--model-dir DIR] [--fixture-dir DIR] (--help lists every option)

Writes sample_models/tiny-gpt-kjv/ in the Hugging Face layout (config.json with
model_type gpt2, model.safetensors with GPT-2 tensor names and Conv1D (in, out) layout,
tokenizer_config.json saying the tokens are bytes) and tests/fixtures/tiny_gpt/ (inputs,
logits and every layer's per-head attention for a few texts) for tests/core/models/gpt2/tst_gpt2.cpp.
Debian's torch links the reference BLAS; with OpenBLAS (libopenblas0-pthread) it trains
about 20 times faster.

Training runs in two stages. Stage 1 (3000 steps, batch 32) reads plain text: windows of
256 consecutive bytes. Stage 2 (1200 steps, batch 16) mixes in repeats: half of its windows
(--repeat-fraction) start with a random span of 64-120 bytes followed by an exact repeat of
that span, the rest of the window being the text that follows the span; the other half are
plain text as before. Predicting the second copy pays off only for a model that looks back
to the earlier occurrence of the current bytes and copies the byte after it, which is what
makes an induction (copy) head form in a model this small and this briefly trained; plain
text alone gave none in 3000 steps. --init DIR skips stage 1 and starts stage 2 from a
model directory (the stage-1 result). Held-out loss is measured on plain text.
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

from safetensors_io import write_safetensors

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

    def forward(self, ids, last_logits=False, scored=None):
        """ids:(B,T) -> logits (B,T,V) ((B,1,V) with last_logits; (N,V) for the N positions where
        the bool mask scored:(B,T) is true), per-layer attention list of (B,H,T,T)."""
        x = self.wte(ids) + self.wpe(torch.arange(ids.shape[1], device=ids.device))
        attentions = []
        for block in self.h:
            x, w = block(x)
            attentions.append(w)
        if last_logits:
            x = x[:, -1:]
        if scored is not None:
            x = x[scored]
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


def load_gpt2_tensors(model, directory):
    """Copies the tensors of DIR/model.safetensors (as written by write_safetensors, F32 or F16)
    into model."""
    blob = (directory / "model.safetensors").read_bytes()
    size = int.from_bytes(blob[:8], "little")
    header = json.loads(blob[8:8 + size])
    ours = dict(model.named_parameters())
    names = {n: n for n in ours}
    for i in range(len(model.h)):
        for theirs, mine in (("attn.c_attn", "c_attn"), ("attn.c_proj", "c_proj"),
                             ("mlp.c_fc", "c_fc"), ("mlp.c_proj", "mlp_proj")):
            for kind in ("weight", "bias"):
                names[f"h.{i}.{theirs}.{kind}"] = f"h.{i}.{mine}.{kind}"
    with torch.no_grad():
        for name, entry in header.items():
            if name == "__metadata__":
                continue
            begin, end = entry["data_offsets"]
            dtype = {"F32": "<f4", "F16": "<f2"}[entry["dtype"]]
            value = np.frombuffer(blob[8 + size + begin:8 + size + end], dtype)
            value = torch.from_numpy(value.astype(np.float32).reshape(entry["shape"]))
            ours[names[name]].copy_(value.T if value.dim() == 2 and name.startswith("h.") else value)


DELIMITERS = frozenset(b" \n\t.,;:!?'\"()-")
REPORT_PASSAGES = (1000, 40000, 90000, 150000)


def head_scores(model, text):
    """text: bytes (n,) repeated twice -> per-head score dicts; each score is a mean over
    query positions of one head's attention weights (T = 2n).
      previous_token: weight on position t-1 (t = 1..T-1)
      induction:      for t in the second copy, weight on t-n+1, the byte after the
                      earlier occurrence of the current byte
      first_token:    weight on position 0 (the attention sink)
      delimiter:      weight on delimiter bytes (space, newline, punctuation) among
                      positions 0..t, divided by their share of those positions
                      (1 = no preference); first copy only, t >= 8, position 0 excluded
      last_delimiter: weight on the most recent delimiter strictly before t
    """
    ids = torch.tensor(np.concatenate([text, text]), dtype=torch.long)[None]
    with torch.no_grad():
        _, attentions = model(ids)
    n = len(text)
    is_delim = torch.tensor([b in DELIMITERS for b in np.concatenate([text, text])])
    is_delim[0] = False
    last = torch.full((2 * n,), -1, dtype=torch.long)
    for t in range(1, 2 * n):
        last[t] = t - 1 if is_delim[t - 1] else last[t - 1]
    scores = []
    for w in attentions:
        for head in range(w.shape[1]):
            a = w[0, head]
            previous = a[torch.arange(1, 2 * n), torch.arange(0, 2 * n - 1)].mean().item()
            induction = a[torch.arange(n, 2 * n), torch.arange(1, n + 1)].mean().item()
            first = a[:, 0].mean().item()
            ratios = []
            for t in range(8, n):
                share = is_delim[:t + 1].float().mean().item()
                if share > 0:
                    ratios.append((a[t, :t + 1] * is_delim[:t + 1]).sum().item() / share)
            rows = [t for t in range(8, n) if last[t] >= 1]
            recent = a[torch.tensor(rows), last[torch.tensor(rows)]].mean().item()
            scores.append(dict(previous_token=previous, induction=induction, first_token=first,
                               delimiter=sum(ratios) / len(ratios), last_delimiter=recent))
    return scores


def head_report(model, data):
    """Per-head scores of head_scores averaged over a few 128-byte held-out passages."""
    runs = [head_scores(model, data[s:s + 128]) for s in REPORT_PASSAGES]
    heads = model.h[0].heads
    report = []
    for i in range(len(runs[0])):
        row = dict(layer=i // heads, head=i % heads)
        for key in runs[0][i]:
            row[key] = round(sum(r[i][key] for r in runs) / len(runs), 3)
        report.append(row)
    return report


def write_fixtures(model, fixture_dir):
    fixture_dir.mkdir(parents=True, exist_ok=True)
    for name, text in FIXTURE_TEXTS.items():
        ids = list(text.encode("utf-8"))
        with torch.no_grad():
            logits, attentions = model(torch.tensor(ids)[None])
        np.save(fixture_dir / f"{name}_ids.npy", np.array(ids, dtype=np.float32))
        np.save(fixture_dir / f"{name}_logits.npy", logits[0].numpy().astype(np.float32))
        np.save(fixture_dir / f"{name}_attention.npy",
                torch.stack([a[0] for a in attentions]).numpy().astype(np.float32))
        greedy = list(ids)
        with torch.no_grad():
            for _ in range(40):
                greedy.append(int(model(torch.tensor(greedy[-256:])[None])[0][0, -1].argmax()))
        (fixture_dir / f"{name}_greedy.txt").write_bytes(bytes(greedy[len(ids):]))


def plain_batch(gen, source, rows, ctx):
    """rows windows of ctx + 1 consecutive bytes -> inputs (rows,ctx), targets (rows,ctx)."""
    starts = gen.integers(0, len(source) - ctx - 1, rows)
    x = np.stack([source[s:s + ctx] for s in starts]).astype(np.int64)
    y = np.stack([source[s + 1:s + ctx + 1] for s in starts]).astype(np.int64)
    return torch.from_numpy(x), torch.from_numpy(y)


def mixed_batch(gen, source, rows, ctx, repeat_fraction):
    """Like plain_batch, but each window is, with probability repeat_fraction, a 64-120-byte
    span, its exact repeat, then the text that follows the span (ctx + 1 bytes in all)."""
    windows = []
    for _ in range(rows):
        repeat = gen.random() < repeat_fraction
        s = gen.integers(0, len(source) - ctx - 1)
        if repeat:
            span = int(gen.integers(64, 121))
            windows.append(np.concatenate([source[s:s + span], source[s:s + ctx + 1 - span]]))
        else:
            windows.append(source[s:s + ctx + 1])
    w = np.stack(windows).astype(np.int64)
    return torch.from_numpy(w[:, :-1]), torch.from_numpy(w[:, 1:])


def mean_loss(model, sample, batches):
    """Mean cross-entropy (nats per byte) over batches drawn by sample()."""
    model.eval()
    with torch.no_grad():
        losses = [F.cross_entropy(model(x)[0].flatten(0, 1), y.flatten()).item()
                  for x, y in (sample() for _ in range(batches))]
    model.train()
    return sum(losses) / len(losses)


def train(model, steps, lr, sample, report, decay=True):
    """AdamW (weight decay 0.01, betas 0.9, 0.95), warm-up 100 steps, cosine decay to 0 (with decay),
    gradients clipped to 1, on batches from sample(): inputs and targets (B,T), and optionally
    a bool mask (B,T) of the positions the loss reads; report(step, loss) every 250 steps."""
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=0.01, betas=(0.9, 0.95))
    for step in range(steps + 1):
        for g in opt.param_groups:
            g["lr"] = lr * min(1.0, step / 100) * (
                0.5 * (1 + math.cos(math.pi * step / steps)) if decay else 1.0)
        x, y, *scored = sample()
        if scored:
            loss = F.cross_entropy(model(x, scored=scored[0])[0], y[scored[0]])
        else:
            loss = F.cross_entropy(model(x)[0].flatten(0, 1), y.flatten())
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        if step % 250 == 0:
            report(step, loss.item())


def train_stage(model, name, steps, lr, train_sample, held_sample, held):
    """train(), printing progress every 250 steps; returns the seconds it took."""
    start = time.time()

    def report(step, loss):
        model.eval()
        induction = max(h["induction"] for h in head_scores(model, held[1000:1128]))
        print(f"{name} step {step:5d}  train {loss:.3f}  "
              f"held-out {mean_loss(model, held_sample, 8):.3f}  "
              f"best induction {induction:.3f}  {time.time() - start:.0f} s", flush=True)

    train(model, steps, lr, train_sample, report)
    return round(time.time() - start)


def main():
    ap = argparse.ArgumentParser(description="Stage 1: plain text; stage 2: plain text mixed "
                                 "with repeated spans (see the module documentation).")
    ap.add_argument("--pretrain-steps", type=int, default=3000)
    ap.add_argument("--pretrain-batch", type=int, default=32)
    ap.add_argument("--pretrain-lr", type=float, default=3e-3)
    ap.add_argument("--init", type=pathlib.Path,
                    help="skip stage 1 and start stage 2 from this model directory")
    ap.add_argument("--steps", type=int, default=1200)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--repeat-fraction", type=float, default=0.5)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--model-dir", type=pathlib.Path, default=MODEL_DIR)
    ap.add_argument("--fixture-dir", type=pathlib.Path, default=FIXTURE_DIR)
    args = ap.parse_args()
    torch.manual_seed(1234)
    torch.set_num_threads(args.threads)
    raw = subprocess.run(["bible", "Gen1:1-Rev22:21"], capture_output=True, check=True).stdout
    data = np.frombuffer(raw, dtype=np.uint8)
    split = int(len(data) * 0.95)
    train, held = data[:split], data[split:]
    model = TinyGPT(CONFIG)
    ctx = CONFIG["n_positions"]
    stages = {}
    if args.init:
        load_gpt2_tensors(model, args.init)
        stages["pretrain"] = dict(init=str(args.init))
    elif args.pretrain_steps > 0:
        gen = np.random.default_rng(1234)
        seconds = train_stage(model, "stage 1", args.pretrain_steps, args.pretrain_lr,
                              lambda: plain_batch(gen, train, args.pretrain_batch, ctx),
                              lambda: plain_batch(gen, held, args.pretrain_batch, ctx), held)
        stages["pretrain"] = dict(steps=args.pretrain_steps, batch=args.pretrain_batch,
                                  lr=args.pretrain_lr, seconds=seconds)
    gen = np.random.default_rng(1234)
    sample = lambda source, fraction: mixed_batch(gen, source, args.batch, ctx, fraction)
    seconds = train_stage(model, "stage 2", args.steps, args.lr,
                          lambda: sample(train, args.repeat_fraction),
                          lambda: sample(held, 0.0), held)
    stages["repeats"] = dict(steps=args.steps, batch=args.batch, lr=args.lr,
                             repeat_fraction=args.repeat_fraction, repeat_span_bytes=[64, 120],
                             seconds=seconds)
    model.eval()
    held_loss = mean_loss(model, lambda: sample(held, 0.0), 32)
    repeated_loss = mean_loss(model, lambda: sample(held, 1.0), 32)
    summary = dict(context=ctx, **stages,
                   held_out_loss_nats_per_byte=round(held_loss, 4),
                   held_out_bits_per_byte=round(held_loss / math.log(2), 4),
                   held_out_repeated_bits_per_byte=round(repeated_loss / math.log(2), 4),
                   torch=torch.__version__, heads=head_report(model, held))
    model_dir = args.model_dir
    model_dir.mkdir(parents=True, exist_ok=True)
    (model_dir / "config.json").write_text(json.dumps(CONFIG, indent=1) + "\n")
    (model_dir / "tokenizer_config.json").write_text(json.dumps(
        {"tokenizer_class": "bytes", "description": "one token per UTF-8 byte; id = byte value"},
        indent=1) + "\n")
    (model_dir / "training.json").write_text(json.dumps(summary, indent=1) + "\n")
    write_safetensors(model_dir / "model.safetensors", gpt2_tensors(model),
                      {"format": "pt", "source": "tools/train_tiny_gpt.py"})
    write_fixtures(model, args.fixture_dir)
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
