"""Team games (Blue Max, Wooden Ships and Iron Men): docs/scoring.md.

Two sides. The victory type is checked in order: strategic (one side has no unit left on
the map, the other has some), tactical (the lower percentage of units lost wins),
marginal (equal percentages, one side's points exceed the other's by more than 15%),
draw. Each player scores the side's victory points (strategic 4, tactical 3, marginal 1)
+ 1 if best team player + 1 per kill (where kills count) − 1 per unit lost.

A unit retired with honour is not lost: it counts as on the map (so it is not in
``lost``); the breakdown shows it.
"""

from __future__ import annotations

from fractions import Fraction

from podium.model import TeamBoard, TeamSide
from podium.scoring.lines import Lines
from podium.scoring.results import BoardScore, Line, Seat
from podium.scoring.texts import Msg

LINES = Lines(
    english={
        "victory_strategic": Msg("team_games", "strategic victory +{value}"),
        "victory_tactical": Msg("team_games", "tactical victory +{value}"),
        "victory_marginal": Msg("team_games", "marginal victory +{value}"),
        "defeat": Msg("team_games", "defeat +0"),
        "draw": Msg("team_games", "draw +0"),
        "best_team_player": Msg("team_games", "best team player +{value}"),
        "kills": Msg("team_games", "{count} kills +{value}"),
        "kill": Msg("team_games", "1 kill +{value}"),
        "lost": Msg("team_games", "{count} units lost −{value}"),
        "lost_one": Msg("team_games", "1 unit lost −{value}"),
        "retired": Msg("team_games", "retired with honour"),
    },
)
"""The lines of both team games (Blue Max and Wooden Ships and Iron Men)."""
line = LINES

RULES: tuple[Msg, ...] = (
    Msg(
        "team_games",
        "Two sides play. The victory is strategic if one side has no unit left on the "
        "map, tactical if one side lost a smaller share of its units, and marginal if "
        "the shares are equal but one side's game points are more than 15% higher.",
    ),
    Msg(
        "team_games",
        "Each winner scores 4, 3 or 1 for a strategic, tactical or marginal victory; "
        "losers and a draw score 0.",
    ),
    Msg(
        "team_games",
        "Add 1 for the best player of a side (more than 15% above each team-mate), "
        "1 per kill, and subtract 1 per unit lost.",
    ),
)
"""How a team game is scored (Blue Max's rules page)."""

EXAMPLES: tuple[Msg, ...] = (
    Msg(
        "team_games",
        "Two against two. Side A loses 1 of its 8 units, side B 4 of its 8: A lost the "
        "smaller share, a tactical victory worth 3 to each of A's players.",
    ),
    Msg(
        "team_games",
        "Anna (A) has 30 game points, her team-mate 20: more than 15% above, so she is "
        "A's best player, +1. She made 2 kills and lost no unit: 3 + 1 + 2 = 6 in Blue Max.",
    ),
)
"""A worked example of a team game (Blue Max's rules page; Wooden Ships' begins with it)."""

WOODEN_SHIPS_EXAMPLE: tuple[Msg, ...] = (
    Msg(
        "team_games",
        "Anna (A) has 30 game points, her team-mate 20: more than 15% above, so she is "
        "A's best player, +1. Her 2 kills add nothing and she lost no unit: 3 + 1 = 4.",
    ),
)
"""Wooden Ships' own end of the example: kills earn nothing."""

GLOSSARY: tuple[tuple[Msg, Msg], ...] = (
    (
        Msg("team_games", "game points"),
        Msg(
            "team_games",
            "the points a player scores in the game itself; they decide a marginal "
            "victory and the best team player",
        ),
    ),
    (
        Msg("team_games", "best team player"),
        Msg(
            "team_games",
            "the player of a side whose game points are more than 15% above each team-mate's",
        ),
    ),
)
"""The words of a team game."""

TERMS = {"best_team_player": "best team player"}
"""Breakdown lines explained by a glossary term."""

VICTORY_POINTS: dict[str, int] = {"strategic": 4, "tactical": 3, "marginal": 1}
MARGIN = Fraction(115, 100)  # "more than 15%"


def _units(side: TeamSide) -> int:
    return sum(e.units for e in side.entries)


def _lost(side: TeamSide) -> int:
    return sum(e.lost for e in side.entries)


def _points(side: TeamSide) -> Fraction:
    return sum((e.points for e in side.entries), Fraction(0))


def victory(board: TeamBoard) -> tuple[str, str | None]:
    """The victory type and the winning side's name (None for a draw)."""
    a, b = board.sides
    left_a, left_b = _units(a) - _lost(a), _units(b) - _lost(b)
    if left_a <= 0 < left_b:
        return "strategic", b.name
    if left_b <= 0 < left_a:
        return "strategic", a.name
    share_a = Fraction(_lost(a), _units(a)) if _units(a) else Fraction(0)
    share_b = Fraction(_lost(b), _units(b)) if _units(b) else Fraction(0)
    if share_a != share_b:
        return "tactical", a.name if share_a < share_b else b.name
    if _points(a) > _points(b) * MARGIN:
        return "marginal", a.name
    if _points(b) > _points(a) * MARGIN:
        return "marginal", b.name
    return "draw", None


def best_player(side: TeamSide) -> str | None:
    """On a side of two or more, the player whose points exceed each mate's by over 15%."""
    if len(side.entries) < 2:
        return None
    for entry in side.entries:
        mates = [m for m in side.entries if m is not entry]
        if all(entry.points > m.points * MARGIN for m in mates):
            return entry.player
    return None


def score(round_number: int, board: TeamBoard, *, count_kills: bool) -> BoardScore:
    if len(board.sides) != 2:
        raise ValueError("a team game has exactly two sides")
    kind, winner = victory(board)
    seats: list[Seat] = []
    for side in board.sides:
        best = best_player(side)
        for entry in side.entries:
            lines: list[Line] = []
            if kind == "draw":
                value = 0
                lines.append(line("draw"))
            elif side.name == winner:
                value = VICTORY_POINTS[kind]
                lines.append(line(f"victory_{kind}", value=value))
            else:
                value = 0
                lines.append(line("defeat"))
            if entry.player == best:
                value += 1
                lines.append(line("best_team_player", value=1))
            if count_kills and entry.kills:
                value += entry.kills
                if entry.kills == 1:
                    lines.append(line("kill", value=1))
                else:
                    lines.append(line("kills", count=entry.kills, value=entry.kills))
            if entry.lost:
                value -= entry.lost
                if entry.lost == 1:
                    lines.append(line("lost_one", value=1))
                else:
                    lines.append(line("lost", count=entry.lost, value=entry.lost))
            if entry.retired:
                lines.append(line("retired"))
            seats.append(
                Seat(entry, entry.player, None, Fraction(value), tuple(lines), side=side.name)
            )
    return BoardScore(round_number, board, tuple(seats), victory=kind, winning_side=winner)
