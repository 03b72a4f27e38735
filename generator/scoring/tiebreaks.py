"""Tie-breaks: a registry of small criteria applied in the event's precedence order.

Each criterion gives every tied player a comparable value (higher is better); players
still equal go on to the next criterion in the chain; those equal after the whole chain
share their rank. Modelled on Tabbycat's ranking precedence. docs/scoring.md, "Tie-breaks".
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import groupby
from typing import Protocol

from podium.model import Player
from podium.numbers import order_keys
from podium.powers import TIEBREAK_ORDER

Value = tuple[int | Fraction, ...]

Shown = int | Fraction | str | None
"""What a ranking may print beside a player whom a criterion separated from equal totals
(a round's score, a power, a number of games); None: nothing (a private criterion, or no
value worth printing)."""


@dataclass(frozen=True, slots=True)
class Record:
    """What tie-breaks may look at for one player."""

    player: str
    total: Fraction
    games: int
    round_scores: Mapping[int, Fraction] = field(default_factory=dict)  # rounds played only
    round_powers: Mapping[int, str | None] = field(default_factory=dict)  # rounds played only


@dataclass(frozen=True, slots=True)
class Context:
    players: Mapping[str, Player]
    lots: tuple[str, ...] = ()


class Criterion(Protocol):
    @property
    def name(self) -> str: ...

    def value(self, record: Record, context: Context) -> Value: ...

    def shown(self, record: Record, context: Context) -> Shown:
        """The player's value, as a ranking prints it; never a private value."""
        ...


@dataclass(frozen=True, slots=True)
class GamesPlayed:
    name: str = "games_played"

    def value(self, record: Record, context: Context) -> Value:
        return (record.games,)

    def shown(self, record: Record, context: Context) -> Shown:
        return record.games


@dataclass(frozen=True, slots=True)
class WomenFirst:
    name: str = "women_first"

    def value(self, record: Record, context: Context) -> Value:
        person = context.players.get(record.player)
        return (1 if person is not None and person.gender == "f" else 0,)

    def shown(self, record: Record, context: Context) -> Shown:
        return None  # private: printing it would say who is a woman


@dataclass(frozen=True, slots=True)
class RoundScore:
    round: int

    @property
    def name(self) -> str:
        return f"round_score:{self.round}"

    def value(self, record: Record, context: Context) -> Value:
        if self.round not in record.round_scores:
            return (0, Fraction(0))
        return (1, record.round_scores[self.round])

    def shown(self, record: Record, context: Context) -> Shown:
        return record.round_scores.get(self.round)


@dataclass(frozen=True, slots=True)
class RoundPower:
    round: int

    @property
    def name(self) -> str:
        return f"round_power:{self.round}"

    def value(self, record: Record, context: Context) -> Value:
        if self.round not in record.round_powers:
            return (0, 0)
        power = record.round_powers[self.round]
        if power is None:  # a game without powers: played, but no order between them
            return (1, 0)
        return (1, len(TIEBREAK_ORDER) - TIEBREAK_ORDER.index(power))

    def shown(self, record: Record, context: Context) -> Shown:
        return record.round_powers.get(self.round)


@dataclass(frozen=True, slots=True)
class Youngest:
    name: str = "youngest"

    def value(self, record: Record, context: Context) -> Value:
        person = context.players.get(record.player)
        if person is None or person.born is None:
            return (0, 0)
        return (1, person.born.toordinal())

    def shown(self, record: Record, context: Context) -> Shown:
        return None  # private: printing it would say who is younger


@dataclass(frozen=True, slots=True)
class Lots:
    name: str = "lots"

    def value(self, record: Record, context: Context) -> Value:
        if record.player not in context.lots:
            return (0, 0)
        return (1, -context.lots.index(record.player))

    def shown(self, record: Record, context: Context) -> Shown:
        if record.player not in context.lots:
            return None
        return context.lots.index(record.player) + 1  # the place the lots gave


PRIVATE = frozenset({"women_first", "youngest"})
"""Tie-breaks that read a private value (gender, born): public pages never name them, as
naming one says which of the tied players is a woman, or the younger."""

SIMPLE: dict[str, Callable[[], Criterion]] = {
    "games_played": GamesPlayed,
    "women_first": WomenFirst,
    "youngest": Youngest,
    "lots": Lots,
}
PER_ROUND: dict[str, Callable[[int], Criterion]] = {
    "round_score": RoundScore,
    "round_power": RoundPower,
}


def known() -> list[str]:
    """Every criterion as written in event.yaml (``N`` stands for a round number)."""
    return [*SIMPLE, *(f"{k}:N" for k in PER_ROUND)]


def parse(name: str) -> Criterion:
    """``"games_played"`` or ``"round_score:2"`` -> the criterion; ValueError if unknown."""
    if name in SIMPLE:
        return SIMPLE[name]()
    base, colon, number = name.partition(":")
    if base in PER_ROUND and colon and number.isdigit() and int(number) >= 1:
        return PER_ROUND[base](int(number))
    raise ValueError(f"unknown tie-break {name!r}")


@dataclass(frozen=True, slots=True)
class Placed:
    """One player's place after totals and tie-breaks."""

    player: str
    rank: int
    shared: bool
    decided_by: str | None  # the last criterion that separated this player's group
    looked_at: tuple[tuple[str, Shown], ...] = ()
    """Each criterion that compared this player with equal totals, in the chain's order up
    to ``decided_by``, with the player's value as a ranking prints it."""


Decided = Criterion | None
"""The last criterion that separated a group of equal totals (None: none did)."""


def _split(
    group: list[Record], chain: Sequence[Criterion], context: Context, decided: Decided
) -> list[tuple[list[Record], Decided]]:
    if len(group) == 1 or not chain:
        return [(sorted(group, key=lambda r: r.player), decided)]
    head, rest = chain[0], chain[1:]

    def key(r: Record) -> Value:
        return head.value(r, context)

    parts = [list(g) for _, g in groupby(sorted(group, key=key, reverse=True), key=key)]
    if len(parts) == 1:
        return _split(group, rest, context, decided)
    out: list[tuple[list[Record], Decided]] = []
    for part in parts:
        out += _split(part, rest, context, head)
    return out


def rank(
    totals: Mapping[str, Fraction],
    record: Callable[[str], Record],
    chain: Sequence[Criterion],
    context: Context,
    first: int = 1,
) -> list[Placed]:
    """Order the players of ``totals`` by total (highest first), break ties with ``chain``;
    ranks start at ``first``. ``record`` gives what the criteria look at of a player; it is
    asked only for players whose total is tied.

    Players still equal share a rank and the next rank skips ("5=", then 7).
    """
    placed: list[Placed] = []
    keys = dict(zip(totals, order_keys(list(totals.values())), strict=True))
    by_total = sorted(totals, key=keys.__getitem__, reverse=True)
    for _, tied in groupby(by_total, key=keys.__getitem__):
        players = list(tied)
        if len(players) == 1:
            placed.append(Placed(players[0], first + len(placed), False, None))
            continue
        for group, decided in _split([record(p) for p in players], chain, context, None):
            at = first + len(placed)
            upto = list(chain[: chain.index(decided) + 1]) if decided is not None else []
            for one in group:
                name = decided.name if decided is not None else None
                looked_at = tuple((c.name, c.shown(one, context)) for c in upto)
                placed.append(Placed(one.player, at, len(group) > 1, name, looked_at))
    return placed
