"""A series' ranking, machine-readable: ``series/<id>/results.json`` (:data:`OUTPUT`).

Its shape is a public contract (docs/results-json.md, "Series"); numbers as in an
event's results.json (exact values rounded half-up, no trailing zeros), and the output
is deterministic.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from podium.model import Club, Series
from podium.numbers import json_value
from podium.outputs.output import SeriesOutput
from podium.outputs.results_json import dumps, player_name
from podium.site.i18n import N_
from podium.site.pages.digest import EventHead
from podium.site.pages.series import standings


def series_data(series: Series, club: Club, heads: Sequence[EventHead]) -> dict[str, Any]:
    """The series' results.json as plain data."""
    by_id = {h.id: h for h in heads}
    return {
        "series": series.id,
        "name": series.name,
        "events": [
            {"event": e, "name": by_id[e].name, "provisional": by_id[e].in_play is not None}
            for e in series.events
            if e in by_id
        ],
        "ranking": [
            {
                "rank": s.rank,
                "player": s.player,
                "name": player_name(club, s.player),
                "total": json_value(s.total),
                "events": [
                    {
                        "event": e.event,
                        "rank": e.rank,
                        "points": json_value(e.points),
                        "counted": e.counted,
                    }
                    for e in s.events
                ],
            }
            for s in standings(series, by_id)
        ],
    }


def series_json(series: Series, club: Club, heads: Sequence[EventHead]) -> bytes:
    """``series/<id>/results.json``: UTF-8, one record a line, as an event's results.json."""
    return dumps(series_data(series, club, heads))


OUTPUT = SeriesOutput(
    "results.json", N_("Series ranking (JSON)"), "application/json", series_json, order=10
)
"""``series/<id>/results.json``."""
