"""The first day of an event in a real browser (Debian's chromium, Playwright): the event
page with a round in play and the board call (the draw, its score sheets) load cleanly at
390 and 1280 px, light and dark, and pass axe-core; the filter finds a player; the Print
button prints; printed on A4, the draw of 21 players is one sheet and the score sheets
one sheet per board."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from tests.in_play.test_day_one import DRAW_PAGE, EVENT_PAGE, SHEETS_PAGE
from tests.site.test_browser import _loads_cleanly, _open
from tests.site.test_browser import browser as browser  # the fixture

A4_PRINTABLE = (703, 1005)
"""A4 less the print margins of podium.css (12 mm at the sides and top, 16 mm at the
foot), in CSS pixels: the box the printed pages lay out in."""


def _url(site: Path, path: str) -> str:
    return (site / path).as_uri()


@pytest.mark.parametrize("path", [EVENT_PAGE, DRAW_PAGE, SHEETS_PAGE])
def test_the_pages_of_day_one_load_cleanly_and_are_accessible(
    browser: Browser, day_one_site: Path, path: str
) -> None:
    _loads_cleanly(browser, _url(day_one_site, path), path)


def _printed(page: Page) -> int:
    """How many A4 pages ``page`` prints on (the page objects of the PDF chromium makes);
    the page is then laid out as printed, in the printable box of a sheet."""
    pages = len(re.findall(rb"/Type\s*/Page(?![s\w])", page.pdf(format="A4")))
    width, height = A4_PRINTABLE
    page.emulate_media(media="print")
    page.set_viewport_size({"width": width, "height": height})
    return pages


def test_the_draw_of_21_players_prints_on_one_a4_sheet(
    browser: Browser, day_one_site: Path
) -> None:
    errors: list[str] = []
    page = _open(browser, _url(day_one_site, DRAW_PAGE), 1280, errors)
    assert _printed(page) == 1
    assert page.evaluate("document.documentElement.scrollHeight") <= A4_PRINTABLE[1]
    # what the room needs is there: every player's line, the three boards side by side
    assert page.locator("#call-table tbody tr").count() == 21
    tops = page.eval_on_selector_all(
        ".draw-boards .board", "all => all.map(b => Math.round(b.getBoundingClientRect().top))"
    )
    assert len(tops) == 3 and len(set(tops)) == 1
    assert not page.locator(".print-links").is_visible()
    assert errors == []
    page.close()


def test_each_score_sheet_prints_on_its_own_page(browser: Browser, day_one_site: Path) -> None:
    errors: list[str] = []
    page = _open(browser, _url(day_one_site, SHEETS_PAGE), 1280, errors)
    assert _printed(page) == 3
    sheets = page.locator("section.sheet")
    assert sheets.count() == 3
    for index in range(3):
        sheet = sheets.nth(index)
        box = sheet.bounding_box()
        assert box is not None and box["height"] <= A4_PRINTABLE[1]  # a sheet fits its page
        breaks = sheet.evaluate("s => getComputedStyle(s).breakBefore")
        assert breaks == ("auto" if index == 0 else "page")
        # the grid is as wide as the page, its 13 columns inside it
        grid = sheet.locator("table.sheet-grid")
        assert grid.evaluate("t => t.scrollWidth <= t.parentElement.clientWidth + 1")
        assert grid.locator("thead th").count() == 13
    assert errors == []
    page.close()


@pytest.mark.parametrize("path", [DRAW_PAGE, SHEETS_PAGE])
def test_the_print_button_prints(browser: Browser, day_one_site: Path, path: str) -> None:
    errors: list[str] = []
    page = browser.new_page(viewport={"width": 390, "height": 800})
    page.add_init_script("window.print = () => { window.printed = (window.printed || 0) + 1; }")
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(_url(day_one_site, path))
    button = page.locator("button[data-print]")
    assert button.is_visible()
    button.click()
    assert page.evaluate("window.printed") == 1
    assert errors == []
    page.close()


def test_the_board_call_finds_a_player_by_name(browser: Browser, day_one_site: Path) -> None:
    """Typed without its accent, a name still finds its player's line."""
    errors: list[str] = []
    page = _open(browser, _url(day_one_site, DRAW_PAGE), 390, errors)
    page.fill("#call-filter", "garcia")
    shown = page.locator("#call-table tbody tr:visible")
    assert shown.count() == 1
    assert shown.inner_text().split("\t") == ["Javier García", "Board 3", "Turkey"]
    assert errors == []
    page.close()
