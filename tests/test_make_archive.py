"""Smoke test of the benchmark archive generator (benchmarks/make_archive.py): small and fast."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
POWERS = {"Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"}


def load_generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "make_archive", ROOT / "benchmarks" / "make_archive.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def _read(path: Path) -> Any:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _tree(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def test_small_archive_has_the_content_layout_and_sane_games(tmp_path: Path) -> None:
    make_archive = load_generator()
    files = make_archive.make_archive(3, tmp_path / "a", seed=5, players=40)

    site = _read(tmp_path / "a" / "site.yaml")
    assert set(site) <= {"title", "url", "language", "theme", "repository", "branch"}
    players = _read(tmp_path / "a" / "players.yaml")
    assert len(players) == 40
    events = sorted((tmp_path / "a" / "events").iterdir())
    assert len(events) == 3
    assert files == len(_tree(tmp_path / "a"))
    for event in events:
        meta = _read(event / "event.yaml")
        assert meta["scoring"] in {"italia-2010", "c-diplo"}
        rounds = sorted(event.glob("round-*.yaml"))
        assert [r.name for r in rounds] == [f"round-{n}.yaml" for n in range(1, 6)]
        for round_file in rounds:
            boards = _read(round_file)["boards"]
            assert [b["board"] for b in boards] == [1, 2, 3, 4, 5]
            seated = [e["player"] for b in boards for e in b["powers"].values()]
            assert len(seated) == len(set(seated)) == 35  # nobody on two boards
            assert set(seated) <= set(players)
            for board in boards:
                assert set(board["powers"]) == POWERS
                counts = [e["centres"] for e in board["powers"].values()]
                assert all(len(c) == 7 and all(0 <= n <= 34 for n in c) for c in counts)
                for year in range(7):
                    assert sum(c[year] for c in counts) <= 34
                finals = [c[-1] for c in counts]
                assert (max(finals) >= 18) == (board.get("result") == "solo")


def test_same_seed_same_bytes(tmp_path: Path) -> None:
    make_archive = load_generator()
    make_archive.make_archive(2, tmp_path / "x", seed=9, players=40)
    make_archive.make_archive(2, tmp_path / "y", seed=9, players=40)
    assert _tree(tmp_path / "x") == _tree(tmp_path / "y")
