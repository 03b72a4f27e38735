"""Best country: each power's best result of an event (docs/content-format.md, "Awards").

Pure: read off an event's result, exact ``Fraction`` scores. For each power of the event's
board kind, among every result with that power (every board of every round, the top table
included; the finished boards of a round in play too, when the result has them):

- by ``score``, the highest board score (before the round's multipliers), then the most
  final centres; by ``centres``, the most final centres, then the highest board score;
- a disqualified player comes after every other player of the power;
- the results still equal all hold the award; a power nobody played has no holder.

Holders are results, not people: a player whose two results with a power tie is listed
twice. The director's own awards (``awards: given:``) are given as written: the event's
:class:`~podium.model.Awards` has them.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from podium.model import Event
from podium.scoring.kinds import event_kind, power_of
from podium.scoring.results import EventResult

Criterion = Literal["score", "centres"]
"""What decides best country first: the board score, or the final centres."""


@dataclass(frozen=True, slots=True)
class Holder:
    """One result that holds a best-country award."""

    player: str
    round: int
    board: str
    score: Fraction  # the board's own score, before the round's multipliers
    centres: int  # final centres
    provisional: bool = False  # a board of the round in play: the award may still change


@dataclass(frozen=True, slots=True)
class PowerAward:
    """Best country for one power: its holders, in player-id order (then round and board);
    none when nobody played the power."""

    power: str
    holders: tuple[Holder, ...]


def criterion(event: Event) -> Criterion | None:
    """How ``event`` gives best country: its ``awards: best_country:`` (``score`` unless it
    says otherwise); None when it gives none (``none``, or boards without powers)."""
    if not event_kind(event.scoring).powers:
        return None
    chosen = event.awards.best_country or "score"
    return None if chosen == "none" else chosen


def best_country(result: EventResult) -> tuple[PowerAward, ...]:
    """Best country for each power of the event's board kind, in the kind's order; none
    when the event gives no best country (:func:`criterion`)."""
    event = result.event
    by = criterion(event)
    if by is None:
        return ()
    disqualified = set(event.disqualified)
    ranked: dict[str, list[tuple[tuple[bool, Fraction, Fraction], int, Holder]]] = {}
    for order, board in enumerate(result.boards):
        for seat in board.seats:
            entry = power_of(seat)
            if entry is None or seat.player is None or seat.score is None:
                continue  # a power in civil disorder is nobody's result
            holder = Holder(
                seat.player,
                board.round,
                board.board.board,
                seat.score,
                entry.final,
                board.round == result.provisional,
            )
            first, second = (
                (seat.score, Fraction(entry.final))
                if by == "score"
                else (Fraction(entry.final), seat.score)
            )
            key = (seat.player not in disqualified, first, second)
            ranked.setdefault(entry.power, []).append((key, order, holder))
    awards = []
    for power in event_kind(event.scoring).powers:
        results = ranked.get(power, [])
        best = max((key for key, _, _ in results), default=None)
        holders = sorted(
            ((h.player, h.round, order), h) for key, order, h in results if key == best
        )
        awards.append(PowerAward(power, tuple(h for _, h in holders)))
    return tuple(awards)
