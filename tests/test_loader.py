"""The loader builds the frozen model exactly: powers, histories, Fractions, order."""

from __future__ import annotations

import dataclasses
from datetime import date
from fractions import Fraction
from pathlib import Path

from podium.build import service
from podium.content import formats
from podium.model import Club, DiplomacyBoard, Event, PlacementBoard, Rules, TeamBoard, Where
from podium.scoring.kinds import KINDS
from podium.tools import json_schemas
from tests.conftest import BASE, Writer
from tests.test_validation import problems

EVENT = "events/2024-open/event.yaml"
ROUND = "events/2024-open/round-1.yaml"
EXAMPLE = Path(__file__).resolve().parent.parent / "content"


def brunate(club: Club) -> Event:
    """The example Italia 2010 event."""
    (event,) = [e for e in club.events if e.id == "2024-brunate-open"]
    return event


def test_example_content_loads_and_checks_clean() -> None:
    reading = service.read(EXAMPLE)
    assert reading.problems == ()
    club = reading.club
    assert club.site.title == "Circolo Diplomacy Milano"
    assert len(club.players) >= 20
    event = brunate(club)
    assert (event.id, event.scoring, len(event.rounds)) == ("2024-brunate-open", "italia-2010", 3)
    assert [len(r.boards) for r in event.rounds] == [2, 2, 2]
    assert event.rounds[1].sit_outs == ("marco-esposito",)
    assert [(r.number, b.board) for r in event.rounds for b in r.boards if b.top_table] == [
        (3, "1")
    ]
    assert event.report is not None and "correction" in event.report


def test_example_boards_are_believable() -> None:
    """Seven powers, a history every year summing to at most 34, one solo at most."""
    event = brunate(service.load(EXAMPLE))
    solos = 0
    for round_ in event.rounds:
        for board in round_.boards:
            assert isinstance(board, DiplomacyBoard)
            assert len(board.powers) == 7
            for year in range(7):
                assert sum(p.centres_in(year) or 0 for p in board.powers) <= 34
            solos += any(p.final >= 18 for p in board.powers)
    assert solos == 1


def test_diplomacy_board_model(club: Writer) -> None:
    text = BASE[ROUND].replace("centres: 9}", "centres: [4, 5, 6, 7, 8, 9, 9]}", 1)
    text = text.replace("France: {player: carol-bianchi", "f: {player: null")
    club_ = service.load(club({ROUND: text + "date: 2024-05-10\nsit_outs: [hugo-rosa]\n"}))
    round_ = club_.events[0].rounds[0]
    board = round_.boards[0]
    assert isinstance(board, DiplomacyBoard)
    assert (board.board, board.start, board.end, board.top_table) == ("1", 1901, 1907, False)
    austria, _, france = board.powers[:3]
    assert austria.history == (4, 5, 6, 7, 8, 9, 9)
    assert austria.final == 9
    assert austria.where == Where(
        "content/events/2024-open/round-1.yaml", ("boards", 0, "powers", "Austria")
    )
    assert (france.power, france.player, france.final, france.history) == ("France", None, 6, None)
    assert round_.date == date(2024, 5, 10)
    assert round_.sit_outs == ("hugo-rosa",)
    assert "carol-bianchi" not in board.players


def test_numbers_become_exact_fractions(club: Writer) -> None:
    event = (
        BASE[EVENT]
        + "rules:\n  sit_out_points: 50\n  top_table_bonus_percent: 12.3\n  best_of: 2\n"
        + "penalties:\n  - {player: bob-smith, points: 0.1, reason: Late, round: 1}\n"
    )
    (loaded,) = service.load(club({EVENT: event})).events
    assert loaded.rules == Rules(
        sit_out_points=Fraction(50), top_table_bonus_percent=Fraction(123, 10), best_of=2
    )
    assert isinstance(loaded.rules.sit_out_points, Fraction)
    (penalty,) = loaded.penalties
    assert penalty.points == Fraction(1, 10)
    assert (penalty.player, penalty.reason, penalty.round) == ("bob-smith", "Late", 1)


def test_rules_schema_lists_every_rule_of_the_model() -> None:
    assert list(formats.RulesFile.model_fields) == [f.name for f in dataclasses.fields(Rules)]


def test_placement_board(club: Writer) -> None:
    text = """\
    boards:
      - board: 1
        game: Cartagena
        players:
          - {player: alice-rossi, points: 1000}
          - {player: bob-smith, points: 970.5}
    """
    event = BASE[EVENT].replace("italia-2010", "league")
    (loaded,) = service.load(club({EVENT: event, ROUND: text})).events
    board = loaded.rounds[0].boards[0]
    assert isinstance(board, PlacementBoard)
    assert board.game == "Cartagena"
    assert [(e.player, e.points, e.place) for e in board.entries] == [
        ("alice-rossi", Fraction(1000), None),
        ("bob-smith", Fraction(1941, 2), None),
    ]


def test_placement_board_mixing_points_and_place(club: Writer) -> None:
    text = """\
    boards:
      - board: 1
        players:
          - {player: alice-rossi, points: 1000}
          - {player: bob-smith, place: 2}
          - {player: carol-bianchi}
    """
    event = BASE[EVENT].replace("italia-2010", "league")
    root = club({EVENT: event, ROUND: text})
    assert problems(root) == [
        "content/events/2024-open/round-1.yaml:3:5: board 1 mixes 'points' and 'place'; "
        "give every player of a board points, or every player a place",
        "content/events/2024-open/round-1.yaml:6:9: board 1 is partly filled: 'carol-bianchi' "
        "has neither 'points' nor 'place'; give every player's points (or place), or none "
        "while the board is being played",
    ]


def test_team_board(club: Writer) -> None:
    text = """\
    boards:
      - board: 1
        sides:
          Allies:
            - {player: alice-rossi, kills: 2, lost: 0, points: 120}
            - {player: bob-smith, kills: 0, lost: 1, points: 40, units: 2}
          Central Powers:
            - {player: carol-bianchi, kills: 1, lost: 1, points: 60, retired: true}
    """
    event = BASE[EVENT].replace("italia-2010", "blue-max")
    (loaded,) = service.load(club({EVENT: event, ROUND: text})).events
    board = loaded.rounds[0].boards[0]
    assert isinstance(board, TeamBoard)
    assert [s.name for s in board.sides] == ["Allies", "Central Powers"]
    bob = board.sides[0].entries[1]
    assert (bob.player, bob.kills, bob.lost, bob.points, bob.units) == (
        "bob-smith",
        0,
        1,
        Fraction(40),
        2,
    )
    assert board.sides[1].entries[0].retired is True


def test_team_board_needs_two_sides(club: Writer) -> None:
    text = """\
    boards:
      - board: 1
        sides:
          Allies:
            - {player: alice-rossi, kills: 2, lost: 0, points: 120}
    """
    event = BASE[EVENT].replace("italia-2010", "wooden-ships")
    assert problems(club({EVENT: event, ROUND: text})) == [
        "content/events/2024-open/round-1.yaml:3:5: board 1 has 1 side; "
        "a team game has exactly two sides"
    ]


def test_events_sorted_by_start_then_id(club: Writer) -> None:
    files: dict[str, str | None] = {}
    for event_id, start in [
        ("b-spring", "2024-03-01"),
        ("a-spring", "2024-03-01"),
        ("old", "2020-01-01"),
    ]:
        files[f"events/{event_id}/event.yaml"] = BASE[EVENT].replace("2024-05-10", start)
    club_ = service.load(club(files))
    assert [e.id for e in club_.events] == ["old", "a-spring", "b-spring", "2024-open"]


def test_players_and_private_fields(club: Writer) -> None:
    club_ = service.load(club())
    alice = club_.players["alice-rossi"]
    assert (alice.name, alice.country, alice.gender, alice.born) == ("Alice Rossi", "IT", "f", None)
    assert "gender" not in repr(alice)


def test_json_schemas_describe_every_file() -> None:
    schemas = {name: model.model_json_schema() for name, model in json_schemas.models().items()}
    assert set(schemas) == {
        "site.schema.json",
        "players.schema.json",
        "event.schema.json",
        "series.schema.json",
        *(f"round-{kind}.schema.json" for kind in KINDS),  # a round file per board kind
    }
    site = schemas["site.schema.json"]
    assert site["additionalProperties"] is False
    assert site["properties"]["title"]["description"] == "The club's name, shown on every page."
