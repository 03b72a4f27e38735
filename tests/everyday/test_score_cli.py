"""`podium score FILE.yaml`: one round's boards as tables, explained, or as JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from podium.cli import main

PLAYERS = {
    "ann": "Ann Lee",
    "bob": "Bob Marley",
    "cat": "Cat Stevens",
    "dan": "Dan Brown",
    "eve": "Eve Arden",
    "fay": "Fay Wray",
    "gus": "Gus Grissom",
}
DIPLOMACY = """\
boards:
  - board: 1
    powers:
      Austria: {player: ann, centres: 3}
      England: {player: bob, centres: [4, 5, 6, 7, 7, 8, 8]}
      France: {player: cat, centres: [5, 6, 6, 7, 8, 8, 8]}
      Germany: {player: dan, centres: 0}
      Italy: {player: eve, centres: 7}
      Russia: {player: fay, centres: 5}
      Turkey: {player: gus, centres: 3}
"""
# Italia 2010 by hand: 4 × centres, +70/+34/+16 for 1st/2nd/3rd, +10 when no one has 10
# ("no break"), except the leader; × TSS (1.5 here); +1 participation; eliminated: 1.
# France (1st over England: more centres in 1905): (32 + 70) × 1.5 + 1 = 154
DIPLOMACY_TABLE = """\
Round 1, board 1
Power    Player       Centres  Position  Score
-------  -----------  -------  --------  -----
France   Cat Stevens        8         1    154
England  Bob Marley         8         2    115
Italy    Eve Arden          7         3     82
Russia   Fay Wray           5         4     46
Austria  Ann Lee            3         5     34
Turkey   Gus Grissom        3         6     34
Germany  Dan Brown          0         7      1
"""


def write_club(root: Path, scoring: str, round_text: str) -> Path:
    content = root / "content"
    (content / "events" / "ev").mkdir(parents=True)
    (content / "site.yaml").write_text("title: Test club\n", encoding="utf-8")
    (content / "players.yaml").write_text(
        "".join(f"{k}:\n  name: {v}\n" for k, v in PLAYERS.items()), encoding="utf-8"
    )
    (content / "events/ev/event.yaml").write_text(
        f"name: Ev\nstart: 2024-05-10\nscoring: {scoring}\n", encoding="utf-8"
    )
    round_file = content / "events/ev/round-1.yaml"
    round_file.write_text(round_text, encoding="utf-8")
    return round_file


def test_diplomacy_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    round_file = write_club(tmp_path, "italia-2010", DIPLOMACY)
    assert main(["score", str(round_file)]) == 0
    assert capsys.readouterr().out == DIPLOMACY_TABLE


def test_explain_adds_the_breakdown(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    round_file = write_club(tmp_path, "italia-2010", DIPLOMACY)
    assert main(["score", str(round_file), "--explain"]) == 0
    assert capsys.readouterr().out == DIPLOMACY_TABLE + (
        "  Cat Stevens: 4 × 8 centres = 32; 1st place +70; TSS ×1.5; +1 participation\n"
        "  Bob Marley: 4 × 8 centres = 32; 2nd place +34; no break +10; TSS ×1.5; "
        "+1 participation\n"
        "  Eve Arden: 4 × 7 centres = 28; 3rd place +16; no break +10; TSS ×1.5; "
        "+1 participation\n"
        "  Fay Wray: 4 × 5 centres = 20; no break +10; TSS ×1.5; +1 participation\n"
        "  Ann Lee: 4 × 3 centres = 12; no break +10; TSS ×1.5; +1 participation\n"
        "  Gus Grissom: 4 × 3 centres = 12; no break +10; TSS ×1.5; +1 participation\n"
        "  Dan Brown: eliminated; +1 participation\n"
    )


def test_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    round_file = write_club(tmp_path, "italia-2010", DIPLOMACY)
    assert main(["score", str(round_file), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [data["event"], data["scoring"], data["round"]] == ["ev", "italia-2010", 1]
    [board] = data["boards"]
    assert board["board"] == "1" and board["top_table"] is False
    assert board["results"][0] == {
        "player": "cat",
        "name": "Cat Stevens",
        "power": "France",
        "centres": 8,
        "position": 1,
        "score": 154,
        "breakdown": ["4 × 8 centres = 32", "1st place +70", "TSS ×1.5", "+1 participation"],
    }
    assert [r["score"] for r in board["results"]] == [154, 115, 82, 46, 34, 34, 1]


def test_placement_with_a_shared_place(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    round_file = write_club(
        tmp_path,
        "league",
        "boards:\n  - board: 1\n    players:\n"
        "      - {player: ann, points: 30}\n      - {player: bob, points: 40}\n"
        "      - {player: cat, points: 35}\n      - {player: dan, points: 35}\n",
    )
    assert main(["score", str(round_file)]) == 0
    # league: 12, 6, 2, 0 for 1st-4th of four; a shared 2nd-3rd averages (6 + 2) / 2 = 4
    assert capsys.readouterr().out == (
        "Round 1, board 1\n"
        "Player       Points  Position  Score\n"
        "-----------  ------  --------  -----\n"
        "Bob Marley       40         1     12\n"
        "Cat Stevens      35        2=      4\n"
        "Dan Brown        35        2=      4\n"
        "Ann Lee          30         4      0\n"
    )


def test_team_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    round_file = write_club(
        tmp_path,
        "blue-max",
        "boards:\n  - board: 1\n    sides:\n"
        "      Allies:\n        - {player: ann, kills: 1, lost: 0, points: 45}\n"
        "      Central Powers:\n        - {player: bob, kills: 0, lost: 1, points: 20}\n",
    )
    assert main(["score", str(round_file)]) == 0
    assert capsys.readouterr().out == (
        "Round 1, board 1 (strategic victory for Allies)\n"
        "Side            Player      Kills  Lost  Points  Score\n"
        "--------------  ----------  -----  ----  ------  -----\n"
        "Allies          Ann Lee         1     0      45      5\n"
        "Central Powers  Bob Marley      0     1      20     -1\n"
    )


def test_a_bad_board_is_reported_with_its_place(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    round_file = write_club(tmp_path, "italia-2010", DIPLOMACY.replace("eve,", "evv,"))
    assert main(["score", str(round_file)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"{round_file}:8:23: unknown player 'evv'")
    assert err.endswith("1 problem in 1 file\n")


def test_not_a_round_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    round_file = write_club(tmp_path, "italia-2010", DIPLOMACY)
    event_file = round_file.parent / "event.yaml"
    assert main(["score", str(event_file)]) == 2
    assert capsys.readouterr().err == (
        f"podium score: {event_file}: not a round file; give a round-N.yaml of an event\n"
    )
    assert main(["score", str(round_file.parent / "round-9.yaml")]) == 2
    assert capsys.readouterr().err == (
        f"podium score: {round_file.parent / 'round-9.yaml'}: no such file\n"
    )


def test_a_board_of_the_round_in_play_that_cannot_be_scored_is_located(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Board 1 finished with a tie for 1st and no year chart, board 2 still in play."""
    tied = DIPLOMACY.replace(
        "England: {player: bob, centres: [4, 5, 6, 7, 7, 8, 8]}",
        "England: {player: bob, centres: 8}",
    ).replace(
        "France: {player: cat, centres: [5, 6, 6, 7, 8, 8, 8]}", "France: {player: cat, centres: 8}"
    )
    drawn = "  - board: 2\n    powers:\n      Austria: {player: null}\n"
    round_file = write_club(tmp_path, "italia-2010", tied + drawn)
    assert main(["score", str(round_file)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(
        f"{round_file}:5:16: round 1, board 1: England and France are tied on 8 centres for "
        "1st–2nd place"
    )
    assert err.endswith("1 problem in 1 file\n")
