"""A player on a phone, during and right after a round (issue 26), in a real browser at
360 and 390 px, light and dark: every score and total in sight without scrolling, each
board row anchored to its player and highlighted when linked to.

The pages are those of tests/site/phone_club (an Italia 2010 event with a penalty and its
top table in play) and of the example content's finished Italia 2010 event.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from tests.site.test_browser import ARGS, CHROMIUM

EVENT = "events/2024-lake-open/"
BRUNATE = "events/2024-brunate-open/"
PHONE_PAGES = [
    EVENT,
    EVENT + "standings/",
    EVENT + "round-1/",
    EVENT + "round-1/board-1/",
    EVENT + "round-2/board-1/",
]
EXAMPLE_PAGES = [BRUNATE, BRUNATE + "standings/", BRUNATE + "round-3/board-1/"]
SIZES = [(width, scheme) for width in (360, 390) for scheme in ("light", "dark")]


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield b
        b.close()


def _open(
    browser: Browser, url: str, width: int, scheme: str, errors: list[str], height: int = 800
) -> Page:
    page = browser.new_page(
        viewport={"width": width, "height": height},
        color_scheme="dark" if scheme == "dark" else "light",
    )
    page.on("console", lambda m: errors.append(m.text) if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url)
    page.wait_for_load_state("load")
    return page


CUT = """() => [...document.querySelectorAll('td.score, td.total')].flatMap(cell => {
  const box = cell.closest('.scroll');
  const seen = box.getBoundingClientRect(), c = cell.getBoundingClientRect();
  const left = seen.left + box.clientLeft, right = left + box.clientWidth;
  return c.left >= left - 0.5 && c.right <= right + 0.5 ? [] : [cell.textContent.trim()];
})"""
"""The Score and Total cells not wholly inside the visible part of their table's box."""


def _cut_numbers(page: Page) -> list[str]:
    found: list[str] = page.evaluate(CUT)
    return found


@pytest.mark.parametrize(("width", "scheme"), SIZES)
def test_no_score_or_total_is_cut_on_a_phone(
    browser: Browser, phone_site: Path, example_site: Path, width: int, scheme: str
) -> None:
    pages = [(phone_site / p / "index.html").as_uri() for p in PHONE_PAGES]
    pages += [(example_site / p / "index.html").as_uri() for p in EXAMPLE_PAGES]
    for url in pages:
        errors: list[str] = []
        page = _open(browser, url, width, scheme, errors)
        assert page.locator("td.score, td.total").count() > 0, url
        assert _cut_numbers(page) == [], url
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, url
        assert errors == [], url
        page.close()


@pytest.mark.parametrize(("width", "scheme"), SIZES)
def test_the_ranking_header_stays_in_sight(
    browser: Browser, phone_site: Path, width: int, scheme: str
) -> None:
    """Scrolled down the ranking, its header row is still on top of its box (a short
    screen: the ranking is taller than it)."""
    errors: list[str] = []
    url = (phone_site / EVENT / "index.html").as_uri()
    page = _open(browser, url, width, scheme, errors, height=560)
    box = page.locator("#ranking-table").locator("xpath=..")
    moved = box.evaluate("e => { e.scrollIntoView(); e.scrollTop = 300; return e.scrollTop; }")
    assert moved > 0  # the box scrolls down, not the page
    head = page.locator("#ranking-table thead th").nth(2).bounding_box()
    shown = box.bounding_box()
    assert head is not None and shown is not None
    assert abs(head["y"] - shown["y"]) <= 2  # at the top of the box, not scrolled away
    assert errors == []
    page.close()
