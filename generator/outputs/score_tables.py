"""One round's boards as plain-text tables and as JSON, for ``podium score``.

Pure: board scores and player names in, text out. Numbers are shown as on the site
(rounded half-up to at most 4 decimals, :func:`generator.numbers.text`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from generator.model import PlacementEntry, Player, PowerEntry, TeamEntry
from generator.numbers import json_value, text
from generator.scoring.lines import english
from generator.scoring.results import BoardScore, Seat

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


def _columns(seat: Seat) -> tuple[Row, Row, Row, Row]:
    """The columns that depend on the kind of board: (before, after) the player's name."""
    entry = seat.entry
    if isinstance(entry, PowerEntry):
        return ["Power"], [entry.power], ["Centres"], [str(entry.final)]
    if isinstance(entry, PlacementEntry):
        if entry.points is not None:
            return [], [], ["Points"], [text(entry.points)]
        return [], [], ["Place"], [str(entry.place)]
    assert isinstance(entry, TeamEntry)
    after = [str(entry.kills), str(entry.lost), text(entry.points)]
    return ["Side"], [seat.side or ""], ["Kills", "Lost", "Points"], after


NUMERIC = frozenset({"Centres", "Points", "Place", "Kills", "Lost", "Position", "Score"})


def board_rows(board: BoardScore, players: Mapping[str, Player]) -> tuple[Row, list[Row]]:
    """The header and one row per seat: [power or side], player, numbers, position, score.

    The position column is left out for systems without positions (team games).
    """
    positions = any(seat.position is not None for seat in board.seats)
    header: Row = []
    rows: list[Row] = []
    for seat in board.seats:
        lead_head, lead, tail_head, tail = _columns(seat)
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
    data["results"] = [_seat_json(s, players) for s in board.seats]
    return data


def _seat_json(seat: Seat, players: Mapping[str, Player]) -> dict[str, Any]:
    entry = seat.entry
    data: dict[str, Any] = {"player": seat.player, "name": _name(seat.player, players)}
    if isinstance(entry, PowerEntry):
        data |= {"power": entry.power, "centres": entry.final}
    elif isinstance(entry, PlacementEntry):
        if entry.points is not None:
            data["points"] = json_value(entry.points)
        else:
            data["place"] = entry.place
    else:
        data |= {
            "side": seat.side,
            "kills": entry.kills,
            "lost": entry.lost,
            "points": json_value(entry.points),
        }
    data["position"] = seat.position
    data["score"] = None if seat.score is None else json_value(seat.score)
    data["breakdown"] = [english(item) for item in seat.breakdown]
    return data
