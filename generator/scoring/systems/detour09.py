"""Detour09 (``scoring: detour09``): docs/scoring.md, "Detour09"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from generator.model import DiplomacyBoard
from generator.scoring import diplomacy_facts as facts
from generator.scoring.results import BoardScore, Line
from generator.scoring.system import Explanation, ScoringSystem

KEY = "detour09"
SOLO = 110
SURVIVAL = 2
TOTAL = 100
YEARLY = Fraction(1, 4)
MAX_YEARS = 8

LINES = facts.lines(
    english={
        "survivor": "{centres} centres + {survival} for surviving +{value}",
        "lead": "lead +{value}",
        "normalised": "× {total}/{sum} = {value}",
        "years": "{factor} × {n} years +{value}",
    },
    translated={
        "it": {
            "survivor": "{centres} centri + {survival} per la sopravvivenza +{value}",
            "lead": "vantaggio +{value}",
            "normalised": "× {total}/{sum} = {value}",
            "years": "{factor} × {n} anni +{value}",
        },
        "fr": {
            "survivor": "{centres} centres + {survival} de survie +{value}",
            "lead": "avance +{value}",
            "normalised": "× {total}/{sum} = {value}",
            "years": "{factor} × {n} années +{value}",
        },
    },
)


def _years(year: int) -> tuple[facts.Number, Line]:
    """The survival add-on: 0.25 a year after 1901 up to ``year``, at most 8 years."""
    n = min(MAX_YEARS, year - facts.FIRST_GAME_YEAR)
    value = facts.whole(n, 4)
    return value, LINES("years", factor=YEARLY, n=n, value=value)


def _raw(board: DiplomacyBoard) -> dict[str, tuple[int, list[Line]]]:
    """Each power's points before normalising: centres + 2 for a survivor, a lone top's
    lead, and the place bonus (4, 3, 2, 1 for places 1-4; a tie takes its worst place's)."""
    raw: dict[str, tuple[int, list[Line]]] = {}
    high = facts.top(board)
    tops = facts.toppers(board)
    second = max((p.final for p in board.powers if p.final < high), default=0)
    for first, last, members in facts.final_ranking(board):
        place = 5 - last if last <= 4 else 0
        for entry in members:
            points, lines = 0, []
            if entry.final:
                points = entry.final + SURVIVAL
                lines.append(
                    LINES("survivor", centres=entry.final, survival=SURVIVAL, value=points)
                )
            if len(tops) == 1 and entry is tops[0]:
                points += high - second
                lines.append(LINES("lead", value=high - second))
            if place:
                points += place
                lines.append(facts.place_line(LINES, first, last, place))
            raw[entry.power] = (points, lines)
    return raw


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    eliminated = facts.elimination_years(round_number, board, KEY)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    if won is not None:
        for entry in board.powers:
            if entry is won:
                scored[entry.power] = (SOLO, [LINES("solo", value=SOLO)])
                continue
            year = eliminated.get(entry.power, facts.solo_year(board))
            value, line = _years(year)
            scored[entry.power] = (value, [LINES("other_solo"), line])
        return facts.board_score(round_number, board, scored, LINES)
    raw = _raw(board)
    total = sum(points for points, _ in raw.values())
    for entry in board.powers:
        points, lines = raw[entry.power]
        value = facts.whole(points * TOTAL, total) if total else 0
        if points:
            lines.append(LINES("normalised", total=TOTAL, sum=total, value=value))
        if entry.power in eliminated:
            year = eliminated[entry.power]
            add, line = _years(year)
            value += add
            lines += [LINES("eliminated", year=year), line]
        scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 110 and everyone else 0, "
            "plus the survival add-on below.",
            "Otherwise each survivor starts from its centres + 2 (an eliminated power from "
            "0). A lone top adds its lead over the next count. Places 1-4 by centres add "
            "4, 3, 2 and 1; tied powers each take their worst place's value. The points are "
            "then scaled so that they add up to 100.",
            "Survival add-on: an eliminated power gets 0.25 for each year from 1902 to its "
            "elimination year (at most 8 years); after a solo, every other survivor gets "
            "the same up to the solo year.",
        ),
        example=(
            "Final year 1916: Russia 10, Austria and Turkey 8, Germany 6, France 2, England "
            "and Italy eliminated in 1912. Before scaling: Russia 12 + 2 (lead) + 4 = 18, "
            "Austria and Turkey 10 + 2 = 12, Germany 8 + 1 = 9, France 4: 55 in all.",
            "Russia 18 × 100/55 = 32.7273; Austria and Turkey 21.8182; Germany 16.3636; "
            "France 7.2727; England and Italy 0.25 × 8 = 2.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 110 e tutti "
            "gli altri 0, più l'aggiunta di sopravvivenza qui sotto.",
            "Altrimenti ogni sopravvissuto parte dai suoi centri + 2 (chi è eliminato da 0). "
            "Un primo da solo aggiunge il suo vantaggio sul conteggio seguente. I posti 1-4 "
            "per centri aggiungono 4, 3, 2 e 1; i pari prendono il valore del loro posto "
            "peggiore. I punti sono poi riscalati perché sommino a 100.",
            "Aggiunta di sopravvivenza: chi è eliminato riceve 0,25 per ogni anno dal 1902 "
            "a quello dell'eliminazione (al massimo 8 anni); dopo una vittoria solitaria, "
            "ogni altro sopravvissuto riceve lo stesso fino all'anno della vittoria.",
        ),
        example=(
            "Ultimo anno 1916: Russia 10, Austria e Turchia 8, Germania 6, Francia 2, "
            "Inghilterra e Italia eliminate nel 1912. Prima della scala: Russia 12 + 2 "
            "(vantaggio) + 4 = 18, Austria e Turchia 10 + 2 = 12, Germania 8 + 1 = 9, "
            "Francia 4: 55 in tutto.",
            "Russia 18 × 100/55 = 32,7273; Austria e Turchia 21,8182; Germania 16,3636; "
            "Francia 7,2727; Inghilterra e Italia 0,25 × 8 = 2.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 110 et tous les autres 0, "
            "plus le complément de survie ci-dessous.",
            "Sinon chaque survivante part de ses centres + 2 (une éliminée de 0). Une "
            "puissance seule en tête ajoute son avance sur le nombre suivant. Les places 1 "
            "à 4 par centres ajoutent 4, 3, 2 et 1 ; les ex aequo prennent la valeur de leur "
            "plus mauvaise place. Les points sont ensuite mis à l'échelle pour totaliser 100.",
            "Complément de survie : une éliminée reçoit 0,25 par année de 1902 à l'année de "
            "son élimination (8 années au plus) ; après un solo, chaque autre survivante "
            "reçoit de même jusqu'à l'année du solo.",
        ),
        example=(
            "Dernière année 1916 : Russie 10, Autriche et Turquie 8, Allemagne 6, France 2, "
            "Angleterre et Italie éliminées en 1912. Avant l'échelle : Russie 12 + 2 "
            "(avance) + 4 = 18, Autriche et Turquie 10 + 2 = 12, Allemagne 8 + 1 = 9, "
            "France 4 : 55 en tout.",
            "Russie 18 × 100/55 = 32,7273 ; Autriche et Turquie 21,8182 ; Allemagne 16,3636 ; "
            "France 7,2727 ; Angleterre et Italie 0,25 × 8 = 2.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="Detour09",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanations=EXPLANATIONS,
)
