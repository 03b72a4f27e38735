"""``podium import csv``: bring an event's results from spreadsheets (see
generator/tools/csv_import.py). The module is ``import_`` as ``import`` is a Python keyword."""

from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path
from typing import Any

from podium.commands.new import cannot_write
from podium.scoring import registry
from podium.tools import csv_import, csv_table, online_games, online_import


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "import",
        help="bring results from spreadsheets (CSV) into the content",
        description="Bring results kept elsewhere into the content format.",
    )
    kinds = parser.add_subparsers(dest="what", metavar="WHAT", required=True)
    csv = kinds.add_parser(
        "csv",
        help="an event's rounds from CSV files, one row per seat",
        description="Write an event's round files from CSV files with one row per seat: "
        "round, board, power (or side, or place/points), player name, and the final "
        "centres or one column per year (1901, 1902, ...). Headings are recognised in "
        "English, Italian and French (Turno, Tavolo, Potenza, Giocatore, Centri; Tour, "
        "Table, Puissance, Joueur, Centres...). Unknown players are added to players.yaml. "
        "Everything is checked as podium check does, and problems are reported at the "
        "CSV's row and column; nothing is written unless everything is clean. "
        "Without a round column, each file is the next round.",
    )
    csv.add_argument("files", metavar="FILE", nargs="+", type=Path, help="CSV files")
    csv.add_argument("--event", required=True, metavar="SLUG", help="the event id")
    csv.add_argument(
        "--scoring",
        required=True,
        metavar="SYSTEM",
        help=f"the event's scoring system: {', '.join(registry.available())}",
    )
    csv.add_argument(
        "--map",
        action="append",
        default=[],
        metavar="HEADING=FIELD",
        help=f"read column HEADING as FIELD ({', '.join(csv_table.FIELDS)})",
    )
    csv.add_argument(
        "--player",
        action="append",
        default=[],
        metavar="NAME=ID",
        help="NAME in the CSV is the player ID of players.yaml (to confirm a near match)",
    )
    csv.add_argument(
        "--new-player",
        action="append",
        default=[],
        metavar="NAME",
        help="NAME is a new person, although a known name is close to it",
    )
    csv.add_argument("--name", help="a new event's name (default: from the id)")
    csv.add_argument("--date", type=_iso_date, metavar="YYYY-MM-DD", help="a new event's first day")
    csv.add_argument(
        "--dry-run", action="store_true", help="print what would be written; write nothing"
    )
    csv.add_argument(
        "-c", "--content", default="content", type=Path, help="content folder (content)"
    )
    csv.set_defaults(run=run)
    _online(kinds)


def _online(kinds: argparse._SubParsersAction[Any]) -> None:
    """``import webdiplomacy`` and ``import diplicity``: a finished online game as a board."""
    sites = (
        ("webdiplomacy", "webDiplomacy", ("game", "GAME.json", "the game/status answer"),
         ("--members", "MEMBERS.json", "the game/members answer (the players' names)")),
        ("diplicity", "diplicity", ("phases", "PHASES.json", "the /Game/ID/Phases answer"),
         ("--game", "GAME.json", "the /Game/ID answer (the players' names)")),
    )  # fmt: skip
    parsers = []
    for command, site, (first, first_file, first_help), (names, names_file, names_help) in sites:
        parser = kinds.add_parser(
            command,
            help=f"a finished {site} game as a board of a round file",
            description=f"Write a finished {site} game as a board of the round file, with "
            "each power's centres year by year, its players matched to players.yaml by name. "
            "Nothing is fetched: save the site's answers as files first (docs/online-games.md).",
        )
        parser.add_argument(first, metavar=first_file, type=Path, help=first_help)
        parser.add_argument(names, required=True, metavar=names_file, type=Path, help=names_help)
        parser.set_defaults(run=run_online, command=command)
        parsers.append(parser)
    web, dip = parsers
    dip.add_argument(
        "--result",
        metavar="RESULT.json",
        type=Path,
        help="the /Game/ID/GameResult answer (who shared the draw; default every survivor)",
    )
    for parser in (web, dip):
        parser.add_argument("--event", required=True, metavar="SLUG", help="the event id")
        parser.add_argument(
            "--round",
            required=True,
            type=int,
            metavar="N",
            help="the round (its file is made if absent)",
        )
        parser.add_argument(
            "--board", metavar="B", help="the board's number or name (default: the next number)"
        )
        parser.add_argument(
            "--player",
            action="append",
            default=[],
            metavar="NAME=ID",
            help="NAME on the site is the player ID of players.yaml",
        )
        parser.add_argument(
            "--new-player",
            action="append",
            default=[],
            metavar="NAME",
            help="NAME is a new person: add them to players.yaml",
        )
        parser.add_argument(
            "--dry-run", action="store_true", help="print the board that would be written"
        )
        parser.add_argument(
            "-c", "--content", default="content", type=Path, help="content folder (content)"
        )


def _iso_date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date like 2019-05-10") from None


def _pairs(entries: list[str], option: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for entry in entries:
        name, sep, player = entry.rpartition("=")
        if not sep or not name.strip() or not player.strip():
            raise ValueError(f"{option} {entry!r} is not NAME=ID, like 'Zoe Ng=zoe-ng'")
        out[" ".join(name.split())] = player.strip()
    return out


def run(args: argparse.Namespace) -> int:
    try:
        request = csv_import.Request(
            files=tuple(args.files),
            event=args.event,
            scoring=args.scoring,
            content=args.content,
            mapping=csv_table.parse_map(args.map),
            same=_pairs(args.player, "--player"),
            different=frozenset(" ".join(n.split()) for n in args.new_player),
            name=args.name,
            start=args.date,
        )
    except ValueError as exc:
        print(f"podium import csv: {exc}", file=sys.stderr)
        return 2
    try:
        plan = csv_import.plan(request)
    except csv_import.ImportProblems as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        print("podium import csv: nothing written", file=sys.stderr)
        return 1
    for note in plan.notes:
        print(note, file=sys.stderr)
    if args.dry_run:
        _show(plan)
        return 0
    try:
        csv_import.write(plan)
    except OSError as exc:
        print(f"podium import csv: {cannot_write(exc)}", file=sys.stderr)
        return 1
    for path in plan.created:
        print(f"created {path.as_posix()}")
    if plan.added:
        print(f"added to {plan.players_file.as_posix()}: {_players(plan.added)}")
    _summary(plan)
    return 0


def run_online(args: argparse.Namespace) -> int:
    """``podium import webdiplomacy`` / ``diplicity``."""
    name = f"podium import {args.command}"
    try:
        same = _pairs(args.player, "--player")
    except ValueError as exc:
        print(f"{name}: {exc}", file=sys.stderr)
        return 2
    try:
        if args.command == "webdiplomacy":
            game = online_games.webdiplomacy(args.game, args.members)
        else:
            game = online_games.diplicity(args.phases, args.game, args.result)
        plan = online_import.plan(
            online_import.Request(
                game=game,
                command=args.command,
                content=args.content,
                event=args.event,
                round=args.round,
                board=args.board,
                same=same,
                different=frozenset(" ".join(n.split()) for n in args.new_player),
            )
        )
        if args.dry_run:
            print(plan.round_text, end="")
            print(f"dry run: nothing written\n{plan.scores}", end="")
            return 0
        online_import.write(plan)
    except csv_table.ImportProblems as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        print(f"{name}: nothing written", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"{name}: {cannot_write(exc)}", file=sys.stderr)
        return 1
    print(f"wrote board {plan.board} of {plan.round_file.as_posix()} ({game.source})")
    if plan.added:
        print(f"added to {plan.players_file.as_posix()}: {_players(plan.added)}")
    print(plan.scores, end="")
    return 0


def _players(players: tuple[tuple[str, str], ...]) -> str:
    return ", ".join(f"{name} ({player})" for player, name in players)


def _count(number: int, word: str) -> str:
    return f"{number} {word}" if number == 1 else f"{number} {word}s"


def _summary(plan: csv_import.Plan) -> None:
    print(
        f"ok: {_count(plan.rounds, 'round')}, {_count(plan.boards, 'board')}; "
        f"{_count(len(plan.added), 'new player')}, "
        f"{len(plan.reused)} found in players.yaml"
    )


def _show(plan: csv_import.Plan) -> None:
    """What would be written, file by file (players.yaml: only the added entries)."""
    for path, text in plan.created.items():
        print(f"--- {path.as_posix()} (new file)")
        print(text, end="")
    if plan.players_text is not None:
        old = plan.players_file.read_text("utf-8") if plan.players_file.is_file() else ""
        print(f"--- {plan.players_file.as_posix()} (added at the end)")
        print(plan.players_text[len(old) :], end="")
    _summary(plan)
    print("dry run: nothing written")
