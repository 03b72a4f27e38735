"""Where each page is in the site, and the relative links between them (:func:`href`)."""

from __future__ import annotations

STATIC = "static/"
"""Where the theme's static files go in the site."""


def event_path(event: str) -> str:
    return f"events/{event}/index.html"


def round_path(event: str, number: int) -> str:
    return f"events/{event}/round-{number}/index.html"


def board_path(event: str, number: int, board: str) -> str:
    return f"events/{event}/round-{number}/board-{board}/index.html"


def score_sheets_path(event: str, number: int) -> str:
    """The score sheets of a round not scored yet (never a board's folder: ``board-``)."""
    return f"events/{event}/round-{number}/score-sheets/index.html"


def player_path(player: str) -> str:
    return f"players/{player}/index.html"


def player_events_path(player: str, part: int) -> str:
    """The ``part``-th page of the list of a player's events: beside the player's page, at
    its depth (their event rows are made for it)."""
    return f"players/{player}/events-{part}.html"


def year_path(year: int) -> str:
    """The events of one year (never an event's folder: those have no ``.html``)."""
    return f"events/{year}.html"


def initial_path(initial: str) -> str:
    """The players whose names begin with ``initial`` (never a player's folder)."""
    return f"players/{initial}.html"


def rules_path(system: str) -> str:
    return f"rules/{system}/index.html"


def corrections_path(event: str) -> str:
    return f"events/{event}/corrections/index.html"


def standings_path(event: str) -> str:
    return f"events/{event}/standings/index.html"


def teams_path(event: str) -> str:
    return f"events/{event}/teams/index.html"


def series_path(series: str) -> str:
    return f"series/{series}/index.html"


RATINGS_PAGE = "ratings/index.html"
"""The club's ratings (site.yaml's ``ratings: true``)."""

STATISTICS_PAGE = "statistics/index.html"
"""The club's statistics: each power's results, the events of each year."""

PLAYER_PAGE = player_path("_")
"""Any player's page: all are at the same depth, so links from one fit them all."""


def href(from_page: str, to: str) -> str:
    """The relative link from the page at ``from_page`` to the file ``to``.

    Both are POSIX paths inside the site (no ``..``); the same answer as
    ``posixpath.relpath(to, dirname(from_page))``, without touching the file system.
    """
    depth = from_page.count("/")
    if not depth or from_page[: from_page.find("/")] != to[: to.find("/") + 1 or None][:-1]:
        return "../" * depth + to  # no folder in common (a player's page from an event's)
    here = from_page.split("/")[:-1]
    there = to.split("/")
    common = 0
    for a, b in zip(here, there[:-1], strict=False):
        if a != b:
            break
        common += 1
    return "../" * (len(here) - common) + "/".join(there[common:])


def clean_url(path: str) -> str:
    """``events/x/index.html`` -> ``events/x/`` (the address people share)."""
    return path[: -len("index.html")] if path.endswith("index.html") else path


def absolute_url(base: str | None, page: str) -> str | None:
    if not base:
        return None
    return base.rstrip("/") + "/" + clean_url(page)
