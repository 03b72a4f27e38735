"""Breakdown lines: stable keys, named parameters and their English text.

A :class:`~generator.scoring.results.Line` is a key plus named parameters, never finished
text, so that pages can show it in the site's language. The keys and parameter names here
are a contract with the page templates (which translate the same keys into it/fr): add
keys freely, never rename one. English is used by the results.json export.

Parameter conventions: ``place``, ``first`` and ``last`` are positions (shown as ordinals,
"1st"); ``value``, ``factor``, ``n``, ``centres``, ``count``, ``players``, ``percent`` and
``best`` are numbers (shown rounded as in :func:`generator.numbers.text`); ``reason`` is
free text from the content. A value with a sign in the template ("−{value}") is given as a
magnitude.
"""

from __future__ import annotations

from fractions import Fraction

from generator.numbers import text
from generator.scoring.results import Line, Param

TEMPLATES: dict[str, str] = {
    # Italia 2010
    "base": "{n} × {centres} centres = {value}",
    "base_one": "{n} × 1 centre = {value}",
    "position_bonus": "{place} place +{value}",
    "break": "break +{value}",
    "no_break": "no break +{value}",
    "tss": "TSS ×{factor}",
    "participation": "+{value} participation",
    "eliminated": "eliminated",
    "solo": "solo {win} + {lead} + {solo} = {value}",
    "other_solo": "another player's solo",
    "civil_disorder": "civil disorder",
    # C-Diplo (also uses base-like "centres", participation, position_bonus)
    "centres": "{centres} centres +{value}",
    "centres_one": "1 centre +{value}",
    "shared_position": "shared {first}–{last} places +{value}",
    "solo_win": "solo {value}",
    "rounded": "rounded to {value}",
    # League placement
    "placement": "{place} of {players} +{value}",
    "shared_placement": "shared {first}–{last} of {players} +{value}",
    # Team games
    "victory_strategic": "strategic victory +{value}",
    "victory_tactical": "tactical victory +{value}",
    "victory_marginal": "marginal victory +{value}",
    "defeat": "defeat +0",
    "draw": "draw +0",
    "best_team_player": "best team player +{value}",
    "kills": "{count} kills +{value}",
    "kill": "1 kill +{value}",
    "lost": "{count} units lost −{value}",
    "lost_one": "1 unit lost −{value}",
    "retired": "retired with honour",
    # Tournament: adjustments of one result
    "top_table": "top table ×{factor}",
    "refused_top_table": "refused the top table ×{factor}",
    "two_boards": "two boards ×{factor}",
    "worst_result": "worst result: {percent}% counted",
    "not_counted": "not counted (best {best} results)",
    "sit_out": "sit-out +{value}",
    # Tournament: added to a player's total
    "winner_bonus": "top table winner +{value}",
    "penalty": "penalty −{value}",
    "penalty_reason": "penalty −{value}: {reason}",
}
"""Every breakdown key and its English text (``str.format`` with the named parameters)."""

ORDINAL_PARAMS = frozenset({"place", "first", "last"})


def line(key: str, **params: Param) -> Line:
    """A breakdown line; the key must be one of :data:`TEMPLATES`."""
    if key not in TEMPLATES:
        raise KeyError(f"unknown breakdown key {key!r}")
    return Line(key, tuple(params.items()))


def ordinal(n: int) -> str:
    """1 -> "1st", 2 -> "2nd", 11 -> "11th", 23 -> "23rd"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _show(name: str, value: Param) -> str:
    if isinstance(value, str):
        return value
    if name in ORDINAL_PARAMS and isinstance(value, int):
        return ordinal(value)
    return text(Fraction(value))


def english(item: Line) -> str:
    """The line in English: ``Line("base", n=4, centres=9, value=36)`` -> "4 × 9 centres = 36"."""
    return TEMPLATES[item.key].format(**{k: _show(k, v) for k, v in item.params})
