"""An event as it stood after each round."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from podium.model import Event, Penalty
from podium.scoring.after_rounds import after_each_round
from podium.scoring.tournament import score_event
from tests.scoring.builders import event, people, placement_of, rnd
from tests.scoring.test_tournament import table

PLAYERS = people("a", "b", "c", "d")


def _league() -> Event:
    """Three league evenings of four (12, 6, 2 and 0 points); no tie-breaks."""
    r1 = rnd(1, placement_of({"a": 40, "b": 30, "c": 20, "d": 10}, "1"))
    r2 = rnd(2, placement_of({"d": 40, "c": 30, "b": 20, "a": 10}, "1"))
    r3 = rnd(3, placement_of({"d": 40, "c": 30, "a": 20, "b": 10}, "1"))
    return event("league", r1, r2, r3)


def test_each_round_adds_to_the_one_before() -> None:
    after = after_each_round(_league(), PLAYERS)
    assert [table(result) if result else None for result in after] == [
        [("1", "a", 12), ("2", "b", 6), ("3", "c", 2), ("4", "d", 0)],
        [("1=", "a", 12), ("1=", "d", 12), ("3=", "b", 8), ("3=", "c", 8)],
        [("1", "d", 24), ("2=", "a", 14), ("2=", "c", 14), ("4", "b", 8)],
    ]


def test_the_final_result_is_reused_and_later_penalties_wait() -> None:
    ev = _league()
    late = Penalty("a", Fraction(5), ev.where, "Late", round=3)
    undated = Penalty("b", Fraction(1), ev.where, "Conduct")
    ev = replace(ev, penalties=(late, undated))
    final = score_event(ev, PLAYERS)
    after = after_each_round(ev, PLAYERS, final)
    assert after[-1] is final
    assert after[0] is not None
    assert table(after[0]) == [("1", "a", 12), ("2", "b", 5), ("3", "c", 2), ("4", "d", 0)]


def test_reusing_the_final_board_scores_changes_nothing() -> None:
    ev = _league()
    final = score_event(ev, PLAYERS)
    assert after_each_round(ev, PLAYERS, final) == after_each_round(ev, PLAYERS)
