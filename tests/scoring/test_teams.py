"""The team competition (docs/content-format.md, "Teams"): one tiny event, scored with Sum
of Squares (100 × centres² / the board's sum of centres²), its teams counted four ways.
Every expected value is worked out here by hand.

Round 1: board 1 alice 3, carol 1 (9 + 1 = 10: 90, 10); board 2 bob 2, dan 2 (50, 50);
board 3 eve 1, frank 1 (50, 50); board 4 gina 1, hugo 3 (10, 90).
Round 2: board 1 alice 1, dan 3 (10, 90); board 2 bob 1, eve 1 (50, 50); carol, frank,
gina and hugo sit out (a sit-out gives a team nothing).
Teams of two: Red alice and bob, Blue carol and dan, Green eve and frank, Grey gina and hugo.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from podium.build import service
from podium.model import Teams
from podium.outputs.results_json import results_data
from podium.scoring.results import EventResult
from podium.scoring.teams import TeamBoardScore as Score
from podium.scoring.teams import TeamMember, TeamStanding, team_ranking
from podium.scoring.tournament import score_event
from tests.conftest import Writer
from tests.scoring.builders import HERE, board_of, event, people, rnd
from tests.scoring.yaml_boards import diplomacy_board, round_file

F = Fraction
A, B, C, D = "alice-rossi", "bob-smith", "carol-bianchi", "dan-gialli"
E, FR, G, H = "eve-neri", "frank-blu", "gina-verdi", "hugo-rosa"
HEAD = "name: Open 2024\nstart: 2024-05-10\nscoring: sum-of-squares\n"
TEAMS = f"""\
teams:
  size: 2
  members:
    Red: [{A}, {B}]
    Blue: [{C}, {D}]
    Green: [{E}, {FR}]
    Grey: [{G}, {H}]
"""
ROUNDS = (
    round_file(
        diplomacy_board(1, {"Austria": (A, 3), "England": (C, 1)}),
        diplomacy_board(2, {"Austria": (B, 2), "England": (D, 2)}),
        diplomacy_board(3, {"Austria": (E, 1), "England": (FR, 1)}),
        diplomacy_board(4, {"Austria": (G, 1), "England": (H, 3)}),
    ),
    round_file(
        diplomacy_board(1, {"Austria": (A, 1), "England": (D, 3)}),
        diplomacy_board(2, {"Austria": (B, 1), "England": (E, 1)}),
        sit_outs=(C, FR, G, H),
    ),
)


def scored(club: Writer, teams: str, event: str = "") -> EventResult:
    files: dict[str, str | None] = {"events/2024-open/event.yaml": HEAD + event + teams}
    files |= {f"events/2024-open/round-{n}.yaml": text for n, text in enumerate(ROUNDS, 1)}
    reading = service.read(club(files), theme=False)
    assert reading.problems == ()
    return reading.results["2024-open"]


def ranks(result: EventResult) -> list[tuple[int, bool, str, Fraction]]:
    return [(t.rank, t.shared, t.team, t.score) for t in team_ranking(result)]


def test_every_board_score_counts_and_equal_scores_share_the_rank(club: Writer) -> None:
    # Red 90 + 10 + 50 + 50 = 200; Blue 10 + 50 + 90 = 150; Green 50 + 50 + 50 = 150;
    # Grey 10 + 90 = 100
    assert ranks(scored(club, TEAMS)) == [
        (1, False, "Red", F(200)),
        (2, True, "Blue", F(150)),
        (2, True, "Green", F(150)),
        (4, False, "Grey", F(100)),
    ]


def test_with_count_only_the_best_board_scores_of_the_team_count(club: Writer) -> None:
    result = scored(club, TEAMS + "  count: 2\n")
    # Red 90 + 50 (bob's round 1: the earlier of his equal 50s); Blue 90 + 50;
    # Green 50 + 50 (round 1's, eve's then frank's); Grey 90 + 10
    assert ranks(result) == [
        (1, True, "Red", F(140)),
        (1, True, "Blue", F(140)),
        (3, True, "Green", F(100)),
        (3, True, "Grey", F(100)),
    ]
    red = team_ranking(result)[0]
    assert red == TeamStanding(
        1,
        True,
        "Red",
        F(140),
        (
            TeamMember(A, (Score(1, "1", F(90), True), Score(2, "1", F(10), False))),
            TeamMember(B, (Score(1, "2", F(50), True), Score(2, "2", F(50), False))),
        ),
    )


def test_only_the_team_rounds_count(club: Writer) -> None:
    # round 2 only: Red 10 + 50 = 60; Blue 90; Green 50; Grey sat out: 0
    assert ranks(scored(club, TEAMS + "  rounds: [2]\n")) == [
        (1, False, "Blue", F(90)),
        (2, False, "Red", F(60)),
        (3, False, "Green", F(50)),
        (4, False, "Grey", F(0)),
    ]


def test_a_disqualified_members_scores_count_nothing(club: Writer) -> None:
    result = scored(club, TEAMS, f"disqualified: [{A}]\n")
    # Red keeps its place with bob's 50 + 50 alone
    assert ranks(result) == [
        (1, True, "Blue", F(150)),
        (1, True, "Green", F(150)),
        (3, True, "Red", F(100)),
        (3, True, "Grey", F(100)),
    ]
    alice = team_ranking(result)[2].members[0]
    assert alice == TeamMember(
        A,
        (Score(1, "1", F(90), False), Score(2, "1", F(10), False)),
        disqualified=True,
    )


def test_an_event_without_teams_has_no_team_ranking(club: Writer) -> None:
    assert team_ranking(scored(club, "")) == ()


def test_results_json_gives_the_team_ranking_as_documented(club: Writer) -> None:
    files: dict[str, str | None] = {
        "events/2024-open/event.yaml": HEAD + TEAMS + "  count: 2\n  rounds: [1]\n"
    }
    files["events/2024-open/round-1.yaml"] = ROUNDS[0]
    reading = service.read(club(files), theme=False)
    data = results_data(reading.results["2024-open"], reading.club)
    # round 1 alone, the best two board scores: Red 90 + 50, Blue 50 + 10, Green 50 + 50
    # (eve's and frank's), Grey 90 + 10
    assert data["teams"] == [
        {"rank": 1, "team": "Red", "score": 140, "members": [
            {"player": A, "name": "Alice Rossi", "scores": [
                {"round": 1, "board": "1", "score": 90, "counted": True}]},
            {"player": B, "name": "Bob Smith", "scores": [
                {"round": 1, "board": "2", "score": 50, "counted": True}]}]},
        {"rank": 2, "team": "Green", "score": 100, "members": [
            {"player": E, "name": "Eve Neri", "scores": [
                {"round": 1, "board": "3", "score": 50, "counted": True}]},
            {"player": FR, "name": "Frank Blu", "scores": [
                {"round": 1, "board": "3", "score": 50, "counted": True}]}]},
        {"rank": 2, "team": "Grey", "score": 100, "members": [
            {"player": G, "name": "Gina Verdi", "scores": [
                {"round": 1, "board": "4", "score": 10, "counted": True}]},
            {"player": H, "name": "Hugo Rosa", "scores": [
                {"round": 1, "board": "4", "score": 90, "counted": True}]}]},
        {"rank": 4, "team": "Blue", "score": 60, "members": [
            {"player": C, "name": "Carol Bianchi", "scores": [
                {"round": 1, "board": "1", "score": 10, "counted": True}]},
            {"player": D, "name": "Dan Gialli", "scores": [
                {"round": 1, "board": "2", "score": 50, "counted": True}]}]},
    ]  # fmt: skip


PLAYERS8 = (A, B, C, D, E, FR, G, H)


@given(
    centres=st.lists(st.integers(0, 9), min_size=8, max_size=8),
    count=st.integers(1, 5) | st.none(),
    out=st.sets(st.sampled_from(PLAYERS8), max_size=2),
)
@settings(max_examples=40)
def test_a_teams_score_is_its_counted_board_scores_and_ranks_follow_scores(
    centres: list[int], count: int | None, out: set[str]
) -> None:
    """Two rounds of two boards of four (Sum of Squares), teams of two, some members
    disqualified: each team's score is the sum of its counted scores, at most ``count`` of
    them and never a disqualified member's, the highest of the others; the teams in score
    order, a team's rank one more than the number of teams above it."""
    seats = ("Austria", "England", "France", "Germany")
    rounds = [
        rnd(
            n,
            *(
                board_of({p: (PLAYERS8[(i + 4 * (b - 1) + n) % 8], centres[i + 4 * (b - 1)])
                          for i, p in enumerate(seats)}, b)
                for b in (1, 2)
            ),
        )
        for n in (1, 2)
    ]  # fmt: skip
    members = {f"T{i}": (PLAYERS8[2 * i], PLAYERS8[2 * i + 1]) for i in range(4)}
    ev = replace(
        event("sum-of-squares", *rounds, disqualified=sorted(out)),
        teams=Teams(2, members, HERE, count=count),
    )
    ranking = team_ranking(score_event(ev, people(*PLAYERS8)))
    assert [t.score for t in ranking] == sorted((t.score for t in ranking), reverse=True)
    for team in ranking:
        scores = [s for m in team.members for s in m.scores]
        counted = [s.score for s in scores if s.counted]
        assert team.score == sum(counted, F(0))
        assert len(counted) <= (count or len(scores))
        assert not any(s.counted for m in team.members if m.player in out for s in m.scores)
        left = [s.score for m in team.members if m.player not in out for s in m.scores]
        assert len(counted) == min(len(left), count or len(left))
        assert sorted(counted, reverse=True) == sorted(left, reverse=True)[: len(counted)]
        assert team.rank == 1 + sum(1 for other in ranking if other.score > team.score)
