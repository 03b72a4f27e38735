"""Golden snapshots of one page of each page type of the registry (from the example content,
content/, or tests/in_play/club for the draw of a round in play: see
:data:`~tests.site.conftest.TYPE_SNAPSHOTS`), of board pages of the other board kinds, and
of the pages a round in play changes.

After an intended change to a template or the view data, regenerate them with
``make snapshots`` (which sets PODIUM_UPDATE_SNAPSHOTS=1) and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml

from podium.scoring.kinds import KINDS, event_kind
from tests.site.conftest import TYPE_SNAPSHOTS

SNAPSHOTS = Path(__file__).parent / "snapshots"

EXAMPLE_EVENTS = Path(__file__).parents[2] / "content" / "events"


def _board_kind_examples() -> dict[str, str]:
    """``board-<kind>.html`` -> the first board of the first event of the example content
    of each board kind of the registry but that of ``board.html`` (a Diplomacy board)."""
    found: dict[str, str] = {}
    for event in sorted(EXAMPLE_EVENTS.iterdir()):
        scoring = yaml.safe_load((event / "event.yaml").read_text(encoding="utf-8"))["scoring"]
        kind = event_kind(scoring)
        if kind is not KINDS["diplomacy"]:
            path = f"events/{event.name}/round-1/board-1/index.html"
            found.setdefault(f"board-{kind.name}.html", path)
    return found


BOARD_KINDS = _board_kind_examples()
"""Board pages of the example content's other board kinds (a kind the example content
does not use has none)."""

IN_PLAY_PAGES = {
    "in-play-board.html": "events/2025-spring-cup/round-2/board-2/index.html",
    "in-play-event.html": "events/2025-spring-cup/index.html",
    "in-play-player.html": "players/alessandra-ferri/index.html",
}
"""The pages a round in play changes or adds (tests/in_play/club), beside the draw of the
round (``draw.html``)."""


@pytest.mark.parametrize("snapshot", sorted(TYPE_SNAPSHOTS))
def test_page_type_snapshot(snapshot: str, type_examples: dict[str, tuple[Path, str]]) -> None:
    site, path = type_examples[snapshot]
    _compare(snapshot, path, (site / path).read_bytes())


@pytest.mark.parametrize("snapshot", sorted(BOARD_KINDS))
def test_board_kind_snapshot(snapshot: str, example_site: Path) -> None:
    path = BOARD_KINDS[snapshot]
    _compare(snapshot, path, (example_site / path).read_bytes())


@pytest.mark.parametrize("snapshot", sorted(IN_PLAY_PAGES))
def test_in_play_snapshot(snapshot: str, in_play_site: Path) -> None:
    path = IN_PLAY_PAGES[snapshot]
    _compare(snapshot, path, (in_play_site / path).read_bytes())


def test_every_snapshot_is_of_a_page_tested() -> None:
    tested = {*TYPE_SNAPSHOTS, *BOARD_KINDS, *IN_PLAY_PAGES}
    assert sorted(p.name for p in SNAPSHOTS.iterdir()) == sorted(tested)


def _compare(snapshot: str, path: str, actual: bytes) -> None:
    golden = SNAPSHOTS / snapshot
    if os.environ.get("PODIUM_UPDATE_SNAPSHOTS") == "1":
        golden.parent.mkdir(exist_ok=True)
        golden.write_bytes(actual)
    assert golden.is_file(), f"missing snapshot {golden}: run make snapshots"
    assert actual.decode() == golden.read_text(encoding="utf-8"), (
        f"{path} differs from {golden}; if intended, run make snapshots"
    )
