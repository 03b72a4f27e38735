"""A player on a phone, during and right after a round, in a real browser at
360 and 390 px, light and dark: each board row anchored to its player and highlighted when
linked to, a player's page adding up (every score and total in sight on every page with
tables is test_phone_numbers').

The pages are those of tests/site/phone_club (an Italia 2010 event with a penalty and its
top table in play, and a finished one whose equal totals need every kind of tie-break)
and of the example content's finished Italia 2010 event.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from tests.site.pages_server import serve
from tests.site.test_browser import NOT_FOUND, _open
from tests.site.test_browser import browser as browser  # the fixture

EVENT = "events/2024-lake-open/"
SPRING = "events/2024-spring-cup/"
BRUNATE = "events/2024-brunate-open/"
SIZES = [(width, scheme) for width in (360, 390) for scheme in ("light", "dark")]


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


def _links_to_boards(page: Page, selector: str) -> list[str]:
    found: list[str] = page.eval_on_selector_all(
        f"{selector} a[href*='/board-']", "links => links.map(a => a.href)"
    )
    return found


def test_every_link_to_a_board_lands_on_the_players_row(browser: Browser, phone_site: Path) -> None:
    """The ranking's round scores and the player's games link to the player's own row of
    the board page (``board-2/#<player-id>``), and that row has the id."""
    errors: list[str] = []
    page = _open(browser, (phone_site / EVENT / "index.html").as_uri(), 390, errors, "light")
    checked = 0
    for row in page.locator("#ranking-table tbody tr[id]").all():
        player = row.get_attribute("id")
        links = _links_to_boards(page, f"#ranking-table tr[id='{player}']")
        assert links, player  # everyone played a board
        for link in links:
            assert link.endswith(f"#{player}"), link
        checked += len(links)
    player_page = phone_site / "players" / "davide-russo" / "index.html"
    page.goto(player_page.as_uri())
    games = [link for link in _links_to_boards(page, ".player-event") if EVENT in link]
    assert len(games) == 3  # the boards of the two rounds scored and round 3's board 2
    for link in games:
        assert link.endswith("#davide-russo"), link
    for link in {*games}:
        page.goto(link)
        row = page.locator("#davide-russo")
        assert row.count() == 1 and row.evaluate("r => r.matches('.seats tr:target')")
        assert "Davide Russo" in row.inner_text()
    assert checked == 35  # two rounds of two boards of seven, and round 3's board 2
    assert errors == []
    page.close()


@pytest.mark.parametrize(("width", "scheme"), SIZES)
def test_the_linked_row_is_highlighted_and_first_on_a_phone(
    browser: Browser, phone_site: Path, width: int, scheme: str
) -> None:
    """Landing on ``board-1/#<player-id>``, the player's row is in sight and stands out;
    on a phone the positions and scores come before the year-by-year table."""
    errors: list[str] = []
    url = (phone_site / EVENT / "round-1/board-1/index.html").as_uri()
    page = _open(browser, url + "#alessandra-ferri", width, errors, scheme)
    row = page.locator("#alessandra-ferri")
    other = page.locator(".seats tr:not(:target):not(.why) > td").first
    colour = "e => getComputedStyle(e).backgroundColor"
    assert row.locator("td").first.evaluate(colour) != other.evaluate(colour)
    seen = row.bounding_box()
    assert seen is not None and 0 <= seen["y"] < 800  # scrolled to, in sight
    positions, centres = page.locator("#positions").bounding_box(), page.locator("#centres")
    year_table = centres.bounding_box()
    assert positions is not None and year_table is not None
    assert positions["y"] < year_table["y"]
    assert errors == []
    page.close()


ADDS_UP = """() => [...document.querySelectorAll('.player-event table.games')].map(table => ({
  event: table.closest('.player-event').querySelector('h3').textContent.trim(),
  results: [...table.querySelectorAll('tbody tr')].map(row => {
    const last = row.querySelector('td:last-child strong');
    return last.querySelector('s') ? '' : last.textContent.trim();
  }),
  lines: [...table.querySelectorAll('tfoot tr.bonus')].map(row =>
    [row.querySelector('th').textContent.trim(), row.querySelector('td').textContent.trim()]),
  total: table.querySelector('tfoot tr.sum td').textContent.trim(),
  shown: table.closest('.player-event').querySelector('.meta strong').textContent.trim(),
}))"""
"""Each event on a player's page: what each result counts (last column; '' when left out,
struck through), the lines added to them (text, points) and the total shown twice."""


def _value(shown: str) -> Decimal:
    return Decimal(shown.replace("−", "-").replace(",", "") or "0")


def _totals_explained(page: Page, url: str) -> list[dict[str, Any]]:
    page.goto(url)
    found: list[dict[str, Any]] = page.evaluate(ADDS_UP)
    assert found, url
    for event in found:
        added = [_value(points) for _, points in event["lines"]]
        assert sum([*map(_value, event["results"]), *added]) == _value(event["total"]), event
        assert event["total"] == event["shown"]
    return found


def _player_pages(page: Page, site: Path, event: str) -> list[str]:
    page.goto((site / event / "index.html").as_uri())
    links: list[str] = page.eval_on_selector_all(
        "#ranking-table a.player", "links => links.map(a => a.href)"
    )
    return [link + "index.html" if link.endswith("/") else link for link in links]


def test_every_player_page_adds_up_to_the_total(
    browser: Browser, phone_site: Path, example_site: Path
) -> None:
    """On every player page of the phone club's event and of the example Italia event,
    the results counted and the lines added (the top-table winner's bonus, a penalty)
    sum to the total shown; a result left out says why."""
    errors: list[str] = []
    page = _open(browser, (phone_site / EVENT / "index.html").as_uri(), 390, errors, "light")
    lines: dict[str, list[list[str]]] = {}
    left_out = 0
    pages = _player_pages(page, phone_site, EVENT) + _player_pages(page, example_site, BRUNATE)
    assert len(pages) == 15 + 15  # the players of each event
    for url in pages:
        for event in _totals_explained(page, url):
            lines[url.split("/players/")[1].split("/")[0] + ": " + event["event"]] = event["lines"]
            left_out += event["results"].count("")
    assert lines["davide-russo: Lake Open 2024"] == [["penalty −40: Conduct", "−40"]]
    winner = [k for k, v in lines.items() if v == [["top table winner +2,000", "+2,000"]]]
    assert sorted(winner) == [
        "camille-durand: Brunate Open 2024",
        "camille-durand: Spring Cup 2024",  # her page in the phone club has both events
    ]
    assert left_out == 0  # Italia 2010 counts every result
    assert errors == []
    page.close()


def _text(site: Path, page: str) -> str:
    return (site / page / "index.html").read_text(encoding="utf-8")


def test_a_finished_board_of_the_round_in_play_shows_its_scores_provisionally(
    phone_site: Path,
) -> None:
    """Round 3 is in play and its board 2 has finished: its page has its scores at once,
    marked provisional; the standings so far and its players' pages count it, provisional;
    the top table, still playing, stays a draw."""
    board = _text(phone_site, EVENT + "round-3/board-2/")
    assert '<span class="tag in-play">Provisional</span> Round 3 is being played: these' in board
    assert board.count('<td class="score">') == 7
    top = _text(phone_site, EVENT + "round-3/board-1/")
    assert "This is the draw" in top and '<td class="score">' not in top
    draw = _text(phone_site, EVENT + "round-3/")
    assert "Finished: see its scores, provisional until the round is complete." in draw
    event = _text(phone_site, EVENT)
    assert "Standings so far, provisional: after round 2, and round 3 with 1 of 2 boards" in event
    assert '<abbr title="Round 3">R3</abbr>' in event
    standings = _text(phone_site, EVENT + "standings/")
    assert "Round 3 so far, provisional" in standings
    player = _text(phone_site, "players/davide-russo")
    assert (
        '<a href="../../events/2024-lake-open/round-3/board-2/index.html#davide-russo">'
        'Round 3, board 2</a> <span class="tag in-play">Provisional</span>'
    ) in player
    waiting = _text(phone_site, "players/camille-durand")  # on the top table, still playing
    assert "Round 3, board 2" not in waiting and ">Provisional<" not in waiting


TIEBREAKS = """() => {
  const heads = [...document.querySelectorAll('#ranking-table th.tiebreak')];
  return {
    heads: heads.map(th => th.textContent.trim()),
    decided: [...document.querySelectorAll('#ranking-table tr[id]')].flatMap(row => {
      const cells = [...row.querySelectorAll('td.tiebreak')];
      return cells.flatMap((cell, i) => cell.querySelector('strong')
        ? [[row.id, heads[i].textContent.trim(), cell.querySelector('strong').textContent]]
        : []);
    }),
  };
}"""
"""The ranking's tie-break headings, and each row's deciding value: (id, heading, value)."""

IN_SIGHT = """() => [...document.querySelectorAll('#ranking-table td.tiebreak strong')]
  .flatMap(value => {
    const cell = value.closest('td'), box = cell.closest('.scroll');
    const pin = () => cell.closest('tr').querySelector('.pin-2').getBoundingClientRect();
    const inner = () => box.getBoundingClientRect().left + box.clientLeft;
    box.scrollLeft = cell.offsetLeft - (pin().right - inner());  // just right of the pins
    const c = cell.getBoundingClientRect(), right = inner() + box.clientWidth;
    const clear = c.left >= pin().right - 1 && c.right <= right + 1 && c.width > 0;  // whole px
    return clear ? [] : [cell.closest('tr').id + ': ' + value.textContent];
  })"""
"""The deciding values that cannot be scrolled wholly into sight beside the pinned columns."""


@pytest.mark.parametrize(("width", "scheme"), SIZES)
def test_the_tiebreaks_are_named_columns_with_the_deciding_values(
    browser: Browser, phone_site: Path, width: int, scheme: str
) -> None:
    """Spring Cup 2024: equal totals separated by round 1's score, round 1's power, a
    private criterion (women first, youngest) and the lots; one column each, named, the
    deciding value in bold; a private criterion says only "private"."""
    errors: list[str] = []
    page = _open(browser, (phone_site / SPRING / "index.html").as_uri(), width, errors, scheme)
    found = page.evaluate(TIEBREAKS)
    assert found["heads"] == ["Private", "R1 score", "R1 power", "Lots"]
    assert found["decided"] == [
        ["paolo-greco", "Lots", "1"],
        ["luca-ricci", "Lots", "2"],
        ["tommaso-villa", "R1 score", "107.4"],
        ["thomas-moreau", "R1 score", "76.6"],
        ["sara-lombardi", "Private", "private"],
        ["julien-lefevre", "Private", "private"],
        ["davide-russo", "Private", "private"],
        ["marco-esposito", "Private", "private"],
        ["oliver-hughes", "R1 power", "Germany"],
        ["javier-garcia", "R1 power", "Italy"],
    ]
    # the lots' pair were equal on round 1's score and power too: those values shown
    cells = page.eval_on_selector_all(
        "#paolo-greco td.tiebreak", "cells => cells.map(c => (c.firstChild || c).textContent)"
    )
    assert cells == ["", "155", "Austria", "1"]
    assert _cut_numbers(page) == []  # unscrolled, every total in sight
    assert page.evaluate(IN_SIGHT) == []
    assert errors == []
    page.close()


GROUPS = """() => [...document.querySelectorAll('section.standings')].map(section => ({
  round: section.querySelector('h2').id,
  groups: [...section.querySelectorAll('.group-label')].map(label => {
    const r = label.getBoundingClientRect();
    return [label.textContent.trim(), r.left >= 0 && r.right <= window.innerWidth];
  }),
  first: [...section.querySelectorAll('tbody tr:not(.group-head) > th')]
    .slice(0, 4).map(th => th.textContent.trim()),
}))"""
"""The newest standings and the earlier rounds' table: each one's groups' headings (and
whether each is wholly in sight), and its first four players."""


@pytest.mark.parametrize(("width", "scheme"), SIZES)
def test_the_standings_are_grouped_as_the_final_ranking(
    browser: Browser, phone_site: Path, width: int, scheme: str
) -> None:
    """After the last round the standings are the final ranking: the top table's podium
    first, places 1–3 whatever their totals, then everyone else by total; each heading
    says so, in sight on a phone. The earlier rounds' table has no groups, and lists the
    players in the same order."""
    errors: list[str] = []
    url = (phone_site / SPRING / "standings/index.html").as_uri()
    page = _open(browser, url, width, errors, scheme)
    rounds = page.evaluate(GROUPS)
    assert [r["round"] for r in rounds] == ["after-3", "earlier"]
    assert rounds[0]["groups"] == [
        ["Top table · places 1–3 by the top table's result, whatever the totals", True],
        ["Everyone else · by total, equal totals by the tie-breaks", True],
    ]
    assert rounds[0]["first"] == [
        "Camille Marie-Hélène Durand de Villenave",
        "Giulia Conti",
        "Alessandra Ferri",
        "Paolo Greco",
    ]
    assert rounds[1]["groups"] == []
    assert rounds[1]["first"] == rounds[0]["first"]
    assert errors == []
    page.close()


STYLE = """() => ['body', '.site-header', 'main'].map(q => document.querySelector(q))
  .map(e => { const s = getComputedStyle(e);
    return [s.backgroundColor, s.color, s.borderBottomStyle, s.maxWidth, s.fontFamily]; })"""
"""What podium.css gives a page: its colours (light or dark), the header's rule, the width."""


@pytest.mark.parametrize(("width", "scheme"), SIZES)
def test_the_404_page_of_a_site_without_url_is_styled_and_leads_home(
    browser: Browser, phone_site: Path, width: int, scheme: str
) -> None:
    """The phone club has no url: served under /results/ as GitHub Pages serves a
    project's site, its 404 page (at any depth) looks like its other pages, and its home
    link, like every other link of it, leads to a page of the site."""
    with serve(phone_site) as root:
        errors: list[str] = []
        home = _open(browser, root, width, errors, scheme)
        styled = home.evaluate(STYLE)
        home.close()
        for missing in (EVENT + "round-9/board-9/", "typo", "players/nobody/", "a/b/c"):
            page = _open(browser, root + missing, width, errors, scheme)
            assert page.locator("h1").inner_text() == "Page not found", missing
            assert page.evaluate(STYLE) == styled, missing
            home_link = "document.querySelector('main a').getAttribute('href') !== '/index.html'"
            page.wait_for_function(home_link)  # the site's path found
            links = page.eval_on_selector_all("a[href]", "els => els.map(e => e.href)")
            inside = [link.split("#")[0] for link in links if not link.startswith(root + missing)]
            assert len(inside) >= 5, (missing, links)  # title, menu (2), home, feed...
            for link in inside:
                assert link.startswith(root), (missing, link)
                assert page.request.get(link).status == 200, (missing, link)
            page.get_by_role("link", name="Go to the home page").click()
            page.wait_for_load_state("load")
            assert page.url == root + "index.html", missing
            assert page.locator("h1").inner_text() == "Circolo Diplomacy Milano"
            page.close()
        assert set(errors) <= {NOT_FOUND}  # each missing page's own status, nothing else
