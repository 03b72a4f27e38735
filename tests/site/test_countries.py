"""Countries shown as a flag and a name; players of the same name told apart."""

from __future__ import annotations

from dataclasses import replace

from podium.model import Player
from podium.site.countries import country_view, flag, label, told_apart
from podium.site.i18n import Translator
from tests.site.conftest import render_site
from tests.site.sample import sample_club

EN, IT = Translator("en"), Translator("it")


def test_a_flag_is_two_regional_indicator_letters() -> None:
    assert flag("IT") == "\U0001f1ee\U0001f1f9"
    assert flag("NO") == "\U0001f1f3\U0001f1f4"


def test_a_country_reads_in_the_sites_language() -> None:
    assert label(EN, "IT") == "\U0001f1ee\U0001f1f9 Italy"
    assert label(IT, "GB") == "\U0001f1ec\U0001f1e7 Regno Unito"
    assert label(EN, None) == ""
    assert country_view(Translator("fr"), "DE") == {
        "flag": "\U0001f1e9\U0001f1ea",
        "name": "Allemagne",
        "code": "DE",
    }


def _players(*people: Player) -> dict[str, Player]:
    return {p.id: p for p in people}


def test_namesakes_get_their_country_and_club() -> None:
    players = _players(
        Player("marco-rossi", "Marco Rossi", "IT", club="Circolo Milano"),
        Player("marco-rossi-2", "Marco Rossì", "CH"),  # an accent apart: the same to a reader
        Player("anna-bianchi", "Anna Bianchi", "IT"),
    )
    assert told_apart(EN, players) == {
        "marco-rossi": "Marco Rossi (\U0001f1ee\U0001f1f9 Italy · Circolo Milano)",
        "marco-rossi-2": "Marco Rossì (\U0001f1e8\U0001f1ed Switzerland)",
    }


def test_namesakes_alike_in_every_way_get_their_id() -> None:
    players = _players(
        Player("luca-ferri", "Luca Ferri", "IT"),
        Player("luca-ferri-2", "Luca Ferri", "IT"),
        Player("luca-ferri-3", "Luca Ferri"),
    )
    assert told_apart(EN, players) == {
        "luca-ferri": "Luca Ferri (\U0001f1ee\U0001f1f9 Italy · luca-ferri)",
        "luca-ferri-2": "Luca Ferri (\U0001f1ee\U0001f1f9 Italy · luca-ferri-2)",
        "luca-ferri-3": "Luca Ferri (luca-ferri-3)",
    }


def test_pages_show_namesakes_apart() -> None:
    club, results = sample_club()
    first, second = sorted(club.players)[:2]
    players = dict(club.players)
    players[second] = replace(players[second], name=players[first].name, country="FR")
    players[first] = replace(players[first], country="IT", club="Brunate")
    club = replace(club, players=players)
    pages = render_site(club, results)
    text = b"".join(data for path, data in pages.items() if path.endswith(".html")).decode()
    name = players[first].name.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    assert f"{name} (\U0001f1ee\U0001f1f9 Italy · Brunate)" in text
    assert f"{name} (\U0001f1eb\U0001f1f7 France)" in text
