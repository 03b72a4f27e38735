"""Breakdown lines: a key and named parameters, shown through an English template.

A :class:`~generator.scoring.results.Line` is a template plus named parameters, never
finished text, so that pages can show it in the site's language. Each scoring system owns
the lines only it uses, as a :class:`Lines` (key -> English template, plus the templates
in other languages); this module owns the tournament's lines, shared by every system
(:data:`TOURNAMENT`). A line's English template is its message id: pages look a
translation up by it (see :meth:`generator.site.i18n.Translator.line_template`), and the
results.json export shows the English text.

Parameter conventions: ``place``, ``first`` and ``last`` are positions (shown as ordinals,
"1st"); ``value``, ``factor``, ``n``, ``centres``, ``count``, ``players``, ``percent`` and
``best`` are numbers (shown rounded as in :func:`generator.numbers.text`); ``reason`` is
free text from the content. A value with a sign in the template ("−{value}") is given as a
magnitude.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from generator.numbers import text
from generator.scoring.results import Line, Param


@dataclass(frozen=True)
class Lines:
    """Breakdown lines: key -> English template, and key -> template in other languages.

    Call it to make a line: ``LINES("centres", centres=9, value=9)``. Keys are the
    owner's own names (two systems may both have a ``"centres"``); the English template
    is what identifies a line everywhere else.
    """

    english: Mapping[str, str]
    translated: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    """Language ("it", "fr") -> key -> template, with the same ``{names}`` as English."""

    def __call__(self, key: str, /, **params: Param) -> Line:
        template = self.english.get(key)
        if template is None:
            raise KeyError(f"unknown breakdown key {key!r}")
        return Line(template, tuple(params.items()))

    def catalog(self, language: str) -> dict[str, str]:
        """English template -> its template in ``language``, for the keys translated."""
        return {self.english[k]: t for k, t in self.translated.get(language, {}).items()}


TOURNAMENT = Lines(
    english={
        # adjustments of one result
        "top_table": "top table ×{factor}",
        "refused_top_table": "refused the top table ×{factor}",
        "two_boards": "two boards ×{factor}",
        "worst_result": "worst result: {percent}% counted",
        "not_counted": "not counted (best {best} results)",
        "not_counted_one": "not counted (best result only)",
        "not_counted_rounds": "not counted (best {best} rounds)",
        "not_counted_rounds_last": (
            "not counted (best {best} rounds before round {round}, plus round {round})"
        ),
        "not_counted_share": "not counted (best {best} results, then a share of the next)",
        "half_average": "×{factor}: half the average of the results after the best {best}",
        "half_next": "×½: the next result after the best {best}",
        "third_after": "×⅓: a result after the best {best}",
        "cut_final": "×{factor}: the last round of the {players} best before it",
        "average": "÷{divisor}: {count} results + {k}",
        "better_board": "not counted (the better board of the round counts)",
        "sit_out": "sit-out +{value}",
        # added to a player's total
        "winner_bonus": "top table winner +{value}",
        "penalty": "penalty −{value}",
        "penalty_reason": "penalty −{value}: {reason}",
    },
    translated={
        "it": {
            "top_table": "tavolo finale ×{factor}",
            "refused_top_table": "tavolo finale rifiutato ×{factor}",
            "two_boards": "due tavoli ×{factor}",
            "worst_result": "risultato peggiore: conta il {percent}%",
            "not_counted": "non conteggiato (migliori {best} risultati)",
            "not_counted_one": "non conteggiato (solo il miglior risultato)",
            "not_counted_rounds": "non conteggiato (migliori {best} turni)",
            "not_counted_rounds_last": (
                "non conteggiato (migliori {best} turni prima del turno "
                "{round}, più il turno {round})"
            ),
            "not_counted_share": (
                "non conteggiato (migliori {best} risultati, poi una quota dei successivi)"
            ),
            "half_average": "×{factor}: metà della media dei risultati dopo i migliori {best}",
            "half_next": "×½: il risultato successivo ai migliori {best}",
            "third_after": "×⅓: un risultato dopo i migliori {best}",
            "cut_final": "×{factor}: l'ultimo turno dei {players} migliori prima di esso",
            "average": "÷{divisor}: {count} risultati + {k}",
            "better_board": "non conteggiato (conta il tavolo migliore del turno)",
            "sit_out": "riposo +{value}",
            "winner_bonus": "vincitore del tavolo finale +{value}",
            "penalty": "penalità −{value}",
            "penalty_reason": "penalità −{value}: {reason}",
        },
        "fr": {
            "top_table": "table finale ×{factor}",
            "refused_top_table": "table finale refusée ×{factor}",
            "two_boards": "deux tables ×{factor}",
            "worst_result": "plus mauvais résultat : {percent} % retenu",
            "not_counted": "non retenu (meilleurs {best} résultats)",
            "not_counted_one": "non retenu (meilleur résultat seulement)",
            "not_counted_rounds": "non retenu (meilleures {best} rondes)",
            "not_counted_rounds_last": (
                "non retenu (meilleures {best} rondes avant la ronde "
                "{round}, plus la ronde {round})"
            ),
            "not_counted_share": (
                "non retenu (meilleurs {best} résultats, puis une part des suivants)"
            ),
            "half_average": (
                "×{factor} : moitié de la moyenne des résultats après les {best} meilleurs"
            ),
            "half_next": "×½ : le résultat suivant les {best} meilleurs",
            "third_after": "×⅓ : un résultat après les {best} meilleurs",
            "cut_final": "×{factor} : la dernière ronde des {players} meilleurs avant elle",
            "average": "÷{divisor} : {count} résultats + {k}",
            "better_board": "non retenu (la meilleure table de la ronde compte)",
            "sit_out": "repos +{value}",
            "winner_bonus": "vainqueur de la table finale +{value}",
            "penalty": "pénalité −{value}",
            "penalty_reason": "pénalité −{value} : {reason}",
        },
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
