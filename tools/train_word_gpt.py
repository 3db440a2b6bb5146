#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Trains the readable sample language model: a small GPT-2-architecture model whose tokens are
whole words (byte-level BPE with an 8192-token vocabulary learnt here), over the King James Bible
(public domain; Debian package bible-kjv-text, printed by `bible`) and the Russian lecture notes
of ../shared/seeds (so the notes' own sentences read as words too).

    /usr/bin/python3 tools/train_word_gpt.py [--steps N] [--threads N] [--model-dir DIR]
        [--fixture-dir DIR] (--help lists every option)

Writes sample_models/word-gpt-kjv/ in the Hugging Face layout (config.json with model_type
gpt2, model.safetensors with GPT-2 tensor names stored as F16, tokenizer.json with the BPE
vocabulary and merges) and tests/fixtures/word_gpt/ (token ids, logits, every layer's per-head
attention and a greedy continuation for a few texts), which tests/core/models/gpt2/ compares
with the C++ forward pass. Debian's torch is about 20 times faster with libopenblas0-pthread.

The tokenizer: each text is split as GPT-2 splits it (a word with the space before it), every
split mapped to GPT-2's byte alphabet, and merges of the most frequent adjacent pair are learnt
until the vocabulary has 8191 tokens (+ "<|endoftext|>"). Russian words are counted 30 times so
that the notes' words, too, become single tokens.

Training runs in four stages, AdamW with a 100-step warm-up, batches of 16 windows of 128
tokens, a tenth of them from the Russian notes:
1. plain text (--plain-steps, lr 3e-3, cosine decay);
2. repeats (--repeat-steps): --repeat-fraction of the windows are a 24-48-token span of text, its
   exact repeat and the text after it, as tools/train_tiny_gpt.py makes its induction head form.
   Here it did not: the best induction score stayed at 0.03 (0.08 after 750 more steps with 80 %
   of such windows, 0.04 with 30 % of windows of tokens drawn at random and typed again and again);
3. copies (--copy-steps, --copy-lr 1e-3, no decay): every window is 8-63 tokens drawn from
   anywhere in the text, typed again and again, and the loss reads only the positions the
   earlier copy predicts. Nothing but copying lowers that loss: after a plateau of about 300
   steps heads of the last layer learn to look up the token after the current token's earlier
   occurrence (best induction score 0.03 -> 0.53 in 800 steps) while the plain text is
   forgotten (held-out loss 4.38 -> 8.82 nats);
4. mixed (--mixed-steps, lr --copy-lr with cosine decay): --copy-fraction of the windows are
   such copies, the rest plain text; the language comes back and the induction heads stay.
In stages 3 and 4 the loss reads a random half of the positions (the 8192-token unembedding is
most of a step's work). --init DIR starts from a model this script wrote; training.json lists
the stages of every run that led to the model. The shipped model: stages 1 and 2, then
`--init` with `--plain-steps 0 --repeat-steps 0` (held-out loss 4.59 nats), then once more
`--plain-steps 0 --repeat-steps 0 --copy-steps 0 --mixed-steps 1500 --copy-lr 2e-3
--copy-fraction 0.2` (4.40 nats; the first run's 4.36 without an induction head). About 0.7 s a
step on two cores.
"""
import argparse
import collections
import json
import math
import pathlib
import re
import subprocess
import time

import numpy as np
import torch
import torch.nn.functional as F

from safetensors_io import write_safetensors
from train_tiny_gpt import TinyGPT, gpt2_tensors, load_gpt2_tensors, train

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODEL_DIR = ROOT / "sample_models" / "word-gpt-kjv"
FIXTURE_DIR = ROOT / "tests" / "fixtures" / "word_gpt"
SEEDS = ROOT.parent / "shared" / "seeds"
RUSSIAN_NOTES = ("000_4ed532320bccc714.txt", "001_44555760e2923675.txt", "003_2dddd46bb89ea428.txt")
VOCAB = 8192
END = "<|endoftext|>"
CONFIG = dict(model_type="gpt2", vocab_size=VOCAB, n_positions=128, n_ctx=128, n_embd=128,
              n_layer=4, n_head=4, layer_norm_epsilon=1e-5, activation_function="gelu_new",
              bos_token_id=VOCAB - 1, eos_token_id=VOCAB - 1)
FIXTURE_TEXTS = {
    "genesis": "In the beginning God created the heaven and the earth.",
    "repeat": "And Abram said unto Lot, Let there be no strife. And Abram said unto Lot",
    "russian": "Надо сдавать лабораторные до срока выполнения",
}
# GPT-2's split (tokenizer.json's ByteLevel pre-tokenizer) with Python's Unicode classes.
SPLIT = re.compile(r"""'s|'t|'re|'ve|'m|'ll|'d| ?[^\W\d_]+| ?\d+| ?[^\s\w]+|\s+(?!\S)|\s+""")


def byte_alphabet():
    """GPT-2's bytes_to_unicode: byte -> a printable character."""
    keep = list(range(ord("!"), ord("~") + 1)) + list(range(0xA1, 0xAD)) + list(range(0xAE, 0x100))
    chars, extra = {}, 0
    for b in range(256):
        if b in keep:
            chars[b] = chr(b)
        else:
            chars[b] = chr(256 + extra)
            extra += 1
    return chars


BYTES = byte_alphabet()


def symbols(piece):
    return "".join(BYTES[b] for b in piece.encode("utf-8"))


def kjv_verses():
    """The Bible as one verse per line, without book headings and verse numbers."""
    raw = subprocess.run(["bible", "Gen1:1-Rev22:21"], capture_output=True, check=True,
                         text=True).stdout
    verses, current = [], []
    for line in raw.splitlines():
        if not line.strip() or re.fullmatch(r"\S.* \d+", line):  # blank or "Genesis 1"
            continue
        number = re.match(r"\s+\d+ (.*)", line)
        if number:
            if current:
                verses.append(" ".join(current))
            current = [number.group(1).strip()]
        else:
            current.append(line.strip())
    verses.append(" ".join(current))
    return verses


def russian_lines():
    """The prose lines of the Russian notes (formulas, tables and code left out)."""
    lines = []
    for name in RUSSIAN_NOTES:
        for line in (SEEDS / name).read_text(encoding="utf-8").splitlines():
            line = line.strip().lstrip("#").strip()
            if len(line) > 20 and not re.search(r"[$\\|{}=_^<>]", line):
                lines.append(line)
    return lines


def train_bpe(counts, size):
    """counts: split (in byte symbols) -> count. Merges of the most frequent adjacent pair (ties:
    the larger pair) until 256 + len(merges) == size."""
    words = [list(w) for w in counts]
    weights = list(counts.values())
    pairs, where = collections.Counter(), collections.defaultdict(set)
    for i, w in enumerate(words):
        for p in zip(w, w[1:]):
            pairs[p] += weights[i]
            where[p].add(i)
    merges = []
    while 256 + len(merges) < size and pairs:
        best = max(pairs, key=lambda p: (pairs[p], p))
        merges.append(best)
        joined = best[0] + best[1]
        for i in where.pop(best):
            w, c = words[i], weights[i]
            for p in zip(w, w[1:]):
                pairs[p] -= c
            out, j = [], 0
            while j < len(w):
                if j + 1 < len(w) and (w[j], w[j + 1]) == best:
                    out.append(joined)
                    j += 2
                else:
                    out.append(w[j])
                    j += 1
            words[i] = out
            for p in zip(out, out[1:]):
                pairs[p] += c
                where[p].add(i)
        for p in [p for p, n in pairs.items() if n <= 0]:
            del pairs[p]
    return merges


class Encoder:
    """GPT-2's BPE: each split's symbols merged by rank, lowest first."""

    def __init__(self, merges):
        self.ranks = {m: r for r, m in enumerate(merges)}
        base = [BYTES[b] for b in range(256)]
        self.vocab = {s: i for i, s in enumerate(base + [a + b for a, b in merges] + [END])}
        self.cache = {}

    def word(self, piece):
        if piece in self.cache:
            return self.cache[piece]
        w = list(symbols(piece))
        while len(w) > 1:
            ranked = [(self.ranks.get(p, 1 << 30), k) for k, p in enumerate(zip(w, w[1:]))]
            rank, k = min(ranked)
            if rank == 1 << 30:
                break
            w[k:k + 2] = [w[k] + w[k + 1]]
        ids = [self.vocab[s] for s in w]
        self.cache[piece] = ids
        return ids

    def encode(self, text):
        return [i for piece in SPLIT.findall(text) for i in self.word(piece)]


def tokenizer_json(encoder, merges):
    """The tokenizer.json of Hugging Face's tokenizers for GPT-2's pipeline over this vocabulary."""
    return {
        "version": "1.0", "truncation": None, "padding": None,
        "added_tokens": [{"id": VOCAB - 1, "content": END, "single_word": False, "lstrip": False,
                          "rstrip": False, "normalized": True, "special": True}],
        "normalizer": None,
        "pre_tokenizer": {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True,
                          "use_regex": True},
        "post_processor": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": False,
                           "use_regex": True},
        "decoder": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True,
                    "use_regex": True},
        "model": {"type": "BPE", "dropout": None, "unk_token": None,
                  "continuing_subword_prefix": "", "end_of_word_suffix": "",
                  "fuse_unk": False, "byte_fallback": False, "vocab": encoder.vocab,
                  "merges": [f"{a} {b}" for a, b in merges]},
    }


def head_scores(model, ids):
    """ids (n,) typed twice -> per head: mean weight on the previous token, on the token after
    the earlier occurrence (second copy; induction) and on the first token."""
    x = torch.tensor(ids + ids)[None]
    n = len(ids)
    with torch.no_grad():
        _, attentions = model(x)
    out = []
    for w in attentions:
        for h in range(w.shape[1]):
            a = w[0, h]
            out.append(dict(
                previous_token=a[torch.arange(1, 2 * n), torch.arange(0, 2 * n - 1)].mean().item(),
                induction=a[torch.arange(n, 2 * n), torch.arange(1, n + 1)].mean().item(),
                first_token=a[:, 0].mean().item()))
    return out


def head_report(model, held, passages=(500, 5000, 20000, 40000)):
    runs = [head_scores(model, list(held[s:s + 48])) for s in passages]
    report = []
    for i in range(len(runs[0])):
        row = dict(layer=i // CONFIG["n_head"] + 1, head=i % CONFIG["n_head"] + 1)
        for key in runs[0][i]:
            row[key] = round(sum(r[i][key] for r in runs) / len(runs), 3)
        report.append(row)
    return report


def batch(gen, english, russian, rows, ctx, repeat_fraction=0.0, copy_fraction=0.0):
    """rows windows of ctx + 1 tokens -> inputs, targets (rows, ctx) and the bool mask (rows, ctx)
    of the positions the loss reads. A tenth of the windows come from the Russian notes; with
    repeat_fraction, a 24-48-token span, its exact repeat, then the following text; with
    copy_fraction, 8-63 tokens drawn from anywhere in the text and typed again and again, read
    only where the earlier copy predicts the next token. Where copy_fraction > 0 the loss reads a
    random half of the positions (the unembedding is most of a step's work)."""
    windows, masks = [], []
    for _ in range(rows):
        source = russian if gen.random() < 0.1 else english
        s = int(gen.integers(0, len(source) - ctx - 1))
        mask = np.ones(ctx, dtype=bool)
        if gen.random() < copy_fraction:
            n = int(gen.integers(8, 64))
            windows.append(np.resize(source[gen.integers(0, len(source), n)], ctx + 1))
            mask[:n - 1] = False
        elif gen.random() < repeat_fraction:
            span = int(gen.integers(24, 49))
            windows.append(np.concatenate([source[s:s + span], source[s:s + ctx + 1 - span]]))
        else:
            windows.append(source[s:s + ctx + 1])
        masks.append(mask & (gen.random(ctx) < 0.5) if copy_fraction else mask)
    w = torch.from_numpy(np.stack(windows).astype(np.int64))
    return w[:, :-1], w[:, 1:], torch.from_numpy(np.stack(masks))


def held_loss(model, gen, held, ctx, repeat_fraction=0.0, batches=16):
    model.eval()
    with torch.no_grad():
        losses = []
        for _ in range(batches):
            x, y, _ = batch(gen, held, held, 16, ctx, repeat_fraction)
            losses.append(F.cross_entropy(model(x)[0].flatten(0, 1), y.flatten()).item())
    model.train()
    return sum(losses) / len(losses)


def write_fixtures(model, encoder, fixture_dir):
    fixture_dir.mkdir(parents=True, exist_ok=True)
    for name, text in FIXTURE_TEXTS.items():
        ids = encoder.encode(text)
        with torch.no_grad():
            logits, attentions = model(torch.tensor(ids)[None])
            greedy = list(ids)
            for _ in range(12):
                greedy.append(int(model(torch.tensor(greedy)[None])[0][0, -1].argmax()))
        np.save(fixture_dir / f"{name}_ids.npy", np.array(ids, dtype=np.float32))
        np.save(fixture_dir / f"{name}_logits.npy", logits[0].numpy().astype(np.float32))
        np.save(fixture_dir / f"{name}_attention.npy",
                torch.stack([a[0] for a in attentions]).numpy().astype(np.float32))
        np.save(fixture_dir / f"{name}_greedy.npy", np.array(greedy[len(ids):], dtype=np.float32))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--plain-steps", type=int, default=1800)
    ap.add_argument("--repeat-steps", type=int, default=900)
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--repeat-fraction", type=float, default=0.5)
    ap.add_argument("--copy-steps", type=int, default=800)
    ap.add_argument("--mixed-steps", type=int, default=1200)
    ap.add_argument("--copy-lr", type=float, default=1e-3)
    ap.add_argument("--copy-fraction", type=float, default=0.25)
    ap.add_argument("--init", type=pathlib.Path,
                    help="start from this model directory (one this script wrote)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--model-dir", type=pathlib.Path, default=MODEL_DIR)
    ap.add_argument("--fixture-dir", type=pathlib.Path, default=FIXTURE_DIR)
    args = ap.parse_args()
    torch.manual_seed(1234)
    torch.set_num_threads(args.threads)
    start = time.time()
    verses, notes = kjv_verses(), russian_lines()
    counts = collections.Counter()
    for text, weight in (("\n".join(verses), 1), ("\n".join(notes), 30)):
        for piece in SPLIT.findall(text):
            counts[symbols(piece)] += weight
    merges = train_bpe(counts, VOCAB - 1)
    encoder = Encoder(merges)
    print(f"tokenizer: {len(merges)} merges in {time.time() - start:.0f} s", flush=True)
    split = int(len(verses) * 0.95)
    english = np.array(encoder.encode("\n".join(verses[:split])), dtype=np.int32)
    held = np.array(encoder.encode("\n".join(verses[split:])), dtype=np.int32)
    russian = np.array(encoder.encode("\n".join(notes)), dtype=np.int32)
    words = len(re.findall(r"\S+", "\n".join(verses)))
    print(f"tokens: {len(english) + len(held)} for {words} English words; {len(russian)} Russian",
          flush=True)
    model, ctx = TinyGPT(CONFIG), CONFIG["n_positions"]
    if args.init:
        load_gpt2_tensors(model, args.init)
    gen, check = np.random.default_rng(1234), np.random.default_rng(99)
    runs, stages = [], {}  # runs: the stages of each run that led to this model, oldest first
    if args.init:
        earlier = json.loads((args.init / "training.json").read_text())
        runs = earlier.get("runs", [earlier.get("stages", {})])
    for name, steps, lr, decay, mix in (
            ("plain", args.plain_steps, args.lr, True, {}),
            ("repeats", args.repeat_steps, args.lr, True,
             dict(repeat_fraction=args.repeat_fraction)),
            ("copies", args.copy_steps, args.copy_lr, False, dict(copy_fraction=1.0)),
            ("mixed", args.mixed_steps, args.copy_lr, True,
             dict(copy_fraction=args.copy_fraction))):
        if steps == 0:
            continue
        began = time.time()
        report = lambda step, loss: print(
            f"{name} {step:5d}  train {loss:.3f}  held-out {held_loss(model, check, held, ctx):.3f}"
            f"  best induction {max(h['induction'] for h in head_report(model, held)):.3f}"
            f"  {time.time() - began:.0f} s", flush=True)
        train(model, steps, lr, lambda: batch(gen, english, russian, args.batch, ctx, **mix),
              report, decay)
        stages[name] = dict(steps=steps, batch=args.batch, lr=lr, lr_decay=decay, **mix,
                            seconds=round(time.time() - began))
    # Shipped as F16: the fixtures come from the rounded weights the application reads.
    with torch.no_grad():
        for p in model.parameters():
            p.copy_(p.half().float())
    model.eval()
    loss = held_loss(model, check, held, ctx, batches=64)
    summary = dict(context=ctx, vocabulary=VOCAB, runs=runs + [stages],
                   held_out_loss_nats_per_token=round(loss, 4),
                   held_out_perplexity=round(math.exp(loss), 1),
                   held_out_repeated_loss=round(held_loss(model, check, held, ctx, 1.0, 64), 4),
                   tokens_per_english_word=round((len(english) + len(held)) / words, 3),
                   torch=torch.__version__, heads=head_report(model, held))
    out = args.model_dir
    out.mkdir(parents=True, exist_ok=True)
    (out / "config.json").write_text(json.dumps(CONFIG, indent=1) + "\n")
    (out / "tokenizer.json").write_text(
        json.dumps(tokenizer_json(encoder, merges), ensure_ascii=False) + "\n", encoding="utf-8")
    (out / "training.json").write_text(json.dumps(summary, indent=1) + "\n")
    write_safetensors(out / "model.safetensors", gpt2_tensors(model),
                      {"format": "pt", "source": "tools/train_word_gpt.py"}, dtype="<f2")
    write_fixtures(model, encoder, args.fixture_dir)
    print(json.dumps(summary, indent=1))


if __name__ == "__main__":
    main()
