"""Golden snapshots of one page of each type, from the example content (content/), and
of the pages of a round in play, from tests/in_play/club.

After an intended change to a template or the view data, regenerate them with
``make snapshots`` (which sets PODIUM_UPDATE_SNAPSHOTS=1) and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

SNAPSHOTS = Path(__file__).parent / "snapshots"

PAGES = {
    "home.html": "index.html",
    "event.html": "events/2024-brunate-open/index.html",
    "round.html": "events/2024-brunate-open/round-1/index.html",
    "board-diplomacy.html": "events/2024-brunate-open/round-1/board-1/index.html",
    "board-placement.html": "events/2024-league-season/round-1/board-1/index.html",
    "board-team.html": "events/2024-blue-max-evening/round-1/board-1/index.html",
    "player.html": "players/alessandra-ferri/index.html",
    "players.html": "players/index.html",
    "rules.html": "rules/italia-2010/index.html",
    "404.html": "404.html",
    "feed.xml": "feed.xml",
    "sitemap.xml": "sitemap.xml",
    "corrections.html": "events/2024-brunate-open/corrections/index.html",
    "standings.html": "events/2024-brunate-open/standings/index.html",
}


IN_PLAY_PAGES = {
    "in-play-round.html": "events/2025-spring-cup/round-2/index.html",
    "in-play-board.html": "events/2025-spring-cup/round-2/board-2/index.html",
    "in-play-event.html": "events/2025-spring-cup/index.html",
    "in-play-player.html": "players/alessandra-ferri/index.html",
}
"""The pages a round in play shows or changes (tests/in_play/club)."""


@pytest.mark.parametrize("snapshot", sorted(IN_PLAY_PAGES))
def test_in_play_snapshot(snapshot: str, in_play_site: Path) -> None:
    path = IN_PLAY_PAGES[snapshot]
    _compare(snapshot, path, (in_play_site / path).read_bytes())


@pytest.mark.parametrize("snapshot", sorted(PAGES))
def test_snapshot(snapshot: str, example_files: dict[str, bytes]) -> None:
    _compare(snapshot, PAGES[snapshot], example_files[PAGES[snapshot]])


def _compare(snapshot: str, path: str, actual: bytes) -> None:
    golden = SNAPSHOTS / snapshot
    if os.environ.get("PODIUM_UPDATE_SNAPSHOTS") == "1":
        golden.parent.mkdir(exist_ok=True)
        golden.write_bytes(actual)
    assert golden.is_file(), f"missing snapshot {golden}: run make snapshots"
    assert actual.decode() == golden.read_text(encoding="utf-8"), (
        f"{path} differs from {golden}; if intended, run make snapshots"
    )
