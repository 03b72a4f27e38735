"""League placement scoring: docs/scoring.md, "League placement", and its worked examples."""

from __future__ import annotations

from typing import Any

from podium.model import Rules
from podium.scoring.lines import english
from podium.scoring.registry import get_system
from podium.scoring.results import BoardScore
from podium.scoring.systems.league import place_points
from tests.scoring.builders import placement, places

LEAGUE = get_system("league")


def scored(b: object) -> dict[str, Any]:
    result: BoardScore = LEAGUE.score_board(1, b, Rules())  # type: ignore[arg-type]
    return {s.player: (s.position, s.score) for s in result.seats if s.player}


def test_table_for_eight() -> None:
    assert [place_points(8, p) for p in range(1, 9)] == [56, 42, 30, 20, 12, 6, 2, 0]
    assert [place_points(2, p) for p in (1, 2)] == [2, 0]


def test_cartagena_example() -> None:
    assert scored(placement(a=1000, b=970, c=970, d=800, e=770)) == {
        "a": (1, 20),
        "b": (2, 9),
        "c": (2, 9),
        "d": (4, 2),
        "e": (5, 0),
    }


def test_vampiring_example() -> None:
    assert scored(placement(a=32, b=28, c=28, d=10)) == {
        "a": (1, 12),
        "b": (2, 4),
        "c": (2, 4),
        "d": (4, 0),
    }


def test_places_as_entered() -> None:
    assert scored(places(a=2, b=1, c=3, d=3)) == {
        "b": (1, 12),
        "a": (2, 6),
        "c": (3, 1),
        "d": (3, 1),
    }


def test_breakdown() -> None:
    result: BoardScore = LEAGUE.score_board(1, placement(a=32, b=28, c=28, d=10), Rules())
    assert [english(x) for s in result.seats for x in s.breakdown] == [
        "1st of 4 +12",
        "shared 2nd–3rd of 4 +4",
        "shared 2nd–3rd of 4 +4",
        "4th of 4 +0",
    ]
