"""``podium schema``: write JSON Schemas of the content files for editors."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from podium.tools import json_schemas


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "schema",
        help="write JSON Schemas of the content files (for editor completion)",
        description="Write JSON Schemas for site.yaml, players.yaml, event.yaml, series files and "
        "the three shapes of round files (round-diplomacy, round-placement, round-team), "
        "generated from the models podium validates with. Point a YAML file at one with "
        "a first line like '# yaml-language-server: $schema=../schemas/players.schema.json'.",
    )
    parser.add_argument(
        "-o", "--out", type=Path, default=Path("schemas"), help="folder to write (schemas)"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    out: Path = args.out
    if out.exists() and not out.is_dir():
        print(
            f"podium schema: {out} is a file, not a folder; choose a folder with -o",
            file=sys.stderr,
        )
        return 1
    try:
        out.mkdir(parents=True, exist_ok=True)
        for name, text in json_schemas.generate().items():
            path = out / name
            if path.is_file() and path.read_text(encoding="utf-8") == text:
                print(f"unchanged {path.as_posix()}")
                continue
            path.write_text(text, encoding="utf-8", newline="\n")
            print(f"wrote {path.as_posix()}")
    except OSError as error:
        where = error.filename or out
        print(
            f"podium schema: cannot write {where}: {error.strerror or error}; "
            "choose another folder with -o",
            file=sys.stderr,
        )
        return 1
    return 0
