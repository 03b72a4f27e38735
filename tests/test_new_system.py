"""A scoring system is one module: a throwaway one, installed through a real entry point,
gets its rules page, its breakdowns (translated by the club theme's scoring.po), the schema
and the scaffold, with no other file of podium changed: a system is one concept in one place."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

from podium.cli import main
from podium.scoring.kinds import KINDS, system_kind
from podium.scoring.registry import ENTRY_POINT_GROUP, get_system
from podium.themes import catalog_path
from tests.conftest import EVENT, Writer
from tests.entry_points import install

KEY = "centres-held"
EVENT_FILE = "events/2024-open/event.yaml"


@pytest.fixture(autouse=True)
def throwaway(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    points = {KEY: "tests.throwaway_system:SYSTEM"}
    install(tmp_path / "plugins", monkeypatch, "podium-centres-held", ENTRY_POINT_GROUP, points)


# The club's translations of the system's texts: its theme's scoring.po, one per language.
TRANSLATIONS = {
    "it": {
        "Centres held": "Centri tenuti",
        "Each player scores their final centres; the top player adds 5.": (
            "Ogni giocatore fa i suoi centri finali; il primo aggiunge 5."
        ),
        "Austria ends with 9 centres, the most: 9 + 5 = 14.": (
            "L'Austria finisce con 9 centri, il massimo: 9 + 5 = 14."
        ),
        "Top player": "Primo",
        "the player with the most centres at the end": "chi ha più centri alla fine",
        "{centres} centres held +{value}": "{centres} centri tenuti +{value}",
        "top of the board +{value}": "primo del tavolo +{value}",
    },
    "fr": {
        "Centres held": "Centres tenus",
        "Each player scores their final centres; the top player adds 5.": (
            "Chaque joueur marque ses centres finaux ; le premier ajoute 5."
        ),
        "Austria ends with 9 centres, the most: 9 + 5 = 14.": (
            "L'Autriche finit avec 9 centres, le maximum : 9 + 5 = 14."
        ),
        "Top player": "Premier",
        "the player with the most centres at the end": (
            "le joueur qui a le plus de centres à la fin"
        ),
        "{centres} centres held +{value}": "{centres} centres tenus +{value}",
        "top of the board +{value}": "premier de la table +{value}",
    },
}


def _build(club: Writer, language: str) -> Path:
    content = club(
        {
            "site.yaml": f"title: Test Club\nlanguage: {language}\n",
            EVENT_FILE: EVENT.replace("italia-2010", KEY),
        }
    )
    for lang, texts in TRANSLATIONS.items():
        catalog = Catalog(locale=lang)
        for english, translated in texts.items():
            catalog.add(english, translated, context=KEY)
        path = catalog_path(content.parent / "themes" / "default", lang, "scoring")
        path.parent.mkdir(parents=True)
        with path.open("wb") as file:
            write_po(file, catalog)
    assert main(["build", str(content), "-o", "site", "--no-cache"]) == 0
    return Path("site")


# The rules page (title, text, worked example, glossary) and one board's breakdown of
# Austria (9 centres, the most): the system's own lines, in the site's language, the line
# its glossary explains linked to the term (the same anchor in every language).
LINK = '<a href="../../../../rules/centres-held/index.html#term-top-player">'
DT = '<dt id="term-top-player">'
EXPECTED = {
    "en": (
        "<h1>Centres held: how the scoring works</h1>",
        "<p>Each player scores their final centres; the top player adds 5.</p>",
        "<h2>A worked example</h2>\n<p>Austria ends with 9 centres, the most: 9 + 5 = 14.</p>",
        DT + "Top player</dt><dd>the player with the most centres at the end</dd>",
        f"<li>9 centres held +9</li><li>{LINK}top of the board +5</a></li>",
    ),
    "it": (
        "<h1>Centri tenuti: come funziona il punteggio</h1>",
        "<p>Ogni giocatore fa i suoi centri finali; il primo aggiunge 5.</p>",
        "<h2>Un esempio svolto</h2>\n<p>L&#39;Austria finisce con 9 centri, il massimo: "
        "9 + 5 = 14.</p>",
        DT + "Primo</dt><dd>chi ha più centri alla fine</dd>",
        f"<li>9 centri tenuti +9</li><li>{LINK}primo del tavolo +5</a></li>",
    ),
    "fr": (
        "<h1>Centres tenus : comment fonctionne le barème</h1>",
        "<p>Chaque joueur marque ses centres finaux ; le premier ajoute 5.</p>",
        "<h2>Un exemple détaillé</h2>\n<p>L&#39;Autriche finit avec 9 centres, le maximum : "
        "9 + 5 = 14.</p>",
        DT + "Premier</dt><dd>le joueur qui a le plus de centres à la fin</dd>",
        f"<li>9 centres tenus +9</li><li>{LINK}premier de la table +5</a></li>",
    ),
}


@pytest.mark.parametrize("language", sorted(EXPECTED))
def test_its_rules_page_and_breakdowns_read_in_the_sites_language(
    club: Writer, language: str
) -> None:
    site = _build(club, language)
    title, rules, example, glossary, breakdown = EXPECTED[language]
    page = (site / f"rules/{KEY}/index.html").read_text("utf-8")
    for part in (title, rules, example, glossary):
        assert part in page
    board = (site / "events/2024-open/round-1/board-1/index.html").read_text("utf-8")
    assert breakdown in board


def test_the_schema_offers_it(tmp_path: Path) -> None:
    assert main(["schema", "-o", str(tmp_path / "schemas")]) == 0
    event = json.loads((tmp_path / "schemas/event.schema.json").read_text("utf-8"))
    round_ = json.loads((tmp_path / "schemas/round-diplomacy.schema.json").read_text("utf-8"))
    validator = jsonschema.Draft202012Validator(event)
    assert validator.is_valid({"name": "Open", "start": "2024-05-10", "scoring": KEY})
    assert not validator.is_valid({"name": "Open", "start": "2024-05-10", "scoring": "held"})
    listed = round_["description"].split("Scoring systems: ")[1].rstrip(".").split(", ")
    assert {"c-diplo", "centres-held", "italia-2010"} <= set(listed)
    assert listed == sorted(listed)


def test_the_scaffold_makes_its_event(club: Writer, capsys: pytest.CaptureFixture[str]) -> None:
    content = club()
    assert main(["new", "event", "2025-held", "--scoring", KEY, "-c", str(content)]) == 0
    capsys.readouterr()
    event = (content / "events/2025-held/event.yaml").read_text("utf-8")
    assert f"scoring: {KEY}" in event
    round_ = (content / "events/2025-held/round-1.yaml").read_text("utf-8")
    assert "powers:" in round_  # a Diplomacy board, the system's board kind
    assert main(["check", str(content)]) == 0


def test_its_options_are_checked(club: Writer, capsys: pytest.CaptureFixture[str]) -> None:
    rules = "rules:\n  round_board_scores: 3\n"
    content = club({EVENT_FILE: EVENT.replace("italia-2010", KEY) + rules})
    assert main(["check", str(content)]) == 1
    assert capsys.readouterr().err == (
        f"{content / EVENT_FILE}:5:23: centres-held rounds board scores to at most 2 "
        "decimals, not 3; use 0, 1 or 2\n1 problem in 1 file\n"
    )
    # Another system's event is told the option is not its own, and who reads it.
    content = club({EVENT_FILE: EVENT + rules})
    assert main(["check", str(content)]) == 1
    assert capsys.readouterr().err == (
        f"{content / EVENT_FILE}:5:3: 'round_board_scores' applies only to c-diplo or "
        "centres-held scoring, not italia-2010; remove it\n1 problem in 1 file\n"
    )


def test_its_boards_need_no_code_of_their_kind(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    """The system names an existing board kind (diplomacy) and nothing more: reading its
    boards, their checks, the board page's columns, `podium score` and results.json all
    come from that kind."""
    assert system_kind(get_system(KEY)) is KINDS["diplomacy"]
    site = _build(club, "en")
    data = json.loads((site / "events/2024-open/results.json").read_text("utf-8"))
    first = data["rounds"][0]["boards"][0]["results"][0]
    assert (first["power"], first["centres"], first["score"]) == ("Austria", 9, 14)
    board = (site / "events/2024-open/round-1/board-1/index.html").read_text("utf-8")
    assert '<span class="power pw-austria">' in board
    assert main(["score", "content/events/2024-open/round-1.yaml"]) == 0
    table = capsys.readouterr().out.splitlines()
    assert table[1].split() == ["Power", "Player", "Centres", "Score"]  # (no positions)
    assert table[3].split() == ["Austria", "Alice", "Rossi", "9", "14"]
