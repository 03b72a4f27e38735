"""The 404 page (``404.html``).

A host serves it for any missing address, at any depth, so it cannot link relatively.
With site.yaml's ``url`` its links start at the path of that url (``/results/``). Without
one the site's path is unknown, and a page that relied on it would be unstyled with a home
link that is another 404 (GitHub Pages serves a project's site under ``/<repository>/``).
So then the page carries its own styles (the theme's ``podium.css`` inlined, no other file
to load) and its links start at ``/``; a small inline script finds the site's path in the
address asked for: what comes before the first of the site's own top-level folders
(``/club/events/2023-x/round-9/`` → ``/club/``), else the deepest folder of the address
whose ``static/`` has the site's icon (``/club/a/b`` → ``/club/``, found with a request a
folder), and puts it in front of every link. Without JavaScript the links stay at ``/``,
right for a site at the root of its host. ``podium check`` still advises a ``url``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from urllib.parse import urlsplit

from podium.site import sharing
from podium.site.pages.context import Context
from podium.site.pages.digest import SiteInput
from podium.site.pages.page import Page, PageType
from podium.site.pages.paths import STATIC


def _not_found(ctx: Context, paths: Iterable[str]) -> Page:
    """The 404 page (``paths``: the site's other pages and files, whose top-level folders
    tell the site's path in a missing address when site.yaml has no url)."""
    path = "404.html"
    base = ctx.club.site.url
    root = urlsplit(base).path.rstrip("/") + "/" if base else "/"
    data = ctx.common(path, ctx.tr.gettext("Page not found"), root=root)
    data["canonical"] = None  # an error page is no address to share
    data["search_bundle"] = None  # served at any depth: no search box
    folders = {path.split("/")[0] for path in paths if "/" in path}
    data["site_folders"] = None if base else sorted(folders)
    data["icon_path"] = STATIC + sharing.FAVICON
    return Page(path, "404.html", data)


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """The 404 page."""
    return [_not_found(ctx, [STATIC, *site.event_paths, *(page.path for page in earlier)])]


PAGE_TYPE = PageType("not_found", "404.html", plan, scope="site", order=80)
