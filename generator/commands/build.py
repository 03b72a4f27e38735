"""``podium build``: build the site, all or nothing."""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

from podium import progress
from podium.build.cache import CACHE_DIR, CacheError
from podium.build.pipeline import build
from podium.build.search import SearchError
from podium.build.workers import WorkerError
from podium.build.writer import OutputError
from podium.commands.check import report
from podium.content.formats import WEB_PATTERN
from podium.content.problems import ContentError


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "build",
        help="build the results website",
        description="Validate, score and render the content into a static website. "
        "The output folder is replaced in one step once everything succeeded: on a "
        "problem the previous output stays exactly as it was.",
    )
    parser.add_argument(
        "content", nargs="?", default="content", help="content folder (default: content)"
    )
    parser.add_argument("-o", "--output", default="_site", help="output folder (default: _site)")
    parser.add_argument(
        "--base-url",
        type=base_url,
        metavar="URL",
        help="the address the site is published at (replaces site.yaml's url: canonical "
        "links, feed, sitemap, 404 page), e.g. https://club.github.io/results/",
    )
    parser.add_argument(
        "--no-cache",
        action="store_true",
        help=f"ignore the build cache ({CACHE_DIR}/ in the current folder): "
        "read, score and render everything, and save nothing for next time",
    )
    parser.add_argument(
        "--no-search",
        action="store_true",
        help="leave out the site search (its box and its index), as site.yaml's search: false does",
    )
    parser.add_argument(
        "-j",
        "--jobs",
        type=int,
        default=None,
        help="worker processes for large sites (default: one per core); 1: all in this process",
    )
    progress.add_output_options(parser)
    parser.set_defaults(run=run)


INTERRUPTED = 130
"""The exit status of a build stopped by Ctrl-C (128 + SIGINT, as shells report it)."""


def base_url(text: str) -> str:
    """An absolute http(s) URL, ending in exactly one '/' (the site's root)."""
    if not re.fullmatch(WEB_PATTERN, text.strip()):  # as site.yaml's url is checked
        raise argparse.ArgumentTypeError(
            f"{text!r} is not an http(s) address, e.g. https://club.github.io/results/"
        )
    return text.strip().rstrip("/") + "/"


def run(args: argparse.Namespace) -> int:
    out = Path(args.output)
    if out.exists() and not out.is_dir():
        print(f"{out}: is a file, not a folder; choose an output folder with -o", file=sys.stderr)
        return 1
    console = progress.console_from_args(args)
    try:
        build(
            Path(args.content),
            out,
            console,
            cache=None if args.no_cache else CACHE_DIR,
            jobs=args.jobs,
            base_url=args.base_url,
            search=not args.no_search,
        )
    except ContentError as error:
        report(error.problems)
        print(f"nothing was written to {out}", file=sys.stderr)
        return 1
    except (OutputError, CacheError) as error:
        print(error, file=sys.stderr)
        return 1
    except (SearchError, WorkerError) as error:
        print(f"{error}; {out} was left as it was", file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Ctrl-C: the build is forgotten, as on any error
        print(f"interrupted; {out} was left as it was", file=sys.stderr)
        return INTERRUPTED
    except OSError as error:
        where = error.filename or out
        print(
            f"{where}: cannot write the site there ({error.strerror or error}); "
            f"{out} was left as it was; choose another output folder with -o",
            file=sys.stderr,
        )
        return 1
    return 0
