"""Time the Check workflow's fast path (a content-only pull request) on a clean clone.

    python benchmarks/fast_path.py [--runs 3] [--repo .]

Each run clones the repository into a new temporary folder, makes a fresh virtual
environment, installs podium with pip (``pip install .``, from pip's cache once a first run
has filled it: run once before measuring), then runs the workflow's three podium commands:
``podium check content --format github``, ``podium diff HEAD~1 content`` and ``podium build
content -o _site``. It prints each step's seconds per run and the medians. GitHub's own
overhead (starting the runner, checking out, setting up Python) is not included.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

STEPS: tuple[tuple[str, list[str]], ...] = (
    ("git clone", ["git", "clone", "-q", "{repo}", "{clone}"]),
    ("python -m venv", [sys.executable, "-m", "venv", "{clone}/.venv"]),
    ("pip install .", ["{clone}/.venv/bin/python", "-m", "pip", "install", "-q", "{clone}"]),
    ("podium check", ["{clone}/.venv/bin/podium", "check", "content", "--format", "github"]),
    ("podium diff", ["{clone}/.venv/bin/podium", "diff", "HEAD~1", "content"]),
    ("podium build", ["{clone}/.venv/bin/podium", "build", "content", "-o", "_site", "-q"]),
)


def one_run(repo: Path) -> dict[str, float]:
    seconds: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="podium-fast-path-") as scratch:
        clone = Path(scratch) / "clone"
        for name, command in STEPS:
            argv = [part.format(repo=repo, clone=clone) for part in command]
            cwd = clone if clone.is_dir() else Path(scratch)
            began = time.perf_counter()
            subprocess.run(argv, cwd=cwd, check=True, stdout=subprocess.DEVNULL)
            seconds[name] = time.perf_counter() - began
    seconds["total"] = sum(seconds.values())
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--repo", type=Path, default=Path(__file__).resolve().parents[1])
    args = parser.parse_args()
    runs = []
    for number in range(1, args.runs + 1):
        run = one_run(args.repo.resolve())
        runs.append(run)
        print(f"run {number}: " + ", ".join(f"{k} {v:.2f} s" for k, v in run.items()))
    print(
        "median: "
        + ", ".join(f"{k} {statistics.median(r[k] for r in runs):.2f} s" for k in runs[0])
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
