"""The team competition beside an event's individual ranking (docs/content-format.md,
"Teams").

Pure: read off an event's result, exact ``Fraction`` scores. A team's score is the sum of
its members' board scores (each board a member played in a team round, before the
round's multipliers; a sit-out gives nothing); with ``count: N`` only the team's N highest
board scores count. A disqualified member's board scores count nothing. Teams are ranked
by score, highest first; equal scores share the rank (1, 2, 2, 4), in the file's order.
While a team round is in play, the standings are provisional (those of the boards
finished so far, when the result has the round in play's).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from podium.numbers import exact_sum
from podium.scoring.results import EventResult


@dataclass(frozen=True, slots=True)
class TeamBoardScore:
    """One board a member played in a team round."""

    round: int
    board: str
    score: Fraction  # the board's own score, before the round's multipliers
    counted: bool  # one of the board scores that make the team's score
    provisional: bool = False  # a board of the round in play


@dataclass(frozen=True, slots=True)
class TeamMember:
    player: str
    scores: tuple[TeamBoardScore, ...]  # in round, then board order
    disqualified: bool = False  # their scores count nothing for the team


@dataclass(frozen=True, slots=True)
class TeamStanding:
    rank: int
    shared: bool  # the rank is shared with another team
    team: str
    score: Fraction
    members: tuple[TeamMember, ...]  # in the file's order
    provisional: bool = False  # a team round is in play: the standings are so far


def team_ranking(result: EventResult) -> tuple[TeamStanding, ...]:
    """The event's teams, ranked (none when the event has no team competition)."""
    event = result.event
    teams = event.teams
    if teams is None:
        return ()
    rounds = set(teams.rounds) if teams.rounds is not None else None
    played: dict[str, list[tuple[int, str, Fraction]]] = {}
    for board in result.boards:
        if rounds is not None and board.round not in rounds:
            continue
        for seat in board.seats:
            if seat.player is not None and seat.score is not None:
                played.setdefault(seat.player, []).append(
                    (board.round, board.board.board, seat.score)
                )
    disqualified = set(event.disqualified)
    scored = [
        _team(name, players, played, disqualified, teams.count, result.provisional)
        for name, players in teams.members.items()
    ]
    ordered = sorted(scored, key=lambda team: -team[1])  # stable: equal teams in file order
    playing = event.in_play
    so_far = playing is not None and (rounds is None or playing.number in rounds)
    return tuple(
        TeamStanding(
            rank=1 + sum(1 for _, other, _ in ordered if other > score),
            shared=sum(1 for _, other, _ in ordered if other == score) > 1,
            team=name,
            score=score,
            members=members,
            provisional=so_far,
        )
        for name, score, members in ordered
    )


def _team(
    name: str,
    players: tuple[str, ...],
    played: dict[str, list[tuple[int, str, Fraction]]],
    disqualified: set[str],
    count: int | None,
    provisional: int | None,
) -> tuple[str, Fraction, tuple[TeamMember, ...]]:
    """A team's name, score and members, their counted board scores marked."""
    pool = [
        (-score, rnd, i, j)
        for i, player in enumerate(players)
        if player not in disqualified
        for j, (rnd, _, score) in enumerate(played.get(player, []))
    ]
    pool.sort()  # the highest first; equal scores in round, then member order
    counting = {(i, j) for _, _, i, j in pool[:count]}
    members = tuple(
        TeamMember(
            player,
            tuple(
                TeamBoardScore(rnd, board, score, (i, j) in counting, rnd == provisional)
                for j, (rnd, board, score) in enumerate(played.get(player, []))
            ),
            player in disqualified,
        )
        for i, player in enumerate(players)
    )
    total = exact_sum(s.score for m in members for s in m.scores if s.counted)
    return name, total, members
