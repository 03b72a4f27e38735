"""What a page says about itself to browsers, search engines and link previews.

Every page has a meta description, OpenGraph and Twitter card tags (a shared link shows
the page's title and one line, like "1st Giulia Conti · 15 players · Italia 2010"), a
canonical link when the site's address is known, the favicon, and the club's logo when
site.yaml names one. The logo is published under a fixed name (:func:`published_logo`)
next to the theme's static files.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import PurePosixPath

from podium import __version__
from podium.content.site_checks import logo_file
from podium.model import Club

GENERATOR = f"podium {__version__}"
"""The pages' ``<meta name="generator">``: ``podium --version``'s answer."""

FAVICON = "favicon.svg"
"""The favicon, among the theme's static files."""

DESCRIPTION_LENGTH = 200
"""The most characters of a description: link previews cut longer ones anyway."""


def published_logo(logo: str) -> str:
    """The logo's path in the site, for site.yaml's ``logo`` (a path in the content)."""
    return "static/club-logo" + PurePosixPath(logo).suffix


def describe(parts: Iterable[str]) -> str:
    """A page's description: its non-empty parts joined by " · ", cut to a preview's size."""
    text = " · ".join(p for p in parts if p)
    if len(text) <= DESCRIPTION_LENGTH:
        return text
    return text[: DESCRIPTION_LENGTH - 1].rstrip() + "…"


def club_files(club: Club) -> dict[str, bytes]:
    """The club's own files the site publishes beside the theme's: its logo, if any
    (``podium check`` has made sure it is a file of the content folder)."""
    file = logo_file(club)
    if file is None or not club.site.logo:
        return {}
    return {published_logo(club.site.logo): file.read_bytes()}
