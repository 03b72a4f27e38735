"""Detour09 (``scoring: detour09``): docs/scoring.md, "Detour09"."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from podium.model import DiplomacyBoard
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "detour09"
SOLO = 110
SURVIVAL = 2
TOTAL = 100
YEARLY = Fraction(1, 4)
MAX_YEARS = 8

LINES = facts.lines(
    english={
        "survivor": Msg("detour09", "{centres} centres + {survival} for surviving +{value}"),
        "lead": Msg("detour09", "lead +{value}"),
        "normalised": Msg("detour09", "× {total}/{sum} = {value}"),
        "years": Msg("detour09", "{factor} × {n} years +{value}"),
    },
)


def _years(year: int) -> tuple[facts.Number, Line]:
    """The survival add-on: 0.25 a year after 1901 up to ``year``, at most 8 years."""
    n = min(MAX_YEARS, year - facts.FIRST_GAME_YEAR)
    value = facts.whole(n, 4)
    return value, LINES("years", factor=YEARLY, n=n, value=value)


def _raw(board: DiplomacyBoard) -> dict[str, tuple[int, list[Line]]]:
    """Each power's points before normalising: centres + 2 for a survivor, a lone top's
    lead, and the place bonus (4, 3, 2, 1 for places 1-4; a tie takes its worst place's)."""
    raw: dict[str, tuple[int, list[Line]]] = {}
    high = facts.top(board)
    tops = facts.toppers(board)
    second = max((p.final for p in board.powers if p.final < high), default=0)
    for first, last, members in facts.final_ranking(board):
        place = 5 - last if last <= 4 else 0
        for entry in members:
            points, lines = 0, []
            if entry.final:
                points = entry.final + SURVIVAL
                lines.append(
                    LINES("survivor", centres=entry.final, survival=SURVIVAL, value=points)
                )
            if len(tops) == 1 and entry is tops[0]:
                points += high - second
                lines.append(LINES("lead", value=high - second))
            if place:
                points += place
                lines.append(facts.place_line(LINES, first, last, place))
            raw[entry.power] = (points, lines)
    return raw


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    eliminated = facts.elimination_years(round_number, board, KEY)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    if won is not None:
        for entry in board.powers:
            if entry is won:
                scored[entry.power] = (SOLO, [LINES("solo", value=SOLO)])
                continue
            year = eliminated.get(entry.power, facts.solo_year(board))
            value, line = _years(year)
            scored[entry.power] = (value, [LINES("other_solo"), line])
        return facts.board_score(round_number, board, scored, LINES)
    raw = _raw(board)
    total = sum(points for points, _ in raw.values())
    for entry in board.powers:
        points, lines = raw[entry.power]
        value = facts.whole(points * TOTAL, total) if total else 0
        if points:
            lines.append(LINES("normalised", total=TOTAL, sum=total, value=value))
        if entry.power in eliminated:
            year = eliminated[entry.power]
            add, line = _years(year)
            value += add
            lines += [LINES("eliminated", year=year), line]
        scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg(
            "detour09",
            "A solo (18 centres or more, or a concession) scores 110 and everyone else 0, "
            "plus the survival add-on below.",
        ),
        Msg(
            "detour09",
            "Otherwise each survivor starts from its centres + 2 (an eliminated power from "
            "0). A lone top adds its lead over the next count. Places 1-4 by centres add "
            "4, 3, 2 and 1; tied powers each take their worst place's value. The points are "
            "then scaled so that they add up to 100.",
        ),
        Msg(
            "detour09",
            "Survival add-on: an eliminated power gets 0.25 for each year from 1902 to its "
            "elimination year (at most 8 years); after a solo, every other survivor gets "
            "the same up to the solo year.",
        ),
    ),
    example=(
        Msg(
            "detour09",
            "Final year 1916: Russia 10, Austria and Turkey 8, Germany 6, France 2, England "
            "and Italy eliminated in 1912. Before scaling: Russia 12 + 2 (lead) + 4 = 18, "
            "Austria and Turkey 10 + 2 = 12, Germany 8 + 1 = 9, France 4: 55 in all.",
        ),
        Msg(
            "detour09",
            "Russia 18 × 100/55 = 32.7273; Austria and Turkey 21.8182; Germany 16.3636; "
            "France 7.2727; England and Italy 0.25 × 8 = 2.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("detour09", "Detour09"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
