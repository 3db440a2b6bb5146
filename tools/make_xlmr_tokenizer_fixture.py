#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes tests/fixtures/xlmr_tokenizer/: an XLM-RoBERTa tokenizer folder laid out as the
Hugging Face `xlm-roberta-base` checkpoint has it, with a small vocabulary learned here, and
cases.json, the token ids independent implementations give a multilingual text set.

Needs Debian's python3-sentencepiece (0.1.97 here; no protobuf: the model file is read by the
few lines of wire-format parsing below) and node with the npm packages tokenizers and
@huggingface/tokenizers (commands at the end of this text).

Files:
- sentencepiece.bpe.model: a SentencePiece *unigram* model (xlm-roberta's is unigram despite
  the name), 500 pieces, trained on English sentences written here plus Russian and
  Chinese lines of shared/seeds. Trainer settings are sentencepiece's defaults, which is what
  xlm-roberta's model shows as far as can be told: nmt_nfkc normalisation (its
  precompiled_charsmap), add_dummy_prefix, remove_extra_whitespaces, split by whitespace,
  script and number, pieces up to 16 characters, no byte fallback, <unk>=0 <s>=1 </s>=2 and
  no <pad>; character_coverage 0.99995 as multilingual models use. Deterministic: fixed
  seed, one thread. Persian is left out of the corpus on purpose (it is all <unk>).
- tokenizer.json: what transformers' XLMRobertaConverter (convert_slow_tokenizer.py) makes of
  it, in the shape of the real xlm-roberta-base file: a Unigram model whose vocabulary is the
  fairseq specials <s> 0, <pad> 1, </s> 2, <unk> 3, then spm pieces 3.. (id = spm id + 1, the
  fairseq offset), then <mask>; unk_id 3; normalizer Sequence[Precompiled(charsmap),
  Replace(" {2,}" -> " ")]; Metaspace pre-tokenizer and decoder ("▁", add_prefix_space);
  TemplateProcessing "<s> $A </s>" / "<s> $A </s> </s> $B </s>" (all type ids 0). (Newer
  transformers releases also put Strip(right) first and replace runs of spaces with "▁";
  the published xlm-roberta-base file predates that and is what is written here.)
- tokenizer_config.json, special_tokens_map.json: as save_pretrained writes them (<mask>
  with lstrip, as XLMRobertaTokenizer makes it).
- cases.json: [{text, tokens, ids, [pair_b, pair_ids], [js_ids, slow_ids, ...]}], ids with
  the specials, for 20 texts (English, Russian, Chinese, Persian, digits, emoji, leading /
  trailing / repeated spaces, é vs e + combining accent, words the vocabulary lacks, NFKC
  forms, special tokens in the text, empty and blank), a pair for two of them. Computed
  three ways: (1) the fast tokenizer, tokenizer.json loaded by the npm package `tokenizers`
  (the Rust library's node binding: what transformers' default fast tokenizer runs) gives
  ids / pair_ids; (2) the npm package @huggingface/tokenizers (a JavaScript port) on the same
  file, kept as js_ids where it differs; (3) the slow XLMRobertaTokenizer's logic redone here
  with sentencepiece (split on the special tokens, <mask> taking the whitespace on its
  left, sp.encode(out_type=str) per chunk, fairseq mapping), kept as slow_ids where it
  differs. Known differences, printed by the run: the port's Precompiled normalizer is a
  hard-coded approximation of nmt_nfkc that turns U+200D (zero-width joiner) into a space,
  the real charsmap keeps it; and trailing spaces / blank text give the fast tokenizer a
  trailing "▁" (id 4) that sentencepiece's remove_extra_whitespaces drops (the real
  xlm-roberta-base tokenizer.json does the same).

    npm install --prefix /tmp/hft @huggingface/tokenizers tokenizers
    NODE_PATH=/tmp/hft/node_modules /usr/bin/python3 tools/make_xlmr_tokenizer_fixture.py
"""
import argparse
import base64
import json
import os
import pathlib
import struct
import subprocess
import sys
import tempfile

import sentencepiece as spm

ROOT = pathlib.Path(__file__).resolve().parent.parent
SEEDS = next((p for p in (ROOT / "shared" / "seeds", ROOT.parent / "shared" / "seeds") if p.is_dir()),
             ROOT.parent / "shared" / "seeds")
VOCAB_SIZE = 500
SEED = 1234

ENGLISH = """\
Attention lets a model look at every token of the input when it builds the next one.
The queries, the keys and the values are three projections of the same hidden states.
Each head computes a weighted sum of the values, with weights given by a softmax.
The scores are the dot products of queries with keys, divided by the square root of the dimension.
Multi-head attention runs several heads in parallel and concatenates their outputs.
Self-attention relates the positions of a single sequence to each other.
Cross-attention lets the decoder attend to the states of the encoder.
A causal mask hides the future tokens from the decoder during training.
Positional encodings add information about the order of the tokens.
The sinusoidal encoding uses sines and cosines of different frequencies.
The transformer stacks attention layers and feed-forward layers with residual connections.
Layer normalization keeps the activations in a reasonable range.
We tokenize the text into pieces before we feed it to the network.
The tokenizer splits rare words into smaller pieces and keeps common words whole.
Hello world, this is a small corpus for a small tokenizer.
The cat sat on the mat and the dog sat on the log.
Students should hand in their lab reports before the deadline.
An attention map shows which source words matter for each output word.
The model translates a sentence from French into English.
Recurrent networks read the sequence one step at a time.
The encoder reads the whole sentence and the decoder writes the translation.
Heads can learn different relations: syntax, coreference, position.
Large language models are trained on billions of tokens.
The softmax turns scores into a probability distribution.
When the dimension grows, the dot products grow too, so we scale them.
Image captioning models attend to regions of the image for each word.
Graph attention networks compute scores over the neighbours of each node.
This lecture explains attention mechanisms with simple examples.
In 2017 the paper Attention Is All You Need introduced the transformer.
Numbers like 1, 2, 3, 10, 100, 512 and 2048 appear in model configurations.
The batch has 8 sequences of 128 tokens and 12 heads of size 64.
Training takes many steps; evaluation takes only a few.
Look at the weights, then look at the gradients, then look again.
The quick brown fox jumps over the lazy dog.
She said that the results were good, but not good enough.
Why do we need several heads? Each one can focus on something else.
The key vectors and the value vectors come from the same tokens.
Read the notes, run the demo, and compare the numbers.
We met in a café near the école to discuss the résumé of the naïve model.
"""


# --- the model file -------------------------------------------------------------------------

def train(model_path):
    lines = [l.strip() for l in ENGLISH.splitlines() if l.strip()]
    # Russian prose lines of one lecture and the first 30 Chinese lines of another (more would
    # fill the 500 pieces with single Chinese characters), formula lines left out
    lines += [l.strip() for l in (SEEDS / "000_4ed532320bccc714.txt").read_text(encoding="utf-8").splitlines()
              if l.strip() and "$" not in l and "\\" not in l]
    chinese = (SEEDS / "002_4d3cada627949b54.txt").read_text(encoding="utf-8").splitlines()
    lines += [l.strip() for l in chinese
              if any("\u4e00" <= c <= "\u9fff" for c in l) and "$" not in l and "\\" not in l][:30]
    with tempfile.TemporaryDirectory() as tmp:
        corpus = pathlib.Path(tmp) / "corpus.txt"
        corpus.write_text("\n".join(lines) + "\n", encoding="utf-8")
        spm.set_random_generator_seed(SEED)
        cwd = os.getcwd()
        os.chdir(tmp)  # the model keeps the input and prefix paths: make them relative
        try:
            spm.SentencePieceTrainer.train(
                input="corpus.txt", model_prefix="sentencepiece.bpe", model_type="unigram",
                vocab_size=VOCAB_SIZE, character_coverage=0.99995, normalization_rule_name="nmt_nfkc",
                add_dummy_prefix=True, remove_extra_whitespaces=True, split_by_whitespace=True,
                split_by_unicode_script=True, split_by_number=True, max_sentencepiece_length=16,
                byte_fallback=False, unk_id=0, bos_id=1, eos_id=2, pad_id=-1,
                num_threads=1, minloglevel=2)
        finally:
            os.chdir(cwd)
        data = (pathlib.Path(tmp) / "sentencepiece.bpe.model").read_bytes()
    model_path.write_bytes(data)
    return len(lines)


def fields(buf):
    """Protobuf wire format: yields (field number, wire type, value)."""
    i = 0
    while i < len(buf):
        key, i = varint(buf, i)
        num, wt = key >> 3, key & 7
        if wt == 0:
            v, i = varint(buf, i)
        elif wt == 1:
            v, i = buf[i:i + 8], i + 8
        elif wt == 2:
            n, i = varint(buf, i)
            v, i = buf[i:i + n], i + n
        elif wt == 5:
            v, i = buf[i:i + 4], i + 4
        else:
            raise ValueError(f"wire type {wt}")
        yield num, wt, v


def varint(buf, i):
    v = shift = 0
    while True:
        b = buf[i]
        i += 1
        v |= (b & 0x7F) << shift
        shift += 7
        if not b & 0x80:
            return v, i


def read_model(data):
    """ModelProto: pieces (1: piece 1, score 2, type 3), trainer_spec (2: model_type 3),
    normalizer_spec (3: precompiled_charsmap 2)."""
    pieces, model_type, charsmap = [], None, b""
    for num, _, v in fields(data):
        if num == 1:
            p = {"piece": "", "score": 0.0, "type": 1}
            for n, _, x in fields(v):
                if n == 1:
                    p["piece"] = x.decode("utf-8")
                elif n == 2:
                    p["score"] = struct.unpack("<f", x)[0]
                elif n == 3:
                    p["type"] = x
            pieces.append(p)
        elif num == 2:
            model_type = next((x for n, _, x in fields(v) if n == 3), 1)  # default UNIGRAM
        elif num == 3:
            charsmap = next((x for n, _, x in fields(v) if n == 2), b"")
    return pieces, model_type, charsmap


# --- the folder -------------------------------------------------------------------------------

def added(id_, content, lstrip=False):
    return {"id": id_, "content": content, "single_word": False, "lstrip": lstrip, "rstrip": False,
            "normalized": False, "special": True}


def tokenizer_json(pieces, charsmap):
    assert [p["piece"] for p in pieces[:3]] == ["<unk>", "<s>", "</s>"]
    vocab = [["<s>", 0.0], ["<pad>", 0.0], ["</s>", 0.0], ["<unk>", 0.0]]
    vocab += [[p["piece"], p["score"]] for p in pieces[3:]]  # XLMRobertaConverter.vocab
    mask_id = len(vocab)
    vocab.append(["<mask>", 0.0])
    metaspace = {"type": "Metaspace", "replacement": "\u2581", "add_prefix_space": True}
    s, a, b = ({"SpecialToken": {"id": "<s>", "type_id": 0}}, {"Sequence": {"id": "A", "type_id": 0}},
               {"Sequence": {"id": "B", "type_id": 0}})
    e = {"SpecialToken": {"id": "</s>", "type_id": 0}}
    return {
        "version": "1.0", "truncation": None, "padding": None,
        "added_tokens": [added(0, "<s>"), added(1, "<pad>"), added(2, "</s>"), added(3, "<unk>"),
                         added(mask_id, "<mask>", lstrip=True)],
        "normalizer": {"type": "Sequence", "normalizers": [
            {"type": "Precompiled", "precompiled_charsmap": base64.b64encode(charsmap).decode("ascii")},
            {"type": "Replace", "pattern": {"Regex": " {2,}"}, "content": " "}]},
        "pre_tokenizer": metaspace,
        "post_processor": {"type": "TemplateProcessing", "single": [s, a, e], "pair": [s, a, e, e, b, e],
                           "special_tokens": {"</s>": {"id": "</s>", "ids": [2], "tokens": ["</s>"]},
                                              "<s>": {"id": "<s>", "ids": [0], "tokens": ["<s>"]}}},
        "decoder": metaspace,
        "model": {"type": "Unigram", "unk_id": 3, "vocab": vocab},
    }, mask_id


def configs(mask_id):
    mask = {"content": "<mask>", "lstrip": True, "normalized": False, "rstrip": False, "single_word": False}
    special = {"bos_token": "<s>", "cls_token": "<s>", "eos_token": "</s>", "mask_token": mask,
               "pad_token": "<pad>", "sep_token": "</s>", "unk_token": "<unk>"}
    decoder = {str(i): {"content": t, "lstrip": False, "normalized": False, "rstrip": False,
                        "single_word": False, "special": True}
               for i, t in enumerate(["<s>", "<pad>", "</s>", "<unk>"])}
    decoder[str(mask_id)] = dict(mask, special=True)
    config = {"added_tokens_decoder": decoder, "bos_token": "<s>", "clean_up_tokenization_spaces": True,
              "cls_token": "<s>", "eos_token": "</s>", "extra_special_tokens": {}, "mask_token": "<mask>",
              "model_max_length": 512, "pad_token": "<pad>", "sep_token": "</s>",
              "tokenizer_class": "XLMRobertaTokenizer", "unk_token": "<unk>"}
    return config, special


# --- the cases --------------------------------------------------------------------------------

TEXTS = [
    "Hello world",
    "The attention heads attend to the tokens they need.",
    "Надо сдавать лабораторные до срока выполнения",
    "注意力机制是一个可以处理多个输入的技术。",
    "توجه چند سر در ترنسفورمر",
    "numbers 3.14159, 2048 tokens and 1234567",
    "emoji 🤖🧠 and 👩‍👩‍👧 family",
    "   leading spaces",
    "trailing spaces   ",
    "multiple    spaces\tand\ttabs\nnew line",
    "café vs cafe\u0301, e\u0301",
    "supercalifragilistic zyxwv",
    "Ωμέγα is Greek",
    "ＡＢＣ１２３ ﬁne ½",
    "Attn(Q,K,V) = softmax(QK^T/sqrt(E))V",
    "attention внимание 注意力",
    "hello <mask> world",
    "two</s><s>specials",
    "",
    "   ",
]
PAIRS = {"Hello world": "Надо сдавать лабораторные", "注意力机制是一个可以处理多个输入的技术。": "attention is all you need"}

SPECIALS = {"<s>": 0, "<pad>": 1, "</s>": 2, "<unk>": 3}


class SlowXLMR:
    """XLMRobertaTokenizer (the sentencepiece one) as transformers has it: the text is split on
    the added (special) tokens, <mask> strips the whitespace on its left, every other chunk
    goes through sp.encode(out_type=str); pieces map to spm id + 1 (fairseq offset), spm's
    <unk> (id 0) to 3, the four fairseq specials fixed, <mask> = len(sp) + 1."""

    def __init__(self, model_path):
        self.sp = spm.SentencePieceProcessor(model_file=str(model_path))
        self.mask_id = self.sp.get_piece_size() + 1
        self.added = dict(SPECIALS, **{"<mask>": self.mask_id})

    def split(self, text):
        chunks, i, start = [], 0, 0
        while i < len(text):
            hit = next((t for t in sorted(self.added, key=len, reverse=True) if text.startswith(t, i)), None)
            if hit:
                chunks += [text[start:i], hit]
                i = start = i + len(hit)
            else:
                i += 1
        chunks.append(text[start:])
        for k, c in enumerate(chunks):
            if c == "<mask>" and k > 0:
                chunks[k - 1] = chunks[k - 1].rstrip()
        return [c for c in chunks if c]

    def token_id(self, piece):
        if piece in SPECIALS:
            return SPECIALS[piece]
        sid = self.sp.piece_to_id(piece)
        return sid + 1 if sid else 3

    def ids(self, text):
        out = []
        for chunk in self.split(text):
            if chunk in self.added:
                out.append(self.added[chunk])
            else:
                out += [self.token_id(p) for p in self.sp.encode(chunk, out_type=str)]
        return out

    def with_specials(self, a, b=None):
        if b is None:
            return [0] + self.ids(a) + [2]
        return [0] + self.ids(a) + [2, 2] + self.ids(b) + [2]


FAST_JS = r"""
const fs = require('fs');
const js = require(process.env.NODE_PATH + '/@huggingface/tokenizers');
const rust = require(process.env.NODE_PATH + '/tokenizers');
const [jsonPath, configPath, casesPath] = process.argv.slice(1);
const jsTok = new js.Tokenizer(JSON.parse(fs.readFileSync(jsonPath, 'utf8')),
                               JSON.parse(fs.readFileSync(configPath, 'utf8')));
const rustTok = rust.Tokenizer.fromFile(jsonPath);
(async () => {
  const out = [];
  for (const [a, b] of JSON.parse(fs.readFileSync(casesPath, 'utf8'))) {
    const e = jsTok.encode(a);
    const r = await rustTok.encode(a);
    const c = { js: { tokens: e.tokens, ids: e.ids }, rust: { tokens: r.getTokens(), ids: r.getIds() } };
    if (b !== null) {
      c.js.pair_ids = jsTok.encode(a, { text_pair: b }).ids;
      c.rust.pair_ids = (await rustTok.encode(a, b)).getIds();
    }
    out.push(c);
  }
  process.stdout.write(JSON.stringify(out));
})();
"""


def fast_ids(out_dir, cases):
    """[{js: {tokens, ids, pair_ids?}, rust: {...}}] from @huggingface/tokenizers and from
    tokenizers (the Rust library's node binding, what transformers' fast tokenizer runs)."""
    env = dict(os.environ, NODE_PATH=os.environ.get("NODE_PATH") or "/tmp/hft/node_modules")
    with tempfile.NamedTemporaryFile("w", suffix=".json", encoding="utf-8", delete=False) as f:
        json.dump(cases, f, ensure_ascii=False)
    try:
        res = subprocess.run(["node", "-e", FAST_JS, str(out_dir / "tokenizer.json"),
                              str(out_dir / "tokenizer_config.json"), f.name],
                             check=True, capture_output=True, text=True, env=env)
    finally:
        os.unlink(f.name)
    return json.loads(res.stdout)


def write_json(path, obj, indent=2):
    path.write_text(json.dumps(obj, ensure_ascii=False, indent=indent) + "\n", encoding="utf-8")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=str(ROOT / "tests" / "fixtures" / "xlmr_tokenizer"))
    args = ap.parse_args()
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    model_path = out / "sentencepiece.bpe.model"
    n_lines = train(model_path)
    pieces, model_type, charsmap = read_model(model_path.read_bytes())
    assert model_type == 1, "expected a unigram model"
    slow = SlowXLMR(model_path)
    assert [p["piece"] for p in pieces] == [slow.sp.id_to_piece(i) for i in range(len(pieces))]
    tj, mask_id = tokenizer_json(pieces, charsmap)
    assert mask_id == slow.mask_id
    write_json(out / "tokenizer.json", tj)
    config, special = configs(mask_id)
    write_json(out / "tokenizer_config.json", config)
    write_json(out / "special_tokens_map.json", special)

    fast = fast_ids(out, [[t, PAIRS.get(t)] for t in TEXTS])
    cases, notes = [], []
    for text, f in zip(TEXTS, fast):
        rust, js = f["rust"], f["js"]
        case = {"text": text, "tokens": rust["tokens"], "ids": rust["ids"]}
        slow_ids = slow.with_specials(text)
        if text in PAIRS:
            case["pair_b"] = PAIRS[text]
            case["pair_ids"] = rust["pair_ids"]
        for key, other in (("js_ids", js["ids"]), ("slow_ids", slow_ids)):
            if other != rust["ids"]:
                case[key] = other
                notes.append(f"{key[:-4]} differs from fast (Rust) on {text!r}: {rust['ids']} vs {other}")
        if text in PAIRS:
            for key, other in (("js_pair_ids", js["pair_ids"]),
                               ("slow_pair_ids", slow.with_specials(text, PAIRS[text]))):
                if other != rust["pair_ids"]:
                    case[key] = other
                    notes.append(f"{key[:-9]} differs from fast (Rust) on pair {text!r}: "
                                 f"{rust['pair_ids']} vs {other}")
        cases.append(case)
    with (out / "cases.json").open("w", encoding="utf-8") as fh:
        fh.write("[\n" + ",\n".join("  " + json.dumps(c, ensure_ascii=False) for c in cases) + "\n]\n")

    print(f"{out}: {len(pieces)} spm pieces from {n_lines} lines, <mask> = {mask_id}, {len(cases)} cases")
    for n in notes:
        print(n)
    print(f"{len(notes)} differences")


if __name__ == "__main__":
    sys.exit(main())
