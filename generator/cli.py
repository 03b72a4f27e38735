"""The ``podium`` command line. Each command lives in ``generator/commands/<name>.py``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib import import_module

from generator import __version__

COMMANDS: tuple[str, ...] = ("check", "build", "new", "add", "serve", "schema", "score", "diff")
"""Modules of ``generator.commands``; each has ``register(subparsers)``."""


def make_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="podium",
        description="Build a results website from tournament results kept as YAML.",
    )
    parser.add_argument("--version", action="version", version=f"podium {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMANDS:
        import_module(f"generator.commands.{name}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns the exit status (0 ok, 1 content errors, 2 usage)."""
    args = make_parser().parse_args(argv)
    status: int = args.run(args)
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
