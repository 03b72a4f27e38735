"""World Classic and Summer Classic (they differ in the topping bonus): docs/scoring.md,
"World Classic".

An eliminated power scores the years after 1901 up to its elimination, whatever the
result. A winner scores 420 and other survivors the years up to the solo year; otherwise
a survivor scores 10 per centre + 30, and the leaders share 48.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.texts import Msg

SOLO = 420
SURVIVAL = 30
PER_CENTRE = 10
TOP = 48

LINES = facts.lines(
    english={
        "centres_times": Msg("_world_classic", "{centres} centres × {factor} +{value}"),
        "years": Msg("_world_classic", "{n} years +{value}"),
        "top": Msg("_world_classic", "top {total}/{n} +{value}"),
    },
)


@dataclass(frozen=True, slots=True)
class Numbers:
    key: str
    most_toppers: int
    """The most powers sharing the top that still get the topping bonus."""


def score(numbers: Numbers, round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    eliminated = facts.elimination_years(round_number, board, numbers.key)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    high = facts.top(board)
    n_tops = len(facts.toppers(board))
    for entry in board.powers:
        if entry is won:
            scored[entry.power] = (SOLO, [LINES("solo", value=SOLO)])
        elif entry.power in eliminated:
            year = eliminated[entry.power]
            n = year - facts.FIRST_GAME_YEAR
            lines = [LINES("eliminated", year=year), LINES("years", n=n, value=n)]
            scored[entry.power] = (n, lines)
        elif won is not None:
            n = facts.solo_year(board) - facts.FIRST_GAME_YEAR
            scored[entry.power] = (n, [LINES("other_solo"), LINES("years", n=n, value=n)])
        else:
            centres = PER_CENTRE * entry.final
            value: facts.Number = centres + SURVIVAL
            lines = [
                LINES("survival", value=SURVIVAL),
                LINES("centres_times", centres=entry.final, factor=PER_CENTRE, value=centres),
            ]
            if entry.final == high and n_tops <= numbers.most_toppers:
                bonus = facts.whole(TOP, n_tops)
                value += bonus
                lines.append(LINES("top", total=TOP, n=n_tops, value=bonus))
            scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)
