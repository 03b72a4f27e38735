"""The 404 page (``404.html``)."""

from __future__ import annotations

from collections.abc import Sequence
from urllib.parse import urlsplit

from podium.site.pages.context import Context
from podium.site.pages.digest import SiteInput
from podium.site.pages.page import Page, PageType


def _not_found(ctx: Context) -> Page:
    """The 404 page. A host serves it for any missing address, at any depth, so its links
    start at the site's root: the path of site.yaml's url (``/results/``). Without a url
    they are relative, right only for a missing page at the top (``podium check`` warns)."""
    path = "404.html"
    base = ctx.club.site.url
    root = urlsplit(base).path.rstrip("/") + "/" if base else None
    data = ctx.common(path, ctx.tr.gettext("Page not found"), root=root)
    data["canonical"] = None  # an error page is no address to share
    data["search_bundle"] = None  # served at any depth: no search box
    return Page(path, "404.html", data)


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """The 404 page."""
    return [_not_found(ctx)]


PAGE_TYPE = PageType("not_found", "404.html", plan)
