"""League placement (``scoring: league``): any game with a ranking, docs/scoring.md.

With n players, place p earns (n − p) × (n − p + 1): 56, 42, 30, 20, 12, 6, 2, 0 for 8.
Players with equal game points (or equal ``place``) share the average of the points of
the places they occupy.
"""

from __future__ import annotations

from fractions import Fraction

from podium.model import Board, PlacementBoard, PlacementEntry, Rules
from podium.scoring.kinds import placement
from podium.scoring.lines import Lines
from podium.scoring.positions import average, shared_groups
from podium.scoring.results import BoardScore, Seat
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

LINES = Lines(
    english={
        "placement": Msg("league", "{place} of {players} +{value}"),
        "shared_placement": Msg("league", "shared {first}–{last} of {players} +{value}"),
    },
)
line = LINES


def place_points(players: int, place: int) -> int:
    """Points of ``place`` (1-based) in a game of ``players``."""
    return (players - place) * (players - place + 1)


def _strength(entry: PlacementEntry) -> Fraction:
    if entry.points is not None:
        return entry.points
    assert entry.place is not None, "a placement entry has points or a place"
    return Fraction(-entry.place)


def score(round_number: int, board: PlacementBoard) -> BoardScore:
    n = len(board.entries)
    seats: list[Seat] = []
    for first, last, members in shared_groups(board.entries, _strength, lambda e: e.player):
        value = average(lambda p: place_points(n, p), first, last)
        if first == last:
            text = line("placement", place=first, players=n, value=value)
        else:
            text = line("shared_placement", first=first, last=last, players=n, value=value)
        for entry in members:
            seats.append(Seat(entry, entry.player, first, value, (text,), shared=last > first))
    return BoardScore(round_number, board, tuple(seats))


def score_board(round_number: int, board: Board, rules: Rules) -> BoardScore:
    return score(round_number, placement.KIND.typed(board))


EXPLANATION = Explanation(
    rules=(
        Msg("league", "Any game with a finishing order can be scored this way."),
        Msg(
            "league",
            "With n players, place p earns (n − p) × (n − p + 1) points: with 8 players "
            "56, 42, 30, 20, 12, 6, 2 and 0.",
        ),
        Msg(
            "league",
            "Players level on game points (or on place) share the average of the points "
            "of the places they occupy.",
        ),
        Msg("league", "The league ranking is the sum of every evening."),
    ),
    example=(
        Msg(
            "league",
            "Five players end a game on 1000, 970, 970, 800 and 770 points. With 5 players "
            "the places earn 20, 12, 6, 2 and 0.",
        ),
        Msg(
            "league",
            "The two on 970 occupy 2nd and 3rd place and share (12 + 6) / 2 = 9 each: "
            "20, 9, 9, 2 and 0 league points.",
        ),
    ),
    glossary=(
        (
            Msg("league", "game points"),
            Msg(
                "league",
                "the points of the game itself, from its own rules; they decide the places",
            ),
        ),
        (
            Msg("league", "place"),
            Msg("league", "the finishing place in the game, which earns the league points"),
        ),
    ),
)

SYSTEM = ScoringSystem(
    key="league",
    title=Msg("league", "League placement"),
    board_kind="placement",
    score_board=score_board,
    lines=LINES,
    explanation=EXPLANATION,
    terms={"placement": "place", "shared_placement": "place"},
)
