"""An event as it stood after each round: the ranking a player reads before the last round.

Each is the event scored with its first rounds only, by the same tournament rules
(:func:`generator.scoring.tournament.score_event`), so a total method, sit-out points and
tie-breaks mean what they mean in the final ranking.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from generator.content.problems import LocatedError
from generator.model import Event, Player
from generator.scoring.results import EventResult
from generator.scoring.tournament import score_event


def after_each_round(
    event: Event, players: Mapping[str, Player], final: EventResult | None = None
) -> list[EventResult | None]:
    """The event scored after round 1, 2, ... (``final``, when given, is the last one, and
    its board scores are reused),
    with the penalties given by then (those without a round always); None for a round
    after which it cannot be scored on its own."""
    results: list[EventResult | None] = []
    for n in range(1, len(event.rounds) + 1):
        if final is not None and n == len(event.rounds):
            results.append(final)
            continue
        penalties = tuple(p for p in event.penalties if p.round is None or p.round <= n)
        first = replace(event, rounds=event.rounds[:n], penalties=penalties)
        try:
            results.append(score_event(first, players, final.boards if final else ()))
        except LocatedError:
            results.append(None)
    return results
