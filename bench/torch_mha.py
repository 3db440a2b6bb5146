#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times torch.nn.MultiheadAttention forward for bench_mha and reports torch's fastest setting.

Each configuration (BLAS library x BLAS threads x torch threads) runs in a fresh process, since
the BLAS thread count is read from the environment when the library loads: BLAS threads are
set with OPENBLAS_NUM_THREADS and OMP_NUM_THREADS (same value), torch threads with
torch.set_num_threads. Within a process two code paths are timed:

  python  bias=False, the module's general path (the layer bench_mha computes). Torch 1.13's
          native fast path rejects bias=False, so key/value are passed as a separate tensor
          object holding the same data (x.detach()), which selects this path.
  native  bias=True with all biases zero, query is key is value: torch's fused
          _native_multi_head_attention. Zero biases add 4*n*d additions, well under 0.1%.

Both run float32, batch 1, batch_first=True, eval(), torch.no_grad(), need_weights=True,
average_attn_weights=False.

BLAS libraries tried: the system's libblas.so.3, every Debian OpenBLAS directory found
(/usr/lib/*/openblas-*/) and the directories listed in ATTN_TORCH_BLAS_DIRS (colon-separated);
each is selected for a worker through LD_LIBRARY_PATH, and duplicates are dropped.

Output, one item a line:
  # text                                    information (bench_mha prints it as is)
  CONFIG <size> <ms> <runs> <other> <name>  median ms of one configuration and path
  BEST <size> <ms> <other> <name>           fastest configuration for that size
  NOTE <text>                               torch could not be run; exit status 2
where other is the share of all CPUs (percent) that other processes used during the timed
runs: above a few percent the figure is disturbed.
A size is written TOKENSxDMODELxHEADS. Each size gets a warm-up run, then runs filling the
budget (at least 3). To keep the sweep short, a configuration whose first timed run is more
than 3x slower than the best median so far for that size is recorded from that one run
(runs = 1), and its next size skips the warm-up.

Usage: torch_mha.py [--sizes 128x768x12,...] [--budget SECONDS_PER_SIZE]
"""
import argparse
import glob
import math
import os
import subprocess
import sys
import time

DEFAULT_SIZES = "128x768x12,512x768x12,1024x768x12,2048x768x12,4096x256x8"
SLOWER = 3.0  # a configuration this much slower than the best so far gets one run


def parse_sizes(text):
    return [tuple(int(v) for v in s.split("x")) for s in text.split(",") if s]


def size_name(size):
    return "x".join(str(v) for v in size)


def loaded_blas():
    """Real path of the BLAS library mapped into this process."""
    with open("/proc/self/maps") as maps:
        for line in maps:
            path = line.split()[-1]
            name = os.path.basename(path)
            if "blas" in name and ".so" in name:
                return os.path.realpath(path)
    return "unknown"


def blas_label(path):
    name = os.path.basename(path)
    if "openblas" in name:
        return "openblas-pthread" if "openblasp" in name or "pthread" in path else (
            "openblas-openmp" if "openblaso" in name or "openmp" in path else "openblas")
    if "blis" in path:
        return "blis"
    if "atlas" in path:
        return "atlas"
    if name.startswith("libblas.so"):
        return "refblas"
    return name


# ---------------------------------------------------------------- worker (imports torch)

class OtherCpu:
    """Share of all CPUs' time (percent) that other processes used since construction."""

    @staticmethod
    def sample():
        with open("/proc/stat") as stat:
            ticks = [float(v) for v in stat.readline().split()[1:9]]
        times = os.times()
        own = (times.user + times.system) * os.sysconf("SC_CLK_TCK")
        return sum(ticks) - ticks[3] - ticks[4], sum(ticks), own  # busy, total, this process

    def __init__(self):
        self.start = self.sample()

    def percent(self):
        busy, total, own = (b - a for a, b in zip(self.start, self.sample()))
        return max(0.0, 100 * (busy - own) / total) if total > 0 else -1.0


def median_ms(fn, check, budget, best, warm_up=True):
    """Median wall time of fn in ms, the number of runs and OtherCpu's percentage over them:
    a warm-up run unless warm_up is False, a first timed run (its result passed to check),
    then runs filling about budget seconds."""
    if warm_up:
        fn()
    other = OtherCpu()
    start = time.perf_counter()
    result = fn()
    first = time.perf_counter() - start
    check(result)
    del result
    if best is not None and first * 1e3 > SLOWER * best:
        return first * 1e3, 1, other.percent()
    runs = max(3, min(30, int(budget / first)))
    times = [first]
    for _ in range(runs - 1):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    times.sort()
    return times[len(times) // 2] * 1e3, runs, other.percent()


def time_size(torch, size, budget, best, slow):
    """Times both paths for one size; yields (path, ms, runs, other processes' CPU %).
    best: ms to beat or None;
    slow: path -> whether its previous size was recorded from one run (updated here)."""
    n, d, h = size
    x = torch.randn(1, n, d)
    plain = torch.nn.MultiheadAttention(d, h, bias=False, batch_first=True).eval()
    fused = torch.nn.MultiheadAttention(d, h, bias=True, batch_first=True).eval()
    with torch.no_grad():
        fused.in_proj_weight.copy_(plain.in_proj_weight)
        fused.out_proj.weight.copy_(plain.out_proj.weight)
        fused.in_proj_bias.zero_()
        fused.out_proj.bias.zero_()
    kv = x.detach()  # same data, another tensor object: not the fast path
    paths = {
        "python": lambda: plain(x, kv, kv, need_weights=True, average_attn_weights=False),
        "native": lambda: fused(x, x, x, need_weights=True, average_attn_weights=False),
    }

    def check(result):
        assert result[0].shape == (1, n, d) and result[1].shape == (1, h, n, n)

    for path, call in paths.items():
        with torch.no_grad():
            ms, runs, other = median_ms(call, check, budget / len(paths), best,
                                        warm_up=not slow.get(path, False))
        slow[path] = runs == 1  # far slower: the next size skips its warm-up too
        best = ms if best is None else min(best, ms)
        yield path, ms, runs, other


def worker(args):
    import torch

    if args.probe:
        torch.ones(8, 8) @ torch.ones(8, 8)
        print(loaded_blas(), torch.__version__, torch.get_num_threads(), flush=True)
        return
    torch.set_num_threads(args.torch_threads)
    best = {k: float(v) for k, v in (item.split("=") for item in args.best.split(",") if item)}
    torch.manual_seed(0)
    slow = {}
    for size in parse_sizes(args.sizes):
        key = size_name(size)
        for path, ms, runs, other in time_size(torch, size, args.budget, best.get(key), slow):
            print(f"CONFIG {key} {ms:.3f} {runs} {other:.0f} {args.name}-{path}", flush=True)


# ---------------------------------------------------------------- driver (no torch here)

def run_worker(extra_args, blas_dir, blas_threads):
    env = dict(os.environ)
    if blas_dir:
        env["LD_LIBRARY_PATH"] = blas_dir + (":" + env["LD_LIBRARY_PATH"]
                                             if env.get("LD_LIBRARY_PATH") else "")
    if blas_threads:
        env["OPENBLAS_NUM_THREADS"] = env["OMP_NUM_THREADS"] = str(blas_threads)
    cmd = [sys.executable, os.path.abspath(__file__), "--worker"] + extra_args
    return subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default=DEFAULT_SIZES)
    parser.add_argument("--budget", type=float, default=2.0,
                        help="seconds of timed runs per size and configuration")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--probe", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--torch-threads", type=int, default=1, help=argparse.SUPPRESS)
    parser.add_argument("--name", default="", help=argparse.SUPPRESS)
    parser.add_argument("--best", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args)
        return 0

    sizes = [size_name(s) for s in parse_sizes(args.sizes)]
    cores = os.cpu_count() or 1
    print(f"# torch: python {sys.executable}, {cores} cores; "
          f"OPENBLAS_CORETYPE={os.environ.get('OPENBLAS_CORETYPE', '(unset)')} "
          f"OPENBLAS_L2_SIZE={os.environ.get('OPENBLAS_L2_SIZE', '(unset)')} (left as they are)")

    candidates = [""] + sorted(glob.glob("/usr/lib/*/openblas-*/"))
    candidates += [d for d in os.environ.get("ATTN_TORCH_BLAS_DIRS", "").split(":") if d]
    libraries = {}  # real path of the BLAS -> directory that selects it
    for blas_dir in candidates:
        probe = run_worker(["--probe"], blas_dir, None)
        out, err = probe.communicate()
        if probe.returncode != 0:
            if not blas_dir:
                last = (err.strip().splitlines() or ["no message"])[-1]
                print(f"NOTE torch unavailable ({sys.executable}: {last})")
                return 2
            continue
        path, version, default_threads = out.split()
        if path not in libraries:
            libraries[path] = blas_dir
            print(f"# torch {version} (default {default_threads} threads) with "
                  f"{blas_label(path)}: {path}")

    # Threaded BLAS first: they are usually fastest, which lets the slow ones stop early.
    configs = []
    for path, blas_dir in sorted(libraries.items(), key=lambda p: "openblas" not in p[0]):
        threaded = "openblas" in path or "blis" in path
        for blas_threads in sorted({1, cores}) if threaded else [0]:
            for torch_threads in sorted({1, cores}):
                name = blas_label(path) + (f"-b{blas_threads}" if blas_threads else "")
                configs.append((name + f"-t{torch_threads}", blas_dir, blas_threads,
                                torch_threads))
    print("# names: <blas>-b<blas threads>-t<torch threads>-<path>; python = bias=False, "
          "native = fused path with zero biases")

    results = {}  # (size, name) -> (ms, runs, other processes' CPU %)
    best = {}  # size -> (ms, name, other processes' CPU %)
    for name, blas_dir, blas_threads, torch_threads in configs:
        best_arg = ",".join(f"{s}={b[0]:.3f}" for s, b in best.items())
        extra = ["--sizes", args.sizes, "--budget", str(args.budget), "--name", name,
                 "--torch-threads", str(torch_threads), "--best", best_arg]
        proc = run_worker(extra, blas_dir, blas_threads)
        for line in proc.stdout:
            print(line, end="", flush=True)
            _, size, ms, runs, other, full = line.split()
            results[(size, full)] = (float(ms), int(runs), float(other))
            if size not in best or float(ms) < best[size][0]:
                best[size] = (float(ms), full, float(other))
        if proc.wait() != 0:
            print(f"# {name} failed: {proc.stderr.read().strip().splitlines()[-1:]}")

    names = sorted({full for _, full in results}, key=lambda f: sum(  # by geometric mean ratio
        math.log(results[(s, f)][0] / best[s][0]) for s in sizes if (s, f) in results))
    width = max(len(n) for n in names) if names else 10
    print("# torch ms per configuration (* = fastest, ~ = one run, more than 3x the fastest; "
          "! = other processes used over 5% of the CPUs)")
    print("# " + "config".ljust(width) + "".join(s.rjust(15) for s in sizes))
    for full in names:
        cells = ""
        for s in sizes:
            ms, runs, other = results.get((s, full), (float("nan"), 0, 0.0))
            mark = "*" if best.get(s, (0, ""))[1] == full else ("~" if runs == 1 else " ")
            cells += f"{ms:13.2f}{mark}{'!' if other > 5 else ' '}"
        print("# " + full.ljust(width) + cells)
    for s in sizes:
        if s in best:
            print(f"BEST {s} {best[s][0]:.3f} {best[s][2]:.0f} {best[s][1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
