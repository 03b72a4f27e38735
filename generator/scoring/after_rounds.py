"""An event as it stood after each round: the ranking a player reads before the last round.

Each is the event scored with its first rounds only, by the same tournament rules
(:func:`podium.scoring.tournament.score_event`), so a total method, sit-out points and
tie-breaks mean what they mean in the final ranking. The rounds are played once, in
order, and the ranking is made after each (as ``score_event`` makes it after the last),
rather than each prefix played again from round 1, which would score the first round
as many times as there are rounds (``python benchmarks/score_events.py CONTENT`` times it);
tests/scoring/test_after_rounds_property.py checks that each is the event cut after its
round and scored.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from podium.content.problems import LocatedError
from podium.model import Event, Player
from podium.scoring.results import EventResult
from podium.scoring.tournament import Played, play, result_of, scoring_of


def after_each_round(
    event: Event, players: Mapping[str, Player], final: EventResult | None = None
) -> list[EventResult | None]:
    """The event scored after round 1, 2, ... (``final``, when given, is the last one, and
    its board scores are reused),
    with the penalties given by then (those without a round always); None for a round
    after which it cannot be scored on its own."""
    given = [final] if final is not None and event.rounds else []
    todo = len(event.rounds) - len(given)
    known = {(b.round, b.board.board): b for b in final.boards} if final else {}
    results: list[EventResult | None] = []
    try:
        scoring = scoring_of(event)
        played = Played()
        for n, rnd in enumerate(event.rounds[:todo], 1):
            played = play(scoring, played, rnd, known)
            penalties = tuple(p for p in event.penalties if p.round is None or p.round <= n)
            first = replace(event, rounds=event.rounds[:n], penalties=penalties)
            results.append(result_of(first, players, scoring, played))
    except LocatedError:  # this round cannot be scored, so neither can any later one
        results += [None] * (todo - len(results))
    return [*results, *given]
