"""Content too large to keep as files: written into a case's copied ``content/`` by name.

A case of ``tests/hostile/`` is a folder with ``case.yaml`` (see test_hostile.py); when its
name is a key here, the function adds what the case is about before podium runs.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path


def deep_nesting(content: Path) -> None:
    """30,000 nested lists: libyaml composes them recursively (a segfault once)."""
    levels = 30_000
    (content / "events/open/round-2.yaml").write_text(
        "boards: " + "[" * levels + "]" * levels + "\n", encoding="utf-8"
    )


def many_bad_ids(content: Path) -> None:
    """30,000 player ids with capitals: each problem once took a scan of the file."""
    players = content / "players.yaml"
    more = "".join(f"Bad{i}:\n  name: Bad\n" for i in range(30_000))
    players.write_text(players.read_text(encoding="utf-8") + more, encoding="utf-8")


def large_file(content: Path) -> None:
    """A players.yaml of 6 MB (a comment, so that only its size is wrong)."""
    players = content / "players.yaml"
    comment = "# " + "x" * 98 + "\n"
    players.write_text(players.read_text(encoding="utf-8") + comment * 60_000, encoding="utf-8")


GENERATED: dict[str, Callable[[Path], None]] = {
    "deep-nesting": deep_nesting,
    "many-bad-ids": many_bad_ids,
    "large-file": large_file,
}
