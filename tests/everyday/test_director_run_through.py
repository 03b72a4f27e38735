"""A director's day, as docs/running-an-event.md tells it: a new club, 21 players, round 1
seated on three boards, each board entered with ``podium result`` and the site built after
each, until the round is scored.

The scores are worked out by hand from Italia 2010's rules: 4 a centre, +70/+34/+16 for
the top three, +30 to a leader 3 clear (else +10 to every other survivor), times 1 + TSS
(10% for each player beyond the first on 3 or more centres), plus 1.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from podium.cli import main
from podium.content.yamlfile import parse
from podium.numbers import text

EVENT = "2026-spring-open"
NAMES = [
    "Anna Neri", "Bruno Bo", "Carla Re", "Dario Sala", "Elena Riva", "Fabio Costa",
    "Gina Villa", "Hugo Monti", "Ilaria Gallo", "Luca Longo", "Marta Conti", "Nico Greco",
    "Olga Marino", "Paolo Rossi", "Rita Bruno", "Sara Ferri", "Tito Fontana", "Ugo Rizzi",
    "Vera Lombardi", "Walter Moretti", "Zoe Barbieri",
]  # fmt: skip
COUNTS = {
    # board -> the centres typed, and each power's position and score (by hand)
    "1": (
        "A=8 E=7 F=5 G=4 I=3 R=4 T=3",  # all 7 on 3+: x1.6; 1 clear: no break
        {
            "Austria": (1, "164.2"),  # (32 + 70) x 1.6 + 1
            "England": (2, "116.2"),  # (28 + 34 + 10) x 1.6 + 1
            "France": (3, "74.6"),  # (20 + 16 + 10) x 1.6 + 1
            "Germany": (4, "42.6"),  # (16 + 10) x 1.6 + 1; Germany before Russia
            "Russia": (5, "42.6"),
            "Italy": (6, "36.2"),  # (12 + 10) x 1.6 + 1; Italy before Turkey
            "Turkey": (7, "36.2"),
        },
    ),
    "2": (
        "A=12 E=8 F=6 G=4 I=2 R=1 T=1",  # 4 on 3+: x1.3; 4 clear: the break
        {
            "Austria": (1, "193.4"),  # (48 + 70 + 30) x 1.3 + 1
            "England": (2, "86.8"),  # (32 + 34) x 1.3 + 1
            "France": (3, "53"),  # (24 + 16) x 1.3 + 1
            "Germany": (4, "21.8"),  # 16 x 1.3 + 1
            "Italy": (5, "11.4"),  # 8 x 1.3 + 1
            "Turkey": (6, "6.2"),  # 4 x 1.3 + 1
            "Russia": (7, "6.2"),
        },
    ),
    "3": (
        "A=10 E=9 F=6 G=4 I=3 R=1 T=1",  # 5 on 3+: x1.4; 1 clear: no break
        {
            "Austria": (1, "155"),  # (40 + 70) x 1.4 + 1
            "England": (2, "113"),  # (36 + 34 + 10) x 1.4 + 1
            "France": (3, "71"),  # (24 + 16 + 10) x 1.4 + 1
            "Germany": (4, "37.4"),  # (16 + 10) x 1.4 + 1
            "Italy": (5, "31.8"),  # (12 + 10) x 1.4 + 1
            "Turkey": (6, "20.6"),  # (4 + 10) x 1.4 + 1
            "Russia": (7, "20.6"),
        },
    ),
}


def podium(*argv: str | Path) -> int:
    return main([str(a) for a in argv])


def seats(round_file: Path) -> dict[str, dict[str, str]]:
    """Board -> power -> player, as the draw wrote them."""
    data, problems = parse(str(round_file), round_file.read_text(encoding="utf-8"))
    assert problems == []
    return {
        str(b["board"]): {power: seat["player"] for power, seat in b["powers"].items()}
        for b in data["boards"]
    }


def results(site: Path) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(
        (site / "events" / EVENT / "results.json").read_text(encoding="utf-8")
    )
    return found


@pytest.mark.slow
def test_a_director_runs_round_one_from_a_new_club(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    assert podium("init", "club", "--title", "Circolo", "--pin", "pypi") == 0
    monkeypatch.chdir(tmp_path / "club")
    capsys.readouterr()
    assert podium("add", "player", *NAMES) == 0
    ids = capsys.readouterr().out.split()
    assert len(ids) == 21 and ids[0] == "anna-neri"
    assert podium("new", "event", EVENT, "--scoring", "italia-2010", "--no-round") == 0
    assert podium("seat", EVENT, "--round", "1", "--add", *ids, "--seed", "7") == 0
    round_file = Path("content/events") / EVENT / "round-1.yaml"
    drawn = seats(round_file)
    assert sorted(drawn) == ["1", "2", "3"]
    assert sorted(p for board in drawn.values() for p in board.values()) == sorted(ids)
    site = tmp_path / "site"
    assert podium("build", "-o", site, "--no-cache") == 0
    assert (site / "events" / EVENT / "round-1" / "index.html").is_file()  # the draw

    entered: list[str] = []
    for board, (typed, expected) in COUNTS.items():
        capsys.readouterr()
        assert podium("result", EVENT, "1", board, *typed.split()) == 0
        out = capsys.readouterr().out
        assert out.startswith(f"wrote {round_file.as_posix()}: round 1, board {board}\n")
        entered.append(board)
        assert podium("build", "-o", site, "--no-cache") == 0
        page = site / "events" / EVENT / "round-1" / f"board-{board}" / "index.html"
        html = page.read_text(encoding="utf-8")
        for _, score in expected.values():
            assert f">{score}<" in html  # each score, as the page shows it
        assert (site / "events" / EVENT / "round-1" / "index.html").is_file()
    assert entered == ["1", "2", "3"]
    assert out.endswith("round 1: every board has its results\n")

    # round 1 is scored: the standings (on the event page: one round has no page of its
    # own for them), and every score where it belongs
    event_page = (site / "events" / EVENT / "index.html").read_text(encoding="utf-8")
    assert ">193.4<" in event_page and ">164.2<" in event_page
    data = results(site)
    assert "in_play" not in data
    boards = {b["board"]: b for b in data["rounds"][0]["boards"]}
    for board, (_, expected) in COUNTS.items():
        got = {
            r["power"]: (r["position"], text(Fraction(str(r["score"]))))
            for r in boards[board]["results"]
        }
        assert got == expected
        for r in boards[board]["results"]:
            assert r["player"] == drawn[board][r["power"]]  # the draw's player, kept
    ranking = [(r["player"], text(Fraction(str(r["total"])))) for r in data["ranking"]]
    assert ranking[:3] == [
        (drawn["2"]["Austria"], "193.4"),
        (drawn["1"]["Austria"], "164.2"),
        (drawn["3"]["Austria"], "155"),
    ]
    assert len(ranking) == 21
