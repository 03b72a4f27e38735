"""Haight v1.0 (``scoring: haight-v10``): docs/scoring.md, "Haight v1.0"."""

from __future__ import annotations

from collections.abc import Sequence

from podium.model import DiplomacyBoard, PowerEntry
from podium.scoring import diplomacy_facts as facts
from podium.scoring.results import BoardScore, Line
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

KEY = "haight-v10"
SOLO = 451
PER_CENTRE = 10
AFTER_SOLO_PER_CENTRE = 5
PLACES = (66, 55, 44, 33, 22, 11, 0)
LEAD = 5

LINES = facts.lines(
    english={
        "centres_times": Msg("haight-v10", "{centres} centres × {factor} +{value}"),
        "years": Msg("haight-v10", "{n} years played +{value}"),
        "lead": Msg("haight-v10", "lead of {n} × {factor} +{value}"),
    },
)


def _played(year: int) -> int:
    """Years played up to ``year``, that year included."""
    return 1 + year - facts.FIRST_GAME_YEAR


def _after_solo(entry: PowerEntry, year: int, eliminated: bool) -> tuple[facts.Number, list[Line]]:
    years = _played(year)
    if eliminated:
        return years, [
            LINES("eliminated", year=year),
            LINES("years", n=years, value=years),
        ]
    centres = AFTER_SOLO_PER_CENTRE * entry.final
    if centres >= years:
        line = LINES(
            "centres_times", centres=entry.final, factor=AFTER_SOLO_PER_CENTRE, value=centres
        )
        return centres, [LINES("other_solo"), line]
    return years, [LINES("other_solo"), LINES("years", n=years, value=years)]


def score(round_number: int, board: DiplomacyBoard) -> BoardScore:
    won = facts.winner(board)
    eliminated = facts.elimination_years(round_number, board, KEY)
    scored: dict[str, tuple[facts.Number, Sequence[Line]]] = {}
    if won is not None:
        for entry in board.powers:
            if entry is won:
                scored[entry.power] = (SOLO, [LINES("solo", value=SOLO)])
            else:
                year = eliminated.get(entry.power, facts.solo_year(board))
                scored[entry.power] = _after_solo(entry, year, entry.power in eliminated)
        return facts.board_score(round_number, board, scored, LINES)

    def key(entry: PowerEntry) -> int:
        """100 × the ranking key: c for a survivor, (E − 1901)/100 if eliminated."""
        if entry.final:
            return 100 * entry.final
        return eliminated[entry.power] - facts.FIRST_GAME_YEAR

    keys = sorted((key(p) for p in board.powers), reverse=True)
    lead = facts.whole(keys[0] - keys[1], 100) if len(keys) > 1 else 0
    for first, last, members in facts.rank(board.powers, key):
        points = facts.low_share(PLACES, first, last)
        for entry in members:
            lines: list[Line] = []
            if entry.final:
                value: facts.Number = PER_CENTRE * entry.final
                lines.append(
                    LINES("centres_times", centres=entry.final, factor=PER_CENTRE, value=value)
                )
            else:
                year = eliminated[entry.power]
                value = _played(year)
                lines += [
                    LINES("eliminated", year=year),
                    LINES("years", n=_played(year), value=value),
                ]
            value += points
            lines.append(facts.place_line(LINES, first, last, points))
            if lead and first == last == 1:
                value += LEAD * lead
                lines.append(LINES("lead", n=lead, factor=LEAD, value=LEAD * lead))
            scored[entry.power] = (value, lines)
    return facts.board_score(round_number, board, scored, LINES)


EXPLANATION = Explanation(
    rules=(
        Msg(
            "haight-v10",
            "A solo (18 centres or more, or a concession) scores 451. Every other survivor "
            "scores 5 per centre or the years played up to the solo year, whichever is more; "
            "an eliminated power the years played up to its elimination year.",
        ),
        Msg(
            "haight-v10",
            "Otherwise a survivor scores 10 per centre, an eliminated power 1 for each year "
            "played (its elimination year included), and everyone adds place points: 66, "
            "55, 44, 33, 22, 11 and 0. Survivors are placed by centres, then the eliminated, "
            "the later eliminated first; tied powers all get their worst place's points.",
        ),
        Msg(
            "haight-v10",
            "The first power, if alone, adds 5 for each centre it leads the second by.",
        ),
    ),
    example=(
        Msg(
            "haight-v10",
            "Final year 1906: Turkey 11, Austria, France and Germany 7, Italy and Russia "
            "eliminated in 1904, England in 1903. Turkey 110 + 66 + 5 × 4 = 196; Austria, "
            "France and Germany share places 2-4 and get place 4's 33: 70 + 33 = 103; "
            "Italy and Russia 1 + 3 + 11 = 15; England 1 + 2 + 0 = 3.",
        ),
    ),
)

SYSTEM = ScoringSystem(
    key=KEY,
    title=Msg("haight-v10", "Haight v1.0"),
    board_kind="diplomacy",
    score_board=facts.scorer(KEY, score),
    lines=LINES,
    explanation=EXPLANATION,
)
