"""Board sizes, Italia 2010 rule 8.4: boards of seven, and what to do when the players are
not a multiple of seven.

In this order: volunteers sit out (rule 8.7), then volunteers play two boards (rule 8.6),
then boards of six; never a board of five or fewer unless the TD allows it
(``--allow-small``), and then the boards are as even as the players allow.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from podium.seating.errors import SeatingError
from podium.seating.history import History

FULL = 7
"""A full board: the seven powers."""
SHORT = 6
"""The smallest board of the usual sizes: six players (rule 8.4)."""
MOST_USEFUL = FULL - 1
"""More volunteers than this never help: seven sitting out only take a board away."""


@dataclass(frozen=True, slots=True)
class Sizes:
    """The boards of a round (largest first) and the volunteers it uses."""

    boards: tuple[int, ...]
    sit_outs: tuple[str, ...] = ()  # volunteers who sit out
    two_boards: tuple[str, ...] = ()  # volunteers who play two boards

    @property
    def seats(self) -> int:
        return sum(self.boards)


def usual(seats: int) -> tuple[int, ...] | None:
    """Boards of seven and six for ``seats`` players, as many of seven as can be; None if
    boards of six and seven cannot seat exactly that many (8 to 11, 15 to 17, ...)."""
    if seats == 0:
        return ()
    boards = -(-seats // FULL)
    short = boards * FULL - seats
    if short > boards:
        return None
    return (FULL,) * (boards - short) + (SHORT,) * short


def even(seats: int) -> tuple[int, ...]:
    """``seats`` players on as few boards as hold them, as even as can be (``--allow-small``)."""
    boards = -(-seats // FULL)
    size, more = divmod(seats, boards)
    return (size + 1,) * more + (size,) * (boards - more)


def board_sizes(
    players: int,
    sit_out: Sequence[str],
    two_boards: Sequence[str],
    history: History,
    *,
    allow_small: bool = False,
    besides: str = "",
) -> Sizes:
    """The boards for ``players`` players, given the volunteers (in the TD's order).

    The fewest boards of six, then sit-outs before two boards, then the fewest volunteers;
    of the volunteers, those who sat out (or played two boards) least often go first.
    ``besides`` names who else plays, for the message ("the top table").
    """
    if players == 0:
        return Sizes(())
    options = [
        (s, t)
        for s in range(min(len(sit_out), MOST_USEFUL) + 1)
        for t in range(min(len(two_boards), MOST_USEFUL) + 1)
        if players - s > 0 and _fits(players - s + t, t)
    ]
    if options:
        s, t = min(options, key=lambda st: (_short(players - st[0] + st[1]), st[1], st[0]))
        boards = usual(players - s + t)
        assert boards is not None
        return Sizes(
            boards,
            _first(sit_out, s, history.sat_out),
            _first(two_boards, t, history.two_boards),
        )
    if allow_small and players >= 2:
        return Sizes(even(players))
    raise SeatingError(*_cannot(players, besides))


def _fits(seats: int, twice: int) -> bool:
    """Whether boards of 7 and 6 seat ``seats``, with two boards or more for ``twice``
    players who play two."""
    boards = usual(seats)
    return boards is not None and (twice == 0 or len(boards) >= 2)


def _short(seats: int) -> int:
    boards = usual(seats)
    assert boards is not None
    return boards.count(SHORT)


def _first(volunteers: Sequence[str], count: int, times: Mapping[str, int]) -> tuple[str, ...]:
    """The ``count`` volunteers who did it least often before, in the TD's order on ties."""
    order = sorted(range(len(volunteers)), key=lambda i: (times.get(volunteers[i], 0), i))
    return tuple(volunteers[i] for i in sorted(order[:count]))


def _cannot(players: int, besides: str) -> tuple[str, str]:
    """Why ``players`` cannot make boards of six and seven, and what would."""
    counted = f"{players} player{'s' if players != 1 else ''}"
    counted += f" besides {besides}" if besides else ""
    if players < 2:
        return f"{counted} cannot make a board", "add players with --add"
    fixes = []
    out = next((s for s in range(1, players) if usual(players - s) is not None), None)
    if out is not None and out <= MOST_USEFUL:
        fixes.append(f"{out} volunteer{'s' if out > 1 else ''} to sit out (--sit-out)")
    more = next(t for t in range(1, FULL * 2) if usual(players + t) is not None)
    fixes.append(f"{more} to play two boards (--two-boards)")
    return (
        f"{counted} cannot make boards of 7 and 6",
        f"it takes {' or '.join(fixes)}, or smaller boards (--allow-small)",
    )
