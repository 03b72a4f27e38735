"""The build: discover -> load -> check -> score -> plan -> render -> write.

:func:`build` is the recipe. Events are independent of one another, so each event goes
through load, check, score, plan and render on its own (:func:`make_event`, in worker
processes when there are many: :mod:`podium.build.workers`), and the site-wide pages
(home, players, rules, feed) are then planned and rendered from what each event gives them
(its :class:`~podium.site.pages.EventDigest`). Every file is written into a staging
folder, and the whole site is published in one swap (:mod:`podium.build.writer`).

With a cache, the stages are memoised (:mod:`podium.build.memo`): an event whose inputs
did not change is taken from the cache instead of being made again, a site-wide page
whose view data did not change is not rendered again, and a rebuild of unchanged content
writes nothing. Without one, every file is made afresh. Either way, only files whose
bytes changed are written, and content problems from any stage end up in one
:class:`~podium.content.problems.ContentError`, located as ``file:line:col``, and then
nothing is written.
"""

from __future__ import annotations

import gc
from collections.abc import Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import orjson

from podium import tricks
from podium.build import workers
from podium.build.cache import Cache
from podium.build.compile_ahead import compiling_ahead
from podium.build.memo import EventBuild, LastOutput, Memo, Views
from podium.build.search import SearchInput, gathering, index_site
from podium.build.sources import Sources, discover
from podium.build.writer import Entry, SiteWriter, publishing
from podium.content.git_history import read_history
from podium.content.problems import ContentError, Problem
from podium.hashing import key
from podium.progress import SILENT, Reporter

if TYPE_CHECKING:
    import jinja2

    from podium.build.service import Base
    from podium.scoring.results import EventResult
    from podium.site.pages import Context, EventDigest, Page

Built = Mapping[str, str]
"""The site as built: relative POSIX path -> digest of the file's bytes."""


def build(
    content: Path,
    out: Path,
    reporter: Reporter = SILENT,
    *,
    cache: Path | None = None,
    jobs: int | None = None,
    base_url: str | None = None,
    search: bool = True,
) -> Built:
    """Build the site of ``content`` into ``out``; returns the files of the site.

    Raises ContentError (and leaves ``out`` untouched) when the content has problems.
    ``cache`` is the cache folder (None: cache nothing); ``jobs`` the worker processes
    (default: one per core). ``reporter`` hears about stages and pages. ``base_url``
    (``podium build --base-url``) replaces site.yaml's ``url``; ``search=False``
    (``--no-search``) leaves the site search out, as site.yaml's ``search: false``
    does. When the content is in a
    git repository, its history gives the pages their corrections. The output folder's
    lock is held throughout: a second build into it waits for this one.
    """
    memo = Memo(Cache.at(cache))
    with publishing(out, reporter.info):
        try:
            return _build(content, out, reporter, memo, jobs, base_url, search)
        finally:
            if memo.store.damaged:
                reporter.warning(damaged_warning(memo.store))


def _build(
    content: Path,
    out: Path,
    reporter: Reporter,
    memo: Memo,
    jobs: int | None,
    base_url: str | None,
    search: bool = True,
) -> Built:
    reporter.stage("loading")
    history = read_history(content)
    sources = discover(content, history, base_url, hashed=memo.enabled, search=search)
    last = memo.last_output(out)
    writer = SiteWriter(out, last.manifest, last.folders)
    if last.key == sources.whole and writer.intact():  # nothing changed: write nothing
        return _unchanged(last, reporter, len(sources.events))
    shared = load_shared(sources, base_url, search)  # load, check: site.yaml, players, theme
    texts = gathering(writer) if shared.base.club.site.search else nullcontext(None)
    with compiling_ahead(shared.env, jobs), texts as found:  # templates: on another core
        try:
            with _few_collections():
                events = build_events(shared, memo, writer, reporter, jobs, found)  # load...
                writer.link_ahead(jobs)  # unchanged files into the new site, meanwhile
                build_site_pages(shared, events, memo, writer, reporter, found)  # plan...
            if found is not None:
                index_site(writer, reporter, found)  # the search index of the pages made
            writer.commit(jobs)  # publish: one swap (the old site removed meanwhile)
        except BaseException:
            writer.abort()
            raise
    try:
        if memo.enabled and sources.unchanged():  # what the next build compares with
            written = LastOutput(sources.whole, writer.manifest(), writer.folder_stamps())
            memo.put_last_output(out, written)
        reporter.finish(events=len(events))
        return writer.digests()
    finally:
        writer.tidy()


def _unchanged(last: LastOutput, reporter: Reporter, events: int) -> Built:
    for path in sorted(last.manifest):
        reporter.page(path, False)
    reporter.finish(events=events)
    return {path: stamp.digest for path, stamp in last.manifest.items()}


def damaged_warning(store: Cache) -> str:
    """The one warning of a build that found damaged cache entries (and ignored them)."""
    count = len(store.damaged)
    what = "1 damaged entry" if count == 1 else f"{count} damaged entries"
    return (
        f"{store.folder}: ignored {what} of the build cache (first: {store.damaged[0]}) "
        "and made them again; if this happens again, delete the cache folder"
    )


@contextmanager
def _few_collections() -> Iterator[None]:
    """Python's cycle collector, mostly out of the way while pages are made.

    A build makes millions of short-lived dicts and strings, and nothing it keeps forms
    cycles worth collecting early; by default the collector runs every 700 allocations
    and walks everything loaded so far (the club, the templates) again and again. So
    what exists now is set aside (``gc.freeze``, which also spares forked workers from
    copying it), collections are rarer, and both are undone afterwards.
    """
    if not tricks.on("few_collections"):
        yield
        return
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(threshold[0], 20_000), *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()


# --------------------------------------------------------------------------- load, check


@dataclass(frozen=True)
class Shared:
    """What every page needs: the club without its events, its inputs and its theme."""

    sources: Sources
    base: Base
    env: jinja2.Environment
    themes: tuple[Path, ...]
    pages: Context  # what page planners need (keeps translated text, so it is shared)


def load_shared(sources: Sources, base_url: str | None = None, search: bool = True) -> Shared:
    """site.yaml, players.yaml, index.md and the theme; ContentError on any problem."""
    from podium.build import service

    base = service.read_base(sources.content, base_url, search=search)
    if base.problems:  # then report every problem, as `podium check` does
        raise ContentError(service.read(sources.content, base_url=base_url).problems)
    return prepare(sources, base)


def prepare(sources: Sources, base: Base) -> Shared:
    """What every page needs of a club read without problems: its theme and its logo
    checked, and the template environment in its language; ContentError on a problem of
    the theme or the logo (a missing one, or one too large to publish)."""
    from podium.build.checks import theme_problems
    from podium.content.site_checks import logo_problems
    from podium.outputs.registry import linked_context as context
    from podium.render.templates import make_environment
    from podium.site.i18n import Translator
    from podium.themes import theme_dirs

    club = base.club
    problems = [*theme_problems(club), *logo_problems(club)]
    if problems:
        raise ContentError(problems)
    themes = tuple(theme_dirs(club.root, club.site.theme))
    translator = Translator(club.site.language, themes)
    env = make_environment(themes, translator)
    return Shared(sources, base, env, themes, context(club, sources.history, translator))


# --------------------------------------------------------------------------- events


@dataclass(frozen=True)
class MadeEvent:
    """One event through every stage: what the site-wide pages need, and its files."""

    digest: EventDigest  # with its player rows rendered
    files: tuple[tuple[str, bytes], ...]  # (site path, bytes), in path order


def make_event(shared: Shared, name: str) -> MadeEvent | tuple[Problem, ...]:
    """One event folder: load -> check -> score -> plan -> render; or its problems."""
    from podium.build.service import read_event

    reading = read_event(shared.base, shared.sources.content / "events" / name)
    if reading.result is None:
        return reading.problems
    pages = plan_event(shared, reading.result)
    return render_event(shared, reading.result, pages)


def plan_event(shared: Shared, result: EventResult) -> list[Page]:
    """The event's own pages: the event, its corrections, its rounds and boards."""
    from podium.site import pages as planner

    return planner.event_pages(shared.pages, result)


def render_event(shared: Shared, result: EventResult, pages: Sequence[Page]) -> MadeEvent:
    """The event's pages, its outputs (:data:`~podium.outputs.registry.EVENT_OUTPUTS`)
    and its digest, with each player's row rendered once
    (:func:`~podium.render.templates.prerender`)."""
    from podium.outputs.registry import EVENT_OUTPUTS
    from podium.render.templates import prerender, render_pages
    from podium.site import pages as planner

    name, club = result.event.id, shared.base.club
    files = render_pages(shared.env, pages)
    for output in EVENT_OUTPUTS:
        files[output.path(name)] = output.make(result, club)
    digest = prerender(shared.env, planner.event_digest(shared.pages, result))
    return MadeEvent(digest, tuple(sorted(files.items())))


def site_outputs(shared: Shared, digests: Sequence[EventDigest]) -> dict[str, bytes]:
    """The site's own outputs (:data:`~podium.outputs.registry.SITE_OUTPUTS`), made from
    the events' digests."""
    from podium.outputs.registry import SITE_OUTPUTS

    heads = [d.head for d in digests]
    return {output.path: output.make(shared.base.club, heads) for output in SITE_OUTPUTS}


@dataclass(frozen=True)
class _Outcome:
    """What became of one event the build made (in a worker process, perhaps)."""

    name: str
    built: EventBuild | None  # None: it has problems
    entries: tuple[Entry, ...]
    problems: tuple[Problem, ...]


def build_events(
    shared: Shared,
    memo: Memo,
    writer: SiteWriter,
    reporter: Reporter,
    jobs: int | None,
    found: SearchInput | None = None,
) -> list[EventBuild]:
    """Every event, from the memo where its inputs did not change, else made (and kept);
    newest first. ContentError with the problems of every event that has some. ``found``
    gathers the searched text of the pages made."""
    sources = shared.sources
    done: dict[str, EventBuild] = {}
    todo: list[str] = []
    for name in sources.events:
        built = memo.event(name, sources.event_key(name))
        if built is not None and _restore(built, memo, writer, reporter, found):
            done[name] = built
        else:
            todo.append(name)
            reporter.explain(f"events/{name}: {'rebuilt' if memo.enabled else 'built'}")
    reporter.stage("rendering", len(todo))
    problems: list[Problem] = []

    def work(name: str) -> _Outcome:
        return _make_and_keep(shared, memo, writer, name, found)

    def before_fork() -> None:
        writer.staging()  # made once, for every worker to write into

    for outcome in workers.run(work, todo, jobs, before_fork=before_fork):
        writer.add(outcome.entries, reporter)
        problems.extend(outcome.problems)
        if outcome.built is not None:
            done[outcome.name] = outcome.built
        reporter.advance()
    if problems:
        raise ContentError(problems)
    return sorted(done.values(), key=lambda e: e.digest.head.newest_first)


def _make_and_keep(
    shared: Shared, memo: Memo, writer: SiteWriter, name: str, found: SearchInput | None
) -> _Outcome:
    """The event made, its files written (staged), and kept in the memo while its inputs
    are still the bytes its key was made from."""
    key = shared.sources.event_key(name)
    made = make_event(shared, name)
    if not isinstance(made, MadeEvent):
        return _Outcome(name, None, (), made)
    entries = tuple(_put(writer, found, path, data) for path, data in made.files)
    built = EventBuild(key, made.digest, tuple((e.path, e.digest) for e in entries))
    if memo.enabled and shared.sources.unchanged(name):
        memo.put_event(built, made.files)
    return _Outcome(name, built, entries, ())


def _restore(
    built: EventBuild,
    memo: Memo,
    writer: SiteWriter,
    reporter: Reporter,
    found: SearchInput | None = None,
) -> bool:
    """Keep the event's files the output has, and restore those it lost from the memo;
    False (nothing done) when the memo lost them too."""
    lost = [path for path, digest in built.files if writer.old_digest(path) != digest]
    data = memo.event_files(built.digest.head.id, built.key) if lost else {}
    if data is None or not set(lost) <= set(data):
        return False
    writer.add(
        (
            (_put(writer, found, path, data[path]) if path in data else writer.keep(path))
            for path, _ in built.files
        ),
        reporter,
    )
    return True


def _put(writer: SiteWriter, found: SearchInput | None, path: str, data: bytes) -> Entry:
    """Stage a file of the new site (:meth:`SiteWriter.put`), and give ``found`` its
    searched text if it is a page the site search indexes."""
    if found is not None:
        found.add(path, data)
    return writer.put(path, data)


def _with_rows(
    shared: Shared, memo: Memo, built: EventBuild, players: Collection[str]
) -> EventDigest:
    """The event's digest with the rendered rows of ``players`` (from the memo, else made
    again)."""
    digest = built.digest
    if all(row.view for p, row in digest.rows.items() if p in players):
        return digest
    found = memo.event_rows(built, players)
    if found is not None:
        return found
    made = make_event(shared, digest.head.id)  # the memo lost them: make them again
    assert isinstance(made, MadeEvent), "it was built from the memo, so it has no problems"
    return made.digest


# --------------------------------------------------------------------------- site-wide pages


def build_site_pages(
    shared: Shared,
    events: Sequence[EventBuild],
    memo: Memo,
    writer: SiteWriter,
    reporter: Reporter,
    found: SearchInput | None = None,
) -> None:
    """Home, players, rules, 404, feed, sitemap, the site's outputs and the theme's static
    files: planned, rendered and written, but the pages whose view data is what the last
    build rendered (and whose files the output still has), which are kept."""
    from podium.render.templates import render_page, static_files
    from podium.site import pages as planner
    from podium.site import sharing

    sources, last = shared.sources, memo.views()
    # A player's page changes only with the rows of their events: it is planned only then.
    marks: dict[str, list[str]] = {pid: [] for pid in shared.base.club.players}
    for e in events:
        for pid, row in e.digest.rows.items():
            marks.setdefault(pid, []).append(row.mark)
        for pid, boards in e.digest.playing.items():  # the round in play: their board
            marks.setdefault(pid, []).append(key(orjson.dumps(boards)))
    by_rows = {
        planner.player_path(pid): key(sources.common.digest, pid, *row_marks)
        for pid, row_marks in marks.items()
    }
    kept = {path for path, view in by_rows.items() if _kept(path, view, last, writer)}
    players = {pid for pid in marks if planner.player_path(pid) not in kept}
    digests = [
        _with_rows(shared, memo, e, players) if players & e.digest.rows.keys() else e.digest
        for e in events
    ]
    paths = [path for e in events for path, _ in e.files]
    plan = plan_site(shared, digests, paths, players)
    rendered: Views = {path: last[path] for path in sorted(kept)}
    writer.add((writer.keep(path) for path in sorted(kept)), reporter)
    for page in plan:
        view = by_rows.get(page.path) or _view_key(sources, page, memo)
        if _kept(page.path, view, last, writer):
            writer.add([writer.keep(page.path)], reporter)
            rendered[page.path] = last[page.path]
        else:  # render, write
            entry = _put(writer, found, page.path, render_page(shared.env, page))
            writer.add([entry], reporter)
            rendered[page.path] = (view, entry.digest)
    statics = {
        **site_outputs(shared, digests),
        **static_files(shared.themes),
        **sharing.club_files(shared.base.club),
        ".nojekyll": b"",
    }
    writer.add((writer.put(path, data) for path, data in sorted(statics.items())), reporter)
    if memo.enabled and sources.unchanged():
        memo.put_views(rendered)


def plan_site(
    shared: Shared,
    digests: Sequence[EventDigest],
    event_paths: Sequence[str],
    players: Collection[str] | None = None,
) -> list[Page]:
    """The site-wide pages, from the events' digests (newest first) and the paths of their
    files (for the sitemap); ``players``: plan only these players' pages (None: all)."""
    from podium.site import pages as planner

    return planner.site_pages(shared.pages, digests, event_paths, players)


def _view_key(sources: Sources, page: Page, memo: Memo) -> str:
    """What a page's file is made from: its template and view data (no cache: nothing)."""
    if not memo.enabled:
        return ""
    data = orjson.dumps(page.data, default=repr, option=_EXACT)
    return key(sources.common.digest, page.template, data)


_EXACT = orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_NON_STR_KEYS
"""View data as JSON for its key: what JSON cannot tell apart (``Markup`` from ``str``,
Fractions) is written with ``repr``."""


def _kept(path: str, view: str, last: Views, writer: SiteWriter) -> bool:
    """Whether the page at ``path`` has the view key the last build rendered, and the
    output still has the file that build wrote."""
    known = last.get(path)
    return known is not None and known[0] == view and writer.old_digest(path) == known[1]
