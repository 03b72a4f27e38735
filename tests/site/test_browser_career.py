"""A long career in a real browser, at 390 and 1280 px, light
and dark: a player's page, the list of all their events, the home page with its years and the
players' index by initial load cleanly, fit the screen and pass axe-core; the links
between them lead where they say.

The club: 45 one-board events in 2023 and 2024 (more than the home page's 40), one player
in every one (more than the 10 of a player's page), and 210 players (more than the index's
200)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from podium.build.pipeline import build
from tests.site.pages_server import serve
from tests.site.test_browser import _loads_cleanly, _open
from tests.site.test_browser import browser as browser  # the fixture
from tests.site.test_career import round_text

POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")
PEOPLE = [f"player-{n:03d}" for n in range(210)]


def write_long_club(root: Path) -> Path:
    root.mkdir()
    (root / "site.yaml").write_text("title: Long Club\nlanguage: en\n", encoding="utf-8")
    (root / "players.yaml").write_text(
        "".join(f"{p}: {{name: {chr(65 + n % 26)}ndrea {p[-3:]}}}\n" for n, p in enumerate(PEOPLE)),
        encoding="utf-8",
    )
    for n in range(45):
        day = f"{2023 + n // 35}-{1 + n % 35 // 3:02d}-{1 + n % 3 * 9:02d}"
        field = [PEOPLE[0], *(PEOPLE[1 + (n * 6 + k) % 20] for k in range(6))]
        seats = [
            (p, pid, c) for p, pid, c in zip(POWERS, field, (9, 8, 6, 5, 3, 2, 1), strict=True)
        ]
        folder = root / "events" / f"event-{n:02d}"
        folder.mkdir(parents=True)
        (folder / "event.yaml").write_text(
            f"name: Event {n:02d}\nstart: {day}\nscoring: c-diplo\n", encoding="utf-8"
        )
        (folder / "round-1.yaml").write_text(round_text(day, None, seats), encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def long_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    tmp = tmp_path_factory.mktemp("long")
    site = tmp / "_site"
    build(write_long_club(tmp / "content"), site, base_url="https://example.org/results/")
    with serve(site) as base:
        yield base


PAGES = [
    "players/player-000/",
    "players/player-000/events-1.html",
    "",
    "events/2023.html",
    "players/",
    "players/c.html",
]


@pytest.mark.parametrize("path", PAGES)
def test_the_pages_of_a_long_archive_load_cleanly(
    browser: Browser, long_site: str, path: str
) -> None:
    _loads_cleanly(browser, long_site + path, path)


def test_a_players_years_lead_to_their_events(browser: Browser, long_site: str) -> None:
    errors: list[str] = []
    page = _open(browser, long_site + "players/player-000/", 390, errors)
    assert page.locator(".player-event").count() == 10  # the newest 10
    assert page.locator(".stats.career dd").first.inner_text() == "45"
    links = page.locator("nav.years a")
    shown = [(links.nth(i).inner_text(), links.nth(i).get_attribute("href")) for i in range(2)]
    assert shown == [("2024", "events-1.html#y2024"), ("2023", "events-1.html#y2023")]
    assert page.locator("nav.years .count").all_inner_texts() == ["10 events", "35 events"]
    links.nth(1).click()
    page.wait_for_load_state("load")
    assert page.url == long_site + "players/player-000/events-1.html#y2023"
    assert page.locator("#main .event-line").count() == 45  # one line an event, all of them
    year = page.locator("#main section").filter(has=page.locator("h2#y2023"))
    assert year.locator(".event-line").count() == 35
    assert year.locator(".event-name").first.inner_text() == "Event 34"  # the newest first
    heading = year.locator("h2").bounding_box()  # the link scrolled its year into sight
    assert heading is not None and -1 < heading["y"] < 900
    assert errors == []


def test_the_home_page_links_every_year(browser: Browser, long_site: str) -> None:
    errors: list[str] = []
    page = _open(browser, long_site, 1280, errors)
    assert page.locator(".event-line").count() == 40
    page.locator("nav.archive a", has_text="2023").click()
    page.wait_for_load_state("load")
    assert page.locator(".event-line").count() == 35
    assert errors == []
