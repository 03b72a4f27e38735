"""The draw of one round, from an event as read and scored by the service.

:func:`seat` checks the TD's request (every id known, each list consistent), takes who
plays (everyone who played or sat out an earlier round, plus ``add``, minus ``absent``
and the disqualified), forms the top table if asked, decides the board sizes and fills
the other boards with :func:`podium.seating.assignment.assign`.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from podium.content.problems import suggestion
from podium.model import Event
from podium.powers import POWERS
from podium.progress import plural
from podium.seating.assignment import BoardSpec, Seat, assign
from podium.seating.errors import SeatingError
from podium.seating.history import History, history_of
from podium.seating.sizes import SHORT, board_sizes
from podium.seating.top_table import top_table

MAX_PLAYERS = 1_000
"""The most players of a round podium seats (the largest Diplomacy events have a few
hundred): a draw takes a few seconds at this size, and the check comes before any work."""

LEFT_OUT_ON_SIX = "Italy"
"""The power no one plays on a board of six: Italy in civil disorder (rule 8.5)."""


@dataclass(frozen=True, slots=True)
class Request:
    """What the TD asks for (``podium seat``'s options)."""

    round: int
    add: tuple[str, ...] = ()
    absent: tuple[str, ...] = ()
    sit_out: tuple[str, ...] = ()  # volunteers, in the TD's order of preference
    two_boards: tuple[str, ...] = ()  # volunteers, in the TD's order of preference
    refuse_top: tuple[str, ...] = ()
    top_table: bool = False
    allow_small: bool = False
    seed: int = 0


@dataclass(frozen=True, slots=True)
class Table:
    number: int
    seats: tuple[Seat, ...]  # in the order of the powers
    top_table: bool = False

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(s.player for s in self.seats)


@dataclass(frozen=True, slots=True)
class Plan:
    """A round's draw, and what it was made from (for the report)."""

    event: str
    round: int
    seed: int
    tables: tuple[Table, ...]
    sit_outs: tuple[str, ...]  # volunteers who sit out
    two_boards: tuple[str, ...]  # volunteers who play two boards
    refused_top_table: tuple[str, ...]
    top_table_order: tuple[str, ...]  # the top table's players, best ranked first
    absent: tuple[str, ...]  # who played before and does not play this round
    disqualified: tuple[str, ...]  # left out: disqualified
    history: History
    links: tuple[tuple[str, ...], ...]


def seat(
    event: Event,
    known: Collection[str],
    ranking: Sequence[str],
    has_top_table: bool,
    request: Request,
) -> Plan:
    """The draw of round ``request.round`` of ``event``.

    ``known`` are the club's player ids, ``ranking`` the event's ranking after its rounds
    (best first), ``has_top_table`` whether its rules have one.
    """
    _check_size(len(set(request.add)), request)
    history = history_of(event)
    _check_request(event, known, has_top_table, request)
    players, absent, disqualified = _players(event, history, request)
    _check_size(len(players), request)
    _check_volunteers(players, request)
    top = None
    if request.top_table:
        top = top_table(ranking, players, request.refuse_top, request.seed)
    on_top = {s.player for s in top.seats} if top else set()
    rest = [p for p in players if p not in on_top]
    sizes = board_sizes(
        len(rest),
        [p for p in request.sit_out if p not in on_top],
        [p for p in request.two_boards if p not in on_top],
        history,
        allow_small=request.allow_small,
        besides="the top table" if top else "",
    )
    seated = [p for p in rest if p not in sizes.sit_outs] + list(sizes.two_boards)
    specs = [BoardSpec(size, board_powers(size)) for size in sizes.boards]
    drawn = assign(seated, specs, history, event.links, seed=request.seed)
    tables = [Table(1, _in_power_order(top.seats), top_table=True)] if top else []
    first = len(tables) + 1
    tables += [Table(number, seats) for number, seats in enumerate(drawn, start=first)]
    return Plan(
        event=event.id,
        round=request.round,
        seed=request.seed,
        tables=tuple(tables),
        sit_outs=sizes.sit_outs,
        two_boards=sizes.two_boards,
        refused_top_table=top.refused if top else (),
        top_table_order=tuple(s.player for s in top.seats) if top else (),
        absent=absent,
        disqualified=disqualified,
        history=history,
        links=event.links,
    )


def board_powers(size: int) -> tuple[str, ...]:
    """The powers a board of ``size`` may use: all seven; on a board of six, all but
    Italy (rule 8.5); on a smaller board (escalation), any."""
    if size == SHORT:
        return tuple(p for p in POWERS if p != LEFT_OUT_ON_SIX)
    return POWERS


def _in_power_order(seats: Sequence[Seat]) -> tuple[Seat, ...]:
    return tuple(sorted(seats, key=lambda s: POWERS.index(s.power)))


def _check_request(
    event: Event, known: Collection[str], has_top_table: bool, request: Request
) -> None:
    """Every id known; the round the next one; the top table only where there is one."""
    ids = sorted(known)
    for option, listed in _options(request):
        for player in listed:
            if player not in known:
                hint = suggestion(player, ids) or "add them with `podium add player`"
                raise SeatingError(f"unknown player '{player}' ({option})", hint)
    last = len(event.rounds)
    if event.in_play is not None:
        playing = event.in_play.number
        raise SeatingError(
            f"round {playing} is in play: its draw is out but not all its results",
            f"enter the results of round {playing}, then seat round {playing + 1}",
        )
    if request.round != last + 1:
        raise SeatingError(
            f"round {request.round} cannot be seated: the event has {_rounds(last)}",
            f"the next round is {last + 1}",
        )
    both = [p for p in request.add if p in request.absent]
    if both:
        raise SeatingError(f"'{both[0]}' is listed under --add and --absent", "keep one")
    if request.refuse_top and not request.top_table:
        raise SeatingError("--refuse-top is for the top table", "add --top-table, or leave it out")
    if request.top_table and not has_top_table:
        raise SeatingError(
            f"the rules of {event.id} have no top table (no bonus, winner bonus or podium for it)",
            "leave out --top-table, or set rules: top_table_bonus_percent in event.yaml",
        )
    if request.top_table and any(b.top_table for r in event.rounds for b in r.boards):
        raise SeatingError("the event has had its top table already", "leave out --top-table")
    if request.top_table and last == 0:
        raise SeatingError(
            "the top table is drawn from the ranking after the earlier rounds, and this is "
            "the first round",
            "leave out --top-table",
        )


def _options(request: Request) -> list[tuple[str, tuple[str, ...]]]:
    return [
        ("--add", request.add),
        ("--absent", request.absent),
        ("--sit-out", request.sit_out),
        ("--two-boards", request.two_boards),
        ("--refuse-top", request.refuse_top),
    ]


def _check_size(players: int, request: Request) -> None:
    if players > MAX_PLAYERS:
        raise SeatingError(
            f"{players:,} players for round {request.round}: podium seats at most "
            f"{MAX_PLAYERS:,} players a round",
            "split the event, or check the ids given with --add",
        )


def _players(
    event: Event, history: History, request: Request
) -> tuple[list[str], tuple[str, ...], tuple[str, ...]]:
    """Who plays (sorted), who is absent, and who is left out as disqualified."""
    before = set(history.participants())
    for player in request.absent:
        if player not in before:
            raise SeatingError(
                f"'{player}' is listed under --absent but played no earlier round",
                "remove them from --absent",
            )
    disqualified = tuple(
        sorted(p for p in before if p in event.disqualified and p not in request.add)
    )
    players = (before | set(request.add)) - set(request.absent) - set(disqualified)
    if not players:
        raise SeatingError(
            f"no one plays round {request.round}", "name the players with --add ID ..."
        )
    return sorted(players), tuple(sorted(request.absent)), disqualified


def _check_volunteers(players: Sequence[str], request: Request) -> None:
    playing = set(players)
    for option, listed in _options(request)[2:]:
        for player in listed:
            if player not in playing:
                raise SeatingError(
                    f"'{player}' does not play round {request.round} ({option})",
                    "add them with --add, or remove them from " + option,
                )
    both = [p for p in request.sit_out if p in request.two_boards]
    if both:
        raise SeatingError(f"'{both[0]}' is listed under --sit-out and --two-boards", "keep one")


def _rounds(count: int) -> str:
    return "no rounds yet" if count == 0 else plural(count, "round")
