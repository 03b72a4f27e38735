"""Placement games: each player at a table has the game's own points or a finishing place;
see :data:`KIND`."""

from __future__ import annotations

from collections.abc import Iterator
from operator import attrgetter

from pydantic import Field

from podium.content.domain import to_domain
from podium.content.format_problems import plain_list
from podium.content.formats import (
    MAX_COUNT,
    BoardId,
    FileModel,
    PlayerId,
    Points,
    RoundLists,
    Text,
)
from podium.model import DrawnBoard, DrawnSeat, PlacementBoard, PlacementEntry, Where
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


class PlacementEntryFile(FileModel):
    """One player of a placement game: the game's points or the finishing place."""

    player: PlayerId
    points: Points | None = Field(None, description="The game's own points.")
    place: int | None = Field(
        None, ge=1, le=MAX_COUNT, description="The finishing place (1 = winner)."
    )


class PlacementBoardFile(FileModel):
    """One table of a placement game."""

    board: BoardId = Field(description="Number or short name, unique in the round.")
    game: Text | None = Field(None, description="Which game was played.")
    top_table: bool = Field(False, description="This board is the event's top table.")
    players: list[PlacementEntryFile] = Field(description="Everyone at the table.")


class PlacementRoundFile(RoundLists):
    """``round-N.yaml`` of a placement event."""

    boards: list[PlacementBoardFile] = Field(description="The tables of the round.")


def read(board: PlacementBoardFile, where: Where, report: ReadReport) -> PlacementBoard:
    entries = tuple(
        to_domain(PlacementEntry, e, where.child("players", j)) for j, e in enumerate(board.players)
    )
    return to_domain(PlacementBoard, board, where, entries=entries)


def draw(board: PlacementBoardFile, where: Where, report: ReadReport) -> DrawnBoard | None:
    """The draw of a table whose players have no points or place yet (None if any has)."""
    if not board.players or any(e.points is not None or e.place is not None for e in board.players):
        return None
    seats = tuple(
        DrawnSeat(e.player, "", where.child("players", j)) for j, e in enumerate(board.players)
    )
    return DrawnBoard(board.board, seats, where, top_table=board.top_table, game=board.game)


def seats(board: PlacementBoard) -> Iterator[SeatAt]:
    for e in board.entries:
        yield SeatAt(e.player, "", e.where)


def check(board: PlacementBoard, report: Report) -> None:
    """Every player gives points, or every player a place; never both, never neither."""
    uses: set[str] = set()
    empty: list[PlacementEntry] = []
    for entry in board.entries:
        place = f"player '{entry.player}' on board {board.board}"
        if entry.points is not None and entry.place is not None:
            report.add(entry.where, f"{place} has both 'points' and 'place'", "keep one")
        elif entry.points is None and entry.place is None:
            empty.append(entry)
        else:
            uses.add("points" if entry.points is not None else "place")
    if empty:
        who = plain_list([f"'{e.player}'" for e in empty])
        report.add(
            empty[0].where,
            f"board {board.board} is partly filled: {who} "
            f"{'has' if len(empty) == 1 else 'have'} neither 'points' nor 'place'",
            "give every player's points (or place), or none while the board is being played",
        )
    if len(uses) > 1:
        report.add(
            board.where.child("players"),
            f"board {board.board} mixes 'points' and 'place'",
            "give every player of a board points, or every player a place",
            at_key=True,
        )


def page_view(board: PlacementBoard, score: BoardScore, rows: list[View], tr: PageTexts) -> View:
    """Which game was played, and whether the table gave points (else places)."""
    return {
        "game": tr.gettext("Game: %(game)s", game=board.game) if board.game else "",
        "by_points": any(e.points is not None for e in board.entries),
    }


ROUND_TEMPLATE = """\
boards: []
# boards:
#   - board: 1                  # number, or short name of a-z 0-9 '-'; unique in the round
#     game: Cartagena           # optional: which game
#     players:                  # everyone gives points, or everyone gives place
#       - {player: alice-rossi, points: 1000}
#       - {player: bob-smith, points: 850}
#       # or: - {player: alice-rossi, place: 1}
# sit_outs: [carol-bianchi]     # optional
"""

KIND: BoardKind[PlacementBoard, PlacementBoardFile] = BoardKind(
    name="placement",
    board_type=PlacementBoard,
    round_file=PlacementRoundFile,
    read=read,
    draw=draw,
    seats=seats,
    check=check,
    columns=(
        Column("points", "Points", attrgetter("entry.points"), page_key="game_points"),
        Column("place", "Place", attrgetter("entry.place")),
    ),
    page_view=page_view,
    round_template=ROUND_TEMPLATE,
    seat_label="number",
    import_columns=(("board",), ("player",), ("place", "points")),
)
