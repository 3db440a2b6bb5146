#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Removes each key of each model fixture's config.json in turn, as a loader that ignored the
key would see the folder, runs the family's core test and lists the removals no test noticed.

    /usr/bin/python3 tools/config_keys_felt.py [BUILD_DIR]      (default: build)

A key listed is either one that cannot change the numbers (dropouts, token ids, dtype) or one
whose fixture value is its default: set it away from the default in tools/make_*_fixtures.py.
The fixtures are restored after each removal.
"""
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "tests" / "fixtures"
SUITES = {"llama": "decoder", "decoders": "decoder", "bert": "bert", "vit": "vit", "marian": "marian"}


def key_paths(config):
    """Every top-level key, and the keys of nested objects (rope_parameters and the like)."""
    paths = []
    for key, value in config.items():
        paths.append((key,))
        if isinstance(value, dict) and key not in ("id2label", "label2id"):
            for inner, inner_value in value.items():
                paths.append((key, inner))
                if isinstance(inner_value, dict):
                    paths += [(key, inner, k) for k in inner_value]
    return paths


def main():
    build = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "build").resolve()
    unnoticed = 0
    for group, suite in SUITES.items():
        test = build / "tests" / "core" / f"tst_{suite}"
        for path in sorted((FIXTURES / group).glob("*/model/config.json")):
            original = path.read_text()
            config = json.loads(original)
            try:
                for keys in key_paths(config):
                    changed = json.loads(original)
                    node = changed
                    for k in keys[:-1]:
                        node = node[k]
                    value = node.pop(keys[-1])
                    path.write_text(json.dumps(changed))
                    if subprocess.run([str(test)], capture_output=True).returncode == 0:
                        unnoticed += 1
                        print(f"{path.parent.parent.relative_to(FIXTURES)}: {'.'.join(keys)} = "
                              f"{json.dumps(value)[:60]}")
            finally:
                path.write_text(original)
    print(f"{unnoticed} removals no test noticed")


if __name__ == "__main__":
    main()
