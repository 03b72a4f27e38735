"""``podium import webdiplomacy`` and ``podium import diplicity``: a finished online game
saved as JSON becomes a board with its year chart.

The files in ``online/`` are answers as each site gives them (webDiplomacy's
``game/status`` and ``game/members``; diplicity's ``Phases``, ``Game`` and
``GameResult``), written from the sites' documented formats. The expected year charts
below were counted by hand from the ownership each file gives.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from podium.cli import main
from podium.content.yamlfile import parse

ONLINE = Path(__file__).parent / "online"
WEB_GAME = ONLINE / "webdiplomacy-game.json"
WEB_MEMBERS = ONLINE / "webdiplomacy-members.json"
DIP_PHASES = ONLINE / "diplicity-phases.json"
DIP_GAME = ONLINE / "diplicity-game.json"
DIP_RESULT = ONLINE / "diplicity-result.json"

PLAYERS = {
    "Hana Sato": "hana-sato",
    "Luc Moreau": "luc-moreau",
    "Bruno Marchetti": "bruno-marchetti",
    "Greta Vogel": "greta-vogel",
    "Zoë O'Brien": "zoe-obrien",
    "Emre Kaya": "emre-kaya",
    "Ivan Petrov": "ivan-petrov",
}


def podium(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def club(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A club made by ``podium init`` with the seven players and an empty C-Diplo event
    (``podium new event``: its round-1.yaml has ``boards: []``)."""
    assert main(["init", str(tmp_path / "club"), "--title", "Club", "--pin", "pypi"]) == 0
    content = tmp_path / "club" / "content"
    players = content / "players.yaml"
    players.write_text(
        players.read_text() + "".join(f"{i}:\n  name: {n}\n" for n, i in PLAYERS.items())
    )
    args = ["new", "event", "2025-online", "--scoring", "c-diplo", "--date", "2025-01-10"]
    assert main([*args, "-c", str(content)]) == 0
    capsys.readouterr()
    return content


def web(content: Path, *more: str, game: Path = WEB_GAME, members: Path = WEB_MEMBERS) -> list[str]:
    return [
        "import", "webdiplomacy", str(game), "--members", str(members),
        "--event", "2025-online", "--round", "1", "-c", str(content), *more,
    ]  # fmt: skip


def dip(content: Path, *more: str, phases: Path = DIP_PHASES, game: Path = DIP_GAME) -> list[str]:
    return [
        "import", "diplicity", str(phases), "--game", str(game),
        "--event", "2025-online", "--round", "1", "-c", str(content), *more,
    ]  # fmt: skip


def round_data(content: Path, number: int = 1) -> Any:
    path = content / "events" / "2025-online" / f"round-{number}.yaml"
    data, problems = parse(str(path), path.read_text(encoding="utf-8"))
    assert problems == []
    return data


def saved(tmp_path: Path, name: str, data: Any) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_webdiplomacy_game_becomes_a_board_with_its_year_chart(
    club: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = podium(capsys, *web(club))
    assert (status, err) == (0, "")
    board = round_data(club)["boards"][0]
    # 1901 from the autumn Builds phase (turn 1), 1902 from the spring 1903 Diplomacy
    # phase (turn 4: no Builds that winter), 1903 from its Builds phase (turn 5); the
    # draw voted in spring 1904 adds no year. Neutral centres and Clyde do not count.
    assert board == {
        "board": 1,
        "end": 1903,
        "result": "draw",
        "powers": {
            "Austria": {"player": "zoe-obrien", "centres": [5, 6, 6]},
            "England": {"player": "hana-sato", "centres": [4, 5, 5]},
            "France": {"player": "luc-moreau", "centres": [5, 5, 5]},
            "Germany": {"player": "greta-vogel", "centres": [5, 5, 6]},
            "Italy": {"player": "bruno-marchetti", "centres": [4, 4, 4]},
            "Russia": {"player": "ivan-petrov", "centres": [6, 5, 4]},
            "Turkey": {"player": "emre-kaya", "centres": [4, 4, 4]},
        },
    }
    assert out.startswith("wrote board 1 of ")
    assert "(webDiplomacy game 471205)" in out
    assert "Round 1, board 1" in out  # the board's scores, as podium score prints them
    assert main(["check", str(club)]) == 0


ROUND_BY_HAND = """\
# Round 1, as the TD keeps it.
date: 2025-01-10
boards:
- board: 7   # the table by the window
  powers:
    Austria: {player: q0, centres: 5}
    England: {player: q1, centres: 5}
    France: {player: q2, centres: 5}
    Germany: {player: q3, centres: 5}
    Italy: {player: q4, centres: 5}
    Russia: {player: q5, centres: 5}
    Turkey: {player: q6, centres: 4}
# the volunteers who sat out
sit_outs: [q7]
"""


def test_the_round_files_comments_and_other_boards_are_kept(
    club: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    players = club / "players.yaml"
    players.write_text(players.read_text() + "".join(f"q{i}:\n  name: Q{i}\n" for i in range(8)))
    path = club / "events" / "2025-online" / "round-1.yaml"
    path.write_text(ROUND_BY_HAND)
    assert podium(capsys, *web(club))[0] == 0
    head, tail = ROUND_BY_HAND.split("# the volunteers")
    text = path.read_text(encoding="utf-8")
    assert text.startswith(head + "- board: 8\n  # webDiplomacy game 471205")  # its own indent
    assert text.endswith("# the volunteers" + tail)
    assert [b["board"] for b in round_data(club)["boards"]] == [7, 8]
    assert round_data(club)["sit_outs"] == ["q7"]


def test_a_round_in_play_prints_the_boards_own_scores(
    club: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    players = club / "players.yaml"
    players.write_text(players.read_text() + "".join(f"q{i}:\n  name: Q{i}\n" for i in range(8)))
    path = club / "events" / "2025-online" / "round-1.yaml"
    path.write_text(ROUND_BY_HAND.replace(", centres: 5}", "}").replace(", centres: 4}", "}"))
    status, out, _ = podium(capsys, *web(club))
    assert status == 0
    # Board 7 has no results yet: the imported board is scored alone; Austria and
    # Germany end with 6 centres each, so they share the first place.
    assert "Round 1, board 8" in out
    assert "Austria  Zoë O'Brien            6        1=" in out


def test_diplicity_game_with_its_result(club: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = podium(capsys, *dip(club, "--result", str(DIP_RESULT), "--board", "5"))
    assert (status, err) == (0, "")
    board = round_data(club)["boards"][0]
    # 1901 and 1902 from their "Fall, Adjustment" phases; spring 1903, where the draw
    # was agreed, is no year played. Four of the seven survivors share the draw.
    assert board == {
        "board": 5,
        "end": 1902,
        "result": "draw",
        "draw": ["England", "France", "Germany", "Russia"],
        "powers": {
            "Austria": {"player": "zoe-obrien", "centres": [4, 4]},
            "England": {"player": "hana-sato", "centres": [4, 5]},
            "France": {"player": "luc-moreau", "centres": [5, 5]},
            "Germany": {"player": "greta-vogel", "centres": [5, 5]},
            "Italy": {"player": "bruno-marchetti", "centres": [4, 5]},
            "Russia": {"player": "ivan-petrov", "centres": [6, 6]},
            "Turkey": {"player": "emre-kaya", "centres": [4, 4]},
        },
    }
    assert "(diplicity game ahJzfmRpcGxpY2l0eS1lbmdpbmVy)" in out


def test_nothing_of_a_saved_login_is_written(
    club: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert podium(capsys, *dip(club))[0] == 0
    written = "".join(p.read_text(encoding="utf-8") for p in club.rglob("*.yaml"))
    assert "secret-login-token" not in written
    assert "example.invalid" not in written  # the members' e-mail addresses


def test_without_a_result_every_survivor_shares_the_draw(
    club: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert podium(capsys, *dip(club))[0] == 0
    board = round_data(club)["boards"][0]
    assert board["result"] == "draw"
    assert "draw" not in board


def test_a_power_with_18_is_a_solo(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status = json.loads(WEB_GAME.read_text(encoding="utf-8"))
    status["gameOver"] = "Won"
    last = status["phases"][-1]["centers"]
    # France is given 13 more of the centres of 1903: 5 + 13 = 18.
    taken = [c for c in last if c["countryID"] != 2][:13]
    for centre in taken:
        centre["countryID"] = 2
    for phase in status["phases"][-3:]:
        phase["centers"] = last
    game = saved(tmp_path, "won.json", status)
    assert podium(capsys, *web(club, game=game))[0] == 0
    board = round_data(club)["boards"][0]
    assert board["result"] == "solo"
    assert board["powers"]["France"]["centres"][-1] == 18


def test_a_win_short_of_18_is_a_concession(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status = json.loads(WEB_GAME.read_text(encoding="utf-8"))
    status["gameOver"] = "Won"
    members = json.loads(WEB_MEMBERS.read_text(encoding="utf-8"))
    for member in members["data"]["members"]:
        member["status"] = "Won" if member["countryID"] == 4 else "Defeated"
    game = saved(tmp_path, "game.json", status)
    assert podium(capsys, *web(club, game=game, members=saved(tmp_path, "m.json", members)))[0] == 0
    board = round_data(club)["boards"][0]
    assert (board["result"], board["conceded_to"]) == ("concession", "Germany")


def test_unknown_name_is_refused_with_did_you_mean(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    members = json.loads(WEB_MEMBERS.read_text(encoding="utf-8"))
    members["data"]["members"][1]["username"] = "Luc Moureau"
    path = club / "events" / "2025-online" / "round-1.yaml"
    before = path.read_bytes()
    status, _, err = podium(capsys, *web(club, members=saved(tmp_path, "m.json", members)))
    assert status == 1
    assert err == (
        f"{tmp_path / 'm.json'}: data.members[1].username: 'Luc Moureau' is not in "
        "players.yaml, but 'Luc Moreau' (luc-moreau) is close; if they are the same person "
        'add --player "Luc Moureau=luc-moreau"; if not, add --new-player "Luc Moureau"\n'
        "podium import webdiplomacy: nothing written\n"
    )
    assert path.read_bytes() == before


def test_new_player_is_added_when_asked(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    members = json.loads(WEB_MEMBERS.read_text(encoding="utf-8"))
    members["data"]["members"][1]["username"] = "Luc Moureau"
    more = ("--new-player", "Luc Moureau")
    status, out, _ = podium(capsys, *web(club, *more, members=saved(tmp_path, "m.json", members)))
    assert status == 0
    assert "added to " in out and "Luc Moureau (luc-moureau)" in out
    assert round_data(club)["boards"][0]["powers"]["France"]["player"] == "luc-moureau"
    assert main(["check", str(club)]) == 0


def test_a_new_name_is_added_only_when_asked(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    members = json.loads(WEB_MEMBERS.read_text(encoding="utf-8"))
    members["data"]["members"][6]["username"] = "Olga Smirnova"
    status, _, err = podium(capsys, *web(club, members=saved(tmp_path, "m.json", members)))
    assert status == 1
    assert err.splitlines()[0] == (
        f"{tmp_path / 'm.json'}: data.members[6].username: 'Olga Smirnova' is not in "
        'players.yaml; add --player "Olga Smirnova=ID" (their id in players.yaml), or '
        '--new-player "Olga Smirnova" to add them'
    )


def test_a_board_already_there_is_refused(club: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert podium(capsys, *web(club))[0] == 0
    path = club / "events" / "2025-online" / "round-1.yaml"
    before = path.read_bytes()
    status, _, err = podium(capsys, *web(club, "--board", "1"))
    assert status == 1
    assert err == (
        f"{path}: board 1 is there already; podium never overwrites a board; give another "
        "--board, or leave it out\npodium import webdiplomacy: nothing written\n"
    )
    assert path.read_bytes() == before


def test_a_new_round_file_is_made(club: Path, capsys: pytest.CaptureFixture[str]) -> None:
    more = ["--round", "2"]
    assert podium(capsys, *web(club), *more)[0] == 0
    assert [b["board"] for b in round_data(club, 2)["boards"]] == [1]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda s: s["phases"][2]["centers"][0].update(terrID=99),
            "phases[2].centers[0].terrID: unknown territory id 99",
        ),
        (
            lambda s: s["phases"][2]["centers"][0].update(countryID=12),
            "phases[2].centers[0].countryID: unknown country id 12",
        ),
        (lambda s: s.update(gameOver="No"), "gameOver: 'No': the game is not finished"),
        (lambda s: s.update(variantID=15), "variantID: variant 15, not the standard map (1)"),
        (lambda s: s.pop("phases"), "phases: missing"),
        (
            lambda s: s["phases"][0].update(turn=[1]),
            "phases[0].turn: expected a number or text, found a list",
        ),
        (
            lambda s: s["phases"][2]["centers"].extend(s["phases"][2]["centers"][:3]),
            "phases[2].centers[35].terrID: territory 2 is listed twice",
        ),
    ],
)
def test_hostile_webdiplomacy_files_get_located_errors(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], change: Any, message: str
) -> None:
    status_data = json.loads(WEB_GAME.read_text(encoding="utf-8"))
    change(status_data)
    game = saved(tmp_path, "game.json", status_data)
    before = sorted(p.read_bytes() for p in club.rglob("*") if p.is_file())
    status, _, err = podium(capsys, *web(club, game=game))
    assert status == 1
    assert err.splitlines()[0].startswith(f"{game}: {message}")
    assert err.endswith("podium import webdiplomacy: nothing written\n")
    assert sorted(p.read_bytes() for p in club.rglob("*") if p.is_file()) == before


def test_a_file_that_is_not_json(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "game.json"
    game.write_text("<html>Please log in</html>")
    status, _, err = podium(capsys, *web(club, game=game))
    assert status == 1
    assert err.splitlines()[0] == (
        f"{game}: not JSON: Expecting value at line 1, column 1; save the site's answer "
        "again, as it came (docs/online-games.md)"
    )


def test_a_file_over_16_mb_is_not_read(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = tmp_path / "game.json"
    with game.open("wb") as out:
        out.truncate(16_000_001)
    status, _, err = podium(capsys, *web(club, game=game))
    assert status == 1
    assert err.splitlines()[0].startswith(f"{game}: larger than 16 MB")


def test_hostile_diplicity_files_get_located_errors(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    phases = json.loads(DIP_PHASES.read_text(encoding="utf-8"))
    phases["Properties"][2]["Properties"]["SCs"][1]["Province"] = "atl"
    phases["Properties"][6]["Properties"]["SCs"][0]["Owner"] = "Prussia"
    path = saved(tmp_path, "phases.json", phases)
    status, _, err = podium(capsys, *dip(club, phases=path))
    assert status == 1
    lines = err.splitlines()
    assert lines[0].startswith(
        f"{path}: Properties[2].Properties.SCs[1].Province: unknown province 'atl'"
    )
    assert lines[1].startswith(
        f"{path}: Properties[6].Properties.SCs[0].Owner: unknown nation 'Prussia'"
    )


def test_an_unfinished_diplicity_game(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = json.loads(DIP_GAME.read_text(encoding="utf-8"))
    game["Properties"]["Finished"] = False
    status, _, err = podium(capsys, *dip(club, game=saved(tmp_path, "g.json", game)))
    assert status == 1
    assert "Properties.Finished: the game is not finished; import a game once it has ended" in err


def test_a_placement_event_is_refused(club: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["new", "event", "2025-league", "--scoring", "league", "--date", "2025-01-10"]
    assert main([*args, "-c", str(club)]) == 0
    capsys.readouterr()
    command = web(club)
    command[command.index("2025-online")] = "2025-league"
    status, _, err = podium(capsys, *command)
    assert status == 1
    assert "whose boards have no powers" in err
