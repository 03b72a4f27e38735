"""The ranking's tie-break columns: one per criterion that decided, named, each tied
player's values; a private criterion only as "private"."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from podium.scoring.results import Standing
from podium.site.i18n import Translator
from podium.site.ranking import PAGE_IDS, row_id, tiebreak_cells, tiebreak_columns

Values = tuple[tuple[str, int | Fraction | str | None], ...]


def _standing(player: str, tiebreak: str | None, values: Values = ()) -> Standing:
    return Standing(
        player, 1, False, Fraction(10), 2, (), tiebreak=tiebreak, tiebreak_values=values
    )


@pytest.mark.parametrize(
    ("language", "tiebreak", "value", "label", "text", "title"),
    [
        ("en", "round_score:1", Fraction(160), "R1 score", "160", "better result in round 1"),
        (
            "it",
            "round_score:1",
            Fraction(321, 2),
            "T1 punti",
            "160,5",
            "miglior risultato nel turno 1",
        ),
        ("en", "round_power:2", "Austria", "R2 power", "Austria", "power played in round 2"),
        (
            "fr",
            "round_power:2",
            "Germany",
            "R2 puissance",
            "Allemagne",
            "puissance jouée à la ronde 2",
        ),
        ("en", "round_score:3", None, "R3 score", "–", "better result in round 3"),
        ("en", "games_played", 7, "Games", "7", "more games played"),
        ("en", "lots", 2, "Lots", "2", "drawing of lots"),
    ],
)
def test_a_public_tiebreak_is_a_named_column_with_the_deciding_value(
    language: str,
    tiebreak: str,
    value: int | Fraction | str | None,
    label: str,
    text: str,
    title: str,
) -> None:
    tr = Translator(language)
    standing = _standing("a", tiebreak, ((tiebreak, value),))
    columns = tiebreak_columns(tr, [standing])
    assert columns == [{"key": tiebreak, "label": label, "title": title}]
    assert tiebreak_cells(tr, standing, columns) == [{"text": text, "decided": True}]


def test_each_criterion_that_compared_a_tied_player_shows_its_value() -> None:
    """Tied on R1's score, separated by R1's power: both columns, the power in bold."""
    tr = Translator("en")
    chain = ("games_played", "round_score:1", "round_power:1")
    a = _standing(
        "a", "round_power:1", tuple(zip(chain, (3, Fraction(43), "Austria"), strict=True))
    )
    b = _standing("b", "round_power:1", tuple(zip(chain, (3, Fraction(43), "France"), strict=True)))
    c = _standing("c", "round_score:1", tuple(zip(chain[:2], (3, Fraction(155)), strict=True)))
    d = _standing("d", None)
    columns = tiebreak_columns(tr, [a, b, c, d])
    assert [col["label"] for col in columns] == ["R1 score", "R1 power"]
    assert [tiebreak_cells(tr, s, columns) for s in (a, c, d)] == [
        [{"text": "43", "decided": False}, {"text": "Austria", "decided": True}],
        [{"text": "155", "decided": True}, {"text": "", "decided": False}],
        [{"text": "", "decided": False}, {"text": "", "decided": False}],
    ]


@pytest.mark.parametrize("tiebreak", ["women_first", "youngest"])
def test_a_private_tiebreak_says_only_that_a_private_criterion_decided(tiebreak: str) -> None:
    tr = Translator("en")
    decided = _standing("a", tiebreak, (("round_score:1", Fraction(9)), (tiebreak, None)))
    other = _standing("b", "lots", ((tiebreak, None), ("lots", 1)))
    columns = tiebreak_columns(tr, [decided, other])
    assert [col["label"] for col in columns] == ["Private", "Lots"]
    assert "women" not in str(columns) and "young" not in str(columns)
    assert tiebreak_cells(tr, decided, columns) == [
        {"text": "private", "decided": True},
        {"text": "", "decided": False},
    ]
    assert tiebreak_cells(tr, other, columns) == [
        {"text": "", "decided": False},
        {"text": "1", "decided": True},
    ]


def test_no_tiebreak_no_column() -> None:
    assert tiebreak_columns(Translator("en"), [_standing("a", None)]) == []


def test_a_rows_anchor_is_the_players_id_unless_the_page_uses_it() -> None:
    assert row_id("alice-rossi") == "alice-rossi"
    assert row_id("report") == "player-report"
    assert row_id("main") == "player-main"


def test_the_page_ids_kept_apart_are_those_of_the_event_page(
    example_files: dict[str, bytes],
) -> None:
    page = example_files["events/2024-brunate-open/index.html"].decode()
    players = set(re.findall(r'<tr id="([^"]+)"', page))
    own = set(re.findall(r' id="([^"]+)"', page)) - players
    assert own <= PAGE_IDS, own - PAGE_IDS
