"""Rows of a spreadsheet as seats, boards and rounds (for :mod:`podium.tools.csv_import`).

Each row is one seat. Its values are read by what their column holds (a whole number, a
number, or text); a value that is not what its column needs, a needed value left empty, a
final count that is not the year chart's last, a power given twice on a board, or a board
whose rows disagree (two results) is a problem at its row and column. Rows are grouped into
rounds (the round column, or one file per round) and boards (the board column), in the
order they first appear.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from podium.content.problems import Problem
from podium.powers import canonical_power
from podium.scoring.kinds import AnyKind
from podium.tools import csv_table
from podium.tools.csv_table import Cell, Row, Table

POWER_NAMES: dict[str, str] = {
    # Italian and French names of the powers (folded); English ones and initials are
    # podium.powers.canonical_power's
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


@dataclass(frozen=True, slots=True)
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
        return cell.problem(
            f"'{heading}' is {csv_table.quoted(text)}, not a number", "write a number like 7"
        )
    if name in INTEGER_FIELDS:
        if number != number.to_integral_value():
            return cell.problem(
                f"'{heading}' is {csv_table.quoted(text)}, not a whole number",
                "write a whole number like 7",
            )
        return Value(int(number), cell)
    return Value(number, cell)


def read_seats(
    table: Table, kind: AnyKind, default_round: int, problems: list[Problem]
) -> list[tuple[int, Cell, Seat, Value]]:
    """Every row as (round, round cell, seat, board name); problems are collected."""
    have = set(table.columns) | ({"years"} if table.years else set())
    for needed in kind.import_columns:
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
        if not player.value and not kind.seat_by_power:  # a power nobody played
            problems.append(player.cell.problem("the player's name is empty", "write the name"))
        problems += _empty_cells(table, row, kind, values, years)
        if len(problems) == before:
            seat = Seat(row, player, values, years)
            seats.append((number, round_cell, seat, board))
    return seats


def _empty_cells(
    table: Table,
    row: Row,
    kind: AnyKind,
    values: dict[str, Value],
    years: list[tuple[int, Value]],
) -> list[Problem]:
    """A needed value left empty, or a final count that is not the last year's."""
    found: list[Problem] = []
    for needed in kind.import_columns:
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
        problems.append(
            cell.problem(
                f"the round is {csv_table.quoted(text)}", "write the round's number, 1 to 99"
            )
        )
        return 0, cell
    return int(number), cell


def rounds_of(
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
        if power_name(other.values["power"].value) == power_name(power.value):
            return [
                power.cell.problem(
                    f"board {board.name.value} of round {number} has {power_name(power.value)} "
                    f"on row {other.row.line} and here",
                    "give each power once",
                )
            ]
    return []


def power_name(text: str) -> str:
    return canonical_power(text) or POWER_NAMES.get(csv_table.folded(text), text)
