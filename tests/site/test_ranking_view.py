"""The ranking's Tie-break column: a short value per row, never a private value."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from podium.scoring.results import Standing
from podium.site.i18n import Translator
from podium.site.ranking import PAGE_IDS, row_id, tiebreak_cell


def _standing(tiebreak: str | None, value: int | Fraction | str | None = None) -> Standing:
    return Standing("a", 1, False, Fraction(10), 2, (), tiebreak=tiebreak, tiebreak_value=value)


@pytest.mark.parametrize(
    ("language", "tiebreak", "value", "text", "title"),
    [
        ("en", "round_score:1", Fraction(160), "R1 160", "better result in round 1"),
        ("it", "round_score:1", Fraction(321, 2), "T1 160,5", "miglior risultato nel turno 1"),
        ("en", "round_power:2", "Austria", "R2 Austria", "power played in round 2"),
        ("fr", "round_power:2", "Germany", "R2 Allemagne", "puissance jouée à la ronde 2"),
        ("en", "round_score:3", None, "R3 –", "better result in round 3"),
        ("en", "games_played", 7, "7 games", "more games played"),
        ("it", "games_played", 1, "1 partita", "più partite giocate"),
        ("en", "lots", None, "lots", "drawing of lots"),
    ],
)
def test_a_public_tiebreak_shows_its_value(
    language: str, tiebreak: str, value: int | Fraction | str | None, text: str, title: str
) -> None:
    cell = tiebreak_cell(Translator(language), _standing(tiebreak, value))
    assert cell == {"text": text, "title": title}


@pytest.mark.parametrize("tiebreak", ["women_first", "youngest"])
def test_a_private_tiebreak_is_only_a_tiebreak(tiebreak: str) -> None:
    cell = tiebreak_cell(Translator("en"), _standing(tiebreak, "secret"))
    assert cell == {"text": "tie-break", "title": "decided by a tie-break"}


def test_no_tiebreak_no_cell() -> None:
    assert tiebreak_cell(Translator("en"), _standing(None)) is None


def test_a_rows_anchor_is_the_players_id_unless_the_page_uses_it() -> None:
    assert row_id("alice-rossi") == "alice-rossi"
    assert row_id("report") == "player-report"
    assert row_id("main") == "player-main"


def test_the_page_ids_kept_apart_are_those_of_the_event_page(
    example_files: dict[str, bytes],
) -> None:
    page = example_files["events/2024-brunate-open/index.html"].decode()
    players = set(re.findall(r'<tr id="([^"]+)" data-filter-name', page))
    own = set(re.findall(r' id="([^"]+)"', page)) - players
    assert own <= PAGE_IDS, own - PAGE_IDS
