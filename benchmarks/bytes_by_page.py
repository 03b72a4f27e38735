"""Where a built site's bytes go: bytes per page type and per output, and the biggest pages.

    python benchmarks/bytes_by_page.py SITE [--events N] [--top 10] [--limit-kb 150]

SITE is a podium build's output folder. Each file is put in one kind by its path
(:func:`kind_of`): the event pages by type (event, round, board, standings, draw,
corrections), the rules and player pages, the site pages (home, players index, feed,
sitemap, 404), each output (results.json, ranking.csv, the calendars), the search index
(pagefind/) and the theme's static files. Sizes are the files' bytes (what a host counts),
not the blocks they take on a disk. With ``--events`` (the archive's event count) each
kind is also given per event. run.py's scale check reads the same figures
(:func:`site_bytes`).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

KINDS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (name, re.compile(pattern))
    for name, pattern in (
        ("board", r"events/[^/]+/round-[^/]+/board-[^/]+/index\.html"),
        ("round", r"events/[^/]+/round-[^/]+/index\.html"),
        ("standings", r"events/[^/]+/standings/index\.html"),
        ("draw", r"events/[^/]+/draw/index\.html"),
        ("corrections", r"events/[^/]+/corrections/index\.html"),
        ("event", r"events/[^/]+/index\.html"),
        ("results.json", r"events/[^/]+/results\.json"),
        ("ranking.csv", r"events/[^/]+/ranking\.csv"),
        ("ics", r".*\.ics"),
        ("rules", r"rules/.+"),
        ("players index", r"players/index\.html"),
        ("player", r"players/.+"),
        ("search index", r"pagefind/.+"),
        ("static", r"static/.+"),
        ("home", r"index\.html"),
    )
)
OTHER = "other site files"
PAGE_LIMIT_KB = 150
"""No page may be bigger (a national archive's pages stay quick on a phone)."""


def kind_of(path: str) -> str:
    """The kind of the file at ``path`` (POSIX, relative to the site's root)."""
    for name, pattern in KINDS:
        if pattern.fullmatch(path):
            return name
    return OTHER


@dataclass
class Kind:
    files: int = 0
    size: int = 0
    biggest: int = 0


@dataclass
class SiteBytes:
    """A site's bytes by kind, and its pages (``.html``) with their sizes."""

    kinds: dict[str, Kind] = field(default_factory=dict)
    pages: list[tuple[int, str]] = field(default_factory=list)

    @property
    def size(self) -> int:
        return sum(k.size for k in self.kinds.values())

    def biggest(self, top: int) -> list[tuple[int, str]]:
        return sorted(self.pages, key=lambda p: (-p[0], p[1]))[:top]

    def over(self, limit_kb: float) -> dict[str, int]:
        """Per kind, how many of its pages are over ``limit_kb`` kB (1,000 bytes)."""
        counts: dict[str, int] = {}
        for size, path in self.pages:
            if size > limit_kb * 1000:
                counts[kind_of(path)] = counts.get(kind_of(path), 0) + 1
        return dict(sorted(counts.items()))


def _files(folder: Path) -> Iterator[tuple[str, int]]:
    for dirpath, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(dirpath, name)
            yield os.path.relpath(path, folder).replace(os.sep, "/"), os.stat(path).st_size


def site_bytes(folder: Path) -> SiteBytes:
    found = SiteBytes()
    for path, size in _files(folder):
        kind = found.kinds.setdefault(kind_of(path), Kind())
        kind.files += 1
        kind.size += size
        kind.biggest = max(kind.biggest, size)
        if path.endswith(".html"):
            found.pages.append((size, path))
    return found


def report(found: SiteBytes, events: int, top: int, limit_kb: float) -> list[str]:
    """The Markdown tables: bytes by kind (largest first), the biggest pages, pages over."""
    total = found.size or 1
    per = f" | kB per event (of {events})" if events else ""
    lines = [
        f"| kind | files | MB | share | biggest kB{per} |",
        f"|---|---:|---:|---:|---:{'|---:' if events else ''}|",
    ]
    for name, kind in sorted(found.kinds.items(), key=lambda kv: (-kv[1].size, kv[0])):
        each = f" | {kind.size / events / 1000:.1f}" if events else ""
        lines.append(
            f"| {name} | {kind.files} | {kind.size / 1e6:.2f} | {kind.size / total:.1%} "
            f"| {kind.biggest / 1000:.1f}{each} |"
        )
    each = f" | {found.size / events / 1000:.1f}" if events else ""
    files = sum(k.files for k in found.kinds.values())
    lines.append(
        f"| all | {files} | {found.size / 1e6:.2f} | 100% | {each} |".replace("|  |", "| |")
    )
    lines += ["", "| biggest pages | kB |", "|---|---:|"]
    lines += [f"| {path} | {size / 1000:.1f} |" for size, path in found.biggest(top)]
    over = found.over(limit_kb)
    summary = ", ".join(f"{n} {kind}" for kind, n in over.items()) or "none"
    lines += ["", f"Pages over {limit_kb:g} kB: {summary}."]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("site", type=Path, help="a built site's folder")
    parser.add_argument("--events", type=int, default=0, help="the archive's events")
    parser.add_argument("--top", type=int, default=10, help="how many biggest pages")
    parser.add_argument("--limit-kb", type=float, default=PAGE_LIMIT_KB)
    args = parser.parse_args(argv)
    print("\n".join(report(site_bytes(args.site), args.events, args.top, args.limit_kb)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
