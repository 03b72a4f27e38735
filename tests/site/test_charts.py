"""The charts podium.js draws in the browser (the pages carry no chart markup): a
board's centres by year from its table, a player's ranks and rating from the figure's
data. Each test loads a tiny page with the theme's own podium.js in chromium and reads
the SVG drawn; the expected coordinates are worked out by hand in each test."""

from __future__ import annotations

import json
from collections.abc import Iterator
from html import escape
from itertools import count
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from podium.powers import COLOURS
from tests.site.test_browser import _open
from tests.site.test_browser import browser as browser  # the fixture
from tests.site.test_browser import html_pages as html_pages  # the fixture

THEME = Path(__file__).resolve().parents[2] / "themes" / "default"
SCRIPT = (THEME / "static" / "podium.js").as_uri()


@pytest.fixture
def show(browser: Browser, tmp_path: Path) -> Iterator[Any]:
    """Open a page of the given body with podium.js; console errors fail the test. Each body
    is loaded into the same tab (a new tab for each took most of the time of the tests that
    open dozens), so a test reads a page before it shows the next."""
    errors: list[str] = []
    tabs: list[Page] = []
    shown = count()

    def open_body(body: str) -> Page:
        page_file = tmp_path / f"chart{next(shown)}.html"
        page_file.write_text(
            f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>'
            f'<script src="{SCRIPT}" defer></script></head><body>{body}</body></html>',
            encoding="utf-8",
        )
        if not tabs:
            tabs.append(_open(browser, page_file.as_uri(), 1280, errors))
        else:
            tabs[0].goto(page_file.as_uri())
            tabs[0].wait_for_load_state("load")
        return tabs[0]

    yield open_body
    for page in tabs:
        page.close()
    assert errors == []


def board(years: range, counts: dict[str, tuple[int | str, ...]]) -> str:
    """A board's section as board.html writes it: the table of centres, then the figure."""
    head = "".join(f"<th>{y}</th>" for y in years)
    rows = "".join(
        f'<tr><th><span class="power pw-{power.split()[0].lower()}">'
        f'{escape(power)}</span><br><span class="who">A player</span></th>'
        + "".join(f"<td>{c}</td>" for c in values)
        + "</tr>"
        for power, values in counts.items()
    )
    return (
        '<section><table class="centres"><thead><tr><th>Power · Player</th>'
        f"{head}</tr></thead><tbody>{rows}</tbody></table>"
        '<figure class="chart-box" data-chart="centres" hidden></figure></section>'
    )


SVG_OF = """() => { const svg = document.querySelector('figure svg');
  const all = (sel) => Array.from(svg.querySelectorAll(sel));
  return {
    hidden: document.querySelector('figure').hidden,
    svg: {cls: svg.getAttribute('class'), box: svg.getAttribute('viewBox'),
          ariaHidden: svg.getAttribute('aria-hidden')},
    groups: all(':scope > g.pw').map(g => ({cls: g.getAttribute('class'),
      title: g.querySelector('title').textContent,
      paths: Array.from(g.querySelectorAll('path')).map(p => [p.getAttribute('class'),
                                                             p.getAttribute('d')])})),
    yLabels: all('g[text-anchor=end] text').map(t => [t.textContent, t.getAttribute('class')]),
    xLabels: all('g[text-anchor=middle] text').map(t => [t.textContent, t.getAttribute('class')]),
    solo: all('path.solo').length,
    texts: all('text').map(t => [t.textContent, t.getAttribute('class'), t.getAttribute('x'),
                                 t.getAttribute('y')]),
    circles: all('circle').map(c => c.getAttribute('cx')),
    polyline: svg.querySelector('polyline') && svg.querySelector('polyline').getAttribute('points'),
    dots: svg.querySelector('path.line-dots') &&
          svg.querySelector('path.line-dots').getAttribute('d'),
  }; }"""


def drawn(page: Page) -> dict[str, Any]:
    result: dict[str, Any] = page.evaluate(SVG_OF)
    return result


def test_a_board_chart_draws_each_power_from_the_table(show: Any) -> None:
    page = show(board(range(1901, 1904), {"Austria <A&B>": (4, 5, 6), "Turkey": (4, 3, 0)}))
    chart = drawn(page)
    assert chart["hidden"] is False  # shown once drawn
    assert chart["svg"] == {
        "cls": "chart chart-centres",
        "box": "0 0 640 300",
        "ariaHidden": "true",
    }
    austria, turkey = chart["groups"]
    assert austria["cls"] == "pw pw-austria" and austria["title"] == "Austria <A&B>"
    # three years, three points per line; the y axis runs 0..6 (the largest count) over the
    # 260 units between y=12 and y=272: 4 -> 12 + 260 * 2/6 = 98.67, 3 -> 12 + 260 / 2,
    # 0 -> 272, each to the nearest unit: (36, 99), (330, 142), (624, 272), the line going
    # from each to the next by relative moves, and a dot on every point of the line
    assert turkey["paths"] == [
        [None, "M36 99l294 43 294 130"],
        ["dots", "M36 99h0m294 43h0m294 130h0"],
    ]


def test_a_power_without_counts_by_year_has_no_line(show: Any) -> None:
    page = show(board(range(1901, 1904), {"Italy": (3, 4, 5), "France": ("–", "–", 5)}))
    assert [g["cls"] for g in drawn(page)["groups"]] == ["pw pw-italy"]


def test_a_table_of_final_counts_only_draws_nothing(show: Any) -> None:
    page = show(board(range(1907, 1908), {"Italy": ("–",), "France": ("–",)}))
    assert page.evaluate("() => document.querySelector('figure svg')") is None
    assert page.evaluate("() => document.querySelector('figure').hidden") is True


def test_a_single_year_is_a_dot_without_a_line(show: Any) -> None:
    page = show(board(range(1901, 1902), {"Italy": (4,)}))
    # the y axis runs 0..4: 4 is the top, y=12
    assert drawn(page)["groups"][0]["paths"] == [[None, "M36 12"], ["dots", "M36 12h0"]]


def test_small_screens_drop_the_minor_labels(show: Any) -> None:
    """The phone stylesheet hides labels marked minor: on a tall axis it keeps 6, 12, 18 and
    every other year."""
    page = show(board(range(1901, 1908), {"Italy": (3, 4, 5, 6, 7, 12, 16)}))
    chart = drawn(page)
    labels = chart["yLabels"] + chart["xLabels"]
    assert [text for text, cls in labels if cls != "minor"] == [
        *("6", "12", "18"),
        *("1901", "1903", "1905", "1907"),
    ]
    assert len(labels) == 10 + 7  # every label is still there for larger screens


def _y_labels(show: Any, counts: tuple[int, ...]) -> dict[str, Any]:
    page = show(board(range(1901, 1901 + len(counts)), {"Italy": counts}))
    return drawn(page)


def test_the_y_axis_fits_the_counts(show: Any) -> None:
    """Up to 8 centres: the axis runs to 8, not 18, and has no solo line."""
    for counts, top in [((4, 6, 8), 8), ((4, 5, 7), 8), ((3, 1, 0), 4)]:
        chart = _y_labels(show, counts)
        assert [t for t, _ in chart["yLabels"]] == [str(v) for v in range(0, top + 1, 2)]
        assert chart["solo"] == 0


def test_the_solo_line_shows_once_the_counts_near_it(show: Any) -> None:
    chart = _y_labels(show, (4, 9, 15))
    assert chart["yLabels"][-1][0] == "18" and chart["solo"] == 1
    assert _y_labels(show, (4, 14))["yLabels"][-1][0] == "14"
    assert _y_labels(show, (4, 12, 22))["yLabels"][-1][0] == "22"  # beyond a solo


def test_every_count_up_to_34_is_on_an_axis_without_waste(show: Any) -> None:
    """For each largest count 0..34: the axis's top is even and at least the count, with at
    most 3 to spare, but for the least axis (4) and the solo line (18)."""
    tops = []
    for largest in range(35):
        chart = _y_labels(show, (0, largest))
        tops.append(int(chart["yLabels"][-1][0]))
    for largest, top in enumerate(tops):
        assert top % 2 == 0 and top >= largest
        assert top - largest <= 3 or top in (18, 4)


def rank_figure(points: list[list[object]], first: str = "1st", last: str = "last") -> str:
    return (
        f"<figure data-chart=\"rank\" data-points='{escape(json.dumps(points))}' "
        f'data-first="{escape(first)}" data-last="{escape(last)}">'
        '<figcaption>Rank</figcaption><p class="chart-text">the ranks, as text</p></figure>'
    )


def test_a_rank_chart_puts_first_place_at_the_left(show: Any) -> None:
    page = show(rank_figure([["A", 1, 10], ["B", 10, 10]]))
    xs = [float(x) for x in drawn(page)["circles"]]
    assert xs[0] < xs[1]


def test_a_rank_chart_plots_rank_as_a_share_of_the_field(show: Any) -> None:
    """4th of 8 and 7th of 15 are both three sevenths of the way from first to last."""
    page = show(rank_figure([["A", 4, 8], ["B", 7, 15], ["C", 1, 1]]))
    xs = [float(x) for x in drawn(page)["circles"]]
    assert xs[0] == xs[1]
    assert xs[2] == 8  # alone in its field: first, at the left end (x = 8)
    assert round((xs[0] - 8) / (276 - 8), 3) == round(3 / 7, 3)  # the track runs 8..276


def test_a_rank_chart_labels_each_event_and_keeps_its_text(show: Any) -> None:
    page = show(rank_figure([["Newest <Open>", 2, 9], ["x" * 60, 5, 5]], "1º", "ultimo"))
    texts = drawn(page)["texts"]
    assert [t[0] for t in texts if t[1] == "rank-label"] == ["Newest <Open>", "x" * 47 + "…"]
    assert [t[0] for t in texts if t[1] == "rank-value"] == ["2/9", "5/5"]
    assert [t[0] for t in texts[:2]] == ["1º", "ultimo"]
    # the description stays for screen readers, out of sight once the chart is drawn
    assert page.evaluate("() => document.querySelector('.chart-text').className") == (
        "chart-text vh"
    )


def test_a_line_chart_spans_its_lowest_to_its_highest_value(show: Any) -> None:
    """Values 10, 20, 15 in the 320 by 96 box: x from 40 to 312 (half way: 176), y from 8
    (the highest) to 88 (the lowest); 15 is half way down, at 48."""
    page = show(
        '<figure data-chart="line" data-values=\'[10, 20, 15]\' data-low="10" '
        'data-high="20"><p class="chart-text">10, 20, 15</p></figure>'
    )
    chart = drawn(page)
    assert chart["polyline"] == "40,88 176,8 312,48"
    assert chart["dots"] == "M40,88h0M176,8h0M312,48h0"
    assert [t[0] for t in chart["texts"]] == ["20", "10"]


def test_the_stylesheet_colours_each_power_line() -> None:
    """The lines carry no colour of their own: the theme's CSS gives each power its
    colour, and a grey to a power it has none for."""
    css = (THEME / "static" / "podium.css").read_text(encoding="utf-8")
    for power in COLOURS:
        assert f".chart .pw-{power.lower()} {{ stroke: var(--pw-{power.lower()}); }}" in css
    assert ".chart-centres .pw { stroke: #777777; fill: none;" in css


def test_the_example_board_is_drawn_as_the_build_drew_it_before(
    browser: Browser, html_pages: dict[str, tuple[Path, str]]
) -> None:
    """The board page of the snapshots, drawn in the browser, has the lines and the grid
    the build wrote into the page before the charts moved to podium.js (copied from
    tests/site/snapshots/board.html as it was then)."""
    site, path = html_pages["board.html"]
    errors: list[str] = []
    page = _open(browser, (site / path).as_uri(), 390, errors)
    chart = drawn(page)
    lines = {g["cls"]: g["paths"][0][1] for g in chart["groups"]}
    assert lines["pw pw-austria"] == "M36 110l98 -33 98 0 98 33 98 32 98 33 98 0"
    assert lines["pw pw-turkey"] == "M36 142l98 33 98 0 98 0 98 0 98 0 98 0"
    grid = page.evaluate("() => document.querySelector('figure svg .grid path').getAttribute('d')")
    assert grid == "M36 272H624M36 207H624M36 142H624M36 77H624M36 12H624"
    assert chart["xLabels"][:2] == [["1901", None], ["1902", "minor"]]
    page.close()
    assert errors == []


def test_without_javascript_a_page_keeps_its_numbers_as_text(
    browser: Browser, html_pages: dict[str, tuple[Path, str]]
) -> None:
    """With JavaScript off no chart is drawn: the board page hides its empty figure (its
    table has the numbers), a player's charts show their description instead."""
    context = browser.new_context(java_script_enabled=False, viewport={"width": 390, "height": 900})
    page = context.new_page()
    site, path = html_pages["board.html"]
    page.goto((site / path).as_uri())
    assert page.locator("figure[data-chart=centres]").is_hidden()
    assert page.locator("table.centres tbody tr").count() == 7
    site, path = html_pages["player.html"]
    page.goto((site / path).as_uri())
    texts = page.locator("figure[data-chart] .chart-text")
    assert texts.count() == 2 and all(t.is_visible() for t in texts.all())
    assert page.locator("figure[data-chart] svg").count() == 0
    assert texts.first.inner_text().startswith("The final rank at each event")
    context.close()
