#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fixtures made, and fixtures checked, by the Hugging Face transformers library itself.

    python3 tools/make_transformers_fixtures.py --out DIR [--check FIXTURES_DIR] [--case NAME ...]

Written for python 3.12 with transformers 5.x, torch 2.x (CPU), numpy 2.x and safetensors; the byte
tokenizer and the BERT vocabulary come from this repository (tools/make_bert_fixtures.py).

--check FIXTURES_DIR (the repository's tests/fixtures)
    For every folder decoders/*, llama/*, bert/*, vit/* it loads model/ with the real library
    (attn_implementation="eager", then .double()), runs the inputs the fixture stores (ids.npy;
    for bert/* also segments.npy and padded.npy as the attention mask; for vit/* every
    <picture>_pixels.npy, normalised with the folder's preprocessor_config.json mean/std, or 0.5
    without one, and interpolate_pos_encoding off the training grid) with output_attentions=True,
    and prints the largest absolute difference from the stored attention and logits (bert: last
    hidden states; vit: [CLS] after the final layernorm, and logits where stored). A folder whose
    model/ also holds config.v4.json is checked a second time with that file as config.json.
    Whatever transformers logs at WARNING or above while loading and running (load reports of
    missing / unexpected weights, config validation) is printed under the case, with the
    config.json keys the config class does not declare.

--out DIR
    For each case of CASES below: a tiny config built with the family's config class, every maths
    setting the family has moved away from its default; torch.manual_seed; the model class built
    in float32; every parameter drawn again so that attention is far from uniform (linear and conv
    weights N(0, (1.6 / sqrt(fan_in))^2), token embeddings N(0, 1) (decoders with tied heads:
    N(0, 4 / E)), position and segment embeddings N(0, 0.25), norm weights 1 + N(0, 0.01) (Gemma's
    (1 + w) norms: N(0, 0.01)), biases N(0, 0.01), DINOv2 layer scales U(0.3, 1.6), other tensors
    (tokens, ViT positions) N(0, 0.09)); model.save_pretrained(DIR/CASE/model, the library's
    defaults); the tokenizer / preprocessor files our loaders read; then the folder is loaded again
    with from_pretrained(attn_implementation="eager"), made .double(), and run with
    output_attentions=True. Files, float32 unless said:
      decoders: ids.npy (T = 20, int64), logits.npy (T, V), attention.npy (L, H, T, T);
                model/tokenizer_config.json is {"tokenizer_class": "bytes"} (vocabulary 272).
      encoders: as tests/fixtures/bert/<case>: ids.npy, segments.npy, padded.npy (T), hidden.npy
                (T, E: the encoder's last hidden states), attention.npy (L, H, T, T); "bert" has the
                WordPiece vocab.txt, tokenizer.json and tokenizer_config.json of
                tools/make_bert_fixtures.py, the others {"tokenizer_class": "bytes"} (vocabulary 260).
      vision:   as tests/fixtures/vit/<case>: <picture>_pixels.npy (H, W, 3 in [0, 1], whole 8-bit
                levels), <picture>_attention.npy, <picture>_cls.npy (E), <picture>_logits.npy for
                classifiers; "square" is the training grid, "wide" another grid (positions
                interpolated: interpolate_pos_encoding=True where the forward takes it);
                model/preprocessor_config.json written by the family's image processor class.
    Per case it also prints the largest parameter change of the save/load round trip, how far a
    float32 run of the same folder is from the float64 one (what a float32 program can hope for),
    the mean of the attention rows' largest weights, the folder's size (flagged over 400 KB) and
    the config.json keys the library wrote that the corresponding existing fixture's config.json
    lacks (and the other way round). DIR/README.txt lists the cases, versions and command.

Every case runs in its own try/except and prints one line, "case NAME: ok ..." (DIFFERS instead of
ok when a checked fixture is further from the library than the tests' tolerances, 1e-5 for
attention and 1e-4 for logits / hidden states / [CLS]), or "case NAME: FAILED <exception>"; the
script always exits 0. --case limits either part to the named cases (for --check: "decoders/gemma"
or just "gemma").
"""
import argparse
import contextlib
import copy
import dataclasses
import inspect
import json
import logging
import os
import pathlib
import platform
import shutil
import sys
import tempfile
import time
import traceback
import warnings

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("HF_HUB_DISABLE_TELEMETRY", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

import numpy as np  # noqa: E402
import torch  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
TOOLS = ROOT / "tools"
DECODER_TOKENS = 20
DECODER_VOCAB = 272  # the 256 bytes and a few more
MAX_POSITIONS = 64
BYTE_VOCAB = 260  # the encoders' byte vocabulary: 4 special tokens, then the 256 bytes
ATTENTION_TOLERANCE, OUTPUT_TOLERANCE = 1e-5, 1e-4  # those of tst_decoder / tst_bert / tst_vit
FOLDER_LIMIT = 400 * 1024
SEED = 5000

_TRANSFORMERS = None


def say(*parts):
    print(*parts, flush=True)


def tf():
    """The transformers module, imported on first use (so that the helpers here import without it)."""
    global _TRANSFORMERS
    if _TRANSFORMERS is None:
        import transformers
        _TRANSFORMERS = transformers
        setup_logging(transformers)
    return _TRANSFORMERS

# ---------------------------------------------------------------------------------------------------
# What the library says: its logging at WARNING and up, and Python warnings, collected per case
# ---------------------------------------------------------------------------------------------------


class Collector(logging.Handler):
    def __init__(self):
        super().__init__(level=logging.WARNING)
        self.lines = []

    def emit(self, record):
        try:
            message = record.getMessage()
        except Exception:  # a message that does not format is still worth seeing
            message = str(record.msg)
        self.lines.append(f"{record.levelname.lower()} [{record.name}] {message}")


COLLECTOR = Collector()


def setup_logging(transformers):
    log = transformers.utils.logging
    log.set_verbosity_warning()
    for step in (log.disable_default_handler, log.disable_progress_bar):
        with contextlib.suppress(Exception):
            step()
    log.add_handler(COLLECTOR)
    hub = logging.getLogger("huggingface_hub")
    hub.addHandler(COLLECTOR)


def clear_warning_once_caches():
    """transformers' logger.warning_once / info_once (lru_cache'd methods it adds to logging.Logger)
    remember what they said; each case should hear it again."""
    for name in ("warning_once", "info_once"):
        with contextlib.suppress(Exception):
            getattr(logging.Logger, name).cache_clear()


@contextlib.contextmanager
def captured():
    """Yields a list that holds, after the block, what was logged or warned inside it."""
    lines = []
    clear_warning_once_caches()
    COLLECTOR.lines = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            yield lines
        finally:
            said = COLLECTOR.lines + [f"warning [{w.category.__name__}] {w.message}" for w in caught]
            lines.extend(dict.fromkeys(said))  # each message once, in order
            COLLECTOR.lines = []


@dataclasses.dataclass
class Report:
    summary: str
    ok: bool = True
    notes: list = dataclasses.field(default_factory=list)


RESULTS = []  # (case, status) for README.txt


def run_case(name, work):
    """Runs work() -> Report, prints its line, its notes and what the library said; never raises."""
    lines = []
    try:
        with captured() as lines:
            report = work()
        status = "ok" if report.ok else "DIFFERS"
        say(f"case {name}: {status} {report.summary}")
        notes = report.notes
    except Exception as e:  # each case on its own: report and go on
        first, *rest = (str(e) or "(no message)").splitlines() or [""]
        frame = traceback.extract_tb(e.__traceback__)[-1] if e.__traceback__ else None
        where = f" (at {pathlib.Path(frame.filename).name}:{frame.lineno} in {frame.name})" if frame else ""
        say(f"case {name}: FAILED {type(e).__name__}: {first}{where}")
        status, notes = "FAILED", ["  " + line for line in rest[:40]]
    for note in notes:
        say(f"    {note}")
    if lines:
        say("    transformers said:")
        for entry in lines:
            for line in str(entry).splitlines():
                say(f"      | {line}")
    RESULTS.append((name, status))

# ---------------------------------------------------------------------------------------------------
# Small helpers
# ---------------------------------------------------------------------------------------------------


def max_diff(got, want, what):
    got, want = np.asarray(got, dtype=np.float64), np.asarray(want, dtype=np.float64)
    if got.shape != want.shape:
        raise ValueError(f"{what}: the library gives shape {got.shape}, the fixture holds {want.shape}")
    return float(np.abs(got - want).max()) if got.size else 0.0


def forward(model, optional=("use_cache", "token_type_ids", "interpolate_pos_encoding"), **kwargs):
    """model(**kwargs) without gradients; keyword arguments named in `optional` are passed only when
    the forward's signature names them (output_attentions may go through **kwargs)."""
    try:
        params = inspect.signature(model.forward).parameters
    except (TypeError, ValueError):
        params = {}
    kwargs = {k: v for k, v in kwargs.items() if k not in optional or k in params}
    with torch.no_grad():
        return model(**kwargs)


def stacked(attentions):
    """The model's attentions tuple (L x (1, H, T, T)) as one float64 array (L, H, T, T)."""
    if not attentions:
        raise RuntimeError("the model returned no attentions (output_attentions=True was ignored)")
    return torch.stack([a[0] for a in attentions]).double().numpy()


def row_max_mean(attention):
    return float(np.asarray(attention).max(axis=-1).mean())


def flat_keys(obj, prefix=""):
    """{dotted key: value} of a config dict, nested dicts (not id2label / label2id) opened."""
    out = {}
    for key, value in obj.items():
        if isinstance(value, dict) and value and key not in ("id2label", "label2id"):
            out.update(flat_keys(value, f"{prefix}{key}."))
        else:
            out[f"{prefix}{key}"] = value
    return out


def short(value, width=60):
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= width else text[:width - 3] + "..."


def key_differences(new_path, old_path, label):
    """Notes on the keys of the JSON file new_path that old_path lacks, and the other way round."""
    if not old_path.is_file():
        return [f"{label}: no existing file {old_path} to compare with"]
    new, old = flat_keys(json.loads(new_path.read_text())), flat_keys(json.loads(old_path.read_text()))
    added = [f"{k}={short(new[k])}" for k in sorted(set(new) - set(old))]
    gone = sorted(set(old) - set(new))
    notes = [f"{label} keys written here that {old_path} lacks: " + (", ".join(added) or "none")]
    if gone:
        notes.append(f"{label} keys of {old_path} not written here: " + ", ".join(gone))
    return notes


def declared_keys(config):
    """The keys the config's class declares (dataclass fields, __init__ arguments, attribute_map)."""
    keys = set()
    for klass in type(config).__mro__:
        if klass is object:
            continue
        if dataclasses.is_dataclass(klass):
            keys.update(f.name for f in dataclasses.fields(klass))
        init = klass.__dict__.get("__init__")
        if init is not None:
            with contextlib.suppress(TypeError, ValueError):
                keys.update(name for name, p in inspect.signature(init).parameters.items()
                            if name != "self" and p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL))
        keys.update(getattr(klass, "attribute_map", None) or {})
    return keys


def undeclared_note(model, config_json):
    extra = sorted(set(config_json) - declared_keys(model.config))
    return [f"config.json keys {type(model.config).__name__} does not declare (legacy keys it converts, "
            f"or keys it only stores): " + (", ".join(extra) or "none")]


def folder_size(path):
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


def side(size):
    """One side of an image_size / patch_size that may be a number or a (height, width) pair."""
    return int(size if isinstance(size, (int, float)) else size[0])


def vision_normalisation(model_dir):
    """(mean, std) the app reads: preprocessor_config.json's, else ViTImageProcessor's 0.5."""
    mean, std = [0.5] * 3, [0.5] * 3
    path = model_dir / "preprocessor_config.json"
    if path.is_file():
        p = json.loads(path.read_text())
        if p.get("do_normalize", True):
            mean, std = p.get("image_mean") or mean, p.get("image_std") or std
        else:
            mean, std = [0.0] * 3, [1.0] * 3
    return np.asarray(mean, dtype=np.float64), np.asarray(std, dtype=np.float64)


def pixel_values(pixels, mean, std, dtype=torch.float64):
    """(H, W, 3) pixels in [0, 1] -> (1, 3, H, W) normalised model input."""
    x = (np.asarray(pixels, dtype=np.float64) - mean) / std
    return torch.tensor(x.transpose(2, 0, 1)[None].copy(), dtype=dtype)

# ---------------------------------------------------------------------------------------------------
# Running a model on a fixture's inputs
# ---------------------------------------------------------------------------------------------------


def run_decoder(model, ids):
    out = forward(model, input_ids=torch.tensor(np.asarray(ids, dtype=np.int64))[None],
                  output_attentions=True, use_cache=False)
    return {"logits": out.logits[0].double().numpy(), "attention": stacked(out.attentions)}


def run_encoder(base, ids, segments, padded):
    """The encoder's last hidden states and attention; padded positions masked as keys."""
    out = forward(base, input_ids=torch.tensor(np.asarray(ids, dtype=np.int64))[None],
                  attention_mask=torch.tensor(~np.asarray(padded, dtype=bool), dtype=torch.long)[None],
                  token_type_ids=torch.tensor(np.asarray(segments, dtype=np.int64))[None],
                  output_attentions=True)
    return {"hidden": out.last_hidden_state[0].double().numpy(), "attention": stacked(out.attentions)}


def run_vision(model, values, interpolate):
    """attention (L, H, T, T), [CLS] after the final layernorm (E), logits where the model has them."""
    extra = {"interpolate_pos_encoding": True} if interpolate else {}
    out = forward(model, pixel_values=values, output_attentions=True, **extra)
    base = model.base_model
    hidden = out.last_hidden_state if base is model else \
        forward(base, pixel_values=values, **extra).last_hidden_state
    result = {"attention": stacked(out.attentions), "cls": hidden[0, 0].double().numpy()}
    logits = getattr(out, "logits", None)
    if logits is not None:
        result["logits"] = logits[0].double().numpy()
    return result

# ---------------------------------------------------------------------------------------------------
# Part 1: the committed fixtures against the library
# ---------------------------------------------------------------------------------------------------


def load_eager(model_class, model_dir):
    model = model_class.from_pretrained(str(model_dir), attn_implementation="eager")
    return model.double().eval()


def check_decoder(case_dir, model_dir):
    model = load_eager(tf().AutoModelForCausalLM, model_dir)
    out = run_decoder(model, np.load(case_dir / "ids.npy").astype(np.int64))
    da = max_diff(out["attention"], np.load(case_dir / "attention.npy"), "attention")
    dl = max_diff(out["logits"], np.load(case_dir / "logits.npy"), "logits")
    notes = undeclared_note(model, json.loads((model_dir / "config.json").read_text()))
    return Report(f"max|dA| {da:.2e}, max|dlogits| {dl:.2e} ({type(model).__name__})",
                  da <= ATTENTION_TOLERANCE and dl <= OUTPUT_TOLERANCE, notes)


def check_bert(case_dir, model_dir):
    model = load_eager(tf().AutoModel, model_dir)
    load = lambda name: np.load(case_dir / f"{name}.npy")
    out = run_encoder(model.base_model, load("ids").astype(np.int64), load("segments").astype(np.int64),
                      load("padded").astype(bool))
    da = max_diff(out["attention"], load("attention"), "attention")
    dh = max_diff(out["hidden"], load("hidden"), "hidden")
    notes = undeclared_note(model, json.loads((model_dir / "config.json").read_text()))
    return Report(f"max|dA| {da:.2e}, max|dhidden| {dh:.2e} ({type(model).__name__})",
                  da <= ATTENTION_TOLERANCE and dh <= OUTPUT_TOLERANCE, notes)


def model_class_for(config_json, fallback):
    """The class config.json's architectures names, when transformers has it; else fallback."""
    for name in config_json.get("architectures") or []:
        with contextlib.suppress(Exception):
            return getattr(tf(), name)
    return fallback


def check_vit(case_dir, model_dir):
    config = json.loads((model_dir / "config.json").read_text())
    model = load_eager(model_class_for(config, tf().AutoModel), model_dir)
    mean, std = vision_normalisation(model_dir)
    patch = side(model.config.patch_size)
    grid = side(model.config.image_size) // patch
    parts, ok = [], True
    for pixels_file in sorted(case_dir.glob("*_pixels.npy")):
        picture = pixels_file.name[: -len("_pixels.npy")]
        pixels = np.load(pixels_file)
        gh, gw = pixels.shape[0] // patch, pixels.shape[1] // patch
        out = run_vision(model, pixel_values(pixels, mean, std), (gh, gw) != (grid, grid))
        da = max_diff(out["attention"], np.load(case_dir / f"{picture}_attention.npy"), f"{picture} attention")
        dc = max_diff(out["cls"], np.load(case_dir / f"{picture}_cls.npy"), f"{picture} cls")
        text = f"{picture} {gw}x{gh}: max|dA| {da:.2e}, max|dcls| {dc:.2e}"
        ok &= da <= ATTENTION_TOLERANCE and dc <= OUTPUT_TOLERANCE
        logits_file = case_dir / f"{picture}_logits.npy"
        if logits_file.is_file():
            if "logits" not in out:
                raise RuntimeError(f"{type(model).__name__} gives no logits but {logits_file.name} exists")
            dl = max_diff(out["logits"], np.load(logits_file), f"{picture} logits")
            text += f", max|dlogits| {dl:.2e}"
            ok &= dl <= OUTPUT_TOLERANCE
        parts.append(text)
    if not parts:
        raise FileNotFoundError(f"no *_pixels.npy in {case_dir}")
    notes = undeclared_note(model, config)
    return Report("; ".join(parts) + f" ({type(model).__name__})", ok, notes)


CHECKERS = {"decoders": check_decoder, "llama": check_decoder, "bert": check_bert, "vit": check_vit}


def with_v4_config(case_dir, checker):
    """checker on a copy of the case's model/ whose config.json is its config.v4.json."""
    with tempfile.TemporaryDirectory() as tmp:
        model_dir = pathlib.Path(tmp) / "model"
        shutil.copytree(case_dir / "model", model_dir)
        shutil.copyfile(model_dir / "config.v4.json", model_dir / "config.json")
        return checker(case_dir, model_dir)


def check_fixtures(fixtures, wanted):
    say(f"== checking {fixtures} against transformers")
    for kind, checker in CHECKERS.items():
        folder = fixtures / kind
        if not folder.is_dir():
            say(f"case {kind}/*: FAILED FileNotFoundError: no folder {folder}")
            continue
        for case_dir in sorted(p for p in folder.iterdir() if (p / "model" / "config.json").is_file()):
            name = f"{kind}/{case_dir.name}"
            if wanted and name not in wanted and case_dir.name not in wanted:
                continue
            run_case(name, lambda c=case_dir, k=checker: k(c, c / "model"))
            if (case_dir / "model" / "config.v4.json").is_file():
                run_case(f"{name} [config.v4.json]", lambda c=case_dir, k=checker: with_v4_config(c, k))

# ---------------------------------------------------------------------------------------------------
# Part 2: the cases the library writes
# ---------------------------------------------------------------------------------------------------


@dataclasses.dataclass
class Case:
    name: str
    kind: str  # "decoder", "encoder" or "vision"
    config_class: str
    model_class: str
    config: dict
    existing: str  # the committed fixture (under the fixtures folder) whose config.json keys we compare with
    about: str  # one line for README.txt
    gain: float = 1.6  # linear weights N(0, (gain / sqrt(fan_in))^2)
    inputs: str = ""  # encoders: the input pattern (see encoder_inputs)
    pictures: dict = dataclasses.field(default_factory=dict)  # vision: name -> (grid width, grid height)
    processor: tuple = ()  # vision: (image processor class, its arguments)


def decoder(name, config_class, model_class, existing, about, gain=1.6, **config):
    base = dict(vocab_size=DECODER_VOCAB, max_position_embeddings=MAX_POSITIONS, pad_token_id=0,
                bos_token_id=1, eos_token_id=2)
    return Case(name, "decoder", config_class, model_class, {**base, **config}, existing, about, gain)


def encoder(name, config_class, model_class, existing, about, inputs, **config):
    return Case(name, "encoder", config_class, model_class, dict(max_position_embeddings=40, **config),
                existing, about, inputs=inputs)


def vision(name, config_class, model_class, existing, about, pictures, processor, **config):
    return Case(name, "vision", config_class, model_class, dict(num_channels=3, qkv_bias=True, **config),
                existing, about, pictures=pictures, processor=processor)


IMAGENET_MEAN, IMAGENET_STD = [0.485, 0.456, 0.406], [0.229, 0.224, 0.225]
GEMMA_SLIDING, FULL = "sliding_attention", "full_attention"

CASES = [
    decoder("llama", "LlamaConfig", "LlamaForCausalLM", "decoders/llama3",
            "GQA 4:2, head_dim 16 != 48/4, llama3 rope (theta 5000, factor 8, original 16), attention and MLP "
            "biases, exact gelu, eps 0.03, untied",
            hidden_size=48, intermediate_size=96, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
            head_dim=16, hidden_act="gelu", rms_norm_eps=0.03, tie_word_embeddings=False, attention_bias=True,
            mlp_bias=True, rope_parameters=dict(rope_type="llama3", rope_theta=5000.0, factor=8.0, low_freq_factor=1.0,
                                                high_freq_factor=4.0, original_max_position_embeddings=16)),
    decoder("mistral", "MistralConfig", "MistralForCausalLM", "llama/mistral",
            "MQA 4:1, head_dim 16 != 32/4, sliding_window 8 < T, linear rope factor 2 (theta 5000), eps 0.04, 3 layers",
            hidden_size=32, intermediate_size=64, num_hidden_layers=3, num_attention_heads=4, num_key_value_heads=1,
            head_dim=16, rms_norm_eps=0.04, sliding_window=8, tie_word_embeddings=False,
            rope_parameters=dict(rope_type="linear", factor=2.0, rope_theta=5000.0)),
    decoder("qwen2", "Qwen2Config", "Qwen2ForCausalLM", "decoders/qwen2_yarn",
            "GQA 3:1, q/k/v biases, yarn rope (theta 5000, factor 4, original 16, beta_fast 16, beta_slow 0.5, "
            "truncate false), use_sliding_window with window 6 from layer 1 (max_window_layers 1), eps 0.03, untied",
            hidden_size=48, intermediate_size=96, num_hidden_layers=2, num_attention_heads=3, num_key_value_heads=1,
            rms_norm_eps=0.03, tie_word_embeddings=False, use_sliding_window=True, sliding_window=6,
            max_window_layers=1,
            rope_parameters=dict(rope_type="yarn", rope_theta=5000.0, factor=4.0, original_max_position_embeddings=16,
                                 beta_fast=16.0, beta_slow=0.5, truncate=False)),
    decoder("qwen3", "Qwen3Config", "Qwen3ForCausalLM", "decoders/qwen3",
            "per-head q/k norms, head_dim 24 != 48/4, GQA 4:2, attention biases, sliding window 5 on layer 2 "
            "(max_window_layers 2), theta 5000, eps 0.03, tied",
            hidden_size=48, intermediate_size=64, num_hidden_layers=3, num_attention_heads=4, num_key_value_heads=2,
            head_dim=24, rms_norm_eps=0.03, attention_bias=True, tie_word_embeddings=True, use_sliding_window=True,
            sliding_window=5, max_window_layers=2, rope_parameters=dict(rope_type="default", rope_theta=5000.0)),
    decoder("gemma", "GemmaConfig", "GemmaForCausalLM", "decoders/gemma",
            "(1+w) RMSNorm, embeddings times sqrt(32), MQA, head_dim 16, exact gelu (hidden_act), attention biases, "
            "theta 5000, eps 0.03, tied",
            hidden_size=32, intermediate_size=64, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=1,
            head_dim=16, hidden_act="gelu", rms_norm_eps=0.03, attention_bias=True, tie_word_embeddings=True,
            rope_parameters=dict(rope_type="default", rope_theta=5000.0)),
    decoder("gemma2", "Gemma2Config", "Gemma2ForCausalLM", "decoders/gemma2",
            "sandwich norms, softcapping attention 4 / final 8, query_pre_attn_scalar 24, layer_types "
            "[sliding, sliding, full] (not the default) with window 6, exact gelu (hidden_activation), attention "
            "biases, theta 5000, eps 0.03",
            hidden_size=32, intermediate_size=64, num_hidden_layers=3, num_attention_heads=4, num_key_value_heads=2,
            head_dim=16, hidden_activation="gelu", rms_norm_eps=0.03, attention_bias=True, query_pre_attn_scalar=24,
            sliding_window=6, layer_types=[GEMMA_SLIDING, GEMMA_SLIDING, FULL], attn_logit_softcapping=4.0,
            final_logit_softcapping=8.0, tie_word_embeddings=True,
            rope_parameters=dict(rope_type="default", rope_theta=5000.0)),
    decoder("gemma3_text", "Gemma3TextConfig", "Gemma3ForCausalLM", "decoders/gemma3_text",
            "per-head (1+w) q/k norms, layer_types [s, f, s, f] with window 6, sliding rope theta 1000, full rope "
            "linear factor 2 theta 50000, softcapping attention 4 / final 8, query_pre_attn_scalar 24, exact gelu, "
            "attention biases, eps 0.03",
            hidden_size=32, intermediate_size=64, num_hidden_layers=4, num_attention_heads=4, num_key_value_heads=2,
            head_dim=16, hidden_activation="gelu", rms_norm_eps=0.03, attention_bias=True, query_pre_attn_scalar=24,
            sliding_window=6, layer_types=[GEMMA_SLIDING, FULL, GEMMA_SLIDING, FULL], attn_logit_softcapping=4.0,
            final_logit_softcapping=8.0, tie_word_embeddings=True,
            rope_parameters={GEMMA_SLIDING: dict(rope_type="default", rope_theta=1000.0),
                             FULL: dict(rope_type="linear", factor=2.0, rope_theta=50000.0)}),
    decoder("phi3", "Phi3Config", "Phi3ForCausalLM", "decoders/phi3",
            "fused qkv / gate_up, GQA 3:1, partial_rotary_factor 0.5, longrope (theta 5000, short / long factors, "
            "original_max_position_embeddings 16 < T = 20), sliding_window 8, eps 0.03, untied",
            hidden_size=48, intermediate_size=96, num_hidden_layers=2, num_attention_heads=3, num_key_value_heads=1,
            rms_norm_eps=0.03, tie_word_embeddings=False, sliding_window=8, original_max_position_embeddings=16,
            partial_rotary_factor=0.5,
            rope_parameters=dict(rope_type="longrope", rope_theta=5000.0, short_factor=[1.0, 1.3, 1.9, 2.5],
                                 long_factor=[1.0, 3.0, 9.0, 24.0])),
    decoder("olmo2", "Olmo2Config", "Olmo2ForCausalLM", "decoders/olmo2",
            "norms after attention and MLP, q/k RMSNorm over the whole projection, GQA 4:2, attention biases, "
            "theta 5000, eps 0.03, untied",
            hidden_size=48, intermediate_size=80, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
            rms_norm_eps=0.03, attention_bias=True, tie_word_embeddings=False,
            rope_parameters=dict(rope_type="default", rope_theta=5000.0)),
    decoder("smollm3", "SmolLM3Config", "SmolLM3ForCausalLM", "decoders/smollm3",
            "no_rope_layers [1, 0, 1, 0], use_sliding_window with window 6 (on the NoPE layers), MQA 4:1, attention "
            "and MLP biases, theta 5000, eps 0.03, tied",
            hidden_size=32, intermediate_size=64, num_hidden_layers=4, num_attention_heads=4, num_key_value_heads=1,
            rms_norm_eps=0.03, attention_bias=True, mlp_bias=True, no_rope_layers=[1, 0, 1, 0],
            use_sliding_window=True, sliding_window=6, tie_word_embeddings=True,
            rope_parameters=dict(rope_type="default", rope_theta=5000.0)),
    decoder("gpt_neox", "GPTNeoXConfig", "GPTNeoXForCausalLM", "decoders/gpt_neox",
            "parallel residual, partial rotary 0.5 (rope_parameters), theta 5000, gelu_new, LayerNorm eps 0.03, "
            "biases, untied embed_out",
            hidden_size=48, intermediate_size=96, num_hidden_layers=2, num_attention_heads=3, hidden_act="gelu_new",
            layer_norm_eps=0.03, use_parallel_residual=True, attention_bias=True, tie_word_embeddings=False,
            rope_parameters=dict(rope_type="default", rope_theta=5000.0, partial_rotary_factor=0.5)),
    decoder("gpt_neox_sequential", "GPTNeoXConfig", "GPTNeoXForCausalLM", "decoders/gpt_neox_sequential",
            "as gpt_neox with use_parallel_residual false and attention_bias false",
            hidden_size=48, intermediate_size=96, num_hidden_layers=2, num_attention_heads=3, hidden_act="gelu_new",
            layer_norm_eps=0.03, use_parallel_residual=False, attention_bias=False, tie_word_embeddings=False,
            rope_parameters=dict(rope_type="default", rope_theta=5000.0, partial_rotary_factor=0.5)),
    Case("gpt2", "decoder", "GPT2Config", "GPT2LMHeadModel",
         dict(vocab_size=DECODER_VOCAB, n_positions=MAX_POSITIONS, n_embd=48, n_layer=2, n_head=4, n_inner=128,
              activation_function="gelu", layer_norm_epsilon=0.03, bos_token_id=1, eos_token_id=2),
         "../../sample_models/tiny-gpt-kjv",
         "GPT2LMHeadModel (transformer. prefix, Conv1D weights, tied head), learned positions, n_inner 128, exact "
         "gelu, eps 0.03"),
    Case("gpt2_unscaled", "decoder", "GPT2Config", "GPT2LMHeadModel",
         dict(vocab_size=DECODER_VOCAB, n_positions=MAX_POSITIONS, n_embd=48, n_layer=2, n_head=4, n_inner=128,
              activation_function="relu", layer_norm_epsilon=0.03, scale_attn_weights=False, bos_token_id=1,
              eos_token_id=2),
         "../../sample_models/tiny-gpt-kjv",
         "as gpt2 with scale_attn_weights false (no 1/sqrt(d)), relu, smaller weights", gain=0.9),
    encoder("bert", "BertConfig", "BertForMaskedLM", "bert/bert",
            "BertForMaskedLM (bert. prefix, cls.predictions head), sentence pair with 3 pad tokens, WordPiece "
            "vocabulary, gelu_new, eps 0.05",
            "pair_padded", hidden_size=48, num_hidden_layers=2, num_attention_heads=4, intermediate_size=96,
            type_vocab_size=2, layer_norm_eps=0.05, hidden_act="gelu_new", pad_token_id=0),
    encoder("roberta", "RobertaConfig", "RobertaModel", "bert/roberta",
            "RobertaModel (no prefix, pooler), positions from padding_idx + 1 = 2, relu, eps 0.03",
            "plain", vocab_size=BYTE_VOCAB, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
            intermediate_size=64, type_vocab_size=1, layer_norm_eps=0.03, hidden_act="relu", pad_token_id=1,
            bos_token_id=0, eos_token_id=2),
    encoder("xlm_roberta", "XLMRobertaConfig", "XLMRobertaForMaskedLM", "bert/xlm_roberta",
            "XLMRobertaForMaskedLM (roberta. prefix, lm_head), 3 pad tokens at position padding_idx, silu, eps 0.01",
            "xlmr_padded", vocab_size=BYTE_VOCAB, hidden_size=32, num_hidden_layers=2, num_attention_heads=4,
            intermediate_size=64, type_vocab_size=1, layer_norm_eps=0.01, hidden_act="silu", pad_token_id=1,
            bos_token_id=0, eos_token_id=2),
    encoder("electra", "ElectraConfig", "ElectraForPreTraining", "bert/electra",
            "ElectraForPreTraining (electra. prefix), embedding_size 24 projected to 48, sentence pair with 3 pad "
            "tokens, eps 3e-3",
            "electra_padded", vocab_size=BYTE_VOCAB, embedding_size=24, hidden_size=48, num_hidden_layers=2,
            num_attention_heads=4, intermediate_size=96, type_vocab_size=2, layer_norm_eps=3e-3, hidden_act="gelu",
            pad_token_id=0),
    encoder("distilbert", "DistilBertConfig", "DistilBertForMaskedLM", "bert/distilbert",
            "DistilBertForMaskedLM (distilbert. prefix, its own names), 3 layers, relu (activation)",
            "plain", vocab_size=BYTE_VOCAB, dim=32, n_layers=3, n_heads=4, hidden_dim=64, activation="relu",
            pad_token_id=0),
    vision("vit", "ViTConfig", "ViTForImageClassification", "vit/classifier",
           "ViTForImageClassification (vit. prefix), 3 labels, 16 px / patch 4, gelu_new, eps 0.05; square 4x4 and "
           "wide 5x3 (interpolated positions); ViTImageProcessor with ImageNet mean/std (not the default 0.5)",
           {"square": (4, 4), "wide": (5, 3)},
           ("ViTImageProcessor", dict(size={"height": 16, "width": 16}, image_mean=IMAGENET_MEAN,
                                      image_std=IMAGENET_STD)),
           hidden_size=32, num_hidden_layers=2, num_attention_heads=4, intermediate_size=64, hidden_act="gelu_new",
           layer_norm_eps=0.05, image_size=16, patch_size=4,
           id2label={0: "one", 1: "two", 2: "three"}, label2id={"one": 0, "two": 1, "three": 2}),
    vision("deit", "DeiTConfig", "DeiTForImageClassificationWithTeacher", "vit/deit",
           "DeiTForImageClassificationWithTeacher: [CLS] + distillation token, logits the mean of both heads, "
           "gelu_new, eps 0.04; square 4x4 and wide 6x3; DeiTImageProcessor with its own mean/std",
           {"square": (4, 4), "wide": (6, 3)},
           ("DeiTImageProcessor", dict(size={"height": 18, "width": 18}, crop_size={"height": 16, "width": 16},
                                       do_center_crop=True, resample=3, image_mean=[0.52, 0.47, 0.41],
                                       image_std=[0.27, 0.21, 0.24])),
           hidden_size=36, num_hidden_layers=2, num_attention_heads=4, intermediate_size=80, hidden_act="gelu_new",
           layer_norm_eps=0.04, image_size=16, patch_size=4,
           id2label={0: "cat", 1: "dog", 2: "owl", 3: "eel"}, label2id={"cat": 0, "dog": 1, "owl": 2, "eel": 3}),
    vision("dinov2", "Dinov2Config", "Dinov2Model", "vit/dinov2",
           "Dinov2Model: layer scale, patch 14, image 70 (5x5), mlp_ratio 3, gelu_new, eps 0.04; square 5x5 and "
           "wide 7x4; BitImageProcessor with ImageNet mean/std",
           {"square": (5, 5), "wide": (7, 4)},
           ("BitImageProcessor", dict(size={"shortest_edge": 80}, crop_size={"height": 70, "width": 70},
                                      do_center_crop=True, resample=3, image_mean=IMAGENET_MEAN,
                                      image_std=IMAGENET_STD)),
           hidden_size=40, num_hidden_layers=2, num_attention_heads=4, mlp_ratio=3, hidden_act="gelu_new",
           layer_norm_eps=0.04, image_size=70, patch_size=14, layerscale_value=1.0, use_swiglu_ffn=False),
    vision("dinov2_reg", "Dinov2WithRegistersConfig", "Dinov2WithRegistersModel", "vit/dinov2_reg",
           "Dinov2WithRegistersModel: 4 registers after [CLS], mlp_ratio 2, silu, eps 0.04; square 5x5 and wide 7x3 "
           "(antialiased interpolation); BitImageProcessor with its own mean/std",
           {"square": (5, 5), "wide": (7, 3)},
           ("BitImageProcessor", dict(size={"shortest_edge": 80}, crop_size={"height": 70, "width": 70},
                                      do_center_crop=True, resample=3, image_mean=[0.45, 0.5, 0.55],
                                      image_std=[0.2, 0.25, 0.3])),
           hidden_size=48, num_hidden_layers=2, num_attention_heads=4, mlp_ratio=2, num_register_tokens=4,
           hidden_act="silu", layer_norm_eps=0.04, image_size=70, patch_size=14, layerscale_value=1.0,
           use_swiglu_ffn=False),
]

# ---- weights -----------------------------------------------------------------------------------------


def fan_in(module, weight):
    if type(module).__name__ == "Conv1D":  # GPT-2's: weight (in, out)
        return weight.shape[0]
    return int(np.prod(weight.shape[1:]))  # Linear (out, in), Conv (out, in, k...)


def is_centred_norm(module):
    """Gemma's RMSNorms scale by (1 + w): their neutral weight is 0."""
    name = type(module).__name__
    return name.startswith("Gemma") and "RMSNorm" in name


def redraw(model, case, generator):
    """Draws every parameter again (see the module docstring); returns notes on what was drawn how."""
    hidden = int(getattr(model.config, "hidden_size", 0) or 0)
    tied = bool(getattr(model.config, "tie_word_embeddings", False)) and case.kind == "decoder"
    embed_sd = 2.0 / hidden ** 0.5 if tied and hidden else 1.0
    normal = lambda shape, sd: torch.randn(tuple(shape), generator=generator, dtype=torch.float32) * sd
    counts, odd, done = {}, [], set()
    with torch.no_grad():
        for module_name, module in model.named_modules():
            for pname, p in module.named_parameters(recurse=False):
                if id(p) in done:  # tied: drawn once, by the module that comes first
                    continue
                done.add(id(p))
                full = f"{module_name}.{pname}" if module_name else pname
                kind_name = type(module).__name__
                if "norm" in kind_name.lower():
                    if pname == "weight":
                        centred = is_centred_norm(module)
                        if centred != bool((p == 0).all()):
                            odd.append(f"{full}: initial weight {'not ' if centred else ''}all zero")
                        value, rule = (normal(p.shape, 0.1), "norm (1+w)") if centred else \
                            (1.0 + normal(p.shape, 0.1), "norm")
                    else:
                        value, rule = normal(p.shape, 0.1), "bias"
                elif isinstance(module, torch.nn.Embedding):
                    extra = "position" in module_name or "token_type" in module_name or module_name.endswith("wpe")
                    sd = 0.5 if extra else embed_sd
                    value, rule = normal(p.shape, sd), "embedding"
                elif pname.endswith("bias"):
                    value, rule = normal(p.shape, 0.1), "bias"
                elif pname == "weight" and (isinstance(module, (torch.nn.Linear, torch.nn.Conv1d, torch.nn.Conv2d))
                                            or kind_name == "Conv1D"):
                    value, rule = normal(p.shape, case.gain / fan_in(module, p) ** 0.5), "linear/conv"
                elif "lambda" in pname:  # DINOv2 layer scale
                    value, rule = 0.3 + 1.3 * torch.rand(tuple(p.shape), generator=generator), "layer scale"
                else:
                    value, rule = normal(p.shape, 0.3), "other"
                    odd.append(f"{full} {tuple(p.shape)} drawn N(0, 0.3^2)")
                p.copy_(value.to(p.dtype))
                counts[rule] = counts.get(rule, 0) + 1
    notes = ["redrawn: " + ", ".join(f"{n} {rule}" for rule, n in sorted(counts.items()))]
    return notes + odd

# ---- side files ----------------------------------------------------------------------------------------


def bert_vocabulary():
    """tools/make_bert_fixtures.py's WordPiece vocabulary and tokenizer.json writer (same tokens as the
    committed bert fixture)."""
    sys.path.insert(0, str(TOOLS))
    try:
        import make_bert_fixtures as bert
        return bert.vocabulary(), bert.tokenizer_json
    finally:
        sys.path.remove(str(TOOLS))


def write_json(path, obj, indent=2):
    path.write_text(json.dumps(obj, indent=indent, ensure_ascii=False) + "\n")


def save_processor(case, model_dir):
    """preprocessor_config.json by the image processor class (its Pil / Fast variants if the plain
    one cannot be built here), else written by hand in the committed fixtures' form."""
    name, kwargs = case.processor
    tried = []
    for candidate in (name, name + "Pil", name + "Fast"):
        try:
            processor = getattr(tf(), candidate)(**copy.deepcopy(kwargs))
            processor.save_pretrained(str(model_dir))
            return [f"preprocessor_config.json by {candidate}.save_pretrained"]
        except Exception as e:
            tried.append(f"{candidate}: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
    hand = {"do_resize": True, "do_rescale": True, "rescale_factor": 1 / 255, "do_normalize": True,
            "image_processor_type": name, **kwargs}
    write_json(model_dir / "preprocessor_config.json", hand)
    return ["preprocessor_config.json written by hand, no image processor class could be built: " + "; ".join(tried)]

# ---- inputs ---------------------------------------------------------------------------------------------


def encoder_inputs(pattern, vocab_size, rng):
    """(ids, segments, padded) as tools/make_bert_fixtures.py lays them out."""
    tokens = 12 if pattern in ("xlmr_padded", "electra_padded") else 18
    ids = rng.integers(5, vocab_size, tokens)
    segments = np.zeros(tokens, dtype=np.int64)
    padded = np.zeros(tokens, dtype=bool)
    if pattern == "pair_padded":  # [CLS] a [SEP] b [SEP] [PAD] x 3
        ids[0], ids[7], ids[14], ids[15:] = 2, 3, 3, 0
        segments[8:15] = 1
        padded[15:] = True
    elif pattern == "xlmr_padded":  # <s> text </s> <pad> x 3
        ids[0], ids[8], ids[9:] = 0, 2, 1
        padded[9:] = True
    elif pattern == "electra_padded":  # [CLS] a [SEP] b [SEP] [PAD] x 3
        ids[0], ids[4], ids[8], ids[9:] = 2, 3, 3, 0
        segments[5:9] = 1
        padded[9:] = True
    return ids.astype(np.int64), segments, padded


def make_pictures(case, rng, patch):
    """{name: (H, W, 3) float32 pixels in [0, 1], whole 8-bit levels, whole patches}."""
    out = {}
    for name, (gw, gh) in case.pictures.items():
        out[name] = (np.round(rng.uniform(0, 1, (gh * patch, gw * patch, 3)) * 255) / 255).astype(np.float32)
    return out

# ---- one case -------------------------------------------------------------------------------------------


def compare_runs(a, b):
    """{output: max |a - b|} over the outputs both runs have."""
    return {k: max_diff(a[k], b[k], k) for k in a if k in b}


def roundtrip_note(original, reloaded):
    before, after = original.state_dict(), reloaded.state_dict()
    common = sorted(set(before) & set(after))
    worst = max((float((before[k].double() - after[k].double()).abs().max()) for k in common), default=0.0)
    note = f"save/load round trip: {len(common)} tensors, max |d| {worst:.1e}"
    for label, names in (("only before saving", set(before) - set(after)),
                         ("only after loading", set(after) - set(before))):
        if names:
            note += f"; {label}: " + ", ".join(sorted(names)[:8]) + (" ..." if len(names) > 8 else "")
    return note


def make_case(case, index, out_root, fixtures):
    T = tf()
    seed = SEED + index
    case_dir = out_root / case.name
    if case_dir.exists():
        shutil.rmtree(case_dir)
    model_dir = case_dir / "model"
    rng = np.random.default_rng(seed)
    config_args = copy.deepcopy(case.config)
    vocab = tokenizer_json = None
    if case.name == "bert":
        vocab, tokenizer_json = bert_vocabulary()
        config_args["vocab_size"] = len(vocab)
    config = getattr(T, case.config_class)(**config_args)
    torch.manual_seed(seed)
    model_class = getattr(T, case.model_class)
    model = model_class(config).float().eval()
    notes = redraw(model, case, torch.Generator().manual_seed(seed))
    model.save_pretrained(str(model_dir))

    if case.kind == "decoder" or (case.kind == "encoder" and vocab is None):
        write_json(model_dir / "tokenizer_config.json", {"tokenizer_class": "bytes"}, indent=None)
    if vocab is not None:
        (model_dir / "vocab.txt").write_text("".join(t + "\n" for t in vocab))
        write_json(model_dir / "tokenizer_config.json", {"do_lower_case": True, "tokenizer_class": "BertTokenizer"},
                   indent=None)
        write_json(model_dir / "tokenizer.json", tokenizer_json(vocab), indent=1)
    if case.kind == "vision":
        notes += save_processor(case, model_dir)

    reloaded = model_class.from_pretrained(str(model_dir), attn_implementation="eager").float().eval()
    notes.append(roundtrip_note(model, reloaded))

    if case.kind == "decoder":
        ids = rng.integers(0, DECODER_VOCAB, DECODER_TOKENS).astype(np.int64)
        run = lambda m: run_decoder(m, ids)
    elif case.kind == "encoder":
        ids, segments, padded = encoder_inputs(case.inputs, int(reloaded.config.vocab_size), rng)
        run = lambda m: run_encoder(m.base_model, ids, segments, padded)
    else:
        patch = side(reloaded.config.patch_size)
        grid = side(reloaded.config.image_size) // patch
        pictures = make_pictures(case, rng, patch)
        mean, std = vision_normalisation(model_dir)

        def run(m):
            dtype = next(m.parameters()).dtype
            out = {}
            for name, pixels in pictures.items():
                gh, gw = pixels.shape[0] // patch, pixels.shape[1] // patch
                values = pixel_values(pixels, mean, std, dtype)
                for key, value in run_vision(m, values, (gh, gw) != (grid, grid)).items():
                    out[f"{name}_{key}"] = value
            return out

    single = run(reloaded)
    double = run(reloaded.double())
    gaps = compare_runs(single, double)

    if case.kind == "decoder":
        np.save(case_dir / "ids.npy", ids)
        np.save(case_dir / "logits.npy", double["logits"].astype(np.float32))
        np.save(case_dir / "attention.npy", double["attention"].astype(np.float32))
        attention = {"": double["attention"]}
    elif case.kind == "encoder":
        for name, array in (("ids", ids), ("segments", segments), ("padded", padded),
                            ("hidden", double["hidden"]), ("attention", double["attention"])):
            np.save(case_dir / f"{name}.npy", np.asarray(array).astype(np.float32))
        attention = {"": double["attention"]}
    else:
        attention = {}
        for name, pixels in pictures.items():
            np.save(case_dir / f"{name}_pixels.npy", pixels)
            for key in ("attention", "cls", "logits"):
                if f"{name}_{key}" in double:
                    np.save(case_dir / f"{name}_{key}.npy", double[f"{name}_{key}"].astype(np.float32))
            attention[name + " "] = double[f"{name}_attention"]

    size = folder_size(model_dir)
    files = sorted(p.name for p in model_dir.iterdir())
    shapes = ", ".join(f"{k}attention {tuple(a.shape)} row max mean {row_max_mean(a):.2f}"
                       for k, a in attention.items())
    worst_attention = max(v for k, v in gaps.items() if k.endswith("attention"))
    worst_other = max((v for k, v in gaps.items() if not k.endswith("attention")), default=0.0)
    summary = (f"{shapes}; float32 vs float64 run: max|dA| {worst_attention:.1e}, max|d other| {worst_other:.1e}; "
               f"model/ {size / 1024:.0f} KB{' (OVER 400 KB)' if size > FOLDER_LIMIT else ''}")
    if worst_attention > ATTENTION_TOLERANCE / 10 or worst_other > OUTPUT_TOLERANCE / 10:
        notes.append("float32 differs from float64 by more than a tenth of the tests' tolerance: ill-conditioned?")
    notes.append("model/: " + ", ".join(files))
    if fixtures is not None:
        existing = (fixtures / case.existing).resolve()
        old_config = existing / "config.json"  # sample_models/* hold config.json at the top
        if not old_config.is_file():
            old_config = existing / "model" / "config.json"
        notes += key_differences(model_dir / "config.json", old_config, "config.json")
        if case.kind == "vision":
            notes += key_differences(model_dir / "preprocessor_config.json",
                                     existing / "model" / "preprocessor_config.json", "preprocessor_config.json")
    return Report(summary, True, notes)


def write_readme(out_root, wanted_cases, argv):
    T = tf()
    versions = {"transformers": T.__version__, "torch": torch.__version__, "numpy": np.__version__,
                "python": platform.python_version()}
    with contextlib.suppress(Exception):
        import safetensors
        versions["safetensors"] = safetensors.__version__
    status = dict(RESULTS)
    lines = ["Fixtures written by the Hugging Face transformers library itself: each model/ folder is what",
             "save_pretrained wrote (plus the tokenizer / preprocessor files named below), and the .npy files",
             "are that folder loaded again with from_pretrained(attn_implementation=\"eager\"), made .double(),",
             "run with output_attentions=True.",
             "",
             "versions: " + ", ".join(f"{k} {v}" for k, v in versions.items()),
             "command: python3 " + " ".join(argv),
             f"written: {time.strftime('%Y-%m-%d %H:%M:%S %Z')}",
             "",
             "layout (float32 unless said):",
             "  decoders: ids.npy (T = 20, int64), logits.npy (T, V), attention.npy (L, H, T, T);",
             "            model/tokenizer_config.json {\"tokenizer_class\": \"bytes\"}, vocabulary 272",
             "  encoders: ids.npy, segments.npy, padded.npy (T), hidden.npy (T, E), attention.npy (L, H, T, T)",
             "  vision:   <picture>_pixels.npy (H, W, 3) in [0, 1], <picture>_attention.npy, <picture>_cls.npy,",
             "            <picture>_logits.npy (classifiers); square = training grid, wide = interpolated positions;",
             "            the pixels are normalised with model/preprocessor_config.json's image_mean / image_std",
             "",
             "cases:"]
    for case in wanted_cases:
        lines.append(f"  {case.name:20s} {case.model_class} [{status.get(case.name, 'not run')}]")
        lines.append(f"  {'':20s} {case.about}")
    (out_root / "README.txt").write_text("\n".join(lines) + "\n")

# ---------------------------------------------------------------------------------------------------


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", help="folder to write the new fixtures to (DIR/CASE/...)")
    parser.add_argument("--check", help="the repository's tests/fixtures, to check against the library")
    parser.add_argument("--case", nargs="*", action="extend", default=[],
                        help="only these cases (part 2 names, or part 1 folders as kind/name or name)")
    args = parser.parse_args(argv)
    if not args.out and not args.check:
        parser.print_help()
        return
    wanted = set(args.case)
    torch.set_num_threads(max(1, min(8, os.cpu_count() or 1)))
    started = time.time()
    try:
        T = tf()
    except Exception as e:
        say(f"case import: FAILED {type(e).__name__}: {e}")
        return
    say(f"transformers {T.__version__}, torch {torch.__version__}, numpy {np.__version__}, "
        f"python {platform.python_version()}")
    fixtures = pathlib.Path(args.check).resolve() if args.check else ROOT / "tests" / "fixtures"
    if args.check:
        check_fixtures(fixtures, wanted)
    if args.out:
        out_root = pathlib.Path(args.out).resolve()
        out_root.mkdir(parents=True, exist_ok=True)
        chosen = [c for c in CASES if not wanted or c.name in wanted]
        unknown = wanted - {c.name for c in CASES}
        if unknown and not args.check:
            say("unknown case names (ignored): " + ", ".join(sorted(unknown)))
        say(f"== writing {len(chosen)} cases to {out_root}")
        for case in chosen:
            index = next(i for i, c in enumerate(CASES) if c is case)
            known = fixtures if fixtures.is_dir() else None
            run_case(case.name, lambda c=case, i=index, k=known: make_case(c, i, out_root, k))
        try:
            write_readme(out_root, chosen, [pathlib.Path(sys.argv[0]).as_posix()] + list(argv))
            say(f"wrote {out_root / 'README.txt'}")
        except Exception as e:
            say(f"case README.txt: FAILED {type(e).__name__}: {e}")
    failed = [name for name, status in RESULTS if status != "ok"]
    say(f"done in {time.time() - started:.1f} s: {len(RESULTS)} cases, {len(failed)} not ok"
        + (": " + ", ".join(failed) if failed else ""))


if __name__ == "__main__":
    try:
        main(sys.argv[1:])
    except Exception:  # the caller reads what ran; never a non-zero exit
        traceback.print_exc()
        sys.stdout.flush()
    sys.exit(0)
