"""Breakdown lines: a key and named parameters, shown through an English template.

A :class:`~podium.scoring.results.Line` is a template plus named parameters, never
finished text, so that pages can show it in the site's language. Each scoring system owns
the lines only it uses, as a :class:`Lines` (key -> English template, marked with its
context by :class:`~podium.scoring.texts.Msg`); this module owns the tournament's
lines, shared by every system (:data:`TOURNAMENT`, context ``tournament``). A line's
context and English template are its gettext message: pages look its translation up in
the theme's ``scoring`` catalogs (:meth:`podium.site.i18n.Translator.line`), and the
results.json export shows the English text.

Parameter conventions: ``place``, ``first`` and ``last`` are positions (shown as ordinals,
"1st"); ``value``, ``factor``, ``n``, ``centres``, ``count``, ``players``, ``percent`` and
``best`` are numbers (shown rounded as in :func:`podium.numbers.text`); ``reason`` is
free text from the content. A value with a sign in the template ("−{value}") is given as a
magnitude.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from podium.numbers import text
from podium.scoring.results import Line, Param
from podium.scoring.texts import Msg


@dataclass(frozen=True, slots=True)
class Lines:
    """Breakdown lines: key -> English template, with its gettext context.

    Call it to make a line: ``LINES("centres", centres=9, value=9)``. Keys are the
    owner's own names (two systems may both have a ``"centres"``); the context and the
    English template are what identify a line everywhere else.
    """

    english: Mapping[str, Msg]

    def __call__(self, key: str, /, **params: Param) -> Line:
        template = self.english.get(key)
        if template is None:
            raise KeyError(f"unknown breakdown key {key!r}")
        return Line(template.english, tuple(params.items()), template.context)


TOURNAMENT = Lines(
    english={
        # adjustments of one result
        "top_table": Msg("tournament", "top table ×{factor}"),
        "refused_top_table": Msg("tournament", "refused the top table ×{factor}"),
        "two_boards": Msg("tournament", "two boards ×{factor}"),
        "worst_result": Msg("tournament", "worst result: {percent}% counted"),
        "not_counted": Msg("tournament", "not counted (best {best} results)"),
        "not_counted_one": Msg("tournament", "not counted (best result only)"),
        "not_counted_rounds": Msg("tournament", "not counted (best {best} rounds)"),
        "not_counted_rounds_last": (
            Msg(
                "tournament",
                "not counted (best {best} rounds before round {round}, plus round {round})",
            )
        ),
        "not_counted_share": Msg(
            "tournament", "not counted (best {best} results, then a share of the next)"
        ),
        "half_average": Msg(
            "tournament", "×{factor}: half the average of the results after the best {best}"
        ),
        "half_next": Msg("tournament", "×½: the next result after the best {best}"),
        "third_after": Msg("tournament", "×⅓: a result after the best {best}"),
        "cut_final": Msg("tournament", "×{factor}: the last round of the {players} best before it"),
        "average": Msg("tournament", "÷{divisor}: {count} results + {k}"),
        "better_board": Msg("tournament", "not counted (the better board of the round counts)"),
        "sit_out": Msg("tournament", "sit-out +{value}"),
        # added to a player's total
        "winner_bonus": Msg("tournament", "top table winner +{value}"),
        "penalty": Msg("tournament", "penalty −{value}"),
        "penalty_reason": Msg("tournament", "penalty −{value}: {reason}"),
    },
)
"""The tournament's lines: adjustments of a result and additions to a total."""

line = TOURNAMENT
"""A tournament line: ``line("sit_out", value=25)``."""

ORDINAL_PARAMS = frozenset({"place", "first", "last"})


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
    """The line in English: a line of "{n} × {centres} centres = {value}" with n=4,
    centres=9, value=36 -> "4 × 9 centres = 36"."""
    return item.template.format(**{k: _show(k, v) for k, v in item.params})


@dataclass(frozen=True, slots=True)
class Sum:
    """What a score's breakdown lines add up to, in the order they say it: ``start``,
    then each step an operator ("+", "−", "×") and an exact number; ``value`` is the
    result (a page shows it only when it is the score: :func:`adds_up`)."""

    start: Fraction
    steps: tuple[tuple[str, Fraction], ...]
    value: Fraction


def _step(item: Line) -> tuple[str, Fraction] | bool | None:
    """A line's part in the sum: an operator and its number; True for a line that says
    no number (a fact: "eliminated"); None for a line whose arithmetic it cannot read."""
    template = item.template
    params = dict(item.params)
    if "{value}" in template:
        value = params.get("value")
        if isinstance(value, str) or value is None:
            return None
        if "−{value}" in template:
            return ("−", Fraction(value))
        if "+{value}" in template or template.endswith("= {value}"):
            return ("+", Fraction(value))
        return None
    if "×{factor}" in template:
        factor = params.get("factor")
        return None if isinstance(factor, str) or factor is None else ("×", Fraction(factor))
    return True if "{" not in template else None


def adds_up(lines: Sequence[Line], score: Fraction) -> Sum | None:
    """The sum the breakdown ``lines`` of ``score`` make, read from their templates' own
    signs: a value after "+" or at "= " is added, after "−" taken away, a factor after
    "×" multiplies all before it. None when a line's arithmetic is not so written, when
    there is nothing to add (one number), or when the sum is not exactly ``score``."""
    steps: list[tuple[str, Fraction]] = []
    for item in lines:
        step = _step(item)
        if step is None:
            return None
        if isinstance(step, tuple):
            steps.append(step)
    if len(steps) < 2 or steps[0][0] != "+":
        return None
    value = steps[0][1]
    for operator, number in steps[1:]:
        value = (
            value * number if operator == "×" else value + (number if operator == "+" else -number)
        )
    if value != score:
        return None
    return Sum(steps[0][1], tuple(steps[1:]), value)
