"""The local search: its invariants on any input, and, on inputs small enough to try every
draw, that it finds the best one: links apart and no repeated power whenever some draw
manages it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations, permutations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from podium.powers import POWERS
from podium.seating.assignment import BoardSpec, Seat, assign
from podium.seating.groups import GROUP_OF
from podium.seating.history import Game, History, pair

Draw = tuple[tuple[Seat, ...], ...]


def cost(draw: Draw, history: History, links: Sequence[Sequence[str]]) -> tuple[int, ...]:
    """The four terms of section 8, counted here from their definitions: linked pairs
    together, earlier plays of the power given, earlier plays of its group, and the square
    of the earlier meetings of each pair of players at a board."""
    linked = {frozenset(p) for group in links for p in combinations(group, 2)}
    together = powers = groups = met = 0
    for board in draw:
        players = [s.player for s in board]
        together += sum(1 for p in combinations(players, 2) if frozenset(p) in linked)
        met += sum(len(history.met.get(pair(a, b), ())) ** 2 for a, b in combinations(players, 2))
        for seat in board:
            before = history.powers(seat.player)
            powers += before.count(seat.power)
            groups += sum(1 for p in before if GROUP_OF[p] == GROUP_OF[seat.power])
    return together, powers, groups, met


def every_draw(players: Sequence[str], boards: Sequence[BoardSpec]) -> list[Draw]:
    """Every way to seat ``players`` (each once) on ``boards``."""
    draws = []
    for chosen in product(*(combinations(b.powers, b.size) for b in boards)):
        slots = [(i, power) for i, powers in enumerate(chosen) for power in powers]
        for order in permutations(players):
            tables: list[list[Seat]] = [[] for _ in boards]
            for (i, power), player in zip(slots, order, strict=True):
                tables[i].append(Seat(player, power))
            draws.append(tuple(tuple(t) for t in tables))
    return draws


@st.composite
def small_cases(draw: st.DrawFn) -> tuple[list[str], list[BoardSpec], History, list[list[str]]]:
    count, size = draw(st.sampled_from([(2, 2), (2, 3), (3, 2)]))
    powers = POWERS[: size + draw(st.integers(0, 1))]
    players = [f"p{i}" for i in range(count * size)]
    games = {
        p: tuple(
            Game(r, "1", q)
            for r, q in enumerate(draw(st.lists(st.sampled_from(powers), max_size=3)), 1)
        )
        for p in players
    }
    met_pairs = draw(st.lists(st.sampled_from(list(combinations(players, 2))), max_size=8))
    met = {p: tuple(range(1, n + 1)) for p, n in Counter(met_pairs).items()}
    shuffled = draw(st.permutations(players))
    cuts = sorted(draw(st.lists(st.integers(0, len(players)), max_size=3)))
    links = [list(shuffled[a:b]) for a, b in zip([0, *cuts], [*cuts, 0], strict=False) if b - a > 1]
    return players, [BoardSpec(size, powers)] * count, History(games=games, met=met), links


@pytest.mark.slow  # every example tries every draw: some 20,000
@settings(max_examples=60, deadline=None)
@given(small_cases(), st.integers(0, 10**6))
def test_finds_the_best_draw_of_small_cases(
    case: tuple[list[str], list[BoardSpec], History, list[list[str]]], seed: int
) -> None:
    players, boards, history, links = case
    best = min(cost(d, history, links) for d in every_draw(players, boards))
    found = cost(assign(players, boards, history, links, seed=seed), history, links)
    assert found[:2] == best[:2]  # linked players apart, no repeated power: whenever possible
    assert found == best  # and, on cases this small, the best draw altogether


@st.composite
def cases(draw: st.DrawFn) -> tuple[list[str], list[BoardSpec], History, list[list[str]]]:
    sizes = draw(st.lists(st.sampled_from([7, 7, 7, 6, 5, 3]), min_size=1, max_size=4))
    seats = sum(sizes)
    twice = draw(st.integers(0, min(len(sizes) - 1, seats // 3)))  # two-board players
    people = [f"p{i}" for i in range(seats - twice)]
    players = people + people[:twice]
    boards = [
        BoardSpec(s, tuple(p for p in POWERS if p != "Italy") if s == 6 else POWERS) for s in sizes
    ]
    games = {
        p: tuple(Game(1, "1", q) for q in draw(st.lists(st.sampled_from(POWERS), max_size=2)))
        for p in people
    }
    return players, boards, History(games=games), [people[i : i + 2] for i in range(0, 6, 2)]


@pytest.mark.slow  # every example runs the whole search twice
@settings(max_examples=25, deadline=None)
@given(cases(), st.integers(0, 10**6))
def test_every_player_seated_as_asked(
    case: tuple[list[str], list[BoardSpec], History, list[list[str]]], seed: int
) -> None:
    players, boards, history, links = case
    draw = assign(players, boards, history, links, seed=seed)
    assert [len(b) for b in draw] == [b.size for b in boards]
    assert Counter(s.player for b in draw for s in b) == Counter(players)
    for board, spec in zip(draw, boards, strict=True):
        assert len({s.player for s in board}) == len(board)  # two boards: never the same one
        powers = [s.power for s in board]
        assert len(set(powers)) == len(powers) and set(powers) <= set(spec.powers)
        assert powers == sorted(powers, key=POWERS.index)
    assert assign(players, boards, history, links, seed=seed) == draw  # same seed, same draw


def test_two_boards_never_the_same_power_twice_when_avoidable() -> None:
    players = [f"p{i}" for i in range(12)] + ["p0", "p1"]
    draw = assign(players, [BoardSpec(7)] * 2, History(), seed=4)
    for twice in ("p0", "p1"):
        powers = [s.power for b in draw for s in b if s.player == twice]
        assert len(powers) == 2 and powers[0] != powers[1]
        assert GROUP_OF[powers[0]] != GROUP_OF[powers[1]]


def test_a_move_to_a_small_board_may_pay_only_with_a_free_power() -> None:
    """Found by the property above: on boards of 2 with 3 powers, the best draw needs a
    player moved to another board *and* given its free power. Seeds 1, 53, 94, ... missed
    it before the search tried the two together."""
    players = ["p0", "p1", "p2", "p3"]
    boards = [BoardSpec(size=2, powers=("Austria", "England", "France"))] * 2
    played = {
        "p0": ("Austria",),
        "p1": ("England", "France"),
        "p2": ("England", "England"),
        "p3": ("England", "England"),
    }
    history = History(
        games={
            p: tuple(Game(round=r, board="1", power=q) for r, q in enumerate(powers, 1))
            for p, powers in played.items()
        }
    )
    best = min(cost(d, history, []) for d in every_draw(players, boards))
    assert best[:2] == (0, 0)  # p1 Austria, p2 and p3 France and Austria, p0 England
    for seed in (1, 53, 94, 174, 225, 241, 270):
        assert cost(assign(players, boards, history, [], seed=seed), history, [])[:2] == (0, 0)
