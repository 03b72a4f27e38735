"""The home page (``home.html``): the newest events by year, newest first; and, when the
archive has more, a page for each year (``events/<year>.html``, ``events_year.html``),
which the home page links."""

from __future__ import annotations

from collections.abc import Sequence

from podium.site import sharing
from podium.site.pages.context import Context
from podium.site.pages.digest import EventDigest, SiteInput
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.parts import head_summary, markdown_html, years_counted
from podium.site.pages.paths import series_path, year_path

LATEST = 40
"""The home page lists the newest events, this many; every year has its page when the
archive has more."""


def _by_year(ctx: Context, path: str, digests: Sequence[EventDigest]) -> list[View]:
    """The events (newest first) as lines linked from ``path``, grouped by year."""
    tr = ctx.tr
    years: dict[int, list[View]] = {}
    for digest in digests:
        row = head_summary(ctx, path, digest.head)
        row["winners"] = [ctx.player_link(path, p) for p in digest.winners]
        number = digest.head.in_play
        row["in_play"] = tr.gettext("Round %(n)s in play", n=number) if number else ""
        years.setdefault(digest.head.start.year, []).append(row)
    return [{"year": year, "events": rows} for year, rows in years.items()]


def _home(ctx: Context, newest: Sequence[EventDigest]) -> Page:
    path = "index.html"
    tr = ctx.tr
    players = {p for d in newest for p in d.results}
    description = sharing.describe(
        [
            tr.ngettext("%(num)s event", "%(num)s events", len(newest)),
            tr.ngettext("%(num)s player", "%(num)s players", len(players)),
        ]
    )
    data = ctx.common(path, ctx.club.site.title, description=description)
    data["intro_html"] = markdown_html(ctx, ctx.club.intro)
    data["years"] = _by_year(ctx, path, newest[:LATEST])
    data["archive"] = years_counted(ctx, path, newest, year_path) if len(newest) > LATEST else []
    if ctx.club.series:
        data["series"] = [
            {"name": s.name, "href": ctx.href(path, series_path(s.id))} for s in ctx.club.series
        ]
    return Page(path, "home.html", data)


def _year(ctx: Context, year: int, newest: Sequence[EventDigest]) -> Page:
    path = year_path(year)
    title = ctx.tr.gettext("Events of %(year)s", year=str(year))
    data = ctx.common(path, title, [(str(year), "")])
    data["heading"] = title
    data["years"] = _by_year(ctx, path, [d for d in newest if d.head.start.year == year])
    data["archive"] = years_counted(ctx, path, newest, year_path)
    return Page(path, "events_year.html", data)


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """The home page, and each year's page when the archive has more than :data:`LATEST`
    events."""
    newest = sorted(site.digests, key=lambda d: d.head.newest_first, reverse=True)
    pages = [_home(ctx, newest)]
    if len(newest) > LATEST:
        years = dict.fromkeys(d.head.start.year for d in newest)
        pages.extend(_year(ctx, year, newest) for year in years)
    return pages


PAGE_TYPE = PageType("home", "home.html", plan, scope="site", order=10)
