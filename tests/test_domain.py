"""File models become domain objects generically (:func:`podium.content.domain.to_domain`):
every field of a format reaches its domain class by name, numbers exact, parts located."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest
from pydantic import BaseModel

from podium.content import formats
from podium.content.domain import to_domain
from podium.model import (
    DiplomacyBoard,
    Event,
    Penalty,
    PlacementBoard,
    PlacementEntry,
    Player,
    PowerEntry,
    Round,
    Rules,
    SiteConfig,
    TeamBoard,
    TeamEntry,
    Where,
)
from podium.scoring.kinds import KINDS
from podium.scoring.kinds.diplomacy import PowerFile

PAIRS: list[tuple[type[BaseModel], type, set[str]]] = [
    (formats.SiteFile, SiteConfig, set()),
    (formats.PlayerFile, Player, set()),
    (formats.EventFile, Event, set()),
    (formats.RulesFile, Rules, set()),
    (formats.PenaltyFile, Penalty, set()),
    (formats.RoundLists, Round, set()),
    (KINDS["diplomacy"].board_file, DiplomacyBoard, {"powers"}),
    (PowerFile, PowerEntry, {"centres"}),
    (KINDS["placement"].board_file, PlacementBoard, {"players"}),
    (KINDS["team"].board_file, TeamBoard, {"sides"}),
]
"""Each format, its domain class, and the fields its board kind converts itself (a new
field of a format needs only its domain field and the code that reads it)."""


@pytest.mark.parametrize(("model", "domain", "by_kind"), PAIRS)
def test_every_field_of_a_format_reaches_its_domain_class(
    model: type[BaseModel], domain: type, by_kind: set[str]
) -> None:
    names = {f.name for f in dataclasses.fields(domain)}
    assert set(model.model_fields) - by_kind <= names


def test_an_event_is_copied_with_its_parts_located_and_exact() -> None:
    model = formats.EventFile.model_validate(
        {
            "name": "Open",
            "start": "2024-05-10",
            "scoring": "italia-2010",
            "rules": {"sit_out_points": 12.3, "best_of": 2},
            "lots": ["bob", "ann"],
            "penalties": [{"player": "ann", "points": 0.1, "reason": "Late"}],
        }
    )
    event = to_domain(Event, model, Where("event.yaml"), id="open", rounds=(), report=None)
    assert event.rules == Rules(sit_out_points=Fraction(123, 10), best_of=2)
    assert event.lots == ("bob", "ann")
    assert event.penalties == (
        Penalty("ann", Fraction(1, 10), Where("event.yaml", ("penalties", 0)), "Late"),
    )
    assert (event.end, event.tiebreaks, event.disqualified) == (None, None, ())


def test_a_value_left_out_keeps_the_domain_default_and_given_values_win() -> None:
    model = formats.EventFile.model_validate(
        {"name": "Open", "start": "2024-05-10", "scoring": "league"}
    )
    event = to_domain(Event, model, Where("e.yaml"), id="x", rounds=(), name="Given")
    assert (event.name, event.rules, event.end, event.where) == (
        "Given",
        Rules(),
        None,
        Where("e.yaml"),
    )
    entry = formats.PlayerFile.model_validate({"name": "Ann", "gender": "f"})
    assert to_domain(Player, entry, id="ann") == Player("ann", "Ann", gender="f")
    assert "gender" not in repr(to_domain(Player, entry, id="ann"))


def test_entries_keep_none_where_the_domain_has_no_default() -> None:
    board = KINDS["placement"].board_file.model_validate(
        {"board": 1, "players": [{"player": "ann", "place": 2}]}
    )
    (entry,) = board.players
    got = to_domain(PlacementEntry, entry, Where("r.yaml", ("boards", 0, "players", 0)))
    assert got == PlacementEntry("ann", None, 2, Where("r.yaml", ("boards", 0, "players", 0)))
    team = KINDS["team"].board_file.model_validate(
        {"board": 1, "sides": {"A": [{"player": "ann", "kills": 0, "lost": 0, "points": 2.5}]}}
    )
    (side,) = team.sides.values()
    assert to_domain(TeamEntry, side[0], Where("r")).points == Fraction(5, 2)
