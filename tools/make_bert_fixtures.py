#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes random BERT-family model folders in the exact Hugging Face layout and what an
independent PyTorch forward, written here from the architecture's equations in float64, gives
for them: tests/fixtures/bert/<case>/ holds the folder (config.json, model.safetensors, and for
"bert" a WordPiece vocab.txt, tokenizer_config.json and tokenizer.json) and ids.npy (T),
segments.npy (T), padded.npy (T), hidden.npy (T,E), attention.npy (L,H,T,T). Padded positions
hold the pad token, are never attended to, and their rows of hidden.npy are kept.

    /usr/bin/python3 tools/make_bert_fixtures.py [--out DIR]

Cases: "bert" (a sentence pair, segment ids 0/1, the last 3 positions padding, LayerNorm named
gamma/beta as older checkpoints have it, the "bert." prefix), "roberta" (positions numbered from
padding_idx + 1 = 2, one segment, names without the prefix, gelu_new), "distilbert" (its own names and
config keys, no segments), "xlm_roberta" (model_type "xlm-roberta", XLMRobertaForMaskedLM names:
the "roberta." prefix and an lm_head the encoder does not read; positions as transformers'
create_position_ids_from_input_ids numbers them: padding_idx + 1 = 2 onwards for real tokens,
padding_idx itself for the 3 pad tokens at the end; one segment) and "electra"
(ElectraForPreTraining names: the "electra." prefix and discriminator_predictions the encoder
does not read; a sentence pair with 3 pad tokens; embedding_size 24 < hidden_size 48, so the
embeddings and their LayerNorm are 24 wide and embeddings_project, a Linear with bias, maps them
to 48 before the first layer). The last two write config.json as transformers 5.x does (keys
sorted, architectures, dtype, the dropouts) and use a layer_norm_eps large enough to show in the
numbers. tools/make_tokenizer_fixtures.mjs then tokenises texts with the "bert" folder's
tokenizer.json.
"""
import argparse
import json
import math
import pathlib

import numpy as np
import torch

from safetensors_io import write_safetensors

ROOT = pathlib.Path(__file__).resolve().parent.parent
TOKENS = 18

SPECIALS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
WORDS = ["the", "cat", "sat", "on", "mat", "attention", "is", "all", "you", "need", "head", "heads",
         "layer", "token", "query", "key", "value", "soft", "max", "cafe", "naive", "über",
         "внимание", "головы", "слой", "注", "意", "力", "机", "制", "توجه", "سر"]
PIECES = ["##s", "##ing", "##ed", "##er", "##ly", "##ion", "##ention", "##ы", "##ие", "##ой"]
CHARS = list("abcdefghijklmnopqrstuvwxyz0123456789.,!?;:'\"()-—…абвгдеёжзийклмнопрстуфхцчшщъыьэюя")


def vocabulary():
    v = SPECIALS + WORDS + PIECES
    for c in CHARS:
        v += [c, "##" + c] if c.isalnum() else [c]
    seen, out = set(), []
    for t in v:
        if t not in seen:
            seen.add(t)
            out.append(t)
    return out


CASES = {
    "bert": dict(model_type="bert", hidden_size=48, num_hidden_layers=2, num_attention_heads=4,
                 intermediate_size=96, max_position_embeddings=40, type_vocab_size=2,
                 layer_norm_eps=0.05, hidden_act="gelu", prefix="bert.", old_norm_names=True),
    "roberta": dict(model_type="roberta", hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                    intermediate_size=64, max_position_embeddings=40, type_vocab_size=1,
                    layer_norm_eps=0.03, hidden_act="gelu_new", pad_token_id=1, prefix="",
                    old_norm_names=False),
    "distilbert": dict(model_type="distilbert", dim=32, n_layers=3, n_heads=4, hidden_dim=64,
                       max_position_embeddings=40, activation="gelu", prefix="distilbert.",
                       old_norm_names=False),
    # The keys transformers 5.x writes (to_diff_dict: the model class's own attributes, and base
    # attributes that differ from PreTrainedConfig's defaults), sorted as it sorts them.
    "xlm_roberta": dict(architectures=["XLMRobertaForMaskedLM"], attention_probs_dropout_prob=0.1,
                        bos_token_id=0, classifier_dropout=None, dtype="float32", eos_token_id=2,
                        hidden_act="gelu", hidden_dropout_prob=0.1, hidden_size=32,
                        initializer_range=0.02, intermediate_size=64, layer_norm_eps=1e-2,
                        max_position_embeddings=40, model_type="xlm-roberta", num_attention_heads=4,
                        num_hidden_layers=2, pad_token_id=1, transformers_version="5.0.0",
                        type_vocab_size=1, use_cache=True, prefix="roberta.", old_norm_names=False,
                        head="lm"),
    "electra": dict(architectures=["ElectraForPreTraining"], attention_probs_dropout_prob=0.1,
                    classifier_dropout=None, dtype="float32", embedding_size=24, hidden_act="gelu",
                    hidden_dropout_prob=0.1, hidden_size=48, initializer_range=0.02,
                    intermediate_size=96, layer_norm_eps=3e-3, max_position_embeddings=40,
                    model_type="electra", num_attention_heads=4, num_hidden_layers=2,
                    pad_token_id=0, summary_activation="gelu", summary_last_dropout=0.1,
                    summary_type="first", summary_use_proj=True, transformers_version="5.0.0",
                    type_vocab_size=2, use_cache=True, prefix="electra.", old_norm_names=False,
                    head="discriminator"),
}
INTERNAL = ("prefix", "old_norm_names", "head")  # case keys that are not config.json keys


def sizes(c):
    if c["model_type"] == "distilbert":
        return c["dim"], c["n_layers"], c["n_heads"], c["hidden_dim"], 0, 1e-12
    return (c["hidden_size"], c["num_hidden_layers"], c["num_attention_heads"],
            c["intermediate_size"], c["type_vocab_size"], c["layer_norm_eps"])


def names(c):
    if c["model_type"] == "distilbert":
        return dict(layer="transformer.layer.", q="attention.q_lin", k="attention.k_lin",
                    v="attention.v_lin", o="attention.out_lin", n1="sa_layer_norm",
                    f1="ffn.lin1", f2="ffn.lin2", n2="output_layer_norm")
    return dict(layer="encoder.layer.", q="attention.self.query", k="attention.self.key",
                v="attention.self.value", o="attention.output.dense", n1="attention.output.LayerNorm",
                f1="intermediate.dense", f2="output.dense", n2="output.LayerNorm")


def norm_names(c, base):
    return (base + ".gamma", base + ".beta") if c["old_norm_names"] else (base + ".weight", base + ".bias")


def weights(c, vocab, rng):
    e, layers, h, f, types, _ = sizes(c)
    m = c.get("embedding_size", e)  # ELECTRA's embeddings may be narrower than the layers
    p0, n = c["prefix"], names(c)
    normal = lambda *shape, s=0.2: rng.standard_normal(shape).astype(np.float32) * s
    w = {p0 + "embeddings.word_embeddings.weight": normal(vocab, m, s=1.0),
         p0 + "embeddings.position_embeddings.weight": normal(c["max_position_embeddings"], m, s=0.5)}
    if types:
        w[p0 + "embeddings.token_type_embeddings.weight"] = normal(types, m, s=0.5)
    gw, gb = norm_names(c, p0 + "embeddings.LayerNorm")
    w[gw], w[gb] = 1 + normal(m, s=0.1), normal(m, s=0.1)
    if m != e:  # ElectraModel: nn.Linear(embedding_size, hidden_size)
        w[p0 + "embeddings_project.weight"] = normal(e, m, s=0.3)
        w[p0 + "embeddings_project.bias"] = normal(e, s=0.1)
    for layer in range(layers):
        p = f"{p0}{n['layer']}{layer}."
        for k in ("q", "k", "v", "o"):
            w[p + n[k] + ".weight"], w[p + n[k] + ".bias"] = normal(e, e), normal(e, s=0.1)
        w[p + n["f1"] + ".weight"], w[p + n["f1"] + ".bias"] = normal(f, e), normal(f, s=0.1)
        w[p + n["f2"] + ".weight"], w[p + n["f2"] + ".bias"] = normal(e, f), normal(e, s=0.1)
        for k in ("n1", "n2"):
            gw, gb = norm_names(c, p + n[k])
            w[gw], w[gb] = 1 + normal(e, s=0.1), normal(e, s=0.1)
    if c.get("head") == "lm":  # XLMRobertaForMaskedLM's head (its decoder is tied to the embeddings)
        w["lm_head.dense.weight"], w["lm_head.dense.bias"] = normal(e, e), normal(e, s=0.1)
        w["lm_head.layer_norm.weight"], w["lm_head.layer_norm.bias"] = 1 + normal(e, s=0.1), normal(e, s=0.1)
        w["lm_head.bias"] = normal(vocab, s=0.1)
    elif c.get("head") == "discriminator":  # ElectraForPreTraining's
        p = "discriminator_predictions."
        w[p + "dense.weight"], w[p + "dense.bias"] = normal(e, e), normal(e, s=0.1)
        w[p + "dense_prediction.weight"], w[p + "dense_prediction.bias"] = normal(1, e), normal(1, s=0.1)
    return w


def layer_norm(x, w, b, eps):
    mean = x.mean(-1, keepdim=True)
    var = ((x - mean) ** 2).mean(-1, keepdim=True)
    return (x - mean) / torch.sqrt(var + eps) * w + b


ACTIVATIONS = {"gelu": lambda v: 0.5 * v * (1 + torch.erf(v / math.sqrt(2))),
               "gelu_new": lambda v: torch.nn.functional.gelu(v, approximate="tanh")}


def forward(c, w, ids, segments, padded):
    """The encoder from its equations: x = LN(word + position + segment), for ELECTRA then
    x = P x + p; per layer x = LN(x + Attn(x)), x = LN(x + W2 act(W1 x)), act hidden_act's."""
    e, layers, h, f, types, eps = sizes(c)
    g = lambda name: torch.tensor(w[name], dtype=torch.float64)
    p0, n, t, d = c["prefix"], names(c), len(ids), e // h
    if c["model_type"] in ("roberta", "xlm-roberta"):
        # create_position_ids_from_input_ids: real tokens count up from padding_idx + 1, pad
        # tokens sit at padding_idx
        pad = c["pad_token_id"]
        real = (ids != pad).long()
        positions = torch.cumsum(real, 0) * real + pad
    else:
        positions = torch.arange(t)
    x = g(p0 + "embeddings.word_embeddings.weight")[ids] + \
        g(p0 + "embeddings.position_embeddings.weight")[positions]
    if types:
        x = x + g(p0 + "embeddings.token_type_embeddings.weight")[segments]
    x = layer_norm(x, *(g(s) for s in norm_names(c, p0 + "embeddings.LayerNorm")), eps)
    if p0 + "embeddings_project.weight" in w:
        x = x @ g(p0 + "embeddings_project.weight").T + g(p0 + "embeddings_project.bias")
    blocked = torch.tensor(padded, dtype=torch.bool)[None, :].expand(t, t)
    attention = []
    for layer in range(layers):
        p = f"{p0}{n['layer']}{layer}."
        lin = lambda k, v: v @ g(p + n[k] + ".weight").T + g(p + n[k] + ".bias")
        q, k, v = (lin(s, x).view(t, h, d).transpose(0, 1) for s in ("q", "k", "v"))
        s = (q @ k.transpose(1, 2) / math.sqrt(d)).masked_fill(blocked, float("-inf"))
        a = torch.softmax(s, dim=-1)
        attention.append(a)
        heads = (a @ v).transpose(0, 1).reshape(t, e)
        x = layer_norm(x + lin("o", heads), *(g(s) for s in norm_names(c, p + n["n1"])), eps)
        hidden = lin("f1", x)
        hidden = ACTIVATIONS[c.get("hidden_act", c.get("activation", "gelu"))](hidden)
        x = layer_norm(x + lin("f2", hidden), *(g(s) for s in norm_names(c, p + n["n2"])), eps)
    return x, torch.stack(attention)


def tokenizer_json(vocab):
    """BERT's tokenizer.json as the Hugging Face tokenizers library writes it."""
    ids = {t: i for i, t in enumerate(vocab)}
    return {
        "version": "1.0", "truncation": None, "padding": None,
        "added_tokens": [dict(id=ids[t], content=t, single_word=False, lstrip=False, rstrip=False,
                              normalized=False, special=True) for t in SPECIALS],
        "normalizer": dict(type="BertNormalizer", clean_text=True, handle_chinese_chars=True,
                           strip_accents=None, lowercase=True),
        "pre_tokenizer": dict(type="BertPreTokenizer"),
        "post_processor": dict(type="TemplateProcessing",
                               single=[dict(SpecialToken=dict(id="[CLS]", type_id=0)),
                                       dict(Sequence=dict(id="A", type_id=0)),
                                       dict(SpecialToken=dict(id="[SEP]", type_id=0))],
                               pair=[dict(SpecialToken=dict(id="[CLS]", type_id=0)),
                                     dict(Sequence=dict(id="A", type_id=0)),
                                     dict(SpecialToken=dict(id="[SEP]", type_id=0)),
                                     dict(Sequence=dict(id="B", type_id=1)),
                                     dict(SpecialToken=dict(id="[SEP]", type_id=1))],
                               special_tokens={t: dict(id=t, ids=[ids[t]], tokens=[t])
                                               for t in ("[CLS]", "[SEP]")}),
        "decoder": dict(type="WordPiece", prefix="##", cleanup=True),
        "model": dict(type="WordPiece", unk_token="[UNK]", continuing_subword_prefix="##",
                      max_input_chars_per_word=100, vocab=ids),
    }


def write_folder(out, c, w, vocab):
    out.mkdir(parents=True, exist_ok=True)
    config = {k: v for k, v in c.items() if k not in INTERNAL}
    config.update(vocab_size=len(vocab))
    (out / "config.json").write_text(json.dumps(config, indent=1, ensure_ascii=False,
                                                sort_keys="architectures" in c) + "\n")
    write_safetensors(out / "model.safetensors", w, {"format": "pt", "source": "tools/make_bert_fixtures.py"})
    if c["model_type"] == "bert":
        (out / "vocab.txt").write_text("".join(t + "\n" for t in vocab))
        (out / "tokenizer_config.json").write_text(json.dumps(
            {"do_lower_case": True, "tokenizer_class": "BertTokenizer"}) + "\n")
        (out / "tokenizer.json").write_text(json.dumps(tokenizer_json(vocab), indent=1, ensure_ascii=False) + "\n")
    else:
        (out / "tokenizer_config.json").write_text(json.dumps({"tokenizer_class": "bytes"}) + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(ROOT / "tests" / "fixtures" / "bert"))
    a = ap.parse_args()
    for i, (name, c) in enumerate(CASES.items()):
        rng = np.random.default_rng(200 + i)
        vocab = vocabulary() if name == "bert" else [f"<{j}>" for j in range(4)] + [chr(j) for j in range(256)]
        w = weights(c, len(vocab), rng)
        out = pathlib.Path(a.out) / name
        write_folder(out / "model", c, w, vocab)
        tokens = 12 if name in ("xlm_roberta", "electra") else TOKENS
        ids = rng.integers(5, len(vocab), tokens)
        segments = np.zeros(tokens, dtype=np.int64)
        padded = np.zeros(tokens, dtype=bool)
        if name == "bert":
            ids[0], ids[7], ids[14], ids[15:] = 2, 3, 3, 0  # [CLS] a [SEP] b [SEP] [PAD]x3
            segments[8:15] = 1
            padded[15:] = True
        elif name == "xlm_roberta":
            ids[0], ids[8], ids[9:] = 0, 2, 1  # <s> text </s> <pad>x3
            padded[9:] = True
        elif name == "electra":
            ids[0], ids[4], ids[8], ids[9:] = 2, 3, 3, 0  # [CLS] a [SEP] b [SEP] [PAD]x3
            segments[5:9] = 1
            padded[9:] = True
        hidden, attention = forward(c, w, torch.tensor(ids), torch.tensor(segments), padded)
        for file, array in (("ids", ids), ("segments", segments), ("padded", padded),
                            ("hidden", hidden.numpy()), ("attention", attention.numpy())):
            np.save(out / f"{file}.npy", np.asarray(array).astype(np.float32))
        print(f"{name}: hidden {tuple(hidden.shape)}, attention {tuple(attention.shape)} -> {out}")


if __name__ == "__main__":
    main()
