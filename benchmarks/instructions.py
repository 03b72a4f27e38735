"""Instructions a Python script runs, counted under valgrind: a figure that noise on a
shared machine leaves alone (for benchmarks/per_event.py and benchmarks/plan_pages.py).

Valgrind's CPU model lacks the SHA instructions, so code that hashes much counts higher
there than it runs.
"""

from __future__ import annotations

import re
import subprocess
import sys


def count(script: str, argv: list[str]) -> int:
    """The instructions of ``python script *argv``, run under cachegrind."""
    command = [
        "valgrind",
        "--tool=cachegrind",
        "--cache-sim=no",
        "--cachegrind-out-file=/dev/null",
        sys.executable,
        script,
        *argv,
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if found is None:
        raise SystemExit("valgrind did not report an instruction count")
    return int(found.group(1).replace(",", ""))
