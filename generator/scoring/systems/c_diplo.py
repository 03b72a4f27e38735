"""C-Diplo (``scoring: c-diplo``): one Diplomacy board, docs/scoring.md "C-Diplo".

Solo (18 or more centres): 100 to the soloist, 0 to everyone else. Otherwise centres + 1
(participation, eliminated players too) + position points 38/14/7; players on equal
centres share the points of the positions they occupy. Exact unless the event sets
``round_board_scores: N`` (half-up to N decimals).
"""

from __future__ import annotations

from fractions import Fraction

from podium.model import Board, DiplomacyBoard, Rules
from podium.numbers import round_half_up
from podium.powers import tiebreak_rank
from podium.scoring.kinds import diplomacy
from podium.scoring.lines import Lines
from podium.scoring.positions import average, shared_groups
from podium.scoring.results import BoardScore, Line, Seat
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

SOLO_CENTRES = 18
SOLO_SCORE = 100
POSITION_POINTS: dict[int, int] = {1: 38, 2: 14, 3: 7}

LINES = Lines(
    english={
        "centres": Msg("c-diplo", "{centres} centres +{value}"),
        "centres_one": Msg("c-diplo", "1 centre +{value}"),
        "participation": Msg("c-diplo", "+{value} participation"),
        "position_bonus": Msg("c-diplo", "{place} place +{value}"),
        "shared_position": Msg("c-diplo", "shared {first}–{last} places +{value}"),
        "solo_win": Msg("c-diplo", "solo {value}"),
        "other_solo": Msg("c-diplo", "another player's solo"),
        "rounded": Msg("c-diplo", "rounded to {value}"),
        "civil_disorder": Msg("c-diplo", "civil disorder"),
    },
)
line = LINES


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


def score_board(round_number: int, board: Board, rules: Rules) -> BoardScore:
    return score(round_number, diplomacy.KIND.typed(board), rules)


EXPLANATION = Explanation(
    rules=(
        Msg("c-diplo", "Each player scores their final supply centres, plus 1 for taking part."),
        Msg(
            "c-diplo",
            "The top three add 38, 14 and 7 points. Players level on centres share the "
            "points of the places they occupy equally.",
        ),
        Msg("c-diplo", "A solo (18 centres or more) scores 100 and everyone else on the board 0."),
        Msg(
            "c-diplo",
            "A full board with all 34 centres owned always gives out 100 points in total.",
        ),
    ),
    example=(
        Msg(
            "c-diplo",
            "Final centres: Austria 9, England 8, France 8, Germany 3, Italy 3, Russia 2, "
            "Turkey 1.",
        ),
        Msg(
            "c-diplo",
            "Austria is 1st: 9 + 1 + 38 = 48. England and France share 2nd–3rd: "
            "(14 + 7) / 2 = 10.5 each, so 8 + 1 + 10.5 = 19.5. Germany and Italy 3 + 1 = 4, "
            "Russia 2 + 1 = 3, Turkey 1 + 1 = 2. In all: 48 + 39 + 8 + 3 + 2 = 100.",
        ),
    ),
    glossary=(
        (
            Msg("c-diplo", "participation"),
            Msg("c-diplo", "+1 for taking part, eliminated players too"),
        ),
        (
            Msg("c-diplo", "position points"),
            Msg(
                "c-diplo",
                "38, 14 and 7 for the top three; players level on centres "
                "share the points of the places they occupy",
            ),
        ),
    ),
)

SYSTEM = ScoringSystem(
    key="c-diplo",
    title=Msg("c-diplo", "C-Diplo"),
    board_kind="diplomacy",
    score_board=score_board,
    lines=LINES,
    explanation=EXPLANATION,
    options=frozenset({"round_board_scores"}),
    terms={
        "participation": "participation",
        "position_bonus": "position points",
        "shared_position": "position points",
    },
)
