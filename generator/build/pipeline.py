"""The build: discover -> load -> check -> score -> plan -> render -> write.

:func:`build` is the recipe, each stage called once. Events are independent of one
another, so each event goes through load, check, score, plan and render on its own
(:func:`make_event`, in worker processes when there are many:
:mod:`podium.build.workers`), and writes its files as it is made; the site-wide pages
(home, players, rules, feed) are then planned (:func:`plan_site`) from what each event
gives them (its :class:`~podium.site.pages.EventDigest`), rendered
(:func:`render_site_page`) and written. Every file goes through the output's
:class:`~podium.build.writer.SiteWriter`: staged when its bytes changed, and the whole
site published in one swap.

With a cache (:mod:`podium.build.cache`), the build does less, in the open:

- an event whose inputs have the key its record has, and whose files the output still
  has, is not made again: its record gives its digest;
- every site-wide page is planned, and rendered again only when its view key (a hash of
  its template and its view data) is not the one the last build rendered, or the output
  lost its file;
- a build of content whose every input is as the last build read it, into an output
  that is still exactly what it left, writes nothing.

Without one (``--no-cache``), every event is made and every page rendered, and the site
is byte for byte the same. Content problems from any stage end up in one
:class:`~podium.content.problems.ContentError`, located as ``file:line:col``, and then
nothing is written.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

import orjson

from podium.build import workers
from podium.build.cache import Cache, EventRecord, OutputRecord
from podium.build.lock import publishing
from podium.build.search import gathering, index_site
from podium.build.sources import Sources, discover
from podium.build.writer import Entry, SiteWriter, refuse_output
from podium.content.git_history import read_history
from podium.content.problems import ContentError, Problem
from podium.hashing import Hashed, key
from podium.progress import SILENT, Reporter

if TYPE_CHECKING:
    import jinja2

    from podium.build.service import Base
    from podium.scoring.results import EventResult
    from podium.site.pages import Context, EventDigest, Page

Built = Mapping[str, str]
"""The site as built: relative POSIX path -> hash of the file's bytes."""


def build(
    content: Path,
    out: Path,
    reporter: Reporter = SILENT,
    *,
    cache: Path | None = None,
    jobs: int | None = None,
    base_url: str | None = None,
    search: bool = True,
    warm: Warm | None = None,
) -> Built:
    """Build the site of ``content`` into ``out``; returns the files of the site.

    Raises ContentError (and leaves ``out`` untouched) when the content has problems;
    OutputError (:mod:`podium.build.writer`) or CacheError (:mod:`podium.build.cache`),
    before anything is touched, when ``out`` or ``cache`` cannot be used. ``cache`` is
    the cache folder (None: cache nothing); ``jobs`` the worker processes (default: one
    per core). ``reporter`` hears about stages and pages. ``base_url`` (``podium build
    --base-url``) replaces site.yaml's ``url``; ``search=False`` (``--no-search``) leaves
    the site search out, as site.yaml's ``search: false`` does. When the content is in a
    git repository, its history gives the pages their corrections. The output folder's
    lock is held throughout: a second build into it waits for this one. ``warm``: what
    the builds of ``podium serve`` keep in memory from one to the next (:class:`Warm`).
    """
    refuse_output(out, content, cache)
    store = Cache.at(cache)
    with publishing(out, reporter.info), _warning_of_damage(store, reporter):
        reporter.stage("loading")
        serving, warm = warm is not None, Warm() if warm is None else warm
        last = warm.outputs.get(out) or store.output(out)
        known = warm.inputs if store.enabled else None
        history = read_history(content)
        sources = discover(
            content, history, base_url, hashed=store.enabled, search=search, known=known
        )
        writer = SiteWriter(out, last.files)
        if store.enabled and last.sources == sources.whole and writer.intact():
            for path in sorted(last.files):  # nothing changed: write nothing
                reporter.page(path, False)
            reporter.finish(events=len(sources.events))
            return {path: file.hash for path, file in last.files.items()}
        shared = load_shared(sources, base_url, search, warm, store.code)  # load, check
        config = shared.base.club.site
        with writing(writer, reporter, config.search, config.uses_clean_urls):
            # each event: load ... render; podium serve shows the edited events' pages now
            events = make_events(shared, writer, store, reporter, jobs, warm, show_first=serving)
            views = write_site(shared, writer, events, last, store.enabled, reporter)
        if store.enabled:
            whole = sources.unchanged()  # the content still the bytes it was built from
            made = OutputRecord(
                sources.whole if whole else "", writer.manifest(), views if whole else {}
            )
            store.put_output(out, made)
            store.prune()
            warm.outputs[out], warm.inputs = made, sources.known()
        reporter.finish(events=len(events))
        return writer.hashes()


@contextmanager
def writing(
    writer: SiteWriter, reporter: Reporter, search: bool, clean_urls: bool
) -> Iterator[None]:
    """The new site published in one swap when the block ends without an error (with the
    search index of its pages, if ``search``, whose results link the pages' folders with
    ``clean_urls``); else forgotten, and the output left as it was."""
    with gathering(writer) if search else nullcontext(None) as found:
        if found is not None:
            writer.listen(found.add)
        try:
            yield
            if found is not None:
                index_site(writer, reporter, found, clean_urls)  # of the pages written
            writer.commit()  # publish: one swap
        except BaseException:
            writer.abort()
            raise


@contextmanager
def _warning_of_damage(store: Cache, reporter: Reporter) -> Iterator[None]:
    """Warn once, at the end of the build, of the damaged cache entries it ignored."""
    try:
        yield
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


# --------------------------------------------------------------------------- load, check


@dataclass(frozen=True, slots=True)
class Shared:
    """What every page needs: the club without its events, its inputs and its theme."""

    sources: Sources
    base: Base
    env: jinja2.Environment
    themes: tuple[Path, ...]
    context: Context  # what page planners need (keeps translated text, so it is shared)

    def ready_to_fork(self) -> None:
        """Every template of the theme compiled, so that the worker processes about to
        start inherit them instead of each compiling them (:mod:`podium.build.workers`);
        a build that makes its events itself compiles only those its pages use."""
        from podium.render.templates import compile_templates

        compile_templates(self.env)


def load_shared(
    sources: Sources,
    base_url: str | None = None,
    search: bool = True,
    warm: Warm | None = None,
    code: str = "",
) -> Shared:
    """site.yaml, players.yaml, index.md and the theme; ContentError on any problem.
    ``warm``: what the last build of a series loaded, used again while its inputs are
    the same bytes (and updated). ``code``: a hash of podium's code, to keep the
    compiled templates for the next build (:mod:`podium.render.compiled`; empty: keep
    none)."""
    from podium.build import service

    if warm is not None and warm.shared is not None and warm.key == _warm_key(sources):
        return prepare(sources, warm.shared.base, warm.shared)
    base = service.read_base(sources.content, base_url, search=search)
    if base.problems:  # then report every problem, as `podium check` does
        raise ContentError(service.read(sources.content, base_url=base_url).problems)
    shared = prepare(sources, base, code=code)
    if warm is not None:
        warm.key, warm.shared = _warm_key(sources), shared
    return shared


def prepare(sources: Sources, base: Base, last: Shared | None = None, code: str = "") -> Shared:
    """What every page needs of a club read without problems: its theme, its logo and its
    series' events (against the event folders found now) checked, and the template
    environment in its language (``last``'s, with the templates it compiled, when given: a
    club and theme of the same bytes; else a new one, keeping its compiled templates for
    the next build when ``code`` is given: :func:`load_shared`); ContentError on a problem
    of the theme or the logo (a missing one, or one too large to publish), or on a series
    naming an event folder no longer there."""
    from podium.build.checks import series_problems, theme_problems
    from podium.content.site_checks import logo_problems
    from podium.outputs.registry import linked_context as context
    from podium.render.templates import club_theme, template_problems

    club = base.club
    problems = [*theme_problems(club), *logo_problems(club)]
    problems += series_problems(club, sources.events)  # an event folder removed since
    if problems:
        raise ContentError(problems)
    if last is not None:
        translator = last.context.tr
        page_context = context(club, sources.history, translator)
        return Shared(sources, base, last.env, last.themes, page_context)
    themes, translator, env = club_theme(club, code)
    problems = template_problems(env, themes)  # the club's own, compiled and checked
    if problems:
        raise ContentError(problems)
    return Shared(sources, base, env, themes, context(club, sources.history, translator))


@dataclass
class Warm:
    """What a series of builds of one content folder (``podium serve``'s) keeps in memory
    from one build to the next, beside the cache on disk: the club without its events,
    and its template environment with the templates compiled, used again only while
    site.yaml, players.yaml, index.md and the themes are the bytes it was loaded from
    (never without a cache, which hashes them); each event's record; what was last
    written into each output; and the content's files as the last build read them (only
    those whose stamps changed are read again, :func:`~podium.build.sources.discover`)."""

    key: str = ""
    shared: Shared | None = None
    events: dict[str, EventRecord] = field(default_factory=dict)  # by event folder name
    outputs: dict[Path, OutputRecord] = field(default_factory=dict)
    inputs: dict[str, Hashed] = field(default_factory=dict)  # Sources.known()


def _warm_key(sources: Sources) -> str:
    if not sources.common.hash:  # not hashed: never the same
        return ""
    return f"{sources.common.hash} {sources.home.hash} {sources.series.hash}"


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class MadeEvent:
    """One event through every stage: what the site-wide pages need, and its files."""

    digest: EventDigest  # with its player rows rendered
    files: tuple[tuple[str, bytes], ...]  # (site path, bytes), in path order


@dataclass(frozen=True, slots=True)
class _Outcome:
    """What became of one event the build made (in a worker process, perhaps)."""

    name: str
    record: EventRecord | None  # None: it has problems
    entries: tuple[Entry, ...]
    problems: tuple[Problem, ...]


def make_events(
    shared: Shared,
    writer: SiteWriter,
    store: Cache,
    reporter: Reporter,
    jobs: int | None,
    warm: Warm,
    *,
    show_first: bool = False,
) -> list[EventRecord]:
    """Every event, newest first: as its record has it where its key is the key of its
    inputs and the output still has its files (which are kept), else made and written.
    ContentError with the problems of every event that has some.

    ``show_first`` (``podium serve``): the changed pages of the events whose inputs
    changed are shown at once (:meth:`SiteWriter.show_first`), before the others are
    looked at and the site-wide pages made."""
    sources = shared.sources
    kept: list[EventRecord] = []
    changed: list[str] = []
    for name in sources.events:
        record = warm.events.get(name) or store.event(name)
        if record is not None and record.key == sources.event_key(name):
            warm.events[name] = record
            kept.append(record)
        else:
            changed.append(name)
    made = _make_all(shared, writer, store, reporter, changed, jobs, warm)
    if show_first:
        writer.show_first()
    lost = [r for r in kept if any(writer.old_hash(path) != h for path, h in r.files)]
    restored = [r for r in lost if _restore(store, writer, reporter, r)]
    if len(restored) < len(lost):  # and no files entry to restore them from: made again
        names = [r.digest.head.id for r in lost if r not in restored]
        made += _make_all(shared, writer, store, reporter, names, jobs, warm)
    whole = [r for r in kept if r not in lost]
    made += restored
    writer.keep((path for r in whole for path, _ in r.files), reporter)
    return sorted([*whole, *made], key=lambda r: r.digest.head.newest_first)


def _restore(store: Cache, writer: SiteWriter, reporter: Reporter, record: EventRecord) -> bool:
    """Write the files of the event of ``record`` as its files entry in the cache has them
    (the output lost some of them); False: the entry is missing or damaged."""
    name = record.digest.head.id
    found = store.event_files(name, record)
    if found is not None:
        reporter.explain(f"events/{name}: restored from the cache")
        writer.add((writer.put(path, data) for path, data in found), reporter)
    return found is not None


def _make_all(
    shared: Shared,
    writer: SiteWriter,
    store: Cache,
    reporter: Reporter,
    names: list[str],
    jobs: int | None,
    warm: Warm,
) -> list[EventRecord]:
    """The events ``names`` made (in worker processes when there are many), written, and
    their records kept; ContentError with the problems of every one that has some."""
    for name in names:
        reporter.explain(f"events/{name}: {'rebuilt' if store.enabled else 'built'}")
    reporter.stage("rendering", len(names))

    def work(name: str) -> _Outcome:
        return _make_and_keep(shared, writer, store, name)

    def before_fork() -> None:  # what every worker inherits ready-made
        writer.staging()
        writer.look_at_output()
        shared.ready_to_fork()

    problems: list[Problem] = []
    made: list[EventRecord] = []
    for outcome in workers.run(work, names, jobs, before_fork=before_fork):
        writer.add(outcome.entries, reporter)
        problems.extend(outcome.problems)
        if outcome.record is not None:
            made.append(outcome.record)
            if store.enabled and shared.sources.unchanged(outcome.name):
                warm.events[outcome.name] = outcome.record  # kept by a worker: here too
        reporter.advance()
    if problems:
        raise ContentError(problems)
    return made


def _make_and_keep(shared: Shared, writer: SiteWriter, store: Cache, name: str) -> _Outcome:
    """The event made, its files written (staged), and its record kept in the cache while
    its inputs are still the bytes its key was made from."""
    sources = shared.sources
    inputs = sources.event_key(name)
    made = make_event(shared, name)
    if isinstance(made, tuple):
        return _Outcome(name, None, (), made)
    entries = tuple(writer.put(path, data) for path, data in made.files)
    record = EventRecord(inputs, made.digest, tuple((e.path, e.hash) for e in entries))
    if store.enabled and sources.unchanged(name):
        store.put_event(name, record)
        store.put_event_files(name, inputs, made.files)
    return _Outcome(name, record, entries, ())


def make_event(shared: Shared, name: str) -> MadeEvent | tuple[Problem, ...]:
    """One event folder: load -> check -> score -> plan -> render; or its problems."""
    from podium.build.service import read_event

    reading = read_event(shared.base, shared.sources.content / "events" / name)
    if reading.result is None:
        return reading.problems
    pages = plan_event(shared, reading.result)
    try:
        return render_event(shared, reading.result, pages)
    except ContentError as error:  # a template the theme lacks (returned: workers pickle)
        return error.problems


def plan_event(shared: Shared, result: EventResult) -> list[Page]:
    """The event's own pages: the event, its corrections, its rounds and boards."""
    from podium.site import pages as planner

    return planner.event_pages(shared.context, result)


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
        if output.has(result):
            files[output.path(name)] = output.make(result, club)
    digest = prerender(shared.env, planner.event_digest(shared.context, result))
    return MadeEvent(digest, tuple(sorted(files.items())))


# --------------------------------------------------------------------------- site-wide


def write_site(
    shared: Shared,
    writer: SiteWriter,
    events: Sequence[EventRecord],
    last: OutputRecord,
    cached: bool,
    reporter: Reporter,
) -> dict[str, str]:
    """Every site-wide page planned, and rendered unless its view key is the one ``last``
    rendered and the output still has the file it wrote (with a cache: ``cached``); then
    the site's other files. The view key of each page, for the next build."""
    digests = [record.digest for record in events]
    pages = plan_site(shared, digests, [path for record in events for path, _ in record.files])
    views: dict[str, str] = {}
    kept: list[str] = []
    made = site_files(shared, digests)
    for page in pages:
        view = views[page.path] = _view_key(shared, page) if cached else ""
        written = last.files.get(page.path)
        output = writer.old_hash(page.path) if view and last.views.get(page.path) == view else None
        if written is not None and output == written.hash:
            kept.append(page.path)
            continue
        made[page.path] = render_site_page(shared, page)
    writer.keep(sorted(kept), reporter)
    writer.add((writer.put(path, data) for path, data in sorted(made.items())), reporter)
    return views


def _view_key(shared: Shared, page: Page) -> str:
    """What a page's file is made from: what all pages share, its template and its data."""
    data = orjson.dumps(page.data, default=repr, option=_EXACT)
    return key(shared.sources.common.hash, page.template, data)


_EXACT = orjson.OPT_PASSTHROUGH_SUBCLASS | orjson.OPT_NON_STR_KEYS
"""View data as JSON for its key: what JSON cannot tell apart (``Markup`` from ``str``,
Fractions) is written with ``repr``."""


def site_outputs(shared: Shared, digests: Sequence[EventDigest]) -> dict[str, bytes]:
    """The site's own outputs (:data:`~podium.outputs.registry.SITE_OUTPUTS`) and each
    series' (:data:`~podium.outputs.registry.SERIES_OUTPUTS`), made from the events'
    digests."""
    from podium.outputs.registry import SERIES_OUTPUTS, SITE_OUTPUTS

    club, heads = shared.base.club, [d.head for d in digests]
    files = {output.path: output.make(club, heads) for output in SITE_OUTPUTS}
    for series in club.series:
        for each in SERIES_OUTPUTS:
            files[each.path(series.id)] = each.make(series, club, heads)
    return files


def plan_site(
    shared: Shared, digests: Sequence[EventDigest], event_paths: Sequence[str]
) -> list[Page]:
    """The site-wide pages, from the events' digests (newest first) and the paths of their
    files (for the sitemap)."""
    from podium.site import pages as planner

    return planner.site_pages(shared.context, digests, event_paths)


def render_site_page(shared: Shared, page: Page) -> bytes:
    """One site-wide page rendered."""
    from podium.render.templates import render_page

    return render_page(shared.env, page)


def site_files(shared: Shared, digests: Sequence[EventDigest]) -> dict[str, bytes]:
    """The files of the site that are not pages: its outputs, the theme's static files, the
    club's sharing files."""
    from podium.render.templates import static_files
    from podium.site import sharing

    return {
        **site_outputs(shared, digests),
        **static_files(shared.themes),
        **sharing.club_files(shared.base.club),
        ".nojekyll": b"",
    }
