"""``podium build`` writes results.json and ranking.csv for every event, and reports an
Italia 2010 tie it cannot break as a located content error."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from podium.build.pipeline import build
from podium.content.problems import ContentError
from tests.test_export import DOCUMENT_KEYS

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
        assert list(data) == DOCUMENT_KEYS
        csv = (site / "events" / event / "ranking.csv").read_text("utf-8")
        assert csv.startswith("rank,player,name,total,round 1")


RESULT_KEYS = {
    "italia-2010": ["player", "power", "centres", "position", "score", "counted", "breakdown"],
    "c-diplo": ["player", "power", "centres", "position", "score", "counted", "breakdown"],
    "blue-max": ["player", "side", "kills", "lost", "position", "score", "counted", "breakdown"],
}


def _numbers(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def test_every_results_json_has_exactly_the_content_md_shape(site: Path) -> None:
    """docs/results-json.md, key by key and in order, for every event of the example content."""
    seen = set()
    for event in sorted(p.name for p in (CONTENT / "events").iterdir() if p.is_dir()):
        text = (site / "events" / event / "results.json").read_text("utf-8")
        # at most 4 decimals, no trailing zeros, no exponent
        assert not re.search(r"\d\.\d{5,}|\.\d*0[,\n\]]|\d[eE][-+]?\d", text)
        data = json.loads(text)
        seen.add(data["scoring"])
        for row in data["ranking"]:
            assert list(row) == ["rank", "player", "name", "total"]
            assert isinstance(row["rank"], int) and _numbers(row["total"])
        for row in data["disqualified"]:
            assert list(row) == ["player", "name", "total"]
        assert [r["round"] for r in data["rounds"]] == list(range(1, len(data["rounds"]) + 1))
        for rnd in data["rounds"]:
            assert list(rnd) == ["round", "boards", "sit_outs"]
            for sit_out in rnd["sit_outs"]:
                assert list(sit_out) == ["player", "counted"] and _numbers(sit_out["counted"])
            for board in rnd["boards"]:
                team = data["scoring"] == "blue-max"
                keys = ["board", "top_table", *(["victory"] if team else []), "results"]
                assert list(board) == keys and isinstance(board["board"], str)
                if team:
                    assert board["victory"] in {"strategic", "tactical", "marginal", "draw"}
                for result in board["results"]:
                    if data["scoring"] == "league":
                        entered = "points" if "points" in result else "place"
                        expected = ["player", entered, "position", "score", "counted"]
                        assert list(result) == [*expected, "breakdown"]
                    else:
                        assert list(result) == RESULT_KEYS[data["scoring"]]
                    if result["player"] is not None:
                        assert _numbers(result["score"]) and _numbers(result["counted"])
                        assert result["breakdown"] and all(
                            isinstance(x, str) for x in result["breakdown"]
                        )
    assert seen == {"italia-2010", "c-diplo", "league", "blue-max"}


def test_brunate_open(site: Path) -> None:
    """Hand-checked from the round files (Italia 2010 defaults).

    Round 1, board 1: six with >= 3 (×1.5); F 8 and E 8 tied, F ahead on 1905 (8 to 7);
    R 5 and T 3 and A 3: A ahead of T on 1905. No break.
      Bruno F (32+70)×1.5+1 = 154, Andrea E (32+34+10)×1.5+1 = 115,
      Davide I (28+16+10)×1.5+1 = 82, Elena R (20+10)×1.5+1 = 46,
      Alessandra A and Federico T (12+10)×1.5+1 = 34, Chiara G 1.
    Round 1, board 2: six with >= 3 (×1.5); A 10 leads F 6 by 4: break; F ahead of R on 1906.
      Giulia (40+70+30)×1.5+1 = 211, Marco (24+34)×1.5+1 = 88, Camille (24+16)×1.5+1 = 61,
      Paolo and Lukas 16×1.5+1 = 25, Luca 12×1.5+1 = 19, Sara 4×1.5+1 = 7.
    Round 2, board 1: Camille's solo on 18, four with >= 3: (270+72+1)×1.3 = 445.9; others 1.
    Round 2, board 2: six with >= 3 (×1.5), no break; R ahead of I on 1902.
      Davide (32+70)×1.5+1 = 154, Alessandra (28+34+10)×1.5+1 = 109,
      Lukas (24+16+10)×1.5+1 = 76, Bruno and Paolo (16+10)×1.5+1 = 40,
      Elena (12+10)×1.5+1 = 34, Oliver (8+10)×1.5+1 = 28. Marco sits out: 25.
    Round 3, board 1, top table (×1.2): all seven >= 3 (×1.6), no break.
      Camille (32+70)×1.6+1 = 164.2 -> 197.04, Giulia (28+34+10)×1.6+1 = 116.2 -> 139.44,
      Alessandra (20+16+10)×1.6+1 = 74.6 -> 89.52, Lukas and Luca (16+10)×1.6+1 = 42.6
      -> 51.12, Bruno and Andrea (12+10)×1.6+1 = 36.2 -> 43.44.
    Round 3, board 2: five with >= 3 (×1.4), no break; F ahead of E on 1906.
      Elena (36+70)×1.4+1 = 149.4, Davide (36+34+10)×1.4+1 = 113,
      Marco (20+16+10)×1.4+1 = 65.4, Paolo and Sara (16+10)×1.4+1 = 37.4,
      Chiara (8+10)×1.4+1 = 26.2, Federico (4+10)×1.4+1 = 20.6.
    Podium: the top table's Camille (+2000), Giulia, Alessandra; then by total.
    """
    csv = (site / "events/2024-brunate-open/ranking.csv").read_text("utf-8").splitlines()
    assert csv == [
        "rank,player,name,total,round 1,round 2,round 3",
        "1,camille-durand,Camille Durand,2703.94,61,445.9,197.04",
        "2,giulia-conti,Giulia Conti,351.44,211,1,139.44",
        "3,alessandra-ferri,Alessandra Ferri,232.52,34,109,89.52",
        "4,davide-russo,Davide Russo,349,82,154,113",
        "5,bruno-marchetti,Bruno Marchetti,237.44,154,40,43.44",
        "6,elena-moretti,Elena Moretti,229.4,46,34,149.4",
        "7,marco-esposito,Marco Esposito,178.4,88,25,65.4",
        "8,andrea-colombo,Andrea Colombo,159.44,115,1,43.44",
        "9,lukas-weber,Lukas Weber,152.12,25,76,51.12",
        "10,paolo-greco,Paolo Greco,102.4,25,40,37.4",
        "11,luca-ricci,Luca Ricci,71.12,19,1,51.12",
        "12,federico-bianchi,Federico Bianchi,55.6,34,1,20.6",
        "13,sara-lombardi,Sara Lombardi,45.4,7,1,37.4",
        "14,chiara-galli,Chiara Galli,28.2,1,1,26.2",
        "15,oliver-hughes,Oliver Hughes,28,,28,",
    ]
    data = json.loads((site / "events/2024-brunate-open/results.json").read_text("utf-8"))
    assert data["rounds"][1]["sit_outs"] == [{"player": "marco-esposito", "counted": 25}]
    top = data["rounds"][2]["boards"][0]
    assert top["top_table"] is True
    assert top["results"][0] == {
        "player": "camille-durand",
        "power": "Austria",
        "centres": 8,
        "position": 1,
        "score": 164.2,
        "counted": 197.04,
        "breakdown": ["4 × 8 centres = 32", "1st place +70", "TSS ×1.6", "+1 participation"],
    }


def test_c_diplo_cup_shares_the_top_place(site: Path) -> None:
    # Hand-checked: Alessandra 51 + 23, Giulia 36 + 38 (see the round files).
    csv = (site / "events/2024-c-diplo-cup/ranking.csv").read_text("utf-8").splitlines()
    # Round 1: 12, 8, 6, 4, 2, 2, 0 -> 51, 23, 14, 5, 3, 3, 1 (2 and 2 share 5th-6th: 0);
    #          9, 9, 7, 5, 3, 1, 0 -> 36, 36, 15, 6, 4, 2, 1.
    # Round 2: 11, 11, 5, 4, 2, 1, 0 -> 38, 38, 13, 5, 3, 2, 1;
    #          10, 8, 7, 5, 3, 1, 0 -> 49, 23, 15, 6, 4, 2, 1.
    assert csv[1:] == [
        "1,alessandra-ferri,Alessandra Ferri,74,51,23",
        "1,giulia-conti,Giulia Conti,74,36,38",
        "3,marco-esposito,Marco Esposito,64,15,49",
        "4,andrea-colombo,Andrea Colombo,61,23,38",
        "5,luca-ricci,Luca Ricci,49,36,13",
        "6,paolo-greco,Paolo Greco,21,6,15",
        "7,bruno-marchetti,Bruno Marchetti,19,14,5",
        "8,sara-lombardi,Sara Lombardi,10,4,6",
        "9,chiara-galli,Chiara Galli,8,5,3",
        "10,tommaso-villa,Tommaso Villa,6,2,4",
        "11,davide-russo,Davide Russo,5,3,2",
        "12,elena-moretti,Elena Moretti,4,3,1",
        "13,camille-durand,Camille Durand,3,1,2",
        "14,federico-bianchi,Federico Bianchi,2,1,1",
    ]
    data = json.loads((site / "events/2024-c-diplo-cup/results.json").read_text("utf-8"))
    shared = data["rounds"][0]["boards"][1]["results"][:2]
    assert [(r["player"], r["position"], r["score"], r["breakdown"]) for r in shared] == [
        (p, 1, 36, ["9 centres +9", "+1 participation", "shared 1st–2nd places +26"])
        for p in ("giulia-conti", "luca-ricci")
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
    data = json.loads((site / "events/2024-league-season/results.json").read_text("utf-8"))
    # Round 3, board 2: places as entered (two on 3rd), 3rd-4th shared: (2 + 0) / 2 = 1.
    board = data["rounds"][2]["boards"][1]["results"]
    assert [(r["player"], r["place"], r["position"], r["score"]) for r in board] == [
        ("davide-russo", 1, 1, 12),
        ("federico-bianchi", 2, 2, 6),
        ("marco-esposito", 3, 3, 1),
        ("paolo-greco", 3, 3, 1),
    ]
    assert "points" not in board[0]
    first = data["rounds"][0]["boards"][0]["results"][1]
    assert (first["player"], first["points"], first["position"]) == ("davide-russo", 28, 2)


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
        "list of 7 counts, one per year from 1901 to 1907, or the director's order of the "
        "tied powers, best first: order: [Austria, England]"
    )


def _json_blocks(text: str) -> list[str]:
    return re.findall(r"```json\n(.*?)```", text, re.S)


def _part_of(part: Any, whole: Any) -> bool:
    """Whether ``part`` is ``whole`` with some list items left out (nothing else changed)."""
    if isinstance(part, dict):
        return (
            isinstance(whole, dict)
            and list(part) == list(whole)
            and all(_part_of(v, whole[k]) for k, v in part.items())
        )
    if isinstance(part, list) and isinstance(whole, list):
        rest = iter(whole)  # in order: each item of part matches a later item of whole
        return all(any(_part_of(item, w) for w in rest) for item in part)
    return bool(part == whole)


def test_the_docs_examples_are_the_files_shortened(site: Path) -> None:
    """docs/results-json.md's examples of a whole file are the example club's files with
    list items left out, and written as the files are (one record a line)."""
    from podium.outputs.results_json import dumps

    docs = (CONTENT.parent / "docs" / "results-json.md").read_text("utf-8")
    whole = [b for b in _json_blocks(docs) if b.startswith("{\n")]
    files = {
        "2024-brunate-open": site / "events" / "2024-brunate-open" / "results.json",
        "2024-club-championship": site / "series" / "2024-club-championship" / "results.json",
    }
    assert len(whole) == 2
    for block in whole:
        shown = json.loads(block)
        path = files[shown.get("event") or shown["series"]]
        assert _part_of(shown, json.loads(path.read_text("utf-8")))
        assert dumps(shown).decode() == block
