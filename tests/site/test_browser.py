"""The site in a real browser: Debian's chromium driven by Playwright for Python.

Each page type loads without console errors and passes axe-core (no serious or critical
violations); sorting and the players filter work; screenshots at 390 and 1280 px wide go
to test-output/screenshots/. ``make test`` installs chromium and axe-core first
(``make browser-deps``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Route, sync_playwright

from tests.site.test_snapshots import PAGES

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
SHOTS = REPO / "test-output" / "screenshots"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
HTML_PAGES = {name: path for name, path in PAGES.items() if name.endswith(".html")}
SAMPLE_EVENT = "events/2024-test-open/index.html"  # the hand-made sample: known totals


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    assert CHROMIUM.is_file(), "chromium is missing: run make browser-deps"
    assert AXE.is_file(), "axe-core is missing: run make browser-deps"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield b
        b.close()


SITE_URL = "https://example.github.io/results/"


def _open(browser: Browser, url: str, width: int, errors: list[str], scheme: str = "light") -> Page:
    page = browser.new_page(
        viewport={"width": width, "height": 900},
        color_scheme="dark" if scheme == "dark" else "light",
    )
    # The 404 page links its assets by the site's absolute url: serve them from the build.
    root = Path(url.removeprefix("file://")).parent
    while not (root / "static").is_dir() and root != root.parent:
        root = root.parent
    page.route(
        SITE_URL + "**",
        lambda route: route.fulfill(path=str(root / route.request.url.removeprefix(SITE_URL))),
    )
    page.on("console", lambda m: errors.append(m.text) if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url)
    page.wait_for_load_state("load")
    return page


@pytest.mark.parametrize("name", sorted(HTML_PAGES))
def test_page_loads_cleanly_and_is_accessible(
    browser: Browser, example_site: Path, name: str
) -> None:
    url = (example_site / HTML_PAGES[name]).as_uri()
    SHOTS.mkdir(parents=True, exist_ok=True)
    for width in (390, 1280):
        errors: list[str] = []
        page = _open(browser, url, width, errors)
        page.screenshot(path=str(SHOTS / f"{name[:-5]}-{width}.png"), full_page=True)
        assert errors == [], errors
        # nothing overflows the viewport sideways: wide tables scroll inside their box
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{name} at {width}px is {overflow}px too wide"
        if width == 1280:
            assert _axe_problems(page) == []
        page.close()
    # the dark colour scheme has its own palette: it must pass too (contrast)
    dark_errors: list[str] = []
    dark = _open(browser, url, 1280, dark_errors, scheme="dark")
    assert dark_errors == [], dark_errors  # before axe, which logs its own preload attempts
    assert _axe_problems(dark) == [], "dark scheme"
    dark.close()


def _axe_problems(page: Page) -> list[str]:
    """axe-core's serious and critical violations on the page."""
    page.add_script_tag(path=str(AXE))
    result: dict[str, Any] = page.evaluate("axe.run(document)")
    return [
        f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:3]}"
        for v in result["violations"]
        if v["impact"] in ("serious", "critical")
    ]


def _column(page: Page, table: str, index: int) -> list[str]:
    cells: list[str] = page.eval_on_selector_all(
        f"{table} tbody tr:not([hidden])",
        f"rows => rows.map(r => r.children[{index}].textContent.trim())",
    )
    return cells


def test_sorting_the_ranking(browser: Browser, sample_site: Path) -> None:
    errors: list[str] = []
    page = _open(browser, (sample_site / SAMPLE_EVENT).as_uri(), 1280, errors)
    table = "#ranking-table"
    first = _column(page, table, 1)[0]
    assert first.startswith("Hugo")
    page.locator(table).locator("thead th").nth(2).locator("button").click()  # total
    totals = _column(page, table, 2)
    assert totals[0] == "2,560.08" and totals[-1] == "−22.6"
    page.locator(table).locator("thead th").nth(2).locator("button").click()
    assert _column(page, table, 2)[0] == "−22.6"
    assert page.locator(table).locator("thead th").nth(2).get_attribute("aria-sort") == (
        "ascending"
    )
    page.locator(table).locator("thead th").nth(1).locator("button").click()  # player
    names = _column(page, table, 1)
    assert names[0].startswith("<script>") and names[1].startswith("Anna")
    assert errors == []


def test_player_filter(browser: Browser, sample_site: Path) -> None:
    errors: list[str] = []
    page = _open(browser, (sample_site / "players/index.html").as_uri(), 390, errors)
    box = page.locator("#player-filter")
    assert box.is_visible()
    box.fill("ibanez")  # accents folded: matches Hugo Ibáñez
    assert _column(page, "#players-table", 0) == ["Hugo Ibáñez"]
    box.fill("o'brien")
    assert len(_column(page, "#players-table", 0)) == 1
    box.fill("nobody at all")
    assert _column(page, "#players-table", 0) == []
    assert page.locator(".filter-empty").is_visible()
    box.fill("")
    assert len(_column(page, "#players-table", 0)) == 8
    assert errors == []


def test_pages_read_without_javascript(browser: Browser, sample_site: Path) -> None:
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto((sample_site / "players/index.html").as_uri())
    assert not page.locator("#player-filter").is_visible()  # no dead filter box
    assert len(_column(page, "#players-table", 0)) == 8
    page.goto((sample_site / SAMPLE_EVENT).as_uri())
    assert page.locator("#ranking-table tbody tr").count() == 7
    context.close()


def test_ranking_on_a_phone_scrolls_with_the_player_pinned(
    browser: Browser, example_site: Path
) -> None:
    errors: list[str] = []
    page = _open(browser, (example_site / HTML_PAGES["event.html"]).as_uri(), 390, errors)
    first = page.locator("#ranking-table tbody tr:not(.group-head)").first
    name, last_round = first.locator("th"), first.locator("td").last
    name_box, round_box = name.bounding_box(), last_round.bounding_box()
    assert name_box is not None and round_box is not None
    assert round_box["x"] + round_box["width"] > 390  # the rounds are off screen...
    moved = page.evaluate(
        "() => { const box = document.querySelector('#ranking-table').parentElement;"
        " box.scrollLeft = box.scrollWidth; return box.scrollLeft; }"
    )
    assert moved > 0  # ...the table scrolls inside its box...
    after, round_after = name.bounding_box(), last_round.bounding_box()
    assert after is not None and round_after is not None
    assert after["x"] == name_box["x"]  # ...while the player column stays
    assert round_after["x"] + round_after["width"] <= 390
    # short names stay on one line: a row is one line high, not two
    assert name_box["height"] < 48, name_box
    assert errors == []


def test_print_stylesheet(browser: Browser, example_site: Path) -> None:
    """Standings pinned to the wall: no navigation or buttons, tables fit the paper."""
    errors: list[str] = []
    page = _open(browser, (example_site / HTML_PAGES["event.html"]).as_uri(), 700, errors)
    page.emulate_media(media="print")
    for selector in (".site-header nav", ".crumbs", ".rounds", "#downloads", ".site-footer"):
        assert not page.locator(selector).is_visible(), selector
    assert page.locator("#ranking-table").is_visible()
    pinned = page.eval_on_selector("#ranking-table th.pin-2", "e => getComputedStyle(e).position")
    assert pinned == "static"
    swatch = page.eval_on_selector(".swatch", "e => getComputedStyle(e).printColorAdjust")
    assert swatch == "exact"  # the power colours print
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
    assert errors == []


def test_site_works_under_a_sub_path(browser: Browser, example_site: Path) -> None:
    """Served as GitHub project pages (https://<owner>.github.io/<repo>/), pretty URLs.

    Requests are answered from the built folder, a folder by its index.html; every asset and
    page a page asks for must exist, and the stylesheet must apply.
    """
    base = "https://club.test/results/"
    missing: list[str] = []

    def serve(route: Route) -> None:
        path = route.request.url.removeprefix(base).split("#")[0].split("?")[0]
        file = example_site / path
        if path == "" or path.endswith("/"):
            file = file / "index.html"
        if not file.is_file():
            missing.append(route.request.url)
            route.fulfill(status=404, body="not found")
            return
        route.fulfill(path=str(file))

    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.route(base + "**", serve)
    page = context.new_page()
    for path in HTML_PAGES.values():
        if path == "404.html":
            continue
        page.goto(base + path.removesuffix("index.html"))
        page.wait_for_load_state("load")
        header = page.eval_on_selector(".site-header", "e => getComputedStyle(e).borderBottomStyle")
        assert header == "solid", path  # podium.css applied
        links = page.eval_on_selector_all("a[href]", "els => els.map(e => e.href)")
        for link in links:  # resolved by the browser against the pretty URL
            assert link.startswith(base) or not link.startswith("https://club.test/"), link
            target = link.removeprefix(base).split("#")[0]
            if link.startswith(base) and not target.endswith("/") and target:
                assert (example_site / target).is_file(), (path, link)
    # follow one link of each kind from the home page, as a visitor would
    page.goto(base)
    page.get_by_role("link", name="Brunate Open 2024").first.click()
    page.get_by_role("link", name="Round 1", exact=True).first.click()
    page.get_by_role("link", name="Board 1", exact=True).first.click()
    assert page.url == base + "events/2024-brunate-open/round-1/board-1/index.html"
    assert missing == []
    context.close()
