"""``podium import csv``: a club's old spreadsheets become an event's round files.

The steps, and the rule that nothing is written unless everything is clean:

1. :mod:`generator.tools.csv_table` reads each CSV (encoding, separator, headings).
2. Each row becomes a seat of a board of a round, shaped for the event's board kind
   (Diplomacy powers, placement players, team sides); a value that is not what its column
   needs is reported at its row and column.
3. Each name becomes a player id: the id of the one player of players.yaml with that exact
   name, else a new id (:func:`generator.content.ids.unique_id`). A name *close* to one
   already known ("Zoe O'Brien" and "Zoë O'Brien") is never guessed: the import stops
   until ``--player NAME=ID`` (the same person) or ``--new-player NAME`` (another one)
   says which.
4. The round files (and event.yaml, for a new event) are written as text, remembering
   which CSV cell each value came from, into a copy of the event with the new
   players.yaml, and read back by :mod:`generator.build.service` exactly as
   ``podium check`` reads them. Any problem there is reported at the CSV cell it came from.
5. Only then are the files created (each new file appears whole, and none is ever
   overwritten) and players.yaml replaced in one rename.
"""

from __future__ import annotations

import difflib
import os
import shutil
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

from generator.build import service
from generator.content import ids
from generator.content.problems import Problem, suggestion
from generator.content.yamlfile import parse
from generator.powers import canonical_power
from generator.scoring import registry
from generator.scoring.kinds import system_kind
from generator.tools import csv_table
from generator.tools.csv_table import Cell, Row, Table
from generator.tools.scaffold import PLAYERS_HEAD, ROUND_RE, player_entry, schema_line, yaml_scalar

POWER_NAMES: dict[str, str] = {
    # Italian and French names of the powers (folded); English ones and initials are
    # generator.powers.canonical_power's
    "inghilterra": "England",
    "francia": "France",
    "germania": "Germany",
    "italia": "Italy",
    "turchia": "Turkey",
    "autriche": "Austria",
    "angleterre": "England",
    "allemagne": "Germany",
    "italie": "Italy",
    "russie": "Russia",
    "turquie": "Turkey",
    "austria hungary": "Austria",
    "austria ungheria": "Austria",
    "autriche hongrie": "Austria",
}

NEEDED: dict[str, tuple[tuple[str, ...], ...]] = {
    # per board kind: the fields every row needs (a tuple: one of them)
    "diplomacy": (("board",), ("power",), ("player",), ("centres", "years")),
    "placement": (("board",), ("player",), ("place", "points")),
    "team": (("board",), ("side",), ("player",), ("kills",), ("lost",), ("points",)),
}

NEAR = 0.85
"""How alike two folded names must be (difflib's ratio) to be asked about."""


class ImportProblems(Exception):
    """The import stops; ``problems`` say where and why (nothing was written)."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        super().__init__("\n".join(str(p) for p in problems))
        self.problems = tuple(problems)


@dataclass(frozen=True)
class Request:
    """What ``podium import csv`` was asked."""

    files: tuple[Path, ...]
    event: str
    scoring: str
    content: Path
    mapping: dict[str, str] = field(default_factory=dict)  # folded heading -> field
    same: dict[str, str] = field(default_factory=dict)  # --player NAME=ID
    different: frozenset[str] = frozenset()  # --new-player NAME
    name: str | None = None  # the new event's name
    start: date | None = None  # the new event's first day


@dataclass(frozen=True)
class Plan:
    """What the import writes: new files (path -> text), players.yaml's new text (or
    None when no player is added), and who was added or found."""

    created: dict[Path, str]
    players_file: Path
    players_text: str | None
    added: tuple[tuple[str, str], ...]  # (id, name) of new players
    reused: tuple[tuple[str, str], ...]  # (id, name) of players found in players.yaml
    rounds: int
    boards: int
    notes: tuple[str, ...]


# --------------------------------------------------------------------------- seats


@dataclass(frozen=True)
class Value:
    """A cell's value, where it came from."""

    value: Any
    cell: Cell


@dataclass
class Seat:
    row: Row
    player: Value  # the name (text), "" for a power nobody played
    values: dict[str, Value]  # power, side, centres, place, points, ...
    years: list[tuple[int, Value]]  # (year, count), in year order, only those given


@dataclass
class Board:
    name: Value
    seats: list[Seat] = field(default_factory=list)
    extra: dict[str, Value] = field(default_factory=dict)  # result, end, game


@dataclass
class RoundPlan:
    number: int
    cell: Cell  # the first row's round cell (or its first cell)
    boards: dict[str, Board] = field(default_factory=dict)
    files: list[str] = field(default_factory=list)


INTEGER_FIELDS = ("centres", "eliminated", "place", "kills", "lost", "units", "end")
NUMBER_FIELDS = ("points",)
TEXT_FIELDS = ("power", "side", "result", "game")
BOARD_FIELDS = ("result", "end", "game")


def _parse_value(row: Row, col: int, name: str, heading: str) -> Value | Problem | None:
    text = row.text(col)
    cell = row.cell(col)
    if not text:
        return None
    if name in TEXT_FIELDS:
        return Value(text, cell)
    number = csv_table.number(text)
    if number is None:
        return cell.problem(f"'{heading}' is {text!r}, not a number", "write a number like 7")
    if name in INTEGER_FIELDS:
        if number != number.to_integral_value():
            return cell.problem(
                f"'{heading}' is {text!r}, not a whole number", "write a whole number like 7"
            )
        return Value(int(number), cell)
    return Value(number, cell)


def _read_seats(
    table: Table, kind: str, default_round: int, problems: list[Problem]
) -> list[tuple[int, Cell, Seat, Value]]:
    """Every row as (round, round cell, seat, board name); problems are collected."""
    have = set(table.columns) | ({"years"} if table.years else set())
    for needed in NEEDED[kind]:
        if not have & set(needed):
            problems.append(_missing_column(table, needed))
    if problems:
        return []
    seats: list[tuple[int, Cell, Seat, Value]] = []
    for row in table.rows:
        before = len(problems)
        number, round_cell = _round_of(table, row, default_round, problems)
        values: dict[str, Value] = {}
        for name, col in table.columns.items():
            if name in ("round", "board", "player"):
                continue
            parsed = _parse_value(row, col, name, table.heading(col))
            if isinstance(parsed, Problem):
                problems.append(parsed)
            elif parsed is not None:
                values[name] = parsed
        years: list[tuple[int, Value]] = []
        for year, col in table.years.items():
            parsed = _parse_value(row, col, "centres", table.heading(col))
            if isinstance(parsed, Problem):
                problems.append(parsed)
            elif parsed is not None:
                years.append((year, parsed))
        board_col = table.columns["board"]
        board = Value(row.text(board_col), row.cell(board_col))
        if not board.value:
            problems.append(board.cell.problem("the board is empty", "give the board's number"))
        player_col = table.columns["player"]
        player = Value(" ".join(row.text(player_col).split()), row.cell(player_col))
        if not player.value and kind != "diplomacy":
            problems.append(player.cell.problem("the player's name is empty", "write the name"))
        problems += _empty_cells(table, row, kind, values, years)
        if len(problems) == before:
            seat = Seat(row, player, values, years)
            seats.append((number, round_cell, seat, board))
    return seats


def _empty_cells(
    table: Table, row: Row, kind: str, values: dict[str, Value], years: list[tuple[int, Value]]
) -> list[Problem]:
    """A needed value left empty, or a final count that is not the last year's."""
    found: list[Problem] = []
    for needed in NEEDED[kind]:
        if set(needed) & {"board", "player"} or set(needed) & set(values):
            continue
        if "years" in needed and years:
            continue
        col = table.columns.get(needed[0]) or next(iter(table.years.values()), 1)
        if row.text(col):
            continue  # not empty: already reported as not what the column needs
        if "years" in needed:
            found.append(
                row.cell(col).problem("no centre count", "give the final count or each year's")
            )
        else:
            found.append(row.cell(col).problem(f"'{table.heading(col)}' is empty", "fill it in"))
    final = values.get("centres")
    if final is not None and years and final.value != years[-1][1].value:
        year, last = years[-1]
        found.append(
            final.cell.problem(
                f"the final count {final.value} is not {year}'s {last.value}",
                "make the two agree",
            )
        )
    return found


def _missing_column(table: Table, needed: tuple[str, ...]) -> Problem:
    words = " or ".join(
        "one column per year (1901, 1902, ...)"
        if name == "years"
        else f"'{name}' ({', '.join(csv_table.ALIASES[name][:3])}, ...)"
        for name in needed
    )
    field_name = needed[0] if needed[0] != "years" else "centres"
    return Problem(
        table.file,
        table.header_line,
        1,
        f"no column for {words}",
        f"add it, or name the column that holds it with --map HEADING={field_name}",
    )


def _round_of(
    table: Table, row: Row, default_round: int, problems: list[Problem]
) -> tuple[int, Cell]:
    col = table.columns.get("round")
    if col is None:
        return default_round, row.cell(1)
    cell = row.cell(col)
    text = row.text(col)
    number = csv_table.number(text) if text else None
    if number is None or number != number.to_integral_value() or not 1 <= number <= 99:
        problems.append(cell.problem(f"the round is {text!r}", "write the round's number, 1 to 99"))
        return 0, cell
    return int(number), cell


def _rounds(
    seats: list[tuple[int, Cell, Seat, Value]], problems: list[Problem]
) -> dict[int, RoundPlan]:
    rounds: dict[int, RoundPlan] = {}
    for number, round_cell, seat, board_name in seats:
        plan = rounds.setdefault(number, RoundPlan(number, round_cell))
        if round_cell.file not in plan.files:
            plan.files.append(round_cell.file)
        key = board_name.value.lower()
        board = plan.boards.setdefault(key, Board(board_name))
        problems += _twice(board, seat, number)
        board.seats.append(seat)
        for name in BOARD_FIELDS:
            if name not in seat.values:
                continue
            given = seat.values.pop(name)
            first = board.extra.setdefault(name, given)
            if first.value != given.value:
                problems.append(
                    given.cell.problem(
                        f"board {board_name.value} of round {number} has {name} "
                        f"{first.value!r} on row {first.cell.line} and {given.value!r} here",
                        "give the board one value",
                    )
                )
    return dict(sorted(rounds.items()))


def _twice(board: Board, seat: Seat, number: int) -> list[Problem]:
    """A power given twice on one board (the rows of both are named)."""
    power = seat.values.get("power")
    if power is None:
        return []
    for other in board.seats:
        if _power(other.values["power"].value) == _power(power.value):
            return [
                power.cell.problem(
                    f"board {board.name.value} of round {number} has {_power(power.value)} "
                    f"on row {other.row.line} and here",
                    "give each power once",
                )
            ]
    return []


# --------------------------------------------------------------------------- players


@dataclass(frozen=True)
class Known:
    id: str
    name: str
    new: bool


def _existing_players(path: Path) -> list[Known]:
    if not path.is_file():
        return []
    data, problems = parse(str(path), path.read_text(encoding="utf-8"))
    if problems or (data is not None and not isinstance(data, dict)):
        raise ImportProblems(
            [Problem(str(path), 0, 0, "cannot be read", "fix it first (`podium check`)")]
        )
    players: dict[Any, Any] = data or {}
    return [
        Known(str(key), " ".join(str(value.get("name", "")).split()), new=False)
        for key, value in players.items()
        if isinstance(value, dict)
    ]


def _close(name: str, known: list[Known]) -> list[Known]:
    """The known players whose names are close to ``name`` but not the same."""
    mine = csv_table.folded(name)
    return [
        k
        for k in known
        if k.name != name
        and (
            ids.slug(k.name) == ids.slug(name)
            or difflib.SequenceMatcher(None, csv_table.folded(k.name), mine).ratio() >= NEAR
        )
    ]


def _resolve_players(
    names: list[Value], existing: list[Known], request: Request, problems: list[Problem]
) -> tuple[dict[str, str], list[Known], list[Known]]:
    """Name -> id for every name; the players to add; the players found."""
    known = list(existing)
    taken = {k.id for k in existing}
    out: dict[str, str] = {}
    added: list[Known] = []
    reused: list[Known] = []
    for value in names:
        name = value.value
        if name in out:
            continue
        if name in request.same:
            chosen = request.same[name]
            match = [k for k in known if k.id == chosen]
            if not match:
                hint = suggestion(chosen, sorted(taken)) or "give an id of players.yaml"
                problems.append(
                    value.cell.problem(
                        f"--player {name!r}={chosen!r}: no player {chosen!r} in players.yaml",
                        hint,
                    )
                )
                continue
            out[name] = chosen
            if not match[0].new:
                reused.append(match[0])
            continue
        same = [k for k in known if k.name == name]
        if len(same) == 1:
            out[name] = same[0].id
            if not same[0].new:
                reused.append(same[0])
            continue
        if len(same) > 1:
            options = " or ".join(f'--player "{name}={k.id}"' for k in same)
            problems.append(
                value.cell.problem(
                    f"{name!r} is the name of {len(same)} players "
                    f"({', '.join(k.id for k in same)})",
                    f"say which with {options}",
                )
            )
            continue
        close = _close(name, known)
        if close and name not in request.different:
            problems.append(_near_match(value, close))
            continue
        new = Known(ids.unique_id(ids.slug(name) or "player", taken), name, new=True)
        taken.add(new.id)
        known.append(new)
        added.append(new)
        out[name] = new.id
    return out, added, list(dict.fromkeys(reused))


def _near_match(value: Value, close: list[Known]) -> Problem:
    name = value.value
    them = " or ".join(
        f"'{k.name}' ({k.id}{', new in this import' if k.new else ''})" for k in close
    )
    same = " or ".join(f'--player "{name}={k.id}"' for k in close)
    return value.cell.problem(
        f"{name!r} is not in players.yaml, but {them} is close",
        f'if they are the same person add {same}; if not, add --new-player "{name}"',
    )


# --------------------------------------------------------------------------- YAML text


@dataclass
class Text:
    """A YAML file being written, with the CSV cell of each line (and of spans of it)."""

    lines: list[str] = field(default_factory=list)
    origins: dict[int, tuple[Cell, list[tuple[int, Cell]]]] = field(default_factory=dict)

    def add(
        self, line: str, cell: Cell | None = None, spans: Sequence[tuple[int, Cell]] = ()
    ) -> None:
        self.lines.append(line)
        if cell is not None:
            self.origins[len(self.lines)] = (cell, list(spans))

    def text(self) -> str:
        return "".join(f"{line}\n" for line in self.lines)

    def cell(self, line: int, col: int) -> Cell | None:
        """The CSV cell of a problem at ``line:col`` of this file."""
        if line not in self.origins:
            return None
        default, spans = self.origins[line]
        found = default
        for start, cell in spans:  # spans in column order: the last one starting before col
            if start <= col:
                found = cell
        return found


class Flow:
    """A flow mapping ``{key: value, ...}`` built piece by piece, with each value's column."""

    def __init__(self, prefix: str) -> None:
        self.text = prefix + "{"
        self.spans: list[tuple[int, Cell]] = []

    def put(self, key: str, value: str, cell: Cell | None) -> None:
        if not self.text.endswith("{"):
            self.text += ", "
        if cell is not None:
            self.spans.append((len(self.text) + 1, cell))
        self.text += f"{key}: {value}"

    def items(self, key: str, values: list[Value]) -> None:
        """``key: [a, b, c]``, each element's column remembered."""
        if not self.text.endswith("{"):
            self.text += ", "
        self.text += f"{key}: ["
        for i, value in enumerate(values):
            if i:
                self.text += ", "
            self.spans.append((len(self.text) + 1, value.cell))
            self.text += _number(value.value)
        self.text += "]"

    def done(self) -> str:
        return self.text + "}"


def _number(value: Any) -> str:
    if isinstance(value, Decimal):
        text = format(value.normalize(), "f")
        return text.rstrip("0").rstrip(".") if "." in text else text
    return str(value)


def _power(text: str) -> str:
    return canonical_power(text) or POWER_NAMES.get(csv_table.folded(text), text)


def _board_id(value: Value) -> str:
    number = csv_table.number(value.value)
    if number is not None and number == number.to_integral_value():
        return str(int(number))
    return yaml_scalar(value.value)


def _board_head(out: Text, board: Board) -> None:
    out.add(f"  - board: {_board_id(board.name)}", board.name.cell, [(12, board.name.cell)])
    if "game" in board.extra:
        game = board.extra["game"]
        out.add(f"    game: {yaml_scalar(game.value)}", game.cell, [])
    if "result" in board.extra:
        result = board.extra["result"]
        out.add(f"    result: {yaml_scalar(result.value.lower())}", result.cell, [])


def _diplomacy_board(out: Text, board: Board, players: dict[str, str]) -> None:
    years = sorted({year for seat in board.seats for year, _ in seat.years})
    start = years[0] if years else None
    end_value = board.extra.get("end")
    end = years[-1] if years else (end_value.value if end_value else None)
    if start is not None and start != 1901:
        out.add(f"    start: {start}", board.seats[0].years[0][1].cell, [])
    if end is not None and end != 1907:
        out.add(f"    end: {end}", end_value.cell if end_value else board.name.cell, [])
    out.add("    powers:", board.name.cell, [])
    for seat in board.seats:
        power = seat.values["power"]
        flow = Flow(f"      {yaml_scalar(_power(power.value))}: ")
        flow.spans.append((1, power.cell))
        player = players.get(seat.player.value)
        flow.put("player", yaml_scalar(player) if player else "null", seat.player.cell)
        if seat.years:
            flow.items("centres", [value for _, value in seat.years])
        else:
            centres = seat.values["centres"]
            flow.put("centres", _number(centres.value), centres.cell)
        if "eliminated" in seat.values:
            gone = seat.values["eliminated"]
            flow.put("eliminated", _number(gone.value), gone.cell)
        out.add(flow.done(), seat.player.cell, flow.spans)


def _placement_board(out: Text, board: Board, players: dict[str, str]) -> None:
    out.add("    players:", board.name.cell, [])
    for seat in board.seats:
        flow = Flow("      - ")
        flow.put("player", yaml_scalar(players[seat.player.value]), seat.player.cell)
        for name in ("points", "place"):
            if name in seat.values:
                value = seat.values[name]
                flow.put(name, _number(value.value), value.cell)
        out.add(flow.done(), seat.player.cell, flow.spans)


def _team_board(out: Text, board: Board, players: dict[str, str]) -> None:
    out.add("    sides:", board.name.cell, [])
    sides: dict[str, list[Seat]] = {}
    for seat in board.seats:
        sides.setdefault(seat.values["side"].value, []).append(seat)
    for side, seats in sides.items():
        first = seats[0].values["side"].cell
        out.add(f"      {yaml_scalar(side)}:", first, [])
        for seat in seats:
            flow = Flow("        - ")
            flow.put("player", yaml_scalar(players[seat.player.value]), seat.player.cell)
            for name in ("kills", "lost", "points", "units"):
                if name in seat.values:
                    value = seat.values[name]
                    flow.put(name, _number(value.value), value.cell)
            out.add(flow.done(), seat.player.cell, flow.spans)


BOARD_WRITERS = {
    "diplomacy": _diplomacy_board,
    "placement": _placement_board,
    "team": _team_board,
}


def _round_text(plan: RoundPlan, kind: str, players: dict[str, str], head: str, slug: str) -> Text:
    out = Text()
    for line in head.splitlines():
        out.add(line)
    sources = ", ".join(Path(f).name for f in plan.files)
    out.add(f"# Round {plan.number} of {slug}, imported from {sources} by podium import csv.")
    out.add("boards:", plan.cell, [])
    for board in plan.boards.values():
        _board_head(out, board)
        BOARD_WRITERS[kind](out, board, players)
    return out


def _event_text(request: Request, event_file: Path, start: date) -> str:
    name = request.name or " ".join(w.capitalize() for w in request.event.split("-"))
    sources = ", ".join(p.name for p in request.files)
    return (
        schema_line(request.content, event_file, "event.schema.json")
        + f"# Imported from {sources} by podium import csv.\n"
        + f"name: {yaml_scalar(name)}\n"
        + f"start: {start.isoformat()}\n"
        + f"scoring: {request.scoring}\n"
    )


# --------------------------------------------------------------------------- the import


def plan(request: Request) -> Plan:
    """Read, convert and check everything; raise :class:`ImportProblems` on any problem."""
    kind = _kind(request.scoring)
    content = request.content
    if not (content / "site.yaml").is_file():
        raise ImportProblems(
            [
                Problem(
                    str(content),
                    0,
                    0,
                    "no site.yaml here",
                    "run podium import beside your content folder, or give it with -c",
                )
            ]
        )
    if not ids.slug(request.event) == request.event:
        raise ImportProblems(
            [
                Problem(
                    request.event,
                    0,
                    0,
                    f"the event id {request.event!r} is not lowercase letters, digits and '-'",
                    f"try {ids.slug(request.event) or '2019-club-open'!r}",
                )
            ]
        )
    folder = content / "events" / request.event
    event_file = folder / "event.yaml"
    existing_rounds = _existing_rounds(folder, event_file, request)
    problems: list[Problem] = []
    tables: list[Table] = []
    for path in request.files:
        try:
            tables.append(csv_table.read(path, request.mapping))
        except csv_table.TableError as error:
            problems.append(error.problem)
        except OSError as error:
            problems.append(Problem(str(path), 0, 0, "cannot be read", str(error.strerror)))
    if problems:
        raise ImportProblems(problems)
    seats: list[tuple[int, Cell, Seat, Value]] = []
    next_round = max(existing_rounds, default=0) + 1
    for i, table in enumerate(tables):
        seats += _read_seats(table, kind, next_round + i, problems)
    rounds = _rounds(seats, problems)
    for number, round_plan in rounds.items():
        if number in existing_rounds:
            problems.append(
                round_plan.cell.problem(
                    f"round {number} exists already ({folder / f'round-{number}.yaml'})",
                    "podium never overwrites a file; import only the new rounds",
                )
            )
    if problems:
        raise ImportProblems(problems)
    players_file = content / "players.yaml"
    existing = _existing_players(players_file)
    names = [seat.player for _, _, seat, _ in seats if seat.player.value]
    ids_of, added, reused = _resolve_players(names, existing, request, problems)
    if problems:
        raise ImportProblems(problems)
    created: dict[Path, str] = {}
    texts: dict[Path, Text] = {}
    if not event_file.exists():
        if request.start is None:
            raise ImportProblems(
                [
                    Problem(
                        str(folder),
                        0,
                        0,
                        f"the event {request.event!r} is new",
                        "give its first day with --date YYYY-MM-DD (and its name with --name)",
                    )
                ]
            )
        created[event_file] = _event_text(request, event_file, request.start)
    for number, round_plan in rounds.items():
        path = folder / f"round-{number}.yaml"
        head = schema_line(content, path, f"round-{kind}.schema.json")
        text = _round_text(round_plan, kind, ids_of, head, request.event)
        texts[path] = text
        created[path] = text.text()
    players_text = _players_text(players_file, content, added)
    _check(request, created, texts, players_file, players_text)
    notes = tuple(note for table in tables for note in table.notes)
    return Plan(
        created,
        players_file,
        players_text,
        tuple((k.id, k.name) for k in added),
        tuple((k.id, k.name) for k in reused),
        len(rounds),
        sum(len(r.boards) for r in rounds.values()),
        notes,
    )


def _kind(system: str) -> str:
    try:
        return system_kind(registry.get_system(system)).name
    except KeyError:
        known = registry.available()
        hint = suggestion(system, known) or f"use one of: {', '.join(known)}"
        raise ImportProblems(
            [Problem("--scoring", 0, 0, f"unknown scoring system {system!r}", hint)]
        ) from None


def _existing_rounds(folder: Path, event_file: Path, request: Request) -> set[int]:
    if not folder.is_dir():
        return set()
    if event_file.is_file():
        data, problems = parse(str(event_file), event_file.read_text(encoding="utf-8"))
        scoring = data.get("scoring") if isinstance(data, dict) else None
        if problems or scoring != request.scoring:
            raise ImportProblems(
                [
                    Problem(
                        str(event_file),
                        0,
                        0,
                        f"the event is scored with {scoring!r}, not {request.scoring!r}",
                        f"import with --scoring {scoring}" if scoring else "fix it first",
                    )
                ]
            )
    return {int(m.group(1)) for p in folder.iterdir() if (m := ROUND_RE.match(p.name))}


def _players_text(path: Path, content: Path, added: list[Known]) -> str | None:
    if not added:
        return None
    entries = "".join(player_entry(k.id, k.name) for k in added)
    if path.is_file():
        text = path.read_text(encoding="utf-8")
        return text + ("" if text.endswith("\n") or not text else "\n") + entries
    return PLAYERS_HEAD.format(modeline=schema_line(content, path, "players.schema.json")) + entries


def _check(
    request: Request,
    created: dict[Path, str],
    texts: dict[Path, Text],
    players_file: Path,
    players_text: str | None,
) -> None:
    """Read the would-be content as ``podium check`` does; problems at their CSV cells."""
    content = request.content
    folder = content / "events" / request.event
    with tempfile.TemporaryDirectory(prefix="podium-import-") as scratch:
        copy = Path(scratch) / "content"
        copy.mkdir()
        shutil.copy(content / "site.yaml", copy / "site.yaml")
        if players_text is not None:
            (copy / "players.yaml").write_text(players_text, encoding="utf-8")
        elif players_file.is_file():
            shutil.copy(players_file, copy / "players.yaml")
        target = copy / "events" / request.event
        if folder.is_dir():
            shutil.copytree(folder, target)
        target.mkdir(parents=True, exist_ok=True)
        for path, text in created.items():
            (copy / path.relative_to(content)).write_text(text, encoding="utf-8")
        base = service.read_base(copy)
        reading = service.read_event(base, target)
        found = [*base.problems, *reading.problems]
        if found:
            located = {str(copy / p.relative_to(content)): t for p, t in texts.items()}
            raise ImportProblems([_located(p, located, str(copy), str(content)) for p in found])


def _located(problem: Problem, texts: dict[str, Text], copy: str, content: str) -> Problem:
    """The problem at its CSV cell, when it is in a file the import wrote."""
    text = texts.get(problem.file)
    cell = text.cell(problem.line, problem.col) if text is not None else None
    if cell is not None:
        return cell.problem(problem.message, problem.hint)
    file = problem.file
    if file == copy or file.startswith(copy + os.sep):
        file = content + file[len(copy) :]
    return Problem(file, problem.line, problem.col, problem.message, problem.hint)


def write(result: Plan) -> None:
    """Create the new files (each appears whole; an existing one is never replaced), then
    replace players.yaml in one rename."""
    for path in result.created:
        if path.exists():
            raise FileExistsError(17, "exists already; podium never overwrites a file", str(path))
    for path, text in result.created.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        _new_file(path, text)
    if result.players_text is not None:
        _replace(result.players_file, result.players_text)


def _new_file(path: Path, text: str) -> None:
    """Write a temporary file beside ``path`` and link it in: ``path`` appears whole, and
    the link fails if it exists. Where hard links are not allowed (some network or FAT
    drives), the file is created exclusively instead."""
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
        try:
            os.link(temporary, path)
        except FileExistsError:
            raise
        except OSError:
            with path.open("x", encoding="utf-8", newline="\n") as out:
                out.write(text)
    finally:
        os.unlink(temporary)


def _replace(path: Path, text: str) -> None:
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise
