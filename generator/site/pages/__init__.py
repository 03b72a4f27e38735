"""Plan the site: which pages exist, at which path, with which template and view data.

Input is the club (``generator.model``) and one :class:`EventResult` per event; output is
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
``page`` (:class:`Page`), ``digest`` (:class:`EventDigest`), ``context``
(:class:`Context`), ``parts`` (view parts several pages show), ``history`` (edit links
and corrections from git), then ``board`` (whose board table ``round`` shows too). This
module lists the pages: :func:`event_pages`, :func:`site_pages` and :func:`event_digest`.

Extending: view data are dicts, so a later stage may add optional keys (for example
``last_corrected`` on an event page); templates test them with ``is defined``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from generator.scoring.results import EventResult, Seat
from generator.site.pages import in_play
from generator.site.pages.board import (
    _board,
    _counted_index,
    _position_label,
    _shared_positions,
    board_tables,
)
from generator.site.pages.context import Context, _Context, context
from generator.site.pages.corrections import _corrections
from generator.site.pages.digest import EventDigest, EventHead, PlayerEventRow
from generator.site.pages.event import MARK_LABELS, MARK_SYMBOLS, _event
from generator.site.pages.feed import _feed
from generator.site.pages.history import edit_view
from generator.site.pages.home import _home
from generator.site.pages.not_found import _not_found
from generator.site.pages.page import Page, View
from generator.site.pages.parts import Games, _event_summary, _standings, _winners
from generator.site.pages.paths import (
    PLAYER_PAGE,
    STATIC,
    board_path,
    corrections_path,
    event_path,
    href,
    player_path,
    pretty_url,
    round_path,
    rules_path,
    standings_path,
)
from generator.site.pages.player import _player_event_row, rank_of
from generator.site.pages.players import _players
from generator.site.pages.round import _round
from generator.site.pages.rules import _rules
from generator.site.pages.sitemap import _sitemap
from generator.site.pages.standings import _standings_page

__all__ = [
    "MARK_LABELS",
    "MARK_SYMBOLS",
    "PLAYER_PAGE",
    "STATIC",
    "Context",
    "EventDigest",
    "EventHead",
    "Page",
    "PlayerEventRow",
    "View",
    "board_path",
    "context",
    "corrections_path",
    "edit_view",
    "event_digest",
    "event_pages",
    "event_path",
    "href",
    "player_path",
    "pretty_url",
    "round_path",
    "rules_path",
    "site_pages",
    "standings_path",
]


def event_pages(ctx: _Context, result: EventResult) -> list[Page]:
    """One event's own pages: the event, its corrections, its rounds and its boards."""
    pages = [_event(ctx, result), *_corrections(ctx, result), *_standings_page(ctx, result)]
    counted = _counted_index(result)
    tables = board_tables(ctx, result, counted)  # each shows on its round's page and its own
    pages.extend(_round(ctx, result, rnd.number, counted, tables) for rnd in result.event.rounds)
    pages.extend(_board(ctx, result, i, tables) for i in range(len(result.boards)))
    pages.extend(in_play.pages(ctx, result))
    return pages


def site_pages(
    ctx: _Context,
    digests: Sequence[EventDigest],
    event_paths: Iterable[str],
    players: Collection[str] | None = None,
) -> list[Page]:
    """The pages made from every event: home, players, rules, 404, feed and sitemap.

    They need only each event's :class:`EventDigest`, so an unchanged event is never
    loaded or scored again to make them. ``event_paths`` are the events' own pages (for
    the sitemap); ``players`` limits the player pages planned to these ids (the build
    plans only those whose events changed).
    """
    pages: list[Page] = [_home(ctx, digests)]
    pages.extend(_players(ctx, digests, players))
    systems = sorted({d.head.scoring for d in digests})
    pages.extend(_rules(ctx, key, digests) for key in systems)
    pages.append(_not_found(ctx))
    pages.append(_feed(ctx, digests))
    if ctx.club.site.url:
        everyone = [player_path(pid) for pid in ctx.club.players]
        pages.append(_sitemap(ctx, [*event_paths, *everyone, *(p.path for p in pages)]))
    return pages


def event_digest(ctx: _Context, result: EventResult) -> EventDigest:
    seats: dict[tuple[str, int, str], tuple[Seat, str]] = {}  # with its position's label
    for b in result.boards:
        shared = _shared_positions(b)
        for seat in b.seats:
            if seat.player is not None:
                label = _position_label(seat.position, shared)
                seats[(seat.player, b.round, b.board.board)] = (seat, label)
    games: Games = {}
    event = _event_summary(ctx, PLAYER_PAGE, result)
    of = rank_of(ctx, result)
    rows = {
        s.player: _player_event_row(ctx, result, s, seats, games, event, of)
        for s in _standings(result)
    }
    playing = in_play.current_boards(ctx, result)
    return EventDigest(EventHead.of(result), tuple(_winners(result)), rows, playing)
