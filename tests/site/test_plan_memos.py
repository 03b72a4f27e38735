"""What a planning context keeps (podium.site.pages.context, Translator.ordinal) gives
the same view data as a new context makes."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from podium.site.i18n import Translator
from podium.site.pages import context
from podium.site.pages.paths import board_path, event_path, player_path, round_path
from podium.themes import LANGUAGES
from tests.site.sample import sample_club

CLUB, RESULTS = sample_club()

pages = st.sampled_from(
    [
        "index.html",
        "404.html",
        "players/index.html",
        player_path("anna"),
        event_path("spring"),
        round_path("spring", 2),
        board_path("spring", 2, "3"),
        board_path("autumn", 1, "top"),
        "rules/italia-2010/index.html",
    ]
)


@given(st.lists(pages, min_size=1, max_size=8))
def test_common_view_data(paths: list[str]) -> None:
    kept = context(CLUB)
    for page in paths:
        crumbs = [("Event", event_path("spring")), ("Here", "")]
        assert kept.common(page, "T", crumbs) == context(CLUB).common(page, "T", crumbs)
        assert kept.common(page, "T", root="/x/") == context(CLUB).common(page, "T", root="/x/")


@given(st.lists(pages, min_size=1, max_size=6))
def test_breakdown_chips(paths: list[str]) -> None:
    kept = context(CLUB)
    seats = [
        (result.event.scoring, seat.breakdown)
        for result in RESULTS.values()
        for board in result.boards
        for seat in board.seats
    ]
    assert seats
    for page in paths:
        for system, lines in seats:
            rules = kept.rules_href(page, system)
            new = context(CLUB)
            assert kept.chips(rules, system, lines) == new.chips(rules, system, lines)


@given(st.lists(st.integers(0, 200), min_size=1, max_size=10), st.sampled_from(LANGUAGES))
def test_ordinals(numbers: list[int], language: str) -> None:
    kept = Translator(language)
    for n in numbers:
        assert kept.ordinal(n) == Translator(language).ordinal(n)
