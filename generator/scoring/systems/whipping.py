"""Whipping (``scoring: whipping``): docs/scoring.md, "Whipping"."""

from __future__ import annotations

from collections.abc import Sequence

from generator.model import DiplomacyBoard
from generator.scoring import diplomacy_facts as facts
from generator.scoring.results import BoardScore, Line
from generator.scoring.system import Explanation, ScoringSystem

KEY = "whipping"
SOLO = 468
PER_CENTRE = 10
POOL = 60
LEAD = 2

LINES = facts.lines(
    english={
        "centres_times": "{centres} centres × {factor} +{value}",
        "years": "{n} years played +{value}",
        "survival_share": "{pool}/{n} survivors +{value}",
        "top_alone": "top alone {factor} × {centres} +{value}",
    },
    translated={
        "it": {
            "centres_times": "{centres} centri × {factor} +{value}",
            "years": "{n} anni giocati +{value}",
            "survival_share": "{pool}/{n} sopravvissuti +{value}",
            "top_alone": "primo da solo {factor} × {centres} +{value}",
        },
        "fr": {
            "centres_times": "{centres} centres × {factor} +{value}",
            "years": "{n} années jouées +{value}",
            "survival_share": "{pool}/{n} survivants +{value}",
            "top_alone": "seul en tête {factor} × {centres} +{value}",
        },
    },
)


def _played(year: int) -> int:
    return year - 1900


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    eliminated = facts.elimination_years(round_number, board, KEY)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    alive = facts.survivors(board)
    high = facts.top(board)
    lone = len(facts.toppers(board)) == 1
    for entry in board.powers:
        if entry is won:
            scored[entry.power] = (SOLO, [LINES("solo", value=SOLO)])
        elif entry.power in eliminated:
            year = eliminated[entry.power]
            n = _played(year)
            lines = [LINES("eliminated", year=year), LINES("years", n=n, value=n)]
            scored[entry.power] = (n, lines)
        elif won is not None:
            n = _played(board.end)
            scored[entry.power] = (n, [LINES("other_solo"), LINES("years", n=n, value=n)])
        else:
            centres = PER_CENTRE * entry.final
            share = facts.whole(POOL, len(alive))
            value = centres + share
            lines = [
                LINES("centres_times", centres=entry.final, factor=PER_CENTRE, value=centres),
                LINES("survival_share", pool=POOL, n=len(alive), value=share),
            ]
            if lone and entry.final == high:
                value += LEAD * high
                lines.append(LINES("top_alone", factor=LEAD, centres=high, value=LEAD * high))
            scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "An eliminated power scores the years it played (its elimination year included).",
            "A solo (18 centres or more, or a concession) scores 468, and every other "
            "survivor the years played (the final year included).",
            "Otherwise a survivor scores 10 per centre + 60 / the number of survivors, and "
            "a power topping the board alone adds 2 × its centres.",
        ),
        example=(
            "Final year 1911, Turkey soloes with 22; Italy and Russia survive; Germany was "
            "eliminated in 1909, Austria in 1905, England and France in 1903. Turkey 468; "
            "Italy and Russia 11; Germany 9; Austria 5; England and France 3.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Chi è eliminato fa gli anni giocati (compreso quello dell'eliminazione).",
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 468, e ogni "
            "altro sopravvissuto gli anni giocati (compreso l'ultimo).",
            "Altrimenti chi sopravvive fa 10 per centro + 60 / il numero dei sopravvissuti, "
            "e chi è primo da solo aggiunge 2 × i suoi centri.",
        ),
        example=(
            "Ultimo anno 1911, la Turchia vince da sola con 22; Italia e Russia sopravvivono; "
            "la Germania è stata eliminata nel 1909, l'Austria nel 1905, Inghilterra e "
            "Francia nel 1903. Turchia 468; Italia e Russia 11; Germania 9; Austria 5; "
            "Inghilterra e Francia 3.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Une puissance éliminée marque les années jouées (l'année de son élimination "
            "comprise).",
            "Un solo (18 centres ou plus, ou une concession) vaut 468, et toute autre "
            "survivante les années jouées (la dernière comprise).",
            "Sinon une survivante marque 10 par centre + 60 / le nombre de survivantes, et "
            "une puissance seule en tête ajoute 2 × ses centres.",
        ),
        example=(
            "Dernière année 1911, la Turquie fait un solo avec 22 ; Italie et Russie "
            "survivent ; l'Allemagne a été éliminée en 1909, l'Autriche en 1905, Angleterre "
            "et France en 1903. Turquie 468 ; Italie et Russie 11 ; Allemagne 9 ; Autriche "
            "5 ; Angleterre et France 3.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="Whipping",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanations=EXPLANATIONS,
)
