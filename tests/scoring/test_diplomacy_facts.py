"""The board facts the hobby's systems share (docs/scoring.md, "Common terms")."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from podium.content.problems import LocatedError
from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from tests.scoring.builders import HERE, PowerSpec, board_of

ORDER = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")


def seven(*centres: int | list[int], end: int = 1907, start: int = 1901) -> DiplomacyBoard:
    powers: dict[str, PowerSpec] = {p: (p.lower(), c) for p, c in zip(ORDER, centres, strict=True)}
    return board_of(powers, start=start, end=end)


def places(blocks: list[facts.Block]) -> dict[str, tuple[int, int]]:
    return {p.power: (first, last) for first, last, members in blocks for p in members}


def test_survivors_toppers_and_winner() -> None:
    board = seven(6, 6, 5, 4, 6, 0, 6)
    assert [p.power for p in facts.survivors(board)] == [
        "Austria", "England", "France", "Germany", "Italy", "Turkey"
    ]  # fmt: skip
    assert facts.top(board) == 6
    assert [p.power for p in facts.toppers(board)] == ["Austria", "England", "Italy", "Turkey"]
    assert facts.winner(board) is None


def test_the_winner_is_the_power_on_18_or_the_one_conceded_to() -> None:
    solo = seven(0, 0, 0, 0, 5, 5, 22, end=1911)
    winner = facts.winner(solo)
    assert winner is not None and winner.power == "Turkey"
    assert facts.solo_year(solo) == 1911
    conceded = replace(seven(8, 1, 6, 9, 8, 0, 0), result="concession", conceded_to="France")
    winner = facts.winner(conceded)
    assert winner is not None and winner.power == "France"


def test_elimination_years_from_the_chart_or_the_file() -> None:
    board = seven(7, [3, 2, 0, 0, 0, 0], 7, 7, 0, 0, 11, end=1906)
    powers = tuple(
        replace(p, eliminated={"Italy": 1904, "Russia": 1904}.get(p.power)) for p in board.powers
    )
    assert facts.elimination_years(1, replace(board, powers=powers), "bangkok") == {
        "England": 1903,
        "Italy": 1904,
        "Russia": 1904,
    }


def test_a_chart_from_1900_counts_from_1900() -> None:
    board = seven(4, 4, [3, 2, 1, 0], 4, 4, 4, 4, start=1900, end=1903)
    assert facts.elimination_years(1, board, "bangkok") == {"France": 1903}


def test_elimination_years_refused_for_a_final_count_of_0() -> None:
    with pytest.raises(LocatedError) as caught:
        facts.elimination_years(2, seven(7, 0, 7, 7, 0, 0, 11), "bangkok")
    assert caught.value.where == HERE.child("boards", 0, "powers", "England")
    assert str(caught.value) == (
        "content/events/test/round-1.yaml: round 2, board 1: bangkok needs elimination years, "
        "and England has only a final count of 0; add 'eliminated: YEAR' to England, "
        "or give its centres year by year (1901-1907)"
    )


def test_the_year_chart_refused_when_a_power_has_only_a_final_count() -> None:
    board = seven([1, 1], [2, 2], [3, 3], [4, 4], 5, [6, 6], [7, 7], end=1902)
    with pytest.raises(LocatedError) as caught:
        facts.year_chart(1, board, "maxonian")
    assert str(caught.value) == (
        "content/events/test/round-1.yaml: round 1, board 1: maxonian needs the year chart, "
        "and Italy has only a final count; give Italy's centres as one count per year "
        "from 1901 to 1902"
    )


def test_draw_members() -> None:
    board = seven(6, 6, 5, 4, 6, 0, 6)
    assert facts.draw_members(1, board, "draw-size") == (
        "Austria", "England", "France", "Germany", "Italy", "Turkey"
    )  # fmt: skip
    named = replace(board, result="draw", draw=("England", "France", "Italy"))
    assert facts.draw_members(1, named, "draw-size") == ("England", "France", "Italy")
    with pytest.raises(LocatedError) as caught:
        facts.draw_members(1, replace(board, result="draw"), "draw-size")
    assert str(caught.value) == (
        "content/events/test/round-1.yaml: round 1, board 1: draw-size needs the draw members, "
        "and the board names none; add 'draw: [POWER, ...]' with the powers in the draw"
    )


def test_ranking_by_final_centres_ties_into_blocks() -> None:
    assert places(facts.final_ranking(seven(8, 1, 6, 9, 8, 0, 0))) == {
        "Germany": (1, 1),
        "Austria": (2, 3),
        "Italy": (2, 3),
        "France": (4, 4),
        "England": (5, 5),
        "Russia": (6, 7),
        "Turkey": (6, 7),
    }


def test_elimination_order_ranking() -> None:
    # docs/scoring.md: Center-count Carnage's example.
    board = seven(0, 0, 7, 16, 0, 11, 0, end=1909)
    years = {"Austria": 1903, "Turkey": 1903, "Italy": 1908, "England": 1909}
    assert places(facts.elimination_ranking(board, years)) == {
        "Germany": (1, 1),
        "Russia": (2, 2),
        "France": (3, 3),
        "England": (4, 4),
        "Italy": (5, 5),
        "Austria": (6, 7),
        "Turkey": (6, 7),
    }


def test_avg_and_low_sharing() -> None:
    table = [7000, 6000, 5000, 4000, 3000, 2000, 1000]
    assert facts.avg_share(table, 2, 3) == 5500
    assert facts.avg_share([38, 14, 7], 2, 4) == 7
    assert facts.avg_share([38, 14, 7], 5, 7) == 0
    assert facts.avg_share([Fraction(9, 2), 3, Fraction(3, 2)], 3, 7) == Fraction(3, 10)
    assert facts.low_share([66, 55, 44, 33, 22, 11, 0], 2, 4) == 33
    assert facts.low_share([38, 14, 7], 2, 4) == 0


@given(
    st.one_of(st.integers(-500, 500), st.fractions(max_denominator=12), st.booleans()),
    st.integers(1, 24),
)
def test_whole_gives_the_division_an_int_when_it_is_whole(
    numerator: int | Fraction, denominator: int
) -> None:
    value = facts.whole(numerator, denominator)
    exact = Fraction(numerator, denominator)
    assert value == exact
    assert type(value) is (int if exact.denominator == 1 else Fraction)
