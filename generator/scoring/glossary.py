"""Glossaries: the words a breakdown uses, explained on the scoring system's rules page.

Each scoring system owns its terms: its rules page lists them (``Explanation.glossary``,
in English, translated by the themes' ``scoring`` catalogs) and ``ScoringSystem.terms`` says
which of its breakdown lines each one explains. The tournament's own words ("counted",
"top table", "sit-out"...) are owned here, as the tournament's lines are owned by
:data:`podium.scoring.lines.TOURNAMENT`, and every rules page lists them after the
system's. A term's anchor on the page is made from its English wording (``#term-tss``),
so a link means the same in every language.
"""

from __future__ import annotations

from collections.abc import Mapping

from podium.content.ids import slug
from podium.scoring.lines import TOURNAMENT
from podium.scoring.system import ScoringSystem
from podium.scoring.texts import Msg

Term = tuple[str, Msg, Msg]
"""(anchor, term, meaning) of one glossary entry."""

TOURNAMENT_GLOSSARY: tuple[tuple[Msg, Msg], ...] = (
    (
        Msg("tournament", "counted"),
        Msg(
            "tournament",
            "what a result adds to the player's total, after the event's "
            "multipliers and its rules for which results count (a result left out is struck "
            "through)",
        ),
    ),
    (
        Msg("tournament", "top table"),
        Msg(
            "tournament",
            "the final round's board of the best-placed players; its results "
            "may be multiplied, and its first places may take the event's podium",
        ),
    ),
    (
        Msg("tournament", "sit-out"),
        Msg(
            "tournament",
            "a round a player sat out so that the boards were full; it may earn points",
        ),
    ),
    (
        Msg("tournament", "two boards"),
        Msg("tournament", "a round a player played on two boards at once to fill them"),
    ),
)
"""The tournament's words."""

TOURNAMENT_TERMS: Mapping[str, str] = {
    "top_table": "top table",
    "refused_top_table": "top table",
    "two_boards": "two boards",
    "sit_out": "sit-out",
    "worst_result": "counted",
    "not_counted": "counted",
    "not_counted_one": "counted",
    "not_counted_rounds": "counted",
    "not_counted_rounds_last": "counted",
    "not_counted_share": "counted",
    "better_board": "counted",
}
"""The tournament's breakdown lines (keys of TOURNAMENT) -> the English term explaining them."""


def anchor(english_term: str) -> str:
    """The id of a term's entry on a rules page: ``"no break"`` -> ``"term-no-break"``."""
    return f"term-{slug(english_term)}"


def glossary(system: ScoringSystem | None) -> list[Term]:
    """A rules page's glossary: the system's terms, then the tournament's, each with the
    anchor of its English wording."""
    own = system.explanation.glossary if system is not None else ()
    return [(anchor(term.english), term, meaning) for term, meaning in (*own, *TOURNAMENT_GLOSSARY)]


def line_anchors(system: ScoringSystem | None) -> dict[str, str]:
    """A breakdown line's English template -> the anchor of the term that explains it."""
    found = {
        TOURNAMENT.english[key].english: anchor(term) for key, term in TOURNAMENT_TERMS.items()
    }
    if system is not None:
        for key, term in system.terms.items():
            found[system.lines.english[key].english] = anchor(term)
    return found
