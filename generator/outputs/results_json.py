"""An event's full results, machine-readable: ``results.json`` (:data:`OUTPUT`).

The shape of results.json is a public contract (docs/results-json.md). Numbers are exact
values rounded half-up to at most 4 decimals without trailing zeros; output is
deterministic (fixed key order, no timestamps). ``gender`` and ``born`` never appear.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import orjson

from podium.model import Club
from podium.numbers import json_value
from podium.outputs.output import EventOutput
from podium.scoring.awards import best_country
from podium.scoring.kinds import as_drawn, event_kind, finished, kind_of, seat_key
from podium.scoring.kinds.base import Column
from podium.scoring.lines import english
from podium.scoring.results import BoardScore, Counted, EventResult, Line, LineIdent, Seat
from podium.scoring.teams import team_ranking
from podium.site.i18n import N_


@dataclass(frozen=True, slots=True)
class _Made:
    """What one results.json writes many times over, made once: the English text of each
    breakdown line, the JSON number of each score."""

    lines: dict[LineIdent, str] = field(default_factory=dict)
    numbers: dict[tuple[int, int], int | float] = field(default_factory=dict)

    def english(self, item: Line) -> str:
        shown = self.lines.get(item.ident)  # equal lines read the same (Line makes sure)
        if shown is None:
            shown = self.lines[item.ident] = english(item)
        return shown

    def number(self, value: Fraction | None) -> int | float | None:
        if value is None:
            return None
        key = (value.numerator, value.denominator)  # faster to hash than the Fraction
        written = self.numbers.get(key)
        if written is None:
            written = self.numbers[key] = json_value(value)
        return written


def player_name(club: Club, player: str | None) -> str | None:
    if player is None:
        return None
    person = club.players.get(player)
    return person.name if person is not None else player


def _seat(
    seat: Seat,
    columns: tuple[Column, ...],
    counted: Counted | None,
    made: _Made,
) -> dict[str, Any]:
    """One seat's result (``columns``: its board's columns in results.json; ``counted``:
    what its player counted for the board)."""
    out: dict[str, Any] = {"player": seat.player}
    for column in columns:
        value = column.value(seat)
        if value is not None:
            out[column.key] = made.number(value) if isinstance(value, Fraction) else value
    out["position"] = seat.position
    out["score"] = made.number(seat.score)
    out["counted"] = made.number(counted.counted if counted is not None else None)
    out["breakdown"] = [made.english(item) for item in seat.breakdown]
    return out


def _board(score: BoardScore, counted: _CountedIndex, made: _Made) -> dict[str, Any]:
    out: dict[str, Any] = {"board": score.board.board, "top_table": score.board.top_table}
    if score.victory is not None:
        out["victory"] = score.victory
    kind = kind_of(score.board)
    out.update(kind.inputs(score.board))
    columns = tuple(c for c in kind.columns if c.in_results_json)
    at = (score.round, score.board.board)
    out["results"] = [
        _seat(seat, columns, counted.get((seat.player, *at)), made) for seat in score.seats
    ]
    return out


_CountedIndex = dict[tuple[str | None, int, str | None], Counted]
"""(player, round, board or None for a sit-out) -> what the player counted there."""


def _counted_index(result: EventResult) -> _CountedIndex:
    """Every player's counted results, to look each up once (as
    :meth:`EventResult.counted` does, the first of equal keys kept)."""
    index: _CountedIndex = {}
    for standing in (*result.ranking, *result.disqualified):
        for item in standing.results:
            index.setdefault((standing.player, item.round, item.board), item)
    return index


def results_data(result: EventResult, club: Club) -> dict[str, Any]:
    """The results.json document as plain data (dicts, lists, numbers, strings)."""
    event = result.event
    made = _Made()
    counted_at = _counted_index(result)
    rounds = []
    for rnd in event.rounds:
        sit_outs = []
        for player in rnd.sit_outs:
            counted = counted_at.get((player, rnd.number, None))
            points = counted.counted if counted is not None else result.rules.sit_out_points
            sit_outs.append({"player": player, "counted": made.number(points or Fraction(0))})
        rounds.append(
            {
                "round": rnd.number,
                "boards": [
                    _board(b, counted_at, made) for b in result.boards if b.round == rnd.number
                ],
                "sit_outs": sit_outs,
            }
        )
    return {
        "event": event.id,
        "name": event.name,
        "scoring": event.scoring,
        "ranking": [
            {
                "rank": s.rank,
                "player": s.player,
                "name": player_name(club, s.player),
                "total": json_value(s.total),
            }
            for s in result.ranking
        ],
        "disqualified": [
            {"player": s.player, "name": player_name(club, s.player), "total": json_value(s.total)}
            for s in result.disqualified
        ],
        "rounds": rounds,
        "awards": _awards(result, club, made),
        "teams": _teams(result, club, made),
        **_in_play(result),
    }


def _awards(result: EventResult, club: Club, made: _Made) -> dict[str, Any]:
    """Best country (powers in the board kind's order, holders in player-id order) and
    the director's own awards, as given (docs/results-json.md, "awards")."""
    return {
        "best_country": [
            {
                "power": award.power,
                "holders": [
                    {
                        "player": h.player,
                        "name": player_name(club, h.player),
                        "round": h.round,
                        "board": h.board,
                        "score": made.number(h.score),
                        "centres": h.centres,
                    }
                    for h in award.holders
                ],
            }
            for award in best_country(result)
        ],
        "given": [
            {"name": given.name, "players": list(given.players), "note": given.note}
            for given in result.event.awards.given
        ],
    }


def _teams(result: EventResult, club: Club, made: _Made) -> list[dict[str, Any]]:
    """The team ranking, each member's board scores in the team rounds, those that make
    the team's score marked counted (docs/results-json.md, "teams")."""
    return [
        {
            "rank": team.rank,
            "team": team.team,
            "score": made.number(team.score),
            "members": [
                {
                    "player": member.player,
                    "name": player_name(club, member.player),
                    "scores": [
                        {
                            "round": s.round,
                            "board": s.board,
                            "score": made.number(s.score),
                            "counted": s.counted,
                        }
                        for s in member.scores
                    ],
                }
                for member in team.members
            ],
        }
        for team in team_ranking(result)
    ]


def _in_play(result: EventResult) -> dict[str, Any]:
    """``in_play``, only while rounds are not scored yet: each one's number and draw (who
    sits where), never scores (docs/results-json.md, "in_play")."""
    if not result.event.unscored:
        return {}
    label = seat_key(event_kind(result.event.scoring))
    rounds = []
    for rnd in result.event.unscored:
        boards = []
        for played in rnd.every_board:
            board = as_drawn(played)
            seats = [
                {"player": s.player, **({label: s.label} if label else {})} for s in board.seats
            ]
            boards.append(
                {
                    "board": board.board,
                    "top_table": board.top_table,
                    "finished": finished(played),
                    "seats": seats,
                }
            )
        rounds.append({"round": rnd.number, "boards": boards, "sit_outs": list(rnd.sit_outs)})
    return {"in_play": rounds}


def results_json(result: EventResult, club: Club) -> bytes:
    """``events/<event>/results.json``: UTF-8, one record a line (:func:`dumps`)."""
    return dumps(results_data(result, club))


def dumps(data: Any) -> bytes:
    """JSON with one record a line, and a newline at the end: an object or a list whose
    values are plain (strings, numbers, booleans, null, lists of those) is written on one
    line, compact; the others are opened over lines, indented by two spaces. A correction
    changes the lines of the records it touches, and an archive's files stay small (half
    the bytes of an indented file)."""
    return _lines(data, 0) + b"\n"


def _lines(value: Any, depth: int) -> bytes:
    if not isinstance(value, dict | list) or not value or (depth and _one_line(value)):
        written: bytes = orjson.dumps(value)
        return written
    inner = b"\n" + b"  " * (depth + 1)
    if isinstance(value, dict):
        parts = [orjson.dumps(k) + b": " + _lines(v, depth + 1) for k, v in value.items()]
        opening, closing = b"{", b"}"
    else:
        parts = [_lines(v, depth + 1) for v in value]
        opening, closing = b"[", b"]"
    return opening + inner + (b"," + inner).join(parts) + b"\n" + b"  " * depth + closing


def _one_line(value: dict[str, Any] | list[Any]) -> bool:
    """Whether a record is plain: its values are scalars or lists of scalars."""
    items = value.values() if isinstance(value, dict) else value
    return all(not isinstance(x, dict | list) or _plain_list(x) for x in items)


def _plain_list(value: Any) -> bool:
    return isinstance(value, list) and not any(isinstance(x, dict | list) for x in value)


OUTPUT = EventOutput(
    "results.json", N_("Full results (JSON)"), "application/json", results_json, order=10
)
"""``events/<event>/results.json``."""
