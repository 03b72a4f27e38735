"""Fixtures of the round-in-play tests: ``day_one/`` built."""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.build.pipeline import build

DAY_ONE = Path(__file__).parent / "day_one"


@pytest.fixture(scope="session")
def day_one_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """tests/in_play/day_one built: round 1 of 21 players in play, board 1 of 3 in."""
    out = tmp_path_factory.mktemp("day-one") / "_site"
    build(DAY_ONE, out)
    return out
