"""Checks of site.yaml's publishing settings: the logo's file, and the site's address.

The logo (``logo: images/club.png``) must be a file of the content folder: the build
publishes it (:func:`logo_file`). A site without ``url`` builds, but a host serves its
404 page at any depth, where relative links lead nowhere: ``podium check`` warns.
"""

from __future__ import annotations

from pathlib import Path

from podium.content.problems import Problem, outside
from podium.content.yamlfile import Locator
from podium.model import Club, Where


def _site_file(club: Club) -> str:
    return str(Path(club.root) / "site.yaml")


def logo_file(club: Club) -> Path | None:
    """The file of site.yaml's ``logo``, if it names one (whether or not it exists)."""
    return Path(club.root) / club.site.logo if club.site.logo else None


MAX_LOGO_BYTES = 1_000_000
"""The largest logo published (1 MB: a club's logo is a few tens of KB), checked before
the build reads it."""


def logo_problems(club: Club, locator: Locator | None = None) -> list[Problem]:
    """site.yaml's logo, if it names no file of the content folder, or one over
    :data:`MAX_LOGO_BYTES`."""
    file = logo_file(club)
    if file is None:
        return []
    where = Where(_site_file(club), ("logo",))
    if not file.is_file():
        return [
            (locator or Locator()).problem(
                where,
                f"the logo {club.site.logo} is not a file of the content folder",
                f"put the image at {file}, or fix the path (it starts at the content folder)",
            )
        ]
    leaves = outside(file, Path(club.root), "content")
    if leaves is not None:
        return [leaves]
    if file.stat().st_size > MAX_LOGO_BYTES:
        return [
            (locator or Locator()).problem(
                where,
                f"the logo {club.site.logo} is larger than {MAX_LOGO_BYTES // 1_000_000} MB",
                "make it smaller (a logo of a few hundred pixels is a few tens of KB)",
            )
        ]
    return []


def address_warning(club: Club) -> Problem | None:
    """What ``podium check`` warns when site.yaml has no ``url`` (None when it has one)."""
    if club.site.url:
        return None
    return Problem(
        _site_file(club),
        0,
        0,
        "the site's address is unknown, so there is no sitemap, no canonical links and no "
        "clean URLs, and the 404 page finds the site's links only with JavaScript",
        "add 'url: https://<owner>.github.io/<repository>/' (the address the site is "
        "published at), or build with --base-url as the publish workflow does",
    )
