"""Tiny builders of model objects for scoring tests (no YAML, no loader)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from fractions import Fraction

from podium.model import (
    Board,
    DiplomacyBoard,
    Event,
    Penalty,
    PlacementBoard,
    PlacementEntry,
    Player,
    PowerEntry,
    Round,
    Rules,
    TeamBoard,
    TeamEntry,
    TeamSide,
    Where,
)

HERE = Where("content/events/test/round-1.yaml")
PowerSpec = tuple[str | None, int | Sequence[int]]


def board(
    name: str | int = 1,
    *,
    top_table: bool = False,
    start: int = 1901,
    end: int = 1907,
    **powers: PowerSpec,
) -> DiplomacyBoard:
    """``board(1, Austria=("ann", 9), England=("bob", [3, 4, 5, 6, 7, 8, 9]))``."""
    return board_of(powers, name, top_table=top_table, start=start, end=end)


def board_of(
    powers: Mapping[str, PowerSpec],
    name: str | int = 1,
    *,
    top_table: bool = False,
    start: int = 1901,
    end: int = 1907,
) -> DiplomacyBoard:
    """A Diplomacy board from a mapping power -> (player, centres or history)."""
    where = HERE.child("boards", 0)
    entries = []
    for power, (player, centres) in powers.items():
        if isinstance(centres, int):
            final, history = centres, None
        else:
            final, history = centres[-1], tuple(centres)
        entries.append(PowerEntry(power, player, final, history, where.child("powers", power)))
    return DiplomacyBoard(
        str(name), tuple(entries), where, start=start, end=end, top_table=top_table
    )


def placement(
    name: str | int = 1, *, top_table: bool = False, **points: int | Fraction
) -> PlacementBoard:
    """``placement(1, ann=1000, bob=970)``: the game's own points."""
    return placement_of(points, name, top_table=top_table)


def placement_of(
    points: Mapping[str, int | Fraction], name: str | int = 1, *, top_table: bool = False
) -> PlacementBoard:
    """A placement board from a mapping player -> the game's own points."""
    where = HERE.child("boards", 0)
    entries = tuple(
        PlacementEntry(p, Fraction(v), None, where.child("players", i))
        for i, (p, v) in enumerate(points.items())
    )
    return PlacementBoard(str(name), entries, where, top_table=top_table)


def places(name: str | int = 1, **place: int) -> PlacementBoard:
    """``places(1, ann=1, bob=2)``: finishing places as entered."""
    where = HERE.child("boards", 0)
    entries = tuple(
        PlacementEntry(p, None, v, where.child("players", i))
        for i, (p, v) in enumerate(place.items())
    )
    return PlacementBoard(str(name), entries, where)


def fighter(
    player: str,
    kills: int = 0,
    lost: int = 0,
    points: int = 0,
    units: int = 1,
    retired: bool = False,
) -> TeamEntry:
    return TeamEntry(player, kills, lost, Fraction(points), HERE, units=units, retired=retired)


def team(name: str | int = 1, **sides: Sequence[TeamEntry]) -> TeamBoard:
    return TeamBoard(str(name), tuple(TeamSide(s, tuple(e), HERE) for s, e in sides.items()), HERE)


def rnd(
    number: int,
    *boards: Board,
    sit_outs: Sequence[str] = (),
    two_boards: Sequence[str] = (),
    refused_top_table: Sequence[str] = (),
) -> Round:
    return Round(
        number,
        tuple(boards),
        Where(f"content/events/test/round-{number}.yaml"),
        sit_outs=tuple(sit_outs),
        two_boards=tuple(two_boards),
        refused_top_table=tuple(refused_top_table),
    )


def event(
    scoring: str,
    *rounds: Round,
    rules: Rules | None = None,
    tiebreaks: Sequence[str] | None = None,
    lots: Sequence[str] = (),
    penalties: Sequence[tuple[str, int]] = (),
    disqualified: Sequence[str] = (),
) -> Event:
    where = Where("content/events/test/event.yaml")
    return Event(
        id="test",
        name="Test",
        start=date(2024, 5, 10),
        scoring=scoring,
        rounds=tuple(rounds),
        where=where,
        rules=rules or Rules(),
        tiebreaks=None if tiebreaks is None else tuple(tiebreaks),
        lots=tuple(lots),
        penalties=tuple(
            Penalty(p, Fraction(v), where.child("penalties", i), reason="Conduct")
            for i, (p, v) in enumerate(penalties)
        ),
        disqualified=tuple(disqualified),
    )


def people(*ids: str, **details: Mapping[str, object]) -> dict[str, Player]:
    """Players named after their ids; ``details`` may give gender/born per id."""
    out: dict[str, Player] = {}
    for pid in ids:
        extra = details.get(pid.replace("-", "_"), {})
        gender = extra.get("gender")
        born = extra.get("born")
        out[pid] = Player(
            pid,
            pid.title(),
            gender=gender if isinstance(gender, str) else None,
            born=born if isinstance(born, date) else None,
        )
    return out
