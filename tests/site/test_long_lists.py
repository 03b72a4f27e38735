"""The site-wide pages that list every event or page stay short on a long archive: a
rules page lists its system's newest events and counts the older ones by
year, the feed carries the newest events, and past the sitemap protocol's 50,000
addresses the sitemap is an index of sitemap files.

The long archives are the sample club's events given again under new ids and dates."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

import pytest

from podium.render.templates import render_page
from podium.site.pages import EventDigest, Page, feed, rules, sitemap
from podium.site.pages import site_pages as plan_site_pages
from tests.site.conftest import made_events, render_site, site_stages
from tests.site.sample import sample_club


def dated(digest: EventDigest, n: int, day: date) -> EventDigest:
    """The event given again as the ``n``-th of the archive, on ``day``."""
    head = replace(digest.head, id=f"{digest.head.id}-{n}", start=day, end=None)
    rows = {pid: replace(row, when=(day.isoformat(), head.id)) for pid, row in digest.rows.items()}
    return replace(digest, head=head, rows=rows)


def long_archive(events: int) -> tuple[list[Page], list[EventDigest], bytes]:
    """The site-wide pages of ``events`` events, each of the sample club's Italia event,
    one a month from January 2020; and its rules page rendered."""
    club, results = sample_club()
    shared = site_stages(club, results)
    made = made_events(shared, results)
    italia = next(m.digest for m in made if m.digest.head.scoring == "italia-2010")
    digests = [dated(italia, n, date(2020 + n // 12, n % 12 + 1, 1)) for n in range(events)]
    pages = plan_site_pages(shared.context, digests, ())
    page = next(p for p in pages if p.path == "rules/italia-2010/index.html")
    return pages, digests, render_page(shared.env, page)


def listed(html: bytes) -> list[str]:
    return re.findall(r'href="\.\./\.\./events/([^/"]+)/"', html.decode())


def test_a_rules_page_lists_a_small_clubs_every_event() -> None:
    _, digests, html = long_archive(rules.LATEST)
    assert listed(html) == [d.head.id for d in reversed(digests)]
    assert b"older event" not in html


def test_a_rules_page_counts_the_older_events_by_year_linked_to_the_home_page() -> None:
    # 25 events (2020 to 2022): fewer than the home page lists, so no year pages
    _, digests, html = long_archive(25)
    assert listed(html) == [d.head.id for d in reversed(digests[5:])]  # newest first
    text = html.decode()
    assert "5 older events, by year:" in text
    # the 5 oldest: January to May 2020
    assert '<a href="../../">2020</a> <span class="muted">5 events</span>' in text


def test_a_rules_page_links_the_older_years_to_their_pages() -> None:
    # 45 events (2020 to 2023): the home page has year pages
    _, _, html = long_archive(45)
    text = html.decode()
    assert len(listed(html)) == rules.LATEST
    assert "25 older events, by year:" in text
    assert '<a href="../../events/2020.html">2020</a> <span class="muted">12 events</span>' in text
    assert '<a href="../../events/2021.html">2021</a> <span class="muted">12 events</span>' in text
    assert '<a href="../../events/2022.html">2022</a> <span class="muted">1 event</span>' in text


def test_the_feed_carries_the_newest_events() -> None:
    pages, digests, _ = long_archive(feed.ENTRIES + 10)
    club, results = sample_club()
    shared = site_stages(club, results)
    page = next(p for p in pages if p.path == "feed.xml")
    xml = render_page(shared.env, page).decode()
    assert xml.count("<entry>") == feed.ENTRIES
    newest = max(d.head.newest_first for d in digests)[0].isoformat()
    assert f"<updated>{newest}T00:00:00Z</updated>" in xml.split("<entry>")[0]
    # digests are oldest first: the 10 oldest are left out
    assert [f"/events/{d.head.id}/" in xml for d in digests[8:12]] == [False, False, True, True]


def test_a_small_sitemap_is_one_file(sample_files: dict[str, bytes]) -> None:
    assert "<urlset" in sample_files["sitemap.xml"].decode()
    assert not any(name.startswith("sitemap-") for name in sample_files)


def test_a_long_sitemap_is_an_index_of_sitemaps(
    sample_files: dict[str, bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sitemap, "URLS", 10)
    club, results = sample_club()
    files = render_site(club, results)
    locs = re.compile(r"<loc>([^<]*)</loc>")
    everyone = locs.findall(sample_files["sitemap.xml"].decode())
    assert len(everyone) > 20  # three files at least
    index = files["sitemap.xml"].decode()
    assert "<sitemapindex" in index
    parts = locs.findall(index)
    base = "https://example.github.io/results/"
    assert parts == [f"{base}sitemap-{n}.xml" for n in range(1, len(parts) + 1)]
    split = [locs.findall(files[p.removeprefix(base)].decode()) for p in parts]
    assert all(0 < len(urls) <= 10 for urls in split)
    assert [url for urls in split for url in urls] == everyone
