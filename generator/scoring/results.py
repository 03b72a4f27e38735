"""What scoring produces: plain, frozen, exact (``Fraction``) results.

Board scoring turns one board into :class:`BoardScore`; the tournament layer turns an
event into :class:`EventResult`. Pages and exports read these; nothing here renders.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

from podium.model import Board, Entry, Event, Rules

Param = str | int | Fraction


@dataclass(frozen=True)
class Line:
    """One line of a score's breakdown, e.g. "{n} × {centres} centres = {value}" with n=4,
    centres=9, value=36 (made by a :class:`~podium.scoring.lines.Lines`).

    ``template`` is the English text, used by the JSON export and, with ``context`` (its
    owner: a system's key, ``tournament``...), as the gettext message that pages translate
    by (see :class:`~podium.scoring.texts.Msg`); ``params`` fill it in.
    """

    template: str
    params: tuple[tuple[str, Param], ...] = ()
    context: str = ""

    def __post_init__(self) -> None:
        # Equal lines read the same, as memos of their text assume: a whole Fraction is
        # an int (1 and Fraction(1) are equal, so one line), and no bool passes for 1.
        plain = tuple((name, _plain(value)) for name, value in self.params)
        object.__setattr__(self, "params", plain)

    @cached_property
    def ident(self) -> LineIdent:
        """Equal to another line's ident exactly when the lines are equal, and made of strs
        and ints only: memos of the lines' text use it as their key, as it hashes and
        compares many times faster than the line (whose Fractions are Python code). Made
        when first asked for: scoring alone never needs it."""
        return (self.context, self.template, *(_ident(n, v) for n, v in self.params))

    def __hash__(self) -> int:
        return hash(self.ident)

    def __reduce__(self) -> tuple[type[Line], tuple[str, tuple[tuple[str, Param], ...], str]]:
        # ident (and hash) made again where it is read
        return (Line, (self.template, self.params, self.context))

    def get(self, name: str) -> Param:
        return dict(self.params)[name]


LineIdent = tuple[str | tuple[str, str | int, int], ...]
"""A line's context and template, then each parameter as (name, value, 1) or, for a Fraction, as
(name, numerator, denominator)."""


def _ident(name: str, value: Param) -> tuple[str, str | int, int]:
    if type(value) is int or type(value) is str:  # most parameters: no ABC isinstance check
        return (name, value, 1)
    if isinstance(value, Fraction):
        return (name, value.numerator, value.denominator)
    return (name, value, 1)


def _plain(value: Param) -> Param:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, Fraction) and value.denominator == 1:
        return value.numerator
    return value


@dataclass(frozen=True, slots=True)
class Seat:
    """One entry of a board, as scored: a power, a placement or a team player."""

    entry: Entry
    player: str | None  # None: a power in civil disorder (no position, no score)
    position: int | None  # where the system has positions
    score: Fraction | None  # the board score; None for civil disorder
    breakdown: tuple[Line, ...]
    side: str | None = None  # team games
    shared: bool = False  # the position is shared with another seat (c-diplo, league)


@dataclass(frozen=True, slots=True)
class BoardScore:
    round: int
    board: Board
    seats: tuple[Seat, ...]  # position order where there are positions, else file order
    victory: str | None = None  # team games: strategic | tactical | marginal | draw
    winning_side: str | None = None


@dataclass(frozen=True, slots=True)
class Counted:
    """One result that enters (or could enter) a player's total: a game or a sit-out."""

    round: int
    board: str | None  # None: a sit-out
    score: Fraction | None  # the board score; None for a sit-out
    counted: Fraction  # what enters the total after multipliers, total method, worst result
    adjustments: tuple[Line, ...] = ()  # "top table ×1.2", "worst result 10%", ...
    dropped: bool = False  # left out by the total method (counted is then 0)
    uncounted: Fraction | None = None  # dropped: what it would have counted (struck through)


@dataclass(frozen=True, slots=True)
class Standing:
    player: str
    rank: int | None  # None: disqualified
    shared: bool  # rank shared with another player ("5=")
    total: Fraction
    games: int
    results: tuple[Counted, ...]  # in round order
    # winner bonus, penalties (negative): each line with its points, added to the results
    bonuses: tuple[tuple[Line, Fraction], ...] = ()
    # the tie-break criterion that last separated this player from equal totals (None: no
    # tie, the top-table podium, or a rank shared because no criterion separated them)
    tiebreak: str | None = None
    # top_table, sit_out, two_boards, refused_top_table, penalty, podium, winner,
    # worst_result, best_of, disqualified
    marks: frozenset[str] = frozenset()
    # each criterion that compared the player with equal totals, up to ``tiebreak``, and
    # what a ranking prints for it (a round's score, a power, games played, the place the
    # lots gave; never a private value): see podium.scoring.tiebreaks.Criterion.shown
    tiebreak_values: tuple[tuple[str, int | Fraction | str | None], ...] = ()

    @property
    def tiebreak_value(self) -> int | Fraction | str | None:
        """What a ranking prints for the criterion that decided (``tiebreak``)."""
        return self.tiebreak_values[-1][1] if self.tiebreak_values else None


@dataclass(frozen=True, slots=True)
class EventResult:
    event: Event
    boards: tuple[BoardScore, ...]  # in round, then board order
    ranking: tuple[Standing, ...]
    disqualified: tuple[Standing, ...] = ()
    rules: Rules = field(default_factory=Rules)  # the event's rules merged with the defaults
    provisional: int | None = None
    """The round in play whose finished boards are scored already (their scores, and the
    totals, provisional until every board of it has results); None: no such board."""

    @property
    def round_numbers(self) -> tuple[int, ...]:
        """The rounds with scores: those scored, and the round in play if provisional."""
        scored = tuple(r.number for r in self.event.rounds)
        return scored if self.provisional is None else (*scored, self.provisional)

    def standing(self, player: str) -> Standing | None:
        """The player's standing (ranked or disqualified), if they have one."""
        for standing in (*self.ranking, *self.disqualified):
            if standing.player == player:
                return standing
        return None

    def counted(self, player: str, round_number: int, board: str | None) -> Counted | None:
        """What ``player`` counted for ``board`` (None: a sit-out) in ``round_number``."""
        standing = self.standing(player)
        if standing is None:
            return None
        for item in standing.results:
            if item.round == round_number and item.board == board:
                return item
        return None
