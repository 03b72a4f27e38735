"""Draw size (``scoring: draw-size``): docs/scoring.md, "Draw size"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from generator.model import DiplomacyBoard
from generator.scoring import diplomacy_facts as facts
from generator.scoring.results import BoardScore, Line
from generator.scoring.system import Explanation, ScoringSystem

KEY = "draw-size"
TOTAL = 100

LINES = facts.lines(
    english={
        "in_draw": "{total} / {n} in the draw = {value}",
        "not_in_draw": "not in the draw",
    },
    translated={
        "it": {
            "in_draw": "{total} / {n} nella patta = {value}",
            "not_in_draw": "fuori dalla patta",
        },
        "fr": {
            "in_draw": "{total} / {n} dans le partage = {value}",
            "not_in_draw": "hors du partage",
        },
    },
)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    if won is not None:
        return facts.solo_board(round_number, board, won, TOTAL, LINES)
    draw = facts.draw_members(round_number, board, KEY)
    share = Fraction(TOTAL, len(draw)) if draw else Fraction(0)
    for entry in board.powers:
        if entry.power in draw:
            line = LINES("in_draw", total=TOTAL, n=len(draw), value=share)
            scored[entry.power] = (share, [line])
        else:
            scored[entry.power] = (0, [LINES("not_in_draw")])
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATIONS = {
    "en": Explanation(
        rules=(
            "A solo (18 centres or more, or a concession) scores 100; everyone else 0.",
            "Otherwise the powers in the draw share 100 equally, and everyone else scores "
            "0, survivors left out of the draw included. A board that does not name its "
            "draw counts every survivor in it.",
        ),
        example=(
            "England, France and Italy draw, although Austria and Turkey have as many "
            "centres: England, France and Italy score 100/3 = 33.3333 each, everyone else 0.",
        ),
    ),
    "it": Explanation(
        rules=(
            "Una vittoria solitaria (18 centri o più, o una concessione) vale 100; tutti gli "
            "altri 0.",
            "Altrimenti le potenze nella patta dividono 100 in parti uguali e tutti gli altri "
            "fanno 0, compresi i sopravvissuti esclusi dalla patta. Un tavolo che non dice "
            "chi è nella patta vi conta tutti i sopravvissuti.",
        ),
        example=(
            "Inghilterra, Francia e Italia pattano, anche se Austria e Turchia hanno "
            "altrettanti centri: Inghilterra, Francia e Italia fanno 100/3 = 33,3333 "
            "ciascuna, tutti gli altri 0.",
        ),
    ),
    "fr": Explanation(
        rules=(
            "Un solo (18 centres ou plus, ou une concession) vaut 100 ; tous les autres 0.",
            "Sinon les puissances du partage se partagent 100 à parts égales, et toutes les "
            "autres marquent 0, y compris les survivantes exclues du partage. Une table qui "
            "ne nomme pas son partage y compte toutes les survivantes.",
        ),
        example=(
            "Angleterre, France et Italie partagent, bien qu'Autriche et Turquie aient "
            "autant de centres : Angleterre, France et Italie marquent 100/3 = 33,3333 "
            "chacune, toutes les autres 0.",
        ),
    ),
}

SYSTEM = ScoringSystem(
    key=KEY,
    title="Draw size",
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanations=EXPLANATIONS,
)
