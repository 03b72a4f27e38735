"""``podium new event`` and ``podium new round``: start an event or its next round."""

from __future__ import annotations

import argparse
import sys
from datetime import date
from pathlib import Path
from typing import Any

from generator.scoring import registry
from generator.tools import scaffold


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
        "shaped for the scoring system, with commented examples of each field.",
    )
    event.add_argument("slug", metavar="SLUG", help="the event id, e.g. 2025-brunate-open")
    event.add_argument(
        "--scoring",
        required=True,
        metavar="SYSTEM",
        help=f"the scoring system: {', '.join(registry.available())}",
    )
    event.add_argument("--rounds", type=int, default=1, metavar="N", help="round files (1)")
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


def cannot_write(error: OSError) -> str:
    """An OSError of writing content files, in words."""
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
            rounds=args.rounds,
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
