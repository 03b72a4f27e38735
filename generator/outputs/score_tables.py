"""One round's boards as plain-text tables and as JSON, for ``podium score``.

Pure: board scores and player names in, text out. Numbers are shown as on the site
(rounded half-up to at most 4 decimals, :func:`podium.numbers.text`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from podium.model import Player
from podium.numbers import json_value, text
from podium.scoring.kinds import AnyKind, kind_of
from podium.scoring.lines import english
from podium.scoring.results import BoardScore, Seat

Row = list[str]


def _position(seat: Seat) -> str:
    if seat.position is None:
        return ""
    return f"{seat.position}=" if seat.shared else str(seat.position)


def _score(seat: Seat) -> str:
    return "" if seat.score is None else text(seat.score)


def _name(player: str | None, players: Mapping[str, Player]) -> str:
    if player is None:
        return "(civil disorder)"
    known = players.get(player)
    return known.name if known else player


def _columns(kind: AnyKind, seat: Seat) -> tuple[Row, Row, Row, Row]:
    """The columns of the board's kind that the seat has, as (heads, cells) before the
    player's name and (heads, cells) after it."""
    lead_head: Row = []
    lead: Row = []
    tail_head: Row = []
    tail: Row = []
    for column in kind.columns:
        value = column.value(seat)
        if value is None:
            continue
        heads, cells = (lead_head, lead) if column.lead else (tail_head, tail)
        heads.append(column.head)
        cells.append(text(value) if isinstance(value, Fraction) else str(value))
    return lead_head, lead, tail_head, tail


NUMERIC = frozenset({"Centres", "Points", "Place", "Kills", "Lost", "Position", "Score"})


def board_rows(board: BoardScore, players: Mapping[str, Player]) -> tuple[Row, list[Row]]:
    """The header and one row per seat: [power or side], player, numbers, position, score.

    The position column is left out for systems without positions (team games).
    """
    positions = any(seat.position is not None for seat in board.seats)
    kind = kind_of(board.board)
    header: Row = []
    rows: list[Row] = []
    for seat in board.seats:
        lead_head, lead, tail_head, tail = _columns(kind, seat)
        header = [*lead_head, "Player", *tail_head, *(["Position"] if positions else [])]
        row = [*lead, _name(seat.player, players), *tail]
        rows.append([*row, _position(seat)] if positions else row)
    header.append("Score")
    for row, seat in zip(rows, board.seats, strict=True):
        row.append(_score(seat))
    return header, rows


def render(header: Row, rows: Sequence[Row]) -> list[str]:
    """Aligned columns: numbers to the right, words to the left."""
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]

    def line(cells: Row) -> str:
        parts = [
            c.rjust(w) if h in NUMERIC else c.ljust(w)
            for c, w, h in zip(cells, widths, header, strict=True)
        ]
        return "  ".join(parts).rstrip()

    return [line(header), "  ".join("-" * w for w in widths), *(line(r) for r in rows)]


def board_title(board: BoardScore) -> str:
    extra = []
    if board.board.top_table:
        extra.append("top table")
    if board.victory:
        winner = f" for {board.winning_side}" if board.winning_side else ""
        extra.append(f"{board.victory} victory{winner}" if board.victory != "draw" else "draw")
    suffix = f" ({', '.join(extra)})" if extra else ""
    return f"Round {board.round}, board {board.board.board}{suffix}"


def boards_text(
    boards: Sequence[BoardScore], players: Mapping[str, Player], *, explain: bool = False
) -> str:
    """Every board as a titled table; with ``explain``, each seat's breakdown below it."""
    blocks: list[str] = []
    for board in boards:
        header, rows = board_rows(board, players)
        lines = [board_title(board), *render(header, rows)]
        if explain:
            for seat in board.seats:
                if seat.breakdown:
                    why = "; ".join(english(item) for item in seat.breakdown)
                    lines.append(f"  {_name(seat.player, players)}: {why}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n" if blocks else ""


def boards_json(
    event: str,
    system: str,
    number: int,
    boards: Sequence[BoardScore],
    players: Mapping[str, Player],
) -> dict[str, Any]:
    """The round's boards in the shape of results.json's ``rounds[].boards``."""
    return {
        "event": event,
        "scoring": system,
        "round": number,
        "boards": [_board_json(b, players) for b in boards],
    }


def _board_json(board: BoardScore, players: Mapping[str, Player]) -> dict[str, Any]:
    data: dict[str, Any] = {
        "board": board.board.board,
        "top_table": board.board.top_table,
    }
    if board.victory is not None:
        data["victory"] = board.victory
    kind = kind_of(board.board)
    data["results"] = [_seat_json(kind, s, players) for s in board.seats]
    return data


def _seat_json(kind: AnyKind, seat: Seat, players: Mapping[str, Player]) -> dict[str, Any]:
    data: dict[str, Any] = {"player": seat.player, "name": _name(seat.player, players)}
    for column in kind.columns:
        value = column.value(seat)
        if value is not None:
            data[column.key] = json_value(value) if isinstance(value, Fraction) else value
    data["position"] = seat.position
    data["score"] = None if seat.score is None else json_value(seat.score)
    data["breakdown"] = [english(item) for item in seat.breakdown]
    return data
