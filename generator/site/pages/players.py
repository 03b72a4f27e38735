"""The players' index (``players.html``), and which player pages to plan."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Mapping, Sequence

from generator.site import countries
from generator.site.pages.context import _Context
from generator.site.pages.digest import EventDigest, PlayerEventRow
from generator.site.pages.page import Page, View
from generator.site.pages.parts import _sort_name
from generator.site.pages.player import _best_rank, _player


def _players(
    ctx: _Context, digests: Sequence[EventDigest], only: Collection[str] | None = None
) -> list[Page]:
    history: dict[str, list[PlayerEventRow]] = defaultdict(list)
    playing: dict[str, list[View]] = defaultdict(list)
    for digest in digests:
        for pid, row in digest.rows.items():
            history[pid].append(row)
        for pid, boards in digest.playing.items():
            playing[pid].extend(boards)
    sort_names = {pid: _sort_name(ctx.name(pid)) for pid in ctx.club.players}
    ids = sorted(sort_names, key=lambda p: (sort_names[p], p))
    pages = [
        _player(ctx, pid, history.get(pid, []), playing.get(pid, []))
        for pid in ids
        if only is None or pid in only
    ]
    pages.insert(0, _players_index(ctx, ids, sort_names, history))
    return pages


def _players_index(
    ctx: _Context,
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
        best = _best_rank(h)
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
