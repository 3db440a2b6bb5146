#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Trains the "Show, Attend and Tell" captioner of sample_models/captioner-shapes.

The picture (64 x 64 RGB) is cut into an 8 x 8 grid of 8 x 8-pixel patches. Each patch is
embedded by a linear map of its pixels plus a learned position vector (ReLU) and a second layer (residual, ReLU):
F:(64, D). Each feature sees only its own patch, so the decoder must look at an object to
read its colour and shape. A GRU writes the caption; at every step it attends over the 64 patch features with
additive scores  v . tanh(W_f f + b + W_h h)  and the word is predicted from [h; context].

    h_t       = GRU([embedding(w_{t-1}); context_{t-1}], h_{t-1})
    alpha_t   = softmax over patches of v . tanh(W_f F + b_f + W_h h_t)      (64)
    context_t = alpha_t F                                                    (D)
    p(w_t)    = softmax(W_o [h_t; context_t] + b_o)

with h_0 = tanh(W_i mean(F) + b_i) and context_0 = mean(F). alpha_t is the map shown for
word t. An entropy penalty on alpha_t (weight ATT_ENTROPY) keeps the maps focused: with a
weaker penalty the maps of shape words spread away from the object, because the GRU can
carry what it saw while writing the colour word.

Writes sample_models/captioner-shapes/ (config.json, model.safetensors, vocab.json,
training.json) and tests/fixtures/captioner/ for tests/core/models/captioner/tst_captioner.cpp and
tst_scene.cpp. The data come from tools/make_scenes.py.

Usage: /usr/bin/python3 tools/train_captioner.py [--steps N]
"""
import argparse
import json
import math
import pathlib
import sys
import time

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as fn

from safetensors_io import write_safetensors

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import make_scenes as scenes  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
MODEL_DIR = ROOT / "sample_models" / "captioner-shapes"
FIXTURE_DIR = ROOT / "tests" / "fixtures" / "captioner"

TRAIN_SEED, TRAIN_COUNT = 1_000_000, 40_000
HELDOUT_SEED, HELDOUT_COUNT = 2_000_000, 1_000
PATCH, FEATURES, HIDDEN, ATTENTION, EMBED = 8, 64, 128, 64, 32
MAX_WORDS = 20
ATT_ENTROPY = 0.03
BATCH, LR, SEED = 64, 3e-3, 1234

VOCAB = scenes.VOCABULARY
ID = {w: i for i, w in enumerate(VOCAB)}
PAD, START, END, UNK = ID["<pad>"], ID["<start>"], ID["<end>"], ID["<unk>"]


class Captioner(nn.Module):
    def __init__(self):
        super().__init__()
        self.grid = scenes.SIZE // PATCH
        n = self.grid * self.grid
        self.patch = nn.Linear(PATCH * PATCH * 3, FEATURES)
        self.position = nn.Parameter(torch.randn(n, FEATURES) * 0.1)
        self.mix = nn.Linear(FEATURES, FEATURES)
        self.init = nn.Linear(FEATURES, HIDDEN)
        self.embedding = nn.Embedding(len(VOCAB), EMBED)
        self.gru = nn.GRUCell(EMBED + FEATURES, HIDDEN)
        self.att_feature = nn.Linear(FEATURES, ATTENTION)
        self.att_hidden = nn.Linear(HIDDEN, ATTENTION, bias=False)
        self.att_vector = nn.Linear(ATTENTION, 1, bias=False)
        self.out = nn.Linear(HIDDEN + FEATURES, len(VOCAB))

    def features(self, images):
        """images (B, S, S, 3) -> (B, N, D)."""
        b, g = images.shape[0], self.grid
        p = images.reshape(b, g, PATCH, g, PATCH, 3).permute(0, 1, 3, 2, 4, 5)
        e = torch.relu(self.patch(p.reshape(b, g * g, PATCH * PATCH * 3)) + self.position)
        return e + torch.relu(self.mix(e))

    def start(self, f):
        mean = f.mean(1)
        return torch.tanh(self.init(mean)), mean

    def step(self, f, fa, word, h, context):
        """One word: (h, context) after word -> h, alpha (B, N), context, logits (B, V)."""
        h = self.gru(torch.cat([self.embedding(word), context], 1), h)
        scores = self.att_vector(torch.tanh(fa + self.att_hidden(h)[:, None, :])).squeeze(-1)
        alpha = torch.softmax(scores, 1)
        context = torch.bmm(alpha[:, None, :], f).squeeze(1)
        return h, alpha, context, self.out(torch.cat([h, context], 1))

    def forward(self, images, inputs):
        """Teacher forcing: inputs (B, T) starting with <start> -> logits (B, T, V), alpha (B, T, N)."""
        f = self.features(images)
        fa = self.att_feature(f)
        h, context = self.start(f)
        logits, alphas = [], []
        for t in range(inputs.shape[1]):
            h, alpha, context, out = self.step(f, fa, inputs[:, t], h, context)
            logits.append(out)
            alphas.append(alpha)
        return torch.stack(logits, 1), torch.stack(alphas, 1)

    @torch.no_grad()
    def greedy(self, image, max_words=MAX_WORDS):
        """image (S, S, 3) -> words, probabilities, alpha (T, N)."""
        f = self.features(image[None])
        fa = self.att_feature(f)
        h, context = self.start(f)
        word = torch.tensor([START])
        words, probs, alphas = [], [], []
        for _ in range(max_words):
            h, alpha, context, out = self.step(f, fa, word, h, context)
            p = torch.softmax(out, 1)[0]
            best = int(torch.argmax(p))
            if best == END:
                break
            words.append(VOCAB[best])
            probs.append(float(p[best]))
            alphas.append(alpha[0].numpy())
            word = torch.tensor([best])
        return words, probs, np.array(alphas, np.float32).reshape(-1, self.grid * self.grid)

    @torch.no_grad()
    def forced(self, image, words):
        ids = [ID.get(w, UNK) for w in words]
        inputs = torch.tensor([[START] + ids[:-1]])
        logits, alpha = self.forward(image[None], inputs)
        p = torch.softmax(logits[0], 1)
        return [float(p[t, i]) for t, i in enumerate(ids)], alpha[0].numpy()


def encode(captions):
    """-> inputs (B, T) and targets (B, T), T = longest caption + 1."""
    t = max(len(c) for c in captions) + 1
    inputs = np.full((len(captions), t), PAD, np.int64)
    targets = np.full((len(captions), t), PAD, np.int64)
    for i, c in enumerate(captions):
        ids = [ID[w] for w in c]
        inputs[i, :len(ids) + 1] = [START] + ids
        targets[i, :len(ids) + 1] = ids + [END]
    return torch.from_numpy(inputs), torch.from_numpy(targets)


def patch_cover(masks, grid):
    """masks (K, S, S) bool -> fraction of each patch's pixels inside: (K, N)."""
    k = masks.shape[0]
    m = masks.reshape(k, grid, PATCH, grid, PATCH).mean(axis=(2, 4))
    return m.reshape(k, grid * grid)


@torch.no_grad()
def evaluate(model, images, captions, owners, shapes_list):
    """Held-out exact match (greedy), word accuracy (teacher forced, incl. <end>) and the
    attention mass inside the object for colour and shape words."""
    model.eval()
    exact = 0
    for i in range(len(captions)):
        words, _, _ = model.greedy(torch.from_numpy(images[i]))
        exact += words == captions[i]
    inputs, targets = encode(captions)
    logits, alpha = model(torch.from_numpy(images), inputs)
    valid = targets != PAD
    correct = ((logits.argmax(-1) == targets) & valid).sum().item()
    grid = model.grid
    pixel_mass, patch_mass, count = 0.0, 0.0, 0
    by_kind = {"colour": [0.0, 0], "shape": [0.0, 0]}
    for i, (c, own) in enumerate(zip(captions, owners)):
        covers = patch_cover(np.stack([scenes.shape_mask(s) for s in shapes_list[i]]), grid)
        for t, (w, o) in enumerate(zip(c, own)):
            if o < 0 or w not in scenes.COLOURS + scenes.KINDS:
                continue
            a = alpha[i, t].numpy()
            pixel = float((a * covers[o]).sum())
            pixel_mass += pixel
            patch_mass += float(a[covers[o] > 0].sum())
            count += 1
            kind = by_kind["colour" if w in scenes.COLOURS else "shape"]
            kind[0] += float(a[covers[o] > 0].sum())
            kind[1] += 1
    model.train()
    return {
        "heldout_captions": len(captions),
        "caption_exact_match": exact / len(captions),
        "word_accuracy_teacher_forced": correct / valid.sum().item(),
        "object_words": count,
        "attention_mass_on_object_patches": patch_mass / count,
        "attention_mass_on_object_pixels": pixel_mass / count,
        "attention_mass_on_object_patches_colour_words": by_kind["colour"][0] / by_kind["colour"][1],
        "attention_mass_on_object_patches_shape_words": by_kind["shape"][0] / by_kind["shape"][1],
    }


def write_text(path, text):
    tmp = pathlib.Path(str(path) + ".part")
    tmp.write_text(text)
    tmp.replace(path)


def save_npy(path, array):
    tmp = pathlib.Path(str(path) + ".part.npy")
    np.save(tmp, np.ascontiguousarray(array, dtype="<f4"))
    tmp.replace(path)


def save_model(model, summary):
    MODEL_DIR.mkdir(parents=True, exist_ok=True)
    config = {
        "model_type": "show-attend-tell",
        "image_size": scenes.SIZE, "patch_size": PATCH, "feature_dim": FEATURES,
        "hidden_dim": HIDDEN, "attention_dim": ATTENTION, "embed_dim": EMBED,
        "vocab_size": len(VOCAB), "max_words": MAX_WORDS,
    }
    write_text(MODEL_DIR / "config.json", json.dumps(config, indent=1) + "\n")
    write_text(MODEL_DIR / "vocab.json", json.dumps(VOCAB, indent=1) + "\n")
    write_text(MODEL_DIR / "training.json", json.dumps(summary, indent=1) + "\n")
    tensors = {k: v.detach().float().contiguous().numpy() for k, v in model.state_dict().items()}
    write_safetensors(MODEL_DIR / "model.safetensors", tensors,
                      {"format": "pt", "trained_by": "tools/train_captioner.py"})


def write_fixtures(model):
    """Greedy captions of held-out scenes and of a noise picture, one teacher-forced caption
    with an unknown word, and the generator's pictures and captions for a few seeds."""
    FIXTURE_DIR.mkdir(parents=True, exist_ok=True)
    model.eval()
    cases = []
    rng = np.random.default_rng(7)
    pictures = [("scene-%d" % s, scenes.render(scenes.random_scene(s))) for s in
                (HELDOUT_SEED + 0, HELDOUT_SEED + 1, HELDOUT_SEED + 7, HELDOUT_SEED + 21)]
    pictures.append(("noise", rng.random((scenes.SIZE, scenes.SIZE, 3), dtype=np.float32)))
    for name, image in pictures:
        words, probs, alpha = model.greedy(torch.from_numpy(image))
        save_npy(FIXTURE_DIR / (name + "-image.npy"), image)
        save_npy(FIXTURE_DIR / (name + "-greedy-attention.npy"),
                 alpha.reshape(-1, model.grid, model.grid))
        cases.append({"name": name, "mode": "greedy", "words": words, "probability": probs})
    name, image = pictures[0]
    typed = ["a", "purple", "circle", "above", "a", "small", "blue", "square"]
    probs, alpha = model.forced(torch.from_numpy(image), typed)
    save_npy(FIXTURE_DIR / (name + "-forced-attention.npy"), alpha.reshape(-1, model.grid, model.grid))
    cases.append({"name": name, "mode": "forced", "words": typed, "probability": probs,
                  "known": [w in ID for w in typed]})
    with torch.no_grad():
        f = model.features(torch.from_numpy(image)[None])[0].numpy()
    save_npy(FIXTURE_DIR / (name + "-features.npy"), f)

    generator = []
    seeds = [0, 1, 2, 3, 42, 12345, 2**63 + 5]
    for s in seeds:
        shapes = scenes.random_scene(s)
        words, owners = scenes.describe(shapes)
        generator.append({"seed": str(s), "shapes": shapes, "words": words, "owners": owners})
    save_npy(FIXTURE_DIR / "generator-images.npy",
             np.stack([scenes.render(scenes.random_scene(s)) for s in seeds]))
    write_text(FIXTURE_DIR / "cases.json", json.dumps(
        {"model": "sample_models/captioner-shapes", "cases": cases, "generator": generator},
        indent=1) + "\n")
    model.train()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--steps", type=int, default=4500)
    parser.add_argument("--time-limit", type=float, default=19 * 60,
                        help="stop training after this many seconds")
    args = parser.parse_args()
    torch.set_num_threads(1)
    torch.manual_seed(SEED)
    np.random.seed(SEED)
    began = time.time()
    images, captions, _, _ = scenes.make_split(TRAIN_SEED, TRAIN_COUNT, as_bytes=True)
    h_images, h_captions, h_owners, h_scenes = scenes.make_split(HELDOUT_SEED, HELDOUT_COUNT)
    print("data: %d training, %d held-out scenes in %.0f s" %
          (len(captions), len(h_captions), time.time() - began), flush=True)
    model = Captioner()
    optimiser = torch.optim.Adam(model.parameters(), lr=LR)
    order = np.random.default_rng(SEED).permutation(len(captions))
    cursor, step, train_began = 0, 0, time.time()
    while step < args.steps and time.time() - train_began < args.time_limit:
        if cursor + BATCH > len(order):
            order = np.random.default_rng(SEED + step).permutation(len(captions))
            cursor = 0
        # Warm-up, then cosine decay over the steps or the time limit, whichever ends first.
        progress = min(1.0, max(step / args.steps, (time.time() - train_began) / args.time_limit))
        for group in optimiser.param_groups:
            group["lr"] = LR * min(1.0, (step + 1) / 200) * 0.5 * (1 + math.cos(math.pi * progress))
        batch = order[cursor:cursor + BATCH]
        cursor += BATCH
        inputs, targets = encode([captions[i] for i in batch])
        logits, alpha = model(torch.from_numpy(images[batch]).float() / 255, inputs)
        loss = fn.cross_entropy(logits.reshape(-1, len(VOCAB)), targets.reshape(-1), ignore_index=PAD)
        valid = (targets != PAD).float()
        entropy = -(alpha * torch.log(alpha + 1e-9)).sum(-1)
        total = loss + ATT_ENTROPY * (entropy * valid).sum() / valid.sum()
        optimiser.zero_grad()
        total.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimiser.step()
        step += 1
        if step % 200 == 0:
            print("step %d loss %.4f entropy %.3f  %.0f s" %
                  (step, loss.item(), ((entropy * valid).sum() / valid.sum()).item(),
                   time.time() - train_began), flush=True)
    train_seconds = time.time() - train_began
    results = evaluate(model, h_images, h_captions, h_owners, h_scenes)
    summary = {
        "data": {"generator": "tools/make_scenes.py", "training_seeds": [TRAIN_SEED, TRAIN_SEED + TRAIN_COUNT - 1],
                 "heldout_seeds": [HELDOUT_SEED, HELDOUT_SEED + HELDOUT_COUNT - 1]},
        "steps": step, "batch": BATCH, "learning_rate": LR, "seed": SEED,
        "attention_entropy_weight": ATT_ENTROPY,
        "training_seconds": round(train_seconds, 1),
        "parameters": sum(p.numel() for p in model.parameters()),
        "heldout": results,
    }
    print(json.dumps(summary, indent=1), flush=True)
    save_model(model, summary)
    write_fixtures(model)


if __name__ == "__main__":
    main()
