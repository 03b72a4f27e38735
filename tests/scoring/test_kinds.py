"""A board kind is one object: each kind's columns (its presenter) are what the pages, the
``podium score`` tables (text and JSON) and results.json show of a seat, and every kind
reads, seats and checks its own boards."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from podium.build import pipeline
from podium.model import Where
from podium.outputs.results_json import results_data
from podium.outputs.score_tables import board_rows, boards_json
from podium.scoring.kinds import KINDS, AnyKind, kind_of, power_of
from podium.scoring.registry import get_system
from podium.scoring.results import BoardScore, EventResult
from podium.site.pages import Page, board_path
from tests.site.conftest import site_stages
from tests.site.sample import sample_club

CLUB, RESULTS = sample_club()
EVENTS = {"diplomacy": "2024-test-open", "placement": "2024-league", "team": "2024-blue-max"}

# What each output shows of the first seat of the kind's first sample board, written out by
# hand: the kind's own columns sit between the player (and name) and the position.
TEXT = {
    "diplomacy": ["Power", "Player", "Centres", "Position", "Score"],
    "placement": ["Player", "Points", "Position", "Score"],
    "team": ["Side", "Player", "Kills", "Lost", "Points", "Score"],
}
SCORE_JSON = {
    "diplomacy": ["player", "name", "power", "centres", "position", "score", "breakdown"],
    "placement": ["player", "name", "points", "position", "score", "breakdown"],
    "team": ["player", "name", "side", "kills", "lost", "points", "position", "score", "breakdown"],
}
RESULTS_JSON = {  # docs/results-json.md: a team game's own points are not in the contract
    "diplomacy": ["player", "power", "centres", "position", "score", "counted", "breakdown"],
    "placement": ["player", "points", "position", "score", "counted", "breakdown"],
    "team": ["player", "side", "kills", "lost", "position", "score", "counted", "breakdown"],
}
# The kind's keys of a seat row of the board page, with the sample's values.
PAGE: dict[str, dict[str, Any]] = {
    "diplomacy": {"power": "Austria", "power_class": "austria", "centres": 9},
    "placement": {"game_points": "1,000", "place": ""},
    "team": {"side": "Allies", "kills": 1, "lost": 0, "game_points": "120"},
}


def _first_board(kind: str) -> tuple[EventResult, BoardScore]:
    result = RESULTS[EVENTS[kind]]
    return result, result.boards[0]


def _board_page(result: EventResult, board: BoardScore) -> Page:
    path = board_path(result.event.id, board.round, board.board.board)
    shared = site_stages(CLUB, RESULTS)
    (page,) = [p for p in pipeline.plan_event(shared, result) if p.path == path]
    return page


def _column_keys(kind: AnyKind, board: BoardScore, *, results_json: bool = False) -> list[str]:
    seat = board.seats[0]
    return [
        c.key
        for c in kind.columns
        if c.value(seat) is not None and (c.in_results_json or not results_json)
    ]


@pytest.mark.parametrize("name", sorted(KINDS))
def test_one_presenter_gives_the_columns_of_every_output(name: str) -> None:
    kind = KINDS[name]
    result, board = _first_board(name)
    assert kind_of(board.board) is kind
    columns = _column_keys(kind, board)

    header, _ = board_rows(board, CLUB.players)
    heads = {c.key: c.head for c in kind.columns}
    assert header == TEXT[name]
    assert [h for h in header if h in heads.values()] == [heads[k] for k in columns]

    seat_json = boards_json(result.event.id, "x", 1, [board], CLUB.players)["boards"][0]
    assert list(seat_json["results"][0]) == SCORE_JSON[name]
    assert [k for k in SCORE_JSON[name] if k in heads] == columns

    exported: Any = results_data(result, CLUB)["rounds"][0]["boards"][0]["results"][0]
    assert list(exported) == RESULTS_JSON[name]
    assert [k for k in exported if k in heads] == _column_keys(kind, board, results_json=True)

    row = _board_page(result, board).data["board"]["rows"][0]
    assert {k: row[k] for k in PAGE[name]} == PAGE[name]
    assert {c.view_key for c in kind.columns} <= set(row)
    assert _board_page(result, board).data["board"]["kind"] == name


def test_every_system_names_a_kind() -> None:
    for key in ("italia-2010", "c-diplo", "league", "blue-max", "wooden-ships"):
        assert get_system(key).board_kind in KINDS


class _Report:
    def __init__(self) -> None:
        self.problems: list[tuple[Where, str]] = []
        self.partial: list[str] = []

    def add(self, where: Where, message: str, hint: str, *, at_key: bool = False) -> None:
        self.problems.append((where, message))

    def left_out(self, file: str) -> None:
        self.partial.append(file)


BOARDS: dict[str, tuple[dict[str, Any], list[tuple[str, str]]]] = {
    "diplomacy": (
        {
            "board": 1,
            "powers": {"A": {"player": "ann", "centres": 9}, "T": {"player": None, "centres": 3}},
        },
        [("ann", "Austria")],
    ),
    "placement": (
        {
            "board": "top",
            "players": [{"player": "ann", "points": 12.3}, {"player": "bob", "points": 4}],
        },
        [("ann", ""), ("bob", "")],
    ),
    "team": (
        {
            "board": 2,
            "sides": {
                "Allies": [{"player": "ann", "kills": 1, "lost": 0, "points": 5}],
                "Central": [{"player": "bob", "kills": 0, "lost": 1, "points": -1.5}],
            },
        },
        [("ann", "Allies"), ("bob", "Central")],
    ),
}
"""A board of each kind as a round file gives it, and its seats: (player, label)."""


@pytest.mark.parametrize("name", sorted(KINDS))
def test_each_kind_reads_seats_and_checks_its_own_boards(name: str) -> None:
    kind = KINDS[name]
    raw, seats = BOARDS[name]
    where = Where("round-1.yaml", ("boards", 0))
    report = _Report()
    board = kind.read(kind.board_file.model_validate(raw), where, report)
    assert type(board) is kind.board_type
    assert kind_of(board) is kind
    assert board.board == str(raw["board"])
    assert board.where == where
    assert [(s.player, s.label) for s in kind.seats(board)] == seats
    kind.check(board, report)
    assert (report.problems, report.partial) == ([], [])


def test_numbers_of_a_board_are_exact_and_seats_located() -> None:
    raw, _ = BOARDS["placement"]
    board = KINDS["placement"].read(
        KINDS["placement"].board_file.model_validate(raw), Where("r.yaml", ("boards", 0)), _Report()
    )
    assert [e.points for e in board.entries] == [Fraction(123, 10), Fraction(4)]
    assert board.entries[1].where == Where("r.yaml", ("boards", 0, "players", 1))
    raw, _ = BOARDS["team"]
    team = KINDS["team"].read(
        KINDS["team"].board_file.model_validate(raw), Where("r.yaml", ("boards", 0)), _Report()
    )
    assert team.sides[1].entries[0].points == Fraction(-3, 2)
    assert team.sides[1].entries[0].where == Where("r.yaml", ("boards", 0, "sides", "Central", 0))


def test_a_kind_reports_what_only_it_sees() -> None:
    raw = {
        "board": 3,
        "powers": {
            "Austria": {"player": "ann", "centres": 9},
            "Prussia": {"player": "bob", "centres": 3},
        },
    }
    report = _Report()
    kind = KINDS["diplomacy"]
    board = kind.read(kind.board_file.model_validate(raw), Where("r.yaml", ("boards", 0)), report)
    assert [p.power for p in board.powers] == ["Austria"]
    assert report.problems == [
        (Where("r.yaml", ("boards", 0, "powers", "Prussia")), "unknown power 'Prussia' in board 3")
    ]
    assert report.partial == ["r.yaml"]


def test_a_kind_gives_its_own_board_typed_and_refuses_another_kinds() -> None:
    _, diplomacy = _first_board("diplomacy")
    _, team = _first_board("team")
    assert KINDS["diplomacy"].typed(diplomacy.board) is diplomacy.board
    with pytest.raises(TypeError, match=r"^board 1 is not a diplomacy board$"):
        KINDS["diplomacy"].typed(team.board)


@pytest.mark.parametrize("name", sorted(KINDS))
def test_only_the_seats_of_a_kind_seated_by_power_play_a_power(name: str) -> None:
    _, board = _first_board(name)
    seated_by_power = {"diplomacy": True, "placement": False, "team": False}[name]
    assert KINDS[name].seat_by_power is seated_by_power
    assert [power_of(seat) for seat in board.seats] == [
        seat.entry if seated_by_power else None for seat in board.seats
    ]
