"""The ``podium`` command line. Each command lives in ``generator/commands/<name>.py``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib import import_module

from podium.tools.origin import installed_origin, version_line

COMMANDS: tuple[str, ...] = (
    "check",
    "build",
    "new",
    "add",
    "seat",
    "result",
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
    parser.add_argument(
        "--version", action=_Version, help="say which podium this is, and where it came from"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name in COMMANDS if only is None else (only,):
        import_module(f"podium.commands.{MODULES.get(name, name)}").register(sub)
    return parser


class _Version(argparse.Action):
    """``--version`` among other arguments: the same line, worked out only when asked."""

    def __init__(self, option_strings: Sequence[str], dest: str, help: str) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        print(version_line(installed_origin()))
        parser.exit()


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
        print(version_line(installed_origin()))
        return 0
    parser = make_parser(_command(given))
    args, extra = parser.parse_known_args(given)
    if extra:  # a command's list of positionals goes on after its options, or a mistake
        late: str | None = getattr(args, "positionals_after_options", None)
        if late is None or any(a.startswith("-") for a in extra):
            parser.error(f"unrecognized arguments: {' '.join(extra)}")
        setattr(args, late, [*getattr(args, late), *extra])
    status: int = args.run(args)
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
