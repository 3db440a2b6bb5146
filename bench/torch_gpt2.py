#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times the GPT-2 forward (attention weights kept) of a model directory in torch, with the
architecture of tools/train_tiny_gpt.py, and prints one line: `torch_ms <median> threads <n>`.

    /usr/bin/python3 bench/torch_gpt2.py MODEL_DIR --tokens 512 --threads 2 [--repeats 5]
                                         [--last-logits]

--last-logits computes the logits of the last token only, as the application's window does.

Threads and BLAS: see torch_env.py (OpenMP threads wait passively; ATTN_TORCH_BLAS_DIRS).
"""
import argparse
import json
import pathlib
import statistics
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
    model = TinyGPT(config).eval()
    t = read_safetensors(pathlib.Path(a.model) / "model.safetensors")
    with torch.no_grad():
        model.wte.weight.copy_(torch.from_numpy(t["wte.weight"]))
        model.wpe.weight.copy_(torch.from_numpy(t["wpe.weight"]))
        for i, b in enumerate(model.h):
            p = f"h.{i}."
            for mod, name in ((b.c_attn, "attn.c_attn"), (b.c_proj, "attn.c_proj"),
                              (b.c_fc, "mlp.c_fc"), (b.mlp_proj, "mlp.c_proj")):
                mod.weight.copy_(torch.from_numpy(t[p + name + ".weight"].T.copy()))
                mod.bias.copy_(torch.from_numpy(t[p + name + ".bias"]))
    ids = torch.randint(0, config["vocab_size"], (1, a.tokens), generator=torch.Generator().manual_seed(0))
    times = []
    with torch.no_grad():
        model(ids, a.last_logits)
        for _ in range(a.repeats):
            start = time.perf_counter()
            model(ids, a.last_logits)
            times.append((time.perf_counter() - start) * 1e3)
    print(f"torch_ms {statistics.median(times):.2f} threads {a.threads}")


if __name__ == "__main__":
    main()
