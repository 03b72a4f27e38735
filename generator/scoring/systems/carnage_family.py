"""The Carnage family (four systems, one rule with options): docs/scoring.md, "Carnage
with dead equal" and after.

Places are worth a table of points (7000 ... 1000), shared AVG between tied powers, plus
points per centre. A winner takes a fixed award and every other power a fixed score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.texts import Msg

PLACES = (7000, 6000, 5000, 4000, 3000, 2000, 1000)

LINES = facts.lines(
    english={
        "centres_times": Msg("_carnage", "{centres} centres × {factor} +{value}"),
        "after_solo": Msg("_carnage", "another player's solo +{value}"),
        "lead": Msg("_carnage", "lead of {n} × {factor} +{value}"),
    },
)


@dataclass(frozen=True, slots=True)
class Numbers:
    """What tells the Carnage systems apart."""

    key: str
    solo: int
    after_solo: int
    """What every other power scores when there is a winner."""
    per_centre: int = 1
    places: tuple[int, ...] = PLACES
    elimination_order: bool = True
    """Eliminated powers ranked by elimination year (else all tied on 0 centres)."""
    lead: int = 0
    """Points per centre of a lone first survivor's lead over the second (Carnage 2023)."""


def _lead(board: DiplomacyBoard) -> int:
    """How far the first survivor is ahead of the second, 0 if the top is shared."""
    counts = sorted((p.final for p in facts.survivors(board)), reverse=True)
    return counts[0] - counts[1] if len(counts) > 1 else 0


def score(numbers: Numbers, round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    if won is not None:
        for entry in board.powers:
            if entry is won:
                scored[entry.power] = (numbers.solo, [LINES("solo", value=numbers.solo)])
            elif numbers.after_solo:
                scored[entry.power] = (
                    numbers.after_solo,
                    [LINES("after_solo", value=numbers.after_solo)],
                )
            else:
                scored[entry.power] = (0, [LINES("other_solo")])
        return facts.board_score(round_number, board, scored, LINES)
    if numbers.elimination_order:
        years = facts.elimination_years(round_number, board, numbers.key)
        blocks = facts.elimination_ranking(board, years)
    else:
        years = {}
        blocks = facts.final_ranking(board)
    lead = _lead(board) if numbers.lead else 0
    for first, last, members in blocks:
        points = facts.avg_share(numbers.places, first, last)
        for entry in members:
            lines: list[Line] = []
            value: facts.Number = points
            if entry.final:
                centres = numbers.per_centre * entry.final
                value += centres
                if numbers.per_centre == 1:
                    lines.append(facts.centres_line(LINES, entry.final, centres))
                else:
                    lines.append(
                        LINES(
                            "centres_times",
                            centres=entry.final,
                            factor=numbers.per_centre,
                            value=centres,
                        )
                    )
            elif entry.power in years:
                lines.append(LINES("eliminated", year=years[entry.power]))
            lines.append(facts.place_line(LINES, first, last, points))
            if lead and first == last == 1:
                bonus = numbers.lead * lead
                value += bonus
                lines.append(LINES("lead", n=lead, factor=numbers.lead, value=bonus))
            scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)
