#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Trains the sample English -> French translators on the generated corpus of
tools/make_translation_corpus.py.

    /usr/bin/python3 tools/train_translators.py --model bahdanau    [--steps N] [--threads T]
    /usr/bin/python3 tools/train_translators.py --model transformer [--steps N] [--threads T]

bahdanau:    a GRU encoder-decoder with additive attention (Bahdanau, Cho and Bengio 2015):
             bidirectional GRU encoder (hidden_dim/2 per direction), decoder GRU cell fed
             [previous word embedding; context], e_tj = v^T tanh(W s_{t-1} + U h_j + b),
             logits = Linear([s_t; c_t; previous word embedding]).
transformer: a post-LN Transformer encoder-decoder (Vaswani et al. 2017): embeddings scaled by
             sqrt(d_model) plus sinusoidal positions, encoder layers of self-attention and a
             ReLU feed-forward net, decoder layers of causal self-attention, cross-attention
             and feed-forward net, each sub-layer followed by residual addition and LayerNorm.

Writes sample_models/translator-<model>/ (config.json, model.safetensors, source_vocab.json,
target_vocab.json, training.json) and tests/fixtures/translators/<model>/ (a few sentences,
their greedy translation and attention) for tests/core/models/translator/tst_translator.cpp.
Debian's torch links the reference BLAS; with OpenBLAS it trains about 10 times faster
(LD_LIBRARY_PATH pointing at an unpacked libopenblas0-pthread is enough).
"""
import argparse
import json
import math
import pathlib
import sys
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

from safetensors_io import write_safetensors

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import make_translation_corpus as corpus  # noqa: E402

SPECIALS = ["<pad>", "<bos>", "<eos>", "<unk>"]
PAD, BOS, EOS, UNK = 0, 1, 2, 3
MAX_SOURCE_WORDS, MAX_TARGET_WORDS = 60, 80
FIXTURE_TEXTS = {
    "eea": "The commission supports the European Economic Area.",
    "small_red_car": "The small red car is in the old garden.",
    "apples": "My sister buys three green apples.",
    "unknown_word": "The giraffe eats the red apple.",
    "negation": "We do not like the cold rooms.",
}
PUNCTUATION = set('.,;:!?"()«»')


def split_words(text):
    """The same rules as splitWords() in core/models/translator/translator_vocab.cpp."""
    words, current = [], ""
    for ch in text.lower().replace("\u2019", "'"):
        if ch.isspace():
            if current:
                words.append(current)
            current = ""
        elif ch in PUNCTUATION:
            if current:
                words.append(current)
            words.append(ch)
            current = ""
        elif ch == "'":
            words.append(current + ch)
            current = ""
        else:
            current += ch
    if current:
        words.append(current)
    return words


def make_vocab(sentences):
    words = sorted({w for s in sentences for w in s})
    return SPECIALS + words


def ids_of(words, index):
    return [index.get(w, UNK) for w in words]


# ---------------------------------------------------------------------------------- models

class Bahdanau(nn.Module):
    def __init__(self, c):
        super().__init__()
        e, h, a = c["embed_dim"], c["hidden_dim"], c["attention_dim"]
        self.src_embedding = nn.Embedding(c["source_vocab_size"], e)
        self.encoder = nn.GRU(e, h // 2, batch_first=True, bidirectional=True)
        self.bridge = nn.Linear(h // 2, h)
        self.tgt_embedding = nn.Embedding(c["target_vocab_size"], e)
        self.attention_query = nn.Linear(h, a, bias=False)
        self.attention_key = nn.Linear(h, a)
        self.attention_v = nn.Linear(a, 1, bias=False)
        self.decoder = nn.GRUCell(e + h, h)
        self.output = nn.Linear(h + h + e, c["target_vocab_size"])

    def encode(self, src, lengths):
        """src:(B,S) -> keys (B,S,H), initial state (B,H)."""
        packed = nn.utils.rnn.pack_padded_sequence(self.src_embedding(src), lengths.cpu(),
                                                   batch_first=True, enforce_sorted=False)
        out, last = self.encoder(packed)
        keys, _ = nn.utils.rnn.pad_packed_sequence(out, batch_first=True, total_length=src.shape[1])
        return keys, torch.tanh(self.bridge(last[1]))

    def step(self, prev, state, keys, projected_keys, src_mask):
        """prev:(B) state:(B,H) -> logits (B,V), new state, weights (B,S), context (B,H)."""
        emb = self.tgt_embedding(prev)
        scores = self.attention_v(torch.tanh(self.attention_query(state)[:, None] + projected_keys))[..., 0]
        weights = torch.softmax(scores.masked_fill(~src_mask, float("-inf")), dim=-1)
        context = (weights[..., None] * keys).sum(1)
        new_state = self.decoder(torch.cat([emb, context], -1), state)
        logits = self.output(torch.cat([new_state, context, emb], -1))
        return logits, new_state, weights, context

    def forward(self, src, lengths, tgt_in):
        keys, state = self.encode(src, lengths)
        projected, mask = self.attention_key(keys), src != PAD
        logits = []
        for t in range(tgt_in.shape[1]):
            out, state, _, _ = self.step(tgt_in[:, t], state, keys, projected, mask)
            logits.append(out)
        return torch.stack(logits, 1)

    @torch.no_grad()
    def greedy(self, src, lengths, max_len):
        keys, state = self.encode(src, lengths)
        projected, mask = self.attention_key(keys), src != PAD
        prev = torch.full((src.shape[0],), BOS, dtype=torch.long)
        out, alignments = [], []
        for _ in range(max_len):
            logits, state, weights, _ = self.step(prev, state, keys, projected, mask)
            prev = logits.argmax(-1)
            out.append(prev)
            alignments.append(weights)
        return torch.stack(out, 1), torch.stack(alignments, 1)


def sinusoidal(n, d):
    pos = np.arange(n, dtype=np.float64)[:, None]
    omega = 10000.0 ** (-np.arange(0, d, 2, dtype=np.float64) / d)
    p = np.zeros((n, d))
    p[:, 0::2], p[:, 1::2] = np.sin(pos * omega), np.cos(pos * omega)
    return torch.tensor(p, dtype=torch.float32)


class MultiHead(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.heads = heads
        self.q, self.k, self.v, self.o = (nn.Linear(d, d) for _ in range(4))

    def forward(self, x, memory, mask):
        """x:(B,Tq,d) memory:(B,Tk,d) mask:(B or 1,1 or Tq,Tk) True = may attend."""
        b, tq, d = x.shape
        split = lambda z: z.view(b, z.shape[1], self.heads, d // self.heads).transpose(1, 2)
        q, k, v = split(self.q(x)), split(self.k(memory)), split(self.v(memory))
        scores = q @ k.transpose(-1, -2) / math.sqrt(d // self.heads)
        weights = torch.softmax(scores.masked_fill(~mask[:, None], float("-inf")), dim=-1)
        return self.o((weights @ v).transpose(1, 2).reshape(b, tq, d)), weights


class EncoderLayer(nn.Module):
    def __init__(self, d, heads, ff, dropout):
        super().__init__()
        self.self_attn = MultiHead(d, heads)
        self.norm1, self.norm2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.ff1, self.ff2 = nn.Linear(d, ff), nn.Linear(ff, d)
        self.drop = nn.Dropout(dropout)

    def forward(self, x, mask):
        a, w = self.self_attn(x, x, mask)
        x = self.norm1(x + self.drop(a))
        return self.norm2(x + self.drop(self.ff2(F.relu(self.ff1(x))))), w


class DecoderLayer(nn.Module):
    def __init__(self, d, heads, ff, dropout):
        super().__init__()
        self.self_attn, self.cross_attn = MultiHead(d, heads), MultiHead(d, heads)
        self.norm1, self.norm2, self.norm3 = nn.LayerNorm(d), nn.LayerNorm(d), nn.LayerNorm(d)
        self.ff1, self.ff2 = nn.Linear(d, ff), nn.Linear(ff, d)
        self.drop = nn.Dropout(dropout)

    def forward(self, y, memory, self_mask, memory_mask):
        a, ws = self.self_attn(y, y, self_mask)
        y = self.norm1(y + self.drop(a))
        c, wc = self.cross_attn(y, memory, memory_mask)
        y = self.norm2(y + self.drop(c))
        return self.norm3(y + self.drop(self.ff2(F.relu(self.ff1(y))))), ws, wc


class Transformer(nn.Module):
    def __init__(self, c, dropout=0.1):
        super().__init__()
        d, h, ff, n = c["d_model"], c["heads"], c["ffn_dim"], c["layers"]
        self.d = d
        self.src_embedding = nn.Embedding(c["source_vocab_size"], d)
        self.tgt_embedding = nn.Embedding(c["target_vocab_size"], d)
        self.encoder = nn.ModuleList(EncoderLayer(d, h, ff, dropout) for _ in range(n))
        self.decoder = nn.ModuleList(DecoderLayer(d, h, ff, dropout) for _ in range(n))
        self.output = nn.Linear(d, c["target_vocab_size"])
        self.register_buffer("positions", sinusoidal(c["max_positions"], d), persistent=False)
        for p in self.parameters():
            if p.dim() == 2:
                nn.init.xavier_uniform_(p)

    def embed(self, table, ids):
        return table(ids) * math.sqrt(self.d) + self.positions[: ids.shape[1]]

    def encode(self, src):
        mask = (src != PAD)[:, None, :]
        x, weights = self.embed(self.src_embedding, src), []
        for layer in self.encoder:
            x, w = layer(x, mask)
            weights.append(w)
        return x, mask, weights

    def decode(self, tgt_in, memory, memory_mask):
        t = tgt_in.shape[1]
        self_mask = torch.ones(t, t, dtype=torch.bool).tril()[None]
        y, ws, wc = self.embed(self.tgt_embedding, tgt_in), [], []
        for layer in self.decoder:
            y, s, c = layer(y, memory, self_mask, memory_mask)
            ws.append(s)
            wc.append(c)
        return self.output(y), ws, wc

    def forward(self, src, lengths, tgt_in):
        memory, mask, _ = self.encode(src)
        return self.decode(tgt_in, memory, mask)[0]

    @torch.no_grad()
    def greedy(self, src, lengths, max_len):
        memory, mask, _ = self.encode(src)
        out = torch.full((src.shape[0], 1), BOS, dtype=torch.long)
        for _ in range(max_len):
            logits = self.decode(out, memory, mask)[0][:, -1]
            out = torch.cat([out, logits.argmax(-1)[:, None]], 1)
        return out[:, 1:], None


# -------------------------------------------------------------------------------- training

def pad_batch(rows, length=None):
    length = length or max(len(r) for r in rows)
    out = np.full((len(rows), length), PAD, dtype=np.int64)
    for i, r in enumerate(rows):
        out[i, : len(r)] = r
    return torch.from_numpy(out)


def cut_at_eos(ids):
    ids = list(ids)
    return ids[: ids.index(EOS) + 1] if EOS in ids else ids


def evaluate(model, pairs, batch=250):
    """Greedy decoding of every source -> (exact-match rate, token accuracy): the share of
    sentences reproduced word for word (with <eos>), and of reference positions (with <eos>)
    where the greedy output has the reference word."""
    model.eval()
    exact = correct = total = 0
    for i in range(0, len(pairs), batch):
        chunk = pairs[i: i + batch]
        src = pad_batch([s for s, _ in chunk])
        lengths = torch.tensor([len(s) for s, _ in chunk])
        out, _ = model.greedy(src, lengths, max(len(t) for _, t in chunk) + 5)
        for (_, ref), hyp in zip(chunk, out.tolist()):
            hyp = cut_at_eos(hyp)
            exact += hyp == ref
            correct += sum(1 for j, w in enumerate(ref) if j < len(hyp) and hyp[j] == w)
            total += len(ref)
    model.train()
    return exact / len(pairs), correct / total


# -------------------------------------------------------------------------------- fixtures

@torch.no_grad()
def bahdanau_trace(model, src_ids, max_len):
    """One sentence, greedy: -> ids, alignment (T,S), contexts (T,H), states (T,H)."""
    src = torch.tensor([src_ids])
    keys, state = model.encode(src, torch.tensor([len(src_ids)]))
    projected, mask = model.attention_key(keys), src != PAD
    prev, ids, rows, contexts, states = torch.tensor([BOS]), [], [], [], []
    for _ in range(max_len):
        states.append(state[0])
        logits, state, weights, context = model.step(prev, state, keys, projected, mask)
        prev = logits.argmax(-1)
        ids.append(int(prev))
        rows.append(weights[0])
        contexts.append(context[0])
        if ids[-1] == EOS:
            break
    return ids, torch.stack(rows), torch.stack(contexts), torch.stack(states)


@torch.no_grad()
def transformer_trace(model, src_ids, max_len):
    src = torch.tensor([src_ids])
    memory, mask, enc = model.encode(src)
    ids = []
    for _ in range(max_len):
        logits = model.decode(torch.tensor([[BOS] + ids]), memory, mask)[0][0, -1]
        ids.append(int(logits.argmax()))
        if ids[-1] == EOS:
            break
    _, ws, wc = model.decode(torch.tensor([[BOS] + ids[:-1]]), memory, mask)
    stack = lambda ws: torch.stack([w[0] for w in ws]).numpy().astype(np.float32)
    return ids, stack(enc), stack(ws), stack(wc)


def write_fixtures(kind, model, src_vocab, tgt_vocab, out_dir):
    out_dir.mkdir(parents=True, exist_ok=True)
    index = {w: i for i, w in enumerate(src_vocab)}
    cases = []
    model.eval()
    for name, text in FIXTURE_TEXTS.items():
        words = split_words(text)
        src_ids = ids_of(words, index) + [EOS]
        if kind == "bahdanau":
            ids, alignment, contexts, states = bahdanau_trace(model, src_ids, MAX_TARGET_WORDS)
            np.save(out_dir / f"{name}_alignment.npy", alignment.numpy().astype(np.float32))
            np.save(out_dir / f"{name}_contexts.npy", contexts.numpy().astype(np.float32))
            np.save(out_dir / f"{name}_decoder_states.npy", states.numpy().astype(np.float32))
        else:
            ids, enc, dec, cross = transformer_trace(model, src_ids, MAX_TARGET_WORDS)
            np.save(out_dir / f"{name}_encoder_self.npy", enc)
            np.save(out_dir / f"{name}_decoder_self.npy", dec)
            np.save(out_dir / f"{name}_cross.npy", cross)
        cases.append(dict(name=name, text=text, source_words=words + ["<eos>"], source_ids=src_ids,
                          unknown=[w not in index for w in words] + [False],
                          target_ids=ids, target_words=[tgt_vocab[i] for i in ids]))
    (out_dir / "cases.json").write_text(json.dumps(cases, indent=1, ensure_ascii=False) + "\n")
    return cases


# ------------------------------------------------------------------------------------ main

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", choices=["bahdanau", "transformer"], required=True)
    ap.add_argument("--steps", type=int, default=3000)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1234)
    args = ap.parse_args()
    torch.manual_seed(args.seed)
    torch.set_num_threads(args.threads)
    train_words, held_words = corpus.generate()
    src_vocab = make_vocab(e for e, _ in train_words)
    tgt_vocab = make_vocab(f for _, f in train_words)
    s_index, t_index = {w: i for i, w in enumerate(src_vocab)}, {w: i for i, w in enumerate(tgt_vocab)}
    encode = lambda pairs: [(ids_of(e, s_index) + [EOS], ids_of(f, t_index) + [EOS]) for e, f in pairs]
    train, held = encode(train_words), encode(held_words)

    common = dict(source_language="en", target_language="fr", source_vocab_size=len(src_vocab),
                  target_vocab_size=len(tgt_vocab), max_source_words=MAX_SOURCE_WORDS,
                  max_target_words=MAX_TARGET_WORDS, pad_id=PAD, bos_id=BOS, eos_id=EOS, unk_id=UNK)
    if args.model == "bahdanau":
        config = dict(model_type="bahdanau-gru", embed_dim=64, hidden_dim=128, attention_dim=128, **common,
                      description="bidirectional GRU encoder (hidden_dim/2 per direction), GRU decoder with "
                                  "additive attention e_tj = v^T tanh(W s_{t-1} + U h_j + b), initial state "
                                  "tanh(bridge(backward state at the first word)), "
                                  "logits = output([s_t; c_t; previous word embedding])")
        model, lr = Bahdanau(config), 2e-3
    else:
        config = dict(model_type="transformer-seq2seq", d_model=64, layers=2, heads=4, ffn_dim=256,
                      max_positions=max(MAX_SOURCE_WORDS, MAX_TARGET_WORDS) + 1, layer_norm_eps=1e-5,
                      norm="post", activation="relu", **common,
                      description="post-LN Transformer encoder-decoder: x = LayerNorm(x + sublayer(x)); "
                                  "embeddings times sqrt(d_model) plus sinusoidal positions "
                                  "(sin at even, cos at odd columns, base 10000); separate source and "
                                  "target embeddings; output = Linear(d_model, target vocabulary)")
        model, lr = Transformer(config), 1e-3
    opt = torch.optim.Adam(model.parameters(), lr=lr, betas=(0.9, 0.98))
    gen = np.random.default_rng(args.seed)
    start, cpu_start = time.time(), time.process_time()
    model.train()
    for step in range(1, args.steps + 1):
        scale = min(1.0, step / 200) * 0.5 * (1 + math.cos(math.pi * step / args.steps))
        for g in opt.param_groups:
            g["lr"] = lr * max(scale, 0.02)
        chunk = [train[i] for i in gen.integers(0, len(train), args.batch)]
        src = pad_batch([s for s, _ in chunk])
        lengths = torch.tensor([len(s) for s, _ in chunk])
        tgt = pad_batch([[BOS] + t for _, t in chunk])
        logits = model(src, lengths, tgt[:, :-1])
        loss = F.cross_entropy(logits.flatten(0, 1), tgt[:, 1:].flatten(), ignore_index=PAD,
                               label_smoothing=0.0)
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        if step % 500 == 0 or step == args.steps:
            exact, acc = evaluate(model, held[:300])
            print(f"step {step:5d}  loss {loss.item():.4f}  held-out[:300] exact {exact:.3f} "
                  f"token {acc:.3f}  {time.time() - start:.0f} s", flush=True)
    seconds, cpu_seconds = time.time() - start, time.process_time() - cpu_start
    model.eval()
    exact, acc = evaluate(model, held)
    name = "translator-" + args.model
    model_dir, fixture_dir = ROOT / "sample_models" / name, ROOT / "tests" / "fixtures" / "translators" / args.model
    model_dir.mkdir(parents=True, exist_ok=True)
    (model_dir / "config.json").write_text(json.dumps(config, indent=1, ensure_ascii=False) + "\n")
    (model_dir / "source_vocab.json").write_text(json.dumps(src_vocab, ensure_ascii=False, indent=0) + "\n")
    (model_dir / "target_vocab.json").write_text(json.dumps(tgt_vocab, ensure_ascii=False, indent=0) + "\n")
    tensors = {k: v.detach().float().contiguous().numpy() for k, v in model.state_dict().items()}
    write_safetensors(model_dir / "model.safetensors", tensors,
                      {"format": "pt", "source": "tools/train_translators.py"})
    cases = write_fixtures(args.model, model, src_vocab, tgt_vocab, fixture_dir)
    summary = dict(
        command=f"/usr/bin/python3 tools/train_translators.py --model {args.model} --steps {args.steps} "
                f"--batch {args.batch} --seed {args.seed}",
        data=dict(generator="tools/make_translation_corpus.py", corpus_seed=2024, train_pairs=len(train),
                  held_out_pairs=len(held), source_vocabulary=len(src_vocab), target_vocabulary=len(tgt_vocab)),
        steps=args.steps, batch=args.batch, learning_rate=lr, optimizer="Adam (0.9, 0.98), warm-up 200 steps, cosine decay",
        parameters=sum(p.numel() for p in model.parameters()), seconds=round(seconds),
        cpu_seconds=round(cpu_seconds),
        threads=args.threads, torch=torch.__version__,
        held_out_exact_match=round(exact, 4), held_out_token_accuracy=round(acc, 4),
        metric="greedy decoding of all held-out sources; exact match = whole sentence with <eos>; token "
               "accuracy = share of reference positions (with <eos>) where the output has the reference word",
        examples=[dict(source=c["text"], greedy=" ".join(c["target_words"])) for c in cases])
    (model_dir / "training.json").write_text(json.dumps(summary, indent=1, ensure_ascii=False) + "\n")
    print(json.dumps(summary, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
