"""Hypothesis properties of the scoring systems (docs/scoring.md)."""

from __future__ import annotations

from fractions import Fraction
from itertools import pairwise
from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from podium.model import DiplomacyBoard, Rules
from podium.powers import POWERS
from podium.scoring.registry import get_system
from podium.scoring.results import BoardScore
from podium.scoring.tournament import score_event
from tests.scoring.builders import PowerSpec, board_of, event, people, placement_of, rnd

ITALIA = get_system("italia-2010")
C_DIPLO = get_system("c-diplo")
PLAYERS = people(*(f"p{i}" for i in range(14)))

LEAN = settings(max_examples=50, deadline=None)  # keep test runs short on a shared machine


@st.composite
def finals(draw: st.DrawFn, total: int | None = None) -> list[int]:
    """Seven final counts summing to ``total`` (or to at most 34)."""
    cuts = sorted(draw(st.lists(st.integers(0, 34), min_size=6, max_size=6)))
    if total is None:
        cuts.append(draw(st.integers(cuts[-1], 34)))
        end = cuts[-1]
    else:
        end = total
        cuts.append(end)
    cuts = sorted(cuts)
    bounds = [0, *cuts[:-1], end]
    return [b - a for a, b in pairwise(bounds)]


@st.composite
def boards(draw: st.DrawFn, total: int | None = None, first: int = 0) -> dict[str, PowerSpec]:
    """A full board with year-by-year counts (so every tie can be broken)."""
    counts = draw(finals(total))
    spec: dict[str, PowerSpec] = {}
    for i, (power, final) in enumerate(zip(POWERS, counts, strict=True)):
        earlier = draw(st.lists(st.integers(0, 4), min_size=6, max_size=6))
        spec[power] = (f"p{first + i}", [*earlier, final])
    return spec


def scores(result: BoardScore) -> dict[str | None, Fraction | None]:
    return {s.player: s.score for s in result.seats}


def italia(spec: dict[str, PowerSpec]) -> BoardScore:
    return ITALIA.score_board(1, board_of(spec), Rules())


@LEAN
@given(finals(total=34))
def test_c_diplo_full_board_sums_to_100(counts: list[int]) -> None:
    spec: dict[str, PowerSpec] = {p: (p, c) for p, c in zip(POWERS, counts, strict=True)}
    result = C_DIPLO.score_board(1, board_of(spec), Rules())
    assert sum(s.score for s in result.seats if s.score is not None) == 100


@LEAN
@given(boards(), st.randoms(use_true_random=False))
def test_power_order_never_changes_a_score(spec: dict[str, PowerSpec], rand: Random) -> None:
    items = list(spec.items())
    rand.shuffle(items)
    shuffled = dict(items)
    assert scores(italia(spec)) == scores(italia(shuffled))
    c1 = C_DIPLO.score_board(1, board_of(spec), Rules())
    c2 = C_DIPLO.score_board(1, board_of(shuffled), Rules())
    assert scores(c1) == scores(c2)
    assert [s.player for s in c1.seats] == [s.player for s in c2.seats]


@LEAN
@given(boards())
def test_italia_positions_are_a_strict_total_order(spec: dict[str, PowerSpec]) -> None:
    positions = [s.position for s in italia(spec).seats]
    assert sorted(p for p in positions if p is not None) == list(range(1, 8))


@LEAN
@given(boards(), st.integers(0, 6))
def test_italia_gaining_an_unowned_centre_never_lowers_your_score(
    spec: dict[str, PowerSpec], who: int
) -> None:
    b: DiplomacyBoard = board_of(spec)
    if sum(e.final for e in b.powers) >= 34:
        return  # no unowned centre to gain
    power = POWERS[who]
    player, history = spec[power]
    assert not isinstance(history, int)
    gained = dict(spec)
    gained[power] = (player, [*history[:-1], history[-1] + 1])
    before, after = scores(italia(spec))[player], scores(italia(gained))[player]
    assert before is not None and after is not None
    assert after >= before


@LEAN
@given(
    st.lists(st.permutations([f"p{i}" for i in range(8)]), min_size=1, max_size=3),
    st.randoms(use_true_random=False),
)
def test_order_of_players_and_boards_never_changes_a_total(
    rounds: list[list[str]], rand: Random
) -> None:
    def league_event(shuffle: bool) -> dict[str, Fraction]:
        built = []
        for number, order in enumerate(rounds, start=1):
            games = [
                {p: 10 - i for i, p in enumerate(order[:4])},
                {p: 4 - i // 2 for i, p in enumerate(order[4:])},  # with ties
            ]
            if shuffle:
                rand.shuffle(games)
                games = [dict(rand.sample(list(g.items()), len(g))) for g in games]
            built.append(rnd(number, *(placement_of(g, i + 1) for i, g in enumerate(games))))
        result = score_event(event("league", *built), PLAYERS)
        return {s.player: s.total for s in result.ranking}

    assert league_event(False) == league_event(True)


@LEAN
@given(boards(first=0), boards(first=7), st.randoms(use_true_random=False))
def test_order_of_boards_never_changes_an_italia_total(
    one: dict[str, PowerSpec], two: dict[str, PowerSpec], rand: Random
) -> None:
    def totals(boards_: list[dict[str, PowerSpec]]) -> dict[str, Fraction]:
        result = score_event(
            event("italia-2010", rnd(1, *(board_of(s, i + 1) for i, s in enumerate(boards_)))),
            PLAYERS,
        )
        return {s.player: s.total for s in result.ranking}

    pair = [one, two]
    rand.shuffle(pair)
    assert totals([one, two]) == totals(pair)


@LEAN
@given(
    st.lists(st.integers(0, 6), min_size=7, max_size=7),
    st.integers(1, 6),
    st.randoms(use_true_random=False),
)
def test_order_of_boards_and_powers_never_changes_the_ranking(
    centres: list[int], turn: int, rand: Random
) -> None:
    """C-Diplo, everyone on both boards of the round, with the same centres but another
    power on board 2: equal results on both boards, equal totals (frequent: a C-Diplo score
    depends only on the centres) decided by round_power:1. The whole ranking, tie-breaks
    included, is the same whatever the order of the boards and of the powers in the file."""
    one: dict[str, PowerSpec] = {POWERS[i]: (f"p{i}", c) for i, c in enumerate(centres)}
    two: dict[str, PowerSpec] = {
        POWERS[(i + turn) % 7]: (f"p{i}", c) for i, c in enumerate(centres)
    }

    def ranking(shuffle: bool) -> list[tuple[int | None, bool, str, Fraction, str | None]]:
        specs: list[dict[str, PowerSpec]] = [one, two]
        if shuffle:
            rand.shuffle(specs)
            specs = [dict(rand.sample(list(s.items()), len(s))) for s in specs]
        boards_ = [board_of(s, i + 1) for i, s in enumerate(specs)]
        players = [f"p{i}" for i in range(7)]
        ev = event("c-diplo", rnd(1, *boards_, two_boards=players), tiebreaks=["round_power:1"])
        result = score_event(ev, PLAYERS)
        return [(s.rank, s.shared, s.player, s.total, s.tiebreak) for s in result.ranking]

    assert ranking(False) == ranking(True)
