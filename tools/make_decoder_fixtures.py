#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes random decoder-only model folders in the layout transformers 5.x `save_pretrained` gives them,
and what an independent float64 PyTorch forward, written here from the equations of each family's
`modeling_*.py` (5.x, eager attention, output_attentions=True), gives for them:
tests/fixtures/decoders/<case>/ holds model/ (config.json in the 5.x form, config.v4.json: the same
model as transformers 4.x wrote it, model.safetensors in F32, a bytes tokenizer) and ids.npy (T),
logits.npy (T,V), attention.npy (L,H,T,T), computed in float64 and saved as float32.

    /usr/bin/python3 tools/make_decoder_fixtures.py [--out DIR] [--case NAME ...]

It prints, for every case, how far attention (and logits) move when each maths key of config.json is
dropped back to the class default (an ablation with the forward below), so that every such key is
seen to matter at T = 20; "required" marks keys without a default.

Cases (T = 20 tokens, vocabulary 272, max_position_embeddings 64):
  llama3               llama, GQA 4:2, rope_type llama3 (theta 5e5, factor 8, original length 16), untied.
  qwen2_yarn           qwen2, q/k/v biases, rope_type yarn (factor 4, original length 16): its default
                       attention_factor 0.1 ln 4 + 1 multiplies cos and sin.
  llama_linear         llama, rope_type linear factor 2; head_dim 16 != hidden/heads, biases on q, k, v, o
                       (attention_bias) and on the MLP (mlp_bias), exact gelu (hidden_act). Written instead of "llama_dynamic": in 5.x the
                       dynamic NTK frequencies are those of plain RoPE until max(position_ids) + 1 exceeds
                       max_position_embeddings (the init call passes seq_len None -> max_position_embeddings,
                       and dynamic_rope_update only grows past max_seq_len_cached = max_position_embeddings;
                       original_max_position_embeddings is not read), so it cannot bite at T <= 64.
  qwen3                per-head q_norm/k_norm, head_dim 24 != hidden/heads, GQA, tied embeddings.
  gemma                (1+w) RMSNorm, embeddings times sqrt(hidden), GeGLU (gelu_pytorch_tanh), MQA, head_dim 16.
  gemma2               + sandwich norms, attn/final logit softcapping, query_pre_attn_scalar 24,
                       layer_types sliding/full alternating with a window of 6.
  gemma3_text          + per-head q/k (1+w) norms, layer_types [s, f, s, f], per-layer-type rope_parameters:
                       sliding theta 1000 (class default 1e4), full theta 50000 (class default 1e6)
                       with linear factor 2. layer_types of gemma2 equal the class default (no effect alone).
  phi3                 fused qkv_proj and gate_up_proj, partial_rotary_factor 0.5, longrope with short/long
                       factors and original length 16 (T = 20 > 16 -> long_factor; attention factor
                       sqrt(1 + ln 4 / ln 16) from 64/16), sliding_window 8 (5.x masks with it).
  olmo2                norms after attention and MLP outputs, q/k RMSNorm over the whole projection width.
  smollm3              no_rope_layers [1, 0, 1, 0] (rope off in layers 1 and 3), GQA 4:1.
  gpt_neox             Pythia layout, LayerNorm with biases, per-head interleaved query_key_value, rotary 0.25,
                       parallel residual, exact gelu, untied embed_out.
  gpt_neox_sequential  the same with use_parallel_residual false.

Sources followed (stored copies; huggingface/transformers unless said otherwise):
  - rope: 5.x modeling_rope_utils.py (index ids 64056737866, 65975946296, xorl copy 57930232135);
    5.x RotaryEmbeddingConfigMixin / standardize_rope_params in configuration_utils.py (id 70149722805);
    /tmp/notes/rope.md of the sibling helper (checked against those).
  - config layout: a 5.0.0-saved qwen2 config.json (id 54039783680: dtype, layer_types, pad_token_id null,
    rope_parameters {rope_theta, rope_type}); GPTNeoXConfig 5.0 (id 2515410305: rope_parameters with
    partial_rotary_factor, rotary_pct/rotary_emb_base gone); Phi3Config 5.x (id 51859939896: top-level
    original_max_position_embeddings kept, partial_rotary_factor copied into rope_parameters);
    Gemma3TextConfig 5.x (ids 65907536900, 54530514288: default_theta {global 1e6, local 1e4}, rope_scaling of
    4.x goes to full_attention only, rope_local_base_freq -> sliding_attention); 4.x Gemma3TextConfig
    configuration_gemma3.py @008f5c8c29be84d4721dc6d1e0fcd72300580be4.
  - equations: modeling_llama/qwen2/qwen3/gemma/gemma2/gemma3/phi3/olmo2/smollm3/gpt_neox (5.x), e.g.
    qwen3 @000c33fdfde12e1ffafbfcdb3c926df5727a00b6, gemma3 @0018aa647bb13801f061e2d1027c326f531b59fb,
    phi3 @00d4b3d2142cb4ced2f51b90614b5d26bc045015; masks from 5.x masking_utils (sliding window W:
    key k is seen from query q when q - W < k <= q).
The key sets of config.json follow each 5.x config class's attributes (written from memory of those
classes where no stored copy was read: llama, gemma, gemma2, olmo2, smollm3); extra or missing
non-maths keys (initializer_range, use_cache, token ids) do not change any number here.
"""
import argparse
import copy
import json
import math
import pathlib

import numpy as np
import torch

from safetensors_io import write_safetensors

ROOT = pathlib.Path(__file__).resolve().parent.parent
TOKENS = 20
VOCAB = 272  # the 256 bytes and a few more
MAX_POS = 64
F64 = torch.float64

# ---------------------------------------------------------------------------------------------------
# Cases: the config.json of each (5.x form, without the keys common to all that write_folder adds).
# ---------------------------------------------------------------------------------------------------


def llama_config(**over):
    c = dict(model_type="llama", architectures=["LlamaForCausalLM"], vocab_size=VOCAB, hidden_size=64,
             intermediate_size=96, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
             head_dim=16, hidden_act="silu", max_position_embeddings=MAX_POS, initializer_range=0.02,
             rms_norm_eps=0.05, use_cache=True, pad_token_id=None, bos_token_id=1, eos_token_id=2,
             pretraining_tp=1, tie_word_embeddings=False, attention_bias=False, attention_dropout=0.0,
             mlp_bias=False)
    c.update(over)
    return c


CASES = {
    "llama3": llama_config(rope_parameters=dict(rope_type="llama3", rope_theta=500000.0, factor=8.0,
                                                low_freq_factor=1.0, high_freq_factor=4.0,
                                                original_max_position_embeddings=16)),
    "qwen2_yarn": dict(model_type="qwen2", architectures=["Qwen2ForCausalLM"], vocab_size=VOCAB, hidden_size=64,
                       intermediate_size=96, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                       hidden_act="silu", max_position_embeddings=MAX_POS, initializer_range=0.02,
                       rms_norm_eps=0.05, use_cache=True, tie_word_embeddings=False, use_sliding_window=False,
                       sliding_window=None, max_window_layers=2, layer_types=["full_attention"] * 2,
                       attention_dropout=0.0, pad_token_id=None, bos_token_id=None, eos_token_id=None,
                       rope_parameters=dict(rope_type="yarn", rope_theta=1000.0, factor=4.0,
                                            original_max_position_embeddings=16)),
    "llama_linear": llama_config(hidden_size=48, num_attention_heads=4, num_key_value_heads=4, head_dim=16,
                                 intermediate_size=64, num_hidden_layers=2, rms_norm_eps=0.02,
                                 hidden_act="gelu", attention_bias=True, mlp_bias=True,
                                 rope_parameters=dict(rope_type="linear", rope_theta=1000.0, factor=2.0)),
    "qwen3": dict(model_type="qwen3", architectures=["Qwen3ForCausalLM"], vocab_size=VOCAB, hidden_size=48,
                  intermediate_size=80, num_hidden_layers=3, num_attention_heads=4, num_key_value_heads=2,
                  head_dim=24, hidden_act="silu", max_position_embeddings=MAX_POS, initializer_range=0.02,
                  rms_norm_eps=0.05, use_cache=True, tie_word_embeddings=True, attention_bias=False,
                  use_sliding_window=False, sliding_window=None, max_window_layers=3,
                  layer_types=["full_attention"] * 3, attention_dropout=0.0, pad_token_id=None,
                  bos_token_id=None, eos_token_id=None,
                  rope_parameters=dict(rope_type="default", rope_theta=1000.0)),
    "gemma": dict(model_type="gemma", architectures=["GemmaForCausalLM"], vocab_size=VOCAB, hidden_size=32,
                  intermediate_size=64, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=1,
                  head_dim=16, hidden_act="gelu_pytorch_tanh", hidden_activation="gelu_pytorch_tanh",
                  max_position_embeddings=MAX_POS, initializer_range=0.02, rms_norm_eps=0.05, use_cache=True,
                  pad_token_id=0, eos_token_id=1, bos_token_id=2, tie_word_embeddings=True,
                  attention_bias=False, attention_dropout=0.0,
                  rope_parameters=dict(rope_type="default", rope_theta=1000.0)),
    "gemma2": dict(model_type="gemma2", architectures=["Gemma2ForCausalLM"], vocab_size=VOCAB, hidden_size=32,
                   intermediate_size=64, num_hidden_layers=3, num_attention_heads=4, num_key_value_heads=2,
                   head_dim=16, hidden_activation="gelu_pytorch_tanh", max_position_embeddings=MAX_POS,
                   initializer_range=0.02, rms_norm_eps=0.05, use_cache=True, pad_token_id=0, eos_token_id=1,
                   bos_token_id=2, tie_word_embeddings=True, attention_bias=False, attention_dropout=0.0,
                   query_pre_attn_scalar=24, sliding_window=6, final_logit_softcapping=8.0,
                   attn_logit_softcapping=4.0,
                   layer_types=["sliding_attention", "full_attention", "sliding_attention"],
                   rope_parameters=dict(rope_type="default", rope_theta=1000.0)),
    "gemma3_text": dict(model_type="gemma3_text", architectures=["Gemma3ForCausalLM"], vocab_size=VOCAB,
                        hidden_size=32, intermediate_size=64, num_hidden_layers=4, num_attention_heads=4,
                        num_key_value_heads=2, head_dim=16, hidden_activation="gelu_pytorch_tanh",
                        max_position_embeddings=MAX_POS, initializer_range=0.02, rms_norm_eps=0.05,
                        use_cache=True, pad_token_id=0, eos_token_id=1, bos_token_id=2, tie_word_embeddings=True,
                        attention_bias=False, attention_dropout=0.0, query_pre_attn_scalar=24, sliding_window=6,
                        layer_types=["sliding_attention", "full_attention", "sliding_attention", "full_attention"],
                        final_logit_softcapping=None, attn_logit_softcapping=None,
                        use_bidirectional_attention=False,
                        rope_parameters={"sliding_attention": dict(rope_type="default", rope_theta=1000.0),
                                         "full_attention": dict(rope_type="linear", factor=2.0,
                                                                rope_theta=50000.0)}),
    "phi3": dict(model_type="phi3", architectures=["Phi3ForCausalLM"], vocab_size=VOCAB, hidden_size=64,
                 intermediate_size=96, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                 resid_pdrop=0.0, embd_pdrop=0.0, attention_dropout=0.0, hidden_act="silu",
                 max_position_embeddings=MAX_POS, original_max_position_embeddings=16, initializer_range=0.02,
                 rms_norm_eps=0.05, use_cache=True, tie_word_embeddings=False, bos_token_id=1, eos_token_id=2,
                 pad_token_id=0, sliding_window=8, partial_rotary_factor=0.5,
                 rope_parameters=dict(rope_type="longrope", rope_theta=1000.0, partial_rotary_factor=0.5,
                                      original_max_position_embeddings=16,
                                      short_factor=[1.0, 1.3, 1.9, 2.5], long_factor=[1.0, 3.0, 9.0, 24.0])),
    "olmo2": dict(model_type="olmo2", architectures=["Olmo2ForCausalLM"], vocab_size=VOCAB, hidden_size=48,
                  intermediate_size=80, num_hidden_layers=2, num_attention_heads=4, num_key_value_heads=2,
                  hidden_act="silu", max_position_embeddings=MAX_POS, initializer_range=0.02, use_cache=True,
                  pad_token_id=1, bos_token_id=None, eos_token_id=2, tie_word_embeddings=False,
                  attention_bias=False, attention_dropout=0.0, rms_norm_eps=0.05,
                  rope_parameters=dict(rope_type="default", rope_theta=500000.0)),
    "smollm3": dict(model_type="smollm3", architectures=["SmolLM3ForCausalLM"], vocab_size=VOCAB, hidden_size=32,
                    intermediate_size=64, num_hidden_layers=4, num_attention_heads=4, num_key_value_heads=1,
                    hidden_act="silu", max_position_embeddings=MAX_POS, initializer_range=0.02, rms_norm_eps=0.05,
                    use_cache=True, pad_token_id=None, bos_token_id=None, eos_token_id=None,
                    tie_word_embeddings=True, use_sliding_window=False, sliding_window=None,
                    no_rope_layers=[1, 0, 1, 0], no_rope_layer_interval=4,
                    layer_types=["full_attention"] * 4, attention_bias=False, attention_dropout=0.0,
                    mlp_bias=False, rope_parameters=dict(rope_type="default", rope_theta=1000.0)),
    "gpt_neox": dict(model_type="gpt_neox", architectures=["GPTNeoXForCausalLM"], vocab_size=VOCAB,
                     hidden_size=64, num_hidden_layers=2, num_attention_heads=4, intermediate_size=128,
                     hidden_act="gelu", attention_dropout=0.0, hidden_dropout=0.0, classifier_dropout=0.1,
                     max_position_embeddings=MAX_POS, initializer_range=0.02, layer_norm_eps=0.05, use_cache=True,
                     bos_token_id=0, eos_token_id=0, tie_word_embeddings=False, use_parallel_residual=True,
                     attention_bias=True,
                     rope_parameters=dict(rope_type="default", rope_theta=1000.0, partial_rotary_factor=0.25)),
}
CASES["gpt_neox_sequential"] = dict(CASES["gpt_neox"], use_parallel_residual=False)

# The class defaults of the maths keys (5.x), for the ablation; "required" keys have none.
DEFAULTS = {
    "llama": {"rms_norm_eps": 1e-6, "rope_parameters.rope_theta": 10000.0, "rope_parameters.rope_type": "default",
              "rope_parameters.original_max_position_embeddings": None, "hidden_act": "silu"},
    "qwen2": {"rms_norm_eps": 1e-6, "rope_parameters.rope_theta": 10000.0, "rope_parameters.rope_type": "default",
              "rope_parameters.original_max_position_embeddings": None},
    "qwen3": {"rms_norm_eps": 1e-6, "rope_parameters.rope_theta": 10000.0},
    "gemma": {"rms_norm_eps": 1e-6, "rope_parameters.rope_theta": 10000.0},
    "gemma2": {"rms_norm_eps": 1e-6, "rope_parameters.rope_theta": 10000.0, "query_pre_attn_scalar": 256,
               "sliding_window": 4096, "final_logit_softcapping": 30.0, "attn_logit_softcapping": 50.0,
               "layer_types": None},
    "gemma3_text": {"rms_norm_eps": 1e-6, "query_pre_attn_scalar": 256, "sliding_window": 4096,
                    "layer_types": None, "rope_parameters.sliding_attention.rope_theta": 10000.0,
                    "rope_parameters.full_attention.rope_theta": 1000000.0,
                    "rope_parameters.full_attention.rope_type": "default"},
    "phi3": {"rms_norm_eps": 1e-5, "rope_parameters.rope_theta": 10000.0, "sliding_window": None,
             "partial_rotary_factor": 1.0, "original_max_position_embeddings": 4096,
             "rope_parameters.rope_type": "default"},
    "olmo2": {"rms_norm_eps": 1e-5, "rope_parameters.rope_theta": 10000.0},
    "smollm3": {"rms_norm_eps": 1e-6, "rope_parameters.rope_theta": 2000000.0, "no_rope_layers": None},
    "gpt_neox": {"layer_norm_eps": 1e-5, "rope_parameters.rope_theta": 10000.0,
                 "rope_parameters.partial_rotary_factor": 0.25, "use_parallel_residual": True},
}

# ---------------------------------------------------------------------------------------------------
# RoPE (5.x modeling_rope_utils, the forward wrapper included)
# ---------------------------------------------------------------------------------------------------


def rope_frequencies(rp, dim, max_pos, seq_len):
    """(inv_freq (dim/2,), attention_factor) for one rope_parameters dict at a forward over seq_len tokens."""
    theta, kind = rp["rope_theta"], rp.get("rope_type", rp.get("type", "default"))
    shape = torch.arange(0, dim, 2, dtype=F64) / dim
    inv = 1.0 / theta ** shape
    if kind == "default":
        return inv, 1.0
    if kind == "linear":
        return inv / rp["factor"], 1.0
    if kind == "dynamic":  # grows only past max_position_embeddings
        n = max(seq_len, max_pos)
        base = theta * ((rp["factor"] * n / max_pos) - (rp["factor"] - 1)) ** (dim / (dim - 2))
        return 1.0 / base ** shape, 1.0
    if kind == "llama3":
        factor, lo, hi = rp["factor"], rp["low_freq_factor"], rp["high_freq_factor"]
        ctx = rp.get("original_max_position_embeddings") or max_pos
        wavelen = 2 * math.pi / inv
        out = torch.where(wavelen > ctx / lo, inv / factor, inv)
        smooth = (ctx / wavelen - lo) / (hi - lo)
        smoothed = (1 - smooth) * out / factor + smooth * out
        medium = ~(wavelen < ctx / hi) & ~(wavelen > ctx / lo)
        return torch.where(medium, smoothed, out), 1.0
    if kind == "yarn":
        ctx = rp.get("original_max_position_embeddings") or max_pos
        factor = rp["factor"] if rp["factor"] is not None else max_pos / ctx
        mscale = lambda s, m=1: 1.0 if s <= 1 else 0.1 * m * math.log(s) + 1.0
        af = rp.get("attention_factor")
        if af is None:
            m, mall = rp.get("mscale"), rp.get("mscale_all_dim")
            af = mscale(factor, m) / mscale(factor, mall) if m and mall else mscale(factor)
        fast, slow = rp.get("beta_fast") or 32, rp.get("beta_slow") or 1
        corr = lambda r: dim * math.log(ctx / (r * 2 * math.pi)) / (2 * math.log(theta))
        low, high = corr(fast), corr(slow)
        if rp.get("truncate", True):
            low, high = math.floor(low), math.ceil(high)
        low, high = max(low, 0), min(high, dim - 1)
        if low == high:
            high += 0.001
        ramp = ((torch.arange(dim // 2, dtype=F64) - low) / (high - low)).clamp(0, 1)
        extra = 1 - ramp
        return inv / factor * (1 - extra) + inv * extra, af
    if kind == "longrope":
        ctx = rp["original_max_position_embeddings"]
        factor = rp.get("factor") or max_pos / ctx
        af = rp.get("attention_factor")
        if af is None:
            af = 1.0 if factor <= 1.0 else math.sqrt(1 + math.log(factor) / math.log(ctx))
        short, long = rp["short_factor"], rp["long_factor"]  # both required
        ext = long if seq_len > ctx else short
        return 1.0 / (torch.tensor(ext, dtype=F64) * theta ** shape), af
    raise ValueError(kind)


def rotate(x, rope):
    """x:(T,heads,d); rope = (inv_freq, attention_factor, rotary_dim): the first rotary_dim dims of each head
    turned, pairs (p, p + rotary_dim/2), cos and sin times attention_factor; the rest passed through."""
    inv, af, rd = rope
    t = torch.arange(x.shape[0], dtype=F64)[:, None] * inv[None, :]
    emb = torch.cat([t, t], dim=-1)
    cos, sin = (torch.cos(emb) * af)[:, None, :], (torch.sin(emb) * af)[:, None, :]
    r, rest = x[..., :rd], x[..., rd:]
    half = torch.cat([-r[..., rd // 2:], r[..., : rd // 2]], dim=-1)
    return torch.cat([r * cos + half * sin, rest], dim=-1)

# ---------------------------------------------------------------------------------------------------
# From a 5.x config dict to the numbers the forward needs (the class defaults where a key is absent)
# ---------------------------------------------------------------------------------------------------


def resolve(c):
    """The forward's settings for the 5.x config dict c."""
    mt = c["model_type"]
    d = DEFAULTS["gpt_neox" if mt == "gpt_neox" else mt]
    get = lambda k: c[k] if k in c else d.get(k)
    e, h, layers = c["hidden_size"], c["num_attention_heads"], c["num_hidden_layers"]
    kv = c.get("num_key_value_heads") or h
    hd = c.get("head_dim") or e // h
    s = dict(model_type=mt, hidden=e, heads=h, kv=kv, head_dim=hd, layers=layers, inter=c["intermediate_size"],
             tied=c.get("tie_word_embeddings", mt in ("gemma", "gemma2", "gemma3_text")), embed_scale=1.0,
             norm="rms", layout="pre", qk_norm=None, scaling=hd ** -0.5, attn_cap=None, final_cap=None,
             act=c.get("hidden_act", "silu"), attention_bias=c.get("attention_bias", False),
             mlp_bias=c.get("mlp_bias", False), eps=get("layer_norm_eps" if mt == "gpt_neox" else "rms_norm_eps"))
    rp = copy.deepcopy(c.get("rope_parameters") or {})
    if mt == "gemma3_text":
        types = get("layer_types") or ["sliding_attention" if (i + 1) % 6 else "full_attention" for i in range(layers)]
        rp.setdefault("sliding_attention", {"rope_type": "default"}).setdefault("rope_theta", 10000.0)
        rp.setdefault("full_attention", {"rope_type": "default"}).setdefault("rope_theta", 1000000.0)
        per_type = rp
    else:
        default_types = {"gemma2": lambda i: "sliding_attention" if (i + 1) % 2 else "full_attention"}
        types = get("layer_types") or [default_types.get(mt, lambda i: "full_attention")(i) for i in range(layers)]
        rp.setdefault("rope_type", rp.get("type", "default"))
        rp.setdefault("rope_theta", d.get("rope_parameters.rope_theta", 10000.0))
        if mt == "phi3":  # the top-level attribute, else the copy in rope_parameters
            rp["partial_rotary_factor"] = c.get("partial_rotary_factor", rp.get("partial_rotary_factor", 1.0))
            if rp["rope_type"] == "longrope":
                rp["original_max_position_embeddings"] = get("original_max_position_embeddings")
        if mt == "gpt_neox":
            rp.setdefault("partial_rotary_factor", 0.25)
        if rp["rope_type"] in ("llama3", "yarn", "longrope"):
            rp.setdefault("original_max_position_embeddings", c["max_position_embeddings"])
        per_type = {t: rp for t in set(types)}
    window = None
    if mt in ("gemma2", "gemma3_text", "phi3"):
        window = get("sliding_window")
    if mt in ("qwen2", "qwen3", "smollm3") and c.get("use_sliding_window"):
        window = c.get("sliding_window")
    s["windows"] = [window if (mt == "phi3" or t == "sliding_attention") else None for t in types]
    if mt == "phi3":
        s["windows"] = [window] * layers
    ropes = []
    for i, t in enumerate(types):
        r = per_type[t]
        partial = r.get("partial_rotary_factor", 1.0) if mt in ("phi3", "gpt_neox") else 1.0
        dim = int(hd * partial)
        inv, af = rope_frequencies(r, dim, c["max_position_embeddings"], TOKENS)
        ropes.append((inv, af, dim))
    if mt == "smollm3":
        use = get("no_rope_layers") or [int((i + 1) % c.get("no_rope_layer_interval", 4) != 0) for i in range(layers)]
        ropes = [r if use[i] else None for i, r in enumerate(ropes)]
    s["ropes"] = ropes
    if mt in ("gemma", "gemma2", "gemma3_text"):
        s.update(norm="rms1p", embed_scale=math.sqrt(e), act=c.get("hidden_activation") or "gelu_pytorch_tanh")
    if mt in ("gemma2", "gemma3_text"):
        s.update(layout="sandwich", scaling=get("query_pre_attn_scalar") ** -0.5, attn_cap=get("attn_logit_softcapping"),
                 final_cap=get("final_logit_softcapping"))
    if mt in ("qwen3", "gemma3_text"):
        s["qk_norm"] = "head"
    if mt == "olmo2":
        s.update(layout="post", qk_norm="full")
    if mt == "gpt_neox":
        s.update(norm="ln", act=c.get("hidden_act", "gelu"),
                 layout="neox_par" if get("use_parallel_residual") else "neox_seq")
    return s

# ---------------------------------------------------------------------------------------------------
# The forward, from the equations
# ---------------------------------------------------------------------------------------------------

ACT = {"silu": lambda x: x * torch.sigmoid(x), "gelu": lambda x: torch.nn.functional.gelu(x),
       "gelu_pytorch_tanh": lambda x: torch.nn.functional.gelu(x, approximate="tanh")}


def names(mt):
    """(embedding, layer prefix, final norm prefix, lm head) names of the family's state_dict."""
    if mt == "gpt_neox":
        return "gpt_neox.embed_in.weight", "gpt_neox.layers.{}.", "gpt_neox.final_layer_norm.", "embed_out.weight"
    return "model.embed_tokens.weight", "model.layers.{}.", "model.norm.", "lm_head.weight"


def norm(s, w, prefix, x):
    """RMSNorm (w * x̂), Gemma's (1 + w) * x̂, or LayerNorm with bias, over the last axis."""
    g = w[prefix + "weight"].double()
    if s["norm"] == "ln":
        mu = x.mean(-1, keepdim=True)
        var = ((x - mu) ** 2).mean(-1, keepdim=True)
        return (x - mu) / torch.sqrt(var + s["eps"]) * g + w[prefix + "bias"].double()
    y = x / torch.sqrt((x * x).mean(-1, keepdim=True) + s["eps"])
    return y * (1 + g) if s["norm"] == "rms1p" else y * g


def linear(w, prefix, x):
    y = x @ w[prefix + "weight"].double().T
    return y + w[prefix + "bias"].double() if prefix + "bias" in w else y


def qkv(s, w, p, a):
    """q (T,H,hd), k, v (T,KV,hd) before the rotary turn, q/k norms applied."""
    t, h, kv, hd, mt = a.shape[0], s["heads"], s["kv"], s["head_dim"], s["model_type"]
    if mt == "gpt_neox":  # per head [q | k | v] along the fused output
        fused = linear(w, p + "attention.query_key_value.", a).view(t, h, 3 * hd)
        return fused[..., :hd], fused[..., hd:2 * hd], fused[..., 2 * hd:]
    if mt == "phi3":
        fused = linear(w, p + "self_attn.qkv_proj.", a)
        q, k, v = fused.split([h * hd, kv * hd, kv * hd], dim=-1)
    else:
        q, k, v = (linear(w, p + f"self_attn.{n}_proj.", a) for n in "qkv")
    if s["qk_norm"] == "full":
        q, k = norm(s, w, p + "self_attn.q_norm.", q), norm(s, w, p + "self_attn.k_norm.", k)
    q, k, v = q.view(t, h, hd), k.view(t, kv, hd), v.view(t, kv, hd)
    if s["qk_norm"] == "head":
        q, k = norm(s, w, p + "self_attn.q_norm.", q), norm(s, w, p + "self_attn.k_norm.", k)
    return q, k, v


def ablate_heads(outs, knocked, ablation):
    """outs: one (T,hd) output per head -> those in knocked replaced by zeros ("zero") or by
    their mean over the T positions ("mean"), as a what-if does before the output projection."""
    for i in knocked:
        outs[i] = torch.zeros_like(outs[i]) if ablation == "zero" else outs[i].mean(0).expand_as(outs[i])
    return outs


def attend(s, w, p, layer, a, knocked=(), ablation="zero"):
    """(output (T,E), weights (H,T,T)) of one attention block on its normed input a; the heads in
    knocked have their outputs replaced (ablate_heads)."""
    t, h, kv = a.shape[0], s["heads"], s["kv"]
    q, k, v = qkv(s, w, p, a)
    if s["ropes"][layer] is not None:
        q, k = rotate(q, s["ropes"][layer]), rotate(k, s["ropes"][layer])
    blocked = torch.ones(t, t, dtype=torch.bool).triu(1)
    if s["windows"][layer]:
        blocked |= torch.ones(t, t, dtype=torch.bool).tril(-s["windows"][layer])
    probs, outs = [], []
    for i in range(h):
        j = i // (h // kv)
        z = q[:, i] @ k[:, j].T * s["scaling"]
        if s["attn_cap"]:
            z = torch.tanh(z / s["attn_cap"]) * s["attn_cap"]
        pr = torch.softmax(z.masked_fill(blocked, float("-inf")), dim=-1)
        probs.append(pr)
        outs.append(pr @ v[:, j])
    out = torch.cat(ablate_heads(outs, knocked, ablation), dim=-1)
    dense = "attention.dense." if s["model_type"] == "gpt_neox" else "self_attn.o_proj."
    return linear(w, p + dense, out), torch.stack(probs)


def mlp(s, w, p, m):
    act = ACT[s["act"]]
    if s["model_type"] == "gpt_neox":
        return linear(w, p + "mlp.dense_4h_to_h.", act(linear(w, p + "mlp.dense_h_to_4h.", m)))
    if s["model_type"] == "phi3":
        gate, up = linear(w, p + "mlp.gate_up_proj.", m).chunk(2, dim=-1)
    else:
        gate, up = linear(w, p + "mlp.gate_proj.", m), linear(w, p + "mlp.up_proj.", m)
    return linear(w, p + "mlp.down_proj.", act(gate) * up)


def forward(s, w, ids, knock=None, ablation="zero", residuals=None):
    """(logits (T,V), attention (L,H,T,T)) in float64. knock: {layer: heads} whose outputs are
    replaced (ablate_heads); residuals: a list that gets the stream after each block."""
    emb, layer_name, final, head = names(s["model_type"])
    x = w[emb].double()[ids] * s["embed_scale"]
    attention = []
    for layer in range(s["layers"]):
        p = layer_name.format(layer)
        what_if = {"knocked": (knock or {}).get(layer, ()), "ablation": ablation}
        if s["layout"] == "pre":
            o, pr = attend(s, w, p, layer, norm(s, w, p + "input_layernorm.", x), **what_if)
            x = x + o
            x = x + mlp(s, w, p, norm(s, w, p + "post_attention_layernorm.", x))
        elif s["layout"] == "sandwich":
            o, pr = attend(s, w, p, layer, norm(s, w, p + "input_layernorm.", x), **what_if)
            x = x + norm(s, w, p + "post_attention_layernorm.", o)
            m = mlp(s, w, p, norm(s, w, p + "pre_feedforward_layernorm.", x))
            x = x + norm(s, w, p + "post_feedforward_layernorm.", m)
        elif s["layout"] == "post":
            o, pr = attend(s, w, p, layer, x, **what_if)
            x = x + norm(s, w, p + "post_attention_layernorm.", o)
            x = x + norm(s, w, p + "post_feedforward_layernorm.", mlp(s, w, p, x))
        elif s["layout"] == "neox_par":
            o, pr = attend(s, w, p, layer, norm(s, w, p + "input_layernorm.", x), **what_if)
            x = x + o + mlp(s, w, p, norm(s, w, p + "post_attention_layernorm.", x))
        else:  # neox_seq
            o, pr = attend(s, w, p, layer, norm(s, w, p + "input_layernorm.", x), **what_if)
            x = x + o
            x = x + mlp(s, w, p, norm(s, w, p + "post_attention_layernorm.", x))
        attention.append(pr)
        if residuals is not None:
            residuals.append(x)
    return unembed(s, w, x), torch.stack(attention)


def unembed(s, w, x):
    """logits (T,V) of a residual stream x: the final norm, the unembedding, the final cap."""
    emb, _, final, head = names(s["model_type"])
    logits = norm(s, w, final, x) @ (w[emb] if s["tied"] else w[head]).double().T
    if s["final_cap"]:
        logits = torch.tanh(logits / s["final_cap"]) * s["final_cap"]
    return logits

# ---------------------------------------------------------------------------------------------------
# Random weights, every norm weight away from its neutral value and every bias non-zero
# ---------------------------------------------------------------------------------------------------


def weights(s, rng):
    e, h, kv, hd, f, mt = s["hidden"], s["heads"], s["kv"], s["head_dim"], s["inter"], s["model_type"]
    normal = lambda *shape, sd=0.2: torch.tensor(rng.standard_normal(shape) * sd, dtype=torch.float32)
    gain = lambda n: normal(n, sd=0.1) if s["norm"] == "rms1p" else 1 + normal(n, sd=0.1)
    emb, layer_name, final, head = names(mt)
    w = {emb: normal(VOCAB, e, sd=1.0 / math.sqrt(e) if s["embed_scale"] != 1.0 else 1.0), final + "weight": gain(e)}
    if s["norm"] == "ln":
        w[final + "bias"] = normal(e, sd=0.1)
    norms = {"pre": ["input_layernorm", "post_attention_layernorm"],
             "sandwich": ["input_layernorm", "post_attention_layernorm", "pre_feedforward_layernorm",
                          "post_feedforward_layernorm"],
             "post": ["post_attention_layernorm", "post_feedforward_layernorm"]}.get(
        s["layout"], ["input_layernorm", "post_attention_layernorm"])
    for layer in range(s["layers"]):
        p = layer_name.format(layer)
        for n in norms:
            w[p + n + ".weight"] = gain(e)
            if s["norm"] == "ln":
                w[p + n + ".bias"] = normal(e, sd=0.1)
        if mt == "gpt_neox":
            w.update({p + "attention.query_key_value.weight": normal(3 * e, e),
                      p + "attention.query_key_value.bias": normal(3 * e),
                      p + "attention.dense.weight": normal(e, e), p + "attention.dense.bias": normal(e),
                      p + "mlp.dense_h_to_4h.weight": normal(f, e), p + "mlp.dense_h_to_4h.bias": normal(f),
                      p + "mlp.dense_4h_to_h.weight": normal(e, f), p + "mlp.dense_4h_to_h.bias": normal(e)})
            continue
        if mt == "phi3":
            w[p + "self_attn.qkv_proj.weight"] = normal((h + 2 * kv) * hd, e)
            w[p + "mlp.gate_up_proj.weight"] = normal(2 * f, e)
        else:
            w.update({p + "self_attn.q_proj.weight": normal(h * hd, e), p + "self_attn.k_proj.weight": normal(kv * hd, e),
                      p + "self_attn.v_proj.weight": normal(kv * hd, e), p + "mlp.gate_proj.weight": normal(f, e),
                      p + "mlp.up_proj.weight": normal(f, e)})
        w[p + "self_attn.o_proj.weight"] = normal(e, h * hd)
        w[p + "mlp.down_proj.weight"] = normal(e, f)
        if s["attention_bias"]:
            w[p + "self_attn.o_proj.bias"] = normal(e)
        if s["mlp_bias"]:
            w.update({p + "mlp.gate_proj.bias": normal(f), p + "mlp.up_proj.bias": normal(f),
                      p + "mlp.down_proj.bias": normal(e)})
        if mt == "qwen2" or s["attention_bias"]:
            w.update({p + "self_attn.q_proj.bias": normal(h * hd), p + "self_attn.k_proj.bias": normal(kv * hd),
                      p + "self_attn.v_proj.bias": normal(kv * hd)})
        if s["qk_norm"] == "head":
            w[p + "self_attn.q_norm.weight"], w[p + "self_attn.k_norm.weight"] = gain(hd), gain(hd)
        if s["qk_norm"] == "full":
            w[p + "self_attn.q_norm.weight"], w[p + "self_attn.k_norm.weight"] = gain(h * hd), gain(kv * hd)
    if not s["tied"]:
        w[head] = normal(VOCAB, e)
    return w

# ---------------------------------------------------------------------------------------------------
# The 4.x form of the same config
# ---------------------------------------------------------------------------------------------------


def config_v4(c):
    """config.json as transformers 4.x wrote the same model: rope_theta / rope_scaling at the top, torch_dtype,
    gpt_neox rotary_pct / rotary_emb_base, gemma3 rope_local_base_freq and sliding_window_pattern, phi3's
    rope_scaling with "type"."""
    v = copy.deepcopy(c)
    v.pop("dtype", None)
    v["torch_dtype"] = "float32"
    v["transformers_version"] = "4.57.1"
    rp = v.pop("rope_parameters")
    mt = v["model_type"]
    if mt == "gemma3_text":
        full, local = rp["full_attention"], rp["sliding_attention"]
        v["rope_theta"], v["rope_local_base_freq"] = full["rope_theta"], local["rope_theta"]
        scaling = {k: x for k, x in full.items() if k != "rope_theta"}
        v["rope_scaling"] = scaling if scaling.get("rope_type", "default") != "default" else None
        types = v["layer_types"]
        v["sliding_window_pattern"] = next(i + 1 for i, t in enumerate(types) if t == "full_attention")
        v.pop("use_bidirectional_attention", None)
        v["cache_implementation"] = "hybrid"
        return v
    if mt == "gpt_neox":
        v["rotary_emb_base"], v["rotary_pct"] = rp["rope_theta"], rp["partial_rotary_factor"]
        v["rope_scaling"] = None
        return v
    v["rope_theta"] = rp.pop("rope_theta")
    rp.pop("partial_rotary_factor", None)
    if mt == "phi3":
        rp.pop("original_max_position_embeddings", None)  # 4.x phi3 keeps it at the top only
        rp["type"] = rp.pop("rope_type")
    if mt == "qwen2":
        rp["type"] = rp.pop("rope_type")
    kind = rp.get("rope_type", rp.get("type"))
    v["rope_scaling"] = rp if kind != "default" else None
    if mt in ("gemma", "gemma2"):  # their 4.x config classes had no rope_scaling
        v.pop("rope_scaling")
    if mt == "gemma2":
        v.pop("use_bidirectional_attention", None)
        v["cache_implementation"] = "hybrid"
    return v


def from_v4(v):
    """The 5.x reading of a 4.x config (convert_rope_params_to_dict), to check that both forms agree."""
    c = copy.deepcopy(v)
    mt = c["model_type"]
    scaling = c.pop("rope_scaling", None)
    if mt == "gemma3_text":
        full = dict(scaling or {"rope_type": "default"})
        full.setdefault("rope_theta", c.pop("rope_theta", 1000000.0))
        local = {"rope_type": "default", "rope_theta": c.pop("rope_local_base_freq", 10000.0)}
        c["rope_parameters"] = {"sliding_attention": local, "full_attention": full}
        return c
    rp = dict(scaling or {})
    if "type" in rp:
        rp["rope_type"] = rp.pop("type")
    rp.setdefault("rope_type", "default")
    if mt == "gpt_neox":
        rp.setdefault("rope_theta", c.pop("rotary_emb_base", 10000.0))
        rp["partial_rotary_factor"] = c.pop("rotary_pct", 0.25)
    else:
        rp.setdefault("rope_theta", c.pop("rope_theta", 10000.0))
    if "partial_rotary_factor" in c:
        rp.setdefault("partial_rotary_factor", c["partial_rotary_factor"])
    c["rope_parameters"] = rp
    return c

# ---------------------------------------------------------------------------------------------------
# Writing, checking, ablating
# ---------------------------------------------------------------------------------------------------


def write_json(path, obj):
    path.write_text(json.dumps(obj, indent=2, sort_keys=True) + "\n")


def write_folder(out, c, w):
    out.mkdir(parents=True, exist_ok=True)
    write_json(out / "config.json", c)
    if c["model_type"] in ROPE_FORMS_DIFFER:
        write_json(out / "config.v4.json", config_v4(c))
    (out / "tokenizer_config.json").write_text(json.dumps({"tokenizer_class": "bytes"}) + "\n")
    write_safetensors(out / "model.safetensors", {k: t.numpy() for k, t in w.items()},
                      {"format": "pt", "source": "tools/make_decoder_fixtures.py"})


ROPE_FORMS_DIFFER = {"llama", "qwen2", "qwen3", "gemma", "gemma2", "gemma3_text", "phi3", "olmo2", "smollm3", "gpt_neox"}


def check(s, attention):
    """Rows sum to 1, nothing above the diagonal, nothing outside a sliding window."""
    a = attention
    assert torch.allclose(a.sum(-1), torch.ones_like(a.sum(-1)), atol=1e-12)
    assert float(a.triu(1).abs().max()) == 0.0
    for layer, win in enumerate(s["windows"]):
        if win:
            assert float(a[layer].tril(-win).abs().max()) == 0.0
            assert float(a[layer].diagonal(-(win - 1), dim1=-2, dim2=-1).min()) > 0.0


def drop(c, key):
    """c without key (a dotted path into nested dicts)."""
    c = copy.deepcopy(c)
    parts = key.split(".")
    node = c
    for part in parts[:-1]:
        node = node[part]
    node.pop(parts[-1])
    if key == "partial_rotary_factor":  # phi3 carries it at the top and in rope_parameters
        c["rope_parameters"].pop("partial_rotary_factor", None)
    if parts[-1] == "rope_type":  # back to plain RoPE: the scaling keys go with it
        for k in [k for k in node if k != "rope_theta" and k != "partial_rotary_factor"]:
            node.pop(k)
    return c


MISSING = object()


def lookup(c, key):
    node = c
    for part in key.split("."):
        node = node.get(part, MISSING) if isinstance(node, dict) else MISSING
    return node


def maths_keys(c):
    """The maths keys present in c: those with a class default, and every key of a global rope_parameters."""
    mt = c["model_type"]
    keys = list(DEFAULTS["gpt_neox" if mt == "gpt_neox" else mt])
    if mt != "gemma3_text":
        keys += [f"rope_parameters.{k}" for k in c.get("rope_parameters", {}) if k != "rope_type"]
    return [k for i, k in enumerate(keys) if k not in keys[:i] and lookup(c, k) is not MISSING]


def ablate(name, c, w, ids, logits, attention):
    print(f"  {'key dropped to its default':55s} max|dA|    max|dlogits|")
    for key in maths_keys(c):
        try:
            s = resolve(drop(c, key))
            lg, at = forward(s, w, ids)
        except (KeyError, TypeError, RuntimeError):
            print(f"  {key:55s} required")
            continue
        da, dl = float((at - attention).abs().max()), float((lg - logits).abs().max())
        flag = ("" if da > 1e-4 else "   (logits only)" if dl > 1e-4 else
                "   (same numbers as the default)" if da == 0 else "   <-- does not bite")
        print(f"  {key:55s} {da:.2e}   {dl:.2e}{flag}")
    if c["model_type"] == "phi3":  # the rule picks long_factor at T = 20 > 16; the other choice:
        wrong = copy.deepcopy(c)
        wrong["rope_parameters"]["long_factor"] = wrong["rope_parameters"]["short_factor"]
        lg, at = forward(resolve(wrong), w, ids)
        print(f"  {'(short_factor used instead of long_factor)':55s} {float((at - attention).abs().max()):.2e}"
              f"   {float((lg - logits).abs().max()):.2e}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(ROOT / "tests" / "fixtures" / "decoders"))
    ap.add_argument("--case", nargs="*", default=list(CASES))
    a = ap.parse_args()
    for i, name in enumerate(CASES):
        if name not in a.case:
            continue
        c = dict(CASES[name], dtype="float32", transformers_version="5.0.0")
        rng = np.random.default_rng(7000 + i)
        s = resolve(c)
        w = weights(s, rng)
        ids = torch.tensor(rng.integers(0, VOCAB, TOKENS))
        logits, attention = forward(s, w, ids)
        check(s, attention)
        if c["model_type"] in ROPE_FORMS_DIFFER:  # the 4.x form must mean the same model
            _, again = forward(resolve(from_v4(config_v4(c))), w, ids)
            assert float((again - attention).abs().max()) < 1e-12, name
        out = pathlib.Path(a.out) / name
        write_folder(out / "model", c, w)
        np.save(out / "ids.npy", ids.numpy().astype(np.float32))
        np.save(out / "logits.npy", logits.numpy().astype(np.float32))
        np.save(out / "attention.npy", attention.numpy().astype(np.float32))
        print(f"{name}: logits {tuple(logits.shape)}, attention {tuple(attention.shape)} -> {out}")
        ablate(name, c, w, ids, logits, attention)


if __name__ == "__main__":
    main()
