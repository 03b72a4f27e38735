"""`podium new league`: a league's event.yaml and every round of its schedule."""

from __future__ import annotations

from collections import Counter
from datetime import date
from pathlib import Path

import pytest
import yaml

from podium.cli import main
from podium.tools import new_league

IDS = ["anna", "bruno", "carla", "dino", "elena", "fabio", "gina", "ugo"]
PLAYERS = "".join(f"{p}:\n  name: {p.capitalize()}\n" for p in IDS)
SITE = "title: Club\n"


@pytest.fixture
def content(tmp_path: Path) -> Path:
    folder = tmp_path / "content"
    folder.mkdir()
    (folder / "players.yaml").write_text(PLAYERS, encoding="utf-8")
    (folder / "site.yaml").write_text(SITE, encoding="utf-8")
    return folder


def podium(*argv: str | Path) -> int:
    return main([str(a) for a in argv])


def league(content: Path, *more: str, players: str = ",".join(IDS)) -> int:
    return podium(
        "new", "league", "2025-league", "--players", players, "--date", "2025-09-04",
        "-c", content, *more,
    )  # fmt: skip


def test_a_league_of_eight_players_in_games_of_three(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert league(content, "--per-game", "3", "--game", "Gonzaga") == 0
    folder = content / "events" / "2025-league"
    names = ["event.yaml", *(f"round-{n}.yaml" for n in range(1, 13))]
    assert capsys.readouterr().out.splitlines() == [
        *(f"created {(folder / name).as_posix()}" for name in names),
        "8 players, 3 a game: 24 games, 9 for each player, 3 times in each seat; "
        "each pair of players meets 2 to 3 times; 12 rounds",
    ]
    assert sorted(p.name for p in folder.iterdir()) == sorted(names)
    assert [p.name for p in (content / "events").iterdir()] == ["2025-league"]  # no leftovers
    event = yaml.safe_load((folder / "event.yaml").read_text(encoding="utf-8"))
    assert event == {"name": "2025 League", "start": date(2025, 9, 4), "scoring": "league"}
    games = []
    for n in range(1, 13):
        data = yaml.safe_load((folder / f"round-{n}.yaml").read_text(encoding="utf-8"))
        assert [b["board"] for b in data["boards"]] == [1, 2]
        for board in data["boards"]:
            assert board["game"] == "Gonzaga"
            games.append(tuple(p["player"] for p in board["players"]))
    assert len(games) == 24
    assert Counter(p for g in games for p in g) == dict.fromkeys(IDS, 9)
    assert Counter((p, s) for g in games for s, p in enumerate(g)) == {
        (p, s): 3 for p in IDS for s in range(3)
    }
    assert podium("check", content) == 0
    assert capsys.readouterr().out == (
        "ok: 1 event, 0 rounds, 0 boards checked; "
        "2025-league: round 1 in play (24 boards without results in rounds 1-12)\n"
    )


def test_the_table_of_the_league_text(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert league(content, "--per-game", "2") == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        "8 players, 2 a game: 56 games, 14 for each player, 7 times in each seat; "
        "each pair of players meets 2 times; 14 rounds"
    )


def test_unknown_players_are_named_with_the_nearest_ids(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    players = "ana,bruno,carla,dino,elena,fabio,gina,zed"
    assert league(content, "--per-game", "4", players=players) == 1
    assert capsys.readouterr().err.splitlines() == [
        "podium new league: --players: unknown player 'ana' (number 1); did you mean 'anna'?",
        f"podium new league: --players: unknown player 'zed' (number 8); add them to "
        f"{content / 'players.yaml'} (podium add player)",
    ]
    assert not (content / "events").exists()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--per-game", "9"], "8 players cannot fill a game of 9; list at least 9 players"),
        (["--per-game", "1"], "1 players a game: a league game has 2 players or more"),
        (
            ["--per-game", "4", "--scoring", "italia-2010"],
            "--scoring italia-2010: a league schedule is for placement games; use league",
        ),
        (
            ["--per-game", "4", "--scoring", "leage"],
            "--scoring leage: a league schedule is for placement games; did you mean 'league'?",
        ),
    ],
)
def test_leagues_that_cannot_be_made(
    content: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert league(content, *argv) == 1
    assert capsys.readouterr().err == f"podium new league: {message}\n"
    assert not (content / "events").exists()


def test_a_player_listed_twice(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert league(content, "--per-game", "2", players="anna,bruno,anna") == 1
    assert capsys.readouterr().err == (
        "podium new league: anna listed twice; list each player once\n"
    )


def test_never_overwrites(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = content / "events" / "2025-league"
    folder.mkdir(parents=True)
    (folder / "event.yaml").write_text("name: Mine\n", encoding="utf-8")
    assert league(content, "--per-game", "4") == 1
    assert capsys.readouterr().err == (
        f"podium new league: {folder}: already exists; podium never overwrites a file\n"
    )
    assert [p.name for p in folder.iterdir()] == ["event.yaml"]
    assert (folder / "event.yaml").read_text(encoding="utf-8") == "name: Mine\n"


def test_a_bad_players_file_is_reported_first(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (content / "players.yaml").write_text(PLAYERS + "anna:\n  name: Again\n", encoding="utf-8")
    assert league(content, "--per-game", "4") == 1
    err = capsys.readouterr().err.splitlines()
    assert err[0] == "podium new league: fix these first (podium check lists them):"
    assert err[1].startswith(f"podium new league: {content / 'players.yaml'}:17:1: ")
    assert not (content / "events").exists()


def test_the_site_shows_each_round_as_its_draw(content: Path, tmp_path: Path) -> None:
    assert league(content, "--per-game", "4") == 0
    assert podium("build", content, "-o", tmp_path / "site") == 0
    round_1 = tmp_path / "site/events/2025-league/round-1/index.html"
    html = round_1.read_text(encoding="utf-8")
    data = yaml.safe_load((content / "events/2025-league/round-1.yaml").read_text("utf-8"))
    first = [p["player"] for p in data["boards"][0]["players"]]
    start = html.index('id="board-1"')
    board_1 = html[start : html.index("</table>", start)]
    cells = [f'<td class="num">{seat}</td><td><a class="player" href="../../../players/{p}/'
             for seat, p in enumerate(first, start=1)]  # fmt: skip
    assert all(cell in board_1 for cell in cells)
    assert '<span class="tag in-play">In play</span>' in html
    round_2 = (tmp_path / "site/events/2025-league/round-2/index.html").read_text("utf-8")
    assert '<span class="tag in-play">Scheduled</span>' in round_2
    player = (tmp_path / f"site/players/{first[1]}/index.html").read_text("utf-8")
    assert (
        '<li><a href="../../events/2025-league/round-1/board-1/index.html">Round 1, board 1</a>'
        " · Seat 2 · "
    ) in player


def test_a_league_file_that_would_not_read_back_as_meant_is_not_kept(
    content: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each file is read back and compared with the data meant before it is kept: a
    name written otherwise than given leaves no league."""
    monkeypatch.setattr(new_league, "yaml_scalar", lambda value: f"{value}!")
    assert league(content, "--per-game", "4", "--name", "Autumn") == 1
    folder = content / "events" / "2025-league"
    assert capsys.readouterr().err == (
        f"podium new league: {folder}/event.yaml: the text would not read back as the data "
        "meant; nothing was written\n"
    )
    assert sorted(p.name for p in (content / "events").iterdir()) == []
