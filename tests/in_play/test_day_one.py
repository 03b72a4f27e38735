"""The first day of an event, told honestly, and its board call (docs/content-format.md,
"Rounds in play"; docs/running-an-event.md, "The board call"). ``day_one/`` is a club
whose event has round 1 drawn for 21 players on three boards, board 1 with its results:
the event page counts who has a result, shows the boards still being played, and gives
no medals, tie-breaks or best result per power; the round's page lists every player
alphabetically with their board; its score sheets have one sheet per board."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from podium.build import service
from podium.build.pipeline import build
from podium.powers import POWERS
from podium.site.pages import Page, View, context, event_pages
from tests.in_play.conftest import DAY_ONE
from tests.in_play.test_in_play import CLUB as IN_PLAY_CLUB

EVENT = "2025-autumn-open"
EVENT_PAGE = f"events/{EVENT}/index.html"
DRAW_PAGE = f"events/{EVENT}/round-1/index.html"
SHEETS_PAGE = f"events/{EVENT}/round-1/score-sheets/index.html"
ROUND_1 = Path("events") / EVENT / "round-1.yaml"

RESULTS = {  # the final counts of boards 2 and 3 (every power different: no tie to break)
    "luca-ricci": 9,
    "sara-lombardi": 7,
    "giulia-conti": 6,
    "paolo-greco": 5,
    "camille-durand": 4,
    "marco-esposito": 2,
    "tommaso-villa": 1,
    "oliver-hughes": 11,
    "anna-schmidt": 8,
    "thomas-moreau": 6,
    "lukas-weber": 4,
    "julien-lefevre": 3,
    "siobhan-obrien": 1,
    "javier-garcia": 0,
}


def planned(root: Path, event: str = EVENT) -> dict[str, Page]:
    """The pages of ``event`` of the club at ``root``, by path, as the build plans them."""
    club = service.load(root)
    result = service.read(root).results[event]
    return {page.path: page for page in event_pages(context(club), result)}


def copy(tmp_path: Path, source: Path = DAY_ONE) -> Path:
    root = tmp_path / "club"
    shutil.copytree(source, root)
    return root


def finish_round_1(root: Path) -> None:
    """Boards 2 and 3 of round 1 get their results: the round is complete."""
    file = root / ROUND_1
    text = file.read_text(encoding="utf-8")
    for player, centres in RESULTS.items():
        text = text.replace(f"{{player: {player}}}", f"{{player: {player}, centres: {centres}}}")
    file.write_text(text, encoding="utf-8")


def ranks(data: View) -> list[tuple[str, str, int | None]]:
    rows: list[View] = data["ranking"]["rows"]
    return [(row["rank"], row["player"]["name"], row["medal"]) for row in rows]


# --------------------------------------------------------------------------- the event page


def test_the_event_page_says_how_many_have_a_result_in_the_round() -> None:
    data = planned(DAY_ONE)[EVENT_PAGE].data
    assert data["event"]["players"] == "21 players"  # the draw's players too, not 7
    playing = data["in_play"]
    assert playing["entered"] == "7 of 21 have a result in round 1."
    assert playing["standings"] == "Standings so far, provisional: round 1, 1 of 3 boards entered"


def test_standings_so_far_give_no_medal_no_tiebreak_and_provisional_awards() -> None:
    """Board 1 alone: its three 2-centre powers share 5th (no "R1 score" or games played
    decides on a third of the round), nobody has a medal, and each power's best so far is
    marked provisional (docs/content-format.md, "Awards")."""
    data = planned(DAY_ONE)[EVENT_PAGE].data
    assert ranks(data) == [
        ("1", "Alessandra Ferri", None),
        ("2", "Chiara Galli", None),
        ("3", "Federico Bianchi", None),
        ("4", "Bruno Marchetti", None),
        ("5=", "Andrea Colombo", None),
        ("5=", "Davide Russo", None),
        ("5=", "Elena Moretti", None),
    ]
    assert data["ranking"]["tiebreaks"] == []
    assert data["awards"]["provisional"] is True
    assert data["notes"] == ["A rank with “=” is shared: nothing separated those players."]


def test_the_event_page_lists_the_boards_still_being_played() -> None:
    waiting = planned(DAY_ONE)[EVENT_PAGE].data["in_play"]["waiting"]
    assert [(b["title"], b["href"], b["finished"]) for b in waiting] == [
        ("Board 2", "round-1/board-2/index.html", False),
        ("Board 3", "round-1/board-3/index.html", False),
    ]
    assert [(s["label"], s["player"]["name"]) for s in waiting[1]["seats"]] == [
        ("Austria", "Oliver Hughes"),
        ("England", "Anna Schmidt"),
        ("France", "Thomas Moreau"),
        ("Germany", "Lukas Weber"),
        ("Italy", "Julien Lefèvre"),
        ("Russia", "Siobhán O'Brien"),
        ("Turkey", "Javier García"),
    ]


def test_the_event_page_in_html(day_one_site: Path) -> None:
    html = (day_one_site / EVENT_PAGE).read_text(encoding="utf-8")
    assert "<span>21 players</span>" in html
    assert "Round 1 is being played. 7 of 21 have a result in round 1. <a" in html
    assert "medal-" not in html and 'class="tiebreak"' not in html
    assert 'id="best"' not in html
    waiting = html[html.index('<h2 id="waiting">') : html.index('<h2 id="awards"')]
    assert waiting.startswith('<h2 id="waiting">Still playing in round 1</h2>')
    assert '<h3 id="waiting-2"><a href="round-1/board-2/index.html">Board 2</a></h3>' in waiting
    assert waiting.count('<a class="player"') == 14


def test_once_the_round_is_complete_the_ranking_is_told_in_full(tmp_path: Path) -> None:
    root = copy(tmp_path)
    finish_round_1(root)
    data = planned(root)[EVENT_PAGE].data
    assert data["in_play"] is None
    assert data["event"]["players"] == "21 players"
    assert [medal for _, _, medal in ranks(data)][:4] == [1, 2, 3, None]
    assert [b["power"] for b in data["awards"]["best_country"]] == list(POWERS)  # (English)
    assert data["awards"]["provisional"] is False


def test_a_round_with_no_result_yet_counts_nobody(tmp_path: Path) -> None:
    """In French, 0 takes the singular (CLDR): "0 sur 21 a un résultat". The event page
    has no ranking table yet, and every board under "still playing"."""
    root = copy(tmp_path)
    file = root / ROUND_1
    file.write_text(re.sub(r", centres: \d+", "", file.read_text(encoding="utf-8")))
    site = root / "site.yaml"
    site.write_text(site.read_text(encoding="utf-8").replace("language: en", "language: fr"))
    data = planned(root)[EVENT_PAGE].data
    assert data["in_play"]["entered"] == "0 sur 21 a un résultat à la ronde 1."
    assert data["in_play"]["standings"] == "Aucune ronde n'est encore terminée."
    assert len(data["in_play"]["waiting"]) == 3
    build(root, tmp_path / "site")
    html = (tmp_path / "site" / EVENT_PAGE).read_text(encoding="utf-8")
    assert 'id="ranking-table"' not in html  # no empty table under the title
    assert html.count('<section class="board"') == 3


def test_the_standings_page_says_what_it_counts() -> None:
    """Round 2 in play with one board of two in (tests/in_play/club): the standings page's
    newest table is round 2 so far, saying how many of its boards it counts, no medals."""
    pages = planned(IN_PLAY_CLUB, "2025-spring-cup")
    newest = pages["events/2025-spring-cup/standings/index.html"].data["newest"]
    assert newest["label"] == "Round 2 so far, provisional: 1 of 2 boards entered"
    rows = [row for group in newest["groups"] for row in group["rows"]]
    assert [row["medal"] for row in rows] == [None] * len(rows)


# --------------------------------------------------------------------------- the board call


def test_the_draw_lists_every_player_alphabetically_with_their_board() -> None:
    call = planned(DAY_ONE)[DRAW_PAGE].data["call"]
    names = [row["player"]["name"] for row in call]
    assert len(names) == 21
    assert names[:3] == ["Alessandra Ferri", "Andrea Colombo", "Anna Schmidt"]
    # accents sort as their letters: García before Julien, Siobhán between Sara and Thomas
    assert names[10:12] == ["Javier García", "Julien Lefèvre"]
    assert names[17:19] == ["Sara Lombardi", "Siobhán O'Brien"]
    garcia = call[10]
    assert {k: garcia[k] for k in ("board", "href", "label", "power_class", "top_table")} == {
        "board": "Board 3",
        "href": "board-3/index.html",
        "label": "Turkey",
        "power_class": "turkey",
        "top_table": False,
    }
    assert planned(DAY_ONE)[DRAW_PAGE].data["score_sheets_href"] == "score-sheets/index.html"


def test_the_board_call_names_the_top_table_and_who_sits_out() -> None:
    pages = planned(IN_PLAY_CLUB, "2025-spring-cup")
    call = pages["events/2025-spring-cup/round-2/index.html"].data["call"]
    by_name = {row["player"]["name"]: row for row in call}
    assert len(call) == 14  # 13 seated (France of board 2 in civil disorder) and a sit-out
    assert (by_name["Alessandra Ferri"]["board"], by_name["Alessandra Ferri"]["top_table"]) == (
        "Board 2",
        True,
    )
    sitting_out = by_name["Federico Bianchi"]
    assert (sitting_out["board"], sitting_out["href"], sitting_out["label"]) == (
        "Sitting out",
        "",
        "",
    )
    board_page = pages["events/2025-spring-cup/round-2/board-2/index.html"].data
    assert board_page["call"] == [] and board_page["score_sheets_href"] == ""


def test_a_placement_round_has_a_board_call_by_seat_and_no_score_sheets(tmp_path: Path) -> None:
    root = copy(tmp_path)
    event = root / "events" / EVENT / "event.yaml"
    event.write_text(event.read_text(encoding="utf-8").replace("italia-2010", "league"))
    (root / ROUND_1).write_text(
        "boards:\n"
        "  - board: 1\n"
        "    game: Cartagena\n"
        "    players: [{player: luca-ricci}, {player: anna-schmidt}]\n",
        encoding="utf-8",
    )
    pages = planned(root)
    assert SHEETS_PAGE not in pages
    draw = pages[DRAW_PAGE].data
    assert draw["score_sheets_href"] == "" and draw["call_has_game"]
    assert [(r["player"]["name"], r["label"], r["game"]) for r in draw["call"]] == [
        ("Anna Schmidt", "Seat 2", "Cartagena"),
        ("Luca Ricci", "Seat 1", "Cartagena"),
    ]


def test_the_score_sheets_have_a_sheet_per_board() -> None:
    page = planned(DAY_ONE)[SHEETS_PAGE]
    assert page.template == "score_sheets.html"
    data = page.data
    assert data["title"] == "Score sheets · Round 1 · Autumn Open 2025"
    assert data["years"] == list(range(1901, 1911))
    assert [sheet["title"] for sheet in data["sheets"]] == ["Board 1", "Board 2", "Board 3"]
    assert data["sheets"][1]["seats"][0] == {
        "power": "Austria",
        "power_class": "austria",
        "player": "Luca Ricci",
    }


def test_a_civil_disorder_seat_is_on_the_sheet_but_signs_nothing(tmp_path: Path) -> None:
    out = tmp_path / "site"
    build(IN_PLAY_CLUB, out)
    html = (out / "events/2025-spring-cup/round-2/score-sheets/index.html").read_text("utf-8")
    board_2 = html[html.index('id="sheet-2"') :]
    grid, signatures = board_2.split('<table class="sheet-sign">')
    assert "<em>civil disorder</em>" in grid and grid.count('<tr><th scope="row">') == 7
    assert "civil disorder" not in signatures and signatures.count('<tr><th scope="row">') == 6
    assert html.count('<section class="sheet"') == 2


@pytest.mark.parametrize("path", [DRAW_PAGE, SHEETS_PAGE])
def test_the_print_buttons_wait_for_the_script(day_one_site: Path, path: str) -> None:
    """Without podium.js a button would do nothing: it is hidden until the script shows it."""
    html = (day_one_site / path).read_text(encoding="utf-8")
    assert re.findall(r"<button[^>]*>", html) == ['<button type="button" data-print hidden>']
