"""The site in a real browser: Debian's chromium driven by Playwright for Python.

The example site is served over HTTP as GitHub Pages serves it (``pages_server``: under
``/results/``, 404.html for a missing address). Each page type loads without console
errors, fits a 390 px phone without sideways scrolling (wide tables scroll inside their
own box), and passes axe-core with no violation at all, colour contrast included, in the
light and the dark colour scheme; sorting and the players filter work. ``make test``
installs chromium and axe-core first (``make test-deps``); ``make screenshots`` takes
the pictures of docs/screenshots/.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, FloatRect, Page, Route, sync_playwright

from tests.site.conftest import TYPE_SNAPSHOTS
from tests.site.pages_server import serve
from tests.site.test_snapshots import BOARD_KINDS, IN_PLAY_PAGES

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
AXE = REPO / "node_modules" / "axe-core" / "axe.min.js"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
HTML_PAGES = sorted(name for name in [*TYPE_SNAPSHOTS, *BOARD_KINDS] if name.endswith(".html"))
"""The snapshots of HTML pages: each page type's, each board kind's."""
SAMPLE_EVENT = "events/2024-test-open/index.html"  # the hand-made sample: known totals
MISSING = "events/2024-brunate-open/round-9/board-9/"  # deep in the site, and not there


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    assert CHROMIUM.is_file(), "chromium is missing: run make test-deps"
    assert AXE.is_file(), "axe-core is missing: run make test-deps"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield b
        b.close()


@pytest.fixture(scope="module")
def html_pages(
    type_examples: dict[str, tuple[Path, str]], example_site: Path
) -> dict[str, tuple[Path, str]]:
    """Snapshot name -> (the built site, the path in it) of each of HTML_PAGES."""
    boards = {name: (example_site, path) for name, path in BOARD_KINDS.items()}
    return {
        name: where for name, where in {**type_examples, **boards}.items() if name in HTML_PAGES
    }


@pytest.fixture(scope="module")
def hosted(example_site: Path) -> Iterator[str]:
    """The example site's address on a local server, like ``http://127.0.0.1:8123/results/``."""
    with serve(example_site) as base:
        yield base


def address(base: str, path: str) -> str:
    """Where the page at ``path`` is on the hosted example site (the 404 page: at a missing
    address deep in the site, as a host serves it)."""
    if path == "404.html":
        return base + MISSING
    return base + path.removesuffix("index.html")


def _open(
    browser: Browser,
    url: str,
    width: int,
    errors: list[str],
    scheme: str = "light",
    height: int = 900,
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


NOT_FOUND = "Failed to load resource: the server responded with a status of 404 (Not Found)"


@pytest.mark.parametrize("name", HTML_PAGES)
def test_page_loads_cleanly_and_is_accessible(
    browser: Browser,
    hosted: str,
    example_site: Path,
    html_pages: dict[str, tuple[Path, str]],
    name: str,
) -> None:
    site, path = html_pages[name]
    url = address(hosted, path) if site == example_site else (site / path).as_uri()
    _loads_cleanly(browser, url, name)


@pytest.mark.parametrize("name", sorted(IN_PLAY_PAGES))
def test_a_page_of_a_round_in_play_loads_cleanly_and_is_accessible(
    browser: Browser, in_play_site: Path, name: str
) -> None:
    _loads_cleanly(browser, (in_play_site / IN_PLAY_PAGES[name]).as_uri(), name)


def _loads_cleanly(browser: Browser, url: str, name: str) -> None:
    """No console error, nothing wider than the viewport, no axe-core problem, at 390 and
    1280 px, in the light and the dark colour schemes (the dark one has its own palette)."""
    for scheme in ("light", "dark"):
        for width in (390, 1280):
            errors: list[str] = []
            page = _open(browser, url, width, errors, scheme)
            if name == "404.html":
                assert errors == [NOT_FOUND]  # the page's own status, nothing else
                errors.clear()
            assert errors == [], (scheme, width, errors)  # before axe, which logs its own
            # nothing overflows the viewport sideways: wide tables scroll inside their box
            overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
            assert overflow <= 0, f"{name} at {width}px is {overflow}px too wide"
            assert _axe_problems(page) == [], (scheme, width)
            page.close()


def _axe_problems(page: Page) -> list[str]:
    """axe-core's violations on the page, whatever their impact; colour contrast on. Only
    violations are gathered (axe's resultTypes): the passes, which nothing reads, took half
    its time."""
    page.add_script_tag(path=str(AXE))
    result: dict[str, Any] = page.evaluate(
        "axe.run(document, {resultTypes: ['violations'],"
        " rules: {'color-contrast': {enabled: true}}})"
    )
    return [
        f"{v['id']} ({v['impact']}): {[n['target'] for n in v['nodes']][:3]}"
        for v in result["violations"]
    ]


def test_the_404_page_works_deep_in_the_hosted_site(browser: Browser, hosted: str) -> None:
    """Served for a missing address four folders down: styled, and every link leads to a
    page of the site (its links start at the site's root, /results/)."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    response = page.goto(hosted + MISSING)
    assert response is not None and response.status == 404
    assert page.locator("h1").inner_text() == "Page not found"
    header = page.eval_on_selector(".site-header", "e => getComputedStyle(e).borderBottomStyle")
    assert header == "solid"  # podium.css applied
    links = page.eval_on_selector_all("a[href]", "els => els.map(e => e.href)")
    here = hosted + MISSING
    inside = [link for link in links if link.startswith(hosted) and not link.startswith(here)]
    assert len(inside) >= 4  # title, menu, the home page link, feed
    for link in inside:
        assert page.request.get(link.split("#")[0]).status == 200, link
    page.get_by_role("link", name="Go to the home page").click()
    assert page.url == hosted
    assert page.locator("h1").inner_text() == "Circolo Diplomacy Milano"
    page.close()


def test_a_board_scrolls_its_years_in_order_on_a_phone(
    browser: Browser, hosted: str, html_pages: dict[str, tuple[Path, str]]
) -> None:
    """At 390 px the centre table scrolls with the power pinned; the final year is not
    pinned over the years before it (the positions table above has the final counts):
    scrolled to the end it is in sight, at the right of the box."""
    errors: list[str] = []
    page = _open(browser, address(hosted, html_pages["board.html"][1]), 390, errors)
    box = page.locator(".centres").locator("xpath=..")
    assert box.evaluate("e => e.scrollWidth > e.clientWidth")  # the years do not all fit
    final = page.locator(".centres tbody tr").first.locator("td:last-child")
    shown = box.bounding_box()
    before = final.bounding_box()
    assert shown is not None and before is not None
    assert before["x"] >= shown["x"] + shown["width"] - 1  # beyond the box, unscrolled
    box.evaluate("e => { e.scrollLeft = e.scrollWidth; }")
    after = final.bounding_box()
    assert after is not None
    assert shown["x"] < after["x"] and after["x"] + after["width"] <= shown["x"] + shown["width"]
    assert errors == []
    page.close()


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
    # a round's cells carry no sort key where they show it as it is: sorted by their text
    heads = page.locator(table).locator("thead th")
    r1 = [heads.nth(i).inner_text() for i in range(heads.count())].index("R1")
    heads.nth(r1).locator("button").click()
    texts = [t.lstrip("AEFGIRT") for t in _column(page, table, r1)]  # the power's letter
    shown = [float(t.replace(",", "").replace("−", "-")) for t in texts if t]
    assert shown == sorted(shown, reverse=True) and len(set(shown)) > 2
    assert errors == []


def test_player_filter(browser: Browser, sample_site: Path) -> None:
    errors: list[str] = []
    page = _open(browser, (sample_site / "players/index.html").as_uri(), 390, errors)
    box = page.locator("#player-filter")
    assert box.is_visible()
    box.fill("ibanez")  # accents folded: matches Hugo Ibáñez
    assert _column(page, "#players-table", 0) == ["Hugo Ibáñez"]
    box.fill("o'brien")
    obrien = _column(page, "#players-table", 0)
    assert len(obrien) == 1
    for typed in ("o\u2019brien", "O\u2018BRIEN", "o\u02bcbrien"):  # a phone's apostrophes
        box.fill(typed)
        assert _column(page, "#players-table", 0) == obrien, typed
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


def scrolls_with_player_pinned(page: Page, table: str, rows: str = "tr") -> FloatRect:
    """On a 390 px screen, the last cell of the table's first row (of ``rows``) is off
    screen; scrolled to its end, the table scrolls inside its box and brings it in, while
    the row's heading (the player) stays where it was. Returns the heading's box."""
    first = page.locator(f"{table} tbody {rows}").first
    name, last = first.locator("th"), first.locator("td").last
    name_box, last_box = name.bounding_box(), last.bounding_box()
    assert name_box is not None and last_box is not None
    assert last_box["x"] + last_box["width"] > 390  # the last cells are off screen...
    moved = page.evaluate(
        f"() => {{ const box = document.querySelector('{table}').parentElement;"
        " box.scrollLeft = box.scrollWidth; return box.scrollLeft; }"
    )
    assert moved > 0  # ...the table scrolls inside its box...
    name_after, last_after = name.bounding_box(), last.bounding_box()
    assert name_after is not None and last_after is not None
    assert name_after["x"] == name_box["x"]  # ...while the player stays in sight
    assert last_after["x"] + last_after["width"] <= 390
    return name_box


def test_ranking_on_a_phone_scrolls_with_the_player_pinned(
    browser: Browser, example_site: Path, html_pages: dict[str, tuple[Path, str]]
) -> None:
    errors: list[str] = []
    page = _open(browser, (example_site / html_pages["event.html"][1]).as_uri(), 390, errors)
    rows = "tr:not(.group-head):not(:has(.marks))"
    name_box = scrolls_with_player_pinned(page, "#ranking-table", rows)
    # short names stay on one line: a row is one line high, not two (a mark may go below)
    assert name_box["height"] < 48, name_box
    assert errors == []


def test_print_stylesheet(
    browser: Browser, example_site: Path, html_pages: dict[str, tuple[Path, str]]
) -> None:
    """Standings pinned to the wall: no navigation or buttons, tables fit the paper."""
    errors: list[str] = []
    page = _open(browser, (example_site / html_pages["event.html"][1]).as_uri(), 700, errors)
    page.emulate_media(media="print")
    for selector in (".site-header nav", ".crumbs", ".rounds", "#downloads", ".site-footer"):
        assert not page.locator(selector).is_visible(), selector
    assert page.locator("#ranking-table").is_visible()
    pinned = page.eval_on_selector("#ranking-table th.pin-2", "e => getComputedStyle(e).position")
    assert pinned == "static"
    swatch = page.eval_on_selector(".dot", "e => getComputedStyle(e).printColorAdjust")
    assert swatch == "exact"  # the power colours print
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
    assert errors == []


def test_site_works_under_a_sub_path(
    browser: Browser, example_site: Path, html_pages: dict[str, tuple[Path, str]]
) -> None:
    """Served as GitHub project pages (https://<owner>.github.io/<repo>/), clean URLs.

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
    for site, path in html_pages.values():
        if path == "404.html" or site != example_site:
            continue
        page.goto(base + path.removesuffix("index.html"))
        page.wait_for_load_state("load")
        header = page.eval_on_selector(".site-header", "e => getComputedStyle(e).borderBottomStyle")
        assert header == "solid", path  # podium.css applied
        links = page.eval_on_selector_all("a[href]", "els => els.map(e => e.href)")
        for link in links:  # resolved by the browser against the clean URL
            assert link.startswith(base) or not link.startswith("https://club.test/"), link
            target = link.removeprefix(base).split("#")[0]
            if link.startswith(base) and not target.endswith("/") and target:
                assert (example_site / target).is_file(), (path, link)
    # follow one link of each kind from the home page, as a visitor would
    page.goto(base)
    page.get_by_role("link", name="Brunate Open 2024").first.click()
    page.get_by_role("link", name="Round 1", exact=True).first.click()
    page.get_by_role("link", name="Board 1", exact=True).first.click()
    assert page.url == base + "events/2024-brunate-open/round-1/board-1/"
    assert missing == []
    context.close()


@pytest.mark.parametrize("name", ["event.html", "board.html"])
def test_a_printed_page_says_where_it_comes_from(
    browser: Browser, hosted: str, html_pages: dict[str, tuple[Path, str]], name: str
) -> None:
    """On A4, each sheet's foot has the page's address and the day it was printed; no
    sheet is left blank, and the address of a link to another site is printed beside it."""
    errors: list[str] = []
    path = html_pages[name][1]
    page = _open(browser, address(hosted, path), 1280, errors)
    canonical = "https://example.github.io/results/" + path.removesuffix("index.html")
    rule = page.evaluate(
        "() => [...document.querySelectorAll('style[media=print]')].map(s => s.textContent)"
    )
    assert len(rule) == 1
    assert f'@bottom-left {{ content: "{canonical}"; }}' in rule[0]
    assert '@bottom-right { content: "Printed on ' in rule[0]
    pdf = page.pdf(format="A4", print_background=True)
    sheets = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert 1 <= sheets <= 3, sheets  # the whole page on a few sheets, none wasted
    page.emulate_media(media="print")
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
    if name == "event.html":  # the report's link to another site keeps its address on paper
        after = page.eval_on_selector(
            ".prose a[href^='http']", "a => getComputedStyle(a, '::after').content"
        )
        assert after.startswith('" (" attr(href)') or after.startswith('" (http'), after
    else:  # the year that split a tie is not a screen-only hint
        assert page.locator(".tie").first.is_visible()
    assert errors == []
    page.close()


def test_a_team_board_keeps_the_score_in_sight_on_a_phone(browser: Browser, hosted: str) -> None:
    errors: list[str] = []
    page = _open(browser, address(hosted, BOARD_KINDS["board-team.html"]), 390, errors)
    box = page.locator("table.results").locator("xpath=..")
    shown = box.bounding_box()  # the columns fit, or the score is pinned at the right
    assert shown is not None
    for cell in page.locator("table.results td.score").all():
        seen = cell.bounding_box()
        assert seen is not None and seen["x"] + seen["width"] <= shown["x"] + shown["width"]
    assert errors == []
    page.close()
