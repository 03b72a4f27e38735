"""Fixtures for the site tests: the hand-made sample club, and the example content built."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from podium.build import pipeline
from podium.build.pipeline import MadeEvent, Shared, build
from podium.build.service import Base, read_event
from podium.build.sources import Sources, discover
from podium.content.git_history import read_history
from podium.hashing import Files
from podium.model import Club
from podium.render.templates import render_pages, static_files
from podium.scoring.results import EventResult
from podium.site import sharing
from podium.site.pages import (
    EVENT_PAGE_TYPES,
    SITE_PAGE_TYPES,
    EventInput,
    Page,
    PageType,
    SiteInput,
)
from tests.publish.gitrepo import Repo
from tests.site.sample import HOSTILE, sample_club

REPO = Path(__file__).resolve().parents[2]
EXAMPLE_URL = "https://example.github.io/results/"


def site_stages(club: Club, results: dict[str, EventResult]) -> Shared:
    """What the build's stages share, for a club with hand-made results."""
    events = {event.id: Files() for event in club.events}
    sources = Sources(Path(club.root), None, Files(), Files(), Files(), events)
    return pipeline.prepare(sources, Base(club, (), True))


def made_events(shared: Shared, results: dict[str, EventResult]) -> list[MadeEvent]:
    """Each event's pages planned and rendered by the build's stages, newest first."""
    made = [
        pipeline.render_event(shared, r, pipeline.plan_event(shared, r)) for r in results.values()
    ]
    return sorted(made, key=lambda m: m.digest.head.newest_first)


def site_pages(shared: Shared, made: list[MadeEvent]) -> list[Page]:
    """The site-wide pages the build's plan stage makes of these events."""
    paths = [path for m in made for path, _ in m.files]
    return pipeline.plan_site(shared, [m.digest for m in made], paths)


def first_pages(content: Path, event: str) -> dict[str, str]:
    """The path of the first page each page type of the registry plans of ``content``, by
    type name: for an event's types, of the event ``event``; for the site-wide ones, of
    the site (a type that plans nothing there is left out)."""
    sources = discover(content, read_history(content))
    shared = pipeline.load_shared(sources)
    ctx = shared.context
    found: dict[str, str] = {}
    reading = read_event(shared.base, content / "events" / event)
    assert reading.result is not None, reading.problems
    made = EventInput.of(ctx, reading.result)
    for kind in EVENT_PAGE_TYPES:
        found.update((kind.name, page.path) for page in kind.plan(ctx, made)[:1])
    events = [pipeline.make_event(shared, name) for name in sources.events]
    built = sorted(
        (m for m in events if isinstance(m, MadeEvent)), key=lambda m: m.digest.head.newest_first
    )
    site = SiteInput([m.digest for m in built], [p for m in built for p, _ in m.files])
    earlier: list[Page] = []
    for site_type in SITE_PAGE_TYPES:
        pages = site_type.plan(ctx, site, earlier)
        found.update((site_type.name, page.path) for page in pages[:1])
        earlier.extend(pages)
    return found


def render_site(club: Club, results: dict[str, EventResult]) -> dict[str, bytes]:
    """Every file the build makes of ``club`` with these (hand-made) results, through the
    build's own stages: the theme check, plan and render of each event (its pages and
    outputs), then plan and render of the site-wide pages, the site's outputs and the
    static files."""
    shared = site_stages(club, results)
    made = made_events(shared, results)
    files = {path: data for m in made for path, data in m.files}
    files.update(render_pages(shared.env, site_pages(shared, made)))
    files.update(pipeline.site_outputs(shared, [m.digest for m in made]))
    files.update(static_files(shared.themes))
    files.update(sharing.club_files(club))
    files[".nojekyll"] = b""
    return dict(sorted(files.items()))


@pytest.fixture(scope="session")
def sample_files() -> dict[str, bytes]:
    """The hand-made sample club (every mark, three board kinds) rendered."""
    club, results = sample_club()
    return render_site(club, results)


def _write(files: dict[str, bytes], out: Path) -> Path:
    for name, data in files.items():
        target = out / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    return out


@pytest.fixture(scope="session")
def sample_site(tmp_path_factory: pytest.TempPathFactory, sample_files: dict[str, bytes]) -> Path:
    return _write(sample_files, tmp_path_factory.mktemp("sample"))


REPORT = "events/2024-brunate-open/index.md"


def make_example_content(root: Path) -> Path:
    """A copy of content/ in ``root`` with a site url (so the sitemap is made) and a
    hostile name, returned.

    It is committed to a git repository of its own in two commits with fixed dates, the
    second by an author with the hostile name, so the pages show their corrections.
    """
    content = root / "content"
    shutil.copytree(REPO / "content", content)
    site = content / "site.yaml"
    site.write_text(site.read_text(encoding="utf-8") + f"url: {EXAMPLE_URL}\n", encoding="utf-8")
    players = content / "players.yaml"
    data = yaml.safe_load(players.read_text(encoding="utf-8"))
    first = sorted(data)[0]
    data[first]["name"] = HOSTILE
    players.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    report = (content / REPORT).read_bytes()
    (content / REPORT).unlink()
    repo = Repo(root)
    repo.commit("Brunate Open: the three rounds", author="Chiara Galli", day="2024-05-12")
    (content / REPORT).write_bytes(report)
    repo.commit("Brunate Open: the report", author=HOSTILE, day="2024-05-14")
    return content


@pytest.fixture(scope="session")
def example_content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The example content as the tests see it (:func:`make_example_content`)."""
    return make_example_content(tmp_path_factory.mktemp("example"))


@pytest.fixture(scope="session")
def example_site(example_content: Path) -> Path:
    """The example content built by the real pipeline (load, score, pages, exports)."""
    out = example_content.parent / "_site"
    build(example_content, out)
    return out


@pytest.fixture(scope="session")
def example_files(example_site: Path) -> dict[str, bytes]:
    return {
        p.relative_to(example_site).as_posix(): p.read_bytes()
        for p in sorted(example_site.rglob("*"))
        if p.is_file()
    }


IN_PLAY_CLUB = REPO / "tests" / "in_play" / "club"


@pytest.fixture(scope="session")
def in_play_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """tests/in_play/club built: an event with round 1 scored and round 2 in play."""
    out = tmp_path_factory.mktemp("in-play") / "_site"
    build(IN_PLAY_CLUB, out)
    return out


EXAMPLE_EVENT = "2024-brunate-open"
IN_PLAY_EVENT = "2025-spring-cup"

PAGE_TYPES: tuple[PageType[Any], ...] = (*EVENT_PAGE_TYPES, *SITE_PAGE_TYPES)

TYPE_SNAPSHOTS = {kind.template: kind.name for kind in PAGE_TYPES}
"""One snapshot of each page type of the registry, named after its template (snapshot name
-> page type): its first page in the example content (:func:`first_pages`, of the event
EXAMPLE_EVENT or of the site), or in tests/in_play/club if the example has none (the draw
of a round in play)."""


@pytest.fixture(scope="session")
def type_examples(
    example_content: Path, example_site: Path, in_play_site: Path
) -> dict[str, tuple[Path, str]]:
    """Snapshot name -> (the built site, the path in it) of each page type's example
    (:data:`TYPE_SNAPSHOTS`)."""
    example = first_pages(example_content, EXAMPLE_EVENT)
    in_play = first_pages(IN_PLAY_CLUB, IN_PLAY_EVENT)
    found = {}
    for snapshot, kind in TYPE_SNAPSHOTS.items():
        if kind in example:
            found[snapshot] = (example_site, example[kind])
        else:
            assert kind in in_play, f"no example of the page type {kind}: add one to content/"
            found[snapshot] = (in_play_site, in_play[kind])
    return found


PHONE_CLUB = REPO / "tests" / "site" / "phone_club"


@pytest.fixture(scope="session")
def phone_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """tests/site/phone_club built: an Italia 2010 event with a penalty and its last round,
    the top table's, in play (board 2 of it finished)."""
    out = tmp_path_factory.mktemp("phone") / "_site"
    build(PHONE_CLUB, out)
    return out
