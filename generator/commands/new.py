"""``podium new event``, ``podium new round`` and ``podium new league``: start an event,
its next round, or a league with every round of its schedule."""

from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path
from typing import Any

from podium.scoring import registry
from podium.tools import scaffold
from podium.tools.files import UnsafePath


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "new",
        help="create a new event or round file (never overwrites a file)",
        description="Create content files with comments showing every field. "
        "Existing files are never overwritten.",
    )
    kinds = parser.add_subparsers(dest="what", metavar="WHAT", required=True)

    event = kinds.add_parser(
        "event",
        help="create events/SLUG/ with event.yaml and empty round files",
        description="Create content/events/SLUG/event.yaml and round-1..N.yaml, "
        "shaped for the scoring system, with commented examples of each field. podium "
        "seat fills an empty round file with its draw.",
    )
    event.add_argument("slug", metavar="SLUG", help="the event id, e.g. 2025-brunate-open")
    event.add_argument(
        "--scoring",
        required=True,
        metavar="SYSTEM",
        help=f"the scoring system: {', '.join(registry.available())}",
    )
    how_many = event.add_mutually_exclusive_group()
    how_many.add_argument("--rounds", type=int, default=1, metavar="N", help="round files (1)")
    how_many.add_argument(
        "--no-round",
        action="store_true",
        help="no round file: podium seat draws round 1 (or podium new round adds it)",
    )
    event.add_argument("--name", help="the event's name (default: from the slug)")
    event.add_argument(
        "--date", type=_iso_date, metavar="YYYY-MM-DD", help="first day (default: today)"
    )
    _content_option(event)
    event.set_defaults(run=run_event)

    round_ = kinds.add_parser(
        "round",
        help="add the next round-N.yaml to an event",
        description="Add the next round file to an event, shaped for its scoring system.",
    )
    round_.add_argument("event", metavar="EVENT", help="the event id (or its folder)")
    _content_option(round_)
    round_.set_defaults(run=run_round)

    league = kinds.add_parser(
        "league",
        help="create a league: events/SLUG/ with every round of its schedule",
        description="Create content/events/SLUG/ with event.yaml and one round file per "
        "round of a league schedule: every player plays the same number of games, starts "
        "in each seat equally often, and meets the others as evenly as the numbers allow "
        "(with 8 players, as many games as the league rules' table says).",
    )
    league.add_argument("slug", metavar="SLUG", help="the event id, e.g. 2025-autumn-league")
    league.add_argument(
        "--players",
        required=True,
        metavar="ID,ID,...",
        help="the players' ids (players.yaml), in the order the schedule numbers them",
    )
    league.add_argument(
        "--per-game", required=True, type=int, metavar="K", help="players in each game"
    )
    league.add_argument(
        "--scoring", default="league", metavar="SYSTEM", help="a placement system (league)"
    )
    league.add_argument("--name", help="the league's name (default: from the slug)")
    league.add_argument(
        "--date", type=_iso_date, metavar="YYYY-MM-DD", help="first day (default: today)"
    )
    league.add_argument("--game", help="the game played, written on every board (optional)")
    _content_option(league)
    league.set_defaults(run=run_league)


def cannot_write(error: OSError) -> str:
    """An OSError of writing content files, in words (a path the file layer refuses
    says why itself)."""
    if isinstance(error, UnsafePath):
        return f"{error.filename}: {error.strerror}"
    return f"{error.filename}: cannot write there ({error.strerror or error})"


def _content_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "-c", "--content", default="content", type=Path, help="content folder (content)"
    )


def _iso_date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a date like 2025-05-10") from None


def run_event(args: argparse.Namespace) -> int:
    try:
        written = scaffold.new_event(
            args.content,
            args.slug,
            args.scoring,
            rounds=0 if args.no_round else args.rounds,
            name=args.name,
            start=args.date,
        )
    except scaffold.ScaffoldError as exc:
        print(f"podium new event: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"podium new event: {cannot_write(exc)}", file=sys.stderr)
        return 1
    for item in written:
        print(f"created {item.path.as_posix()}")
    return 0


def run_round(args: argparse.Namespace) -> int:
    try:
        item = scaffold.new_round(args.content, args.event)
    except scaffold.ScaffoldError as exc:
        print(f"podium new round: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"podium new round: {cannot_write(exc)}", file=sys.stderr)
        return 1
    print(f"created {item.path.as_posix()}")
    return 0


def run_league(args: argparse.Namespace) -> int:
    from podium.tools.new_league import new_league, summary

    players = [p.strip() for p in args.players.split(",") if p.strip()]
    try:
        league = new_league(
            args.content,
            args.slug,
            players,
            args.per_game,
            scoring=args.scoring,
            name=args.name,
            start=args.date,
            game=args.game,
        )
    except scaffold.ScaffoldError as exc:
        for line in str(exc).splitlines():
            print(f"podium new league: {line}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"podium new league: {cannot_write(exc)}", file=sys.stderr)
        return 1
    for path in league.files:
        print(f"created {path.as_posix()}")
    print(summary(league.schedule))
    return 0
