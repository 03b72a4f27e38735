"""``podium build`` writes results.json and ranking.csv for every event, and reports an
Italia 2010 tie it cannot break as a located content error."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generator.build import build
from generator.errors import ContentError

CONTENT = Path(__file__).resolve().parents[1] / "content"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site") / "_site"
    build(CONTENT, out)
    return out


def test_every_event_has_its_exports(site: Path) -> None:
    events = sorted(p.name for p in (CONTENT / "events").iterdir() if p.is_dir())
    for event in events:
        data = json.loads((site / "events" / event / "results.json").read_text("utf-8"))
        assert data["event"] == event
        assert list(data) == ["event", "name", "scoring", "ranking", "disqualified", "rounds"]
        csv = (site / "events" / event / "ranking.csv").read_text("utf-8")
        assert csv.startswith("rank,player,name,total,round 1")


def test_c_diplo_cup_shares_the_top_place(site: Path) -> None:
    # Hand-checked: Alessandra 51 + 23, Giulia 36 + 38 (see the round files).
    csv = (site / "events/2024-c-diplo-cup/ranking.csv").read_text("utf-8").splitlines()
    assert csv[1:5] == [
        "1,alessandra-ferri,Alessandra Ferri,74,51,23",
        "1,giulia-conti,Giulia Conti,74,36,38",
        "3,marco-esposito,Marco Esposito,64,15,49",
        "4,andrea-colombo,Andrea Colombo,61,23,38",
    ]


def test_league_season(site: Path) -> None:
    # Hand-checked from the six evenings: 12, 6, 2, 0 per table; ties share.
    csv = (site / "events/2024-league-season/ranking.csv").read_text("utf-8").splitlines()
    assert csv == [
        "rank,player,name,total,round 1,round 2,round 3,round 4,round 5,round 6",
        "1,giulia-conti,Giulia Conti,44,12,12,2,12,0,6",
        "2,davide-russo,Davide Russo,42,4,12,12,6,6,2",
        "3,chiara-galli,Chiara Galli,36,12,6,6,9,2,1",
        "4,federico-bianchi,Federico Bianchi,33,0,4,6,9,2,12",
        "5,elena-moretti,Elena Moretti,29,4,4,12,2,6,1",
        "6,luca-ricci,Luca Ricci,26,6,0,0,2,12,6",
        "7,marco-esposito,Marco Esposito,17,2,2,1,0,0,12",
        "8,paolo-greco,Paolo Greco,13,0,0,1,0,12,0",
    ]


def test_blue_max_evening(site: Path) -> None:
    data = json.loads((site / "events/2024-blue-max-evening/results.json").read_text("utf-8"))
    assert [(r["rank"], r["player"], r["total"]) for r in data["ranking"]] == [
        (1, "nikos-papadopoulos", 5),
        (1, "oliver-hughes", 5),
        (3, "siobhan-obrien", 4),
        (4, "javier-garcia", 2),
        (4, "lukas-weber", 2),
        (6, "anna-schmidt", -1),
        (6, "erik-lindqvist", -1),
        (6, "marta-kowalska", -1),
    ]
    board = data["rounds"][0]["boards"][0]
    assert board["victory"] == "tactical"
    assert board["results"][0] == {
        "player": "oliver-hughes",
        "side": "Allies",
        "kills": 1,
        "lost": 0,
        "position": None,
        "score": 5,
        "counted": 5,
        "breakdown": ["tactical victory +3", "best team player +1", "1 kill +1"],
    }


def test_builds_are_byte_identical(site: Path, tmp_path: Path) -> None:
    again = tmp_path / "again"
    build(CONTENT, again)
    for name in ("results.json", "ranking.csv"):
        path = f"events/2024-c-diplo-cup/{name}"
        assert (again / path).read_bytes() == (site / path).read_bytes()


def test_unbreakable_tie_is_a_located_build_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    content = tmp_path / "content"
    event = content / "events" / "2024-open"
    event.mkdir(parents=True)
    (content / "site.yaml").write_text("title: Club\n", "utf-8")
    (content / "players.yaml").write_text(
        "".join(f"p{i}:\n  name: P{i}\n" for i in range(7)), "utf-8"
    )
    (event / "event.yaml").write_text(
        "name: Open\nstart: 2024-05-10\nscoring: italia-2010\n", "utf-8"
    )
    (event / "round-1.yaml").write_text(
        "boards:\n"
        "  - board: 1\n"
        "    powers:\n"
        "      Austria: {player: p0, centres: 9}\n"
        "      England: {player: p1, centres: 9}\n"
        "      France: {player: p2, centres: 6}\n"
        "      Germany: {player: p3, centres: 5}\n"
        "      Italy: {player: p4, centres: 3}\n"
        "      Russia: {player: p5, centres: 2}\n"
        "      Turkey: {player: p6, centres: 0}\n",
        "utf-8",
    )
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ContentError) as raised:
        build(Path("content"), tmp_path / "_site")
    assert not (tmp_path / "_site").exists()
    [problem] = raised.value.problems
    assert str(problem) == (
        "content/events/2024-open/round-1.yaml:4:16: round 1, board 1: Austria and England "
        "are tied on 9 centres for 1st–2nd place, and the tie cannot be broken without "
        "their centre counts for 1901–1906; give `centres` for Austria and England as a "
        "list of 7 counts, one per year from 1901 to 1907"
    )
