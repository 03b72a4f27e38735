"""The pages of awards and teams, built from one tiny club (Sum of Squares: 100 × centres²
/ the board's sum of centres²), its second round in play.

Round 1: board 1 alice 2, bob 2 (4 + 4 = 8: 50 each); board 2 carol 4, dan 4 (50 each).
Round 2, in play: board 1 finished, eve 6, frank 2 (36 + 4 = 40: 90, 10); board 2 drawn.
Best Austria so far: eve's 90 (provisional), above carol's and alice's 50 (carol's 4
centres would beat alice's 2: alice holds nothing). Best England: dan's 50 with 4 centres,
above bob's 50 with 2. The director gives bob Best stab.
Teams of two, the best board score counting: Green (eve, frank) 90; Red (alice, bob) 50
and Blue (carol, dan) 50 share 2nd.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from podium.build.pipeline import build
from tests.conftest import Writer
from tests.scoring.yaml_boards import diplomacy_board, round_file

A, B, C, D = "alice-rossi", "bob-smith", "carol-bianchi", "dan-gialli"
E, FR, G, H = "eve-neri", "frank-blu", "gina-verdi", "hugo-rosa"
EVENT = f"""\
name: Open 2024
start: 2024-05-10
scoring: sum-of-squares
awards:
  given:
    - {{name: Best stab, players: [{B}], note: Spring 1903}}
teams:
  size: 2
  count: 1
  members:
    Red: [{A}, {B}]
    Blue: [{C}, {D}]
    Green: [{E}, {FR}]
"""


@pytest.fixture
def site(club: Writer, tmp_path: Path) -> Path:
    root = club(
        {
            "events/2024-open/event.yaml": EVENT,
            "events/2024-open/round-1.yaml": round_file(
                diplomacy_board(1, {"Austria": (A, 2), "England": (B, 2)}),
                diplomacy_board(2, {"Austria": (C, 4), "England": (D, 4)}),
            ),
            "events/2024-open/round-2.yaml": round_file(
                diplomacy_board(1, {"Austria": (E, 6), "England": (FR, 2)}),
                diplomacy_board(2, {"Austria": (G, None), "England": (H, None)}),
            ),
        }
    )
    out = tmp_path / "_site"
    build(root, out)
    return out


def text(page: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)).strip())


def section(page: str, start: str, end: str) -> str:
    return page[page.index(start) : page.index(end, page.index(start))]


def test_the_event_page_shows_the_awards_their_holders_and_badges(site: Path) -> None:
    page = (site / "events/2024-open/index.html").read_text("utf-8")
    awards = section(page, '<section aria-labelledby="awards"', "</section>")
    rows = [text(row) for row in re.findall(r"<tr>.*?</tr>", awards, re.S)]
    assert rows[:4] == [
        "Power Player Score",
        "Austria · Best Austria Eve Neri Provisional Round 2, board 1 90 6 centres",
        "England · Best England Dan Gialli Round 1, board 2 50 4 centres",
        "France · Best France Nobody played France.",
    ]
    assert len(rows) == 8  # the head, and the seven powers
    assert '<a href="round-2/board-1/index.html#eve-neri">Round 2, board 1</a>' in awards
    assert "Awards Provisional" in text(awards)
    assert "The director's awards Best stab Bob Smith · Spring 1903" in text(awards)
    badges = {
        player: re.findall(r'class="mark award">([^<]*)<', row)
        for player, row in re.findall(r'<tr id="([a-z-]+)"(.*?)</tr>', page, re.S)
    }
    assert badges == {
        A: [],
        B: ["Best stab"],
        C: [],
        D: ["Best England"],
        E: ["Best Austria"],
        FR: [],
    }
    assert '<a href="teams/index.html">Teams</a>' in page


def test_the_teams_page_ranks_the_teams_and_marks_the_scores_that_count(site: Path) -> None:
    page = (site / "events/2024-open/teams/index.html").read_text("utf-8")
    table = section(page, '<table class="results teams">', "</table>")
    rows = [text(row) for row in re.findall(r"<tr>.*?</tr>", table, re.S)]
    assert rows == [
        "Rank Team · Members Score",
        "1 Green 90",
        "Eve Neri 90 90",
        "Frank Blu 10 (not counted) 0",
        "2= Red 50",
        "Alice Rossi 50 50",
        "Bob Smith 50 (not counted) 0",
        "2= Blue 50",
        "Carol Bianchi 50 50",
        "Dan Gialli 50 (not counted) 0",
    ]
    assert "<strong>90</strong>" in table
    assert "Team ranking Provisional" in text(page)
    assert "Only the team's best board score counts." in text(page)


def test_a_player_page_has_the_players_awards_and_team(site: Path) -> None:
    bob = text((site / "players/bob-smith/index.html").read_text("utf-8"))
    assert "Best stab Team Red : Rank 2= of 3 · Score 50 Provisional" in bob
    eve = text((site / "players/eve-neri/index.html").read_text("utf-8"))
    assert "Best Austria Team Green : Rank 1 of 3 · Score 90 Provisional" in eve
