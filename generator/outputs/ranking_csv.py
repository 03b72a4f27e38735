"""An event's ranking for spreadsheets: ``ranking.csv`` (:data:`OUTPUT`)."""

from __future__ import annotations

import csv
import io
from fractions import Fraction

from podium.model import Club
from podium.numbers import exact_sum, text
from podium.outputs.output import EventOutput
from podium.outputs.results_json import player_name
from podium.scoring.results import EventResult
from podium.site.i18n import N_

_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_text(text: str | None) -> str | None:
    """A text cell a spreadsheet shows as text: one that would start a formula gets a
    leading single quote (OWASP's advice against CSV injection); results.json keeps the
    exact text."""
    return f"'{text}" if text is not None and text.startswith(_FORMULA_STARTS) else text


def ranking_csv(result: EventResult, club: Club) -> bytes:
    """``events/<event>/ranking.csv``: rank, player id, name, total, one column per round.

    A round column holds what the player counted in that round (both boards summed; a
    sit-out's points), empty if they had no result in it. Disqualified players are not in
    the ranking and not in this file. Text cells (never the numbers, which may be negative)
    are written as :func:`spreadsheet_text` says, so no spreadsheet runs a name as a formula.
    """
    numbers = [r.number for r in result.event.rounds]
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["rank", "player", "name", "total", *(f"round {n}" for n in numbers)])
    for s in result.ranking:
        per_round: dict[int, list[Fraction]] = {}
        for item in s.results:
            per_round.setdefault(item.round, []).append(item.counted)
        writer.writerow(
            [
                s.rank,
                spreadsheet_text(s.player),
                spreadsheet_text(player_name(club, s.player)),
                text(s.total),
                *(_sum_text(per_round[n]) if n in per_round else "" for n in numbers),
            ]
        )
    return buffer.getvalue().encode("utf-8")


def _sum_text(values: list[Fraction]) -> str:
    """The sum of a round's results as text (most rounds have one: nothing to add)."""
    return text(values[0] if len(values) == 1 else exact_sum(values))


OUTPUT = EventOutput("ranking.csv", N_("Ranking (CSV)"), "text/csv", ranking_csv, order=20)
"""``events/<event>/ranking.csv``."""
