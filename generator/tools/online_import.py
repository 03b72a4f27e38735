"""``podium import webdiplomacy`` and ``podium import diplicity``: a finished online game
becomes a board of a round file, with its year chart.

The steps, and the rule that nothing is written unless everything is clean:

1. :mod:`podium.tools.online_games` reads the saved answers (each power's player name
   and its centres year by year, and how the game ended).
2. Each name becomes a player id as in ``podium import csv``
   (:func:`podium.tools.csv_players.resolve`): the one player of players.yaml with that
   name, a new player when asked (``--new-player``), a problem with the close names
   otherwise.
3. The board is written as text: into a new ``round-N.yaml``, or at the end of the
   ``boards:`` list of the round file there (its other boards and comments as they were).
   The would-be files are read as ``podium check`` reads them
   (:mod:`podium.tools.trial`), and the board is scored.
4. Only then is the round file written (and players.yaml, when a player is new), each
   whole, through the guarded file layer (:mod:`podium.tools.files`); a round file
   changed meanwhile is never overwritten.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from podium.content import ids
from podium.content.formats import MAX_ROUND
from podium.content.problems import Problem
from podium.content.yamlfile import max_bytes, parse
from podium.model import Player
from podium.outputs import score_tables
from podium.powers import POWERS
from podium.scoring.kinds import event_kind
from podium.scoring.results import EventResult
from podium.scoring.tournament import board_alone
from podium.tools import files
from podium.tools.csv_players import Known, existing_players, resolve
from podium.tools.csv_seats import Value
from podium.tools.csv_table import Cell, ImportProblems
from podium.tools.online_games import Game
from podium.tools.scaffold import PLAYERS_HEAD, player_entry, schema_line
from podium.tools.trial import trial

WIDTH = max(len(p) for p in POWERS) + 1
"""The longest power name and its colon: the players' mappings line up after it."""
BOARDS = re.compile(r"boards:[ \t]*(?P<empty>\[[ \t]*\])?[ \t]*(?P<comment>#.*)?")
"""A round file's ``boards:`` line (``boards: []`` in a round not played yet)."""


@dataclass(frozen=True, slots=True)
class JsonPlace(Cell):
    """A value of a saved answer: its file and JSON path (a problem about it names both)."""

    path: str = ""

    def problem(self, message: str, hint: str = "") -> Problem:
        return Problem(self.file, 0, 0, f"{self.path}: {message}", hint)


@dataclass(frozen=True, slots=True)
class Request:
    """What ``podium import webdiplomacy`` or ``diplicity`` was asked."""

    game: Game
    command: str  # "webdiplomacy" or "diplicity"
    content: Path
    event: str
    round: int
    board: str | None = None
    same: dict[str, str] = field(default_factory=dict)  # --player NAME=ID
    different: frozenset[str] = frozenset()  # --new-player NAME


@dataclass(frozen=True, slots=True)
class Plan:
    """The files the import writes, what each is meant to read as, and the board scored."""

    content: Path
    round_file: Path
    round_before: str | None  # the round file's text as read; None: a new file
    round_text: str
    round_meant: Any
    players_file: Path
    players_text: str | None  # None: no player added
    players_meant: Any
    board: Any
    added: tuple[tuple[str, str], ...]  # (id, name) of new players
    scores: str  # the board's table, as `podium score` prints it


def _stop(where: str, message: str, hint: str = "") -> ImportProblems:
    return ImportProblems([Problem(where, 0, 0, message, hint)])


def plan(request: Request) -> Plan:
    """Match, write and check everything in memory; :class:`ImportProblems` on any problem."""
    content = request.content
    folder = _event_folder(request)
    round_file = folder / f"round-{request.round}.yaml"
    try:
        files.guard(content, round_file)
        files.guard(content, content / "players.yaml")
    except files.UnsafePath as error:
        raise _stop(str(error.filename), str(error.strerror)) from None
    before = _read(round_file, content) if round_file.exists() else None
    had = _round_data(round_file, before)
    board = _board_id(request, had, round_file)
    players_file = content / "players.yaml"
    ids_of, added = _players(request, players_file)
    board_text, board_meant = board_yaml(request.game, board, ids_of, request.command)
    if before is None:
        head = schema_line(content, round_file, "round-diplomacy.schema.json")
        text = (
            f"{head}# Round {request.round} of {request.event}: its boards, the first imported "
            f"by podium import {request.command}.\nboards:\n{board_text}"
        )
        meant: Any = {"boards": [board_meant]}
    else:
        text = _with_board(round_file, before, board_text)
        meant = {**had, "boards": [*had.get("boards", []), board_meant]}
    try:
        files.checked(str(round_file), text, meant)
    except files.NotWritten:
        raise _stop(
            str(round_file),
            "a board added at the end of its boards: list would not read back",
            "write the file's boards as a block list (`- board: 1` lines), as podium seat does",
        ) from None
    players_text, players_meant = _players_text(players_file, content, added)
    written = {round_file: text}
    if players_text is not None:
        written[players_file] = players_text
    with trial(content, folder.name, written) as read:
        if read.problems:
            raise ImportProblems([read.original(p) for p in read.problems])
        scores = _scores(read.reading.result, read.base.club.players, request.round, board)
    return Plan(
        content,
        round_file,
        before,
        text,
        meant,
        players_file,
        players_text,
        players_meant,
        board,
        tuple((k.id, k.name) for k in added),
        scores,
    )


def _event_folder(request: Request) -> Path:
    content = request.content
    if not (content / "site.yaml").is_file():
        raise _stop(
            str(content), "no site.yaml here", "run podium import beside your content folder"
        )
    if not request.event or ids.slug(request.event) != request.event:
        raise _stop(
            "--event", f"the event id {request.event!r} is not lowercase letters, digits and '-'"
        )
    if not 1 <= request.round <= MAX_ROUND:
        raise _stop("--round", f"round {request.round} is not from 1 to {MAX_ROUND}")
    folder = content / "events" / request.event
    event_file = folder / "event.yaml"
    if not event_file.is_file():
        raise _stop(
            str(folder),
            f"no event {request.event!r}",
            "create it first with `podium new event` (and its scoring system)",
        )
    data, problems = parse(str(event_file), _read(event_file, content))
    scoring = data.get("scoring") if isinstance(data, dict) else None
    if problems or not isinstance(scoring, str):
        raise _stop(str(event_file), "cannot be read", "fix it first (`podium check`)")
    try:
        kind = event_kind(scoring)
    except KeyError:
        raise _stop(
            str(event_file), f"unknown scoring system {scoring!r}", "fix it first"
        ) from None
    if not kind.seat_by_power:
        raise _stop(
            str(event_file),
            f"the event is scored with {scoring!r}, whose boards have no powers",
            "import an online game of Diplomacy into a Diplomacy event",
        )
    return folder


def _read(path: Path, content: Path) -> str:
    try:
        return files.read_text(path, max_bytes(str(path)), root=content)
    except files.UnsafePath as error:
        raise _stop(str(path), str(error.strerror)) from None


def _round_data(path: Path, text: str | None) -> dict[str, Any]:
    """The round file's data as read, ``{}`` for a new one; refused unless it can be read."""
    if text is None:
        return {}
    data, problems = parse(str(path), text)
    if (
        problems
        or not isinstance(data, dict | None)
        or not isinstance((data or {}).get("boards", []), list)
    ):
        raise _stop(str(path), "cannot be read", "fix it first (`podium check`)")
    return data or {}


def _board_id(request: Request, had: dict[str, Any], path: Path) -> Any:
    """The new board's id: ``--board`` (a number or a short name), else the next number."""
    taken = [b.get("board") for b in had.get("boards", []) if isinstance(b, dict)]
    if request.board is None:
        return max((b for b in taken if isinstance(b, int)), default=0) + 1
    board: Any = int(request.board) if request.board.isdigit() else request.board
    if board in taken:
        raise _stop(
            str(path),
            f"board {board} is there already",
            "podium never overwrites a board; give another --board, or leave it out",
        )
    return board


def _players(request: Request, players_file: Path) -> tuple[dict[str, str], list[Known]]:
    """Each name of the game -> its player id, and the players to add."""
    names = [
        Value(seat.name, JsonPlace(request.game.names_file, 0, 0, seat.where))
        for seat in request.game.seats
        if seat.name
    ]
    problems: list[Problem] = []
    ids_of, added, _ = resolve(
        names,
        existing_players(players_file, request.content),
        request.same,
        request.different,
        problems,
    )
    for known in added:  # a new player only when asked
        if known.name not in request.different:
            place = next(v.cell for v in names if v.value == known.name)
            problems.append(
                place.problem(
                    f"{known.name!r} is not in players.yaml",
                    f'add --player "{known.name}=ID" (their id in players.yaml), or '
                    f'--new-player "{known.name}" to add them',
                )
            )
    if problems:
        raise ImportProblems(problems)
    return ids_of, added


def board_yaml(game: Game, board: Any, ids_of: dict[str, str], command: str) -> tuple[str, Any]:
    """The board as round-file text (one line a power, its year chart inline), and the
    data it is meant to read as."""
    written = str(board) if isinstance(board, int) else files.yaml_scalar(board)
    lines = [
        f"  - board: {written}",
        f"    # {files.yaml_comment(game.source)}, podium import {command}",
    ]
    meant: dict[str, Any] = {"board": board}
    if game.start != 1901:
        lines.append(f"    start: {game.start}")
        meant["start"] = game.start
    if game.end != 1907:
        lines.append(f"    end: {game.end}")
        meant["end"] = game.end
    lines.append(f"    result: {game.result}")
    meant["result"] = game.result
    if game.conceded_to:
        lines.append(f"    conceded_to: {game.conceded_to}")
        meant["conceded_to"] = game.conceded_to
    if game.draw:
        lines.append(f"    draw: [{', '.join(game.draw)}]")
        meant["draw"] = list(game.draw)
    lines.append("    powers:")
    powers: dict[str, Any] = {}
    for seat in game.seats:
        player = ids_of.get(seat.name) if seat.name else None
        written_player = files.yaml_scalar(player) if player else "null"
        chart = ", ".join(str(count) for count in seat.centres)
        lines.append(
            f"      {seat.power + ':':<{WIDTH}} {{player: {written_player}, centres: [{chart}]}}"
        )
        powers[seat.power] = {"player": player, "centres": list(seat.centres)}
    meant["powers"] = powers
    return "".join(f"{line}\n" for line in lines), meant


def _with_board(path: Path, text: str, board: str) -> str:
    """``text`` with ``board`` (indented as :func:`board_yaml` writes it) at the end of its
    top-level ``boards:`` list, in that list's own indentation."""
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    at = next((i for i, line in enumerate(lines) if BOARDS.fullmatch(line.rstrip("\n"))), None)
    if at is None:
        return "".join(lines) + "boards:\n" + board
    match = BOARDS.fullmatch(lines[at].rstrip("\n"))
    assert match is not None
    if match.group("empty"):
        comment = f"   {match.group('comment')}" if match.group("comment") else ""
        lines[at] = f"boards:{comment}\n"
        return "".join(lines[: at + 1]) + board + "".join(lines[at + 1 :])
    end, indent = at, None
    for i in range(at + 1, len(lines)):
        stripped = lines[i].strip()
        if not stripped or stripped.startswith("#"):
            continue
        if not lines[i].startswith((" ", "\t", "-")):
            break  # the next key of the file
        if indent is None and (item := re.match(r"([ \t]*)- ", lines[i])):
            indent = item.group(1)
        end = i
    if indent is None:
        raise _stop(str(path), "its boards: list cannot be read", "fix it first (`podium check`)")
    moved = "".join(indent + line[2:] for line in board.splitlines(keepends=True))
    return "".join(lines[: end + 1]) + moved + "".join(lines[end + 1 :])


def _players_text(path: Path, content: Path, added: list[Known]) -> tuple[str | None, Any]:
    """players.yaml's text with the new players at its end, and the players it is meant to
    hold; (None, None) when nobody is added."""
    if not added:
        return None, None
    if path.is_file():
        head = _read(path, content)
        head += "" if head.endswith("\n") or not head else "\n"
    else:
        head = PLAYERS_HEAD.format(modeline=schema_line(content, path, "players.schema.json"))
    had, _ = parse(str(path), head)
    meant = {**(had or {}), **{k.id: {"name": k.name} for k in added}}
    return head + "".join(player_entry(k.id, k.name) for k in added), meant


def _scores(
    result: EventResult | None, players: Mapping[str, Player], number: int, board: Any
) -> str:
    """The imported board's table, scored on its own (as `podium score` prints it)."""
    if result is None:
        return ""
    return score_tables.boards_text([board_alone(result.event, number, str(board))], players)


def write(plan: Plan) -> None:
    """Write the round file (refused if it changed since it was read), then players.yaml;
    if players.yaml cannot be written, the round file is put back as it was."""
    root = plan.content
    if plan.round_before is None:
        files.write_new(plan.round_file, plan.round_text, root=root, meant=plan.round_meant)
    else:
        if _read(plan.round_file, root) != plan.round_before:
            raise _stop(
                str(plan.round_file),
                "changed while podium import was reading it",
                "nothing was written; run the import again",
            )
        files.replace(plan.round_file, plan.round_text, root=root, meant=plan.round_meant)
    if plan.players_text is None:
        return
    try:
        files.replace(plan.players_file, plan.players_text, root=root, meant=plan.players_meant)
    except BaseException:
        if plan.round_before is None:
            plan.round_file.unlink()
        else:
            files.replace(plan.round_file, plan.round_before, root=root)
        raise
