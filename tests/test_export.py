"""results.json and ranking.csv: the docs/results-json.md shape, written out by hand.

The event (Italia 2010 defaults):
  Round 1, board 1 (a variant board): A a 10, E b 6, F civil disorder 3, G d 0; c sits out.
    a and b have >= 3: TSS 10%. Lead 4: break.
    a (40+70+30)×1.1+1 = 155; b (24+34)×1.1+1 = 64.8; d eliminated 1; c sit-out 25.
  Round 2, board "final", top table, 1901-1902: A a [4, 5], E b [5, 5], F c [3, 3].
    b before a on 1901. Three with >= 3: ×1.2. No break.
    b (20+70)×1.2+1 = 109 -> ×1.2 = 130.8; a (20+34+10)×1.2+1 = 77.8 -> 93.36;
    c (12+16+10)×1.2+1 = 46.6 -> 55.92.
  Podium b, a, c; b +2000. d disqualified.
  Totals: b 64.8 + 130.8 + 2000 = 2195.6; a 155 + 93.36 = 248.36; c 25 + 55.92 = 80.92.
"""

from __future__ import annotations

import json
from datetime import date

from podium.model import Club, Player, SiteConfig
from podium.outputs.ranking_csv import ranking_csv
from podium.outputs.results_json import results_json
from podium.scoring.tournament import score_event
from tests.scoring.builders import board, event, rnd

PLAYERS = {
    "a": Player("a", "Anna Alti", gender="f", born=date(1990, 1, 2)),
    "b": Player("b", "Bruno Bassi"),
    "c": Player("c", "Carla Conti", born=date(2001, 3, 4)),
    "d": Player("d", "Dario Dotti"),
}
EVENT = event(
    "italia-2010",
    rnd(
        1,
        board(1, Austria=("a", 10), England=("b", 6), France=(None, 3), Germany=("d", 0)),
        sit_outs=["c"],
    ),
    rnd(
        2,
        board(
            "final",
            top_table=True,
            start=1901,
            end=1902,
            Austria=("a", [4, 5]),
            England=("b", [5, 5]),
            France=("c", [3, 3]),
        ),
    ),
    disqualified=["d"],
)
CLUB = Club(SiteConfig("Club"), PLAYERS, (EVENT,))

EXPECTED = {
    "event": "test",
    "name": "Test",
    "scoring": "italia-2010",
    "ranking": [
        {"rank": 1, "player": "b", "name": "Bruno Bassi", "total": 2195.6},
        {"rank": 2, "player": "a", "name": "Anna Alti", "total": 248.36},
        {"rank": 3, "player": "c", "name": "Carla Conti", "total": 80.92},
    ],
    "disqualified": [{"player": "d", "name": "Dario Dotti", "total": 1}],
    "rounds": [
        {"round": 1, "boards": [
            {"board": "1", "top_table": False, "results": [
                {"player": "a", "power": "Austria", "centres": 10, "position": 1,
                 "score": 155, "counted": 155,
                 "breakdown": ["4 × 10 centres = 40", "1st place +70", "break +30",
                               "TSS ×1.1", "+1 participation"]},
                {"player": "b", "power": "England", "centres": 6, "position": 2,
                 "score": 64.8, "counted": 64.8,
                 "breakdown": ["4 × 6 centres = 24", "2nd place +34", "TSS ×1.1",
                               "+1 participation"]},
                {"player": "d", "power": "Germany", "centres": 0, "position": 3,
                 "score": 1, "counted": 1,
                 "breakdown": ["eliminated", "+1 participation"]},
                {"player": None, "power": "France", "centres": 3, "position": None,
                 "score": None, "counted": None, "breakdown": ["civil disorder"]},
            ]},
        ], "sit_outs": [{"player": "c", "counted": 25}]},
        {"round": 2, "boards": [
            {"board": "final", "top_table": True, "results": [
                {"player": "b", "power": "England", "centres": 5, "position": 1,
                 "score": 109, "counted": 130.8,
                 "breakdown": ["4 × 5 centres = 20", "1st place +70", "TSS ×1.2",
                               "+1 participation"]},
                {"player": "a", "power": "Austria", "centres": 5, "position": 2,
                 "score": 77.8, "counted": 93.36,
                 "breakdown": ["4 × 5 centres = 20", "2nd place +34", "no break +10",
                               "TSS ×1.2", "+1 participation"]},
                {"player": "c", "power": "France", "centres": 3, "position": 3,
                 "score": 46.6, "counted": 55.92,
                 "breakdown": ["4 × 3 centres = 12", "3rd place +16", "no break +10",
                               "TSS ×1.2", "+1 participation"]},
            ]},
        ], "sit_outs": []},
    ],
    # best score with each power, before multipliers: Austria a's 155 (round 1, not 77.8);
    # England b's 109 on the top table (not 64.8); France c's 46.6 (round 1's was in
    # civil disorder); Germany d's 1, disqualified but alone; nobody played the others
    "awards": {
        "best_country": [
            {"power": "Austria", "holders": [
                {"player": "a", "name": "Anna Alti", "round": 1, "board": "1",
                 "score": 155, "centres": 10}]},
            {"power": "England", "holders": [
                {"player": "b", "name": "Bruno Bassi", "round": 2, "board": "final",
                 "score": 109, "centres": 5}]},
            {"power": "France", "holders": [
                {"player": "c", "name": "Carla Conti", "round": 2, "board": "final",
                 "score": 46.6, "centres": 3}]},
            {"power": "Germany", "holders": [
                {"player": "d", "name": "Dario Dotti", "round": 1, "board": "1",
                 "score": 1, "centres": 0}]},
            {"power": "Italy", "holders": []},
            {"power": "Russia", "holders": []},
            {"power": "Turkey", "holders": []},
        ],
        "given": [],
    },
    "teams": [],
}  # fmt: skip


DOCUMENT_KEYS = ["event", "name", "scoring", "ranking", "disqualified", "rounds", "awards", "teams"]
"""The keys of a results.json, in order (but ``in_play``, only while a round is in play)."""


def test_results_json_shape_and_values() -> None:
    data = results_json(score_event(EVENT, PLAYERS), CLUB)
    assert json.loads(data) == EXPECTED
    assert list(json.loads(data)) == DOCUMENT_KEYS


def test_results_json_text() -> None:
    data = results_json(score_event(EVENT, PLAYERS), CLUB)
    text = data.decode("utf-8")
    assert text.endswith("}\n")
    assert '{"rank":1,"player":"b","name":"Bruno Bassi","total":2195.6},\n' in text
    assert '"TSS ×1.1"' in text  # UTF-8, not \u escapes
    assert "gender" not in text and "born" not in text and "1990" not in text


def test_results_json_is_deterministic() -> None:
    assert results_json(score_event(EVENT, PLAYERS), CLUB) == results_json(
        score_event(EVENT, PLAYERS), CLUB
    )


def test_ranking_csv() -> None:
    assert ranking_csv(score_event(EVENT, PLAYERS), CLUB).decode("utf-8") == (
        "rank,player,name,total,round 1,round 2\n"
        "1,b,Bruno Bassi,2195.6,64.8,130.8\n"
        "2,a,Anna Alti,248.36,155,93.36\n"
        "3,c,Carla Conti,80.92,25,55.92\n"
    )


def test_json_is_one_record_a_line() -> None:
    """results.json opens objects and lists over lines, two spaces deep, but writes a
    record of plain values (scalars, lists of scalars) on one line, compact."""
    from podium.outputs.results_json import dumps

    data = {
        "event": "e",
        "ranking": [{"rank": 1, "name": "A"}, {"rank": 2, "name": "B"}],
        "rounds": [
            {
                "round": 1,
                "boards": [{"board": "1", "results": [{"p": "a", "breakdown": ["x", "y"]}]}],
                "sit_outs": [],
            }
        ],
        "nothing": {},
    }
    assert dumps(data).decode() == (
        "{\n"
        '  "event": "e",\n'
        '  "ranking": [\n'
        '    {"rank":1,"name":"A"},\n'
        '    {"rank":2,"name":"B"}\n'
        "  ],\n"
        '  "rounds": [\n'
        "    {\n"
        '      "round": 1,\n'
        '      "boards": [\n'
        "        {\n"
        '          "board": "1",\n'
        '          "results": [\n'
        '            {"p":"a","breakdown":["x","y"]}\n'
        "          ]\n"
        "        }\n"
        "      ],\n"
        '      "sit_outs": []\n'
        "    }\n"
        "  ],\n"
        '  "nothing": {}\n'
        "}\n"
    )


def test_json_writes_what_the_standard_library_reads_back() -> None:
    """Every value survives (escapes, numbers, nulls), and a one-line record is what
    json.dumps(ensure_ascii=False) writes compact."""
    import json
    from fractions import Fraction

    from podium.numbers import json_value
    from podium.outputs.results_json import dumps

    name = '<script>alert(1)</script> & "O\'Brien" — Zoë\u2028\x1f'
    record = {"name": name, "none": None, "flags": [True, False], "total": 12.5}
    data: dict[str, object] = {
        "name": name,
        "scores": [json_value(Fraction(n, d)) for n in range(-50, 900, 7) for d in (1, 3, 8)],
        "records": [record],
        "empty": [],
        "nothing": {},
        "nested": [{"a": [1, {"b": []}]}],
    }
    text = dumps(data).decode()
    assert json.loads(text) == data
    compact = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
    assert f"\n    {compact}\n" in text
