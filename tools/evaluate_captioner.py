#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Held-out figures of a trained captioner (sample_models/captioner-shapes by default).

Prints caption exact match (greedy), word accuracy (teacher forced, <end> included), the
attention mass inside the described object for colour and shape words (on the patches the
object touches, and weighted by how much of each patch it covers), and the most common
first mistakes.

Usage: /usr/bin/python3 tools/evaluate_captioner.py [--model DIR] [--count N]
"""
import argparse
import collections
import json
import pathlib
import sys

import numpy as np
import torch

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import make_scenes as scenes  # noqa: E402
import train_captioner as training  # noqa: E402
from safetensors_io import read_safetensors  # noqa: E402



def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", default=str(training.MODEL_DIR))
    parser.add_argument("--count", type=int, default=training.HELDOUT_COUNT)
    args = parser.parse_args()
    torch.set_num_threads(1)
    model = training.Captioner()
    model.load_state_dict({k: torch.from_numpy(v) for k, v in
                           read_safetensors(pathlib.Path(args.model) / "model.safetensors").items()})
    model.eval()
    images, captions, owners, shapes = scenes.make_split(training.HELDOUT_SEED, args.count)
    results = training.evaluate(model, images, captions, owners, shapes)
    mistakes = collections.Counter()
    for i in range(len(captions)):
        words, _, _ = model.greedy(torch.from_numpy(images[i]))
        for said, right in zip(words + ["<end>"], captions[i] + ["<end>"]):
            if said != right:
                mistakes["%s instead of %s" % (said, right)] += 1
                break
    results["most_common_first_mistakes"] = dict(mistakes.most_common(8))
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
