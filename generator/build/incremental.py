"""The incremental build: the memo wrapped around the build's stages, and its output.

:class:`Incremental` is what :func:`~podium.build.pipeline.build` asks instead of
calling a stage directly, where a stage's result may be kept from the last build
(:class:`~podium.build.memo.Memo`, keyed by the digests of the inputs):

- :meth:`Incremental.events` around making the events: an event whose inputs did not
  change keeps its files (restored from the memo where the output lost them), the others
  are made (in worker processes when there are many), written and kept in the memo;
- :meth:`Incremental.plan` around planning the site-wide pages: a player's page is planned
  only when the rows of their events (or their rating) changed;
- :meth:`Incremental.render` around rendering them: a page whose view data is what the
  last build rendered (and whose file the output still has) is kept, not rendered.

Without a cache (``--no-cache``) every stage runs in full. The stages themselves know
nothing of the memo; the output's :class:`~podium.build.writer.SiteWriter` is made and
published here (:meth:`Incremental.writing`), and the site search's gatherer listens to
what it is given (:meth:`~podium.build.writer.SiteWriter.listen`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

import orjson

from podium.build import workers
from podium.build.memo import EventBuild, LastOutput, Memo, Views
from podium.build.search import gathering, index_site
from podium.build.sources import Sources
from podium.build.writer import Entry, SiteWriter, digest
from podium.content.problems import ContentError, Problem
from podium.hashing import key
from podium.progress import Reporter

if TYPE_CHECKING:
    from podium.build.pipeline import MadeEvent, Shared
    from podium.site.pages import EventDigest, Page

Built = Mapping[str, str]
"""The site as built: relative POSIX path -> digest of the file's bytes."""

MakeEvent = Callable[["Shared", str], "MadeEvent | tuple[Problem, ...]"]
"""One event folder made through every stage (or its problems)."""

PlanSite = Callable[
    ["Shared", "Sequence[EventDigest]", "Sequence[str]", "Collection[str] | None"], "list[Page]"
]
"""The site-wide pages from the events' digests, their files' paths and the players to plan."""

RenderPage = Callable[["Shared", "Page"], bytes]
"""One page rendered."""


@dataclass(frozen=True, slots=True)
class SitePlan:
    """The site-wide pages to render, from the events' digests; and what the memo knows of
    them: the pages kept as the output has them, and the view keys of the player pages."""

    pages: list[Page]
    digests: list[EventDigest]  # newest first, with the rows the planned pages need
    kept: frozenset[str]  # player pages whose events' rows did not change
    by_rows: Mapping[str, str]  # player page -> its view key (its events' rows)
    last: Views  # the site-wide pages as the last build rendered them


@dataclass(frozen=True, slots=True)
class RenderedSite:
    """The site-wide pages rendered (path -> bytes), and those kept as they are; and the
    view key and file digest of each, for the next build (kept by
    :meth:`Incremental.finish`)."""

    files: dict[str, bytes]
    kept: tuple[str, ...]
    views: Views


@dataclass(frozen=True, slots=True)
class _Outcome:
    """What became of one event the build made (in a worker process, perhaps)."""

    name: str
    built: EventBuild | None  # None: it has problems
    entries: tuple[Entry, ...]
    problems: tuple[Problem, ...]


@dataclass(frozen=True, slots=True)
class Incremental:
    """The memo around the stages of one build into ``writer``'s output."""

    memo: Memo
    writer: SiteWriter
    reporter: Reporter
    last: LastOutput  # what the last build wrote there, and from which content

    @classmethod
    def at(cls, memo: Memo, out: Path, reporter: Reporter) -> Incremental:
        last = memo.last_output(out)
        writer = SiteWriter(
            out,
            last.manifest,
            last.folders,
            last.spare,
            last.spare_differs,
            spare=memo.spare_site(out),
        )
        return cls(memo, writer, reporter, last)

    # ------------------------------------------------------------------ the whole site

    def unchanged(self, sources: Sources) -> bool:
        """Whether the output is what the last build wrote from this very content."""
        return self.last.key == sources.whole and self.writer.intact()

    def as_last_built(self, events: int) -> Built:
        """The site the last build wrote (nothing to do): each page reported unchanged."""
        for path in sorted(self.last.manifest):
            self.reporter.page(path, False)
        self.reporter.finish(events=events)
        return {path: stamp.digest for path, stamp in self.last.manifest.items()}

    @contextmanager
    def writing(self, search: bool, *, clean_urls: bool = False) -> Iterator[SiteWriter]:
        """The writer of the new site, published in one swap when the block ends without
        an error (with the search index of its pages, if ``search``, whose results link
        the pages' folders with ``clean_urls``); else forgotten."""
        writer = self.writer
        with gathering(writer) if search else nullcontext(None) as found:
            if found is not None:
                writer.listen(found.add)
            try:
                yield writer
                if found is not None:
                    index_site(writer, self.reporter, found, clean_urls)  # of the pages written
                writer.commit()  # publish: one swap
            except BaseException:
                writer.abort()
                raise

    def finish(self, sources: Sources, events: int, rendered: RenderedSite) -> Built:
        """Remember what was published (for the next build to compare with) and the
        site-wide pages as ``rendered``, while the content is still the bytes they were
        made from (one look at every file's stamp, for both); the files of the site."""
        writer = self.writer
        if self.memo.enabled and sources.unchanged():
            self.memo.put_views(rendered.views)
            written = LastOutput(
                sources.whole,
                writer.manifest(),
                writer.folder_stamps(),
                writer.spare_stamps(),
                writer.spare_differences(),
                sources.known(),
            )
            self.memo.put_last_output(writer.out, written)
        self.reporter.finish(events=events)
        return writer.digests()

    # ------------------------------------------------------------------ events

    def events(
        self, shared: Shared, make: MakeEvent, jobs: int | None, *, show_first: bool = False
    ) -> list[EventBuild]:
        """Every event, from the memo where its inputs did not change, else made by
        ``make``, written and kept; newest first. ContentError with the problems of every
        event that has some.

        ``show_first`` (``podium serve``): the events whose inputs changed are made first,
        and their changed pages shown at once (:meth:`SiteWriter.show_first`), before the
        output's other files are looked at and the other events taken from the memo."""
        sources = shared.sources
        kept: list[EventBuild] = []
        todo: list[str] = []
        for name in sources.events:
            built = self.memo.event(name, sources.event_key(name))
            if built is not None:
                kept.append(built)
            else:
                todo.append(name)
        if not show_first:
            self.writer.look_at_output()  # once, before the workers start (they inherit it)
            kept, lost = self._restore_all(kept)
            todo += lost
        done = self._make_all(shared, make, todo, jobs)
        if show_first:
            self.writer.show_first()
            kept, lost = self._restore_all(kept)
            if lost:  # the output and the memo lost their files: made again
                done.update(self._make_all(shared, make, lost, jobs))
        done.update((built.digest.head.id, built) for built in kept)
        return sorted(done.values(), key=lambda e: e.digest.head.newest_first)

    def _restore_all(self, kept: list[EventBuild]) -> tuple[list[EventBuild], list[str]]:
        """The events the memo gave whose files are restored (:meth:`_restore`), and the
        names of those whose files are lost (to be made again)."""
        restored: list[EventBuild] = []
        lost: list[str] = []
        for built in kept:
            if self._restore(built):
                restored.append(built)
            else:
                lost.append(built.digest.head.id)
        return restored, lost

    def _make_all(
        self, shared: Shared, make: MakeEvent, names: list[str], jobs: int | None
    ) -> dict[str, EventBuild]:
        """The events ``names`` made (in worker processes when there are many), written and
        kept; ContentError with the problems of every one that has some."""
        for name in names:
            self.reporter.explain(f"events/{name}: {'rebuilt' if self.memo.enabled else 'built'}")
        self.reporter.stage("rendering", len(names))
        problems: list[Problem] = []
        done: dict[str, EventBuild] = {}
        sources = shared.sources

        def work(name: str) -> _Outcome:
            return self._make_and_keep(shared, make, name)

        def before_fork() -> None:  # what every worker inherits ready-made
            self.writer.staging()
            shared.ready_to_fork()

        for outcome in workers.run(work, names, jobs, before_fork=before_fork):
            self.writer.add(outcome.entries, self.reporter)
            problems.extend(outcome.problems)
            if outcome.built is not None:
                done[outcome.name] = outcome.built
                if self.memo.enabled and sources.unchanged(outcome.name):
                    self.memo.remember(outcome.built)  # kept by a worker: here too
            self.reporter.advance()
        if problems:
            raise ContentError(problems)
        return done

    def _make_and_keep(self, shared: Shared, make: MakeEvent, name: str) -> _Outcome:
        """The event made, its files written (staged), and kept in the memo while its inputs
        are still the bytes its key was made from."""
        sources = shared.sources
        key = sources.event_key(name)
        made = make(shared, name)
        if isinstance(made, tuple):
            return _Outcome(name, None, (), made)
        entries = tuple(self.writer.put(path, data) for path, data in made.files)
        built = EventBuild(key, made.digest, tuple((e.path, e.digest) for e in entries))
        if self.memo.enabled and sources.unchanged(name):
            self.memo.put_event(built, made.files)
        return _Outcome(name, built, entries, ())

    def _restore(self, built: EventBuild) -> bool:
        """Keep the event's files the output has, and restore those it lost from the memo
        (then every file the memo has is given again: :meth:`SiteWriter.put` keeps those
        the output has); False (nothing done) when the memo lost them too."""
        writer = self.writer
        lost = [path for path, digest in built.files if writer.old_digest(path) != digest]
        data = self.memo.event_files(built.digest.head.id, built.key) if lost else {}
        if data is None or not set(lost) <= set(data):
            return False
        paths = [path for path, _ in built.files]
        writer.keep((path for path in paths if path not in data), self.reporter)
        writer.add((writer.put(path, data[path]) for path in paths if path in data), self.reporter)
        return True

    # ------------------------------------------------------------------ site-wide pages

    def plan(
        self, shared: Shared, events: Sequence[EventBuild], plan: PlanSite, make: MakeEvent
    ) -> SitePlan:
        """The site-wide pages ``plan`` plans, but the pages of the players whose events'
        rows did not change (nor the board they play in the round in play, nor the lines of
        their series, nor their rating), which are kept;
        ``make`` makes an event again whose rendered rows or boards the memo lost."""
        from podium.site.pages import SiteInput, page_paths, player_ratings
        from podium.site.pages.series import player_lines

        sources = shared.sources
        if shared.base.club.site.ratings:  # every event's boards rate the players
            events = [replace(e, digest=self._details(shared, e, (), make)) for e in events]
        marks: dict[str, list[str]] = {pid: [] for pid in shared.base.club.players}
        played = dict.fromkeys(marks, 0)  # how many events each player played
        for e in events:
            for pid, result in e.digest.results.items():
                marks.setdefault(pid, []).append(result.mark)
                played[pid] = played.get(pid, 0) + 1
            for pid, boards in e.digest.playing.items():  # the round in play: their board
                marks.setdefault(pid, []).append(key(orjson.dumps(boards)))
        series = player_lines(shared.pages, [e.digest for e in events])
        for pid, lines in series.items():  # their series' lines: from every event's ranking
            marks.setdefault(pid, []).append(key(orjson.dumps(lines)))
        # their rating (site.yaml's ratings), which every earlier event's boards change
        ratings = player_ratings(shared.pages, SiteInput([e.digest for e in events]))
        for pid, rating in ratings.items():
            marks.setdefault(pid, []).append(key(orjson.dumps(rating)))
        paths = {pid: page_paths(pid, played.get(pid, 0)) for pid in marks}
        by_rows: dict[str, str] = {}  # a player's pages all show their career: all their rows
        for pid, row_marks in marks.items():
            made_from = key(sources.common.digest, pid, *row_marks)  # once for all their pages
            by_rows.update((path, made_from) for path in paths[pid])
        last = self.memo.views()
        players = {
            pid for pid in marks if not all(self._kept(p, by_rows[p], last) for p in paths[pid])
        }
        kept = frozenset(p for pid in marks if pid not in players for p in paths[pid])
        digests = [
            self._details(shared, e, players, make)
            if players & e.digest.results.keys()
            else e.digest
            for e in events
        ]
        files = [path for e in events for path, _ in e.files]
        pages = plan(shared, digests, files, players)
        return SitePlan(pages, digests, kept, by_rows, last)

    def _details(
        self, shared: Shared, built: EventBuild, players: Collection[str], make: MakeEvent
    ) -> EventDigest:
        """The event's digest with its boards and the rendered rows of those of ``players``
        who played it (from the memo, else made again)."""
        digest = built.digest
        rows = digest.rows
        wanted = digest.results.keys() & players
        if digest.has_boards and all(p in rows and rows[p].view for p in wanted):
            return digest
        found = self.memo.event_details(built, players)
        if found is not None:
            return found
        made = make(shared, digest.head.id)  # the memo lost them: make them again
        assert not isinstance(made, tuple), "it was built from the memo, so it has no problems"
        return made.digest

    def render(self, shared: Shared, plan: SitePlan, render: RenderPage) -> RenderedSite:
        """The planned pages rendered by ``render``, but those whose view data is what the
        last build rendered (and whose file the output still has), which are kept."""
        sources, last = shared.sources, plan.last
        views: Views = {path: last[path] for path in sorted(plan.kept)}
        kept = list(sorted(plan.kept))
        files: dict[str, bytes] = {}
        for page in plan.pages:
            view = plan.by_rows.get(page.path) or self._view_key(sources, page)
            if self._kept(page.path, view, last):
                kept.append(page.path)
                views[page.path] = last[page.path]
            else:
                files[page.path] = render(shared, page)
                views[page.path] = (view, digest(files[page.path]))
        return RenderedSite(files, tuple(kept), views)

    def _view_key(self, sources: Sources, page: Page) -> str:
        """What a page's file is made from: its template and view data (no cache: nothing)."""
        if not self.memo.enabled:
            return ""
        data = orjson.dumps(page.data, default=repr, option=_EXACT)
        return key(sources.common.digest, page.template, data)

    def _kept(self, path: str, view: str, last: Views) -> bool:
        """Whether the page at ``path`` has the view key the last build rendered, and the
        output still has the file that build wrote."""
        known = last.get(path)
        return known is not None and known[0] == view and self.writer.old_digest(path) == known[1]


_EXACT = orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_NON_STR_KEYS
"""View data as JSON for its key: what JSON cannot tell apart (``Markup`` from ``str``,
Fractions) is written with ``repr``."""
