"""``podium diff REV [CONTENT]``: which scores and ranks changed since a git revision."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from podium.tools.diff import DiffError, diff_revision


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "diff",
        help="show, as Markdown, the scores and ranks that changed since a git revision",
        description=(
            "Compare the results at git revision REV (a commit, branch or tag) with the "
            "content folder as it is now. For each event whose results differ, print the "
            "board scores that changed and the ranking moves, as Markdown; print "
            "'No result changes.' when none did. Exits 0 whatever changed."
        ),
    )
    parser.add_argument("rev", metavar="REV", help="git revision to compare with, e.g. origin/main")
    parser.add_argument("content", nargs="?", default="content", help="content folder")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        text = diff_revision(args.rev, Path(args.content))
    except DiffError as error:
        print(f"podium diff: {error}", file=sys.stderr)
        return 1
    sys.stdout.write(text)
    return 0
