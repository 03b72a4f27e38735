"""OMG, Open Mind the Gap (``scoring: omg``): docs/scoring.md, "OMG"."""

from __future__ import annotations

from collections.abc import Sequence

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "omg"
SOLO = 100
# The rule's numbers, in half-points (whole numbers, so the arithmetic stays in ints).
PER_CENTRE = 3
SURVIVAL = 18
PLACES = (9, 6, 3)

LINES = facts.lines(
    english={
        "survivor": Msg("omg", "{centres} centres × {factor} + {survival} for surviving +{value}"),
        "survivor_one": Msg("omg", "1 centre × {factor} + {survival} for surviving +{value}"),
        "pays": Msg("omg", "pays the leader −{value}"),
        "paid": Msg("omg", "paid by the others +{value}"),
    },
)


def half(points: facts.Number) -> facts.Number:
    """Half-points as points."""
    return facts.whole(points, 2)


FACTOR = half(PER_CENTRE)
SURVIVED = half(SURVIVAL)
"""The points of a centre and of surviving, as shown (the scoring counts half-points)."""


def _base(board: DiplomacyBoard) -> dict[str, tuple[facts.Number, list[Line]]]:
    """In half-points: 3 a centre, 18 for surviving, and the AVG share of 9, 6, 3 by
    centres."""
    base: dict[str, tuple[facts.Number, list[Line]]] = {}
    for first, last, members in facts.final_ranking(board):
        points = facts.avg_share(PLACES, first, last)
        for entry in members:
            value, lines = points, []
            if entry.final:
                value += PER_CENTRE * entry.final + SURVIVAL
                earned = half(PER_CENTRE * entry.final + SURVIVAL)
                if entry.final == 1:  # "1 centre", not "1 centres"
                    line = LINES("survivor_one", factor=FACTOR, survival=SURVIVED, value=earned)
                else:
                    line = LINES(
                        "survivor",
                        centres=entry.final,
                        factor=FACTOR,
                        survival=SURVIVED,
                        value=earned,
                    )
                lines.append(line)
            if points:
                lines.append(facts.place_line(LINES, first, last, half(points)))
            base[entry.power] = (value, lines)
    return base


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    if won is not None:
        return facts.solo_board(round_number, board, won, SOLO, LINES)
    base = _base(board)
    tops = facts.toppers(board)
    if len(tops) == 1:
        leader = tops[0]
        gap = 2 * (
            leader.final - max((p.final for p in board.powers if p is not leader), default=0)
        )
        paid: facts.Number = 0
        for entry in board.powers:
            if entry is leader:
                continue
            value, lines = base[entry.power]
            pays = gap if 2 * gap <= value else half(value)  # the gap or half the base
            if pays:
                paid += pays
                lines.append(LINES("pays", value=half(pays)))
                base[entry.power] = (value - pays, lines)
        value, lines = base[leader.power]
        lines.append(LINES("paid", value=half(paid)))
        base[leader.power] = (value + paid, lines)
    for entry in board.powers:
        value, lines = base[entry.power]
        scored[entry.power] = (half(value), lines or [LINES("eliminated_0")])
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg("omg", "A solo (18 centres or more, or a concession) scores 100; everyone else 0."),
        Msg(
            "omg",
            "Otherwise each power's base is 1.5 per centre, plus 9 for surviving, plus "
            "place points 4.5, 3 and 1.5 for the first three places by centres (shared "
            "equally by powers on equal centres).",
        ),
        Msg(
            "omg",
            "If one power tops the board alone, the gap is its lead over the next count. "
            "Every other power pays it the gap or half its own base, whichever is less.",
        ),
    ),
    example=(
        Msg(
            "omg",
            "Russia 16, France and Germany 6, Austria and Italy 2, Turkey 1, England 0. The "
            "gap is 10. Bases: Russia 24 + 9 + 4.5 = 37.5; France and Germany 9 + 9 + 2.25 = "
            "20.25; Austria and Italy 12; Turkey 10.5. France and Germany pay 10, Austria and "
            "Italy 6, Turkey 5.25: France and Germany 10.25, Austria and Italy 6, Turkey "
            "5.25, Russia 37.5 + 37.25 = 74.75.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("omg", "OMG"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
