"""Descriptions for link previews, and the one function that makes links."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from podium.site.pages import context
from podium.site.sharing import DESCRIPTION_LENGTH, describe
from tests.site.sample import sample_club


def test_a_description_joins_what_is_known() -> None:
    assert describe(["1st Giulia Conti", "", "15 players", "Italia 2010"]) == (
        "1st Giulia Conti · 15 players · Italia 2010"
    )


@given(st.lists(st.text(max_size=80), max_size=8))
def test_a_description_fits_a_preview(parts: list[str]) -> None:
    text = describe(parts)
    assert len(text) <= DESCRIPTION_LENGTH
    if len(" · ".join(p for p in parts if p)) > DESCRIPTION_LENGTH:
        assert text.endswith("…")


def test_links_end_at_the_folder_with_clean_urls() -> None:
    club, _ = sample_club()
    ctx = context(replace(club, site=replace(club.site, clean_urls=True)))
    page = "events/x/round-1/index.html"
    assert ctx.href(page, "events/x/round-1/board-2/index.html") == "board-2/"
    assert ctx.href(page, "events/x/round-1/index.html") == "./"
    assert ctx.href(page, "events/x/index.html") == "../"
    assert ctx.href(page, "index.html") == "../../../"
    assert ctx.href(page, "events/x/results.json") == "../results.json"  # a file stays a file
    plain = context(replace(club, site=replace(club.site, clean_urls=False)))
    assert plain.href(page, "events/x/round-1/board-2/index.html") == "board-2/index.html"
    assert plain.href(page, "events/x/round-1/index.html") == "index.html"
