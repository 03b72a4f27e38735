"""C-Diplo board scoring: docs/scoring.md, "C-Diplo", and its worked examples."""

from __future__ import annotations

from fractions import Fraction

import pytest

from podium.model import Rules
from podium.scoring.lines import english
from podium.scoring.registry import get_system
from podium.scoring.results import BoardScore
from tests.scoring.builders import PowerSpec, board, board_of

C_DIPLO = get_system("c-diplo")
ORDER = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")


def scores(*centres: int, rules: Rules | None = None) -> list[Fraction | None]:
    """Scores of a 7-player board with these final counts, in the order given."""
    powers: dict[str, PowerSpec] = {p: (p.lower(), c) for p, c in zip(ORDER, centres, strict=True)}
    result = C_DIPLO.score_board(1, board_of(powers), rules or Rules())
    by_power = {s.entry.power: s.score for s in result.seats}  # type: ignore[union-attr]
    return [by_power[p] for p in ORDER[: len(centres)]]


@pytest.mark.parametrize(
    ("centres", "top"),
    [
        ((17, 5, 4, 3, 3, 2, 0), [56]),  # top alone on 17
        ((6, 5, 5, 5, 5, 4, 4), [45]),  # top alone on 6
        ((17, 17, 0, 0, 0, 0, 0), [44, 44]),  # two tied on 17
        ((6, 6, 5, 5, 4, 4, 4), [33, 33]),  # two tied on 6
        ((11, 11, 11, 1, 0, 0, 0), [Fraction(95, 3)] * 3),  # three tied on 11: 31⅔
        ((9, 8, 8, 8, 1, 0, 0), [48, 16, 16, 16]),  # first on 9, three on 8
        ((9, 8, 8, 5, 4, 0, 0), [48, Fraction(39, 2), Fraction(39, 2)]),  # two on 8
    ],
)
def test_worked_examples(centres: tuple[int, ...], top: list[Fraction]) -> None:
    assert scores(*centres)[: len(top)] == top


def test_solo() -> None:
    assert scores(18, 6, 4, 3, 2, 1, 0) == [100, 0, 0, 0, 0, 0, 0]


def test_eliminated_players_score_participation_and_share_last_places() -> None:
    # 10 -> 38, 9 -> 14, 8 -> 7; the two eliminated share 6th-7th: 0 points.
    assert scores(10, 9, 8, 4, 3, 0, 0) == [49, 24, 16, 5, 4, 1, 1]


def test_civil_disorder_has_no_position_and_no_score() -> None:
    # As in Italia 2010 (docs/scoring.md, C-Diplo "What a board needs"): England in civil
    # disorder on 8 takes no position; the players present take 1st-3rd: 10 + 1 + 38,
    # 6 + 1 + 14, 4 + 1 + 7.
    result = C_DIPLO.score_board(
        1,
        board(Austria=("a", 10), England=(None, 8), France=("f", 6), Germany=("g", 4)),
        Rules(),
    )
    assert [(s.player, s.position, s.score) for s in result.seats] == [
        ("a", 1, 49),
        ("f", 2, 21),
        ("g", 3, 12),
        (None, None, None),
    ]
    assert [english(x) for x in result.seats[3].breakdown] == ["civil disorder"]


def test_round_board_scores() -> None:
    rules = Rules(round_board_scores=0)
    assert scores(11, 11, 11, 1, 0, 0, 0, rules=rules)[:3] == [32, 32, 32]
    assert scores(9, 8, 8, 5, 4, 0, 0, rules=rules)[:3] == [48, 20, 20]


def test_breakdown() -> None:
    result: BoardScore = C_DIPLO.score_board(
        1,
        board(Austria=("a", 11), England=("e", 11), France=("f", 11), Germany=("g", 1)),
        Rules(round_board_scores=0),
    )
    first = result.seats[0]
    assert (first.position, first.shared) == (1, True)
    assert [english(x) for x in first.breakdown] == [
        "11 centres +11",
        "+1 participation",
        "shared 1st–3rd places +19.6667",
        "rounded to 32",
    ]
    last = result.seats[3]
    assert (last.position, last.shared) == (4, False)
    assert [english(x) for x in last.breakdown] == ["1 centre +1", "+1 participation"]
