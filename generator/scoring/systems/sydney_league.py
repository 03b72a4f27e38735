"""Sydney League (``scoring: sydney-league``): docs/scoring.md, "Sydney League"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from generator.model import DiplomacyBoard
from generator.scoring import diplomacy_facts as facts
from generator.scoring.results import BoardScore, Line
from generator.scoring.system import Explanation, ScoringSystem

KEY = "sydney-league"
PER_CENTRE = 25
PLACES = (700, 600, 500, 400, 300, 200, 100)
WINNER = Fraction(3, 2)
LOSER = Fraction(1, 2)

LINES = facts.lines(
    english={
        "centres_times": "{centres} centres × {factor} +{value}",
        "years": "{n} years played +{value}",
        "solo_factor": "solo ×{factor} = {value}",
        "after_solo": "another player's solo ×{factor} = {value}",
    },
    translated={
        "it": {
            "centres_times": "{centres} centri × {factor} +{value}",
            "years": "{n} anni giocati +{value}",
            "solo_factor": "vittoria solitaria ×{factor} = {value}",
            "after_solo": "vittoria solitaria di un altro giocatore ×{factor} = {value}",
        },
        "fr": {
            "centres_times": "{centres} centres × {factor} +{value}",
            "years": "{n} années jouées +{value}",
            "solo_factor": "solo ×{factor} = {value}",
            "after_solo": "solo d'un autre joueur ×{factor} = {value}",
        },
    },
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    eliminated = facts.elimination_years(round_number, board, KEY)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    for first, last, members in facts.elimination_ranking(board, eliminated):
        points = facts.avg_share(PLACES, first, last)
        for entry in members:
            value = points
            lines: list[Line] = []
            if entry.final:
                centres = PER_CENTRE * entry.final
                value += centres
                lines.append(
                    LINES("centres_times", centres=entry.final, factor=PER_CENTRE, value=centres)
                )
            else:
                year = eliminated[entry.power]
                n = year - 1900
                value += n
                lines += [LINES("eliminated", year=year), LINES("years", n=n, value=n)]
            lines.append(facts.place_line(LINES, first, last, points))
            if won is not None:
                mine = entry is won
                factor = WINNER if mine else LOSER
                value *= factor
                key = "solo_factor" if mine else "after_solo"
                lines.append(LINES(key, factor=factor, value=value))
            scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "Places are worth 700, 600, 500, 400, 300, 200 and 100. The survivors take the "
            "first places by centres and add 25 per centre; the eliminated powers take the "
            "places after them, the later eliminated first, and add 1 for each year played "
            "(its elimination year included). Powers level on centres, or eliminated in the "
            "same year, share their places' points equally.",
            "After a solo (18 centres or more, or a concession) the winner's score is "
            "multiplied by 1.5 and everyone else's by 0.5.",
        ),
        example=(
            "Final year 1911, Turkey soloes with 22; Italy and Russia survive on 5; Germany "
            "was eliminated in 1909, Austria in 1905, England and France in 1903. Before "
            "the factors: Turkey 550 + 700 = 1250; Italy and Russia 125 + 550 = 675; Germany "
            "400 + 9 = 409; Austria 300 + 5 = 305; England and France 150 + 3 = 153. After: "
            "Turkey 1875, Italy and Russia 337.5, Germany 204.5, Austria 152.5, England and "
            "France 76.5.",
        ),
    ),
    "it": Explanation(
        rules=(
            "I posti valgono 700, 600, 500, 400, 300, 200 e 100. I sopravvissuti prendono i "
            "primi posti per centri e aggiungono 25 per centro; gli eliminati i posti "
            "seguenti, prima chi è stato eliminato più tardi, e aggiungono 1 per ogni anno "
            "giocato (compreso quello dell'eliminazione). Chi è pari di centri, o eliminato "
            "nello stesso anno, divide i punti dei suoi posti.",
            "Dopo una vittoria solitaria (18 centri o più, o una concessione) il punteggio "
            "del vincitore è moltiplicato per 1,5 e quello di tutti gli altri per 0,5.",
        ),
        example=(
            "Ultimo anno 1911, la Turchia vince da sola con 22; Italia e Russia sopravvivono "
            "a 5; la Germania è stata eliminata nel 1909, l'Austria nel 1905, Inghilterra e "
            "Francia nel 1903. Prima dei fattori: Turchia 550 + 700 = 1250; Italia e Russia "
            "125 + 550 = 675; Germania 400 + 9 = 409; Austria 300 + 5 = 305; Inghilterra e "
            "Francia 150 + 3 = 153. Dopo: Turchia 1875, Italia e Russia 337,5, Germania "
            "204,5, Austria 152,5, Inghilterra e Francia 76,5.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Les places valent 700, 600, 500, 400, 300, 200 et 100. Les survivantes prennent "
            "les premières places par centres et ajoutent 25 par centre ; les éliminées les "
            "places suivantes, la plus tardive d'abord, et ajoutent 1 par année jouée "
            "(l'année de leur élimination comprise). Les puissances à égalité de centres, "
            "ou éliminées la même année, partagent les points de leurs places.",
            "Après un solo (18 centres ou plus, ou une concession) le score du vainqueur est "
            "multiplié par 1,5 et celui de tous les autres par 0,5.",
        ),
        example=(
            "Dernière année 1911, la Turquie fait un solo avec 22 ; Italie et Russie "
            "survivent à 5 ; l'Allemagne a été éliminée en 1909, l'Autriche en 1905, "
            "Angleterre et France en 1903. Avant les facteurs : Turquie 550 + 700 = 1250 ; "
            "Italie et Russie 125 + 550 = 675 ; Allemagne 400 + 9 = 409 ; Autriche "
            "300 + 5 = 305 ; Angleterre et France 150 + 3 = 153. Après : Turquie 1875, "
            "Italie et Russie 337,5, Allemagne 204,5, Autriche 152,5, Angleterre et France "
            "76,5.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="Sydney League",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanations=EXPLANATIONS,
)
