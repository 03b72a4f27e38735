"""The benchmark's measuring tools (benchmarks/run.py) measure what they say."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _load_runner() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_run", ROOT / "benchmarks" / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_tree_memory_counts_every_descendant(tmp_path: Path) -> None:
    """A shell whose two children hold 60 MB and 30 MB: the tree holds at least 90 MB.

    Each child says when it holds its memory (a file of its own) and then holds it until
    it is killed, so the tree is measured once both hold theirs, however slowly a loaded
    machine starts them."""
    run = _load_runner()
    hold = (
        'x = bytearray({size} * 2**20); open("{ready}", "w").close(); import time; time.sleep(600)'
    )
    ready = [tmp_path / "60", tmp_path / "30"]
    children = [f"{sys.executable} -c '{hold.format(size=p.name, ready=p)}' &" for p in ready]
    shell = subprocess.Popen(["bash", "-c", " ".join([*children, "wait"])])
    try:
        assert _wait_for(lambda: all(p.exists() for p in ready))
        peak = run._tree_rss(shell.pid)
        assert peak >= 90 * 2**20
        assert peak < 400 * 2**20  # not the whole machine
    finally:
        subprocess.run(["pkill", "-P", str(shell.pid)], check=False)  # the children first
        shell.kill()
        shell.wait()


def _wait_for(done: Callable[[], bool], seconds: float = 120.0) -> bool:
    """Whether ``done()`` came true within ``seconds`` (a bound against a hang only)."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


@pytest.mark.slow  # a process that builds events again and again
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


def _tree(root: Path, files: dict[str, int]) -> Path:
    for path, size in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_bytes(b"x" * size)
    return root


NATIONAL = {
    "index.html": 1_000,
    "events/e/index.html": 2_000,
    "events/e/round-1/index.html": 3_000,
    "events/e/round-1/board-2/index.html": 4_000,
    "events/e/standings/index.html": 150_001,
    "events/e/results.json": 5_000,
    "events/e/ranking.csv": 600,
    "events/e/e.ics": 700,
    "players/index.html": 800,
    "players/ann/index.html": 160_000,
    "rules/italia-2010/index.html": 900,
    "pagefind/fragment/a.pf_fragment": 50,
    "static/podium.css": 70,
    "feed.xml": 10,
}


def test_bytes_by_page_puts_each_file_in_its_kind(tmp_path: Path) -> None:
    """benchmarks/bytes_by_page.py: every file counted once, in the kind its path says."""
    run = _load_runner()
    found = run.site_bytes(_tree(tmp_path, NATIONAL))
    sizes = {name: (kind.files, kind.size) for name, kind in found.kinds.items()}
    assert sizes == {
        "home": (1, 1_000),
        "event": (1, 2_000),
        "round": (1, 3_000),
        "board": (1, 4_000),
        "standings": (1, 150_001),
        "results.json": (1, 5_000),
        "ranking.csv": (1, 600),
        "ics": (1, 700),
        "players index": (1, 800),
        "player": (1, 160_000),
        "rules": (1, 900),
        "search index": (1, 50),
        "static": (1, 70),
        "other site files": (1, 10),
    }
    assert found.size == 328_131
    assert found.biggest(2) == [
        (160_000, "players/ann/index.html"),
        (150_001, "events/e/standings/index.html"),
    ]
    assert found.over(150) == {"player": 1, "standings": 1}
    assert run.site_size(tmp_path) == (8, 14, 328_131)  # pages, files, bytes of the bench


def test_national_scale_says_ok_or_miss_for_each_target(tmp_path: Path) -> None:
    """Against the 2,000-event targets scaled to one event: 0.4 MB, pages of 150 kB, 5 min."""
    run = _load_runner()
    lines = run.national_scale(1, run.site_bytes(_tree(tmp_path / "a", NATIONAL)), 299.0)
    rows = [line.split(" | ") for line in lines if line.startswith("| ") and "---" not in line]
    assert [(r[0], r[1], r[-1]) for r in rows[1:]] == [
        ("| output size", "0.000 GB", "ok |"),
        ("| per event", "0.328 MB", "ok |"),
        ("| biggest page", "160.0 kB (players/ann/index.html)", "MISS |"),
        ("| pages over 150 kB", "2 (1 player, 1 standings)", "MISS |"),
        ("| cold build", "299 s", "ok |"),
    ]
    small = {"events/e/index.html": 150_000, "events/e/results.json": 400_001}
    lines = run.national_scale(1, run.site_bytes(_tree(tmp_path / "b", small)), 300.0)
    verdicts = [line.rsplit(" | ", 1)[-1] for line in lines if line.startswith("| ")][1:]
    assert verdicts == ["MISS |", "MISS |", "ok |", "ok |", "MISS |"]


def test_each_tricks_cold_build_is_paired_with_an_all_on_build_just_before_it(
    tmp_path: Path,
) -> None:
    """A trick's share is its cold build against an all-on cold build made just before it,
    not against the round's first, which ran long before on a machine whose speed drifts."""
    run = _load_runner()
    out = tmp_path / "out"
    round_file = tmp_path / "round-1.yaml"
    round_file.write_text("  Italy:   {player: ann, centres: [3, 4]}\n", encoding="utf-8")
    calls: list[str] = []
    seconds = iter([10.0, 10.0, 20.0, 12.0, 13.0, 8.0, 10.0, 5.0, 4.0, 2.0, 1.0])

    def podium(args: list[str], plain: str) -> object:
        calls.append(plain or ("on" if args else "cached"))
        out.mkdir(exist_ok=True)
        return run.Sample(next(seconds), 0, 1.0)

    cases = {name: run.Case(name) for name in ["Hugo full build", *run.TARGETS]}
    tricks = {"1": run.Case("all"), "workers": run.Case("workers")}

    def hugo() -> object:
        return run.Sample(4.0, 0, 1.0)

    run.run_round(1, cases, hugo, podium, tmp_path, out, round_file, tricks)
    assert calls == ["on", "on", "1", "on", "workers", "cached", "cached", "cached"]
    assert tricks["1"].ratios == [20.0 / 10.0 - 1]  # against the all-on build just before
    assert tricks["workers"].ratios == [13.0 / 12.0 - 1]


def _load_alternate(monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    """benchmarks/alternate.py, which imports run.py as ``run`` (its folder on the path):
    given it under that name while it loads, and no longer after the test."""
    monkeypatch.setitem(sys.modules, "run", _load_runner())
    spec = importlib.util.spec_from_file_location(
        "bench_alternate", ROOT / "benchmarks" / "alternate.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, spec.name, module)  # for its dataclasses
    spec.loader.exec_module(module)
    return module


def test_alternate_reads_its_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    alternate = _load_alternate(monkeypatch)
    options = alternate.parse(["--after-warm", "--ratings", "12", "D=/work/d", "C=/work/c"])
    assert options == alternate.Options(
        "--after-warm", True, 12, [("D", Path("/work/d")), ("C", Path("/work/c"))]
    )
    assert alternate.parse(["3", "A=/a", "B=/b"]) == alternate.Options(
        "", False, 3, [("A", Path("/a")), ("B", Path("/b"))]
    )
    for wrong in (
        ["--cold", "--after-warm", "3", "A=/a"],  # one mode at most
        ["--colt", "3", "A=/a"],  # an unknown option
        ["three", "A=/a"],
        ["3", "/a"],  # no name
        ["3"],
    ):
        with pytest.raises(SystemExit) as error:
            alternate.parse(wrong)
        assert str(error.value) == alternate.USAGE, wrong
