"""The top table (rules 8.2, 8.3): the ranking's first seven, refusals replaced by the next
best, the powers drawn in ranking order."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from podium.powers import POWERS
from podium.seating.errors import SeatingError
from podium.seating.top_table import top_table

RANKING = [f"r{i:02d}" for i in range(1, 15)]  # r01 is first


def test_the_first_seven() -> None:
    top = top_table(RANKING, RANKING, [], seed=1)
    assert [s.player for s in top.seats] == RANKING[:7]
    assert sorted(s.power for s in top.seats) == sorted(POWERS)
    assert top.refused == ()


def test_refusals_and_absences_are_replaced_by_the_next_best() -> None:
    present = [p for p in RANKING if p != "r04"]
    top = top_table(RANKING, present, ["r02", "r08"], seed=1)
    # r02 refuses, r04 is absent, r08 (designated once r02 refused) refuses too
    assert [s.player for s in top.seats] == ["r01", "r03", "r05", "r06", "r07", "r09", "r10"]
    assert top.refused == ("r02", "r08")


def test_a_refusal_of_a_player_not_designated() -> None:
    with pytest.raises(SeatingError) as refused:
        top_table(RANKING, RANKING, ["r09"], seed=1)
    assert str(refused.value) == (
        "'r09' is not among the players designated for the top table "
        "(r01, r02, r03, r04, r05, r06, r07); "
        "list under --refuse-top only players the ranking designates"
    )


def test_too_few_players() -> None:
    with pytest.raises(SeatingError) as refused:
        top_table(RANKING[:8], RANKING[:8], ["r01", "r02"], seed=1)
    assert str(refused.value) == (
        "the top table needs 7 ranked players, and only 6 play this round without "
        "refusing; leave out --top-table"
    )


@settings(deadline=None)
@given(st.integers(0, 10**9))
def test_the_draw_depends_on_the_seed_only(seed: int) -> None:
    first = top_table(RANKING, RANKING, [], seed=seed)
    assert top_table(RANKING, list(reversed(RANKING)), [], seed=seed) == first
    assert sorted(s.power for s in first.seats) == sorted(POWERS)


def test_different_seeds_draw_differently() -> None:
    draws = {
        tuple(s.power for s in top_table(RANKING, RANKING, [], seed=s).seats) for s in range(20)
    }
    assert len(draws) > 10
