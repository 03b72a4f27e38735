"""Italia 2010 board scoring: docs/scoring.md, "Italia 2010", and its worked examples."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from podium.content.problems import LocatedError
from podium.model import DiplomacyBoard, Rules
from podium.scoring.lines import english
from podium.scoring.registry import get_system
from podium.scoring.results import BoardScore
from podium.scoring.systems.italia_2010 import _scaled
from tests.scoring.builders import PowerSpec, board, board_of

ITALIA = get_system("italia-2010")


def scored(b: object) -> BoardScore:
    return ITALIA.score_board(1, b, Rules())  # type: ignore[arg-type]


def by_power(result: BoardScore) -> dict[str, tuple[int | None, Fraction | None]]:
    return {s.entry.power: (s.position, s.score) for s in result.seats}  # type: ignore[union-attr]


def breakdown(result: BoardScore, power: str) -> list[str]:
    for seat in result.seats:
        if seat.entry.power == power:  # type: ignore[union-attr]
            return [english(x) for x in seat.breakdown]
    raise AssertionError(power)


def test_solo_worked_example() -> None:
    result = scored(
        board(
            Austria=("a", 18),
            England=("e", 5),
            France=("f", 4),
            Germany=("g", 3),
            Italy=("i", 2),
            Russia=("r", 2),
            Turkey=("t", 0),
        )
    )
    scores = {p: s for p, (_, s) in by_power(result).items()}
    assert scores == {
        "Austria": Fraction("445.9"),
        "England": 1,
        "France": 1,
        "Germany": 1,
        "Italy": 1,
        "Russia": 1,
        "Turkey": 1,
    }
    assert breakdown(result, "Austria") == [
        "solo 70 + 30 + 170 = 270",
        "4 × 18 centres = 72",
        "+1 participation",
        "TSS ×1.3",
    ]
    assert breakdown(result, "England") == ["another player's solo", "+1 participation"]


TIE_AT_THE_TOP: dict[str, PowerSpec] = dict(
    Austria=("a", [4, 5, 6, 7, 8, 9, 9]),
    England=("e", [3, 4, 5, 6, 7, 8, 9]),
    France=("f", [5, 6, 6, 6, 6, 6, 6]),
    Germany=("g", [5, 5, 5, 5, 5, 5, 5]),
    Italy=("i", [4, 4, 4, 4, 3, 3, 3]),
    Russia=("r", [5, 4, 3, 2, 2, 2, 2]),
    Turkey=("t", [4, 3, 3, 2, 1, 0, 0]),
)


def test_tie_at_the_top_worked_example() -> None:
    result = scored(board_of(TIE_AT_THE_TOP))
    assert by_power(result) == {
        "Austria": (1, Fraction("149.4")),
        "England": (2, Fraction(113)),
        "France": (3, Fraction(71)),
        "Germany": (4, Fraction(43)),
        "Italy": (5, Fraction("31.8")),
        "Russia": (6, Fraction("26.2")),
        "Turkey": (7, Fraction(1)),
    }
    assert [s.entry.power for s in result.seats] == [  # type: ignore[union-attr]
        "Austria",
        "England",
        "France",
        "Germany",
        "Italy",
        "Russia",
        "Turkey",
    ]
    assert breakdown(result, "Austria") == [
        "4 × 9 centres = 36",
        "1st place +70",
        "TSS ×1.4",
        "+1 participation",
    ]
    assert breakdown(result, "England") == [
        "4 × 9 centres = 36",
        "2nd place +34",
        "no break +10",
        "TSS ×1.4",
        "+1 participation",
    ]
    assert breakdown(result, "Germany") == [
        "4 × 5 centres = 20",
        "no break +10",
        "TSS ×1.4",
        "+1 participation",
    ]
    assert breakdown(result, "Turkey") == ["eliminated", "+1 participation"]


def test_break() -> None:
    # A 12 leads E 9 by 3: break. TSS: A, E, F, G have >= 3 -> 30%.
    result = scored(
        board(
            Austria=("a", 12),
            England=("e", 9),
            France=("f", 6),
            Germany=("g", 3),
            Italy=("i", 2),
            Russia=("r", 1),
            Turkey=("t", 1),
        )
    )
    assert by_power(result) == {
        "Austria": (1, (48 + 70 + 30) * Fraction(13, 10) + 1),  # 193.4
        "England": (2, (36 + 34) * Fraction(13, 10) + 1),  # 92
        "France": (3, (24 + 16) * Fraction(13, 10) + 1),  # 53
        "Germany": (4, 12 * Fraction(13, 10) + 1),
        "Italy": (5, 8 * Fraction(13, 10) + 1),
        "Turkey": (6, 4 * Fraction(13, 10) + 1),  # ties below 3rd: power order, T before R
        "Russia": (7, 4 * Fraction(13, 10) + 1),
    }
    assert breakdown(result, "Austria")[2] == "break +30"
    assert breakdown(result, "Russia")[0] == "4 × 1 centre = 4"


def test_tie_fully_equal_history_goes_by_power_order() -> None:
    # Turkey and Germany equal in every year: Germany comes before Turkey.
    result = scored(
        board(
            start=1901,
            end=1902,
            Turkey=("t", [8, 10]),
            Germany=("g", [8, 10]),
            England=("e", [5, 6]),
        )
    )
    assert [(s.entry.power, s.position) for s in result.seats] == [  # type: ignore[union-attr]
        ("Germany", 1),
        ("Turkey", 2),
        ("England", 3),
    ]


def test_tie_for_a_bonus_without_history_is_a_located_error() -> None:
    b = board(Austria=("a", 9), England=("e", 9), France=("f", 6), Germany=("g", 5))
    with pytest.raises(LocatedError) as raised:
        scored(b)
    error = raised.value
    assert error.where == b.powers[0].where
    assert str(error) == (
        "content/events/test/round-1.yaml: round 1, board 1: Austria and England are tied "
        "on 9 centres for 1st–2nd place, and the tie cannot be broken without their centre "
        "counts for 1901–1906; give `centres` for Austria and England as a list of 7 counts, "
        "one per year from 1901 to 1907, or the director's order of the tied powers, best "
        "first: order: [Austria, England]"
    )


def test_tie_for_third_with_one_history_missing_is_an_error() -> None:
    b = board(
        Austria=("a", 12),
        England=("e", 8),
        France=("f", [3, 4, 5, 5, 5, 5, 5]),
        Germany=("g", 5),
        Italy=("i", 4),
    )
    with pytest.raises(LocatedError) as raised:
        scored(b)
    assert raised.value.where == b.powers[3].where  # Germany: the one missing
    assert "Germany and France are tied on 5 centres for 3rd–4th place" in raised.value.message
    assert "give `centres` for Germany as a list of 7 counts" in raised.value.hint


def test_ties_that_decide_no_bonus_need_no_history() -> None:
    result = scored(
        board(
            Austria=("a", 12),
            England=("e", 8),
            France=("f", 6),
            Germany=("g", 4),
            Italy=("i", 4),
            Russia=("r", 0),
            Turkey=("t", 0),
        )
    )
    assert [s.position for s in result.seats] == [1, 2, 3, 4, 5, 6, 7]
    assert [s.entry.power for s in result.seats][3:5] == ["Germany", "Italy"]  # type: ignore[union-attr]


def test_civil_disorder_has_no_player_no_position_no_score_and_no_tss() -> None:
    # France in civil disorder with 6 centres: TSS counts A, E, G only -> 20%.
    result = scored(
        board(
            Austria=("a", 10),
            England=("e", 8),
            France=(None, 6),
            Germany=("g", 5),
            Italy=("i", 2),
            Russia=("r", 2),
            Turkey=("t", 1),
        )
    )
    assert by_power(result) == {
        "Austria": (1, (40 + 70) * Fraction(6, 5) + 1),  # lead 2: no break
        "England": (2, (32 + 34 + 10) * Fraction(6, 5) + 1),
        "Germany": (3, (20 + 16 + 10) * Fraction(6, 5) + 1),
        "Italy": (4, (8 + 10) * Fraction(6, 5) + 1),
        "Russia": (5, (8 + 10) * Fraction(6, 5) + 1),
        "Turkey": (6, (4 + 10) * Fraction(6, 5) + 1),
        "France": (None, None),
    }
    cd = result.seats[-1]
    assert cd.player is None and [english(x) for x in cd.breakdown] == ["civil disorder"]


def test_taking_a_centre_from_another_player_can_lower_your_score() -> None:
    """The rules intend it: the TSS multiplier drops when the victim falls below 3 centres.

    Austria already leads by 3 or more (break either way); taking Russia's third centre
    gains Austria 4 points of base but costs 10% of TSS on everything.
    """
    before = scored(
        board(
            Austria=("a", 12),
            England=("e", 8),
            France=("f", 5),
            Germany=("g", 3),
            Italy=("i", 3),
            Russia=("r", 3),
            Turkey=("t", 0),
        )
    )
    # Six with >= 3 -> TSS 50%: A (48 + 70 + 30) × 1.5 + 1 = 223.
    assert by_power(before)["Austria"] == (1, Fraction(223))
    after = scored(
        board(
            Austria=("a", 13),
            England=("e", 8),
            France=("f", 5),
            Germany=("g", 3),
            Italy=("i", 3),
            Russia=("r", 2),
            Turkey=("t", 0),
        )
    )
    # Five with >= 3 -> TSS 40%: A (52 + 70 + 30) × 1.4 + 1 = 213.8 < 223.
    assert by_power(after)["Austria"] == (1, Fraction("213.8"))


def test_wrong_board_kind() -> None:
    from tests.scoring.builders import placement

    with pytest.raises(TypeError):
        scored(placement(a=1))


@given(
    st.integers(0, 500),
    st.fractions(min_value=1, max_value=2, max_denominator=10),
    st.integers(0, 1),
)
def test_scaled_is_the_fraction_arithmetic(points: int, factor: Fraction, plus: int) -> None:
    assert _scaled(points, factor, plus) == points * factor + plus


def decided(order: tuple[str, ...], **powers: PowerSpec) -> DiplomacyBoard:
    """A board whose ``order:`` states the director's order of tied powers."""
    return replace(board_of(powers), order=order)


TIED_AT_THE_TOP: dict[str, PowerSpec] = {
    "Austria": ("a", 9),
    "England": ("e", 9),
    "France": ("f", 6),
    "Germany": ("g", 5),
    "Italy": ("i", 3),
    "Russia": ("r", 2),
    "Turkey": ("t", 0),
}


def test_the_director_orders_a_tie_the_year_chart_would_break() -> None:
    """England put first by the director: the scores of the worked example with the two
    swapped. TSS x1.4 (five on 3+ centres), no break (9 - 9 < 3)."""
    result = scored(decided(("England", "Austria"), **TIED_AT_THE_TOP))
    assert by_power(result) == {
        "England": (1, Fraction("149.4")),  # (36 + 70) x 1.4 + 1
        "Austria": (2, Fraction(113)),  # (36 + 34 + 10) x 1.4 + 1
        "France": (3, Fraction(71)),  # (24 + 16 + 10) x 1.4 + 1
        "Germany": (4, Fraction(43)),  # (20 + 10) x 1.4 + 1
        "Italy": (5, Fraction("31.8")),  # (12 + 10) x 1.4 + 1
        "Russia": (6, Fraction("26.2")),  # (8 + 10) x 1.4 + 1
        "Turkey": (7, Fraction(1)),  # eliminated
    }


def test_a_director_s_order_no_tie_needs_is_a_located_error() -> None:
    b = decided(("Russia", "Italy"), **{**TIED_AT_THE_TOP, "England": ("e", 8)})
    with pytest.raises(LocatedError) as raised:
        scored(b)
    assert raised.value.where == b.where.child("order")
    assert (raised.value.message, raised.value.hint) == (
        "round 1, board 1: the director's order names Russia and Italy, but no tie for a "
        "place with a bonus (1st to 3rd) that the year chart could not break needs it",
        "the director decides only such a tie: remove 'order' (or those powers), or give "
        "the tied powers' final counts without a year chart",
    )


def test_a_tie_the_year_chart_breaks_takes_no_director_s_order() -> None:
    charted = {
        **TIED_AT_THE_TOP,
        "Austria": ("a", [4, 5, 6, 7, 8, 9, 9]),
        "England": ("e", [3, 4, 5, 6, 7, 8, 9]),
    }
    with pytest.raises(LocatedError) as raised:
        scored(decided(("England", "Austria"), **charted))
    assert raised.value.message.startswith(
        "round 1, board 1: the director's order names England and Austria, but no tie"
    )


def test_a_director_s_order_must_name_every_power_of_the_tie() -> None:
    three = {**TIED_AT_THE_TOP, "France": ("f", 9), "Germany": ("g", 4), "Russia": ("r", 0)}
    with pytest.raises(LocatedError) as raised:
        scored(decided(("England", "Austria"), **three))
    assert raised.value.message.startswith(
        "round 1, board 1: Austria, England and France are tied on 9 centres for 1st–3rd place"
    )
    assert raised.value.hint.endswith(
        "or the director's order of the tied powers, best first: order: [Austria, England, France]"
    )
