#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes tests/fixtures/next_token/cases.json: PyTorch's next-token choices for the last row of
tests/fixtures/decoders/llama3/logits.npy (the float64 reference forward's logits) at a few
temperatures, top-k and top-p, as transformers' sampling warpers define them: probabilities
softmax(logits / t) over the whole vocabulary, the k largest in descending order, then the
fewest of those whose probabilities reach p.

    /usr/bin/python3 tools/make_next_token_fixtures.py
"""
import json
import pathlib

import numpy as np
import torch

ROOT = pathlib.Path(__file__).resolve().parent.parent
SETTINGS = [(1.0, 10, 1.0), (0.7, 5, 0.5), (2.0, 50, 0.9), (0.25, 3, 1.0)]


def choose(logits, t, k, p):
    probs = torch.softmax(logits / t, dim=-1)
    top = torch.topk(probs, k)
    kept, mass = [], 0.0
    for prob, idx in zip(top.values.tolist(), top.indices.tolist()):
        if kept and p < 1 and mass >= p:  # top_p 1 is off, as in transformers
            break
        kept.append((idx, prob))
        mass += prob
    return kept


def main():
    logits = torch.tensor(np.load(ROOT / "tests/fixtures/decoders/llama3/logits.npy")[-1],
                          dtype=torch.float32).double()
    cases = []
    for t, k, p in SETTINGS:
        kept = choose(logits, t, k, p)
        cases.append({"temperature": t, "top_k": k, "top_p": p, "ids": [i for i, _ in kept],
                      "probabilities": [q for _, q in kept]})
    out = ROOT / "tests/fixtures/next_token"
    out.mkdir(parents=True, exist_ok=True)
    (out / "cases.json").write_text(json.dumps({"logits": "decoders/llama3/logits.npy, last row",
                                                "cases": cases}, indent=1) + "\n")
    print(f"{len(cases)} cases -> {out / 'cases.json'}")


if __name__ == "__main__":
    main()
