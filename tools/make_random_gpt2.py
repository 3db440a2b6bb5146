#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes a randomly initialised GPT-2 model directory (config.json + model.safetensors in the
Hugging Face layout, bytes tokenizer) for benchmarks; gpt2-small sizes by default.

    /usr/bin/python3 tools/make_random_gpt2.py OUT_DIR [--layers 12 --heads 12 --embd 768]
"""
import argparse
import json
import pathlib

import numpy as np

from safetensors_io import write_safetensors


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--layers", type=int, default=12)
    ap.add_argument("--heads", type=int, default=12)
    ap.add_argument("--embd", type=int, default=768)
    ap.add_argument("--vocab", type=int, default=50257)
    ap.add_argument("--positions", type=int, default=1024)
    a = ap.parse_args()
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(0)
    e = a.embd
    normal = lambda *shape: (rng.standard_normal(shape, dtype=np.float32) * 0.02)
    t = {"wte.weight": normal(a.vocab, e), "wpe.weight": normal(a.positions, e),
         "ln_f.weight": np.ones(e, np.float32), "ln_f.bias": np.zeros(e, np.float32)}
    for i in range(a.layers):
        p = f"h.{i}."
        t.update({p + "ln_1.weight": np.ones(e, np.float32), p + "ln_1.bias": np.zeros(e, np.float32),
                  p + "ln_2.weight": np.ones(e, np.float32), p + "ln_2.bias": np.zeros(e, np.float32),
                  p + "attn.c_attn.weight": normal(e, 3 * e), p + "attn.c_attn.bias": normal(3 * e),
                  p + "attn.c_proj.weight": normal(e, e), p + "attn.c_proj.bias": normal(e),
                  p + "mlp.c_fc.weight": normal(e, 4 * e), p + "mlp.c_fc.bias": normal(4 * e),
                  p + "mlp.c_proj.weight": normal(4 * e, e), p + "mlp.c_proj.bias": normal(e)})
    config = dict(model_type="gpt2", vocab_size=a.vocab, n_positions=a.positions, n_ctx=a.positions,
                  n_embd=e, n_layer=a.layers, n_head=a.heads, layer_norm_epsilon=1e-5)
    (out / "config.json").write_text(json.dumps(config, indent=1) + "\n")
    (out / "tokenizer_config.json").write_text(json.dumps({"tokenizer_class": "bytes"}) + "\n")
    write_safetensors(out / "model.safetensors", t, {"format": "pt", "source": "tools/make_random_gpt2.py"})
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
