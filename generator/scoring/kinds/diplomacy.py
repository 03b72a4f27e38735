"""Diplomacy boards: seven powers, each with a player and its supply centres.

A round file gives, per board, each power's player and its final centre count or one
count per year played; see :data:`KIND`.
"""

from __future__ import annotations

from collections.abc import Iterator
from operator import attrgetter
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError

from podium.content.domain import to_domain
from podium.content.format_problems import plain_list
from podium.content.formats import (
    FIRST_YEAR,
    LAST_YEAR,
    BoardId,
    Centres,
    FileModel,
    PlayerId,
    RoundLists,
)
from podium.content.problems import suggestion
from podium.model import DiplomacyBoard, DrawnBoard, DrawnSeat, PowerEntry, Where
from podium.powers import MAX_CENTRES, POWERS, canonical_power
from podium.scoring.kinds.base import (
    BoardKind,
    Column,
    PageTexts,
    ReadReport,
    Report,
    SeatAt,
    View,
)
from podium.scoring.results import BoardScore


class PowerFile(FileModel):
    """One power on a Diplomacy board (the key is the power: Austria or A)."""

    player: PlayerId | None = Field(description="Who played it; null for civil disorder.")
    centres: Centres | None = Field(
        None,
        description="The final count, or one count per year from start to end; "
        "left out on every power while the board is in play.",
    )
    eliminated: int | None = Field(
        None,
        ge=FIRST_YEAR,
        le=LAST_YEAR,
        description="The year it lost its last centre (a board with final counts only).",
    )


class DiplomacyBoardFile(FileModel):
    """One Diplomacy board."""

    board: BoardId = Field(description="Number or short name, unique in the round.")
    start: int = Field(1901, ge=FIRST_YEAR, le=LAST_YEAR, description="The first year played.")
    end: int = Field(1907, ge=FIRST_YEAR, le=LAST_YEAR, description="The last year played.")
    result: Literal["solo", "draw", "time", "concession"] | None = Field(
        None, description="How the game ended (a concession names conceded_to)."
    )
    conceded_to: str | None = Field(
        None, description="The power the others conceded to (result: concession)."
    )
    draw: list[str] | None = Field(
        None, description="The powers in the draw, where not every survivor (draw-size)."
    )
    order: list[str] | None = Field(
        None,
        description="The director's order of powers tied on centres, best first, where the "
        "scoring system allows it and the year chart that would break the tie is missing.",
    )
    top_table: bool = Field(False, description="This board is the event's top table.")
    powers: dict[str, PowerFile] = Field(description="Each power on the board, once.")


class DiplomacyRoundFile(RoundLists):
    """``round-N.yaml`` of a Diplomacy event."""

    boards: list[DiplomacyBoardFile] = Field(description="The boards of the round.")


# --------------------------------------------------------------------------- reading


def read(board: DiplomacyBoardFile, where: Where, report: ReadReport) -> DiplomacyBoard:
    """The board; on problems (reported) it keeps every seat it could read."""
    label = f"board {board.board}"
    if board.start > board.end:
        report.add(
            where.child("end"),
            f"{label} ends in {board.end}, before it starts in {board.start}",
            "fix 'start' or 'end'",
        )
    seen: dict[str, str] = {}
    powers: list[PowerEntry] = []
    missing: list[tuple[str, Where]] = []
    for key, entry in board.powers.items():
        at = where.child("powers", key)
        power = _power(key, label, seen, at, report)
        if power is None or entry.centres is None:
            if power is not None:
                missing.append((power, at))
            report.left_out(where.file)
            continue
        place = f"{label}, {power}"
        history = _centres(entry.centres, board, place, at, report)
        counts = [entry.centres] if isinstance(entry.centres, int) else entry.centres
        final = counts[-1] if counts else 0
        final = final if 0 <= final <= MAX_CENTRES else 0  # (reported)
        eliminated = _eliminated(entry.eliminated, final, history, board, place, at, report)
        powers.append(
            to_domain(
                PowerEntry,
                entry,
                at,
                power=power,
                final=final,
                history=history,
                eliminated=eliminated,
            )
        )
    if missing:
        report.add(
            missing[0][1],
            f"{label} is partly filled: {plain_list([p for p, _ in missing])} "
            f"{'has' if len(missing) == 1 else 'have'} no centres",
            "give the centres of every power, or of none while the board is being played",
            at_key=True,
        )
    on_board = {p.power: p for p in powers}
    conceded_to = _conceded_to(board, on_board, label, where, report)
    draw = _draw(board, on_board, label, where, report)
    order = _order(board, on_board, label, where, report)
    return to_domain(
        DiplomacyBoard,
        board,
        where,
        powers=tuple(powers),
        conceded_to=conceded_to,
        draw=draw,
        order=order,
    )


RESULT_KEYS = ("result", "conceded_to", "draw", "order")
"""What a Diplomacy board says of how it ended: nothing, while it is in play."""


def draw(board: DiplomacyBoardFile, where: Where, report: ReadReport) -> DrawnBoard | None:
    """The draw of a board whose powers have no centres yet (None if any has them)."""
    if not board.powers or any(e.centres is not None for e in board.powers.values()):
        return None
    label = f"board {board.board}"
    for key in RESULT_KEYS:
        if getattr(board, key) is not None:
            report.add(
                where.child(key),
                f"{label} has no centres yet, so it cannot give '{key}'",
                f"give every power's centres, or remove '{key}' while the board is being played",
                at_key=True,
            )
    seen: dict[str, str] = {}
    seats: list[DrawnSeat] = []
    for key, entry in board.powers.items():
        at = where.child("powers", key)
        power = _power(key, label, seen, at, report)
        if power is None:
            report.left_out(where.file)
            continue
        if entry.eliminated is not None:
            report.add(
                at.child("eliminated"),
                f"{label}, {power} is eliminated in {entry.eliminated} but has no centres yet",
                "give every power's centres, or remove 'eliminated'",
                at_key=True,
            )
        seats.append(DrawnSeat(entry.player, power, at))
    return DrawnBoard(board.board, tuple(seats), where, top_table=board.top_table)


def _named_power(
    name: str, label: str, on_board: dict[str, PowerEntry], at: Where, report: Report
) -> PowerEntry | None:
    """The power ``name`` names on the board (reported if there is none)."""
    power = canonical_power(name)
    if power is None:
        hint = suggestion(name.capitalize(), POWERS) or (
            f"write {plain_list(POWERS, last='or')} (or just the first letter)"
        )
        report.add(at, f"unknown power '{name}' in {label}", hint)
        return None
    if power not in on_board:
        report.add(at, f"{power} is not on {label}", f"name one of {plain_list(list(on_board))}")
        return None
    return on_board[power]


def _conceded_to(
    board: DiplomacyBoardFile,
    on_board: dict[str, PowerEntry],
    label: str,
    where: Where,
    report: Report,
) -> str | None:
    """The power a concession names (reported when result and conceded_to disagree)."""
    if board.conceded_to is None:
        if board.result == "concession":
            report.add(
                where.child("result"),
                f"{label} ends in a concession but does not say to whom",
                "add 'conceded_to: POWER'",
            )
        return None
    at = where.child("conceded_to")
    if board.result != "concession":
        report.add(
            at,
            f"{label} names 'conceded_to' but its result is not a concession",
            "write 'result: concession', or remove 'conceded_to'",
        )
        return None
    entry = _named_power(board.conceded_to, label, on_board, at, report)
    if entry is None:
        return None
    if entry.final == 0:
        report.add(
            at,
            f"{label} is conceded to {entry.power}, which has no centres at the end",
            "name a power that survived",
        )
        return None
    return entry.power


def _draw(
    board: DiplomacyBoardFile,
    on_board: dict[str, PowerEntry],
    label: str,
    where: Where,
    report: Report,
) -> tuple[str, ...] | None:
    """The powers of the draw, in file order (reported: unknown, absent, eliminated,
    twice, or a draw on a board won by one power)."""
    if board.draw is None:
        return None
    if board.result in ("solo", "concession"):
        report.add(
            where.child("draw"),
            f"{label} ends in a {board.result}, so it has no draw",
            "remove 'draw', or change 'result'",
        )
        return None
    members: list[str] = []
    for entry, at in _listed(board.draw, "draw", label, on_board, where, report):
        if entry.final == 0:
            report.add(
                at,
                f"{entry.power} is in the draw of {label} but has no centres at the end",
                "name only powers that survived",
            )
        else:
            members.append(entry.power)
    return tuple(members) if members else None


def _listed(
    names: list[str],
    key: str,
    label: str,
    on_board: dict[str, PowerEntry],
    where: Where,
    report: Report,
) -> Iterator[tuple[PowerEntry, Where]]:
    """The powers of the board's list ``key`` (``draw``, ``order``), each with its place
    in the file, once each (reported: unknown, not on the board, or twice)."""
    seen: set[str] = set()
    for j, name in enumerate(names):
        at = where.child(key, j)
        entry = _named_power(name, label, on_board, at, report)
        if entry is None:
            continue
        if entry.power in seen:
            report.add(at, f"{entry.power} is twice in the {key} of {label}", "name it once")
            continue
        seen.add(entry.power)
        yield entry, at


def _order(
    board: DiplomacyBoardFile,
    on_board: dict[str, PowerEntry],
    label: str,
    where: Where,
    report: Report,
) -> tuple[str, ...] | None:
    """The director's order of tied powers, in file order (reported: unknown, absent,
    twice, or fewer than two powers)."""
    if board.order is None:
        return None
    powers = [e.power for e, _ in _listed(board.order, "order", label, on_board, where, report)]
    if len(board.order) < 2:
        report.add(
            where.child("order"),
            f"the order of {label} names fewer than two powers",
            "name the tied powers, best first, or remove 'order'",
            at_key=True,
        )
        return None
    return tuple(powers) if len(powers) == len(board.order) else None


def _eliminated(
    year: int | None,
    final: int,
    history: tuple[int, ...] | None,
    board: DiplomacyBoardFile,
    place: str,
    at: Where,
    report: Report,
) -> int | None:
    """The elimination year a file gives (reported when it disagrees with the counts)."""
    if year is None:
        return None
    spot = at.child("eliminated")
    if final != 0:
        report.add(
            spot,
            f"{place} is eliminated in {year} but has {final} centres at the end",
            "remove 'eliminated', or give a final count of 0",
        )
        return None
    if not board.start <= year <= board.end:
        report.add(
            spot,
            f"{place} is eliminated in {year}, outside the years played {board.start}-{board.end}",
            f"give a year from {board.start} to {board.end}",
        )
        return None
    if history is not None:
        charted = board.start + history.index(0)
        if charted != year:
            report.add(
                spot,
                f"{place} is eliminated in {year}, "
                f"but its year chart first has 0 centres in {charted}",
                "remove 'eliminated' (the year chart says it), or fix the chart",
            )
            return None
    return year


def _power(key: str, label: str, seen: dict[str, str], at: Where, report: Report) -> str | None:
    power = canonical_power(key)
    if power is None:
        hint = suggestion(key.capitalize(), POWERS) or (
            f"write {plain_list(POWERS, last='or')} (or just the first letter)"
        )
        report.add(at, f"unknown power '{key}' in {label}", hint, at_key=True)
        return None
    if power in seen:
        report.add(
            at,
            f"{power} appears twice in {label} (as '{seen[power]}' and '{key}')",
            "keep only one of them",
            at_key=True,
        )
        return None
    seen[power] = key
    return power


def _centres(
    centres: int | list[int],
    board: DiplomacyBoardFile,
    place: str,
    at: Where,
    report: Report,
) -> tuple[int, ...] | None:
    """The year-by-year history (None for a final count only, or one with problems)."""
    fine = True
    counts = [centres] if isinstance(centres, int) else centres
    for j, count in enumerate(counts):
        if not 0 <= count <= MAX_CENTRES:
            fine = False
            spot = at.child("centres") if isinstance(centres, int) else at.child("centres", j)
            report.add(
                spot,
                f"centre count {count} in {place} is outside 0-{MAX_CENTRES}",
                "fix the count",
            )
    if isinstance(centres, int):
        return None
    years = board.end - board.start + 1
    if len(centres) != years and years > 0:
        fine = False
        report.add(
            at.child("centres"),
            f"'centres' in {place} has {len(centres)} counts, "
            f"but {board.start}-{board.end} is {years} years",
            f"give one count per year from {board.start} to {board.end}, or only the final count",
        )
    return tuple(centres) if fine else None


def salvage(raw: Any) -> Any:
    """A board of a file with problems keeps the powers that are fine on their own."""
    if isinstance(raw, dict) and isinstance(raw.get("powers"), dict):
        good = {k: v for k, v in raw["powers"].items() if _valid(PowerFile, v)}
        return {**raw, "powers": good}
    return raw


def _valid(model: type[BaseModel], raw: Any) -> bool:
    try:
        model.model_validate(raw)
    except ValidationError:
        return False
    return True


# --------------------------------------------------------------------------- seats, checks


def seats(board: DiplomacyBoard) -> Iterator[SeatAt]:
    for p in board.powers:
        if p.player is not None:
            yield SeatAt(p.player, p.power, p.where)


def check(board: DiplomacyBoard, report: Report) -> None:
    """Each year's counts (of the powers with a history; the final year: of all) add up
    to at most the map's centres."""
    years = board.years
    if not years:  # (end before start: reported when read)
        return
    histories = [p.history for p in board.powers if p.history and len(p.history) == len(years)]
    totals = [sum(year) for year in zip(*histories, strict=True)] or [0] * len(years)
    totals[-1] = sum(p.final for p in board.powers)
    for year, total in zip(years, totals, strict=True):
        if total > MAX_CENTRES:
            report.add(
                board.where.child("powers"),
                f"the centres on board {board.board} add up to {total} in {year}, "
                f"more than the {MAX_CENTRES} on the map",
                f"check the counts for {year}",
                at_key=True,
            )
            return


# --------------------------------------------------------------------------- presenting


def page_view(board: DiplomacyBoard, score: BoardScore, rows: list[View], tr: PageTexts) -> View:
    """How the game ended, if the file says, and the order of tied powers the director
    decided."""
    view: View = {}
    if board.result:
        view["result"] = tr.gettext("Result: %(result)s", result=tr.result(board.result))
    if board.order:
        powers = ", ".join(tr.power(p) for p in board.order)
        view["director_order"] = tr.gettext(
            "%(powers)s: equal centres, order decided by the director.", powers=powers
        )
    return view


ROUND_TEMPLATE = """\
boards: []
# boards:
#   - board: 1                  # number, or short name of a-z 0-9 '-'; unique in the round
#     end: 1907                 # optional: last played year (default 1907)
#     result: draw              # optional: solo | draw | time | concession
#     conceded_to: France       # with result: concession, the power conceded to
#     draw: [Austria, France]   # optional: the powers in the draw (draw-size only)
#     order: [England, Austria] # optional: the director's order of tied powers (Italia 2010)
#     top_table: false          # optional
#     powers:                   # each of the seven powers once; A, E, F, G, I, R, T work too
#       Austria: {player: alice-rossi, centres: 9}              # final count, or
#       England: {player: bob-smith, centres: [4, 5, 6, 7, 8, 9, 9]}  # one count a year
#       France:  {player: null, centres: 3}                     # civil disorder
#       Germany: {player: gina-verdi, centres: 0, eliminated: 1905}  # optional: the year
#       # Italy, Russia, Turkey ...
# sit_outs: [carol-bianchi]     # optional: asked by the TD to sit this round out
# two_boards: [dan-gialli]      # optional: allowed to play two boards of this round
# refused_top_table: [frank-blu]   # optional
"""


def inputs(board: DiplomacyBoard) -> dict[str, Any]:
    """What results.json echoes of a Diplomacy board's own inputs, where the file gives
    them: the power conceded to, the powers in the draw, and elimination years written on
    a board with final counts only (power -> year)."""
    echoed: dict[str, Any] = {}
    if board.conceded_to is not None:
        echoed["conceded_to"] = board.conceded_to
    if board.draw is not None:
        echoed["draw"] = list(board.draw)
    if board.order is not None:
        echoed["order"] = list(board.order)
    eliminated = {p.power: p.eliminated for p in board.powers if p.eliminated is not None}
    if eliminated:
        echoed["eliminated"] = eliminated
    return echoed


KIND: BoardKind[DiplomacyBoard, DiplomacyBoardFile] = BoardKind(
    name="diplomacy",
    board_type=DiplomacyBoard,
    round_file=DiplomacyRoundFile,
    read=read,
    draw=draw,
    seats=seats,
    check=check,
    columns=(
        Column("power", "Power", attrgetter("entry.power"), lead=True, power=True),
        Column("centres", "Centres", attrgetter("entry.final")),
    ),
    page_view=page_view,
    round_template=ROUND_TEMPLATE,
    seat_label="power",
    import_columns=(("board",), ("power",), ("player",), ("centres", "years")),
    salvage=salvage,
    keep=("start", "end"),  # their defaults would make the counts of every year look wrong
    inputs=inputs,
    centre_table=True,
    powers=POWERS,
)
