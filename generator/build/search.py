"""Site-wide search, made with the site: Pagefind's index of the event and player pages.

Pagefind (PyPI ``pagefind[bin]``, a binary run once per build, no server) reads what the
build staged and writes a static index and its search UI under ``pagefind/``; the files go
through the site writer like every other file, so they are published in the same swap.

What Pagefind reads of a page is its searched text (:func:`searched`): the element the
page marks ``data-pagefind-body`` (its ``<main>``), without the elements it marks
``data-pagefind-ignore``. The default theme marks everything a result correction changes
(ranks, totals, games, charts, "corrected on"), so the searched text of a page is its
names, places and titles. A build whose indexed pages are the same ones, each with the
same searched text as the page it replaces, keeps the last index without running
Pagefind: its input is byte for byte the same. Nothing private is ever on a page anyway.
"""

from __future__ import annotations

import importlib
import os
import re
import shutil
import subprocess
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from podium.build.writer import SiteWriter
from podium.progress import Reporter

FOLDER = "pagefind"
"""Where the index and its UI go in the site."""

GLOB = "{events/*/index.html,players/*/index.html}"
"""The pages indexed: each event's page and each player's page."""

UNUSED = ("pagefind-component-ui.", "pagefind-modular-ui.", "pagefind-highlight.js")
"""Pagefind's other UIs, which the site does not load: not published."""


class SearchError(Exception):
    """Pagefind could not index the site; the message says why and what to do."""


def indexed(path: str) -> bool:
    """Whether the page at ``path`` is in the search index (see :data:`GLOB`)."""
    parts = path.split("/")
    return len(parts) == 3 and parts[0] in ("events", "players") and parts[2] == "index.html"


@dataclass(frozen=True, slots=True)
class SearchInput:
    """What Pagefind will read: the searched text of the indexed pages, gathered as the
    pages are made (by worker processes too: :meth:`add` only writes a file), in a folder
    beside the output that :func:`gathering` makes and removes. A page not added (one
    the build kept as the output has it) is read back from the site when needed."""

    folder: Path

    def add(self, path: str, page: bytes) -> None:
        """Keep the searched text of the page at ``path`` (if it is indexed)."""
        if indexed(path):
            self._keep(path, page)

    def text(self, writer: SiteWriter, path: str) -> bytes:
        """The searched text of the new site's page at ``path`` (read from the page now if
        it was not added)."""
        return self._gathered(writer, path).read_bytes()

    def in_path_order(self, writer: SiteWriter, paths: Iterable[str]) -> Path:
        """A folder of the searched text of the new site's pages at ``paths``, made in path
        order: what Pagefind reads.

        Pagefind's index depends on the order it finds its files in, which is the order
        a folder lists them in: on some file systems (tmpfs) the order they were made,
        and the worker processes make them in the order they finish. Hard links to the
        gathered texts, made in sorted order, give one index for one site."""
        top = self.folder / "in-order"
        for path in sorted(paths):
            target = top / path
            target.parent.mkdir(parents=True, exist_ok=True)
            os.link(self._gathered(writer, path), target)
        return top

    def _gathered(self, writer: SiteWriter, path: str) -> Path:
        """The file of the searched text of the new site's page at ``path`` (gathered from
        the page now if it was not added)."""
        target = self.folder / "site" / path
        if not target.is_file():
            self._keep(path, writer.source(path).read_bytes())
        return target

    def _keep(self, path: str, page: bytes) -> None:
        target = self.folder / "site" / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(searched(page))


@contextmanager
def gathering(writer: SiteWriter) -> Iterator[SearchInput]:
    """A :class:`SearchInput` for the build of ``writer``, removed afterwards."""
    folder = writer.scratch("search")
    try:
        yield SearchInput(folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def index_site(
    writer: SiteWriter, reporter: Reporter, found: SearchInput, clean_urls: bool = False
) -> None:
    """Add the search index to the site ``writer`` is building: made again when an indexed
    page is new or gone, or its searched text changed (or the last index is missing), else
    kept as it is. Its files are not pages: the build's count of pages leaves them out.
    ``found``: the searched text of the pages made so far; ``clean_urls``: the results
    link a page's folder (``/players/ada/``), as the site's own links do, else its
    ``index.html``. (The site's links change with it, so the searched text does too.)"""
    pages = [path for path in writer.files() if indexed(path)]
    if not pages:  # a new club: no event or player yet, nothing to search (Pagefind refuses)
        return
    old = [path for path in sorted(writer.look_at_output()) if path.startswith(FOLDER + "/")]
    if old and _same_pages(writer, pages) and _same_text(writer, found):
        writer.keep(old)  # files of the site, not pages
        return
    reporter.explain(f"{FOLDER}/: indexed {len(pages)} pages for the site search")
    out = found.folder / "index"
    _run(found.in_path_order(writer, pages), out, clean_urls)
    files = sorted(_bundle(out))
    writer.add(writer.put(f"{FOLDER}/{rel}", (out / rel).read_bytes()) for rel in files)


def _same_pages(writer: SiteWriter, pages: Iterable[str]) -> bool:
    """Whether the last build indexed the same pages (none added or removed)."""
    before = {path for path in sorted(writer.look_at_output()) if indexed(path)}
    return set(pages) == before


def _same_text(writer: SiteWriter, found: SearchInput) -> bool:
    """Whether every indexed page this build wrote anew has the searched text of the page
    it replaces (the others are the very files the last index was made of)."""
    return all(
        found.text(writer, e.path) == searched(writer.published(e.path).read_bytes())
        for e in writer.written()
        if indexed(e.path)
    )


IGNORED = re.compile(rb"<(section|table|figure|nav|p|dl)\b[^>]*\sdata-pagefind-ignore\b[^>]*>")
"""The start of an element marked ``data-pagefind-ignore``, which ends at the next closing
tag of its kind (an ignored element holds no element of its own tag: true of the default
theme's). Pagefind leaves out any other element so marked itself (a club theme's
``<div>``, say): only the comparison of searched texts then takes it into account."""

_HTML = re.compile(rb"<html\b[^>]*>")
_BODY = re.compile(rb"<main\b[^>]*\sdata-pagefind-body\b[^>]*>")


def searched(page: bytes) -> bytes:
    """What Pagefind reads of a page: its ``<html>`` tag (the language) and the ``<main>``
    it marks ``data-pagefind-body``, without the elements marked ``data-pagefind-ignore``
    (which Pagefind would parse and then leave out); the whole page, so stripped, when it
    marks no such ``<main>``. The index is the same as of the whole pages, made in a
    fraction of the time."""
    body = _BODY.search(page)
    if body is None:
        return _without_ignored(page)
    end = page.find(b"</main>", body.end())
    main = page[body.start() : len(page) if end < 0 else end + len(b"</main>")]
    html = _HTML.search(page)
    opening = html.group(0) if html is not None else b"<html>"
    return b"<!DOCTYPE html>\n%s<body>%s</body></html>\n" % (opening, _without_ignored(main))


def _without_ignored(html: bytes) -> bytes:
    """``html`` without its elements marked ``data-pagefind-ignore`` (see :data:`IGNORED`)."""
    kept, at = [], 0
    while (start := IGNORED.search(html, at)) is not None:
        close = b"</%s>" % start.group(1)
        end = html.find(close, start.end())
        if end < 0:  # never closed: left to Pagefind, which reads the attribute too
            break
        kept.append(html[at : start.start()])
        at = end + len(close)
    kept.append(html[at:])
    return b"".join(kept)


def executable() -> str | None:
    """The Pagefind binary: the one ``pagefind[bin]`` installs (started directly: going
    through ``python -m pagefind`` costs a Python start), else one on the PATH."""
    try:
        found = importlib.import_module("pagefind_bin").get_executable()
    except (ImportError, OSError):
        return shutil.which("pagefind")
    return str(found)


def _run(site: Path, out: Path, clean_urls: bool) -> None:
    binary = executable()
    if binary is None:
        raise SearchError(
            "Pagefind is not installed, so the site search cannot be made; install it with "
            "pip install 'pagefind[bin]', or build without the search (podium build "
            "--no-search, or search: false in site.yaml)"
        )
    command = [binary, "--site", str(site), "--output-path", str(out)]
    command += ["--glob", GLOB, "--silent"]
    if not clean_urls:  # Pagefind's results link a page's folder unless told otherwise
        command.append("--keep-index-url")
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False)
    except OSError as error:
        raise SearchError(f"cannot run Pagefind: {error}") from None
    if done.returncode != 0:
        said = (done.stderr or done.stdout).strip().splitlines()
        raise SearchError(
            f"Pagefind failed ({said[-1] if said else f'exit status {done.returncode}'}); "
            "install it with pip install 'pagefind[bin]', or build without the search "
            "(podium build --no-search, or search: false in site.yaml)"
        )


def _bundle(out: Path) -> Iterable[str]:
    for path in out.rglob("*"):
        if path.is_file() and not path.name.startswith(UNUSED):
            yield path.relative_to(out).as_posix()
