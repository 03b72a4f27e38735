"""No number cut on a phone, whatever the names: in a real browser at 360 and 390 px, light
and dark, on tests/site/phone_club (an Italia 2010 event with names of 40 characters, two
namesakes told apart by their clubs, a top table, a penalty and a round in play) and on
the example content's pages.

Every Score and Total cell lies wholly in sight in its table's box, the box scrolled to
its start and nothing pinned over it; a box either fits or overflows by more than a
sliver and then shows that it scrolls; no table scrolls down inside the page; a round's
power reads without its colour; the pinned cells keep their row borders; the year table
hides no year behind another column.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests.site.test_browser import _open
from tests.site.test_browser import browser as browser  # the fixture
from tests.site.test_phone import BRUNATE, EVENT, SIZES, SPRING

PAGES = [
    EVENT,
    EVENT + "standings/",
    EVENT + "round-1/",
    EVENT + "round-1/board-1/",
    EVENT + "round-2/board-1/",
    EVENT + "round-3/board-2/",
    SPRING,
    SPRING + "standings/",
    SPRING + "round-3/board-1/",
    EVENT + "corrections/",
    "players/",
    "players/camille-durand/",
    "players/andrea-colombo/",
    "players/thomas-moreau/",
    "statistics/",
]
"""The phone club's pages with tables: rankings, standings, rounds, boards, players."""
EXAMPLE_PAGES = [
    BRUNATE,
    BRUNATE + "standings/",
    BRUNATE + "round-3/",
    BRUNATE + "round-3/board-1/",
    "events/2024-c-diplo-cup/",
    "events/2024-league-season/round-1/",
    "events/2024-blue-max-evening/round-1/board-1/",
    "ratings/",
    "series/2024-club-championship/",
    "statistics/",
]
"""The example content's: every board kind, the ratings, a series."""
SCORED = {
    EVENT,
    EVENT + "standings/",
    SPRING,
    SPRING + "standings/",
    EVENT + "round-1/",
    EVENT + "round-1/board-1/",
    EVENT + "round-2/board-1/",
    EVENT + "round-3/board-2/",
}
"""Of PAGES, those that must show Score or Total cells (so that the check is not empty)."""
SCORED_EXAMPLES = {BRUNATE, BRUNATE + "standings/", BRUNATE + "round-3/board-1/"}
"""Of EXAMPLE_PAGES, those that must show Score or Total cells."""

SLIVER = 40
"""A box may overflow by more than this, showing that it scrolls; by less it must fit."""

HIDDEN = """() => [...document.querySelectorAll('td.score, td.total')].flatMap(cell => {
  const box = cell.closest('.scroll');
  box.scrollLeft = 0;
  const seen = box.getBoundingClientRect(), c = cell.getBoundingClientRect();
  const left = seen.left + box.clientLeft, top = seen.top + box.clientTop;
  const inside = c.left >= left - 0.5 && c.right <= left + box.clientWidth + 0.5
    && c.top >= top - 0.5 && c.bottom <= top + box.clientHeight + 0.5;
  const uncovered = [c.left + 1, c.right - 1].every(x => {
    const now = cell.getBoundingClientRect();  // the page scrolled to the cell's row
    window.scrollBy(0, now.top + now.height / 2 - innerHeight / 2);
    const r = cell.getBoundingClientRect(), at = document.elementFromPoint(
      x - c.left + r.left, r.top + r.height / 2);
    return at !== null && cell.contains(at);
  });
  return inside && uncovered ? [] : [cell.textContent.trim()];
})"""
"""The Score and Total cells not wholly in sight: outside their box's visible rect (the box
scrolled to its start, sideways and down) or under another cell (a pinned column)."""

BOXES = """() => [...document.querySelectorAll('.scroll')].map(box => {
  const hint = box.previousElementSibling;
  return {
    table: (box.querySelector('table') || box).id || box.getAttribute('aria-label') || '',
    over: box.scrollWidth - box.clientWidth,
    down: box.scrollHeight - box.clientHeight,
    hint: !!hint && hint.classList.contains('scroll-more') && !hint.hidden
      && hint.getBoundingClientRect().height > 0,
    shadow: getComputedStyle(box).backgroundImage.includes('radial-gradient'),
  };
})"""
"""Each table box: by how much it overflows sideways and down, whether a hint says it
scrolls and whether it draws the shadow at the edge that hides more."""


def _pages(phone_site: Path, example_site: Path) -> list[str]:
    return [(phone_site / p / "index.html").as_uri() for p in PAGES] + [
        (example_site / p / "index.html").as_uri() for p in EXAMPLE_PAGES
    ]


def test_the_club_has_long_names_and_namesakes(phone_site: Path) -> None:
    """The fixture is what the rest needs: the event's winner has a name of 40 characters,
    and two Andrea Colombo are told apart by their clubs."""
    event = (phone_site / EVENT / "index.html").read_text(encoding="utf-8")
    assert ">Camille Marie-Hélène Durand de Villenave</a>" in event
    assert len("Camille Marie-Hélène Durand de Villenave") == 40
    assert ">Andrea Colombo (🇮🇹 Italy · Associazione Ludica Comasca)</a>" in event
    assert ">Andrea Colombo (🇮🇹 Italy · Circolo Diplomacy Milano)</a>" in event
    assert '<span class="mark mark-penalty"' in event  # and round 3, the top table's, in play
    assert "Round 3 is being played" in event
    spring = (phone_site / SPRING / "index.html").read_text(encoding="utf-8")
    assert '<tr id="camille-durand" class="top-table">' in spring  # its top table finished


@pytest.mark.parametrize(("width", "scheme"), SIZES)
def test_every_score_is_in_sight_and_every_box_fits_or_shows_that_it_scrolls(
    browser: Browser, phone_site: Path, example_site: Path, width: int, scheme: str
) -> None:
    """On each page (one load for both checks): every Score and Total cell wholly in sight,
    the page no wider than the viewport; no sliver (a box 1 to 40 px too narrow, its last
    digits hidden and nothing saying so); a box that scrolls sideways says it above and
    shadows its edge; no box scrolls down (the page does: no ranking in a box that scrolls
    by itself)."""
    wide = 0
    scored = {(phone_site / p / "index.html").as_uri() for p in SCORED}
    scored |= {(example_site / p / "index.html").as_uri() for p in SCORED_EXAMPLES}
    assert scored <= set(_pages(phone_site, example_site))
    for url in _pages(phone_site, example_site):
        errors: list[str] = []
        page = _open(browser, url, width, errors, scheme)
        for box in page.evaluate(BOXES):
            assert not 0 < box["over"] <= SLIVER, (url, box)
            assert box["down"] <= 1, (url, box)
            assert box["hint"] == (box["over"] > 0), (url, box)
            assert box["shadow"], (url, box)
            wide += box["over"] > 0
        if url in scored:
            assert page.locator("td.score, td.total").count() > 0, url
        hidden: list[str] = page.evaluate(HIDDEN)  # it scrolls the boxes: measured after
        assert hidden == [], url
        assert page.evaluate("document.documentElement.scrollWidth - innerWidth") <= 0, url
        assert errors == [], url
        page.close()
    assert wide >= 10  # the rankings, the year tables... scroll, and say so


POWERS = """() => [...document.querySelectorAll('#ranking-table td a[title]')]
  .filter(a => a.querySelector('.dot'))
  .map(a => [a.title.split(', ').pop(), a.querySelector('.dot')?.textContent ?? ''])"""


def test_a_rounds_power_reads_without_colour(browser: Browser, phone_site: Path) -> None:
    """Each round's result in the ranking shows its power's letter beside its swatch."""
    errors: list[str] = []
    page = _open(browser, (phone_site / EVENT / "index.html").as_uri(), 390, errors)
    found: list[list[str]] = page.evaluate(POWERS)
    assert len(found) == 35  # two rounds of two boards of seven, and round 3's board 2
    letters = {"Austria": "A", "England": "E", "France": "F", "Germany": "G"}
    letters |= {"Italy": "I", "Russia": "R", "Turkey": "T"}
    assert {(power, letter) for power, letter in found} == set(letters.items())
    assert errors == []
    page.close()


BORDERS = """() => [...document.querySelectorAll('#ranking-table tbody tr[id] > .pin')]
  .filter(cell => cell.closest('tr').nextElementSibling)
  .map(cell => { const s = getComputedStyle(cell);
    return [s.borderBottomWidth, s.backgroundClip]; })"""


@pytest.mark.parametrize(("width", "scheme"), SIZES)
def test_the_pinned_cells_keep_their_row_borders(
    browser: Browser, phone_site: Path, width: int, scheme: str
) -> None:
    """A pinned cell draws its row's border and paints its background inside it (painted
    under its border, the next row's pinned cell covered every other one)."""
    errors: list[str] = []
    for event in (EVENT, SPRING):
        page = _open(browser, (phone_site / event / "index.html").as_uri(), width, errors, scheme)
        found = page.evaluate(BORDERS)
        assert len(found) >= 2 * 14
        assert {tuple(f) for f in found} == {("1px", "padding-box")}, event
        page.close()
    assert errors == []


YEARS = """() => {
  const table = document.querySelector('table.centres'), box = table.closest('.scroll');
  const seen = box.getBoundingClientRect();
  return [...table.tHead.rows[0].cells].slice(1).flatMap(th => {
    const r = th.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x > seen.left + box.clientLeft + box.clientWidth) return [];  // beyond: scrolls to
    const at = document.elementFromPoint(x, y);
    return at && th.contains(at) ? [] : [th.textContent.trim()];
  });
}"""


@pytest.mark.parametrize(("width", "scheme"), SIZES)
def test_no_year_hides_behind_another_column(
    browser: Browser, phone_site: Path, width: int, scheme: str
) -> None:
    """The year-by-year table at its start: each year whose middle is in the box is in
    sight there (the final year pinned at the right hid the years before it)."""
    errors: list[str] = []
    url = (phone_site / EVENT / "round-1/board-1/index.html").as_uri()
    page = _open(browser, url, width, errors, scheme)
    page.locator("table.centres").scroll_into_view_if_needed()
    assert page.evaluate(YEARS) == []
    assert errors == []
    page.close()


def test_a_players_latest_results_come_first(browser: Browser, phone_site: Path) -> None:
    """On a player's page the events, newest first, come before the charts, the powers
    and "met most"; a player without events has no Events heading at all."""
    errors: list[str] = []
    url = (phone_site / "players/camille-durand/index.html").as_uri()
    page = _open(browser, url, 390, errors)
    top = "s => document.querySelector(s).getBoundingClientRect().top + scrollY"
    events = page.evaluate(top, "#events")
    for later in ("figure[data-chart]", "#powers", "#rivals"):
        assert events < page.evaluate(top, later), later
    assert events < 844  # on the first screen of a phone
    page.goto((phone_site / "players/giorgio-neri/index.html").as_uri())
    assert page.locator("h1").inner_text() == "Giorgio Neri 🇮🇹 Italy"
    assert page.locator("#events").count() == 0
    assert page.locator("h2").all_inner_texts() == []
    assert errors == []
    page.close()
