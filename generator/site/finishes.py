"""What each finished board gives the club-wide pages (ratings, statistics) and the player
pages (the players met, head to head): who finished where and who sat there without a
place (:class:`BoardFinish`, one per board); and what an event's boards of powers give
the statistics page, each power's results added up over them (:class:`PowerTally`).

Made once per event and kept in its digest, so that the club-wide pages never load or
score an unchanged event again.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from podium.scoring.diplomacy_facts import SOLO_CENTRES
from podium.scoring.kinds import kind_of, power_of
from podium.scoring.results import BoardScore


@dataclass(frozen=True, slots=True)
class BoardFinish:
    """One finished board of an event, in the order of its rounds and round files."""

    round: int
    places: tuple[tuple[str, int], ...]
    """(player id, position on the board) of every seat that has both; equal positions
    are shared places."""
    unplaced: tuple[str, ...] = ()
    """The players seated without a position (on a board of sides, for one)."""

    @property
    def players(self) -> tuple[str, ...]:
        """Every player seated at the board, placed or not."""
        return tuple(player for player, _ in self.places) + self.unplaced


def board_finish(board: BoardScore) -> BoardFinish:
    """What one scored board gives the club-wide pages."""
    places = tuple(
        (seat.player, seat.position)
        for seat in board.seats
        if seat.player is not None and seat.position is not None
    )
    unplaced = tuple(
        seat.player for seat in board.seats if seat.player is not None and seat.position is None
    )
    return BoardFinish(board.round, places, unplaced)


def final_centres(board: BoardScore) -> tuple[tuple[str, int], ...]:
    """(power, final centres) of every power on a board whose seats are powers, civil
    disorder included; empty for any other board."""
    if not kind_of(board.board).seat_by_power:
        return ()
    powers = (power_of(seat) for seat in board.seats)
    return tuple((p.power, p.final) for p in powers if p is not None)


@dataclass(frozen=True, slots=True)
class PowerTally:
    """One power's results over some boards of powers (an event's): what the statistics
    page adds up over the archive (docs/ratings.md, "Club statistics")."""

    power: str
    games: int
    centres: int  # at the end, added up
    solos: int  # 18 centres or more at the end
    tops: tuple[tuple[int, int], ...]
    """(powers that shared the top, boards): the boards it ended with the most centres,
    by how many powers had that many (1: alone)."""


def power_tallies(boards: Iterable[Sequence[tuple[str, int]]]) -> tuple[PowerTally, ...]:
    """Each power's tally over ``boards``, each a board's (power, final centres)
    (:func:`final_centres`; an empty one is not a board of powers), in the order the
    powers first appear."""
    games: Counter[str] = Counter()
    centres: Counter[str] = Counter()
    solos: Counter[str] = Counter()
    tops: Counter[tuple[str, int]] = Counter()  # (power, powers sharing the top): boards
    for board in boards:
        if not board:
            continue
        most = max(count for _, count in board)
        toppers = sum(1 for _, count in board if count == most)
        for power, count in board:
            games[power] += 1
            centres[power] += count
            solos[power] += count >= SOLO_CENTRES
            if count == most:
                tops[power, toppers] += 1
    return tuple(
        PowerTally(
            p,
            games[p],
            centres[p],
            solos[p],
            tuple(sorted((toppers, n) for (q, toppers), n in tops.items() if q == p)),
        )
        for p in games
    )
