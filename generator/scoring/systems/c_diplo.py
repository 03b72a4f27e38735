"""C-Diplo (``scoring: c-diplo``): one Diplomacy board, docs/scoring.md "C-Diplo".

Solo (18 or more centres): 100 to the soloist, 0 to everyone else. Otherwise centres + 1
(participation, eliminated players too) + position points 38/14/7; players on equal
centres share the points of the positions they occupy. Exact unless the event sets
``round_board_scores: N`` (half-up to N decimals).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from generator.model import Board, BoardKind, DiplomacyBoard, Rules
from generator.numbers import round_half_up
from generator.powers import tiebreak_rank
from generator.scoring.lines import line
from generator.scoring.positions import average, shared_groups
from generator.scoring.results import BoardScore, Line, Seat

SOLO_CENTRES = 18
SOLO_SCORE = 100
POSITION_POINTS: dict[int, int] = {1: 38, 2: 14, 3: 7}


def _points(place: int) -> int:
    return POSITION_POINTS.get(place, 0)


def score(round_number: int, board: DiplomacyBoard, rules: Rules) -> BoardScore:
    present = [e for e in board.powers if e.player is not None]
    solo = any(e.final >= SOLO_CENTRES for e in present)
    seats: list[Seat] = []
    groups = shared_groups(present, lambda e: e.final, lambda e: tiebreak_rank(e.power))
    for first, last, members in groups:
        bonus = average(_points, first, last)
        for entry in members:
            lines: list[Line] = []
            if solo:
                mine = entry.final >= SOLO_CENTRES
                value = Fraction(SOLO_SCORE if mine else 0)
                lines.append(line("solo_win", value=value) if mine else line("other_solo"))
            else:
                value = entry.final + 1 + bonus
                if entry.final == 1:
                    lines.append(line("centres_one", value=1))
                else:
                    lines.append(line("centres", centres=entry.final, value=entry.final))
                lines.append(line("participation", value=1))
                if bonus and first == last:
                    lines.append(line("position_bonus", place=first, value=bonus))
                elif bonus:
                    lines.append(line("shared_position", first=first, last=last, value=bonus))
            if rules.round_board_scores is not None:
                rounded = round_half_up(value, rules.round_board_scores)
                if rounded != value:
                    lines.append(line("rounded", value=rounded))
                value = rounded
            seats.append(Seat(entry, entry.player, first, value, tuple(lines), shared=last > first))
    for cd in board.powers:
        if cd.player is None:
            seats.append(Seat(cd, None, None, None, (line("civil_disorder"),)))
    return BoardScore(round_number, board, tuple(seats))


@dataclass(frozen=True)
class _System:
    key: str = "c-diplo"
    title: str = "C-Diplo"
    board_kind: BoardKind = "diplomacy"
    defaults: Rules = field(default_factory=Rules)
    default_tiebreaks: tuple[str, ...] = ()

    def score_board(self, round_number: int, board: Board, rules: Rules) -> BoardScore:
        if not isinstance(board, DiplomacyBoard):
            raise TypeError("c-diplo scores Diplomacy boards")
        return score(round_number, board, rules)


SYSTEM = _System()
