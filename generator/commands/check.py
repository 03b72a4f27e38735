"""``podium check``: validate the content and report every problem."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from podium.content.problems import Problem, capped
from podium.progress import plural

if TYPE_CHECKING:
    from podium.model import Event


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "check",
        help="validate the content and report every problem",
        description="Read, validate and score a content folder; report every problem with "
        "file:line:col. Exit status 0 when clean, 1 when there are problems.",
    )
    parser.add_argument(
        "content", nargs="?", default="content", help="content folder (default: content)"
    )
    parser.add_argument(
        "--format",
        choices=("text", "github"),
        default="text",
        help="text: one problem per line on stderr; github: GitHub Actions annotations on stdout",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from podium.build.service import read
    from podium.content.site_checks import address_warning

    reading = read(Path(args.content))
    if reading.problems:
        report(reading.problems, args.format)
        return 1
    club = reading.club
    rounds = sum(len(e.rounds) for e in club.events)
    boards = sum(len(r.boards) for e in club.events for r in e.rounds)
    in_play = "".join(_in_play(e) for e in club.events)
    print(
        f"ok: {plural(len(club.events), 'event')}, {plural(rounds, 'round')}, "
        f"{plural(boards, 'board')} checked{in_play}"
    )
    warning = address_warning(club)
    if warning is not None:  # not a problem: the site builds and works but for the 404 page
        if args.format == "github":
            print(warning.github("warning"))
        else:
            print(f"warning: {warning}", file=sys.stderr)
    return 0


def _in_play(event: Event) -> str:
    """What the summary says of an event's rounds not scored yet (nothing if none)."""
    first = event.in_play
    if first is None:
        return ""
    boards = plural(sum(len(r.drawn) for r in event.unscored), "board")
    if len(event.unscored) == 1:
        return f"; {event.id}: round {first.number} in play ({boards} without results)"
    last = event.unscored[-1].number
    return (
        f"; {event.id}: round {first.number} in play "
        f"({boards} without results in rounds {first.number}-{last})"
    )


def report(problems: tuple[Problem, ...], fmt: str = "text") -> None:
    """Print problems: text lines on stderr, or GitHub annotations on stdout."""
    if fmt == "github":
        for problem in capped(problems):
            print(problem.github())
        return
    for problem in capped(problems):
        print(problem, file=sys.stderr)
    files = len({p.file for p in problems})
    print(f"{plural(len(problems), 'problem')} in {plural(files, 'file')}", file=sys.stderr)
