"""The players' index (``players.html``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from podium.site import countries
from podium.site.pages.context import Context
from podium.site.pages.digest import EventDigest, PlayerEventRow, SiteInput
from podium.site.pages.page import Page, PageType
from podium.site.pages.player import best_rank, histories, in_name_order


def _players(ctx: Context, digests: Sequence[EventDigest]) -> Page:
    ids, sort_names = in_name_order(ctx)
    history = histories(digests)
    return _players_index(ctx, ids, sort_names, history)


def _players_index(
    ctx: Context,
    ids: Sequence[str],
    sort_names: Mapping[str, str],
    history: Mapping[str, Sequence[PlayerEventRow]],
) -> Page:
    tr = ctx.tr
    path = "players/index.html"
    title = tr.gettext("Players")
    data = ctx.common(path, title, [(title, "")])
    rows = []
    for pid in ids:
        h = history.get(pid, [])
        best = best_rank(h)
        rows.append(
            {
                "player": ctx.player_link(path, pid),
                "sort_name": sort_names[pid],
                "country": countries.country_view(tr, ctx.club.players[pid].country),
                "events": len(h),
                "games": sum(r.games for r in h),
                "wins": sum(1 for r in h if r.rank == 1),
                "best_rank": best if best is not None else "",
            }
        )
    data["players"] = rows
    data["count"] = tr.ngettext("%(num)s player", "%(num)s players", len(rows))
    return Page(path, "players.html", data)


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """The players' index."""
    return [_players(ctx, site.digests)]


PAGE_TYPE = PageType("players", "players.html", plan)
