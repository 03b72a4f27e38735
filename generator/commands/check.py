"""``podium check``: validate content. PLACEHOLDER until the loader lands (issue 2)."""

from __future__ import annotations

import argparse
from typing import Any


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser("check", help="validate the content and report every problem")
    parser.add_argument("content", nargs="?", default="content", help="content folder")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    raise NotImplementedError
