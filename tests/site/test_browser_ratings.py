"""The ratings and statistics pages of the example content in a real browser, at 390 px
(a phone) and 1280 px: every column of their tables in sight without scrolling, and the
player's rating chart inside its box. (Each page also loads cleanly and passes axe-core:
tests/site/test_browser.py, as every page type does.)"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests.site.test_browser import _open
from tests.site.test_browser import browser as browser  # the fixture

FITS = """(selector) => { const box = document.querySelector(selector).closest('.scroll');
  return box.scrollWidth - box.clientWidth; }"""
"""How much wider than its box a table is (0: it fits)."""


@pytest.mark.parametrize("width", [390, 1280])
def test_the_ratings_and_statistics_tables_fit(
    browser: Browser, example_site: Path, width: int
) -> None:
    errors: list[str] = []
    for path, tables in [
        ("ratings/index.html", ["#ratings-table"]),
        ("statistics/index.html", ["#powers-table", "#years-table"]),
    ]:
        page = _open(browser, (example_site / path).as_uri(), width, errors)
        for table in tables:
            assert page.evaluate(FITS, table) <= 0, (path, table, width)
        rows = page.locator(f"{tables[0]} tbody tr")
        assert rows.count() > 0
        page.close()
    assert errors == []


@pytest.mark.parametrize("width", [390, 1280])
def test_a_players_rating_chart_fits_its_box(
    browser: Browser, example_site: Path, width: int
) -> None:
    errors: list[str] = []
    url = (example_site / "players/giulia-conti/index.html").as_uri()
    page = _open(browser, url, width, errors)
    chart = page.locator("section.rating svg.chart-line")
    assert chart.count() == 1
    box = page.locator("section.rating figure").bounding_box()
    drawn = chart.bounding_box()
    assert box is not None and drawn is not None
    assert drawn["x"] >= box["x"] and drawn["x"] + drawn["width"] <= box["x"] + box["width"]
    assert page.locator("section.rating .rating-value").inner_text() != ""
    assert errors == []
