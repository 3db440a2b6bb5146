#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes tests/fixtures/npz/: the same arrays saved by numpy stored (np.savez) and deflated
(np.savez_compressed), for tests/core/io/tst_npz.cpp.

    /usr/bin/python3 tools/make_npz_fixtures.py
"""
import pathlib

import numpy as np

OUT = pathlib.Path(__file__).resolve().parent.parent / "tests" / "fixtures" / "npz"
OUT.mkdir(parents=True, exist_ok=True)
rng = np.random.default_rng(7)
arrays = dict(weights=rng.random((3, 4, 5, 5), dtype=np.float32),   # (layers, heads, q, k)
              ramp=np.arange(300, dtype=np.float64).reshape(20, 15),  # float64, compressible
              fortran=np.asfortranarray(np.arange(6, dtype=np.float32).reshape(2, 3)))
np.savez(OUT / "stored.npz", **arrays)
np.savez_compressed(OUT / "deflated.npz", **arrays)
print(f"wrote {OUT}")
