"""``podium init DIR``: start a club's own results repository (see generator/tools/club_init.py)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from podium.commands.new import cannot_write
from podium.themes import LANGUAGES
from podium.tools import club_init
from podium.tools.origin import installed_origin


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "init",
        help="start a club's results repository in DIR (never overwrites a file)",
        description="Create a results repository for a club: content/ (site.yaml, an empty "
        "players.yaml), the JSON schemas for editors, a README for the club, .gitignore, "
        "requirements.txt pinning this podium, the Publish and Check workflows and a "
        "Dependabot config. A file that already exists is kept as it is.",
    )
    parser.add_argument("folder", metavar="DIR", type=Path, help="the new repository's folder")
    parser.add_argument("--title", help="the club's name (asked when not given)")
    parser.add_argument(
        "--language",
        help=f"the site's language: {', '.join(LANGUAGES)} (asked when not given; else en)",
    )
    parser.add_argument(
        "--example", action="store_true", help="add an example event and its players"
    )
    parser.add_argument(
        "--pin",
        choices=("pypi", "git"),
        help="how the club installs podium; default: as this podium was installed (a "
        "release from the package index: podium==X.Y.Z; from git: its repository at the "
        "commit installed); pypi: podium==X.Y.Z; git: the repository at the tag vX.Y.Z "
        "of --version (or at the commit installed)",
    )
    parser.add_argument(
        "--version",
        dest="podium_version",
        metavar="X.Y.Z",
        help="the podium release to pin: podium==X.Y.Z (with --pin git, the tag vX.Y.Z)",
    )
    parser.add_argument(
        "--source",
        metavar="URL",
        help="podium's git repository, like https://github.com/<owner>/podium (default: "
        "the one podium was installed from, or its package metadata names)",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    folder: Path = args.folder
    origin = installed_origin()
    try:
        options = club_init.Options(
            title=club_init.check_title(_title(args.title, folder)),
            language=club_init.check_language(_language(args.language)),
            example=args.example,
            pin=args.pin or "installed",
            version=args.podium_version or origin.version,
            source=args.source,
            home=club_init.installed_source(),
            origin=origin,
            version_chosen=args.podium_version is not None,
        )
        outcome = club_init.init(folder, options)
    except club_init.InitError as exc:
        print(f"podium init: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"podium init: {cannot_write(exc)}", file=sys.stderr)
        return 1
    except (EOFError, KeyboardInterrupt):
        print("\npodium init: stopped; nothing was written", file=sys.stderr)
        return 1
    for name in outcome.written:
        print(f"created {(folder / name).as_posix()}")
    for name in outcome.kept:
        print(f"kept {(folder / name).as_posix()} (it exists; podium never overwrites a file)")
    warning = club_init.local_pin(options)
    if warning is not None:
        print(f"podium init: warning: {warning}", file=sys.stderr)
    print(f"\ntitle: {options.title}, language: {options.language} (content/site.yaml)")
    print(f"podium: {club_init.requirement(options)} (requirements.txt)")
    print(
        f"Next: read {(folder / 'README.md').as_posix()}, then put {folder.as_posix()} "
        "on GitHub and set Settings > Pages > Source to GitHub Actions."
    )
    return 0


def _asking() -> bool:
    return sys.stdin.isatty()


def _title(given: str | None, folder: Path) -> str:
    """The title given, or asked for on a terminal, or made from the folder's name."""
    default = " ".join(w.capitalize() for w in folder.resolve().name.replace("_", "-").split("-"))
    if given is not None:
        return given
    if _asking():
        return input(f"The club's name [{default}]: ") or default
    return default


def _language(given: str | None) -> str:
    if given is not None:
        return given
    if _asking():
        return input(f"The site's language ({', '.join(LANGUAGES)}) [en]: ").strip() or "en"
    return "en"
