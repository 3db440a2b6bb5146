#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes a randomly initialised Llama-family model folder (config.json + model.safetensors in
the Hugging Face layout, bytes tokenizer) for benchmarks; SmolLM2-135M sizes by default.

    /usr/bin/python3 tools/make_random_llama.py OUT_DIR [--layers 30 --heads 9 --kv-heads 3
        --embd 576 --ffn 1536 --vocab 49152 --positions 8192 --rope-theta 100000 --tied]

--no-tied writes a separate lm_head.weight (tie_word_embeddings false).
"""
import argparse
import json
import pathlib

import numpy as np

from safetensors_io import write_safetensors


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--layers", type=int, default=30)
    ap.add_argument("--heads", type=int, default=9)
    ap.add_argument("--kv-heads", type=int, default=3)
    ap.add_argument("--embd", type=int, default=576)
    ap.add_argument("--ffn", type=int, default=1536)
    ap.add_argument("--vocab", type=int, default=49152)
    ap.add_argument("--positions", type=int, default=8192)
    ap.add_argument("--rope-theta", type=float, default=100000.0)
    ap.add_argument("--tied", action=argparse.BooleanOptionalAction, default=True)
    a = ap.parse_args()
    if a.embd % a.heads or a.heads % a.kv_heads:
        ap.error("--heads must divide --embd and --kv-heads must divide --heads")
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(0)
    e, d = a.embd, a.embd // a.heads
    normal = lambda *shape: rng.standard_normal(shape, dtype=np.float32) * 0.02
    t = {"model.embed_tokens.weight": normal(a.vocab, e), "model.norm.weight": np.ones(e, np.float32)}
    if not a.tied:
        t["lm_head.weight"] = normal(a.vocab, e)
    for i in range(a.layers):
        p = f"model.layers.{i}."
        t.update({p + "input_layernorm.weight": np.ones(e, np.float32),
                  p + "post_attention_layernorm.weight": np.ones(e, np.float32),
                  p + "self_attn.q_proj.weight": normal(a.heads * d, e),
                  p + "self_attn.k_proj.weight": normal(a.kv_heads * d, e),
                  p + "self_attn.v_proj.weight": normal(a.kv_heads * d, e),
                  p + "self_attn.o_proj.weight": normal(e, a.heads * d),
                  p + "mlp.gate_proj.weight": normal(a.ffn, e), p + "mlp.up_proj.weight": normal(a.ffn, e),
                  p + "mlp.down_proj.weight": normal(e, a.ffn)})
    config = dict(model_type="llama", architectures=["LlamaForCausalLM"], vocab_size=a.vocab,
                  hidden_size=e, intermediate_size=a.ffn, num_hidden_layers=a.layers,
                  num_attention_heads=a.heads, num_key_value_heads=a.kv_heads,
                  max_position_embeddings=a.positions, rms_norm_eps=1e-5, rope_theta=a.rope_theta,
                  hidden_act="silu", tie_word_embeddings=a.tied)
    (out / "config.json").write_text(json.dumps(config, indent=1) + "\n")
    (out / "tokenizer_config.json").write_text(json.dumps({"tokenizer_class": "bytes"}) + "\n")
    write_safetensors(out / "model.safetensors", t, {"format": "pt", "source": "tools/make_random_llama.py"})
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
