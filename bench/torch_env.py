# SPDX-License-Identifier: GPL-3.0-or-later
"""Prepares this process to time torch at its best; import it before torch.

- OMP_WAIT_POLICY=PASSIVE unless set, when torch runs on a BLAS of its own threads (Debian's
  torch on OpenBLAS): by default torch's OpenMP threads spin between operations and take the
  cores from the BLAS's threads (measured on a 2-core machine: gpt2-small at 512 tokens 1406 ms
  spinning, 974 ms passive). Where transformers is importable (pip's torch, MKL on OpenMP's
  threads) the defaults stay, as its users have them.
- ATTN_TORCH_BLAS_DIRS (colon-separated) is put first on LD_LIBRARY_PATH by re-running the
  script, as the BLAS is chosen when torch loads.

report() prints the one line the benches read: `torch_ms <median> best <fastest> threads <n>
peer <what ran>`.
"""
import importlib.util
import os
import statistics
import sys

TRANSFORMERS = importlib.util.find_spec("transformers") is not None
if not TRANSFORMERS:
    os.environ.setdefault("OMP_WAIT_POLICY", "PASSIVE")
_blas = os.environ.get("ATTN_TORCH_BLAS_DIRS")
if _blas and not os.environ.get("ATTN_TORCH_BLAS_SET"):
    _path = os.environ.get("LD_LIBRARY_PATH")
    _env = dict(os.environ, ATTN_TORCH_BLAS_SET="1",
                LD_LIBRARY_PATH=_blas + (":" + _path if _path else ""))
    os.execve(sys.executable, [sys.executable] + sys.argv, _env)


def report(times_ms, threads, peer):
    """Prints the median and the fastest of times_ms (a noisy machine moves the first more)."""
    print(f"torch_ms {statistics.median(times_ms):.2f} best {min(times_ms):.2f} "
          f"threads {threads} peer {peer}")
