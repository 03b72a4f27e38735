"""Southern Sun (``scoring: southern-sun``): docs/scoring.md, "Southern Sun"."""

from __future__ import annotations

from collections.abc import Sequence

from generator.model import DiplomacyBoard
from generator.scoring import diplomacy_facts as facts
from generator.scoring.results import BoardScore, Line
from generator.scoring.system import Explanation, ScoringSystem

KEY = "southern-sun"
SOLO = 500
SURVIVAL = 30
PER_CENTRE = 10
PER_YEAR = 3
PLACES = (130, 80, 50, 30, 20, 10, 10)

LINES = facts.lines(
    english={
        "centres_times": "{centres} centres × {factor} +{value}",
        "rounded_place": "{first}–{last} places {share} rounded to {value}",
        "years": "{factor} × {n} years +{value}",
    },
    translated={
        "it": {
            "centres_times": "{centres} centri × {factor} +{value}",
            "rounded_place": "posti {first}–{last} {share} arrotondato a {value}",
            "years": "{factor} × {n} anni +{value}",
        },
        "fr": {
            "centres_times": "{centres} centres × {factor} +{value}",
            "rounded_place": "places {first}–{last} {share} arrondi à {value}",
            "years": "{factor} × {n} années +{value}",
        },
    },
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    if won is not None:
        return facts.solo_board(round_number, board, won, SOLO, LINES)
    eliminated = facts.elimination_years(round_number, board, KEY)
    for first, last, members in facts.rank(facts.survivors(board), lambda p: p.final):
        share = facts.avg_share(PLACES, first, last)
        points = round(share)  # to the nearest whole, an exact half to the even one
        for entry in members:
            centres = PER_CENTRE * entry.final
            lines = [
                LINES("survival", value=SURVIVAL),
                LINES("centres_times", centres=entry.final, factor=PER_CENTRE, value=centres),
                facts.place_line(LINES, first, last, share)
                if points == share
                else LINES("rounded_place", first=first, last=last, share=share, value=points),
            ]
            scored[entry.power] = (SURVIVAL + centres + points, lines)
    for power, year in eliminated.items():
        n = 1 + year - facts.FIRST_GAME_YEAR
        value = PER_YEAR * n
        lines = [LINES("eliminated", year=year), LINES("years", factor=PER_YEAR, n=n, value=value)]
        scored[power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 500; everyone else 0.",
            "Otherwise a survivor scores 30 + 10 per centre + place points among the "
            "survivors by centres: 130, 80, 50, 30, 20, 10, 10. Survivors on equal centres "
            "share their places' points equally, rounded to a whole number (an exact half to "
            "the even number: 72.5 becomes 72).",
            "An eliminated power scores 3 for each year it played, its elimination year included.",
        ),
        example=(
            "Final year 1907: Austria, England, Italy and Turkey 6, France 5, Germany 4, "
            "Russia eliminated in 1903. The four on 6 share places 1-4: (130 + 80 + 50 + "
            "30)/4 = 72.5, rounded to 72: 30 + 60 + 72 = 162 each. France 30 + 50 + 20 = "
            "100; Germany 30 + 40 + 10 = 80; Russia 3 × 3 = 9.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 500; tutti gli "
            "altri 0.",
            "Altrimenti chi sopravvive fa 30 + 10 per centro + i punti di posizione tra i "
            "sopravvissuti per centri: 130, 80, 50, 30, 20, 10, 10. I sopravvissuti con gli "
            "stessi centri dividono in parti uguali i punti dei loro posti, arrotondati "
            "all'intero (una metà esatta al numero pari: 72,5 diventa 72).",
            "Chi è eliminato fa 3 per ogni anno giocato, compreso quello dell'eliminazione.",
        ),
        example=(
            "Ultimo anno 1907: Austria, Inghilterra, Italia e Turchia 6, Francia 5, Germania "
            "4, Russia eliminata nel 1903. I quattro a 6 dividono i posti 1-4: (130 + 80 + "
            "50 + 30)/4 = 72,5, arrotondato a 72: 30 + 60 + 72 = 162 ciascuno. Francia "
            "30 + 50 + 20 = 100; Germania 30 + 40 + 10 = 80; Russia 3 × 3 = 9.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 500 ; tous les autres 0.",
            "Sinon une survivante marque 30 + 10 par centre + des points de place parmi les "
            "survivantes par centres : 130, 80, 50, 30, 20, 10, 10. Les survivantes à "
            "égalité partagent les points de leurs places, arrondis à l'entier (une moitié "
            "exacte vers le pair : 72,5 devient 72).",
            "Une éliminée marque 3 par année jouée, l'année de son élimination comprise.",
        ),
        example=(
            "Dernière année 1907 : Autriche, Angleterre, Italie et Turquie 6, France 5, "
            "Allemagne 4, Russie éliminée en 1903. Les quatre à 6 partagent les places 1 à "
            "4 : (130 + 80 + 50 + 30)/4 = 72,5, arrondi à 72 : 30 + 60 + 72 = 162 chacune. "
            "France 30 + 50 + 20 = 100 ; Allemagne 30 + 40 + 10 = 80 ; Russie 3 × 3 = 9.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="Southern Sun",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanations=EXPLANATIONS,
)
