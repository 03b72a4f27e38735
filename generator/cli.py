"""The ``podium`` command line. Each command lives in ``generator/commands/<name>.py``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib import import_module

from podium import __version__

COMMANDS: tuple[str, ...] = (
    "check",
    "build",
    "new",
    "add",
    "seat",
    "serve",
    "schema",
    "score",
    "diff",
    "init",
    "import",
)
"""The commands: each is a module of ``podium.commands`` with ``register(subparsers)``."""

MODULES: dict[str, str] = {"import": "import_"}
"""A command's module where it is not the command's name (``import`` is a keyword)."""


def make_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or of ``only`` that one (imports stay lazy: a no-op
    ``podium build`` must not pay for the modules of ``podium serve``)."""
    parser = argparse.ArgumentParser(
        prog="podium",
        description="Build a results website from tournament results kept as YAML.",
    )
    parser.add_argument("--version", action="version", version=f"podium {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMANDS if only is None else (only,):
        import_module(f"podium.commands.{MODULES.get(name, name)}").register(sub)
    return parser


def _command(argv: Sequence[str]) -> str | None:
    """The command named by ``argv``, when it is the first argument and a known one."""
    first = next((a for a in argv if not a.startswith("-")), None)
    if first is None or first not in COMMANDS or argv[0] != first:
        return None
    return first


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns the exit status (0 ok, 1 content errors, 2 usage)."""
    given = list(sys.argv[1:] if argv is None else argv)
    if given == ["--version"]:  # answered without importing any command's modules
        print(f"podium {__version__}")
        return 0
    args = make_parser(_command(given)).parse_args(given)
    status: int = args.run(args)
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
