"""Tribute (``scoring: tribute``): docs/scoring.md, "Tribute"."""

from __future__ import annotations

from collections.abc import Sequence

from generator.model import DiplomacyBoard
from generator.scoring import diplomacy_facts as facts
from generator.scoring.results import BoardScore, Line
from generator.scoring.system import Explanation, ScoringSystem

KEY = "tribute"
SOLO = 100
POOL = 66
FREE = 6
"""A leader's centres above this many are what it can take in tribute."""

LINES = facts.lines(
    english={
        "survival_share": "{pool}/{n} survivors +{value}",
        "pays": "tribute to the leader −{value}",
        "paid": "tribute from the others +{value}",
    },
    translated={
        "it": {
            "survival_share": "{pool}/{n} sopravvissuti +{value}",
            "pays": "tributo al primo −{value}",
            "paid": "tributo dagli altri +{value}",
        },
        "fr": {
            "survival_share": "{pool}/{n} survivants +{value}",
            "pays": "tribut au premier −{value}",
            "paid": "tribut des autres +{value}",
        },
    },
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    alive = facts.survivors(board)
    high = facts.top(board)
    n_tops = len(facts.toppers(board))
    share = facts.whole(POOL, len(alive)) if alive else 0
    tribute = min(share, high - FREE) if high > FREE else 0
    if won is not None:
        return facts.solo_board(round_number, board, won, SOLO, LINES)
    for entry in board.powers:
        if not entry.final:
            scored[entry.power] = (0, [LINES("eliminated_0")])
            continue
        value = entry.final + share
        lines = [
            facts.centres_line(LINES, entry.final, entry.final),
            LINES("survival_share", pool=POOL, n=len(alive), value=share),
        ]
        if entry.final == high:
            paid = facts.whole(tribute * (len(alive) - n_tops), n_tops)
            if paid:
                value += paid
                lines.append(LINES("paid", value=paid))
        elif tribute:
            value -= tribute
            lines.append(LINES("pays", value=tribute))
        scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 100; everyone else 0.",
            "Otherwise each survivor scores its centres plus an equal share of 66 points; "
            "eliminated powers score 0. If the leaders have more than 6 centres, every other "
            "survivor pays them a tribute of (top − 6), at most its share of the 66, which "
            "the leaders split equally.",
        ),
        example=(
            "France 16, Italy 4, Austria, Germany, Russia and Turkey 3, England 2: seven "
            "survivors, a share of 66/7 = 9.4286 each. France's tribute would be 16 − 6 = "
            "10, capped at 9.4286: every other power scores exactly its centres, and France "
            "16 + 9.4286 + 6 × 9.4286 = 82.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 100; tutti gli "
            "altri 0.",
            "Altrimenti ogni sopravvissuto fa i suoi centri più una parte uguale di 66 punti; "
            "gli eliminati fanno 0. Se i primi hanno più di 6 centri, ogni altro "
            "sopravvissuto paga loro un tributo di (primo − 6), al massimo la sua parte dei "
            "66, che i primi dividono in parti uguali.",
        ),
        example=(
            "Francia 16, Italia 4, Austria, Germania, Russia e Turchia 3, Inghilterra 2: "
            "sette sopravvissuti, una parte di 66/7 = 9,4286 ciascuno. Il tributo della "
            "Francia sarebbe 16 − 6 = 10, limitato a 9,4286: ogni altra potenza fa "
            "esattamente i suoi centri, e la Francia 16 + 9,4286 + 6 × 9,4286 = 82.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 100 ; tous les autres 0.",
            "Sinon chaque survivante marque ses centres plus une part égale de 66 points ; "
            "les éliminées marquent 0. Si les premières ont plus de 6 centres, chaque autre "
            "survivante leur paie un tribut de (tête − 6), au plus sa part des 66, que les "
            "premières se partagent à parts égales.",
        ),
        example=(
            "France 16, Italie 4, Autriche, Allemagne, Russie et Turquie 3, Angleterre 2 : "
            "sept survivantes, une part de 66/7 = 9,4286 chacune. Le tribut de la France "
            "serait 16 − 6 = 10, plafonné à 9,4286 : toute autre puissance marque exactement "
            "ses centres, et la France 16 + 9,4286 + 6 × 9,4286 = 82.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="Tribute",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanations=EXPLANATIONS,
)
