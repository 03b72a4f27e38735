"""View data several page types show: an event as a line in a list and in breadcrumbs, rank
labels, links to games, names in sort order, Markdown."""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction

from podium.scoring.awards import PowerAward
from podium.scoring.results import Counted, EventResult, Standing
from podium.scoring.teams import TeamStanding
from podium.site.i18n import N_, Translator
from podium.site.markdown import render_markdown
from podium.site.pages.context import Context
from podium.site.pages.digest import EventDigest, EventHead
from podium.site.pages.page import View
from podium.site.pages.paths import board_path, event_path, round_path, rules_path, teams_path
from podium.site.ranking import seat_id


def sort_name(name: str) -> str:
    plain = unicodedata.normalize("NFKD", name)
    return "".join(c for c in plain if not unicodedata.combining(c)).casefold()


def markdown_html(ctx: Context, source: str | None) -> str | None:
    if not source:
        return None
    return render_markdown(source, raw_html=ctx.club.site.markdown_raw_html)


def every_standing(result: EventResult) -> list[Standing]:
    return [*result.ranking, *result.disqualified]


def rank_text(rank: int, shared: bool) -> str:
    """A rank as the tables show it: ``2=`` when others share it."""
    return f"{rank}=" if shared else str(rank)


def sort_unless_shown(key: str, shown: str) -> str:
    """A table cell's sort key for the browser (``data-sort``), or "" when the cell shows
    exactly that text: podium.js then sorts by the cell's text, and the page is smaller."""
    return "" if key == shown else key


def rank_label(standing: Standing) -> str:
    if standing.rank is None:
        return ""
    return rank_text(standing.rank, standing.shared)


def winners_of(result: EventResult) -> list[str]:
    """Who won: nobody yet while a round is in play."""
    if result.event.in_play is not None:
        return []
    return [s.player for s in result.ranking if s.rank == 1]


def first_places(ctx: Context, players: Sequence[str]) -> str:
    """ "1st Giulia Conti" (for a description): the players placed first, if any."""
    if not players:
        return ""
    return f"{ctx.tr.ordinal(1)} {', '.join(ctx.name(p) for p in players)}"


def event_crumbs(result: EventResult) -> list[tuple[str, str]]:
    return [(result.event.name, event_path(result.event.id))]


def event_summary(ctx: Context, page: str, result: EventResult) -> View:
    return head_summary(ctx, page, EventHead.of(result))


def head_summary(ctx: Context, page: str, head: EventHead) -> View:
    """An event as a line in a list, linked from ``page``."""
    shown = ctx.memos.head_views.get(head)  # every page of the event shows it: made once
    if shown is None:
        tr = ctx.tr
        shown = ctx.memos.head_views[head] = {
            "id": head.id,
            "name": head.name,
            "dates": tr.date_range(head.start, head.end),
            "location": head.location or "",
            "system": ctx.system_title(head.scoring),
            "system_key": head.scoring,
            "players": tr.ngettext("%(num)s player", "%(num)s players", head.players),
        }
    return {
        **shown,
        "href": ctx.href(page, event_path(head.id)),
        "rules_href": ctx.href(page, rules_path(head.scoring)),
    }


def years_counted(
    ctx: Context, path: str, digests: Sequence[EventDigest], target: Callable[[int], str]
) -> list[View]:
    """Each year of these events (in their order) with their number, linked from ``path``
    to ``target(year)``; ``current`` when that is ``path`` itself."""
    counts = Counter(digest.head.start.year for digest in digests)
    return [
        {
            "year": year,
            "href": ctx.href(path, target(year)),
            "count": ctx.tr.ngettext("%(num)s event", "%(num)s events", n),
            "current": target(year) == path,
        }
        for year, n in counts.items()
    ]


def shown_score(counted: Counted) -> Fraction:
    """What a result shows: what it counted, or, left out, what it would have (struck through)."""
    if counted.dropped and counted.uncounted is not None:
        return counted.uncounted
    return counted.counted


def at_seat(href: str, player: str | None, board: str | None) -> str:
    """The link ``href`` to a game, to the player's row on its board's page (a sit-out's
    link, to its round, as it is)."""
    return href if board is None or player is None else f"{href}#{seat_id(player)}"


Games = dict[tuple[int, str | None], tuple[str, str]]
"""Links and labels of games, for one page: (round, board or None for a sit-out) ->
(href from that page, label)."""


def game_cell(
    ctx: Context, page: str, result: EventResult, n: int, board: str | None, games: Games
) -> tuple[str, str]:
    """The link from ``page`` to a game, and its label; kept in ``games`` (the games of
    ``page``), as every player of the game shows the same."""
    found = games.get((n, board))
    if found is None:
        if board is None:
            target, label = (
                round_path(result.event.id, n),
                ctx.tr.gettext("Round %(n)s: sat out", n=n),
            )
        else:
            target = board_path(result.event.id, n, board)
            label = ctx.tr.gettext("Round %(n)s, board %(board)s", n=n, board=board)
        found = games[(n, board)] = (ctx.href(page, target), label)
    return found


BEST_COUNTRY: Mapping[str, str] = {
    "Austria": N_("Best Austria"),
    "England": N_("Best England"),
    "France": N_("Best France"),
    "Germany": N_("Best Germany"),
    "Italy": N_("Best Italy"),
    "Russia": N_("Best Russia"),
    "Turkey": N_("Best Turkey"),
}
"""The name of each power's best-country award (a gettext message, N_)."""


def award_names(
    tr: Translator, result: EventResult, best: Sequence[PowerAward]
) -> dict[str, list[str]]:
    """Each player's awards at the event, by name, as their badges show them: best
    country (``best``, once a power however many of their results hold it), then the
    director's own, in the order of the event file."""
    names: dict[str, list[str]] = {}
    for award in best:
        for holder in award.holders:
            held = names.setdefault(holder.player, [])
            name = tr.gettext(BEST_COUNTRY[award.power])
            if name not in held:
                held.append(name)
    for given in result.event.awards.given:
        for player in given.players:
            names.setdefault(player, []).append(given.name)
    return names


def team_lines(
    ctx: Context, page: str, result: EventResult, teams: Sequence[TeamStanding]
) -> dict[str, View]:
    """Each team member's line about their team (at ``page``): the team, its rank of how
    many, its score, and the link to the event's teams page."""
    tr = ctx.tr
    lines: dict[str, View] = {}
    for team in teams:
        line = {
            "team": team.team,
            "href": ctx.href(page, teams_path(result.event.id)),
            "rank": rank_text(team.rank, team.shared),
            "rank_of": tr.gettext("of %(n)s", n=len(teams)),
            "score": tr.number(team.score),
            "provisional": team.provisional,
        }
        for member in team.members:
            lines[member.player] = line
    return lines
