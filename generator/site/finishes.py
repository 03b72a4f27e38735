"""What each finished board gives the club-wide pages (ratings, statistics) and the player
pages (the players met, head to head): who finished where, who sat there without a
place, and on a board of powers each power's final centres.

Made once per board (:func:`board_finish`) and kept in its digest, so that the
club-wide pages never load or score an unchanged event again.
"""

from __future__ import annotations

from dataclasses import dataclass

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
    centres: tuple[tuple[str, int], ...] = ()
    """(power, final centres) of every power on the board, civil disorder included, on a
    board whose seats are powers; else empty."""

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
    centres: tuple[tuple[str, int], ...] = ()
    if kind_of(board.board).seat_by_power:
        powers = (power_of(seat) for seat in board.seats)
        centres = tuple((p.power, p.final) for p in powers if p is not None)
    return BoardFinish(board.round, places, unplaced, centres)
