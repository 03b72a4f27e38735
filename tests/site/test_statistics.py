"""The club's statistics page (docs/ratings.md, "Club statistics"): each power's results
over every board of powers, and each year's events, computed here by hand."""

from __future__ import annotations

from datetime import date
from fractions import Fraction
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from podium.build.pipeline import build
from podium.powers import POWERS
from podium.site.finishes import PowerTally, power_tallies
from podium.site.i18n import Translator
from podium.site.pages.digest import EventDigest, EventHead
from podium.site.pages.statistics import power_results
from tests.conftest import Writer
from tests.site.test_ratings import _round, text_of, tiny_club

# A third event, the year before: a solo (Austria 18) and a top shared by two (8 and 8).
SOLO = _round(
    ("Austria", "ada", 18),
    ("England", "bea", 5),
    ("France", "cal", 4),
    ("Germany", "dan", 3),
    ("Italy", "eva", 2),
    ("Russia", "fil", 1),
    ("Turkey", "gio", 1),
)
SHARED_TOP = _round(
    ("Austria", "bea", 8),
    ("England", "ada", 8),
    ("France", "cal", 6),
    ("Germany", "dan", 5),
    ("Italy", "eva", 4),
    ("Russia", "fil", 2),
    ("Turkey", "gio", 1),
)


def test_each_powers_results_and_each_year(club: Writer, tmp_path: Path) -> None:
    content = tiny_club(
        club,
        ratings=False,
        more={
            "events/2023-autumn/event.yaml": "name: Autumn 2023\nstart: 2023-09-01\n"
            "scoring: center-count-carnage\n",
            "events/2023-autumn/round-1.yaml": SOLO,
            "events/2023-autumn/round-2.yaml": SHARED_TOP,
        },
    )
    build(content, tmp_path / "site", jobs=1, search=False)
    page = (tmp_path / "site/statistics/index.html").read_bytes()
    # The boards, by power (Austria ... Turkey): Spring 2024 9 8 6 5 3 2 1, Summer 2024
    # 7 10 6 5 4 2 0, and the two above. Tops: Austria Spring, the solo and half of the
    # shared one (2.5 of 4), England Summer and the other half (1.5 of 4).
    powers = text_of(page, '<table id="powers-table"', "</table>")
    assert powers == (
        "Power Games Average centres Board tops Solos "
        "Austria 4 10.5 62.5% 1 "  # 9 + 7 + 18 + 8 = 42
        "England 4 7.75 37.5% 0 "  # 8 + 10 + 5 + 8 = 31
        "France 4 5.5 0% 0 "  # 6 + 6 + 4 + 6 = 22
        "Germany 4 4.5 0% 0 "  # 5 + 5 + 3 + 5 = 18
        "Italy 4 3.25 0% 0 "  # 3 + 4 + 2 + 4 = 13
        "Russia 4 1.75 0% 0 "  # 2 + 2 + 1 + 2 = 7
        "Turkey 4 0.75 0% 0"  # 1 + 0 + 1 + 1 = 3
    )
    years = text_of(page, '<table id="years-table"', "</table>")
    assert years == "Year Events Boards Players 2024 2 2 8 2023 1 2 7"


def test_a_club_without_boards_of_powers_has_no_powers_table(club: Writer, tmp_path: Path) -> None:
    content = club(
        {
            "events/2024-open/event.yaml": "name: Open\nstart: 2024-05-10\nscoring: league\n",
            "events/2024-open/round-1.yaml": "boards:\n  - board: 1\n    players:\n"
            "      - {player: alice-rossi, points: 30}\n"
            "      - {player: bob-smith, points: 20}\n",
        }
    )
    build(content, tmp_path / "site", jobs=1, search=False)
    page = (tmp_path / "site/statistics/index.html").read_bytes()
    assert b'id="powers-table"' not in page
    assert (
        text_of(page, '<table id="years-table"', "</table>")
        == "Year Events Boards Players 2024 1 1 2"
    )


def test_shares_are_percentages_in_the_sites_language() -> None:
    assert Translator("en").percent(Fraction(5, 8)) == "62.5%"
    assert Translator("fr").percent(Fraction(5, 8)) == "62,5\u00a0%"
    assert Translator("de").percent(Fraction(1, 3)) == "33,3\u00a0%"  # half-up, 1 decimal
    assert Translator("it").percent(Fraction(2, 3)) == "66,7%"


CENTRES = st.lists(st.integers(0, 18), min_size=7, max_size=7).map(
    lambda counts: tuple(zip(POWERS, counts, strict=True))
)
HEAD = EventHead("e", "E", date(2024, 1, 1), None, None, "italia-2010", 7)


def _events(boards: list[tuple[tuple[str, int], ...]], events: int) -> list[EventDigest]:
    """``boards`` dealt out to ``events`` events, each with its powers' tallies."""
    return [
        EventDigest(HEAD, (), {}, powers=power_tallies(boards[i::events])) for i in range(events)
    ]


@given(st.lists(CENTRES, max_size=6), st.integers(1, 3))
def test_each_board_gives_out_one_top(boards: list[tuple[tuple[str, int], ...]], n: int) -> None:
    results = power_results(_events(boards, n))
    assert sum((r.tops for r in results.values()), Fraction(0)) == len(boards)
    assert all(r.games == len(boards) for r in results.values())
    assert sum(r.solos for r in results.values()) == sum(1 for b in boards for _, c in b if c >= 18)
    assert results == power_results(_events(boards, 1))  # however the events share them


def test_a_board_without_powers_is_not_counted() -> None:
    (austria,) = power_tallies([(("Austria", 9),), ()])
    assert austria == PowerTally("Austria", 1, 9, 0, ((1, 1),))
    assert power_tallies([(), ()]) == ()
