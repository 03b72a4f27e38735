"""What a planning context keeps (podium.site.pages.context, Translator.ordinal) gives
the same view data as a new context makes, and as one that keeps nothing (the plain way:
the trick ``plan_memos`` off, :mod:`podium.site.plan_memos`)."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from podium import tricks
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


@settings(max_examples=25)  # each example makes a new context for every seat of the club
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


@settings(max_examples=40)  # each number reads a language's catalogs again
@given(st.lists(st.integers(0, 200), min_size=1, max_size=10), st.sampled_from(LANGUAGES))
def test_ordinals(numbers: list[int], language: str) -> None:
    kept = Translator(language)
    for n in numbers:
        assert kept.ordinal(n) == Translator(language).ordinal(n)


def test_a_context_that_keeps_nothing_gives_the_same_view_data(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    kept, kept_tr = context(CLUB), Translator("it")
    monkeypatch.setenv(tricks.SWITCH, "plan_memos")
    plain, plain_tr = context(CLUB), Translator("it")
    crumbs = [("Event", event_path("spring")), ("Here", "")]
    for page in ["index.html", player_path("anna"), event_path("spring"), round_path("spring", 2)]:
        for _ in range(2):  # the second time from what the memo kept
            assert kept.common(page, "T", crumbs) == plain.common(page, "T", crumbs)
    for _ in range(2):
        assert [kept_tr.ordinal(n) for n in range(30)] == [plain_tr.ordinal(n) for n in range(30)]


def test_with_the_trick_off_nothing_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(tricks.SWITCH, "plan_memos")
    plain, plain_tr = context(CLUB), Translator("it")
    plain.common(event_path("spring"), "T")
    asked = [plain_tr.ordinal(1), plain_tr.power("Germany"), plain_tr.power("Blue")]
    assert [*asked, plain_tr.power_letter("Germany")] == ["1º", "Germania", "Blue", "G"]
    memos = [getattr(plain.memos, f.name) for f in dataclasses.fields(plain.memos)]
    memos += [getattr(plain_tr.memos, f.name) for f in dataclasses.fields(plain_tr.memos)]
    assert len(memos) == 13  # every memo (the translator's seven, the context's six)
    assert all(memo == {} for memo in memos)
