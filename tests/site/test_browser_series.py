"""The example club's series page in a real browser, at 390 px (a phone) and 1280 px (a
laptop): the ranking readable, every event's points in reach, the counted ones told apart,
and each rank at an event a link to the player's row in that event's ranking. (It also
loads cleanly and passes axe-core in both schemes: test_browser.py, which takes every
page type of the registry.)"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests.site.pages_server import serve
from tests.site.test_browser import _open, scrolls_with_player_pinned
from tests.site.test_browser import browser as browser  # the fixture

SERIES = "series/2024-club-championship/"


@pytest.fixture(scope="module")
def hosted(example_site: Path) -> Iterator[str]:
    """The example site's address on a local server (its links end in "/")."""
    with serve(example_site) as base:
        yield base


def test_on_a_laptop_the_whole_ranking_is_in_sight(browser: Browser, hosted: str) -> None:
    errors: list[str] = []
    page = _open(browser, hosted + SERIES, 1280, errors)
    table = page.locator("#series-table")
    box = table.bounding_box()
    assert box is not None and box["x"] + box["width"] <= 1280  # no event off screen
    headers = table.locator("thead th").all_inner_texts()
    assert [h.strip() for h in headers[3:]] == [
        "BRUNATE OPEN 2024",
        "AUTUMN LEAGUE 2024",
        "C-DIPLO CUP 2024",
        "BLUE MAX EVENING",
    ]
    first = table.locator("tbody tr").first
    assert first.locator("th").inner_text() == "Giulia Conti"
    assert first.locator("td.total").inner_text() == "46.5"
    # her 18 at the Brunate Open is not among her best 2: struck through, and said so
    assert first.locator("td s").inner_text() == "18"
    assert "(not counted)" in first.locator("td").nth(2).inner_text()
    assert errors == []
    page.close()


def test_a_rank_at_an_event_links_to_the_players_row_there(browser: Browser, hosted: str) -> None:
    errors: list[str] = []
    page = _open(browser, hosted + SERIES, 1280, errors)
    page.locator("#series-table tbody tr").first.locator("td a").last.click()  # C-Diplo Cup
    page.wait_for_load_state("load")
    assert page.url == hosted + "events/2024-c-diplo-cup/#giulia-conti"
    row = page.locator("#giulia-conti")
    assert row.count() == 1 and row.is_visible()
    assert errors == []
    page.close()


def test_on_a_phone_the_table_scrolls_with_rank_and_player_pinned(
    browser: Browser, hosted: str
) -> None:
    errors: list[str] = []
    page = _open(browser, hosted + SERIES, 390, errors, height=844)
    scrolls_with_player_pinned(page, "#series-table")
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
    assert errors == []
    page.close()
