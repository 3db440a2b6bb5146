#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes random tiny Marian encoder-decoder folders in the layout of the Helsinki-NLP opus-mt
checkpoints, and what an independent float64 PyTorch forward, written here from the equations of
transformers' modeling_marian.py, gives for a few English sentences.

    /usr/bin/python3 tools/make_marian_fixtures.py [--out DIR] [--seeds DIR]

Needs Debian's python3-torch, python3-numpy and python3-sentencepiece (transformers is not used).
--seeds is the folder of the lecture notes (default /work/shared/seeds) whose Russian (000, 001,
003) and Chinese (002) texts are the target-language corpora; the English corpus is below.

For each case ("en_ru", "en_zh") it writes tests/fixtures/marian/<case>/:
  model/  source.spm, target.spm (SentencePiece unigram models trained here, Marian's special ids:
          eos 0 "</s>", unk 1 "<unk>", no bos), vocab.json (the joint vocabulary: "</s>" 0,
          "<unk>" 1, for en_zh a few ">>lang<<" target-language codes, the pieces of both models,
          "<pad>" last), tokenizer_config.json, special_tokens_map.json, config.json,
          generation_config.json, model.safetensors (MarianMTModel's state_dict as save_pretrained
          writes it: model.shared.weight, final_logits_bias and the layers; the tied
          encoder/decoder embed_tokens and lm_head and the sinusoidal embed_positions not saved).
  cases.json  3 sentences: name, text, source_pieces, source_ids, target_ids (greedy from
          decoder_start_token_id = pad, pad never chosen, at most 12 tokens, the eos kept),
          target_pieces, target_text.
  <name>_encoder_self.npy (L,H,S,S), <name>_decoder_self.npy (L,H,T,T), <name>_cross.npy (L,H,T,S),
  <name>_logits.npy (T,V): the teacher-forced pass over [start] + target_ids[:-1], float32.

en_ru has config.json as the opus-mt hub files have it (written by transformers 4.x: torch_dtype,
bad_words_ids, num_beams and max_length in config.json); en_zh has it as transformers 5.x writes it
(dtype, the generation settings only in generation_config.json). Both have generation_config.json.
"""
import argparse
import io
import json
import math
import pathlib

import numpy as np
import sentencepiece as spm
import torch

from safetensors_io import write_safetensors

ROOT = pathlib.Path(__file__).resolve().parent.parent
MAX_NEW = 12
D_MODEL, LAYERS, HEADS, FFN, MAX_POS = 32, 2, 4, 64, 64

ENGLISH = """\
Attention lets a model look at every word of the input when it produces each word of the output.
A translation system reads a sentence in one language and writes the same meaning in another language.
The encoder turns the source sentence into a sequence of vectors, one vector for every token.
The decoder writes the target sentence one token at a time, from left to right.
At each step the decoder asks a question, the query, and compares it with the keys of the source tokens.
The scores are divided by the square root of the dimension and a softmax turns them into weights.
The weights say how much each source word matters for the word that is being written now.
The output of attention is the weighted sum of the values.
Scaled dot-product attention is fast because it is only a few matrix products.
Multi-head attention runs several attention functions in parallel, each with its own projections.
Every head can learn a different pattern: one head follows the previous word, another finds the verb.
The outputs of the heads are joined and projected back to the model dimension.
Self-attention lets every token of a sentence attend to every other token of the same sentence.
In the decoder the self-attention is causal, so a token cannot see the words that come after it.
Cross-attention connects the decoder to the encoder: the queries come from the target, the keys and values from the source.
A heatmap of the cross-attention weights shows which source words were used for each translated word.
The alignment matrix of a good translation is often close to the diagonal, but the word order can change.
Attention has no notion of order, so the model adds a positional encoding to the word embeddings.
The sinusoidal encoding uses sines and cosines of different frequencies for every position.
Low dimensions change quickly with the position and high dimensions change slowly, like the bits of a counter.
A shift of the position by a fixed offset is a rotation of each pair of sine and cosine values.
Before attention, recurrent networks read the sentence word by word and kept a single hidden state.
A long sentence had to pass through that one vector, and the translation lost the first words.
Bahdanau attention computed an additive score with a small network and a tanh.
The transformer replaced the recurrence with attention and feed-forward layers.
Each layer adds its input to its output and normalizes the sum with a layer norm.
The feed-forward network applies the same two linear maps to every position.
The cost of self-attention grows with the square of the sentence length.
The path between any two words is short, which helps the model learn long dependencies.
Students should hand in the laboratory work before the deadline.
We translate the lecture notes from English into Russian and into Chinese.
The teacher explains the formulas on the board and the students write them down.
Nadaraya and Watson proposed attention pooling as a weighted average of the training values.
Graph attention networks use the same idea on the neighbours of each node.
Image captioning models attend to regions of a picture while they write each word of the caption.
"""

CASES = {
    "en_ru": dict(target_lang="ru", seeds=("000", "001", "003"), source_vocab=300, target_vocab=400,
                  target_coverage=1.0, lang_codes=(), config_style="hub",
                  sentences=[("attention", "Attention shows which words matter."),
                             ("pieces", "The decoder reads untranslatable sentences."),
                             ("unknown", "A naïve model translates every word.")]),
    "en_zh": dict(target_lang="zh", seeds=("002",), source_vocab=280, target_vocab=420,
                  target_coverage=0.9995, lang_codes=(">>cmn_Hans<<", ">>cmn_Hant<<", ">>yue_Hans<<"),
                  config_style="v5",
                  sentences=[("code", ">>cmn_Hans<< The heads attend to the source words."),
                             ("pieces", ">>cmn_Hant<< Multilingual encoders are overwhelming."),
                             ("unknown", "Students drink café au lait.")]),
}


# ------------------------------------------------------------------ SentencePiece and vocabulary

def train_spm(lines, vocab_size, coverage):
    """A unigram SentencePiece model (its serialized bytes) trained on lines, with the special ids
    Marian's spm_train uses (--bos_id=-1 --eos_id=0 --unk_id=1), single-threaded and seeded."""
    spm.set_random_generator_seed(1234)
    out = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(lines), model_writer=out, model_type="unigram", vocab_size=vocab_size,
        character_coverage=coverage, bos_id=-1, eos_id=0, unk_id=1, pad_id=-1, num_threads=1,
        hard_vocab_limit=False, shuffle_input_sentence=False, input_sentence_size=0,
        max_sentence_length=1 << 16, minloglevel=2)
    return out.getvalue()


def load_spm(data):
    sp = spm.SentencePieceProcessor()
    sp.LoadFromSerializedProto(data)
    return sp


def joint_vocab(source, target, lang_codes):
    """vocab.json of a joint-vocabulary opus-mt model: "</s>" 0, "<unk>" 1, the language codes,
    then the normal pieces of both SentencePiece models (union), by best score then piece, so that
    the ids differ from either model's own ids, and "<pad>" last (convert_marian_to_pytorch adds it
    after the largest id)."""
    vocab = {"</s>": 0, "<unk>": 1}
    for code in lang_codes:
        vocab[code] = len(vocab)
    score = {}
    for sp in (source, target):
        for i in range(sp.get_piece_size()):
            if sp.is_control(i) or sp.is_unknown(i):
                continue
            p = sp.id_to_piece(i)
            score[p] = max(score.get(p, -1e30), sp.get_score(i))
    for p in sorted(score, key=lambda p: (-score[p], p)):
        if p not in vocab:
            vocab[p] = len(vocab)
    vocab["<pad>"] = len(vocab)
    return vocab


def tokenize_source(text, sp_source, vocab):
    """MarianTokenizer(text).input_ids: remove_language_code (a leading >>xx<<), spm_source.encode
    (out_type=str), each piece looked up in vocab.json (<unk> when missing), eos appended. The
    Moses punctuation normaliser is not applied: MarianTokenizer._tokenize does not call it."""
    code = []
    if text.startswith(">>") and text.find("<<") != -1:
        end = text.find("<<")
        code, text = [text[:end + 2]], text[end + 2:]
    pieces = code + sp_source.encode(text, out_type=str)
    ids = [vocab.get(p, vocab["<unk>"]) for p in pieces]
    return pieces + ["</s>"], ids + [vocab["</s>"]]


def decode_target(ids, sp, id_to_piece, special):
    """MarianTokenizer.decode(ids, skip_special_tokens=True): drop </s>, <unk>, <pad>, decode the
    remaining pieces with SentencePiece, "▁" to " ", strip."""
    pieces = [id_to_piece[i] for i in ids if i not in special]
    return sp.decode_pieces(pieces).replace("\u2581", " ").strip()


# ------------------------------------------------------------------ the model

def sinusoids(n_pos, dim):
    """MarianSinusoidalPositionalEmbedding._init_weight: column c < dim/2 holds
    sin(pos / 10000^(2c/dim)), column dim/2 + c holds cos of the same angle (not interleaved);
    computed in float64 and stored as float32 as transformers does."""
    pos = np.arange(n_pos, dtype=np.float64)[:, None]
    c = np.arange(dim // 2, dtype=np.float64)[None, :]
    angle = pos / np.power(10000.0, 2.0 * c / dim)
    out = np.concatenate([np.sin(angle), np.cos(angle)], axis=1)
    return torch.tensor(out.astype(np.float32), dtype=torch.float64)


def make_weights(vocab_size, rng):
    """Random float32 weights under MarianMTModel's state_dict names (as saved)."""
    e, f = D_MODEL, FFN
    normal = lambda *shape, s: (rng.standard_normal(shape) * s).astype(np.float32)
    w = {"model.shared.weight": normal(vocab_size, e, s=0.25),
         "final_logits_bias": normal(1, vocab_size, s=0.5)}

    def linear(name, n_out, n_in):
        w[name + ".weight"] = normal(n_out, n_in, s=1.0 / math.sqrt(n_in))
        w[name + ".bias"] = normal(n_out, s=0.1)

    def norm(name):
        w[name + ".weight"] = 1 + normal(e, s=0.2)
        w[name + ".bias"] = normal(e, s=0.1)

    for side in ("encoder", "decoder"):
        for layer in range(LAYERS):
            p = f"model.{side}.layers.{layer}."
            attns = ("self_attn", "encoder_attn") if side == "decoder" else ("self_attn",)
            for a in attns:
                for proj in ("q_proj", "k_proj", "v_proj", "out_proj"):
                    linear(p + a + "." + proj, e, e)
                norm(p + a + "_layer_norm")
            linear(p + "fc1", f, e)
            linear(p + "fc2", e, f)
            norm(p + "final_layer_norm")
    # sharper attention than 1/sqrt(e) would give, so that the maps are not flat
    for name in w:
        if name.endswith(("q_proj.weight", "k_proj.weight")):
            w[name] *= np.float32(2.0)
    return w


def layer_norm(x, weight, bias, eps=1e-5):
    mean = x.mean(-1, keepdim=True)
    var = ((x - mean) ** 2).mean(-1, keepdim=True)
    return (x - mean) / torch.sqrt(var + eps) * weight + bias


def attention(g, p, x, memory, causal):
    """MarianAttention: q = (x Wq^T + bq) * head_dim^-0.5, k and v from memory, softmax over the
    keys (the causal mask hides later positions), heads joined, then out_proj."""
    t, s, d = x.shape[0], memory.shape[0], D_MODEL // HEADS
    q = (x @ g(p + "q_proj.weight").T + g(p + "q_proj.bias")) * d ** -0.5
    k = memory @ g(p + "k_proj.weight").T + g(p + "k_proj.bias")
    v = memory @ g(p + "v_proj.weight").T + g(p + "v_proj.bias")
    q, k, v = (m.reshape(-1, HEADS, d).transpose(0, 1) for m in (q, k, v))
    scores = q @ k.transpose(1, 2)
    if causal:
        scores = scores.masked_fill(torch.ones(t, s, dtype=torch.bool).triu(1), float("-inf"))
    weights = torch.softmax(scores, dim=-1)
    out = (weights @ v).transpose(0, 1).reshape(t, D_MODEL)
    return out @ g(p + "out_proj.weight").T + g(p + "out_proj.bias"), weights


def feed_forward(g, p, x):
    h = x @ g(p + "fc1.weight").T + g(p + "fc1.bias")
    h = h * torch.sigmoid(h)  # swish
    return h @ g(p + "fc2.weight").T + g(p + "fc2.bias")


def encode(g, src):
    """MarianEncoder: embed_tokens * sqrt(d_model) + positions 0..S-1, post-norm layers, no final norm."""
    pos = sinusoids(MAX_POS, D_MODEL)
    x = g("model.shared.weight")[src] * math.sqrt(D_MODEL) + pos[:len(src)]
    maps = []
    for layer in range(LAYERS):
        p = f"model.encoder.layers.{layer}."
        a, w = attention(g, p + "self_attn.", x, x, causal=False)
        x = layer_norm(x + a, g(p + "self_attn_layer_norm.weight"), g(p + "self_attn_layer_norm.bias"))
        x = layer_norm(x + feed_forward(g, p, x), g(p + "final_layer_norm.weight"), g(p + "final_layer_norm.bias"))
        maps.append(w)
    return x, torch.stack(maps)


def decode(g, tgt, memory):
    """MarianDecoder over tgt (T ids) and the encoder output, then lm_head (tied to
    model.shared.weight) + final_logits_bias: logits (T,V), self (L,H,T,T), cross (L,H,T,S)."""
    pos = sinusoids(MAX_POS, D_MODEL)
    x = g("model.shared.weight")[tgt] * math.sqrt(D_MODEL) + pos[:len(tgt)]
    self_maps, cross_maps = [], []
    for layer in range(LAYERS):
        p = f"model.decoder.layers.{layer}."
        a, w = attention(g, p + "self_attn.", x, x, causal=True)
        x = layer_norm(x + a, g(p + "self_attn_layer_norm.weight"), g(p + "self_attn_layer_norm.bias"))
        a, c = attention(g, p + "encoder_attn.", x, memory, causal=False)
        x = layer_norm(x + a, g(p + "encoder_attn_layer_norm.weight"), g(p + "encoder_attn_layer_norm.bias"))
        x = layer_norm(x + feed_forward(g, p, x), g(p + "final_layer_norm.weight"), g(p + "final_layer_norm.bias"))
        self_maps.append(w)
        cross_maps.append(c)
    logits = x @ g("model.shared.weight").T + g("final_logits_bias")[0]
    return logits, torch.stack(self_maps), torch.stack(cross_maps)


def greedy(g, src, start, eos, pad):
    """Greedy decoding from [start]: the arg-max of the last position's logits, pad never chosen
    (bad_words_ids [[pad]]), until eos (kept) or MAX_NEW tokens."""
    memory, _ = encode(g, src)
    out = []
    while len(out) < MAX_NEW:
        logits, _, _ = decode(g, torch.tensor([start] + out), memory)
        last = logits[-1].clone()
        last[pad] = float("-inf")
        out.append(int(torch.argmax(last)))
        if out[-1] == eos:
            break
    return out


def as_float64(weights):
    return {k: torch.tensor(a, dtype=torch.float64) for k, a in weights.items()}.__getitem__


def choose_weights(vocab_size, eos, pad, sources, first_seed):
    """Random weights for which the greedy outputs end with eos for the first sentence (after at
    least 3 tokens) and run to MAX_NEW tokens for another one, so that both ways of stopping are
    covered, and two of them hold at least 3 different ids (random models tend to repeat one token). A random model hardly ever picks eos, so final_logits_bias[eos] is raised by b: with
    m_t the margin of the best token over eos at step t of the first sentence's path, b between
    m_k (k the first step of least margin) and the margins before it makes eos win exactly at k.
    Seeds are tried in order from first_seed; the first that works is kept."""
    for seed in range(first_seed, first_seed + 500):
        w = make_weights(vocab_size, np.random.default_rng(seed))
        g = as_float64(w)
        path = greedy(g, sources[0], pad, eos, pad)
        if path[-1] == eos:
            continue
        logits, _, _ = decode(g, torch.tensor([pad] + path[:-1]), encode(g, sources[0])[0])
        logits[:, pad] = float("-inf")
        margin = (logits.max(-1).values - logits[:, eos]).tolist()
        k = int(np.argmin(margin))
        if k < 2:
            continue
        w["final_logits_bias"][0, eos] += np.float32((margin[k] + min(margin[:k])) / 2)
        g = as_float64(w)
        paths = [greedy(g, s, pad, eos, pad) for s in sources]
        varied = sum(len(set(p)) >= 3 for p in paths) >= 2
        if paths[0] == path[:k] + [eos] and any(p[-1] != eos for p in paths[1:]) and varied:
            return seed, w
    raise RuntimeError("no seed gives the wanted outputs")


# ------------------------------------------------------------------ files

def config_json(style, vocab_size, pad, target_lang):
    common = {
        "activation_dropout": 0.0, "activation_function": "swish", "architectures": ["MarianMTModel"],
        "attention_dropout": 0.0, "bos_token_id": 0, "classifier_dropout": 0.0, "d_model": D_MODEL,
        "decoder_attention_heads": HEADS, "decoder_ffn_dim": FFN, "decoder_layerdrop": 0.0,
        "decoder_layers": LAYERS, "decoder_start_token_id": pad, "decoder_vocab_size": vocab_size,
        "dropout": 0.1, "encoder_attention_heads": HEADS, "encoder_ffn_dim": FFN,
        "encoder_layerdrop": 0.0, "encoder_layers": LAYERS, "eos_token_id": 0,
        "forced_eos_token_id": 0, "init_std": 0.02, "is_encoder_decoder": True,
        "max_position_embeddings": MAX_POS, "model_type": "marian", "num_hidden_layers": LAYERS,
        "pad_token_id": pad, "scale_embedding": True, "share_encoder_decoder_embeddings": True,
        "tie_word_embeddings": True, "use_cache": True, "vocab_size": vocab_size,
    }
    if style == "hub":  # as the opus-mt repositories have it (converted with transformers 4.x)
        common.update({
            "_name_or_path": f"Helsinki-NLP/opus-mt-en-{target_lang}", "add_bias_logits": False,
            "add_final_layer_norm": False, "bad_words_ids": [[pad]], "classif_dropout": 0.0,
            "gradient_checkpointing": False, "id2label": {"0": "LABEL_0", "1": "LABEL_1", "2": "LABEL_2"},
            "label2id": {"LABEL_0": 0, "LABEL_1": 1, "LABEL_2": 2}, "max_length": 512, "num_beams": 4,
            "normalize_before": False, "normalize_embedding": False, "static_position_embeddings": True,
            "torch_dtype": "float32", "transformers_version": "4.22.0.dev0"})
    else:  # as transformers 5.x save_pretrained writes a MarianConfig
        common.update({"dtype": "float32", "transformers_version": "5.0.0"})
    return dict(sorted(common.items()))


def write_folder(out, case, sp_source_bytes, sp_target_bytes, vocab, weights):
    out.mkdir(parents=True, exist_ok=True)
    pad, v = vocab["<pad>"], len(vocab)
    (out / "source.spm").write_bytes(sp_source_bytes)
    (out / "target.spm").write_bytes(sp_target_bytes)
    with open(out / "vocab.json", "w", encoding="utf-8") as f:
        json.dump(vocab, f, indent=2, ensure_ascii=False)  # save_json: indent 2
    tokenizer = {"source_lang": "en", "target_lang": case["target_lang"], "model_max_length": 512,
                 "separate_vocabs": False, "eos_token": "</s>", "unk_token": "<unk>", "pad_token": "<pad>",
                 "sp_model_kwargs": {}, "tokenizer_class": "MarianTokenizer"}
    (out / "tokenizer_config.json").write_text(json.dumps(tokenizer, indent=2) + "\n")
    special = {"eos_token": "</s>", "unk_token": "<unk>", "pad_token": "<pad>"}
    (out / "special_tokens_map.json").write_text(json.dumps(special) + "\n")
    config = config_json(case["config_style"], v, pad, case["target_lang"])
    (out / "config.json").write_text(json.dumps(config, indent=2) + "\n")
    generation = {"bad_words_ids": [[pad]], "bos_token_id": 0, "decoder_start_token_id": pad,
                  "eos_token_id": 0, "forced_eos_token_id": 0, "max_length": 512, "num_beams": 4,
                  "pad_token_id": pad, "transformers_version": config["transformers_version"]}
    (out / "generation_config.json").write_text(json.dumps(generation, indent=2) + "\n")
    write_safetensors(out / "model.safetensors", weights, {"format": "pt"})


def corpus_lines(seeds, names):
    lines = []
    for n in names:
        (path,) = sorted(pathlib.Path(seeds).glob(n + "_*.txt"))
        lines += [l.strip() for l in path.read_text(encoding="utf-8").splitlines() if l.strip()]
    return lines


def make_case(name, case, out_root, seeds, index):
    english = [l for l in ENGLISH.splitlines() if l.strip()]
    src_bytes = train_spm(english, case["source_vocab"], 1.0)
    tgt_bytes = train_spm(corpus_lines(seeds, case["seeds"]), case["target_vocab"], case["target_coverage"])
    assert train_spm(english, case["source_vocab"], 1.0) == src_bytes, "spm training is not deterministic"
    sp_src, sp_tgt = load_spm(src_bytes), load_spm(tgt_bytes)
    vocab = joint_vocab(sp_src, sp_tgt, case["lang_codes"])
    id_to_piece = {i: p for p, i in vocab.items()}
    eos, unk, pad, v = vocab["</s>"], vocab["<unk>"], vocab["<pad>"], len(vocab)

    sources = [tokenize_source(text, sp_src, vocab) for _, text in case["sentences"]]
    seed, weights = choose_weights(v, eos, pad, [torch.tensor(ids) for _, ids in sources], 1000 * (index + 1))
    out = pathlib.Path(out_root) / name
    write_folder(out / "model", case, src_bytes, tgt_bytes, vocab, weights)
    g = as_float64(weights)

    cases = []
    for (label, text), (pieces, ids) in zip(case["sentences"], sources):
        src = torch.tensor(ids)
        target = greedy(g, src, pad, eos, pad)
        memory, enc_self = encode(g, src)
        logits, dec_self, cross = decode(g, torch.tensor([pad] + target[:-1]), memory)
        masked = logits.clone()
        masked[:, pad] = float("-inf")
        assert masked.argmax(-1).tolist() == target, "teacher-forced pass disagrees with greedy decoding"
        special = {eos, unk, pad}
        text_out = decode_target(target, sp_tgt, id_to_piece, special)
        assert text_out == decode_target(target, sp_src, id_to_piece, special)  # 5.x decodes with spm_source
        cases.append({"name": label, "text": text, "source_pieces": pieces, "source_ids": ids,
                      "target_ids": target, "target_pieces": [id_to_piece[i] for i in target],
                      "target_text": text_out})
        for suffix, t in (("encoder_self", enc_self), ("decoder_self", dec_self), ("cross", cross),
                          ("logits", logits)):
            np.save(out / f"{label}_{suffix}.npy", t.numpy().astype(np.float32))
        print(f"{name}/{label}: S={len(ids)} T={len(target)} unk={ids.count(unk)} "
              f"eos={'yes' if target[-1] == eos else 'no'} pieces={pieces} -> {text_out!r}")
    with open(out / "cases.json", "w", encoding="utf-8") as f:
        json.dump(cases, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(f"{name}: weight seed {seed}, final_logits_bias[eos] {weights['final_logits_bias'][0, eos]:.4f}")
    print(f"{name}: vocab {v} (source spm {sp_src.get_piece_size()}, target spm {sp_tgt.get_piece_size()}) -> {out}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(ROOT / "tests" / "fixtures" / "marian"))
    ap.add_argument("--seeds", default="/work/shared/seeds")
    a = ap.parse_args()
    for index, (name, case) in enumerate(CASES.items()):
        make_case(name, case, a.out, a.seeds, index)


if __name__ == "__main__":
    main()
