"""What the pages say: the sum a seat's breakdown lines add up to on board pages (made
from the lines' own exact numbers and signs, shown only when it is the seat's score), the
menu's Series, the ratings page's opening words."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from podium.scoring.lines import Lines, Sum, adds_up
from podium.scoring.texts import Msg
from podium.site.i18n import Translator
from podium.site.pages.board import sum_line

LINES = Lines(
    english={
        "base": Msg("test", "{n} × {centres} centres = {value}"),
        "bonus": Msg("test", "{place} place +{value}"),
        "factor": Msg("test", "TSS ×{factor}"),
        "plus": Msg("test", "+{value} participation"),
        "minus": Msg("test", "late −{value}"),
        "fact": Msg("test", "eliminated"),
        "odd": Msg("test", "{value} for the draw"),
    }
)
BASE = LINES("base", n=4, centres=10, value=40)
ITALIA = [BASE, LINES("bonus", place=1, value=70), LINES("bonus", place=2, value=30)]
ITALIA += [LINES("factor", factor=Fraction(3, 2)), LINES("plus", value=1)]


def test_the_lines_add_up_to_the_score() -> None:
    found = adds_up(ITALIA, Fraction(211))
    steps = (("+", Fraction(70)), ("+", Fraction(30)), ("×", Fraction(3, 2)), ("+", Fraction(1)))
    assert found == Sum(Fraction(40), steps, Fraction(211))
    assert sum_line(Translator("en"), ITALIA, Fraction(211)) == (
        "Sum: (40 + 70 + 30) × 1.5 + 1 = 211"
    )
    assert sum_line(Translator("de"), ITALIA, Fraction(211)) == (
        "Summe: (40 + 70 + 30) × 1,5 + 1 = 211"
    )


def test_a_factor_after_a_sum_groups_all_before_it() -> None:
    lines = [*ITALIA, LINES("minus", value=11), LINES("fact"), LINES("factor", factor=2)]
    assert sum_line(Translator("en"), lines, Fraction(400)) == (
        "Sum: ((40 + 70 + 30) × 1.5 + 1 − 11) × 2 = 400"
    )


def test_no_sum_unless_it_is_the_score_and_there_is_one() -> None:
    assert adds_up(ITALIA, Fraction(210)) is None  # not the score: never shown
    assert adds_up([BASE], Fraction(40)) is None  # one number: nothing to add
    assert adds_up([BASE, LINES("odd", value=3)], Fraction(43)) is None  # no sign to read
    assert sum_line(Translator("en"), ITALIA, None) == ""  # not scored


def test_the_board_page_shows_the_sum(example_site: Path) -> None:
    board = example_site / "events/2024-brunate-open/round-1/board-1/index.html"
    html = board.read_text(encoding="utf-8")
    assert '<p class="sum">Sum: (32 + 70) × 1.5 + 1 = 154</p>' in html
    round_page = example_site / "events/2024-brunate-open/round-1/index.html"
    assert 'class="sum"' not in round_page.read_text(encoding="utf-8")  # no breakdowns there


def test_the_menu_has_the_series(example_site: Path) -> None:
    """The example club has one series: every page's menu links it; a club without has no
    such link (the phone club's pages)."""
    for page, way in (("index.html", ""), ("events/2024-brunate-open/index.html", "../../")):
        html = (example_site / page).read_text(encoding="utf-8")
        menu = html.split('<nav aria-label="Main menu">')[1].split("</nav>")[0]
        assert f'<a href="{way}series/2024-club-championship/">Series</a>' in menu, page


def test_no_series_no_menu_link(phone_site: Path) -> None:
    home = (phone_site / "index.html").read_text(encoding="utf-8")
    assert ">Series</a>" not in home


def test_the_ratings_page_opens_with_plain_words(example_site: Path) -> None:
    """First what the number means for a player, then the model."""
    html = (example_site / "ratings/index.html").read_text(encoding="utf-8")
    plain = html.index('<p class="intro">A player&#39;s rating says how well they have finished')
    assert plain < html.index("Plackett–Luce") < html.index('id="ratings-table"')
