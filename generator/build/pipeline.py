"""The build pipeline: load -> validate -> score -> plan pages -> render -> write.

:func:`build` is the whole pipeline. Events are independent of one another, so each
event goes through the stages on its own (:func:`build_event`, in worker processes when
there are many), and the site-wide pages (home, players, rules, feed) are then made from
what each event contributes to them (its :class:`~generator.site.pages.EventDigest`).

With a cache (:mod:`generator.build.cache`), an event whose files did not change is not loaded,
scored or rendered again, a site-wide page whose view data did not change is not
rendered again, and a rebuild of unchanged content writes nothing. Without one, every
file is made afresh. Either way, only files whose bytes changed are written
(:class:`~generator.build.writer.SiteWriter`), and content problems from any stage end up in one
:class:`~generator.content.problems.ContentError`, located as ``file:line:col``, and then nothing
is written.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

import orjson

from generator.build import cache as caching
from generator.build import memo
from generator.build.cache import Cache, Sources
from generator.build.memo import EventBuild, LastOutput
from generator.build.progress import SILENT, Reporter
from generator.build.writer import Entry, SiteWriter
from generator.content.problems import ContentError, Problem
from generator.tools.git_history import History, read_history

if TYPE_CHECKING:
    import jinja2

    from generator.build.service import Base
    from generator.model import Club
    from generator.scoring.results import EventResult
    from generator.site.pages import Context, EventDigest, Page

Built = Mapping[str, str]
"""The site as built: relative POSIX path -> digest of the file's bytes."""

PARALLEL_FROM = 8
"""Events to build before it pays to start worker processes."""


def build(
    content: Path,
    out: Path,
    reporter: Reporter = SILENT,
    *,
    cache: Path | None = None,
    jobs: int | None = None,
    base_url: str | None = None,
) -> Built:
    """Build the site of ``content`` into ``out``; returns the files of the site.

    Raises ContentError (and leaves ``out`` untouched) when the content has problems.
    ``cache`` is the cache folder (None: cache nothing); ``jobs`` the worker processes
    (default: one per core). ``reporter`` hears about stages and pages. ``base_url``
    (``podium build --base-url``) replaces site.yaml's ``url``. When the content is in a
    git repository, its history gives the pages their corrections.
    """
    store = Cache.at(cache)
    try:
        return _build(content, out, reporter, store, jobs, base_url)
    finally:
        if store.damaged:
            reporter.warning(damaged_warning(store))


def damaged_warning(store: Cache) -> str:
    """The one warning of a build that found damaged cache entries (and ignored them)."""
    count = len(store.damaged)
    what = "1 damaged entry" if count == 1 else f"{count} damaged entries"
    return (
        f"{store.folder}: ignored {what} of the build cache (first: {store.damaged[0]}) "
        "and made them again; if this happens again, delete the cache folder"
    )


def _build(
    content: Path,
    out: Path,
    reporter: Reporter,
    store: Cache,
    jobs: int | None,
    base_url: str | None,
) -> Built:
    reporter.stage("loading")
    history = read_history(content)
    sources = read_sources(content, base_url, hashed=store.enabled)
    whole = sources.whole(_history_key(history, None))
    last = _last_output(store, out)
    writer = SiteWriter(out, last.manifest, last.folders)
    if last.key == whole and writer.intact():  # nothing changed: write nothing
        for path in sorted(last.manifest):
            reporter.page(path, False)
        reporter.finish(events=len(sources.events))
        return {path: stamp.digest for path, stamp in last.manifest.items()}
    try:
        shared = load_shared(content, history, base_url)  # 1-2. site, players, theme
        with _few_collections():
            events = build_events(shared, sources, store, writer, reporter, jobs)  # 1-6
            render_site_pages(shared, sources, events, store, writer, reporter)  # 4-6 site
        writer.commit()  # 6. swap in what changed
    except BaseException:
        writer.abort()
        raise
    if store.enabled:  # what the next build compares the output with
        last = LastOutput(whole, writer.manifest(), writer.folder_stamps())
        store.save(caching.output_name(out), memo.last_output(), last)
        store.prune()
    reporter.finish(events=len(events))
    return writer.digests()


@contextmanager
def _few_collections() -> Iterator[None]:
    """Python's cycle collector, mostly out of the way while pages are made.

    A build makes millions of short-lived dicts and strings, and nothing it keeps forms
    cycles worth collecting early; by default the collector runs every 700 allocations
    and walks everything loaded so far (the club, the templates) again and again. So
    what exists now is set aside (``gc.freeze``, which also spares forked workers from
    copying it), collections are rarer, and both are undone afterwards.
    """
    threshold = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(max(threshold[0], 20_000), *threshold[1:])
    try:
        yield
    finally:
        gc.set_threshold(*threshold)
        gc.unfreeze()


# --------------------------------------------------------------------------- inputs


def read_sources(content: Path, base_url: str | None = None, *, hashed: bool = True) -> Sources:
    """Hash every input of a build; nothing is parsed (this decides what is rebuilt).

    ``hashed=False`` (a build without a cache, which has nothing to compare keys with)
    only lists the event folders, and every key is empty.
    """
    from generator.model import event_folders
    from generator.site.themes import builtin_themes_dir

    if not hashed:
        return Sources("", "", {folder.name: "" for folder in event_folders(content)})

    builtin = builtin_themes_dir()
    common = caching.key(  # podium's own code names the cache folder (Cache.at)
        str(caching.FORMAT),
        str(content),
        base_url or "",
        caching.hash_files(caching.files_under(builtin), builtin),
        caching.hash_files(_site_themes(content), content.resolve().parent),
        caching.hash_files([content / "site.yaml", content / "players.yaml"], content),
    )
    events: dict[str, str] = {}
    for folder in event_folders(content):
        events[folder.name] = caching.hash_files(caching.files_under(folder), folder)
    return Sources(common, caching.hash_files([content / "index.md"], content), events)


def _site_themes(content: Path) -> list[Path]:
    return caching.files_under(content.resolve().parent / "themes")


def _history_key(history: History | None, folder: str | None) -> str:
    """The part of the git history that pages show (of one event folder, or all)."""
    if history is None:
        return "no git"
    commits = history.commits if folder is None else history.under(folder)
    return caching.key(*(f"{c.sha} {c.date} {c.author} {c.subject}" for c in commits))


def _last_output(store: Cache, out: Path) -> LastOutput:
    found = store.load(caching.output_name(out), memo.last_output())
    return LastOutput() if found is None else found[0]


# --------------------------------------------------------------------------- 1-2. shared


@dataclass(frozen=True)
class Shared:
    """What every page needs: the club without its events, its history and its theme."""

    content: Path
    base: Base
    history: History | None
    env: jinja2.Environment
    themes: tuple[Path, ...]
    pages: Context  # what page planners need (keeps translated text, so it is shared)

    @property
    def club(self) -> Club:
        return self.base.club


def load_shared(content: Path, history: History | None, base_url: str | None = None) -> Shared:
    """site.yaml, players.yaml, index.md and the theme; ContentError on any problem."""
    from generator.build import service
    from generator.content.checks import theme_problems
    from generator.render.templates import make_environment
    from generator.site.i18n import Translator
    from generator.site.pages import context
    from generator.site.themes import theme_dirs

    base = service.read_base(content, base_url)
    if base.problems:  # then report every problem, as `podium check` does
        raise ContentError(service.read(content, base_url=base_url).problems)
    club = base.club
    problems = theme_problems(club)
    if problems:
        raise ContentError(problems)
    themes = tuple(theme_dirs(club.root, club.site.theme))
    translator = Translator(club.site.language, themes)
    env = make_environment(themes, translator)
    return Shared(content, base, history, env, themes, context(club, history, translator))


# --------------------------------------------------------------------------- 1-6. events


@dataclass(frozen=True)
class _Outcome:
    name: str
    built: EventBuild | None
    entries: tuple[Entry, ...]
    problems: tuple[Problem, ...]


def build_events(
    shared: Shared,
    sources: Sources,
    store: Cache,
    writer: SiteWriter,
    reporter: Reporter,
    jobs: int | None,
) -> list[EventBuild]:
    """Every event's pages and exports, from the cache where its key has not changed."""
    done: dict[str, EventBuild] = {}
    todo: list[tuple[str, str]] = []
    for name in sources.events:
        key = sources.event_key(name, _history_key(shared.history, f"events/{name}"))
        cached = _cached_event(store, name, key, writer, reporter)
        if cached is None:
            todo.append((name, key))
            reporter.explain(f"events/{name}: {'rebuilt' if store.enabled else 'built'}")
        else:
            done[name] = cached
    reporter.stage("rendering", len(todo))
    problems: list[Problem] = []
    for outcome in _run(shared, todo, store, writer, jobs):
        writer.add(outcome.entries, reporter)
        problems.extend(outcome.problems)
        if outcome.built is not None:
            done[outcome.name] = outcome.built
        reporter.advance()
    if problems:
        raise ContentError(problems)
    return sorted(done.values(), key=lambda e: e.digest.head.newest_first)


def _cached_event(
    store: Cache, name: str, key: str, writer: SiteWriter, reporter: Reporter
) -> EventBuild | None:
    """The event as the cache has it, its files kept or restored; None on a miss."""
    meta = store.load(f"events/{name}.meta", memo.event_build())
    if meta is None or meta[0][0] != key:
        return None
    built = EventBuild(*meta[0])
    if all(writer.old_digest(path) == digest for path, digest in built.files):
        writer.add((writer.keep(path) for path, _ in built.files), reporter)
        return built
    files = _event_files(store, name, key)  # the output lost some files: restore them
    if files is None or set(files) != {path for path, _ in built.files}:
        return None
    writer.add(
        (
            writer.keep(path)
            if writer.old_digest(path) == digest
            else writer.put(path, files[path])
            for path, digest in built.files
        ),
        reporter,
    )
    return built


def _event_files(store: Cache, name: str, key: str) -> dict[str, bytes] | None:
    """The bytes of an event's files, as :func:`build_event` saved them (None: a miss)."""
    found = store.load(f"events/{name}.files", memo.files())
    if found is None or found[0][0] != key:
        return None
    (_, listing), blob = found
    if sum(size for _, size in listing) != len(blob):
        store.damaged.append(f"events/{name}.files")
        return None
    files: dict[str, bytes] = {}
    start = 0
    for path, size in listing:
        files[path] = blob[start : start + size]
        start += size
    return files


@dataclass(frozen=True)
class _Job:
    """What a worker needs to build events (inherited by forked workers, not pickled)."""

    shared: Shared
    store: Cache
    writer: SiteWriter


_JOB: list[_Job] = []
"""The job of a worker process (set in the parent just before forking, then inherited)."""


def _run(
    shared: Shared,
    todo: Sequence[tuple[str, str]],
    store: Cache,
    writer: SiteWriter,
    jobs: int | None,
) -> Iterator[_Outcome]:
    """Every event of ``todo`` built, in forked worker processes when there are enough of
    them (outcomes in any order); workers write files into ``writer``'s staging."""
    job = _Job(shared, store, writer)
    workers = min(jobs or os.cpu_count() or 1, len(todo) // PARALLEL_FROM)
    if workers < 2:
        yield from (build_event(job, name, key) for name, key in todo)
        return
    import multiprocessing

    writer.staging()  # made before forking, so that every worker writes into it
    _JOB.append(job)
    try:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            # small chunks: no worker is left with a long last chunk while the other idles
            chunk = max(1, min(4, len(todo) // (workers * 16)))
            yield from pool.imap_unordered(_work, todo, chunksize=chunk)
    finally:
        _JOB.clear()


def _work(item: tuple[str, str]) -> _Outcome:
    return build_event(_JOB[0], *item)


def build_event(job: _Job, name: str, key: str) -> _Outcome:
    """One event through every stage: load, validate, score, plan pages, render, write."""
    from generator.outputs.results_json import ranking_csv, results_json
    from generator.render.templates import prerender, render_pages
    from generator.site import pages as planner

    shared = job.shared
    result, problems = score_folder(shared, name)  # 1-3. load, validate, score
    if result is None:
        return _Outcome(name, None, (), problems)
    club = shared.club
    ctx = shared.pages
    pages = planner.event_pages(ctx, result)  # 4. plan pages
    files = render_pages(shared.env, pages)  # 5. render
    files[f"events/{name}/results.json"] = results_json(result, club)
    files[f"events/{name}/ranking.csv"] = ranking_csv(result, club)
    entries = tuple(job.writer.put(path, data) for path, data in sorted(files.items()))  # 6.
    digest = prerender(shared.env, planner.event_digest(ctx, result), marked=job.store.enabled)
    built = EventBuild(key, digest, tuple((e.path, e.digest) for e in entries))
    if job.store.enabled:
        listing = sorted(files.items())
        blob = b"".join(data for _, data in listing)
        job.store.save(
            f"events/{name}.files", memo.files(), (key, [(p, len(d)) for p, d in listing]), blob
        )
        views = {p: r.view for p, r in digest.rows.items()}
        job.store.save(f"events/{name}.rows", memo.rows(), (key, views))
        job.store.save(
            f"events/{name}.meta", memo.event_build(), (key, _without_views(digest), built.files)
        )
    return _Outcome(name, built, entries, ())


def score_folder(shared: Shared, name: str) -> tuple[EventResult | None, tuple[Problem, ...]]:
    """Load, check and score one event folder: its result, or its problems."""
    from generator.build.service import read_event

    reading = read_event(shared.base, shared.content / "events" / name)
    return reading.result, reading.problems


def _without_views(digest: EventDigest) -> EventDigest:
    """The digest without the rendered player rows (cached apart: most builds need only
    the rows of the few players whose events changed)."""
    return replace(digest, rows={p: replace(r, view={}) for p, r in digest.rows.items()})


def _with_views(shared: Shared, store: Cache, built: EventBuild) -> EventDigest:
    """The digest with its rendered player rows (from the cache, else made again)."""
    from generator.render.templates import prerender
    from generator.site import pages as planner

    digest = built.digest
    if all(row.view for row in digest.rows.values()):
        return digest
    name = digest.head.id
    found = store.load(f"events/{name}.rows", memo.rows())
    if found is not None and found[0][0] == built.key and set(found[0][1]) == set(digest.rows):
        views = found[0][1]
        return replace(digest, rows={p: replace(r, view=views[p]) for p, r in digest.rows.items()})
    result, _ = score_folder(shared, name)  # the cache lost them: make them again
    assert result is not None, f"{name} was built from the cache, so it has no problems"
    return prerender(shared.env, planner.event_digest(shared.pages, result))


# --------------------------------------------------------------------------- 4-6. site


def render_site_pages(
    shared: Shared,
    sources: Sources,
    events: Sequence[EventBuild],
    store: Cache,
    writer: SiteWriter,
    reporter: Reporter,
) -> None:
    """Home, players, rules, 404, feed, sitemap and the theme's static files.

    A page whose view data is what the last build rendered, and whose file is intact,
    is not rendered again.
    """
    from generator.render.templates import render_page, static_files
    from generator.site import pages as planner

    ctx = shared.pages
    paths = [path for e in events for path, _ in e.files]
    found = store.load("site.views", memo.views())
    last: Mapping[str, tuple[str, str]] = {} if found is None else found[0]
    marks: dict[str, list[str]] = {pid: [] for pid in shared.club.players}
    for e in events:
        for pid, row in e.digest.rows.items():
            marks.setdefault(pid, []).append(row.mark)
    # A player's page changes only with the rows of their events: it is planned only then.
    by_rows = {
        planner.player_path(pid): caching.key(sources.common, pid, *row_marks)
        for pid, row_marks in marks.items()
    }
    kept = {path for path, view in by_rows.items() if _keep(path, view, last, writer)}
    players = {pid for pid in marks if planner.player_path(pid) not in kept}
    digests = [
        _with_views(shared, store, e) if players & set(e.digest.rows) else e.digest for e in events
    ]
    plan = planner.site_pages(ctx, digests, paths, players)
    views = {path: last[path] for path in sorted(kept)}
    writer.add((writer.keep(path) for path in sorted(kept)), reporter)
    todo = []
    for page in plan:
        view = by_rows.get(page.path) or _view_key(sources, page, store)
        if _keep(page.path, view, last, writer):
            writer.add([writer.keep(page.path)], reporter)
            views[page.path] = last[page.path]
        else:
            todo.append((page, view))
    for page, view in todo:  # here: in forked workers, forks and compiles cost more
        entry = writer.put(page.path, render_page(shared.env, page))
        writer.add([entry], reporter)
        views[page.path] = (view, entry.digest)
    statics = {**static_files(shared.themes), ".nojekyll": b""}
    writer.add((writer.put(path, data) for path, data in sorted(statics.items())), reporter)
    store.save("site.views", memo.views(), views)


def _view_key(sources: Sources, page: Page, store: Cache) -> str:
    """What a page's file is made from: its template and view data (no cache: nothing)."""
    if not store.enabled:
        return ""
    data = orjson.dumps(page.data, default=repr, option=_EXACT)
    return caching.key(sources.common, page.template, data)


_EXACT = orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_NON_STR_KEYS
"""View data as JSON for its key: what JSON cannot tell apart (``Markup`` from ``str``,
Fractions) is written with ``repr``."""


def _keep(path: str, view: str, last: Mapping[str, tuple[str, str]], writer: SiteWriter) -> bool:
    """Whether the page at ``path`` has the view key the last build rendered, and the
    output still has the file that build wrote."""
    known = last.get(path)
    return known is not None and known[0] == view and writer.old_digest(path) == known[1]
