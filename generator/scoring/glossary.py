"""Glossaries: the words a breakdown uses, explained on the scoring system's rules page.

Each scoring system owns its terms: its rules page lists them (``Explanation.glossary``,
the same entries in the same order in every language) and ``ScoringSystem.terms`` says
which of its breakdown lines each one explains. The tournament's own words ("counted",
"top table", "sit-out"...) are owned here, as the tournament's lines are owned by
:data:`generator.scoring.lines.TOURNAMENT`, and every rules page lists them after the
system's. A term's anchor on the page is made from its English wording (``#term-tss``),
so a link means the same in every language.
"""

from __future__ import annotations

from collections.abc import Mapping

from generator.content.ids import slug
from generator.scoring.lines import TOURNAMENT
from generator.scoring.system import ScoringSystem

Term = tuple[str, str, str]
"""(anchor, term, meaning) of one glossary entry, in one language."""

TOURNAMENT_GLOSSARY: Mapping[str, tuple[tuple[str, str], ...]] = {
    "en": (
        (
            "counted",
            "what a result adds to the player's total, after the event's "
            "multipliers and its rules for which results count (a result left out is struck "
            "through)",
        ),
        (
            "top table",
            "the final round's board of the best-placed players; its results "
            "may be multiplied, and its first places may take the event's podium",
        ),
        ("sit-out", "a round a player sat out so that the boards were full; it may earn points"),
        ("two boards", "a round a player played on two boards at once to fill them"),
    ),
    "it": (
        (
            "contato",
            "quanto un risultato aggiunge al totale del giocatore, dopo i "
            "moltiplicatori e le regole dell'evento su quali risultati contano (uno escluso è "
            "barrato)",
        ),
        (
            "tavolo finale",
            "il tavolo dell'ultimo turno con i giocatori meglio piazzati; i suoi "
            "risultati possono essere moltiplicati e i suoi primi posti prendere il podio",
        ),
        (
            "riposo",
            "un turno in cui il giocatore ha riposato per completare i tavoli; può dare punti",
        ),
        ("due tavoli", "un turno giocato su due tavoli insieme per completarli"),
    ),
    "fr": (
        (
            "compté",
            "ce qu'un résultat ajoute au total du joueur, après les multiplicateurs "
            "et les règles de l'événement sur les résultats qui comptent (un résultat écarté "
            "est barré)",
        ),
        (
            "table finale",
            "la table de la dernière ronde, des joueurs les mieux placés ; ses "
            "résultats peuvent être multipliés et ses premières places prendre le podium",
        ),
        (
            "repos",
            "une ronde où le joueur s'est reposé pour compléter les tables ; elle peut "
            "rapporter des points",
        ),
        ("deux tables", "une ronde jouée sur deux tables à la fois pour les compléter"),
    ),
}
"""The tournament's words, in every language, in the same order."""

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


def _entries(
    english: tuple[tuple[str, str], ...], shown: tuple[tuple[str, str], ...]
) -> list[Term]:
    """The entries shown, each with the anchor of its English entry (by position)."""
    return [
        (anchor(english[i][0]) if i < len(english) else anchor(term), term, meaning)
        for i, (term, meaning) in enumerate(shown)
    ]


def glossary(system: ScoringSystem | None, language: str) -> list[Term]:
    """A rules page's glossary: the system's terms, then the tournament's."""
    own: list[Term] = []
    if system is not None:
        english = system.explanations["en"].glossary
        own = _entries(english, system.explanation(language).glossary)
    tournament = _entries(
        TOURNAMENT_GLOSSARY["en"],
        TOURNAMENT_GLOSSARY.get(language, TOURNAMENT_GLOSSARY["en"]),
    )
    return [*own, *tournament]


def line_anchors(system: ScoringSystem | None) -> dict[str, str]:
    """A breakdown line's English template -> the anchor of the term that explains it."""
    found = {TOURNAMENT.english[key]: anchor(term) for key, term in TOURNAMENT_TERMS.items()}
    if system is not None:
        for key, term in system.terms.items():
            found[system.lines.english[key]] = anchor(term)
    return found
