"""Rankings and player pages in a real browser (Debian's chromium through Playwright):
finding oneself (the name filter, a row's anchor), and a player's page on a phone.

Screenshots of the ranking and player pages at 390 and 1280 px, light and dark, go to
test-output/screenshots/.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from podium.site.pages import event_path, player_path
from tests.site.conftest import EXAMPLE_EVENT
from tests.site.pages_server import serve
from tests.site.test_browser import _open, browser

SHOTS = Path(__file__).resolve().parents[2] / "test-output" / "screenshots"

__all__ = ["browser"]  # the fixture, shared with test_browser.py

EVENT = event_path(EXAMPLE_EVENT)
PLAYER = player_path("alessandra-ferri")
LEAGUE_PLAYER = "players/chiara-galli/index.html"  # three events, the league season too


def _names(page: Page) -> list[str]:
    names: list[str] = page.eval_on_selector_all(
        "#ranking-table tbody tr:not([hidden]):not(.group-head) th[scope=row]",
        "cells => cells.map(c => c.querySelector('a.player').textContent.trim())",
    )
    return names


def _overflow_outside_scroll_regions(page: Page) -> list[str]:
    """Elements wider than the viewport that are not inside a marked scroll region."""
    found: list[str] = page.evaluate(
        """() => {
          const width = document.documentElement.clientWidth;
          const out = [];
          for (const el of document.querySelectorAll('main *')) {
            if (el.closest('.scroll')) continue;
            const box = el.getBoundingClientRect();
            if (box.width && (box.right > width + 0.5 || box.left < -0.5))
              out.push(el.tagName + '.' + el.className + ' ' + Math.round(box.right));
          }
          return out;
        }"""
    )
    return found


def test_the_ranking_filter_finds_a_name_typed_without_accents(
    browser: Browser, example_site: Path
) -> None:
    errors: list[str] = []
    page = _open(browser, (example_site / EVENT).as_uri(), 390, errors)
    box = page.locator("#ranking-filter")
    assert box.is_visible()
    everyone = _names(page)
    assert len(everyone) == 15
    box.fill("lukas weber")
    assert _names(page) == ["Lukas Weber"]
    assert not page.locator("#ranking-table tr.group-head").first.is_visible()  # no empty group
    box.fill("top table")  # the marks' hidden labels are not names
    assert _names(page) == []
    assert page.locator("section:has(#ranking) .filter-empty").is_visible()
    box.fill("")
    assert _names(page) == everyone
    assert errors == []


def test_an_accented_name_is_found_without_its_accents(browser: Browser, sample_site: Path) -> None:
    errors: list[str] = []
    page = _open(browser, (sample_site / "events/2024-test-open/index.html").as_uri(), 1280, errors)
    page.locator("#ranking-filter").fill("IBANEZ")
    assert _names(page) == ["Hugo Ibáñez"]
    assert errors == []


def test_opening_a_players_anchor_highlights_their_row(
    browser: Browser, example_site: Path
) -> None:
    errors: list[str] = []
    url = (example_site / EVENT).as_uri()
    page = _open(browser, url, 1280, errors)
    plain = page.eval_on_selector("#davide-russo > td", "e => getComputedStyle(e).backgroundColor")
    page.goto(url + "#davide-russo")
    lit = page.eval_on_selector("#davide-russo > td", "e => getComputedStyle(e).backgroundColor")
    other = page.eval_on_selector("#elena-moretti > td", "e => getComputedStyle(e).backgroundColor")
    assert lit != plain and other == plain
    assert errors == []


def test_a_players_page_links_to_their_row_of_each_ranking(
    browser: Browser, example_site: Path
) -> None:
    errors: list[str] = []
    with serve(example_site) as base:  # hosted: the example site's links are clean URLs
        page = _open(browser, base + LEAGUE_PLAYER.removesuffix("index.html"), 1280, errors)
        _follow_the_row_links(page)
    assert errors == []


def _follow_the_row_links(page: Page) -> None:
    links = page.locator(".player-event .meta a")
    hrefs = [links.nth(i).get_attribute("href") or "" for i in range(links.count())]
    assert sorted(hrefs) == [
        "../../events/2024-brunate-open/#chiara-galli",
        "../../events/2024-c-diplo-cup/#chiara-galli",
        "../../events/2024-league-season/#chiara-galli",
    ]
    links.first.click()
    page.wait_for_load_state("load")
    assert page.url.endswith("#chiara-galli")
    assert page.evaluate("document.querySelector(':target').id") == "chiara-galli"


@pytest.mark.parametrize("path", [PLAYER, LEAGUE_PLAYER])
@pytest.mark.parametrize("width", [390, 1280])
def test_a_players_page_fits_the_screen(
    browser: Browser, example_site: Path, path: str, width: int
) -> None:
    errors: list[str] = []
    page = _open(browser, (example_site / path).as_uri(), width, errors)
    assert _overflow_outside_scroll_regions(page) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    # every game shows its score and what it counted, on screen
    for cell in page.locator(".games tbody td[data-label]").all():
        box = cell.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width
    assert errors == []


def test_a_league_players_games_have_no_empty_columns(example_site: Path) -> None:
    html = (example_site / LEAGUE_PLAYER).read_text(encoding="utf-8")
    league = html[html.index('<h3><a href="../../events/2024-league-season') :]
    league = league[: league.index("</article>")]
    assert ">Centres<" not in league and ">Power / Side<" not in league
    assert ">Score<" in league


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [390, 1280])
def test_screenshots_of_the_ranking_and_player_pages(
    browser: Browser, example_site: Path, width: int, scheme: str
) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    for name, url in (
        ("ranking", (example_site / EVENT).as_uri() + "#bruno-marchetti"),
        ("player", (example_site / PLAYER).as_uri()),
    ):
        errors: list[str] = []
        page = _open(browser, url, width, errors, scheme)
        page.screenshot(path=str(SHOTS / f"{name}-{width}-{scheme}.png"), full_page=True)
        assert errors == []
        page.close()
