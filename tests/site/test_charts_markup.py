"""Build-time SVG charts and Markdown rendering."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from podium.powers import COLOURS
from podium.site.charts import SOLO, RankPoint, Series, axis_top, centres_chart, rank_chart
from podium.site.markdown import render_markdown

SVG = "{http://www.w3.org/2000/svg}"
THEME = Path(__file__).resolve().parents[2] / "themes" / "default"


def _chart() -> str:
    return centres_chart(
        range(1901, 1904),
        [Series("Austria", "Austria <A&B>", (4, 5, 6)), Series("Turkey", "Turkey", (4, 3, 0))],
        title="Centres <by> year",
        desc="Same numbers & more",
        chart_id="c1",
    )


def test_centres_chart_is_valid_svg_with_text_alternative() -> None:
    root = ET.fromstring(_chart())
    assert root.get("role") == "img"
    assert root.get("aria-labelledby") == "c1-t c1-d"
    assert root.find(f"{SVG}title").text == "Centres <by> year"  # type: ignore[union-attr]
    assert root.find(f"{SVG}desc").text == "Same numbers & more"  # type: ignore[union-attr]
    groups = root.findall(f"{SVG}g[@class]")[1:]  # after the grid, a group per power
    assert [g.get("class") for g in groups] == ["pw pw-austria", "pw pw-turkey"]
    assert groups[0].find(f"{SVG}title").text == "Austria <A&B>"  # type: ignore[union-attr]
    line, dots = groups[1].findall(f"{SVG}path")
    # three years, three points per line; the y axis runs 0..6 (the largest count) over the
    # 260 units between y=12 and y=272: 4 -> 12 + 260 * 2/6 = 98.67, 3 -> 12 + 260 / 2,
    # 0 -> 272, each to the nearest unit: (36, 99), (330, 142), (624, 272), the line going
    # from each to the next by relative moves
    assert line.get("class") is None and line.get("d") == "M36 99l294 43 294 130"
    # a dot on every point of the line
    assert dots.get("class") == "dots"
    assert dots.get("d") == "M36 99h0m294 43h0m294 130h0"


def test_the_stylesheet_colours_each_power_line() -> None:
    """The lines carry no colour of their own (issue 28: lean charts): the theme's CSS
    gives each power's its colour, and a grey to a power it has none for."""
    css = (THEME / "static" / "podium.css").read_text(encoding="utf-8")
    for power in COLOURS:
        assert f".chart .pw-{power.lower()} {{ stroke: var(--pw-{power.lower()}); }}" in css
    assert ".chart-centres .pw { stroke: #777777; fill: none;" in css
    assert "stroke=" not in _chart()


def test_centres_chart_is_deterministic() -> None:
    assert _chart() == _chart()


def test_rank_chart_puts_first_place_at_the_left() -> None:
    svg = rank_chart(
        [RankPoint("A", 1, 10), RankPoint("B", 10, 10)], title="t", desc="d", chart_id="r"
    )
    root = ET.fromstring(svg)
    dots = root.findall(f".//{SVG}circle")
    assert float(dots[0].get("cx", "0")) < float(dots[1].get("cx", "0"))


def test_rank_chart_plots_rank_as_a_share_of_the_field() -> None:
    """4th of 8 and 7th of 15 are both three sevenths of the way from first to last."""
    svg = rank_chart(
        [RankPoint("A", 4, 8), RankPoint("B", 7, 15), RankPoint("C", 1, 1)],
        title="t",
        desc="d",
        chart_id="r",
    )
    xs = [float(c.get("cx", "")) for c in ET.fromstring(svg).findall(f".//{SVG}circle")]
    assert xs[0] == xs[1]
    assert xs[2] == 8  # alone in its field: first, at the left end (x = 8)
    assert round((xs[0] - 8) / (276 - 8), 3) == round(3 / 7, 3)  # the track runs 8..276


def test_rank_chart_labels_each_event_in_the_order_given() -> None:
    svg = rank_chart(
        [RankPoint("Newest <Open>", 2, 9), RankPoint("x" * 60, 5, 5)],
        title="t",
        desc="d",
        chart_id="r",
        first="1º",
        last="ultimo",
    )
    root = ET.fromstring(svg)
    labels = [t.text for t in root.findall(f".//{SVG}text[@class='rank-label']")]
    assert labels == ["Newest <Open>", "x" * 47 + "…"]
    ends = [t.text for t in root.findall(f"{SVG}g[@class='grid']/{SVG}text")]
    assert ends == ["1º", "ultimo"]


def test_markdown_escapes_raw_html_by_default() -> None:
    html = render_markdown("Hello <script>alert(1)</script> **bold**\n\n<div>x</div>\n")
    assert "<script>" not in html and "<div>" not in html
    assert "&lt;script&gt;" in html and "<strong>bold</strong>" in html


def test_markdown_keeps_raw_html_when_allowed() -> None:
    html = render_markdown('<div class="photo">x</div>\n', raw_html=True)
    assert '<div class="photo">x</div>' in html


def test_markdown_drops_script_links() -> None:
    html = render_markdown("[x](javascript:alert(1)) [y](https://example.org/)")
    assert "javascript:" not in html
    assert 'href="https://example.org/"' in html


def test_small_screens_drop_the_minor_labels() -> None:
    """The phone stylesheet hides labels marked minor: on a tall axis it keeps 6, 12, 18 and
    every other year."""
    svg = centres_chart(
        range(1901, 1908),
        [Series("Italy", "Italy", (3, 4, 5, 6, 7, 12, 16))],
        title="t",
        desc="d",
        chart_id="c",
    )
    texts = ET.fromstring(svg).findall(f".//{SVG}text")
    major = [t.text for t in texts if t.get("class") != "minor"]
    assert major == ["6", "12", "18", "1901", "1903", "1905", "1907"]
    assert len(texts) == 10 + 7  # every label is still there for larger screens


def _y_labels(values: tuple[int, ...]) -> list[str | None]:
    svg = centres_chart(
        range(1901, 1901 + len(values)),
        [Series("Italy", "Italy", values)],
        title="t",
        desc="d",
        chart_id="c",
    )
    texts = ET.fromstring(svg).findall(f".//{SVG}g[@text-anchor='end']/{SVG}text")
    return [t.text for t in texts]


def test_the_y_axis_fits_the_counts() -> None:
    """Up to 8 centres: the axis runs to 8, not 18, and has no solo line."""
    assert _y_labels((4, 6, 8)) == ["0", "2", "4", "6", "8"]
    assert _y_labels((4, 5, 7)) == ["0", "2", "4", "6", "8"]
    assert _y_labels((3, 1, 0)) == ["0", "2", "4"]
    svg = centres_chart(
        range(1901, 1904), [Series("Italy", "Italy", (4, 6, 8))], title="t", desc="d", chart_id="c"
    )
    assert 'class="solo"' not in svg


def test_the_solo_line_shows_once_the_counts_near_it() -> None:
    svg = centres_chart(
        range(1901, 1904),
        [Series("Italy", "Italy", (4, 9, 15))],
        title="t",
        desc="d",
        chart_id="c",
    )
    assert _y_labels((4, 9, 15))[-1] == "18"
    assert svg.count('class="solo"') == 1
    assert _y_labels((4, 14))[-1] == "14"
    assert _y_labels((4, 12, 22))[-1] == "22"  # beyond a solo (a variant, a late year)


@given(st.lists(st.integers(0, 34), min_size=1, max_size=12))
def test_every_count_is_on_the_axis(counts: list[int]) -> None:
    top = axis_top(max(counts))
    assert top % 2 == 0 and top >= max(counts)
    # no wasted height, but for the solo line and a least height of 4
    assert top - max(counts) <= 3 or top in (SOLO, 4)


def test_rank_chart_writes_each_rank_and_field_beside_its_dot() -> None:
    svg = rank_chart(
        [RankPoint("A", 3, 15), RankPoint("B", 1, 14)], title="t", desc="d", chart_id="r"
    )
    values = ET.fromstring(svg).findall(f".//{SVG}text[@class='rank-value']")
    assert [v.text for v in values] == ["3/15", "1/14"]


def test_a_single_year_is_a_dot_without_a_line() -> None:
    svg = centres_chart([1901], [Series("Italy", "Italy", (4,))], title="t", desc="d", chart_id="c")
    # the y axis runs 0..4: 4 is the top, y=12
    assert '<path d="M36 12"/><path class="dots" d="M36 12h0"/>' in svg
