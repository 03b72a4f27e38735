"""Italia 2010 (``scoring: italia-2010``): one Diplomacy board, docs/scoring.md "Italia 2010".

Base 4 × centres; positions 1..n never shared (ties broken by earlier years, then by the
power order Austria, Germany, Italy, Turkey, England, Russia, France); position bonus
70/34/16 to survivors; break +30 to 1st with a lead of 3 or more, otherwise +10 to every
other survivor; times 1 + TSS (10% per player with 3 or more centres, less one); plus 1.
A solo (18 or more centres) scores (70 + 30 + 170 + 4 × centres + 1) × (1 + TSS) and every
other player 1.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from itertools import groupby

from podium.content.problems import LocatedError
from podium.model import Board, DiplomacyBoard, PowerEntry, Rules
from podium.powers import MAX_CENTRES, tiebreak_rank
from podium.scoring.kinds import diplomacy
from podium.scoring.lines import Lines, ordinal
from podium.scoring.results import BoardScore, Line, Seat
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

SOLO_CENTRES = 18
POSITION_BONUS: dict[int, int] = {1: 70, 2: 34, 3: 16}
BREAK_LEAD = 3
BREAK_BONUS = 30
NO_BREAK_BONUS = 10
SOLO_BONUS = 170
TSS_CENTRES = 3

LINES = Lines(
    english={
        "base": Msg("italia-2010", "{n} × {centres} centres = {value}"),
        "base_one": Msg("italia-2010", "{n} × 1 centre = {value}"),
        "position_bonus": Msg("italia-2010", "{place} place +{value}"),
        "break": Msg("italia-2010", "break +{value}"),
        "no_break": Msg("italia-2010", "no break +{value}"),
        "tss": Msg("italia-2010", "TSS ×{factor}"),
        "participation": Msg("italia-2010", "+{value} participation"),
        "eliminated": Msg("italia-2010", "eliminated"),
        "solo": Msg("italia-2010", "solo {win} + {lead} + {solo} = {value}"),
        "other_solo": Msg("italia-2010", "another player's solo"),
        "civil_disorder": Msg("italia-2010", "civil disorder"),
    },
)
line = LINES

DEFAULTS = Rules(
    sit_out_points=Fraction(25),
    two_boards_bonus_percent=Fraction(15),
    top_table_bonus_percent=Fraction(20),
    top_table_winner_bonus=Fraction(2000),
    top_table_podium=3,
    top_table_refusal_malus_percent=Fraction(10),
)

DEFAULT_TIEBREAKS: tuple[str, ...] = (
    "games_played",
    "women_first",
    "round_score:1",
    "round_score:2",
    "round_score:3",
    "round_power:1",
    "round_power:2",
    "round_power:3",
    "youngest",
    "lots",
)


def _by_power(entries: Sequence[PowerEntry]) -> list[PowerEntry]:
    return sorted(entries, key=lambda e: tiebreak_rank(e.power))


def _and(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _unbreakable(
    round_number: int, board: DiplomacyBoard, group: Sequence[PowerEntry], first: int
) -> LocatedError:
    powers = [e.power for e in _by_power(group)]
    missing = [e for e in _by_power(group) if e.history is None]
    earlier = f"{board.start}" if board.end - 1 == board.start else f"{board.start}–{board.end - 1}"
    last = first + len(group) - 1
    places = f"{ordinal(first)}–{ordinal(last)}" if last > first else ordinal(first)
    return LocatedError(
        where=missing[0].where,
        message=(
            f"round {round_number}, board {board.board}: {_and(powers)} are tied on "
            f"{group[0].final} centres for {places} place, and the tie cannot be broken "
            f"without their centre counts for {earlier}"
        ),
        hint=(
            f"give `centres` for {_and([e.power for e in missing])} as a list of "
            f"{len(board.years)} counts, one per year from {board.start} to {board.end}, "
            f"or the director's order of the tied powers, best first: order: [{', '.join(powers)}]"
        ),
    )


def positions(round_number: int, board: DiplomacyBoard) -> list[PowerEntry]:
    """The players' powers in position order (civil-disorder powers left out).

    Raises LocatedError when a tie that decides a position bonus cannot be broken because
    year-by-year counts are missing and the director did not decide it (``order:``), or
    when the board's ``order:`` names a power no such tie needs it for.
    """
    present = [e for e in board.powers if e.player is not None]
    solo = any(e.final >= SOLO_CENTRES for e in present)
    last_year = len(board.years) - 1
    ordered: list[PowerEntry] = []
    decided: set[str] = set()  # the powers placed by the director's order
    director = board.order or ()

    def place(group: list[PowerEntry], year: int) -> None:
        first = len(ordered) + 1
        if len(group) == 1 or year < 0:
            ordered.extend(_by_power(group))
            return
        if any(e.history is None for e in group):
            decides = first <= max(POSITION_BONUS) and group[0].final >= 1 and not solo
            if decides and all(e.power in director for e in group):
                ordered.extend(sorted(group, key=lambda e: director.index(e.power)))
                decided.update(e.power for e in group)
                return
            if decides:
                raise _unbreakable(round_number, board, group, first)
            ordered.extend(_by_power(group))
            return

        def count(e: PowerEntry) -> int:
            found = e.centres_in(year)
            assert found is not None
            return found

        for _, sub in groupby(sorted(group, key=count, reverse=True), key=count):
            place(list(sub), year - 1)

    by_final = sorted(present, key=lambda e: e.final, reverse=True)
    for _, group in groupby(by_final, key=lambda e: e.final):
        place(list(group), last_year - 1)
    unused = [p for p in director if p not in decided]
    if unused:
        raise _order_unneeded(round_number, board, unused)
    return ordered


def _order_unneeded(
    round_number: int, board: DiplomacyBoard, unused: Sequence[str]
) -> LocatedError:
    """The problem of an ``order:`` that names powers no tie needs it for."""
    return LocatedError(
        where=board.where.child("order"),
        message=(
            f"round {round_number}, board {board.board}: the director's order names "
            f"{_and(list(unused))}, but no tie for a place with a bonus (1st to 3rd) that "
            "the year chart could not break needs it"
        ),
        hint=(
            "the director decides only such a tie: remove 'order' (or those powers), or "
            "give the tied powers' final counts without a year chart"
        ),
    )


def _base_line(centres: int) -> Line:
    if centres == 1:
        return line("base_one", n=4, value=4)
    return line("base", n=4, centres=centres, value=4 * centres)


# The lines that read the same on every board, made once (lines are immutable).
_BASE = {centres: _base_line(centres) for centres in range(MAX_CENTRES + 1)}
_POSITION = {
    place: line("position_bonus", place=place, value=v) for place, v in POSITION_BONUS.items()
}
_PARTICIPATION = line("participation", value=1)
_BREAK = line("break", value=BREAK_BONUS)
_NO_BREAK = line("no_break", value=NO_BREAK_BONUS)
_SOLO = line(
    "solo",
    win=POSITION_BONUS[1],
    lead=BREAK_BONUS,
    solo=SOLO_BONUS,
    value=POSITION_BONUS[1] + BREAK_BONUS + SOLO_BONUS,
)
_OTHER_SOLO, _ELIMINATED = line("other_solo"), line("eliminated")
_CIVIL_DISORDER = line("civil_disorder")


def _base(centres: int) -> Line:
    return _BASE.get(centres) or _base_line(centres)


def _scaled(points: int, factor: Fraction, plus: int = 0) -> Fraction:
    """``points * factor + plus``, exactly, in integers (a Fraction's operators first look
    their operands up in the ``numbers`` ABCs, which costs more than the arithmetic)."""
    return Fraction(points * factor.numerator + plus * factor.denominator, factor.denominator)


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    order = positions(round_number, board)
    tss = Fraction(max(sum(1 for e in order if e.final >= TSS_CENTRES) - 1, 0), 10)
    factor = 1 + tss
    top = order[0].final if order else 0
    second = order[1].final if len(order) > 1 else 0
    solo = top >= SOLO_CENTRES
    broken = top - second >= BREAK_LEAD
    tss_line = line("tss", factor=factor)  # shared by the board's seats
    seats: list[Seat] = []
    for index, entry in enumerate(order):
        position = index + 1
        lines: list[Line] = []
        if solo and position == 1:
            bonus = POSITION_BONUS[1] + BREAK_BONUS + SOLO_BONUS
            lines += [_SOLO, _base(entry.final), _PARTICIPATION, tss_line]
            value = _scaled(bonus + 4 * entry.final + 1, factor)
        elif solo:
            lines += [_OTHER_SOLO, _PARTICIPATION]
            value = Fraction(1)
        elif entry.final == 0:
            lines += [_ELIMINATED, _PARTICIPATION]
            value = Fraction(1)
        else:
            modified = 4 * entry.final
            lines.append(_base(entry.final))
            if position in POSITION_BONUS:
                modified += POSITION_BONUS[position]
                lines.append(_POSITION[position])
            if position == 1 and broken:
                modified += BREAK_BONUS
                lines.append(_BREAK)
            elif position > 1 and not broken:
                modified += NO_BREAK_BONUS
                lines.append(_NO_BREAK)
            lines += [tss_line, _PARTICIPATION]
            value = _scaled(modified, factor, plus=1)
        seats.append(Seat(entry, entry.player, position, value, tuple(lines)))
    for entry in board.powers:
        if entry.player is None:
            seats.append(Seat(entry, None, None, None, (_CIVIL_DISORDER,)))
    return BoardScore(round_number, board, tuple(seats))


def score_board(round_number: int, board: Board, rules: Rules) -> BoardScore:
    return score(round_number, diplomacy.KIND.typed(board))


EXPLANATION = Explanation(
    rules=(
        Msg("italia-2010", "Each game starts from 4 points per supply centre held at the end."),
        Msg(
            "italia-2010",
            "Positions are never shared: equal centres are split by the previous years' "
            "counts, then by power (Austria, Germany, Italy, Turkey, England, Russia, France).",
        ),
        Msg(
            "italia-2010",
            "The top three survivors earn +70, +34 and +16. If the leader is 3 or more "
            "centres clear of the second, the leader gets +30; otherwise every other "
            "survivor gets +10.",
        ),
        Msg(
            "italia-2010",
            "The sum is multiplied by the table's strength: +10% for each player beyond "
            "the first who ends with 3 or more centres. Then +1 for taking part.",
        ),
        Msg(
            "italia-2010",
            "An eliminated player scores 1. A solo (18 centres or more) scores "
            "(270 + 4 × centres + 1) × the table's strength; everyone else on the board scores 1.",
        ),
        Msg(
            "italia-2010",
            "The tournament total adds the rounds, with sit-out points, bonuses for the top "
            "table and for two boards, and any penalties. Equal totals go through the "
            "event's tie-breaks.",
        ),
    ),
    example=(
        Msg(
            "italia-2010",
            "Final centres: Austria 9, England 9, France 6, Germany 5, Italy 3, Russia 2, "
            "Turkey 0. Austria and England are level on 9, but in the previous year Austria "
            "had 9 and England 8, so Austria is 1st.",
        ),
        Msg(
            "italia-2010",
            "Five players end on 3 or more centres: TSS is 40%, a multiplier of ×1.4. The "
            "lead is 0, so there is no break: every survivor but Austria gets +10.",
        ),
        Msg(
            "italia-2010",
            "Austria: (36 + 70) × 1.4 + 1 = 149.4. England: (36 + 34 + 10) × 1.4 + 1 = 113. "
            "France: (24 + 16 + 10) × 1.4 + 1 = 71. Germany: (20 + 10) × 1.4 + 1 = 43. "
            "Italy: (12 + 10) × 1.4 + 1 = 31.8. Russia: (8 + 10) × 1.4 + 1 = 26.2. "
            "Turkey, eliminated: 1.",
        ),
    ),
    glossary=(
        (
            Msg("italia-2010", "TSS"),
            Msg(
                "italia-2010",
                "the table's strength: 10% for each player beyond the first who ends "
                "with 3 centres or more; every score of the board is multiplied by 1 + TSS",
            ),
        ),
        (
            Msg("italia-2010", "break"),
            Msg("italia-2010", "+30 for 1st when 1st ends 3 or more centres clear of 2nd"),
        ),
        (
            Msg("italia-2010", "no break"),
            Msg(
                "italia-2010", "+10 for every other survivor when 1st is less than 3 centres clear"
            ),
        ),
        (
            Msg("italia-2010", "place"),
            Msg("italia-2010", "the position bonus: +70, +34 and +16 for the top three survivors"),
        ),
        (
            Msg("italia-2010", "participation"),
            Msg("italia-2010", "+1 for taking part, added after the multiplier"),
        ),
    ),
)

SYSTEM = ScoringSystem(
    key="italia-2010",
    title=Msg("italia-2010", "Italia 2010"),
    board_kind="diplomacy",
    score_board=score_board,
    lines=LINES,
    explanation=EXPLANATION,
    defaults=DEFAULTS,
    default_tiebreaks=DEFAULT_TIEBREAKS,
    director_order=True,
    terms={
        "tss": "TSS",
        "break": "break",
        "no_break": "no break",
        "position_bonus": "place",
        "participation": "participation",
    },
)
