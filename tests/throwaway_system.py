"""A throwaway scoring system, written as a third party would: one module, nothing else.

"Centres held": each power scores its final supply centres, plus 5 to the board's top
player(s); ``rules: round_board_scores: N`` rounds the scores (N at most 2). Its texts are
in English, each marked with its context (the system's key); a club's theme translates
them in its ``scoring.po``. :mod:`tests.test_new_system` installs it through a real
``podium.scoring`` entry point and checks that every part of podium knows it.
"""

from __future__ import annotations

from fractions import Fraction

from podium.content.problems import LocatedError
from podium.model import Board, DiplomacyBoard, Rules, Where
from podium.numbers import round_half_up
from podium.scoring.lines import Lines
from podium.scoring.results import BoardScore, Seat
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

TOP_BONUS = 5

LINES = Lines(
    english={
        "held": Msg("centres-held", "{centres} centres held +{value}"),
        "top": Msg("centres-held", "top of the board +{value}"),
    },
)


def score_board(round_number: int, board: Board, rules: Rules) -> BoardScore:
    if not isinstance(board, DiplomacyBoard):
        raise TypeError("centres-held scores Diplomacy boards")
    present = [e for e in board.powers if e.player is not None]
    best = max((e.final for e in present), default=0)
    seats = []
    for entry in present:
        lines = [LINES("held", centres=entry.final, value=entry.final)]
        value = Fraction(entry.final)
        if entry.final == best:
            lines.append(LINES("top", value=TOP_BONUS))
            value += TOP_BONUS
        if rules.round_board_scores is not None:
            value = round_half_up(value, rules.round_board_scores)
        seats.append(Seat(entry, entry.player, None, value, tuple(lines)))
    return BoardScore(round_number, board, tuple(seats))


def check(rules: Rules, where: Where) -> list[LocatedError]:
    """Its own check of the one option it reads (besides the tournament's)."""
    places = rules.round_board_scores
    if places is None or places <= 2:
        return []
    return [
        LocatedError(
            where.child("round_board_scores"),
            f"centres-held rounds board scores to at most 2 decimals, not {places}",
            "use 0, 1 or 2",
        )
    ]


SYSTEM = ScoringSystem(
    key="centres-held",
    title=Msg("centres-held", "Centres held"),
    board_kind="diplomacy",
    score_board=score_board,
    lines=LINES,
    options=frozenset({"round_board_scores"}),
    check=check,
    terms={"top": "Top player"},
    explanation=Explanation(
        rules=(
            Msg("centres-held", "Each player scores their final centres; the top player adds 5."),
        ),
        example=(Msg("centres-held", "Austria ends with 9 centres, the most: 9 + 5 = 14."),),
        glossary=(
            (
                Msg("centres-held", "Top player"),
                Msg("centres-held", "the player with the most centres at the end"),
            ),
        ),
    ),
)
