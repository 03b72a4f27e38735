"""Team games (Blue Max, Wooden Ships): docs/scoring.md, "Blue Max", and its worked examples."""

from __future__ import annotations

from typing import Any

from podium.model import Rules
from podium.scoring.lines import english
from podium.scoring.registry import get_system
from podium.scoring.results import BoardScore
from tests.scoring.builders import fighter, team

BLUE_MAX = get_system("blue-max")
WOODEN_SHIPS = get_system("wooden-ships")


def scored(b: object, system: object = BLUE_MAX) -> tuple[dict[str, Any], str | None]:
    result: BoardScore = system.score_board(1, b, Rules())  # type: ignore[attr-defined]
    return {s.player: s.score for s in result.seats if s.player}, result.victory


def test_example_1_strategic() -> None:
    # W1 destroys D1 and D2, W2 destroys D3. W1's points exceed each mate's by > 15%.
    b = team(
        W=[
            fighter("w1", kills=2, points=100),
            fighter("w2", kills=1, points=50),
            fighter("w3", points=40),
        ],
        D=[
            fighter("d1", lost=1, points=30),
            fighter("d2", lost=1, points=30),
            fighter("d3", lost=1, points=30),
        ],
    )
    assert scored(b) == ({"w1": 7, "w2": 5, "w3": 4, "d1": -1, "d2": -1, "d3": -1}, "strategic")


def test_example_2_tactical() -> None:
    # D2 destroys W3, W1 destroys D1, W2 destroys D3; W1 and D2 best of their sides.
    b = team(
        W=[
            fighter("w1", kills=1, points=80),
            fighter("w2", kills=1, points=60),
            fighter("w3", lost=1, points=10),
        ],
        D=[
            fighter("d1", lost=1, points=10),
            fighter("d2", kills=1, points=60),
            fighter("d3", lost=1, points=20),
        ],
    )
    assert scored(b) == ({"w1": 5, "w2": 4, "w3": 2, "d1": -1, "d2": 2, "d3": -1}, "tactical")


def test_example_3_one_on_one() -> None:
    b = team(W=[fighter("w1", kills=1, points=10)], D=[fighter("d1", lost=1, points=0)])
    assert scored(b) == ({"w1": 5, "d1": -1}, "strategic")


def test_example_4_marginal() -> None:
    # Both destroyed in the same turn; W1 scores 20% more points.
    b = team(
        W=[fighter("w1", kills=1, lost=1, points=120)],
        D=[fighter("d1", kills=1, lost=1, points=100)],
    )
    assert scored(b) == ({"w1": 1, "d1": 0}, "marginal")


def test_draw_when_points_within_15_percent() -> None:
    b = team(
        W=[fighter("w1", kills=1, lost=1, points=115)],
        D=[fighter("d1", kills=1, lost=1, points=100)],
    )
    assert scored(b) == ({"w1": 0, "d1": 0}, "draw")


def test_retired_unit_counts_as_on_the_map() -> None:
    # D1 destroyed, D2 retired with honour (not lost): side D still on the map, so not a
    # strategic victory; W lost 0% against D's 50%: tactical.
    b = team(
        W=[fighter("w1", kills=1, points=50), fighter("w2", points=50)],
        D=[fighter("d1", lost=1, points=10), fighter("d2", retired=True, points=10)],
    )
    assert scored(b) == ({"w1": 4, "w2": 3, "d1": -1, "d2": 0}, "tactical")


def test_wooden_ships_does_not_count_kills() -> None:
    b = team(
        W=[
            fighter("w1", kills=2, points=100),
            fighter("w2", kills=1, points=50),
            fighter("w3", points=40),
        ],
        D=[
            fighter("d1", lost=1, points=30),
            fighter("d2", lost=1, points=30),
            fighter("d3", lost=1, points=30),
        ],
    )
    assert scored(b, WOODEN_SHIPS) == (
        {"w1": 5, "w2": 4, "w3": 4, "d1": -1, "d2": -1, "d3": -1},
        "strategic",
    )


def test_breakdown_and_sides() -> None:
    b = team(
        W=[fighter("w1", kills=2, points=100), fighter("w2", kills=1, points=50)],
        D=[fighter("d1", lost=2, units=2, points=30)],
    )
    result: BoardScore = BLUE_MAX.score_board(1, b, Rules())
    assert result.winning_side == "W"
    assert [(s.side, [english(x) for x in s.breakdown]) for s in result.seats] == [
        ("W", ["strategic victory +4", "best team player +1", "2 kills +2"]),
        ("W", ["strategic victory +4", "1 kill +1"]),
        ("D", ["defeat +0", "2 units lost −2"]),
    ]
