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
        help="append players with a unique id derived from each name; prints the ids",
        description="Append players to players.yaml, each with a unique id derived from "
        "the name (ASCII, lowercase, '-'; -2, -3 when taken), and print the ids, one a "
        "line. Every name is checked before any is added.",
    )
    player.add_argument(
        "names", nargs="+", metavar='"Full Name"', help="each player's full name, in quotes"
    )
    player.add_argument("--country", metavar="CC", help="ISO 3166-1 alpha-2 code, e.g. IT")
    player.add_argument(
        "-c", "--content", default="content", type=Path, help="content folder (content)"
    )
    player.set_defaults(run=run_player)


def run_player(args: argparse.Namespace) -> int:
    try:
        for name in args.names:  # every name checked before any player is added
            scaffold.player_name(name)
        if args.country is not None:
            scaffold.country_code(args.country)
        for name in args.names:
            added = scaffold.add_player(args.content, name, country=args.country)
            if added.same_name:
                others = ", ".join(added.same_name)
                print(
                    f"note: {name!r} already exists as {others}; added a second person as "
                    f"{added.id}",
                    file=sys.stderr,
                )
            print(added.id)
    except scaffold.ScaffoldError as exc:
        print(f"podium add player: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"podium add player: {cannot_write(exc)}", file=sys.stderr)
        return 1
    return 0
