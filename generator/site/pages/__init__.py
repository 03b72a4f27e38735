"""Plan the site: which pages exist, at which path, with which template and view data.

Input is the club (``podium.model``) and one :class:`EventResult` per event; output is
a list of :class:`Page`. View data is plain: dicts, lists, strings, ints and booleans, every
number already formatted in the site's language. Templates never see scoring objects.

Links in view data are made by one function, :meth:`Context.href`: relative to the page
that shows them (``href(from, to)``), so the site works under any sub-path; with clean
URLs (site.yaml's ``clean_urls``, on by default when the site has a ``url``) a link to a
page ends at its folder (``../board-2/``), else it names the page's ``index.html``, so
that a site without an address can be browsed from ``file://``. The 404 page alone links
from the site's root (the path of its url), as a host shows it at any depth.

One module per page type, named like its template (``event.py`` plans ``event.html``,
``not_found.py`` ``404.html``, ``in_play.py`` the draw, ``draw.html``), over a few shared
ones, each importing only those above it: ``paths`` (where pages are, :func:`href`),
``page`` (:class:`Page`, :class:`PageType`), ``digest`` (:class:`EventDigest`,
:class:`SiteInput`), ``context`` (:class:`Context`), ``parts`` (view parts several pages
show), ``history`` (edit links and corrections from git), then ``board`` (whose board
table ``round`` shows too, and :class:`EventInput`). Each page type module declares its
``PAGE_TYPE``: its name, template and ``plan`` function.

This module is the registry: it finds every module of the package that declares a
``PAGE_TYPE`` and sorts them by scope and order into :data:`EVENT_PAGE_TYPES` (planned
from each event's :class:`EventInput`) and :data:`SITE_PAGE_TYPES` (planned from every
event's digest), which :func:`event_pages` and :func:`site_pages` go through in order. A
new page type is a module with its ``PAGE_TYPE`` and its template in the theme, nothing
else; the sitemap lists its pages without more (docs/architecture.md, "Add a page type").

Extending: view data are dicts, so a later stage may add optional keys (for example
``last_corrected`` on an event page); templates test them with ``is defined``.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from podium.scoring.awards import best_country
from podium.scoring.results import EventResult, Seat
from podium.scoring.teams import team_ranking
from podium.scoring.tournament import with_round_in_play
from podium.site.finishes import board_finish, final_centres, power_tallies
from podium.site.pages.board import EventInput, position_label, shared_positions
from podium.site.pages.context import Context, context
from podium.site.pages.digest import (
    EventDigest,
    EventHead,
    PlayerEventRow,
    PlayerResult,
    SiteInput,
)
from podium.site.pages.event import MARK_LABELS, MARK_SYMBOLS
from podium.site.pages.history import edit_view
from podium.site.pages.in_play import current_boards
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.parts import (
    Games,
    award_names,
    event_summary,
    every_standing,
    team_lines,
    winners_of,
)
from podium.site.pages.paths import (
    PLAYER_PAGE,
    STATIC,
    board_path,
    clean_url,
    corrections_path,
    event_path,
    href,
    player_path,
    round_path,
    rules_path,
    standings_path,
)
from podium.site.pages.player import boards_by_player, page_paths, player_event_row, rank_of
from podium.site.pages.ratings import player_ratings

__all__ = [
    "EVENT_PAGE_TYPES",
    "MARK_LABELS",
    "MARK_SYMBOLS",
    "PLAYER_PAGE",
    "SITE_PAGE_TYPES",
    "STATIC",
    "Context",
    "EventDigest",
    "EventHead",
    "EventInput",
    "Page",
    "PageType",
    "PlayerEventRow",
    "PlayerResult",
    "SiteInput",
    "View",
    "board_path",
    "boards_by_player",
    "clean_url",
    "context",
    "corrections_path",
    "edit_view",
    "event_digest",
    "event_pages",
    "event_path",
    "href",
    "page_paths",
    "player_path",
    "player_ratings",
    "round_path",
    "rules_path",
    "site_pages",
    "standings_path",
]

EventPlanner = Callable[[Context, EventInput], list[Page]]
"""An event page type's planner: its pages of one event."""

SitePlanner = Callable[[Context, SiteInput, Sequence[Page]], list[Page]]
"""A site-wide page type's planner: its pages, given the site-wide pages planned before."""


def declared_page_types(package: str, folders: Iterable[str]) -> list[PageType[Any]]:
    """The ``PAGE_TYPE`` of every module of ``package`` (whose modules are in ``folders``)
    that declares one, by order (then name)."""
    found: list[PageType[Any]] = []
    for module in pkgutil.iter_modules(folders):
        declared = getattr(importlib.import_module(f"{package}.{module.name}"), "PAGE_TYPE", None)
        if isinstance(declared, PageType):
            found.append(declared)
    return sorted(found, key=lambda kind: (kind.order, kind.name))


_DECLARED = declared_page_types(__name__, __path__)

EVENT_PAGE_TYPES: tuple[PageType[EventPlanner], ...] = tuple(
    kind for kind in _DECLARED if kind.scope == "event"
)
"""The pages of each event, in their order: each type's planner gets the event."""

SITE_PAGE_TYPES: tuple[PageType[SitePlanner], ...] = tuple(
    kind for kind in _DECLARED if kind.scope == "site"
)
"""The site-wide pages, in their order: each type's planner gets every event's digest and
the pages the types before it planned (the sitemap, last, lists them)."""


def event_pages(ctx: Context, result: EventResult) -> list[Page]:
    """One event's own pages: those of every type of :data:`EVENT_PAGE_TYPES`."""
    made = EventInput.of(ctx, with_round_in_play(result, ctx.club.players))
    return [page for kind in EVENT_PAGE_TYPES for page in kind.plan(ctx, made)]


def site_pages(
    ctx: Context,
    digests: Sequence[EventDigest],
    event_paths: Iterable[str],
) -> list[Page]:
    """The pages made from every event: those of every type of :data:`SITE_PAGE_TYPES`.

    They need only each event's :class:`EventDigest`, so an unchanged event is never
    loaded or scored again to make them. ``event_paths`` are the events' own pages (for
    the sitemap).
    """
    site = SiteInput(digests, tuple(event_paths))
    pages: list[Page] = []
    for kind in SITE_PAGE_TYPES:
        pages.extend(kind.plan(ctx, site, pages))
    return pages


def event_digest(ctx: Context, official: EventResult) -> EventDigest:
    result = with_round_in_play(official, ctx.club.players)
    seats: dict[tuple[str, int, str], tuple[Seat, str]] = {}  # with its position's label
    for b in result.boards:
        shared = shared_positions(b)
        for seat in b.seats:
            if seat.player is not None:
                label = position_label(seat.position, shared)
                seats[(seat.player, b.round, b.board.board)] = (seat, label)
    games: Games = {}
    summary = event_summary(ctx, PLAYER_PAGE, result)
    of = rank_of(ctx, result)
    awards = award_names(ctx.tr, result, best_country(result))
    teams = team_lines(ctx, PLAYER_PAGE, result, team_ranking(result))
    rows = {
        s.player: player_event_row(
            ctx, result, s, seats, games, summary, of, awards.get(s.player, ()), teams.get(s.player)
        )
        for s in every_standing(result)
    }
    playing = current_boards(ctx, result)
    finishes = tuple(board_finish(b) for b in result.boards)
    powers = power_tallies(final_centres(b) for b in result.boards)
    head = EventHead.of(result)
    results = {pid: PlayerResult(row.rank, row.games) for pid, row in rows.items()}
    return EventDigest(head, tuple(winners_of(result)), results, rows, playing, finishes, powers)
