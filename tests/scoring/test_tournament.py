"""The tournament layer: one small event per rule, expected rankings written out by hand.

League boards of four players score 12, 6, 2, 0 (two players: 2, 0), which keeps the
arithmetic visible; C-Diplo boards where elimination matters.
"""

from __future__ import annotations

from datetime import date
from fractions import Fraction
from typing import Any

import pytest

from podium.content.problems import LocatedError
from podium.model import PlacementBoard, Round, Rules
from podium.scoring.lines import english
from podium.scoring.registry import available, get_system
from podium.scoring.results import EventResult
from podium.scoring.tournament import merge_rules, score_event
from tests.scoring.builders import board, event, people, placement, placement_of, rnd

PLAYERS = people("a", "b", "c", "d", "e", "f", "g", "h")


def table(result: EventResult) -> list[tuple[str, str, Any]]:
    """(rank as shown, player, total): "2=" for a shared rank."""
    return [(f"{s.rank}{'=' if s.shared else ''}", s.player, s.total) for s in result.ranking]


def four(a: str, b: str, c: str, d: str, name: str = "1", top: bool = False) -> PlacementBoard:
    """A four-player league board where a > b > c > d: 12, 6, 2, 0."""
    return placement_of({a: 40, b: 30, c: 20, d: 10}, name, top_table=top)


def test_merge_rules() -> None:
    italia = get_system("italia-2010").defaults
    merged = merge_rules(Rules(sit_out_points=Fraction(50)), italia)
    assert merged.sit_out_points == 50
    assert merged.two_boards_bonus_percent == 15
    assert merged.top_table_bonus_percent == 20
    assert merged.top_table_winner_bonus == 2000
    assert merged.top_table_podium == 3
    assert merged.top_table_refusal_malus_percent == 10
    assert merged.worst_result_percent is None
    league = merge_rules(Rules(), get_system("league").defaults)
    assert league.sit_out_points == 0
    assert league.top_table_bonus_percent is None


def test_sum_of_rounds_and_shared_ranks() -> None:
    # a 12+2=14, b 6+6=12, c 2+12=14, d 0+0=0; no tie-breaks outside Italia 2010.
    result = score_event(
        event("league", rnd(1, four("a", "b", "c", "d")), rnd(2, four("c", "b", "a", "d"))),
        PLAYERS,
    )
    assert table(result) == [("1=", "a", 14), ("1=", "c", 14), ("3", "b", 12), ("4", "d", 0)]


def test_shared_rank_then_skip() -> None:
    # One board of four: a 12; b and c on 30 share 2nd-3rd, (6 + 2) / 2 = 4 each, and the
    # next rank skips to 4: d 0. e only sat out: not ranked.
    b1 = placement(1, a=40, b=30, c=30, d=10)
    result = score_event(event("league", rnd(1, b1, sit_outs=["e"])), PLAYERS)
    assert table(result) == [("1", "a", 12), ("2=", "b", 4), ("2=", "c", 4), ("4", "d", 0)]


def test_sit_out_points() -> None:
    rules = Rules(sit_out_points=Fraction(5))
    r1 = rnd(1, four("a", "b", "c", "d"))
    r2 = rnd(2, placement(1, b=2, c=1), sit_outs=["a", "d"])
    result = score_event(event("league", r1, r2, rules=rules), PLAYERS)
    # a 12 + 5, b 6 + 2, c 2 + 0, d 0 + 5
    assert table(result) == [("1", "a", 17), ("2", "b", 8), ("3", "d", 5), ("4", "c", 2)]
    a = result.ranking[0]
    assert a.games == 1 and "sit_out" in a.marks
    assert [english(x) for x in a.results[1].adjustments] == ["sit-out +5"]


def test_italia_default_sit_out_points_are_25() -> None:
    b1 = board(Austria=("a", 18), England=("b", 16))  # solo: a (270+72+1)×1.1, b 1
    r2 = rnd(2, board(Austria=("b", 10), England=("c", 4)), sit_outs=["a"])
    result = score_event(event("italia-2010", rnd(1, b1), r2), PLAYERS)
    a = result.standing("a")
    assert a is not None and a.results[1].counted == 25


def test_best_of() -> None:
    # best 2 of 3: a 12, 12, 0 -> 24; b 6, 0, 12 -> 18; c 2, 6, 6 -> 12; d 0, 2, 2 -> 4
    rounds = (
        rnd(1, four("a", "b", "c", "d")),
        rnd(2, four("a", "c", "d", "b")),
        rnd(3, four("b", "c", "d", "a")),
    )
    result = score_event(event("league", *rounds, rules=Rules(best_of=2)), PLAYERS)
    assert table(result) == [("1", "a", 24), ("2", "b", 18), ("3", "c", 12), ("4", "d", 4)]
    a = result.ranking[0]
    assert [(int(c.counted), c.dropped) for c in a.results] == [(12, False), (12, False), (0, True)]
    assert english(a.results[2].adjustments[-1]) == "not counted (best 2 results)"


def test_best_of_counts_sit_outs_as_results() -> None:
    rules = Rules(best_of=1, sit_out_points=Fraction(7))
    r1 = rnd(1, four("a", "b", "c", "d"))
    r2 = rnd(2, placement(1, c=1, d=0), sit_outs=["a", "b"])
    result = score_event(event("league", r1, r2, rules=rules), PLAYERS)
    # a max(12, 7) = 12; b max(6, 7) = 7; c max(2, 2) = 2; d max(0, 0) = 0
    assert table(result) == [("1", "a", 12), ("2", "b", 7), ("3", "c", 2), ("4", "d", 0)]


def test_two_boards_bonus_only_if_eliminated_on_neither() -> None:
    # C-Diplo boards of three: 10 -> 49, 5 -> 20, 0 -> 8 (0 + 1 + 7).
    rules = Rules(two_boards_bonus_percent=Fraction(10))
    r1 = rnd(
        1,
        board(1, Austria=("a", 10), England=("b", 5), France=("c", 0)),
        board(2, Austria=("d", 10), England=("a", 5), France=("g", 4)),
        board(3, Austria=("b", 10), England=("f", 5), France=("g", 0)),
        two_boards=["a", "b", "g"],
    )
    result = score_event(event("c-diplo", r1, rules=rules), PLAYERS)
    totals = {s.player: s.total for s in result.ranking}
    assert totals["a"] == Fraction("75.9")  # (49 + 20) × 1.1: alive on both boards
    assert totals["b"] == Fraction("75.9")  # (20 + 49) × 1.1
    assert totals["g"] == 12 + 8  # eliminated on board 3: no bonus on either board
    a = result.standing("a")
    assert a is not None and a.games == 2 and "two_boards" in a.marks
    assert [[english(x) for x in c.adjustments] for c in a.results] == [
        ["two boards ×1.1"],
        ["two boards ×1.1"],
    ]


def test_top_table_bonus_winner_bonus_and_podium() -> None:
    rules = Rules(
        top_table_bonus_percent=Fraction(50),
        top_table_winner_bonus=Fraction(100),
        top_table_podium=2,
    )
    r1 = rnd(1, four("a", "b", "c", "d"), four("e", "f", "g", "h", "2"))
    # Top table of round 2: c wins, h second: they take places 1 and 2 whatever the totals.
    r2 = rnd(2, four("c", "h", "a", "e", top=True), four("b", "d", "f", "g", "2"))
    result = score_event(event("league", r1, r2, rules=rules), PLAYERS)
    # Round 2 top table ×1.5: c 18, h 9, a 3, e 0.
    # c 2 + 18 + 100 = 120; h 0 + 9 = 9; a 12 + 3 = 15; e 12 + 0 = 12;
    # b 6 + 12 = 18; d 0 + 6 = 6; f 6 + 2 = 8; g 2 + 0 = 2.
    assert table(result) == [
        ("1", "c", 120),
        ("2", "h", 9),
        ("3", "b", 18),
        ("4", "a", 15),
        ("5", "e", 12),
        ("6", "f", 8),
        ("7", "d", 6),
        ("8", "g", 2),
    ]
    c = result.ranking[0]
    assert {"podium", "winner", "top_table"} <= c.marks
    assert [english(x) for x, _ in c.bonuses] == ["top table winner +100"]
    assert [english(x) for x in c.results[1].adjustments] == ["top table ×1.5"]
    assert result.ranking[0].tiebreak is None


def test_top_table_podium_and_winner_bonus_with_a_shared_first_position() -> None:
    # C-Diplo top table of four: a and b share 1st-2nd on 10: 10 + 1 + (38 + 14) / 2 = 37;
    # c 3rd on 5: 5 + 1 + 7 = 13; d 4th on 2: 3. Board 2: e 15 + 1 + 38 = 54, f 3 + 1 + 14 = 18.
    rules = Rules(top_table_podium=3, top_table_winner_bonus=Fraction(10))
    r1 = rnd(
        1,
        board(1, top_table=True, Austria=("a", 10), England=("b", 10), France=("c", 5),
              Germany=("d", 2)),
        board(2, Austria=("e", 15), England=("f", 3)),
    )  # fmt: skip
    result = score_event(event("c-diplo", r1, rules=rules), PLAYERS)
    # Both on 1st position get the winner bonus and share the 1st place; c is 3rd whatever
    # the totals (e has more); d is not on the podium and ranks by total.
    assert table(result) == [
        ("1=", "a", 47),
        ("1=", "b", 47),
        ("3", "c", 13),
        ("4", "e", 54),
        ("5", "f", 18),
        ("6", "d", 3),
    ]
    assert [s.player for s in result.ranking if "podium" in s.marks] == ["a", "b", "c"]
    assert [s.player for s in result.ranking if "winner" in s.marks] == ["a", "b"]


def test_top_table_refusal_malus() -> None:
    rules = Rules(top_table_refusal_malus_percent=Fraction(25))
    r1 = rnd(
        1,
        four("a", "b", "c", "d", top=True),
        four("e", "f", "g", "h", "2"),
        refused_top_table=["e"],
    )
    result = score_event(event("league", r1, rules=rules), PLAYERS)
    e = result.standing("e")
    assert e is not None and e.total == 9  # 12 × 0.75
    assert "refused_top_table" in e.marks
    assert [english(x) for x in e.results[0].adjustments] == ["refused the top table ×0.75"]


def test_multipliers_compose_by_multiplication() -> None:
    rules = Rules(top_table_bonus_percent=Fraction(20), two_boards_bonus_percent=Fraction(15))
    r1 = rnd(1, four("a", "b", "c", "d", top=True), four("a", "f", "g", "h", "2"), two_boards=["a"])
    result = score_event(event("league", r1, rules=rules), PLAYERS)
    a = result.standing("a")
    assert a is not None
    assert [c.counted for c in a.results] == [
        12 * Fraction(6, 5) * Fraction(23, 20),  # 16.56
        12 * Fraction(23, 20),  # 13.8
    ]
    assert a.total == Fraction("30.36")


def test_worst_result_percent() -> None:
    # a plays four games: 12, 6, 2, 12; the lowest (2) counts 50%: 31. b plays three: no cut.
    rules = Rules(worst_result_percent=Fraction(50))
    rounds = (
        rnd(1, four("a", "b", "c", "d")),
        rnd(2, four("b", "a", "c", "d")),
        rnd(3, four("b", "c", "a", "d")),
        rnd(4, four("a", "c", "e", "f"), sit_outs=["b"]),
    )
    result = score_event(event("league", *rounds, rules=rules), PLAYERS)
    a, b = result.standing("a"), result.standing("b")
    assert a is not None and b is not None
    assert a.total == 12 + 6 + 1 + 12
    assert [english(x) for x in a.results[2].adjustments] == ["worst result: 50% counted"]
    assert b.total == 6 + 12 + 12  # three games and a sit-out: sit-outs are not games


def test_penalties_and_disqualified() -> None:
    r1 = rnd(1, four("a", "b", "c", "d"))
    ev = event("league", r1, penalties=[("a", 10)], disqualified=["b"])
    result = score_event(ev, PLAYERS)
    # a 12 − 10 = 2 ties c (2): shared; b out of the ranking, listed without a rank.
    assert table(result) == [("1=", "a", 2), ("1=", "c", 2), ("3", "d", 0)]
    a = result.standing("a")
    assert a is not None and "penalty" in a.marks
    assert [english(x) for x, _ in a.bonuses] == ["penalty −10: Conduct"]
    assert [(s.player, s.rank, int(s.total)) for s in result.disqualified] == [("b", None, 6)]


def test_unknown_system_lists_the_installed_ones() -> None:
    with pytest.raises(LocatedError) as raised:
        score_event(event("italia-2011", rnd(1, four("a", "b", "c", "d"))), PLAYERS)
    assert raised.value.message == "unknown scoring system 'italia-2011'"
    installed = ", ".join(available())  # every registered system, whatever they are
    assert raised.value.hint == f"did you mean 'italia-2010'? installed systems: {installed}"
    assert raised.value.where.pointer == ("scoring",)


def test_unknown_tiebreak() -> None:
    ev = event("league", rnd(1, four("a", "b", "c", "d")), tiebreaks=["lots", "yongest"])
    with pytest.raises(LocatedError) as raised:
        score_event(ev, PLAYERS)
    assert raised.value.message == "unknown tie-break 'yongest'"
    assert raised.value.where.pointer == ("tiebreaks", 1)
    assert raised.value.hint.startswith("did you mean 'youngest'? known tie-breaks: ")


# --------------------------------------------------------------------------- tie-breaks


def placed(result: EventResult) -> list[tuple[str, str, str | None]]:
    """(rank as shown, player, the tie-break that decided the place)."""
    return [(f"{s.rank}{'=' if s.shared else ''}", s.player, s.tiebreak) for s in result.ranking]


def duels(*pairs: tuple[str, str]) -> Round:
    """Two-player league boards, winner first: the winner scores 2, the loser 0."""
    return rnd(1, *(placement_of({win: 1, lose: 0}, i + 1) for i, (win, lose) in enumerate(pairs)))


def test_games_played() -> None:
    r1 = duels(("a", "b"), ("c", "d"))
    r2 = rnd(2, placement(1, b=1, d=0), sit_outs=["a", "c"])
    result = score_event(event("league", r1, r2, tiebreaks=["games_played"]), PLAYERS)
    # a 2 (one game), b 2 (two games), c 2 (one game), d 0
    assert placed(result) == [
        ("1", "b", "games_played"),
        ("2=", "a", "games_played"),
        ("2=", "c", "games_played"),
        ("4", "d", None),
    ]


def test_women_first() -> None:
    players = people("a", "b", "c", "d", c={"gender": "f"})
    result = score_event(
        event("league", duels(("a", "b"), ("c", "d")), tiebreaks=["women_first"]), players
    )
    assert placed(result) == [
        ("1", "c", "women_first"),
        ("2", "a", "women_first"),
        ("3=", "b", None),
        ("3=", "d", None),
    ]


def test_round_score() -> None:
    r1 = rnd(1, four("a", "b", "c", "d"))
    r2 = rnd(2, four("b", "a", "d", "c"))
    result = score_event(event("league", r1, r2, tiebreaks=["round_score:2"]), PLAYERS)
    # a 12 + 6 = 18, b 6 + 12 = 18, c 2 + 0 = 2, d 0 + 2 = 2
    assert placed(result) == [
        ("1", "b", "round_score:2"),
        ("2", "a", "round_score:2"),
        ("3", "d", "round_score:2"),
        ("4", "c", "round_score:2"),
    ]


def test_round_score_not_playing_the_round_loses() -> None:
    r1 = duels(("a", "e"), ("c", "d"))
    r2 = rnd(2, placement(1, b=1, d=0), sit_outs=["a", "c"])
    result = score_event(event("league", r1, r2, tiebreaks=["round_score:2"]), PLAYERS)
    # a, b, c all on 2; only b played round 2.
    assert placed(result)[:3] == [
        ("1", "b", "round_score:2"),
        ("2=", "a", "round_score:2"),
        ("2=", "c", "round_score:2"),
    ]


def test_round_score_with_two_boards_is_their_sum() -> None:
    r1 = rnd(1, four("c", "d", "b", "a"))
    r2 = rnd(
        2,
        four("e", "a", "g", "h"),
        four("f", "b", "a", "c", "2"),
        two_boards=["a"],
    )
    result = score_event(event("league", r1, r2, tiebreaks=["round_score:2"]), PLAYERS)
    # a 0 + (6 + 2) = 8, b 2 + 6 = 8: round 2 is 8 (both boards) against 6, so a first.
    # c 12 + 0, e 12, f 12: c's round 2 is 0, e and f both 12 (still equal: shared).
    assert table(result) == [
        ("1=", "e", 12),
        ("1=", "f", 12),
        ("3", "c", 12),
        ("4", "a", 8),
        ("5", "b", 8),
        ("6", "d", 6),
        ("7", "g", 2),
        ("8", "h", 0),
    ]
    assert [s.tiebreak for s in result.ranking[:5]] == ["round_score:2"] * 5


def test_round_power_with_two_boards_is_the_better_scoring_board() -> None:
    # C-Diplo boards of two: 10 centres -> 10 + 1 + 38 = 49, 5 -> 5 + 1 + 14 = 20.
    r1 = rnd(
        1,
        board(1, France=("a", 10), England=("c", 5)),
        board(2, Austria=("a", 5), Turkey=("d", 10)),
        board(3, Germany=("b", 10), Italy=("e", 5)),
        two_boards=["a"],
    )
    r2 = rnd(2, board(1, Germany=("b", 5), Russia=("f", 10)))
    result = score_event(event("c-diplo", r1, r2, tiebreaks=["round_power:1"]), PLAYERS)
    # a 49 + 20 = 69 (France is the better board, not Austria), b 49 + 20 = 69 (Germany).
    # d 49 (Turkey) and f 49 (no round 1); e 20 (Italy) and c 20 (England).
    assert placed(result) == [
        ("1", "b", "round_power:1"),
        ("2", "a", "round_power:1"),
        ("3", "d", "round_power:1"),
        ("4", "f", "round_power:1"),
        ("5", "e", "round_power:1"),
        ("6", "c", "round_power:1"),
    ]
    assert [s.total for s in result.ranking] == [69, 69, 49, 49, 20, 20]


@pytest.mark.parametrize("swap", [False, True])
def test_round_power_with_two_equal_boards_ignores_the_board_order(swap: bool) -> None:
    # C-Diplo, two tied on 10 per board: 37 each. a plays Austria and France (74),
    # b plays Germany and Italy (74). Equal boards: the power earlier in the order counts,
    # whichever board comes first in the file: a's Austria beats b's Germany.
    boards = [
        board(1, France=("a", 10), Germany=("b", 10)),
        board(2, Austria=("a", 10), Italy=("b", 10)),
    ]
    r1 = rnd(1, *(reversed(boards) if swap else boards), two_boards=["a", "b"])
    result = score_event(event("c-diplo", r1, tiebreaks=["round_power:1"]), PLAYERS)
    assert placed(result) == [("1", "a", "round_power:1"), ("2", "b", "round_power:1")]
    assert [s.total for s in result.ranking] == [74, 74]


def test_round_power() -> None:
    # C-Diplo, two tied on 10 per board: 10 + 1 + (38 + 14) / 2 = 37 each.
    r1 = rnd(
        1,
        board(1, England=("b", 10), Austria=("a", 10)),
        board(2, France=("c", 10), Germany=("d", 10)),
    )
    result = score_event(event("c-diplo", r1, tiebreaks=["round_power:1"]), PLAYERS)
    assert {s.total for s in result.ranking} == {37}
    # Austria, Germany, Italy, Turkey, England, Russia, France
    assert placed(result) == [
        ("1", "a", "round_power:1"),
        ("2", "d", "round_power:1"),
        ("3", "b", "round_power:1"),
        ("4", "c", "round_power:1"),
    ]


def test_youngest() -> None:
    players = people(
        "a",
        "b",
        "c",
        "d",
        "e",
        "f",
        a={"born": date(1990, 1, 1)},
        c={"born": date(2000, 1, 1)},
    )
    ev = event("league", duels(("a", "d"), ("b", "e"), ("c", "f")), tiebreaks=["youngest"])
    assert placed(score_event(ev, players)) == [
        ("1", "c", "youngest"),
        ("2", "a", "youngest"),
        ("3", "b", "youngest"),
        ("4=", "d", None),
        ("4=", "e", None),
        ("4=", "f", None),
    ]


def test_lots() -> None:
    ev = event(
        "league", duels(("a", "d"), ("b", "e"), ("c", "f")), tiebreaks=["lots"], lots=["b", "a"]
    )
    assert placed(score_event(ev, PLAYERS))[:3] == [
        ("1", "b", "lots"),
        ("2", "a", "lots"),
        ("3", "c", "lots"),
    ]


def test_chain_precedence() -> None:
    players = people(
        "a",
        "b",
        "c",
        "d",
        "e",
        "f",
        a={"gender": "f", "born": date(1990, 1, 1)},
        b={"gender": "f", "born": date(2000, 1, 1)},
        c={"born": date(2010, 1, 1)},
    )
    ev = event(
        "league",
        duels(("a", "d"), ("b", "e"), ("c", "f")),
        tiebreaks=["women_first", "youngest"],
    )
    assert placed(score_event(ev, players))[:3] == [
        ("1", "b", "youngest"),
        ("2", "a", "youngest"),
        ("3", "c", "women_first"),
    ]


def shown(result: EventResult) -> list[tuple[str, object]]:
    """(player, what the ranking prints for the tie-break that placed them)."""
    return [(s.player, s.tiebreak_value) for s in result.ranking]


def test_the_deciding_tiebreak_gives_the_value_a_ranking_prints() -> None:
    r1 = rnd(1, four("a", "b", "c", "d"))
    r2 = rnd(2, four("b", "a", "d", "c"))
    result = score_event(event("league", r1, r2, tiebreaks=["round_score:2"]), PLAYERS)
    assert shown(result) == [("b", 12), ("a", 6), ("d", 2), ("c", 0)]
    games = duels(("a", "b"), ("c", "d"))
    r2 = rnd(2, placement(1, b=1, d=0), sit_outs=["a", "c"])
    result = score_event(event("league", games, r2, tiebreaks=["games_played"]), PLAYERS)
    assert shown(result) == [("b", 2), ("a", 1), ("c", 1), ("d", None)]
    r1 = rnd(
        1,
        board(1, England=("b", 10), Austria=("a", 10)),
        board(2, France=("c", 10), Germany=("d", 10)),
    )
    result = score_event(event("c-diplo", r1, tiebreaks=["round_power:1"]), PLAYERS)
    assert shown(result) == [("a", "Austria"), ("d", "Germany"), ("b", "England"), ("c", "France")]


def test_private_tiebreaks_give_no_value_to_print_and_lots_their_place() -> None:
    players = people(
        "a",
        "b",
        "c",
        "d",
        "e",
        "f",
        a={"gender": "f", "born": date(1990, 1, 1)},
        b={"gender": "f", "born": date(2000, 1, 1)},
        c={"born": date(2010, 1, 1)},
    )
    duel = duels(("a", "d"), ("b", "e"), ("c", "f"))
    ev = event("league", duel, tiebreaks=["women_first", "youngest"])
    assert shown(score_event(ev, players))[:3] == [("b", None), ("a", None), ("c", None)]
    ev = event("league", duel, tiebreaks=["lots"], lots=["b", "a"])
    assert [s.tiebreak for s in score_event(ev, PLAYERS).ranking][:2] == ["lots", "lots"]
    assert shown(score_event(ev, PLAYERS))[:2] == [("b", 1), ("a", 2)]


def test_no_tiebreaks_outside_italia_share_the_rank() -> None:
    ev = event("league", duels(("a", "d"), ("b", "e"), ("c", "f")))
    assert placed(score_event(ev, PLAYERS)) == [
        ("1=", "a", None),
        ("1=", "b", None),
        ("1=", "c", None),
        ("4=", "d", None),
        ("4=", "e", None),
        ("4=", "f", None),
    ]


def test_italia_default_chain() -> None:
    # Two identical three-player boards: A 10 -> (40+70)×1.2+1 = 133,
    # E 8 -> (32+34+10)×1.2+1 = 92.2, F 4 -> (16+16+10)×1.2+1 = 51.4.
    players = people("a", "b", "c", "d", "e", "f", d={"gender": "f"}, b={"born": date(2000, 1, 1)})
    r1 = rnd(
        1,
        board(1, Austria=("a", 10), England=("b", 8), France=("c", 4)),
        board(2, Austria=("d", 10), England=("e", 8), France=("f", 4)),
    )
    result = score_event(event("italia-2010", r1), players)
    assert table(result) == [
        ("1", "d", 133),
        ("2", "a", 133),
        ("3", "b", Fraction("92.2")),
        ("4", "e", Fraction("92.2")),
        ("5=", "c", Fraction("51.4")),
        ("5=", "f", Fraction("51.4")),
    ]
    # games, round scores and powers are equal: women_first, then youngest decide.
    assert [s.tiebreak for s in result.ranking] == [
        "women_first",
        "women_first",
        "youngest",
        "youngest",
        None,
        None,
    ]


def test_each_tied_player_gets_the_value_of_every_criterion_that_compared_them() -> None:
    """Equal totals and games: games and women first looked at (a private criterion gives
    no value), round 2's score decided."""
    players = people("a", "b", "c", "d", a={"gender": "f"}, b={"gender": "f"})
    r1 = rnd(1, four("a", "b", "c", "d"))
    r2 = rnd(2, four("b", "a", "d", "c"))
    chain = ["games_played", "women_first", "round_score:2", "round_score:1"]
    result = score_event(event("league", r1, r2, tiebreaks=chain), players)
    assert [(s.player, s.tiebreak, s.tiebreak_values) for s in result.ranking[:2]] == [
        ("b", "round_score:2", (("games_played", 2), ("women_first", None), ("round_score:2", 12))),
        ("a", "round_score:2", (("games_played", 2), ("women_first", None), ("round_score:2", 6))),
    ]
