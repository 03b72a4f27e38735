"""A series' page (``series.html``): its ranking, each event's points; and the line each
series puts on its players' pages (:func:`player_lines`).

The ranking is :func:`podium.scoring.series.series_ranking` of the events' rankings as
their digests carry them (:attr:`EventHead.ranks`), so a series is planned from the
digests alone, as every site-wide page is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from podium.model import Series
from podium.scoring.series import EventPlaces, SeriesStanding, series_ranking
from podium.site import ranking
from podium.site.pages.context import Context
from podium.site.pages.digest import EventDigest, EventHead, SiteInput
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.parts import rank_text
from podium.site.pages.paths import PLAYER_PAGE, event_path, series_path


def places(head: EventHead) -> EventPlaces:
    """What a series reads of an event: its ranking, provisional while a round is in play."""
    return EventPlaces(head.id, head.ranks, provisional=head.in_play is not None)


def heads_by_id(digests: Sequence[EventDigest]) -> dict[str, EventHead]:
    return {d.head.id: d.head for d in digests}


def standings(series: Series, heads: Mapping[str, EventHead]) -> list[SeriesStanding]:
    """The series ranking from the heads of the site's events (by id)."""
    return series_ranking(series, {e: places(heads[e]) for e in series.events if e in heads})


def _series_page(ctx: Context, series: Series, heads: Mapping[str, EventHead]) -> Page:
    tr = ctx.tr
    path = series_path(series.id)
    data = ctx.common(path, series.name, [(series.name, "")])
    known = [heads[e] for e in series.events if e in heads]
    columns = [
        {
            "name": h.name,
            "href": ctx.href(path, event_path(h.id)),
            "provisional": h.in_play is not None,
        }
        for h in known
    ]
    rows = []
    found = standings(series, heads)
    for s in found:
        by_event = {e.event: e for e in s.events}
        cells: list[View | None] = []
        for h in known:
            won = by_event.get(h.id)
            cells.append(
                None
                if won is None
                else {
                    "points": tr.number(won.points),
                    "rank": tr.ordinal(won.rank),
                    "href": ctx.href(path, event_path(h.id)) + "#" + ranking.row_id(s.player),
                    "counted": won.counted,
                }
            )
        rows.append(
            {
                "rank": rank_text(s.rank, s.shared),
                "medal": s.rank if s.rank <= 3 else None,
                "player": ctx.player_link(path, s.player),
                "total": tr.number(s.total),
                "cells": cells,
            }
        )
    data.update(
        {
            "name": series.name,
            "columns": columns,
            "rows": rows,
            "provisional": any(c["provisional"] for c in columns),
            "has_dropped": any(not e.counted for s in found for e in s.events),
            "rule": _rule(ctx, series),
            "downloads": [
                {
                    "label": tr.gettext(output.label),
                    "href": ctx.href(path, output.path(series.id)),
                    "type": output.extension,
                }
                for output in ctx.series_downloads
            ],
        }
    )
    return Page(path, "series.html", data)


def _rule(ctx: Context, series: Series) -> str:
    """The series' rule in words: its points table, and how many events count."""
    tr = ctx.tr
    table = ", ".join(tr.number(p) for p in series.points)
    if series.best is None:
        return tr.gettext("Points by final rank at each event: %(table)s.", table=table)
    return tr.ngettext(
        "Points by final rank at each event: %(table)s; the best event counts.",
        "Points by final rank at each event: %(table)s; the best %(num)s events count.",
        series.best,
        table=table,
    )


def player_lines(ctx: Context, digests: Sequence[EventDigest]) -> dict[str, list[View]]:
    """By player id: the line of each series they are ranked in, for their page."""
    heads = heads_by_id(digests)
    lines: dict[str, list[View]] = {}
    for series in ctx.club.series:
        found = standings(series, heads)
        provisional = any(heads[e].in_play is not None for e in series.events if e in heads)
        for s in found:
            lines.setdefault(s.player, []).append(
                {
                    "name": series.name,
                    "href": ctx.href(PLAYER_PAGE, series_path(series.id)),
                    "rank": rank_text(s.rank, s.shared),
                    "of": ctx.tr.gettext("of %(n)s", n=len(found)),
                    "total": ctx.tr.number(s.total),
                    "provisional": provisional,
                }
            )
    return lines


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """The page of each series."""
    heads = heads_by_id(site.digests)
    return [_series_page(ctx, series, heads) for series in ctx.club.series]


PAGE_TYPE = PageType("series", "series.html", plan, scope="site", order=70)
