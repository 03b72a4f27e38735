"""Totals (docs/scoring.md, "Totals"): one tiny case per method, expected values by hand.

The unit cases give a method a player's results directly; the event cases go through the
tournament layer with league boards of four (12, 6, 2, 0) and of two (2, 0).
"""

from __future__ import annotations

from fractions import Fraction
from random import Random
from typing import get_args

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from podium.content.domain import to_domain
from podium.content.formats import RulesFile, TotalMethod
from podium.content.problems import LocatedError
from podium.model import Rules, Total, Where
from podium.scoring.lines import english
from podium.scoring.totals import METHODS, Result, problems, shares, total_of
from podium.scoring.tournament import score_event
from tests.scoring.builders import board, event, people, placement, placement_of, rnd

PLAYERS = people("a", "b", "c", "d", "e")

# Round 1 a game of 12, round 2 a game of 30, round 3 a sit-out of 20, round 4 a game of 6.
FOUR = [Result(1, "1", Fraction(12)), Result(2, "1", Fraction(30)), Result(3, None, Fraction(20))]
FOUR.append(Result(4, "2", Fraction(6)))


def factors(
    method: str, results: list[Result], count: int | None = None, k: int | None = None
) -> list[Fraction]:
    return [s.factor for s in shares(Total(method, count, k), results, last_round=4)]


def total(
    method: str, results: list[Result], count: int | None = None, k: int | None = None
) -> Fraction:
    got = factors(method, results, count, k)
    return sum((r.value * f for r, f in zip(results, got, strict=True)), Fraction(0))


def test_the_file_format_offers_every_method() -> None:
    assert get_args(TotalMethod) == tuple(METHODS)


def test_sum() -> None:
    assert factors("sum", FOUR) == [1, 1, 1, 1]
    assert total("sum", FOUR) == 68


def test_best_games_counts_a_sit_out_as_a_game() -> None:
    # best 2 of 12, 30, 20 (sit-out), 6: 30 + 20 = 50
    assert factors("best-games", FOUR, count=2) == [0, 1, 1, 0]
    assert total("best-games", FOUR, count=2) == 50


def test_best_game() -> None:
    assert factors("best-game", FOUR) == [0, 1, 0, 0]
    assert total("best-game", FOUR) == 30


def test_best_games_half_average() -> None:
    # 30 + 20, plus half the average of 12 and 6: (12 + 6) / 2 / 2 = 4.5 -> 54.5
    assert factors("best-games-half-average", FOUR, count=2) == [
        Fraction(1, 4),
        1,
        1,
        Fraction(1, 4),
    ]
    assert total("best-games-half-average", FOUR, count=2) == Fraction(109, 2)


def test_best_games_half_average_with_no_rest() -> None:
    assert factors("best-games-half-average", FOUR[:2], count=2) == [1, 1]


def test_best_games_half_next() -> None:
    # 30 + 20, plus half of 12 = 6; 6 left out -> 56
    assert factors("best-games-half-next", FOUR, count=2) == [Fraction(1, 2), 1, 1, 0]
    assert total("best-games-half-next", FOUR, count=2) == 56


def test_best_games_half_or_thirds_with_one_more() -> None:
    # three results: 30 + 20 + half of 12 = 56
    assert factors("best-games-half-or-thirds", FOUR[:3], count=2) == [Fraction(1, 2), 1, 1]


def test_best_games_half_or_thirds_with_two_more_or_more() -> None:
    # five results: 30 + 20 + (12 + 6 + 3) / 3 = 57; the fifth (3) counts a third too
    five = [*FOUR, Result(5, "1", Fraction(3))]
    third = Fraction(1, 3)
    assert factors("best-games-half-or-thirds", five, count=2) == [third, 1, 1, third, third]
    assert total("best-games-half-or-thirds", five, count=2) == 57


def test_average_plus_k() -> None:
    # (12 + 30 + 20 + 6) / (4 + 1) = 68 / 5 = 13.6
    assert factors("average", FOUR, k=1) == [Fraction(1, 5)] * 4
    assert total("average", FOUR, k=1) == Fraction(68, 5)
    assert total("average", FOUR) == 17


def test_best_rounds_adds_a_rounds_two_boards() -> None:
    # round 1: 12 + 10 = 22, round 2: 20, round 3: a sit-out of 5 -> best 2 rounds: 42
    results = [
        Result(1, "1", Fraction(12)),
        Result(1, "2", Fraction(10)),
        Result(2, "1", Fraction(20)),
        Result(3, None, Fraction(5)),
    ]
    assert factors("best-rounds", results, count=2) == [1, 1, 1, 0]
    assert total("best-rounds", results, count=2) == 42


def test_best_rounds_plus_last() -> None:
    # best 2 of rounds 1-3 (12, 30, 20) -> 30 + 20, plus round 4 (6): 56
    assert factors("best-rounds-plus-last", FOUR, count=2) == [0, 1, 1, 1]
    assert total("best-rounds-plus-last", FOUR, count=2) == 56
    # without round 4: best 2 of rounds 1-3 only
    assert total("best-rounds-plus-last", FOUR[:3], count=2) == 50


def test_ties_keep_the_earlier_round_then_board() -> None:
    tied = [
        Result(2, "1", Fraction(10)),
        Result(1, "3", Fraction(10)),
        Result(1, "2", Fraction(10)),
    ]
    assert factors("best-game", tied) == [0, 0, 1]
    assert factors("best-games", tied, count=2) == [0, 1, 1]


def test_best_of_is_best_games() -> None:
    assert total_of(Rules(best_of=3)) == Total("best-games", count=3)
    assert total_of(Rules()) == Total("sum")


# --------------------------------------------------------------------------- events


def test_two_boards_best_counts_the_better_board() -> None:
    # round 1: a on two boards, 12 and 6; round 2: 12. best board: 12 + 12 = 24
    r1 = rnd(
        1,
        placement_of({"a": 40, "b": 30, "c": 20, "d": 10}, "1"),
        placement_of({"b": 40, "a": 30, "c": 20, "d": 10}, "2"),
        two_boards=["a"],
    )
    r2 = rnd(2, placement_of({"a": 40, "b": 30, "c": 20, "d": 10}))
    rules = Rules(total=Total("sum", two_boards="best"))
    a = score_event(event("league", r1, r2, rules=rules), PLAYERS).standing("a")
    assert a is not None and a.total == 24 and a.games == 3
    worse = a.results[1]
    assert (worse.board, worse.counted, worse.dropped, worse.uncounted) == (
        "2",
        Fraction(0),
        True,
        Fraction(6),
    )
    assert english(worse.adjustments[-1]) == "not counted (the better board of the round counts)"
    both = score_event(event("league", r1, r2), PLAYERS).standing("a")
    assert both is not None and both.total == 30


def test_two_boards_best_after_the_bonus_and_equal_boards_by_power() -> None:
    # C-Diplo boards of three: 10 -> 49, 5 -> 20, 0 -> 8. b is 2nd on 5 on both boards,
    # alive on both: each 20 × 1.1 = 22 first; equal, so the board where b played England
    # (before France in the power order) counts, though it is listed second.
    rules = Rules(two_boards_bonus_percent=Fraction(10), total=Total(two_boards="best"))
    r1 = rnd(
        1,
        board(1, Austria=("a", 10), France=("b", 5), Germany=("c", 0)),
        board(2, Austria=("d", 10), England=("b", 5), Italy=("e", 0)),
        two_boards=["b"],
    )
    b = score_event(event("c-diplo", r1, rules=rules), PLAYERS).standing("b")
    assert b is not None and b.total == 22
    assert [(c.board, c.counted, c.dropped) for c in b.results] == [
        ("1", Fraction(0), True),
        ("2", Fraction(22), False),
    ]


def test_worst_result_after_a_share() -> None:
    # four games of 12, 6, 2, 0 (league boards of four) and best-games-half-next, count 2:
    # 12 + 6 + 2 × ½; the lowest kept game is the halved 2 (1), which counts 10%: 0.1;
    # the 0 is left out. 12 + 6 + 0.1 = 18.1
    rules = Rules(worst_result_percent=Fraction(10), total=Total("best-games-half-next", count=2))
    rounds = [
        rnd(n, placement_of(dict(zip(order, (40, 30, 20, 10), strict=True))))
        for n, order in enumerate(["abcd", "bacd", "bcad", "bcda"], start=1)
    ]
    a = score_event(event("league", *rounds, rules=rules), PLAYERS).standing("a")
    assert a is not None and a.total == Fraction("18.1")
    assert [c.counted for c in a.results] == [12, 6, Fraction(1, 10), 0]


def test_best_game_may_be_a_sit_out() -> None:
    # a: a game of 2, then a sit-out of 7 -> best single result 7; the game struck through
    rules = Rules(sit_out_points=Fraction(7), total=Total("best-game"))
    r1 = rnd(1, placement(1, a=2, b=1))
    r2 = rnd(2, placement(1, b=2, c=1), sit_outs=["a"])
    a = score_event(event("league", r1, r2, rules=rules), PLAYERS).standing("a")
    assert a is not None and a.total == 7
    assert [(c.counted, c.dropped, c.uncounted) for c in a.results] == [
        (Fraction(0), True, Fraction(2)),
        (Fraction(7), False, None),
    ]
    assert english(a.results[0].adjustments[-1]) == "not counted (best result only)"


def test_average_shows_its_share_on_each_result() -> None:
    rules = Rules(total=Total("average", k=1))
    r1 = rnd(1, placement(1, a=2, b=1))
    r2 = rnd(2, placement(1, a=2, b=1))
    a = score_event(event("league", r1, r2, rules=rules), PLAYERS).standing("a")
    # (2 + 2) / (2 + 1) = 4/3
    assert a is not None and a.total == Fraction(4, 3)
    assert [english(c.adjustments[-1]) for c in a.results] == ["÷3: 2 results + 1"] * 2


def test_a_total_from_the_file_is_located_and_two_boards_alone_keeps_the_sum() -> None:
    model = RulesFile.model_validate({"total": {"two_boards": "best"}})
    rules = to_domain(Rules, model, Where("event.yaml", ("rules",)))
    assert rules.total == Total("sum", two_boards="best")
    assert rules.total.where == Where("event.yaml", ("rules", "total"))


def test_a_method_missing_its_count_is_refused() -> None:
    rules = Rules(total=Total("best-games"))
    with pytest.raises(LocatedError) as caught:
        score_event(event("league", rnd(1, placement(1, a=2, b=1)), rules=rules), PLAYERS)
    assert caught.value.message == "total method 'best-games' needs 'count', the N of its best N"
    assert caught.value.hint == "add 'count: N', like 'count: 3'"


def test_a_count_or_a_k_a_method_does_not_read_is_refused() -> None:
    found = problems(Rules(total=Total("best-game", count=2, k=1)), Where("event.yaml", ("rules",)))
    assert [(p.where.pointer, p.message, p.hint) for p in found] == [
        (
            ("rules", "total", "count"),
            "'count' is not read by total method 'best-game'",
            "remove it; 'count' is for 'best-rounds', 'best-rounds-plus-last', 'best-games', "
            "'best-games-half-average', 'best-games-half-next' or 'best-games-half-or-thirds'",
        ),
        (
            ("rules", "total", "k"),
            "'k' is not read by total method 'best-game'",
            "remove it; 'k' is for average",
        ),
    ]


def test_best_of_and_total_together_are_refused() -> None:
    rules = Rules(best_of=2, total=Total("sum"))
    with pytest.raises(LocatedError) as caught:
        score_event(event("league", rnd(1, placement(1, a=2, b=1)), rules=rules), PLAYERS)
    assert caught.value.message == "'best_of' and 'total' are both set"


CARLA_ROUNDS = (
    rnd(1, placement(1, carla=4, b=3, c=2, d=1)),  # 1st of four: 12
    rnd(2, placement(1, carla=6, b=5, c=4, d=3, e=2, f=1)),  # 1st of six: 30
    rnd(3, placement(1, b=2, c=1), sit_outs=["carla"]),  # a sit-out of 20
    rnd(4, placement(1, b=4, carla=3, c=2, d=1)),  # 2nd of four: 6
)


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        (Total("sum"), Fraction(68)),
        (Total("best-rounds", count=2), Fraction(50)),
        (Total("best-rounds-plus-last", count=2), Fraction(56)),
        (Total("best-games", count=2), Fraction(50)),
        (Total("best-game"), Fraction(30)),
        (Total("best-games-half-average", count=2), Fraction(109, 2)),
        (Total("best-games-half-next", count=2), Fraction(56)),
        (Total("best-games-half-or-thirds", count=2), Fraction(56)),
        (Total("average", k=1), Fraction(68, 5)),
        (Total("average"), Fraction(17)),
        (Total("wdc-2025"), Fraction(59)),  # in the cut (6 players): 30 + 20 + 1.5 × 6
    ],
)
def test_the_worked_examples_of_the_docs(spec: Total, expected: Fraction) -> None:
    # docs/scoring.md, Totals: Carla's 12, 30, a sit-out of 20, and 6.
    rules = Rules(sit_out_points=Fraction(20), total=spec)
    players = people("carla", "b", "c", "d", "e", "f")
    carla = score_event(event("league", *CARLA_ROUNDS, rules=rules), players).standing("carla")
    assert carla is not None and carla.total == expected


# --------------------------------------------------------------------------- properties

LEAN = settings(max_examples=60, deadline=None)
VALUES = st.lists(
    st.fractions(min_value=0, max_value=500, max_denominator=20), min_size=1, max_size=7
)


@LEAN
@given(VALUES, st.sampled_from(sorted(METHODS)), st.integers(1, 5), st.integers(0, 3))
def test_never_more_than_the_sum_of_all_results(
    values: list[Fraction], method: str, count: int, k: int
) -> None:
    results = [Result(i + 1, "1", v) for i, v in enumerate(values)]
    spec = Total(method, count if METHODS[method].count else None, k if METHODS[method].k else None)
    got = shares(spec, results, last_round=len(results))
    assert all(0 <= s.factor <= 1 for s in got)
    assert sum((r.value * s.factor for r, s in zip(results, got, strict=True)), Fraction(0)) <= sum(
        values
    )


@LEAN
@given(
    VALUES,
    st.sampled_from(sorted(set(METHODS) - {"best-rounds-plus-last", "wdc-2025"})),
    st.integers(1, 5),
    st.randoms(),
)
def test_the_order_of_the_rounds_does_not_matter(
    values: list[Fraction], method: str, count: int, random: Random
) -> None:
    spec = Total(method, count if METHODS[method].count else None, 1 if METHODS[method].k else None)
    rounds = list(range(1, len(values) + 1))
    shuffled = rounds[:]
    random.shuffle(shuffled)

    def total_with(numbers: list[int]) -> Fraction:
        results = [Result(n, "1", v) for n, v in zip(numbers, values, strict=True)]
        got = shares(spec, results, last_round=len(values))
        return sum((x.value * s.factor for x, s in zip(results, got, strict=True)), Fraction(0))

    assert total_with(shuffled) == total_with(rounds)
