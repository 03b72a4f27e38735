"""``podium build``: build the site, all or nothing."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from generator.build import build
from generator.commands.check import count, report
from generator.errors import ContentError
from generator.output import OutputError


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "build",
        help="build the results website",
        description="Validate, score and render the content into a static website. "
        "Nothing is written unless everything succeeds: on a problem the previous "
        "output stays as it was.",
    )
    parser.add_argument(
        "content", nargs="?", default="content", help="content folder (default: content)"
    )
    parser.add_argument("-o", "--output", default="_site", help="output folder (default: _site)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    out = Path(args.output)
    try:
        files = build(Path(args.content), out)
    except ContentError as error:
        report(error.problems)
        print(f"nothing was written to {out}", file=sys.stderr)
        return 1
    except OutputError as error:
        print(error, file=sys.stderr)
        return 1
    print(f"built {count(len(files), 'file')} into {out}")
    return 0
