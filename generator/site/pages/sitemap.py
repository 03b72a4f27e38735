"""The sitemap (``sitemap.xml``), for a site with a url: one file of every page's address
or, past :data:`URLS` addresses, a sitemap index (``sitemap.xml``) of the files
``sitemap-1.xml``, ``sitemap-2.xml``, … that hold them, :data:`URLS` to a file."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from podium.site.pages.context import Context
from podium.site.pages.digest import SiteInput
from podium.site.pages.page import Page, PageType
from podium.site.pages.paths import absolute_url, player_path

URLS = 50_000
"""The most addresses one sitemap file may list (sitemaps.org's protocol; a file also
stays under its 50 MB, an address being well under 1 kB)."""


def _sitemaps(ctx: Context, paths: Iterable[str]) -> list[Page]:
    base = ctx.club.site.url or ""
    urls = sorted({absolute_url(base, p) or "" for p in paths if p.endswith("index.html")})
    if len(urls) <= URLS:
        return [_sitemap(ctx, "sitemap.xml", urls)]
    parts = [
        _sitemap(ctx, f"sitemap-{n}.xml", urls[start : start + URLS])
        for n, start in enumerate(range(0, len(urls), URLS), start=1)
    ]
    data = ctx.common("sitemap.xml", "sitemap")
    data["sitemaps"] = [absolute_url(base, part.path) or "" for part in parts]
    return [Page("sitemap.xml", "sitemap_index.xml", data), *parts]


def _sitemap(ctx: Context, path: str, urls: list[str]) -> Page:
    data = ctx.common(path, "sitemap")
    data["urls"] = urls
    return Page(path, "sitemap.xml", data)


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """The sitemap of a site with a url: the events' pages, every player's, and the
    site-wide pages planned before it (``earlier``: it is the last page type listed)."""
    if not ctx.club.site.url:
        return []
    everyone = [player_path(pid) for pid in ctx.club.players]
    return _sitemaps(ctx, [*site.event_paths, *everyone, *(p.path for p in earlier)])


PAGE_TYPE = PageType("sitemap", "sitemap.xml", plan, scope="site", order=1000)
