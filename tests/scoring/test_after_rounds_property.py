"""The standings after each round are, by definition, the event cut after that round and
scored: a Hypothesis property over generated events of every board kind, with any rules,
tie-breaks, penalties and disqualifications. after_each_round plays the rounds once and
ranks after each; this checks it against scoring every cut event from scratch."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from podium.content.problems import LocatedError
from podium.model import Board, Event, Penalty, Player, Round, Rules, Total
from podium.powers import POWERS
from podium.scoring.after_rounds import after_each_round
from podium.scoring.registry import usable
from podium.scoring.results import EventResult
from podium.scoring.tiebreaks import SIMPLE
from podium.scoring.totals import METHODS
from podium.scoring.tournament import score_event
from tests.scoring.builders import (
    PowerSpec,
    board_of,
    event,
    fighter,
    people,
    placement_of,
    rnd,
    team,
)

IDS = [f"p{i}" for i in range(16)]
PLAYERS = people(
    *IDS,
    p1={"gender": "f", "born": date(1990, 1, 1)},
    p2={"gender": "f", "born": date(1985, 1, 1)},
    p3={"born": date(1990, 1, 1)},
    p4={"born": date(2001, 6, 1)},
)
KINDS = {
    kind: [s.key for s in usable() if s.board_kind == kind]
    for kind in ("diplomacy", "placement", "team")
}
SEATS = {"diplomacy": 7, "placement": 4, "team": 4}

EVERY = settings(max_examples=150, deadline=None)  # many rule combinations, few seconds


@st.composite
def diplomacy(draw: st.DrawFn, players: list[str | None], name: int, top: bool) -> Board:
    """Seven powers, each walking from 3 centres (none back from 0), at most 28 in all;
    now and then final counts only, which some systems cannot score."""
    charts = draw(st.integers(0, 9)) > 0
    spec: dict[str, PowerSpec] = {}
    for power, player in zip(POWERS, players, strict=True):
        history, count = [], 3
        for _ in range(7):
            count = 0 if count == 0 else draw(st.integers(0, 4))
            history.append(count)
        spec[power] = (player, history if charts else history[-1])
    return board_of(spec, name, top_table=top)


@st.composite
def board(draw: st.DrawFn, kind: str, players: list[str], name: int) -> Board:
    top = draw(st.booleans())
    if kind == "diplomacy":
        seated: list[str | None] = [p if draw(st.integers(0, 9)) else None for p in players]
        return draw(diplomacy(seated, name, top))
    if kind == "placement":  # few distinct points: many ties
        points = {p: draw(st.sampled_from([10, 20, 30, 40])) for p in players}
        return placement_of(points, name, top_table=top)
    fighters = [
        fighter(p, kills=draw(st.integers(0, 2)), lost=draw(st.integers(0, 1)), points=i * 10)
        for i, p in enumerate(players)
    ]
    return replace(team(name, W=fighters[:2], D=fighters[2:]), top_table=top)


@st.composite
def a_round(draw: st.DrawFn, kind: str, number: int) -> Round:
    order = draw(st.permutations(IDS))
    size = SEATS[kind]
    boards = draw(st.integers(1, 2))
    seats = [order[i * size : (i + 1) * size] for i in range(boards)]
    two = []
    if boards == 2 and draw(st.booleans()):  # one player on both boards
        seats[1] = [seats[0][0], *seats[1][1:]]
        two = [seats[0][0]]
    played = [p for s in seats for p in s]
    rest = order[boards * size :]
    return rnd(
        number,
        *[draw(board(kind, s, i + 1)) for i, s in enumerate(seats)],
        sit_outs=rest[: draw(st.integers(0, 2))],
        two_boards=two,
        refused_top_table=draw(st.lists(st.sampled_from(played), max_size=2, unique=True)),
    )


def percent() -> st.SearchStrategy[Fraction | None]:
    return st.none() | st.sampled_from([Fraction(0), Fraction(10), Fraction(15), Fraction(50)])


@st.composite
def totals(draw: st.DrawFn) -> tuple[int | None, Total | None]:
    """``best_of``, ``total`` (any method; now and then a wrong one), or neither."""
    choice = draw(st.sampled_from(["none", "best_of", "total"]))
    if choice == "best_of":
        return draw(st.integers(1, 3)), None
    if choice == "none":
        return None, None
    method = draw(st.sampled_from(list(METHODS)))
    needs = METHODS[method].count
    count = draw(st.integers(1, 3)) if needs or draw(st.integers(0, 4)) == 0 else None
    k = draw(st.none() | st.integers(0, 2)) if METHODS[method].k else None
    return None, Total(method, count, k, draw(st.sampled_from(["both", "best"])))


@st.composite
def events(draw: st.DrawFn) -> Event:
    kind = draw(st.sampled_from(sorted(KINDS)))
    system = draw(st.sampled_from(KINDS[kind]))
    rounds = [draw(a_round(kind, n)) for n in range(1, draw(st.integers(1, 5)) + 1)]
    best_of, total = draw(totals())
    rules = Rules(
        sit_out_points=draw(st.none() | st.sampled_from([Fraction(0), Fraction(7, 2)])),
        best_of=best_of,
        total=total,
        two_boards_bonus_percent=draw(percent()),
        top_table_bonus_percent=draw(percent()),
        top_table_winner_bonus=draw(st.none() | st.just(Fraction(5))),
        top_table_podium=draw(st.none() | st.integers(1, 3)),
        top_table_refusal_malus_percent=draw(percent()),
        worst_result_percent=draw(percent()),
    )
    criteria = [*SIMPLE, *(f"{k}:{n}" for k in ("round_score", "round_power") for n in (1, 2, 3))]
    tiebreaks = draw(st.none() | st.lists(st.sampled_from(criteria), max_size=4, unique=True))
    ev = event(
        system,
        *rounds,
        rules=rules,
        tiebreaks=tiebreaks,
        lots=draw(st.lists(st.sampled_from(IDS), max_size=6, unique=True)),
        disqualified=draw(st.lists(st.sampled_from(IDS), max_size=1)),
    )
    penalties = [
        Penalty(p, Fraction(points), ev.where, None, when)
        for p, points, when in draw(
            st.lists(
                st.tuples(st.sampled_from(IDS), st.integers(1, 9), st.none() | st.integers(1, 4)),
                max_size=2,
            )
        )
    ]
    return replace(ev, penalties=tuple(penalties))


def cut(ev: Event, players: dict[str, Player], rounds: int) -> EventResult | None:
    """The plain definition: the event with its first rounds only and the penalties given
    by then, scored from scratch (None if that cannot be scored)."""
    first = replace(
        ev,
        rounds=ev.rounds[:rounds],
        penalties=tuple(p for p in ev.penalties if p.round is None or p.round <= rounds),
    )
    try:
        return score_event(first, players)
    except LocatedError:
        return None


@pytest.mark.slow  # every example scores an event once a round
@EVERY
@given(events())
def test_after_each_round_is_the_event_cut_after_that_round(ev: Event) -> None:
    expected = [cut(ev, PLAYERS, n) for n in range(1, len(ev.rounds) + 1)]
    assert after_each_round(ev, PLAYERS) == expected
    final = expected[-1]
    if final is not None:  # as the standings page calls it: the final result's boards reused
        assert after_each_round(ev, PLAYERS, final) == expected
