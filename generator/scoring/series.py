"""A series (a season, a circuit): its players ranked by the points their events' final
ranks give (docs/content-format.md, "Series").

Pure arithmetic on exact numbers: it takes each event's ranking as the event's own
ranking made it (:class:`EventPlaces`: who was ranked where; the disqualified are not
in it) and gives the series ranking (:class:`SeriesStanding`). The rules, one by one:

- a player's points from an event come from their rank there: ``points[rank - 1]``,
  0 beyond the table's end;
- players who share a rank share equally the points of the places they cover (two
  players 2nd in a 25-18-15 table cover places 2 and 3: each gets (18 + 15) / 2);
- the disqualified, and players not ranked at an event, get nothing from it;
- the total is the sum of the ``best`` highest event points (all without ``best``);
- the ranking is by total; equal totals are ordered by the counted event points,
  compared best first; still equal, they share the rank.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import groupby

from podium.model import Series
from podium.numbers import exact_sum


@dataclass(frozen=True, slots=True)
class EventPlaces:
    """One event's ranking as a series reads it: each ranked player's rank, in ranking
    order; ``provisional`` while a round of it is in play (its standings so far)."""

    event: str
    ranks: tuple[tuple[str, int], ...]  # (player, rank), best first
    provisional: bool = False


@dataclass(frozen=True, slots=True)
class EventPoints:
    """What one event gives one player in a series."""

    event: str
    rank: int  # their final rank there
    points: Fraction
    counted: bool  # among the best N that make the total


@dataclass(frozen=True, slots=True)
class SeriesStanding:
    player: str
    rank: int
    shared: bool  # rank shared with another player
    total: Fraction
    events: tuple[EventPoints, ...]  # in the order of the series' events


def place_points(table: Sequence[Fraction], rank: int, sharing: int) -> Fraction:
    """The points of each of ``sharing`` players ranked ``rank``: the points of the places
    they cover (``rank`` to ``rank + sharing - 1``, 0 beyond the table), shared equally."""
    covered = table[rank - 1 : rank - 1 + sharing]
    return exact_sum(covered) / sharing


def event_points(table: Sequence[Fraction], places: EventPlaces) -> dict[str, tuple[int, Fraction]]:
    """Each ranked player's (rank, points) at one event."""
    sharing: dict[int, int] = {}
    for _, rank in places.ranks:
        sharing[rank] = sharing.get(rank, 0) + 1
    return {
        player: (rank, place_points(table, rank, sharing[rank])) for player, rank in places.ranks
    }


def series_ranking(series: Series, places: Mapping[str, EventPlaces]) -> list[SeriesStanding]:
    """The series ranking from its events' places (an event not in ``places`` gives
    nothing yet); every player ranked at one of its events is in it."""
    won: dict[str, list[EventPoints]] = {}
    for event in series.events:
        found = places.get(event)
        if found is None:
            continue
        for player, (rank, points) in event_points(series.points, found).items():
            won.setdefault(player, []).append(EventPoints(event, rank, points, counted=False))
    players = [_counted(player, results, series.best) for player, results in sorted(won.items())]
    longest = max((len(p.best_first) for p in players), default=0)

    def order(p: _Counted) -> tuple[Fraction, tuple[Fraction, ...]]:
        """Total first, then the counted points best first (a missing one: 0)."""
        return p.total, p.best_first + (Fraction(0),) * (longest - len(p.best_first))

    players.sort(key=order, reverse=True)  # stable: equal players stay in id order
    standings: list[SeriesStanding] = []
    for _, group in groupby(players, key=order):
        tied = list(group)
        rank = len(standings) + 1
        for p in tied:
            standings.append(SeriesStanding(p.player, rank, len(tied) > 1, p.total, p.events))
    return standings


@dataclass(frozen=True, slots=True)
class _Counted:
    """A player's event points, the counted ones marked, before the ranking."""

    player: str
    events: tuple[EventPoints, ...]
    best_first: tuple[Fraction, ...]  # the counted points, highest first
    total: Fraction


def _counted(player: str, results: Sequence[EventPoints], best: int | None) -> _Counted:
    """``results`` with the ``best`` highest points counted (all when None); of equal
    points, those of the event listed first in the series."""
    highest = sorted(results, key=lambda e: -e.points)  # stable: equal ones in series order
    counted = {e.event for e in (highest if best is None else highest[:best])}
    events = tuple(replace(e, counted=e.event in counted) for e in results)
    best_first = tuple(sorted((e.points for e in events if e.counted), reverse=True))
    return _Counted(player, events, best_first, exact_sum(best_first))
