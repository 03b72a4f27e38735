"""The build: discover -> load -> check -> score -> plan -> render -> write.

:func:`build` is the recipe, each stage called once. Events are independent of one
another, so each event goes through load, check, score, plan and render on its own
(:func:`make_event`, in worker processes when there are many:
:mod:`podium.build.workers`), and the site-wide pages (home, players, rules, feed) are
then planned (:func:`plan_site`) and rendered (:func:`render_site_page`) from what each
event gives them (its :class:`~podium.site.pages.EventDigest`), and written
(:func:`write`). Every file is written into a staging folder, and the whole site is
published in one swap (:mod:`podium.build.writer`).

With a cache, the stages are memoised by a wrapper around them
(:class:`~podium.build.incremental.Incremental`; the stages know nothing of it): an
event whose inputs did not change is taken from the cache instead of being made again, a
site-wide page whose view data did not change is not rendered again, and a rebuild of
unchanged content writes nothing. Without one, every file is made afresh. Either way, only
files whose bytes changed are written, and content problems from any stage end up in one
:class:`~podium.content.problems.ContentError`, located as ``file:line:col``, and then
nothing is written.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from podium.build.cache import Cache
from podium.build.incremental import Built, Incremental, RenderedSite
from podium.build.memo import EventBuild, LastOutput, Memo
from podium.build.sources import Sources, discover
from podium.build.writer import SiteWriter, publishing
from podium.content.git_history import read_history
from podium.content.problems import ContentError, Problem
from podium.progress import SILENT, Reporter

if TYPE_CHECKING:
    import jinja2

    from podium.build.service import Base
    from podium.scoring.results import EventResult
    from podium.site.pages import Context, EventDigest, Page


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

    Raises ContentError (and leaves ``out`` untouched) when the content has problems.
    ``cache`` is the cache folder (None: cache nothing); ``jobs`` the worker processes
    (default: one per core). ``reporter`` hears about stages and pages. ``base_url``
    (``podium build --base-url``) replaces site.yaml's ``url``; ``search=False``
    (``--no-search``) leaves the site search out, as site.yaml's ``search: false``
    does. When the content is in a
    git repository, its history gives the pages their corrections. The output folder's
    lock is held throughout: a second build into it waits for this one. ``warm``: what
    the builds of ``podium serve`` keep in memory from one to the next (:class:`Warm`).
    """
    store = Cache.at(cache)
    with publishing(out, reporter.info), _warning_of_damage(store, reporter):
        reporter.stage("loading")
        memo = Memo(store) if warm is None else Memo(store, warm.events, warm.outputs)
        site = Incremental.at(memo, out, reporter)  # the memo around the stages
        history = read_history(content)
        sources = discover(  # the files the last build read: read again if they changed
            content, history, base_url, hashed=store.enabled, search=search, known=site.last.inputs
        )
        if site.unchanged(sources):  # nothing changed: write nothing
            return site.as_last_built(len(sources.events))
        shared = load_shared(sources, base_url, search, warm, store.code)  # load, check
        config = shared.base.club.site
        with site.writing(config.search, clean_urls=config.pretty_links) as writer:  # publish
            # each event: load ... render; podium serve shows the edited events' pages now
            events = site.events(shared, make_event, jobs, show_first=warm is not None)
            plan = site.plan(shared, events, plan_site, make_event)  # plan: site-wide
            pages = site.render(shared, plan, render_site_page)  # render
            write(writer, pages, site_files(shared, plan.digests), reporter)  # write
        return site.finish(sources, len(events), pages)


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
    pages: Context  # what page planners need (keeps translated text, so it is shared)

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
    the same bytes (and updated). ``code``: a digest of podium's code, to keep the
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
        translator = last.pages.tr
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
    from one build to the next: the club without its events, and its template
    environment with the templates compiled, used again only while site.yaml,
    players.yaml, index.md and the themes are the bytes it was loaded from (never
    without a cache, which hashes them); the events the cache gave or kept
    (:attr:`podium.build.memo.Memo.recent`), each under the key of its inputs, and what
    was last written into the output (:attr:`~podium.build.memo.Memo.outputs`, with the
    content's files as that build read them: only those whose stamps changed are read
    again, :func:`~podium.build.sources.discover`)."""

    key: str = ""
    shared: Shared | None = None
    events: dict[str, EventBuild] = field(default_factory=dict)  # Memo.recent
    outputs: dict[str, LastOutput] = field(default_factory=dict)  # Memo.outputs


def _warm_key(sources: Sources) -> str:
    if not sources.common.digest:  # not hashed: never the same
        return ""
    return f"{sources.common.digest} {sources.home.digest} {sources.series.digest}"


# --------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
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
    try:
        return render_event(shared, reading.result, pages)
    except ContentError as error:  # a template the theme lacks (returned: workers pickle)
        return error.problems


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
        if output.has(result):
            files[output.path(name)] = output.make(result, club)
    digest = prerender(shared.env, planner.event_digest(shared.pages, result))
    return MadeEvent(digest, tuple(sorted(files.items())))


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
    shared: Shared,
    digests: Sequence[EventDigest],
    event_paths: Sequence[str],
    players: Collection[str] | None = None,
) -> list[Page]:
    """The site-wide pages, from the events' digests (newest first) and the paths of their
    files (for the sitemap); ``players``: plan only these players' pages (None: all)."""
    from podium.site import pages as planner

    return planner.site_pages(shared.pages, digests, event_paths, players)


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


# --------------------------------------------------------------------------- write


def write(
    writer: SiteWriter, pages: RenderedSite, files: Mapping[str, bytes], reporter: Reporter
) -> None:
    """The site-wide pages and the site's other files into the new site: those rendered
    or made staged, those kept linked (the events' files were written as they were made)."""
    writer.keep(pages.kept, reporter)
    made = {**pages.files, **files}
    writer.add((writer.put(path, data) for path, data in sorted(made.items())), reporter)
