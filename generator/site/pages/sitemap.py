"""The sitemap (``sitemap.xml``), for a site with a url."""

from __future__ import annotations

from collections.abc import Iterable

from generator.site.pages.context import _Context
from generator.site.pages.page import Page
from generator.site.pages.paths import _absolute


def _sitemap(ctx: _Context, paths: Iterable[str]) -> Page:
    base = ctx.club.site.url or ""
    urls = sorted({_absolute(base, p) or "" for p in paths if p.endswith("index.html")})
    data = ctx.common("sitemap.xml", "sitemap")
    data["urls"] = urls
    return Page("sitemap.xml", "sitemap.xml", data)
