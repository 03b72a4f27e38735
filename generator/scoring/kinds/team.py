"""Team games: two sides, each player with the enemy units they destroyed, their own units
lost and the game's points; see :data:`KIND`."""

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
from podium.model import DrawnBoard, DrawnSeat, TeamBoard, TeamEntry, TeamSide, Where
from podium.scoring.kinds.base import (
    BoardKind,
    Column,
    PageTexts,
    ReadReport,
    Report,
    SeatAt,
    View,
)
from podium.scoring.positions import shared_groups
from podium.scoring.results import BoardScore


class TeamEntryFile(FileModel):
    """One player of a team game."""

    player: PlayerId
    kills: int | None = Field(
        None, ge=0, le=MAX_COUNT, description="Enemy units this player destroyed."
    )
    lost: int | None = Field(None, ge=0, le=MAX_COUNT, description="Own units lost.")
    points: Points | None = Field(None, description="The game's own score.")
    units: int = Field(1, ge=1, le=MAX_COUNT, description="Units this player commanded.")
    retired: bool = Field(False, description="A unit retired with honour (counts as on the map).")


class TeamBoardFile(FileModel):
    """One team game: two sides."""

    board: BoardId = Field(description="Number or short name, unique in the round.")
    top_table: bool = Field(False, description="This board is the event's top table.")
    sides: dict[Text, list[TeamEntryFile]] = Field(description="The two sides, by name.")


class TeamRoundFile(RoundLists):
    """``round-N.yaml`` of a team-game event."""

    boards: list[TeamBoardFile] = Field(description="The games of the round.")


RESULTS = ("kills", "lost", "points")
"""What each player of a finished team game gives (``retired`` too, when it is true)."""


def _has_result(entry: TeamEntryFile) -> bool:
    return entry.retired or any(getattr(entry, key) is not None for key in RESULTS)


def read(board: TeamBoardFile, where: Where, report: ReadReport) -> TeamBoard:
    sides: list[TeamSide] = []
    empty: list[tuple[str, Where]] = []  # players with no result at all
    for name, entries in board.sides.items():
        kept: list[TeamEntry] = []
        for j, e in enumerate(entries):
            at = where.child("sides", name, j)
            lacking = [key for key in RESULTS if getattr(e, key) is None]
            # a seat without its results is reported, and kept for the checks of the board
            kept.append(to_domain(TeamEntry, e, at, **dict.fromkeys(lacking, 0)))
            if not lacking:
                continue
            if _has_result(e):
                keys = plain_list([f"'{key}'" for key in lacking])
                report.add(
                    at,
                    f"player '{e.player}' on board {board.board} has no {keys}",
                    f"add {keys}",
                )
            else:
                empty.append((e.player, at))
        sides.append(TeamSide(name=name, entries=tuple(kept), where=where.child("sides", name)))
    if empty:
        who = plain_list([f"'{player}'" for player, _ in empty])
        report.add(
            empty[0][1],
            f"board {board.board} is partly filled: {who} "
            f"{'has' if len(empty) == 1 else 'have'} no kills, lost or points",
            "give every player's kills, lost and points, or none while the board is being played",
        )
    return to_domain(TeamBoard, board, where, sides=tuple(sides))


def draw(board: TeamBoardFile, where: Where, report: ReadReport) -> DrawnBoard | None:
    """The draw of a game whose players have no results yet (None if any has some)."""
    entries = [e for side in board.sides.values() for e in side]
    if not entries or any(_has_result(e) for e in entries):
        return None
    seats = tuple(
        DrawnSeat(e.player, name, where.child("sides", name, j))
        for name, side in board.sides.items()
        for j, e in enumerate(side)
    )
    return DrawnBoard(board.board, seats, where, top_table=board.top_table)


def seats(board: TeamBoard) -> Iterator[SeatAt]:
    for side in board.sides:
        for t in side.entries:
            yield SeatAt(t.player, side.name, t.where)


def check(board: TeamBoard, report: Report) -> None:
    """Exactly two sides, each with players."""
    if len(board.sides) != 2:
        report.add(
            board.where.child("sides"),
            f"board {board.board} has {len(board.sides)} "
            f"{'side' if len(board.sides) == 1 else 'sides'}",
            "a team game has exactly two sides",
            at_key=True,
        )
    for side in board.sides:
        if not side.entries:
            report.add(
                side.where,
                f"side '{side.name}' of board {board.board} has no players",
                "add its players",
                at_key=True,
            )


def _positions(score: BoardScore) -> list[str]:
    """Each seat's position on the board by its score, "2=" when shared (a team game has
    no positions of its own; the page shows them as every other board does)."""
    scored = [i for i, s in enumerate(score.seats) if s.score is not None]
    labels = [""] * len(score.seats)
    for first, last, members in shared_groups(scored, lambda i: score.seats[i].score or 0, int):
        for i in members:
            labels[i] = f"{first}=" if last > first else str(first)
    return labels


def page_view(board: TeamBoard, score: BoardScore, rows: list[View], tr: PageTexts) -> View:
    """The two sides, each with its rows (and their positions on the board by score) and
    how the game went for it."""
    rows = [r | {"position": p} for r, p in zip(rows, _positions(score), strict=True)]
    sides = []
    for side in board.sides:
        won = score.winning_side == side.name
        victory = score.victory or "draw"
        sides.append(
            {
                "name": side.name,
                "won": won,
                "outcome": (tr.victory(victory) or victory) if (won or victory == "draw") else "",
                "rows": [r for r, s in zip(rows, score.seats, strict=True) if s.side == side.name],
            }
        )
    return {"sides": sides}


ROUND_TEMPLATE = """\
boards: []
# boards:
#   - board: 1                  # number, or short name of a-z 0-9 '-'; unique in the round
#     sides:                    # exactly two sides
#       Allies:
#         - {player: alice-rossi, kills: 2, lost: 0, points: 120}
#         - {player: bob-smith, kills: 0, lost: 1, points: 40, units: 1}
#       Central Powers:
#         - {player: carol-bianchi, kills: 1, lost: 1, points: 60, retired: false}
# sit_outs: [dan-gialli]        # optional
"""

KIND: BoardKind[TeamBoard, TeamBoardFile] = BoardKind(
    name="team",
    board_type=TeamBoard,
    round_file=TeamRoundFile,
    read=read,
    draw=draw,
    seats=seats,
    check=check,
    columns=(
        Column("side", "Side", attrgetter("side"), lead=True),
        Column("kills", "Kills", attrgetter("entry.kills")),
        Column("lost", "Lost", attrgetter("entry.lost")),
        # results.json's contract (docs/results-json.md) has no game points for team games
        Column(
            "points",
            "Points",
            attrgetter("entry.points"),
            page_key="game_points",
            in_results_json=False,
        ),
    ),
    page_view=page_view,
    round_template=ROUND_TEMPLATE,
    seat_label="side",
    import_columns=(("board",), ("side",), ("player",), ("kills",), ("lost",), ("points",)),
)
