"""``podium add player``: add a person to players.yaml and print their new id."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from podium.commands.new import cannot_write
from podium.tools import scaffold


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "add",
        help="add a player to players.yaml and print the id",
        description="Add to the content. players.yaml keeps its comments and layout.",
    )
    kinds = parser.add_subparsers(dest="what", metavar="WHAT", required=True)
    player = kinds.add_parser(
        "player",
        help="append a player with a unique id derived from the name; prints the id",
        description="Append a player to players.yaml with a unique id derived from the "
        "name (ASCII, lowercase, '-'; -2, -3 when taken) and print the id.",
    )
    player.add_argument("name", metavar='"Full Name"', help="the player's full name")
    player.add_argument("--country", metavar="CC", help="ISO 3166-1 alpha-2 code, e.g. IT")
    player.add_argument(
        "-c", "--content", default="content", type=Path, help="content folder (content)"
    )
    player.set_defaults(run=run_player)


def run_player(args: argparse.Namespace) -> int:
    try:
        added = scaffold.add_player(args.content, args.name, country=args.country)
    except scaffold.ScaffoldError as exc:
        print(f"podium add player: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"podium add player: {cannot_write(exc)}", file=sys.stderr)
        return 1
    if added.same_name:
        others = ", ".join(added.same_name)
        print(
            f"note: {args.name!r} already exists as {others}; added a second person as {added.id}",
            file=sys.stderr,
        )
    print(added.id)
    return 0
