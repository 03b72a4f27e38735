"""The players' index (``players.html``): every player, in the order of their names; in a
club with more than :data:`ON_INDEX` players, a page for each initial
(``players/<initial>.html``), which the index links beside the most active players."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from podium.site import countries
from podium.site.pages.context import Context
from podium.site.pages.digest import PlayerResult, SiteInput
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.paths import initial_path
from podium.site.pages.player import best_rank, in_name_order, results_by_player

ON_INDEX = 200
"""The index lists every player up to this many; else the most active, this many, and a
page for each initial."""

OTHER = "other"
"""The initial of names that begin with no letter a–z (``players/other.html``)."""


def initial(sort_name: str) -> str:
    """Where a name is filed: its first letter (a–z, accents aside), else :data:`OTHER`."""
    first = sort_name[:1]
    return first if "a" <= first <= "z" else OTHER


def _rows(
    ctx: Context,
    path: str,
    ids: Sequence[str],
    sort_names: Mapping[str, str],
    history: Mapping[str, Sequence[PlayerResult]],
) -> list[View]:
    tr = ctx.tr
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
    return rows


def _initials(ctx: Context, path: str, filed: Mapping[str, Sequence[str]]) -> list[View]:
    return [
        {
            "label": "#" if key == OTHER else key.upper(),
            "href": ctx.href(path, initial_path(key)),
            "count": len(ids),
            "current": initial_path(key) == path,
        }
        for key, ids in filed.items()
    ]


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """The players' index, and each initial's page when the club has more than
    :data:`ON_INDEX` players."""
    tr = ctx.tr
    ids, sort_names = in_name_order(ctx)
    history = results_by_player(site.digests)
    path = "players/index.html"
    title = tr.gettext("Players")
    data = ctx.common(path, title, [(title, "")])
    data["count"] = tr.ngettext("%(num)s player", "%(num)s players", len(ids))
    if len(ids) <= ON_INDEX:
        data["players"] = _rows(ctx, path, ids, sort_names, history)
        data["initials"] = []
        return [Page(path, "players.html", data)]
    filed: dict[str, list[str]] = {}
    for pid in ids:
        filed.setdefault(initial(sort_names[pid]), []).append(pid)
    active = sorted(ids, key=lambda p: -len(history.get(p, [])))[:ON_INDEX]
    data["players"] = _rows(ctx, path, active, sort_names, history)
    data["initials"] = _initials(ctx, path, filed)
    data["subset"] = tr.gettext("The %(n)s players with the most events:", n=ON_INDEX)
    pages = [Page(path, "players.html", data)]
    for key, of_initial in filed.items():
        at = initial_path(key)
        label = "#" if key == OTHER else key.upper()
        shown = tr.gettext("Players: %(initial)s", initial=label)
        page = ctx.common(at, shown, [(title, path), (label, "")])
        page["count"] = tr.ngettext("%(num)s player", "%(num)s players", len(of_initial))
        page["players"] = _rows(ctx, at, of_initial, sort_names, history)
        page["initials"] = _initials(ctx, at, filed)
        page["heading"] = shown
        pages.append(Page(at, "players.html", page))
    return pages


PAGE_TYPE = PageType("players", "players.html", plan, scope="site", order=20)
