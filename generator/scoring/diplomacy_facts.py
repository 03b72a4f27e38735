"""The facts of a Diplomacy board that the hobby's scoring systems read, in one place.

docs/scoring.md, "Common terms": final centres c(p), survivors, the winner W (18 or more
centres, or the power a concession names), the solo year, elimination years E(p), the
year chart, and the ways systems rank powers and share a points table between tied
powers (AVG and LOW sharing, elimination-order ranking). A system that needs an input
the board lacks gets it here or the board is refused, with one
located error saying what to add.

Every power on the board counts, civil disorder included (a power is on the map whoever
plays it); only the seats with a player get a score (:func:`board_score`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Literal

from podium.content.problems import LocatedError
from podium.model import Board, DiplomacyBoard, PowerEntry, Rules
from podium.powers import POWERS
from podium.scoring.kinds import diplomacy
from podium.scoring.lines import Lines
from podium.scoring.positions import shared_groups
from podium.scoring.results import BoardScore, Line, Seat
from podium.scoring.texts import Msg

SOLO_CENTRES = 18
"""A power with this many final centres or more has soloed."""

FIRST_GAME_YEAR = 1901
"""The first year played; elimination and solo years count from it."""

Need = Literal["elimination years", "the year chart", "draw members"]
Block = tuple[int, int, list[PowerEntry]]
"""Places ``first..last`` (1-based) held by tied powers."""
Number = int | Fraction
"""A score or part of one: kept an int while it is whole (ints add and compare many
times faster than Fractions; a whole Fraction would become an int in a line anyway)."""
Table = Sequence[Number]
"""A points table: the value of place 1, 2, ...; places beyond it are worth 0."""


# --------------------------------------------------------------------------- the board


def top(board: DiplomacyBoard) -> int:
    """The highest final count."""
    return max((p.final for p in board.powers), default=0)


def toppers(board: DiplomacyBoard) -> list[PowerEntry]:
    """The powers on the highest final count."""
    high = top(board)
    return [p for p in board.powers if p.final == high]


def survivors(board: DiplomacyBoard) -> list[PowerEntry]:
    """The powers with centres at the end."""
    return [p for p in board.powers if p.final > 0]


def winner(board: DiplomacyBoard) -> PowerEntry | None:
    """W: the power with 18 or more centres, or the one a concession names."""
    for entry in board.powers:
        if entry.final >= SOLO_CENTRES or entry.power == board.conceded_to:
            return entry
    return None


def solo_year(board: DiplomacyBoard) -> int:
    """The year of a solo or a concession: the board's final year."""
    return board.end


def elimination_years(round_number: int, board: DiplomacyBoard, system: str) -> dict[str, int]:
    """E(p) of every eliminated power: the first year of its chart with 0 centres, or its
    ``eliminated:`` year. Refuses a board where one is unknown."""
    years: dict[str, int] = {}
    for entry in board.powers:
        if entry.final > 0:
            continue
        if entry.history is not None:
            years[entry.power] = board.start + entry.history.index(0)
        elif entry.eliminated is not None:
            years[entry.power] = entry.eliminated
        else:
            raise missing(round_number, board, system, "elimination years", entry)
    return years


def year_chart(round_number: int, board: DiplomacyBoard, system: str) -> dict[str, tuple[int, ...]]:
    """Every power's centres year by year (``start..end``). Refuses a board without them."""
    for entry in board.powers:
        if entry.history is None:
            raise missing(round_number, board, system, "the year chart", entry)
    return {p.power: p.history for p in board.powers if p.history is not None}


def draw_members(round_number: int, board: DiplomacyBoard, system: str) -> tuple[str, ...]:
    """The powers in the draw: those it names, or every survivor when the board does not
    say it ended in a draw. Refuses ``result: draw`` without ``draw:``."""
    if board.draw is not None:
        return board.draw
    if board.result == "draw":
        raise missing(round_number, board, system, "draw members", None)
    return tuple(p.power for p in survivors(board))


def missing(
    round_number: int, board: DiplomacyBoard, system: str, need: Need, entry: PowerEntry | None
) -> LocatedError:
    """The one error of a board lacking an input ``system`` needs."""
    label = f"round {round_number}, board {board.board}"
    if need == "draw members":
        return LocatedError(
            where=board.where.child("result"),
            message=f"{label}: {system} needs the draw members, and the board names none",
            hint="add 'draw: [POWER, ...]' with the powers in the draw",
        )
    assert entry is not None
    years = f"{board.start}-{board.end}"
    add = (
        f"add 'eliminated: YEAR' to {entry.power}, or give its centres year by year ({years})"
        if need == "elimination years"
        else f"give {entry.power}'s centres as one count per year from {board.start} to {board.end}"
    )
    what = "elimination years" if need == "elimination years" else "the year chart"
    return LocatedError(
        where=entry.where,
        message=(
            f"{label}: {system} needs {what}, and {entry.power} has only a final count"
            + (" of 0" if need == "elimination years" else "")
        ),
        hint=add,
    )


# --------------------------------------------------------------------------- numbers


def whole(numerator: Number, denominator: int = 1) -> Number:
    """``numerator / denominator``, an int when it is whole."""
    if isinstance(numerator, int) and numerator % denominator == 0:
        return numerator // denominator
    value = Fraction(numerator, denominator)
    return value.numerator if value.denominator == 1 else value


# --------------------------------------------------------------------------- ranking


def _order(entry: PowerEntry) -> int:
    return POWERS.index(entry.power)


def rank(
    entries: Sequence[PowerEntry], key: Callable[[PowerEntry], Fraction | int], first: int = 1
) -> list[Block]:
    """Blocks of equal ``key`` (largest first), their places counted from ``first``."""
    groups = shared_groups(entries, key, _order)
    if first == 1:
        return groups
    return [(a + first - 1, b + first - 1, members) for a, b, members in groups]


def final_ranking(board: DiplomacyBoard) -> list[Block]:
    """All powers ranked by final centres."""
    return rank(board.powers, lambda p: p.final)


def elimination_ranking(board: DiplomacyBoard, eliminated: Mapping[str, int]) -> list[Block]:
    """Survivors take places 1..n_S by centres; eliminated powers the places after, the
    later eliminated first, those eliminated in one year tied."""
    alive = survivors(board)
    dead = [p for p in board.powers if p.final == 0]
    return rank(alive, lambda p: p.final) + rank(
        dead, lambda p: eliminated[p.power], len(alive) + 1
    )


def table_value(table: Table, place: int) -> Number:
    """The value of ``place`` (1-based), 0 beyond the table."""
    return table[place - 1] if place <= len(table) else 0


def avg_share(table: Table, first: int, last: int) -> Number:
    """AVG sharing: the mean of the table's values for places ``first..last``."""
    return whole(sum(table[first - 1 : last]), last - first + 1)  # (slices end at the end)


def low_share(table: Table, first: int, last: int) -> Number:
    """LOW sharing: the value of the block's worst place."""
    return table_value(table, last)


# --------------------------------------------------------------------------- scores


COMMON_LINES: Mapping[str, Msg] = {
    "civil_disorder": Msg("diplomacy", "civil disorder"),
    "centres": Msg("diplomacy", "{centres} centres +{value}"),
    "centres_one": Msg("diplomacy", "1 centre +{value}"),
    "solo": Msg("diplomacy", "solo {value}"),
    "other_solo": Msg("diplomacy", "another player's solo"),
    "survival": Msg("diplomacy", "survival +{value}"),
    "eliminated": Msg("diplomacy", "eliminated in {year}"),
    "eliminated_0": Msg("diplomacy", "eliminated"),
    "shared_position": Msg("diplomacy", "shared {first}–{last} places +{value}"),
    "position": Msg("diplomacy", "{place} place +{value}"),
}
"""The lines many systems of the family show (a system's own may add to them)."""


def lines(english: Mapping[str, Msg]) -> Lines:
    """A system's lines, with the lines every system of this family shows."""
    return Lines(english={**COMMON_LINES, **english})


def centres_line(lines: Lines, centres: int, value: Number) -> Line:
    """ "9 centres +9" ("1 centre +1")."""
    if centres == 1:
        return lines("centres_one", value=value)
    return lines("centres", centres=centres, value=value)


def place_line(lines: Lines, first: int, last: int, value: Number) -> Line:
    """ "1st place +38", or "shared 2nd–3rd places +10.5"."""
    if first == last:
        return lines("position", place=first, value=value)
    return lines("shared_position", first=first, last=last, value=value)


Scored = Mapping[str, tuple[Number, Sequence[Line]]]
"""Power -> its score and the lines showing how it adds up."""


ScoreFn = Callable[[int, DiplomacyBoard], BoardScore]


def scorer(key: str, score: ScoreFn) -> Callable[[int, Board, Rules], BoardScore]:
    """A system's ``score_board`` from its scoring of a Diplomacy board (no options)."""

    def score_board(round_number: int, board: Board, rules: Rules) -> BoardScore:
        return score(round_number, diplomacy.KIND.typed(board))

    return score_board


def solo_board(
    round_number: int, board: DiplomacyBoard, won: PowerEntry, award: Number, lines: Lines
) -> BoardScore:
    """The board of a solo or a concession, as most systems score it: the winner ``award``
    ("solo +award"), everyone else 0 ("another player's solo")."""
    scored: Scored = {
        entry.power: (
            (award, [lines("solo", value=award)]) if entry is won else (0, [lines("other_solo")])
        )
        for entry in board.powers
    }
    return board_score(round_number, board, scored, lines)


def board_score(
    round_number: int, board: DiplomacyBoard, scored: Scored, lines: Lines
) -> BoardScore:
    """The board as scored: the players by score (equal scores share a position), then
    the powers in civil disorder."""
    present = [p for p in board.powers if p.player is not None]
    seats: list[Seat] = []
    # Scores over a common denominator: whole numbers that rank as the scores do, and
    # compare many times faster than Fractions.
    values = [scored[p.power][0] for p in present]
    common = math.lcm(*(v.denominator for v in values))
    ranked = {
        p.power: v.numerator * (common // v.denominator)
        for p, v in zip(present, values, strict=True)
    }
    for first, last, members in shared_groups(present, lambda p: ranked[p.power], _order):
        for entry in members:
            value, breakdown = scored[entry.power]
            score = value if type(value) is Fraction else Fraction(value)
            seats.append(
                Seat(entry, entry.player, first, score, tuple(breakdown), shared=last > first)
            )
    for entry in board.powers:
        if entry.player is None:
            seats.append(Seat(entry, None, None, None, (lines("civil_disorder"),)))
    return BoardScore(round_number, board, tuple(seats))
