"""The home page (``home.html``): every event by year, newest first."""

from __future__ import annotations

from collections.abc import Sequence

from podium.site import sharing
from podium.site.pages.context import Context
from podium.site.pages.digest import EventDigest, SiteInput
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.parts import head_summary, markdown_html
from podium.site.pages.paths import series_path


def _home(ctx: Context, digests: Sequence[EventDigest]) -> Page:
    path = "index.html"
    tr = ctx.tr
    years: dict[int, list[View]] = {}
    for digest in sorted(digests, key=lambda d: d.head.newest_first, reverse=True):
        row = head_summary(ctx, path, digest.head)
        row["winners"] = [ctx.player_link(path, p) for p in digest.winners]
        number = digest.head.in_play
        row["in_play"] = tr.gettext("Round %(n)s in play", n=number) if number else ""
        years.setdefault(digest.head.start.year, []).append(row)
    players = {p for d in digests for p in d.rows}
    description = sharing.describe(
        [
            tr.ngettext("%(num)s event", "%(num)s events", len(digests)),
            tr.ngettext("%(num)s player", "%(num)s players", len(players)),
        ]
    )
    data = ctx.common(path, ctx.club.site.title, description=description)
    data["intro_html"] = markdown_html(ctx, ctx.club.intro)
    data["years"] = [{"year": year, "events": rows} for year, rows in years.items()]
    if ctx.club.series:
        data["series"] = [
            {"name": s.name, "href": ctx.href(path, series_path(s.id))} for s in ctx.club.series
        ]
    return Page(path, "home.html", data)


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """The home page."""
    return [_home(ctx, site.digests)]


PAGE_TYPE = PageType("home", "home.html", plan)
