#!/usr/bin/python3
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


def read_safetensors(path):
    data = pathlib.Path(path).read_bytes()
    n = int.from_bytes(data[:8], "little")
    header = json.loads(data[8:8 + n])
    tensors = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        begin, end = info["data_offsets"]
        array = np.frombuffer(data[8 + n + begin:8 + n + end], "<f4").reshape(info["shape"])
        tensors[name] = torch.from_numpy(array.copy())
    return tensors


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", default=str(training.MODEL_DIR))
    parser.add_argument("--count", type=int, default=training.HELDOUT_COUNT)
    args = parser.parse_args()
    torch.set_num_threads(1)
    model = training.Captioner()
    model.load_state_dict(read_safetensors(pathlib.Path(args.model) / "model.safetensors"))
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
