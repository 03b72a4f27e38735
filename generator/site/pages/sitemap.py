"""The sitemap (``sitemap.xml``), for a site with a url."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from podium.site.pages.context import Context
from podium.site.pages.digest import SiteInput
from podium.site.pages.page import Page, PageType
from podium.site.pages.paths import absolute_url, player_path


def _sitemap(ctx: Context, paths: Iterable[str]) -> Page:
    base = ctx.club.site.url or ""
    urls = sorted({absolute_url(base, p) or "" for p in paths if p.endswith("index.html")})
    data = ctx.common("sitemap.xml", "sitemap")
    data["urls"] = urls
    return Page("sitemap.xml", "sitemap.xml", data)


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """The sitemap of a site with a url: the events' pages, every player's, and the
    site-wide pages planned before it (``earlier``: it is the last page type listed)."""
    if not ctx.club.site.url:
        return []
    everyone = [player_path(pid) for pid in ctx.club.players]
    return [_sitemap(ctx, [*site.event_paths, *everyone, *(p.path for p in earlier)])]


PAGE_TYPE = PageType("sitemap", "sitemap.xml", plan)
