"""No page that lists a long archive grows past 150 KB (what a phone loads quickly): the
home page, the players' index, a player's pages, the rules pages and the feed, planned
and rendered by the build's own stages for a 2,000-event archive of 600 players.

Building 2,000 events takes minutes, so the archive is made of a few real events of
``benchmarks/make_archive.py`` (scored and rendered as any build does), each given again
250 times over 20 years under a new id and date: their digests, with their rendered
player rows, are what the site-wide pages are made of. A regular who played every one of
the real events has a career of 2,000 events, 100 a year, the worst case of the bench's
archive (``make_archive.py 2000 --players 600``)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from datetime import date, timedelta

import pytest

from podium.build import pipeline
from podium.build.sources import discover
from podium.render.templates import render_page
from podium.site.pages import EventDigest, site_pages
from podium.site.pages.player import LATEST, PAGE_EVENTS
from tests.test_make_archive import load_generator

pytestmark = pytest.mark.slow  # a 2,000-event archive planned and rendered

LIMIT = 150_000
EVENTS = 2000
REAL = 8  # real events, each given EVENTS // REAL times


def again(digest: EventDigest, n: int) -> EventDigest:
    """The event given again as the ``n``-th of the archive: its own id and date."""
    day = date(2005, 1, 1) + timedelta(days=n * 20 * 365 // EVENTS)
    head = replace(digest.head, id=f"{digest.head.id}-{n}", start=day, end=None)
    rows = {pid: replace(row, when=(day.isoformat(), head.id)) for pid, row in digest.rows.items()}
    return replace(digest, head=head, rows=rows)


@pytest.fixture(scope="module")
def big_site(tmp_path_factory: pytest.TempPathFactory) -> dict[str, int]:
    """The size of each page the site-wide planners make of the big archive (of the
    players, the three with the most events)."""
    content = tmp_path_factory.mktemp("big") / "archive"
    load_generator().make_archive(REAL, content, players=600)
    shared = pipeline.load_shared(discover(content, None))
    made = [pipeline.make_event(shared, name) for name in shared.sources.events]
    real = [m.digest for m in made if isinstance(m, pipeline.MadeEvent)]
    assert len(real) == REAL
    digests = [again(real[n % REAL], n) for n in range(EVENTS)]
    digests.sort(key=lambda d: d.head.newest_first, reverse=True)
    played = Counter(pid for d in digests for pid in d.rows)
    busiest = {pid for pid, _ in played.most_common(3)}
    assert max(played.values()) == EVENTS  # someone played every real event
    others = shared.base.club.players.keys() - busiest  # their pages left out
    pages = [p for p in site_pages(shared.context, digests, ()) if _player(p.path) not in others]
    sizes = {p.path: len(render_page(shared.env, p)) for p in pages}
    return sizes


def _player(path: str) -> str:
    """The player whose page is at ``path`` ("": it is not a player's page)."""
    parts = path.split("/")
    return parts[1] if parts[0] == "players" and len(parts) > 2 else ""


def test_the_home_page_and_its_years_stay_small(big_site: dict[str, int]) -> None:
    years = [p for p in big_site if p.startswith("events/") and p.endswith(".html")]
    assert len(years) == 20
    assert max(big_site[p] for p in ["index.html", *years]) < LIMIT


def test_the_players_index_and_its_initials_stay_small(big_site: dict[str, int]) -> None:
    index = [p for p in big_site if p.startswith("players/") and p.count("/") == 1]
    assert len(index) > 10  # the index and an initial's page for most letters
    assert max(big_site[p] for p in index) < LIMIT


def test_a_regulars_pages_stay_small(big_site: dict[str, int]) -> None:
    mine = [p for p in big_site if p.startswith("players/") and p.count("/") == 2]
    pages = Counter(p.split("/")[1] for p in mine)
    # the one who played all 2,000: their page, and their list of events in pages of
    # PAGE_EVENTS (2,000 / 100 = 20)
    assert max(pages.values()) == 1 + -(-EVENTS // PAGE_EVENTS) == 21
    busiest = max(pages, key=lambda pid: pages[pid])
    assert sorted(p for p in mine if p.startswith(f"players/{busiest}/")) == sorted(
        [
            f"players/{busiest}/index.html",
            *(f"players/{busiest}/events-{n}.html" for n in range(1, 21)),
        ]
    )
    assert max(big_site[p] for p in mine) < LIMIT
    assert LATEST < PAGE_EVENTS


def test_the_rules_pages_and_the_feed_stay_small(big_site: dict[str, int]) -> None:
    rules = [p for p in big_site if p.startswith("rules/")]
    assert rules
    assert max(big_site[p] for p in [*rules, "feed.xml"]) < LIMIT
