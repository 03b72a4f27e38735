"""An event's team competition (``teams.html``), for an event with ``teams:``: each team's
rank, name and score, and each member's board scores in the team rounds, those that make
the team's score marked (docs/content-format.md, "Teams")."""

from __future__ import annotations

from podium.numbers import exact_sum
from podium.scoring.results import EventResult
from podium.scoring.teams import TeamMember, TeamStanding, team_ranking
from podium.site.pages.board import EventInput
from podium.site.pages.context import Context
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.parts import at_seat, event_crumbs, event_summary, rank_text
from podium.site.pages.paths import board_path, teams_path


def _teams_page(ctx: Context, result: EventResult) -> list[Page]:
    event = result.event
    if event.teams is None:
        return []
    teams = team_ranking(result)
    tr = ctx.tr
    path = teams_path(event.id)
    title = tr.gettext("Teams")
    data = ctx.common(path, f"{title} · {event.name}", [*event_crumbs(result), (title, "")])
    rounds = event.teams.rounds
    count = event.teams.count
    notes = [
        tr.gettext(
            "A team scores its members' board scores, before the round's multipliers; "
            "a sit-out scores nothing for the team."
        ),
        (
            tr.gettext("Team rounds: %(rounds)s.", rounds=", ".join(str(n) for n in rounds))
            if rounds is not None
            else tr.gettext("Every round is a team round.")
        ),
    ]
    if count is not None:
        notes.append(
            tr.ngettext(
                "Only the team's best board score counts.",
                "Only the team's best %(num)s board scores count.",
                count,
            )
        )
    data["event"] = event_summary(ctx, path, result)
    data["notes"] = notes
    data["provisional"] = any(team.provisional for team in teams)
    data["teams"] = [_team(ctx, path, result, team) for team in teams]
    return [Page(path, "teams.html", data)]


def _team(ctx: Context, page: str, result: EventResult, team: TeamStanding) -> View:
    tr = ctx.tr
    rank = rank_text(team.rank, team.shared)
    return {
        "rank": rank,
        "medal": team.rank if team.rank <= 3 else None,
        "name": team.team,
        "score": tr.number(team.score),
        "members": [_member(ctx, page, result, member) for member in team.members],
    }


def _member(ctx: Context, page: str, result: EventResult, member: TeamMember) -> View:
    tr = ctx.tr
    scores = []
    for s in member.scores:
        board = ctx.href(page, board_path(result.event.id, s.round, s.board))
        scores.append(
            {
                "text": tr.number(s.score),
                "href": at_seat(board, member.player, s.board),
                "label": tr.gettext("Round %(n)s, board %(board)s", n=s.round, board=s.board),
                "counted": s.counted,
                "provisional": s.provisional,
            }
        )
    counted = exact_sum(s.score for s in member.scores if s.counted)
    return {
        "player": ctx.player_link(page, member.player),
        "disqualified": member.disqualified,
        "scores": scores,
        "counted": tr.number(counted),
    }


def plan(ctx: Context, event: EventInput) -> list[Page]:
    """The event's teams page, if it has a team competition."""
    return _teams_page(ctx, event.result)


PAGE_TYPE = PageType("teams", "teams.html", plan, scope="event", order=35)
