#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times the GPT-2 forward (attention weights kept) of a model directory and prints one line:
`torch_ms <median> best <fastest> threads <n> peer <what ran>`. Where transformers is importable,
the peer is GPT2LMHeadModel.from_pretrained (eager attention, output_attentions=True), as its
users run it; else the same architecture in torch (tools/train_tiny_gpt.py).

    /usr/bin/python3 bench/torch_gpt2.py MODEL_DIR --tokens 512 --threads 2 [--repeats 5]
                                         [--last-logits]

--last-logits computes the logits of the last token only, as the application's window does.

Threads and BLAS: see torch_env.py (OpenMP threads wait passively; ATTN_TORCH_BLAS_DIRS).
"""
import argparse
import json
import pathlib
import sys
import time

import torch_env  # noqa: F401,E402  (before torch: thread waiting, BLAS)

import numpy as np
import torch

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent / "tools"))
from safetensors_io import read_safetensors  # noqa: E402
from train_tiny_gpt import TinyGPT  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("model")
    ap.add_argument("--tokens", type=int, default=512)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--last-logits", action="store_true")
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    config = json.loads((pathlib.Path(a.model) / "config.json").read_text())
    ids = torch.randint(0, config["vocab_size"], (1, a.tokens), generator=torch.Generator().manual_seed(0))
    if torch_env.TRANSFORMERS:
        forward, peer = transformers_forward(a.model, ids, a.last_logits)
    else:
        model = equations_model(a.model, config)
        forward, peer = (lambda: model(ids, a.last_logits)), "torch, the same equations"
    times = []
    with torch.no_grad():
        forward()
        for _ in range(a.repeats):
            start = time.perf_counter()
            forward()
            times.append((time.perf_counter() - start) * 1e3)
    torch_env.report(times, a.threads, peer)


def transformers_forward(folder, ids, last_logits):
    """GPT2LMHeadModel on folder: the forward to time and the peer's name."""
    import transformers

    model = transformers.GPT2LMHeadModel.from_pretrained(
        folder, attn_implementation="eager", dtype=torch.float32).eval()
    keep = 1 if last_logits else 0

    def forward():
        return model(ids, output_attentions=True, use_cache=False, logits_to_keep=keep)

    return forward, (f"transformers {transformers.__version__} eager, output_attentions=True, "
                     f"torch {torch.__version__}")


def equations_model(folder, config):
    """TinyGPT with the weights of folder."""
    model = TinyGPT(config).eval()
    t = read_safetensors(pathlib.Path(folder) / "model.safetensors")
    with torch.no_grad():
        model.wte.weight.copy_(torch.from_numpy(t["wte.weight"]))
        model.wpe.weight.copy_(torch.from_numpy(t["wpe.weight"]))
        for i, b in enumerate(model.h):
            p = f"h.{i}."
            for mod, name in ((b.c_attn, "attn.c_attn"), (b.c_proj, "attn.c_proj"),
                              (b.c_fc, "mlp.c_fc"), (b.mlp_proj, "mlp.c_proj")):
                mod.weight.copy_(torch.from_numpy(t[p + name + ".weight"].T.copy()))
                mod.bias.copy_(torch.from_numpy(t[p + name + ".bias"]))
    return model


if __name__ == "__main__":
    main()
