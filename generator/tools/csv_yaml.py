"""Round files and event.yaml written as text, each line knowing its spreadsheet cell.

:class:`Text` keeps, for each line it writes, the CSV cell it came from, and for a line
of several values (``Austria: {player: anna-bruni, centres: [5, 6, 7]}``) the column where
each value starts, so that a problem ``podium check`` finds at ``line:col`` of the file is
reported at the CSV's own ``file:row:column``. It keeps the data the text is meant to read
as too, built from the same values: the file layer compares them before a file is kept.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal
from pathlib import Path
from typing import Any

from podium.scoring.kinds import AnyKind, seat_key
from podium.tools import csv_table
from podium.tools.csv_seats import Board, RoundPlan, Seat, Value, power_name
from podium.tools.csv_table import Cell
from podium.tools.files import yaml_comment, yaml_scalar
from podium.tools.scaffold import schema_line


@dataclass
class Text:
    """A YAML file being written, with the CSV cell of each line (and of spans of it)."""

    lines: list[str] = field(default_factory=list)
    origins: dict[int, tuple[Cell, list[tuple[int, Cell]]]] = field(default_factory=dict)
    meant: Any = None  # the data the text is meant to read as (checked before it is kept)

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
        self.meant: dict[str, Any] = {}

    def put(self, key: str, value: str, cell: Cell | None, meant: Any) -> None:
        """``key: value`` (``value`` written, ``meant`` what it must read as)."""
        if not self.text.endswith("{"):
            self.text += ", "
        if cell is not None:
            self.spans.append((len(self.text) + 1, cell))
        self.text += f"{key}: {value}"
        self.meant[key] = meant

    def number(self, key: str, value: Value) -> None:
        self.put(key, _number(value.value), value.cell, _meant_number(value.value))

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
        self.meant[key] = [_meant_number(value.value) for value in values]

    def done(self) -> str:
        return self.text + "}"


def _number(value: Any) -> str:
    if isinstance(value, Decimal):
        text = format(value.normalize(), "f")
        return text.rstrip("0").rstrip(".") if "." in text else text
    return str(value)


def _meant_number(value: Any) -> Any:
    """What YAML reads :func:`_number`'s text as: a whole number is an int, another a
    float (the loader keeps its exact digits)."""
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    return value


def _board_id(value: Value) -> tuple[str, Any]:
    """A board's id as written, and as meant."""
    number = csv_table.number(value.value)
    if number is not None and number == number.to_integral_value():
        return str(int(number)), int(number)
    return yaml_scalar(value.value), value.value


def _board_head(out: Text, board: Board) -> dict[str, Any]:
    written, meant = _board_id(board.name)
    out.add(f"  - board: {written}", board.name.cell, [(12, board.name.cell)])
    data: dict[str, Any] = {"board": meant}
    if "game" in board.extra:
        game = board.extra["game"]
        out.add(f"    game: {yaml_scalar(game.value)}", game.cell, [])
        data["game"] = game.value
    if "result" in board.extra:
        result = board.extra["result"]
        out.add(f"    result: {yaml_scalar(result.value.lower())}", result.cell, [])
        data["result"] = result.value.lower()
    return data


def _years(out: Text, board: Board, kind: AnyKind, data: dict[str, Any]) -> None:
    """The first and last year played, where the board file has them and they are not
    its defaults: from the year columns, else the end column."""
    fields = kind.board_file.model_fields
    if "start" not in fields or "end" not in fields:
        return
    years = sorted({year for seat in board.seats for year, _ in seat.years})
    start = years[0] if years else None
    end_value = board.extra.get("end")
    end = years[-1] if years else (end_value.value if end_value else None)
    if start is not None and start != fields["start"].default:
        out.add(f"    start: {start}", board.seats[0].years[0][1].cell, [])
        data["start"] = _meant_number(start)
    if end is not None and end != fields["end"].default:
        out.add(f"    end: {end}", end_value.cell if end_value else board.name.cell, [])
        data["end"] = _meant_number(end)


def _seat_flow(prefix: str, seat: Seat, player: str | None, fields: tuple[str, ...]) -> Flow:
    """A seat as ``{player: id, key: number, ...}``: its player (null for a power nobody
    played), then each of the seat's ``fields`` it has a value for (the centres of each
    year, where the year columns give them)."""
    flow = Flow(prefix)
    flow.put("player", yaml_scalar(player) if player else "null", seat.player.cell, player)
    for name in fields:
        if name == "centres" and seat.years:
            flow.items(name, [value for _, value in seat.years])
        elif name in seat.values:
            flow.number(name, seat.values[name])
    return flow


def _seat_line(
    out: Text, indent: str, label: str | None, seat: Seat, players: dict[str, str], kind: AnyKind
) -> Any:
    """One seat's line, under its ``label`` (a power's) or else a list item; what it means."""
    fields = kind.seats_in_file.fields[1:]  # after the player
    prefix = f"{indent}- " if label is None else f"{indent}{yaml_scalar(label)}: "
    flow = _seat_flow(prefix, seat, players.get(seat.player.value), fields)
    lead = seat_key(kind)
    if label is not None and lead is not None:
        flow.spans.insert(0, (1, seat.values[lead].cell))
    out.add(flow.done(), seat.player.cell, flow.spans)
    return flow.meant


def _seats(out: Text, board: Board, kind: AnyKind, players: dict[str, str]) -> Any:
    """The board's seats as its file lists them (:attr:`BoardKind.seats_in_file`): a list,
    or a mapping by power (one seat each) or by side (a list each); their meant data."""
    layout = kind.seats_in_file
    out.add(f"    {layout.key}:", board.name.cell, [])
    lead = seat_key(kind)
    if not layout.by_label or lead is None:
        return [_seat_line(out, "      ", None, seat, players, kind) for seat in board.seats]
    labelled: dict[str, list[Seat]] = {}
    for seat in board.seats:
        label = seat.values[lead].value
        labelled.setdefault(power_name(label) if kind.seat_by_power else label, []).append(seat)
    meant: dict[str, Any] = {}
    for label, seats in labelled.items():
        if layout.grouped:
            out.add(f"      {yaml_scalar(label)}:", seats[0].values[lead].cell, [])
            meant[label] = [_seat_line(out, "        ", None, s, players, kind) for s in seats]
        else:  # one seat each (a power given twice is a problem already)
            meant[label] = _seat_line(out, "      ", label, seats[0], players, kind)
    return meant


def round_text(
    plan: RoundPlan, kind: AnyKind, players: dict[str, str], head: str, slug: str
) -> Text:
    out = Text()
    for line in head.splitlines():
        out.add(line)
    sources = yaml_comment(", ".join(Path(f).name for f in plan.files))
    out.add(f"# Round {plan.number} of {slug}, imported from {sources} by podium import csv.")
    out.add("boards:", plan.cell, [])
    boards = []
    for board in plan.boards.values():
        data = _board_head(out, board)
        _years(out, board, kind, data)
        data[kind.seats_in_file.key] = _seats(out, board, kind, players)
        boards.append(data)
    out.meant = {"boards": boards}
    return out


def event_text(
    content: Path, event_file: Path, name: str, start: date, scoring: str, sources: str
) -> str:
    """A new event's event.yaml."""
    return (
        schema_line(content, event_file, "event.schema.json")
        + f"# Imported from {yaml_comment(sources)} by podium import csv.\n"
        + f"name: {yaml_scalar(name)}\n"
        + f"start: {start.isoformat()}\n"
        + f"scoring: {scoring}\n"
    )
