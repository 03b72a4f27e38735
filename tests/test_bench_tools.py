"""The benchmark's measuring tools (benchmarks/run.py) measure what they say."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import time
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent


def _load_runner() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_run", ROOT / "benchmarks" / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_tree_memory_counts_every_descendant() -> None:
    """A shell whose two children hold 60 MB and 30 MB: the tree holds at least 90 MB."""
    run = _load_runner()
    hold = "x = bytearray({} * 2**20); import time; time.sleep(3)"
    script = (
        f"{sys.executable} -c '{hold.format(60)}' & {sys.executable} -c '{hold.format(30)}' & wait"
    )
    shell = subprocess.Popen(["bash", "-c", script])
    try:
        peak = 0
        deadline = time.monotonic() + 2.5
        while time.monotonic() < deadline and peak < 90 * 2**20:
            peak = max(peak, run._tree_rss(shell.pid))
            time.sleep(0.05)
        assert peak >= 90 * 2**20
        assert run._tree_rss(shell.pid) < 400 * 2**20  # not the whole machine
    finally:
        subprocess.run(["pkill", "-P", str(shell.pid)], check=False)  # the children first
        shell.kill()
        shell.wait()


def test_per_event_reports_cpu_per_event_of_the_example_club() -> None:
    """benchmarks/per_event.py builds events in one process and says what one costs."""
    script, content = ROOT / "benchmarks" / "per_event.py", ROOT / "content"
    done = subprocess.run(
        [sys.executable, str(script), str(content), "--events", "2", "--reps", "1"],
        capture_output=True,
        text=True,
        check=True,
    )
    value, unit = done.stdout.split(" ", 1)
    assert unit == "ms CPU per event\n" and 0 < float(value) < 10_000
