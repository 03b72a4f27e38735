"""``podium score FILE.yaml``: one round's boards as terminal tables, to check before committing."""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from podium.build.service import read
from podium.commands.check import report
from podium.content.format_problems import plain_list
from podium.content.problems import LocatedError
from podium.content.yamlfile import Locator
from podium.outputs import score_tables
from podium.scoring.tournament import merge_rules, system_for

ROUND_FILE = re.compile(r"^round-([1-9][0-9]*)\.yaml$")


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "score",
        help="print one round's boards as tables: power, player, centres, position, score",
        description="Score every board of one round file and print it as a table (power, "
        "player, centres, position, score). The scoring system and rules come from the "
        "event.yaml beside the file; the players from content/players.yaml.",
    )
    parser.add_argument("file", type=Path, metavar="FILE.yaml", help="a round-N.yaml file")
    parser.add_argument("--explain", action="store_true", help="show each score's breakdown")
    parser.add_argument("--json", action="store_true", help="print JSON instead of tables")
    parser.set_defaults(run=run)


class Usage(Exception):
    pass


def locate(file: Path) -> tuple[Path, str, int]:
    """content folder, event id and round number of ``content/events/<id>/round-N.yaml``."""
    found = ROUND_FILE.match(file.name)
    if not found:
        raise Usage(f"{file}: not a round file; give a round-N.yaml of an event")
    if not file.is_file():
        raise Usage(f"{file}: no such file")
    folder = file.parent if len(file.parts) >= 4 else file.resolve().parent
    if not (folder / "event.yaml").is_file():
        raise Usage(f"{file}: no event.yaml beside it; round files live in events/<event>/")
    if folder.resolve().parent.name != "events":
        raise Usage(f"{file}: the event folder is not inside a content folder's events/")
    return folder.parent.parent, folder.resolve().name, int(found.group(1))


def run(args: argparse.Namespace) -> int:
    try:
        content, event_id, number = locate(args.file)
    except Usage as exc:
        print(f"podium score: {exc}", file=sys.stderr)
        return 2
    reading = read(content, theme=False)  # the site's theme plays no part in a score
    if reading.problems:
        report(reading.problems)
        return 1
    club, result = reading.club, reading.results[event_id]
    event = result.event
    boards = [b for b in result.boards if b.round == number]
    waiting = next((r for r in event.unscored if r.number == number), None)
    if waiting is not None:  # its boards with results, scored alone (no round multipliers)
        system = system_for(event)
        rules = merge_rules(event.rules, system.defaults)
        try:
            boards = [system.score_board(number, b, rules) for b in waiting.boards]
        except LocatedError as error:  # (a finished board of the round in play)
            report((Locator().located(error),))
            return 1
    if args.json:
        data = score_tables.boards_json(event.id, event.scoring, number, boards, club.players)
        print(json.dumps(data, indent=2, ensure_ascii=False))
    elif not boards and waiting is None:
        print(
            f"{args.file}: round {number} of {event.id} has no boards yet; "
            "add them under 'boards:' (the comments in the file show how)"
        )
    else:
        print(score_tables.boards_text(boards, club.players, explain=args.explain), end="")
    if waiting is not None and not args.json:
        names = plain_list([b.board for b in waiting.drawn])
        print(
            f"{args.file}: round {number} of {event.id} is in play: "
            f"{'board' if len(waiting.drawn) == 1 else 'boards'} {names} without results yet; "
            "scores here are each board's own, before the round's multipliers"
        )
    return 0
