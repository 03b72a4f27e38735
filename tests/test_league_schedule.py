"""League schedules (generator/tools/league_schedule.py): the league text's table for 8
players, and the balance it asks for, as properties over player counts."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from podium.tools.league_schedule import LeagueError, Schedule, schedule

EIGHT = [f"p{i}" for i in range(1, 9)]

# The league text: "Number of games per league": players per game, games per each player,
# total number of games (8 players).
TABLE = [(2, 14, 56), (3, 9, 24), (4, 16, 32), (5, 25, 40), (6, 18, 24), (7, 21, 24), (8, 16, 16)]


def _players(n: int) -> list[str]:
    return [f"p{i}" for i in range(1, n + 1)]


def _checked(league: Schedule) -> None:
    """What every schedule must be, whatever its size."""
    n, k = len(league.players), league.per_game
    seats = Counter((p, s) for game in league.games for s, p in enumerate(game))
    played = Counter(p for game in league.games for p in game)
    assert all(len(set(game)) == k for game in league.games)  # k different players a game
    assert set(played.values()) == {league.games_each}  # everyone the same number of games
    each_seat = {seats[(p, s)] for p in league.players for s in range(k)}
    assert max(each_seat) - min(each_seat) <= 1  # each seat as evenly as possible
    assert sorted(i for r in league.rounds for i in r) == list(range(len(league.games)))
    for games in league.rounds:  # nobody plays twice in a round
        in_round = [p for i in games for p in league.games[i]]
        assert len(in_round) == len(set(in_round))
    assert len(league.meetings) == n * (n - 1) // 2


@pytest.mark.parametrize(("per_game", "each", "games"), TABLE)
def test_every_row_of_the_league_texts_table(per_game: int, each: int, games: int) -> None:
    league = schedule(EIGHT, per_game)
    assert (len(league.games), league.games_each) == (games, each)
    _checked(league)


@pytest.mark.parametrize(
    ("per_game", "seat_times"), [(2, 7), (3, 3), (4, 4), (5, 5), (6, 3), (7, 3), (8, 2)]
)
def test_the_balance_of_the_eight_player_leagues(per_game: int, seat_times: int) -> None:
    """Each player starts exactly as often in each seat (the table's games per player
    over the seats); pairs meet as evenly as the numbers allow: a game of k has k(k-1)/2
    pairs, so 24 games of 3 give 72 meetings to 28 pairs, 2 or 3 each (exactly equal only
    where 28 divides the meetings)."""
    league = schedule(EIGHT, per_game)
    meetings = len(league.games) * per_game * (per_game - 1) // 2
    assert league.meeting_spread == (meetings // 28, -(-meetings // 28))
    assert {c for p in EIGHT for c in league.seats[p]} == {seat_times}


@pytest.mark.parametrize("per_game", [2, 3, 5, 6, 7, 8])
def test_the_rounds_are_as_few_as_can_be(per_game: int) -> None:
    """Each round holds as many games as the players fill (8 // k), and a player plays
    one game a round: the fewest rounds is the larger of the two bounds."""
    league = schedule(EIGHT, per_game)
    full = -(-len(league.games) // (8 // per_game))
    assert len(league.rounds) == max(full, league.games_each)


def test_the_rounds_of_the_four_player_league() -> None:
    """Its 32 games cannot make 16 rounds of two: in such rounds each game's players are
    the complement of another game's, and in podium's cyclic blocks a block of complements
    makes the same pairs meet as the block itself, so every pair would meet an even number
    of times (6 or 8, not 6 or 7). A search of every packing finds none in 17 to 19 rounds
    either: 20 it is (docs/content-format.md, "League schedules")."""
    assert len(schedule(EIGHT, 4).rounds) == 20


def test_in_a_two_player_league_every_pair_plays_twice_once_in_each_seat() -> None:
    league = schedule(EIGHT, 2)
    assert Counter(league.games) == Counter(itertools.permutations(EIGHT, 2))
    assert set(league.meetings.values()) == {2}


def test_every_game_is_a_different_seating() -> None:
    for per_game, _, _ in TABLE:
        games = schedule(EIGHT, per_game).games
        assert len(set(games)) == len(games)


def test_when_games_divide_the_players_everyone_plays_every_round() -> None:
    for per_game in (2, 8):
        league = schedule(EIGHT, per_game)
        assert all(len(r) * per_game == 8 for r in league.rounds)


def test_the_schedule_is_the_same_every_time_and_follows_the_order_given() -> None:
    assert schedule(EIGHT, 5) == schedule(EIGHT, 5)
    renamed = schedule([p.upper() for p in EIGHT], 3)
    assert renamed.games == tuple(tuple(p.upper() for p in g) for g in schedule(EIGHT, 3).games)


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=2, max_value=12).flatmap(
    lambda n: st.tuples(st.just(n), st.integers(min_value=2, max_value=min(n, 8)))
))  # fmt: skip
def test_any_league_is_balanced(size: tuple[int, int]) -> None:
    n, k = size
    league = schedule(_players(n), k)
    _checked(league)
    times = {2: n - 1, 3: 3, 4: 4, 5: 5, 6: 3, 7: 3, 8: 2}[k]
    assert len(league.games) == n * times  # every player starts `times` in each seat
    low, high = league.meeting_spread
    assert high - low <= 2
    if k == 2:
        assert (low, high) == (2, 2)


@pytest.mark.parametrize(
    ("players", "per_game", "message"),
    [
        (EIGHT, 1, "1 players a game: a league game has 2 players or more"),
        (EIGHT[:3], 4, "3 players cannot fill a game of 4; list at least 4 players"),
        (["a", "b", "a", "c"], 2, "a listed twice; list each player once"),
    ],
)
def test_leagues_that_cannot_be(players: list[str], per_game: int, message: str) -> None:
    with pytest.raises(LeagueError) as error:
        schedule(players, per_game)
    assert str(error.value) == message
