"""The club's ratings (site.yaml's ``ratings: true``): one multiplayer rating over every
finished board of the archive, in date order, by openskill's Plackett–Luce model.

docs/ratings.md says it in words: each board is one game of one-player teams, ranked by
the players' positions on it (a shared position is a shared rank); the boards are rated
one after another in the order of :func:`in_order`; a player starts at openskill's
defaults (μ 25, σ 25/3), written out here (:data:`MU`, :data:`SIGMA`, :data:`BETA`,
:data:`TAU`) so that a new release with other defaults cannot change a club's ratings.
The rating shown is μ − 3σ (as openskill's ``ordinal()``; 0 for a new player), rounded
half-up to one decimal (:attr:`RatingStep.shown`) before it is formatted, so that the
pages' bytes never depend on a float's last digits. Nothing in the model is random: the
same boards in the same order give the same ratings.

openskill is imported only when a club's ratings are made (:func:`rate`), so a club
without them never loads it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date as Date
from fractions import Fraction

from podium.numbers import round_half_up
from podium.site.finishes import BoardFinish

MU, SIGMA, BETA, TAU = 25.0, 25.0 / 3.0, 25.0 / 6.0, 25.0 / 300.0
"""The Plackett–Luce model's parameters: openskill's defaults, fixed here (a new player's
μ and σ; β, the spread of one game's performance; τ, the σ added before each game so that
a rating keeps moving)."""

SHOWN_DECIMALS = 1
"""The decimals a rating is shown with."""


@dataclass(frozen=True, slots=True)
class EventBoards:
    """One event's finished boards, as the ratings take them."""

    start: Date
    event: str  # its id
    boards: Sequence[BoardFinish]  # in round, then round-file order


@dataclass(frozen=True, slots=True)
class RatingStep:
    """A player's rating after one board."""

    event: str  # the id of the board's event
    mu: float
    sigma: float
    boards: int  # the boards rated so far, this one included

    @property
    def shown(self) -> Fraction:
        """The rating as pages show it: μ − 3σ (openskill's ordinal), rounded half-up."""
        return round_half_up(Fraction(self.mu - 3 * self.sigma), SHOWN_DECIMALS)


Ratings = Mapping[str, Sequence[RatingStep]]
"""Each rated player's rating after each of their boards, by player id, oldest first."""


def in_order(events: Iterable[EventBoards]) -> list[tuple[str, BoardFinish]]:
    """Every board to rate, with its event's id, in the order they are rated: by the
    event's start date (then its id, for two events of one day), then round, then the
    board's place in its round file. Boards where fewer than two players have a position
    (team games, a board of one) are left out."""
    ordered = sorted(events, key=lambda e: (e.start, e.event))
    return [
        (e.event, board)
        for e in ordered
        for board in sorted(e.boards, key=lambda b: b.round)  # stable: file order kept
        if len(board.places) >= 2
    ]


def rate(events: Iterable[EventBoards]) -> Ratings:
    """Every player's rating after each of their boards (see the module's docstring)."""
    from openskill.models import PlackettLuce, PlackettLuceRating

    model = PlackettLuce(mu=MU, sigma=SIGMA, beta=BETA, tau=TAU)
    current: dict[str, PlackettLuceRating] = {}
    history: dict[str, list[RatingStep]] = {}
    for event, board in in_order(events):
        players = [player for player, _ in board.places]
        teams = [[current[p] if p in current else model.rating()] for p in players]
        ranks: list[float] = [position for _, position in board.places]
        rated = model.rate(teams, ranks=ranks)
        for player, (after,) in zip(players, rated, strict=True):
            current[player] = after
            steps = history.setdefault(player, [])
            steps.append(RatingStep(event, after.mu, after.sigma, len(steps) + 1))
    return history


def by_event(steps: Sequence[RatingStep]) -> list[RatingStep]:
    """A player's rating after each of their events (after its last board they played)."""
    last: dict[str, RatingStep] = {}
    for step in steps:  # an event's boards follow one another: its place is kept
        last[step.event] = step
    return list(last.values())
