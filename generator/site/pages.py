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

Extending: view data are dicts, so a later stage may add optional keys (for example
``last_corrected`` on an event page); templates test them with ``is defined``.
"""

from __future__ import annotations

import posixpath
import unicodedata
from collections import defaultdict
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date as Date
from fractions import Fraction
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import urlsplit

from generator.model import Club, DiplomacyBoard, Event, PowerEntry
from generator.numbers import exact_sum
from generator.powers import POWERS
from generator.scoring import after_rounds, glossary
from generator.scoring.kinds import AnyKind, kind_of, system_kind
from generator.scoring.registry import UNUSABLE, get_system
from generator.scoring.results import BoardScore, Counted, EventResult, Line, Seat, Standing
from generator.scoring.system import Explanation, ScoringSystem
from generator.site import charts, countries, in_play, ranking, sharing
from generator.site.board_facts import year_ties
from generator.site.i18n import N_, Translator
from generator.site.markdown import render_markdown
from generator.tools.git_history import Commit, History

View = dict[str, Any]

STATIC = "static/"
"""Where the theme's static files go in the site."""

MARK_SYMBOLS: Mapping[str, str] = {
    "top_table": "★",
    "sit_out": "○",
    "two_boards": "2×",
    "penalty": "!",
    "refused_top_table": "↓",
    "disqualified": "✕",
}
"""Marks shown beside a player in a ranking, in this order; the legend explains them."""

MARK_LABELS: Mapping[str, str] = {
    "top_table": N_("Top table"),
    "sit_out": N_("Sat out a round"),
    "two_boards": N_("Played two boards in one round"),
    "penalty": N_("Penalty"),
    "refused_top_table": N_("Refused the top table"),
}
"""What the marks mean (but "disqualified", see :func:`_mark_label`)."""


@dataclass(frozen=True)
class Page:
    path: str  # inside the site, e.g. "events/2024-open/index.html"
    template: str  # e.g. "event.html"
    data: View = field(default_factory=dict)


# --------------------------------------------------------------------------- paths


def event_path(event: str) -> str:
    return f"events/{event}/index.html"


def round_path(event: str, number: int) -> str:
    return f"events/{event}/round-{number}/index.html"


def board_path(event: str, number: int, board: str) -> str:
    return f"events/{event}/round-{number}/board-{board}/index.html"


def player_path(player: str) -> str:
    return f"players/{player}/index.html"


def rules_path(system: str) -> str:
    return f"rules/{system}/index.html"


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


def pretty_url(path: str) -> str:
    """``events/x/index.html`` -> ``events/x/`` (the address people share)."""
    return path[: -len("index.html")] if path.endswith("index.html") else path


def _sort_name(name: str) -> str:
    plain = unicodedata.normalize("NFKD", name)
    return "".join(c for c in plain if not unicodedata.combining(c)).casefold()


# --------------------------------------------------------------------------- the planner


@dataclass(frozen=True)
class _Context:
    club: Club
    tr: Translator
    history: History | None = None  # the content's git history; None: not in git
    apart: Mapping[str, str] = field(default_factory=dict)  # names of namesakes, by id
    _titles: dict[str, str] = field(default_factory=dict, compare=False, repr=False)
    _heads: dict[EventHead, View] = field(default_factory=dict, compare=False, repr=False)
    _links: dict[tuple[int, str], View] = field(default_factory=dict, compare=False, repr=False)
    _anchors: dict[str, dict[str, str]] = field(default_factory=dict, compare=False, repr=False)

    def name(self, player: str | None) -> str:
        if player is None:
            return ""
        apart = self.apart.get(player)
        if apart is not None:
            return apart
        found = self.club.players.get(player)
        return found.name if found is not None else player

    def system_title(self, key: str) -> str:
        """A scoring system's name in the site's language (its key if it is unknown)."""
        title = self._titles.get(key)
        if title is None:
            title = self._titles[key] = self._system_title(key)
        return title

    def _system_title(self, key: str) -> str:
        try:
            return get_system(key).name(self.tr.language)
        except UNUSABLE:
            return key

    def chips(self, page: str, system: str, lines: Iterable[Line]) -> list[View]:
        """Breakdown lines as shown on ``page``: each one's text and, where a glossary
        term explains it, the link to the term on the system's rules page."""
        anchors = self._anchors.get(system)
        if anchors is None:
            try:
                found: ScoringSystem | None = get_system(system)
            except UNUSABLE:
                found = None
            anchors = self._anchors[system] = glossary.line_anchors(found)
        rules = self.href(page, rules_path(system))
        return [
            {
                "text": self.tr.line(line),
                "href": f"{rules}#{anchors[line.template]}" if line.template in anchors else None,
            }
            for line in lines
        ]

    def player_link(self, page: str, player: str | None) -> View | None:
        """The player's name and link from ``page``: made once for all the pages at the
        same depth outside ``players/`` (pages show tens of thousands; none changes one)."""
        if player is None:
            return None
        if page.startswith("players/"):
            return {"name": self.name(player), "href": self.href(page, player_path(player))}
        key = (page.count("/"), player)
        found = self._links.get(key)
        if found is None:
            link = "../" * key[0] + player_path(player)  # = href(page, ...): no common folder
            found = self._links[key] = {"name": self.name(player), "href": self._clean(link)}
        return found

    def href(self, page: str, to: str) -> str:
        """The link from ``page`` to the page or file ``to``: the one way view data link to
        pages. Relative, so the site works under any sub-path; a folder's ``index.html``
        left out when the site has clean URLs (``pretty_links``: by default when it has a
        url), kept otherwise so that the site can be browsed from its files (file://)."""
        return self._clean(href(page, to))

    def _clean(self, link: str) -> str:
        if not self.club.site.pretty_links or not link.endswith("index.html"):
            return link
        if link == "index.html":
            return "./"
        return link[: -len("index.html")] if link.endswith("/index.html") else link

    def common(
        self,
        page: str,
        title: str,
        crumbs: Sequence[tuple[str, str]] = (),
        description: str | None = None,
        root: str | None = None,
    ) -> View:
        """View data every page has: site, links to the root and assets, breadcrumbs, and
        what a shared link shows (``description``: by default the title). ``root`` is the
        site's root seen from the page: by default the relative way up (``../../``)."""
        site = self.club.site
        if root is None:
            root = href(page, "index.html")[: -len("index.html")]
        return {
            "site": {
                "title": site.title,
                "language": site.language,
                "url": site.url,
            },
            "title": title,
            "description": description or title,
            "generator": sharing.GENERATOR,
            "root": root,
            "home_href": self._clean(root + "index.html"),
            "players_href": self._clean(root + "players/index.html"),
            "feed_href": root + "feed.xml",
            "css_href": root + STATIC + "podium.css",
            "js_href": root + STATIC + "podium.js",
            "icon_href": root + STATIC + sharing.FAVICON,
            "logo_href": root + sharing.published_logo(site.logo) if site.logo else None,
            "share_image": _absolute(site.url, sharing.published_logo(site.logo))
            if site.logo
            else None,
            "search_bundle": root + "pagefind/" if site.search else None,
            "canonical": _absolute(site.url, page),
            "breadcrumbs": [
                {"label": label, "href": self.href(page, target) if target else None}
                for label, target in crumbs
            ],
        }


def _absolute(base: str | None, page: str) -> str | None:
    if not base:
        return None
    return base.rstrip("/") + "/" + pretty_url(page)


Context = _Context
"""What page planners share (the club, its language, its history); see :func:`context`."""


def context(
    club: Club, history: History | None = None, translator: Translator | None = None
) -> _Context:
    """What every page planner needs: the club, its texts in its language (by default
    podium's own theme's) and its git history."""
    tr = translator or Translator(club.site.language)
    return _Context(club, tr, history, countries.told_apart(tr, club.players))


def event_pages(ctx: _Context, result: EventResult) -> list[Page]:
    """One event's own pages: the event, its corrections, its rounds and its boards."""
    pages = [_event(ctx, result), *_corrections(ctx, result), *_standings_page(ctx, result)]
    counted = _counted_index(result)
    pages.extend(_round(ctx, result, rnd.number, counted) for rnd in result.event.rounds)
    pages.extend(_board(ctx, result, i, counted) for i in range(len(result.boards)))
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


# --------------------------------------------------------------------------- digests


@dataclass(frozen=True)
class EventHead:
    """An event as other pages list it."""

    id: str
    name: str
    start: Date
    end: Date | None
    location: str | None
    scoring: str
    players: int  # ranked and disqualified
    in_play: int | None = None  # the number of the round being played, if one is

    @staticmethod
    def of(result: EventResult) -> EventHead:
        ev = result.event
        return EventHead(
            id=ev.id,
            name=ev.name,
            start=ev.start,
            end=ev.end,
            location=ev.location,
            scoring=ev.scoring,
            players=len(result.ranking) + len(result.disqualified),
            in_play=ev.in_play.number if ev.in_play is not None else None,
        )

    @property
    def newest_first(self) -> tuple[Date, str]:
        return (self.start, self.id)


@dataclass(frozen=True)
class PlayerEventRow:
    """What one event puts on one player's page: plain view data, linked from
    ``players/<id>/`` (every player page is at that depth, so the row fits them all)."""

    when: tuple[str, str]  # (start date, event id): the order of the player's events
    event_name: str
    view: View
    powers: tuple[tuple[str, int], ...]  # (power, final centres) of each Diplomacy board
    rank: int | None  # None: disqualified, or not final (a round is in play)
    field: int  # players ranked
    games: int
    mark: str = ""  # a hash of all the above, once the row is rendered (render.prerender)


@dataclass(frozen=True)
class EventDigest:
    """Everything the site-wide pages need from one event (picklable plain data)."""

    head: EventHead
    winners: tuple[str, ...]
    rows: Mapping[str, PlayerEventRow]  # by player id
    playing: Mapping[str, tuple[View, ...]] = field(default_factory=dict)
    """By player id: their next board(s) without results, as their page links them."""


def event_digest(ctx: _Context, result: EventResult) -> EventDigest:
    seats: dict[tuple[str, int, str], tuple[Seat, str]] = {}  # with its position's label
    for b in result.boards:
        shared = _shared_positions(b)
        for seat in b.seats:
            if seat.player is not None:
                label = _position_label(seat.position, shared)
                seats[(seat.player, b.round, b.board.board)] = (seat, label)
    games: Games = {}
    rows = {s.player: _player_event_row(ctx, result, s, seats, games) for s in _standings(result)}
    playing = in_play.current_boards(ctx, result)
    return EventDigest(EventHead.of(result), tuple(_winners(result)), rows, playing)


# --------------------------------------------------------------------------- home


def _winners(result: EventResult) -> list[str]:
    """Who won: nobody yet while a round is in play."""
    if result.event.in_play is not None:
        return []
    return [s.player for s in result.ranking if s.rank == 1]


def _winner_label(tr: Translator, winners: Sequence[str]) -> str:
    """ "Winner", or "Winners" when first place is shared."""
    return tr.ngettext("Winner", "Winners", len(winners))


def _home(ctx: _Context, digests: Sequence[EventDigest]) -> Page:
    path = "index.html"
    tr = ctx.tr
    years: dict[int, list[View]] = {}
    for digest in sorted(digests, key=lambda d: d.head.newest_first, reverse=True):
        row = _summary(ctx, path, digest.head)
        row["winners"] = [ctx.player_link(path, p) for p in digest.winners]
        number = digest.head.in_play
        row["in_play"] = tr.gettext("Round %(n)s in play", n=number) if number else ""
        years.setdefault(digest.head.start.year, []).append(row)
    players = {p for d in digests for p in d.rows}
    description = sharing.describe(
        [
            tr.ngettext("%(num)s event", "%(num)s events", len(digests)),
            tr.ngettext("%(num)s player", "%(num)s players", len(players)),
        ]
    )
    data = ctx.common(path, ctx.club.site.title, description=description)
    data["intro_html"] = _markdown(ctx, ctx.club.intro)
    data["years"] = [{"year": year, "events": rows} for year, rows in years.items()]
    return Page(path, "home.html", data)


def _markdown(ctx: _Context, source: str | None) -> str | None:
    if not source:
        return None
    return render_markdown(source, raw_html=ctx.club.site.markdown_raw_html)


# --------------------------------------------------------------------------- event


def _standings(result: EventResult) -> list[Standing]:
    return [*result.ranking, *result.disqualified]


def _rank_label(standing: Standing) -> str:
    if standing.rank is None:
        return ""
    return f"{standing.rank}=" if standing.shared else str(standing.rank)


def _mark_label(tr: Translator, mark: str) -> str:
    """What a mark (a key of MARK_SYMBOLS) means, for the legend."""
    if mark == "disqualified":
        return tr.pgettext("mark", "Disqualified")  # one player (the heading: "Disqualified")
    return tr.gettext(MARK_LABELS[mark])


def _marks(ctx: _Context, marks: Iterable[str]) -> list[View]:
    present = set(marks)
    return [
        {"key": key, "symbol": MARK_SYMBOLS[key], "label": _mark_label(ctx.tr, key)}
        for key in MARK_SYMBOLS
        if key in present
    ]


def _cells(
    ctx: _Context,
    page: str,
    result: EventResult,
    standing: Standing,
    games: Games,
    powers: Mapping[tuple[str, int, str], str],
) -> list[View]:
    """A player's cells of the ranking table (at ``page``), one per round (``powers``:
    the power each player played on each board, see :func:`_powers_played`)."""
    tr = ctx.tr
    by_round: dict[int, list[Counted]] = defaultdict(list)
    for counted in standing.results:
        by_round[counted.round].append(counted)
    cells = []
    for rnd in result.event.rounds:
        n = rnd.number
        parts: list[View] = []
        played = by_round.get(n, [])
        for counted in played:
            game = _game_cell(ctx, page, result, n, counted.board, games)
            label = game[1]
            if counted.adjustments:
                label = "; ".join([label, *(tr.line(line) for line in counted.adjustments)])
            power = powers.get((standing.player, n, counted.board or ""), "")
            parts.append(
                {
                    "text": tr.number(_shown(counted)),
                    "href": game[0],
                    "label": label,
                    "sit_out": counted.board is None,
                    "dropped": counted.dropped,
                    "power": tr.power(power) if power else "",
                    "power_class": power.lower(),
                }
            )
        total = played[0].counted if len(played) == 1 else exact_sum(c.counted for c in played)
        cells.append({"parts": parts, "sort": tr.sort_key(total) if parts else ""})
    return cells


def _shown(counted: Counted) -> Fraction:
    """What a result shows: what it counted, or, left out, what it would have (struck through)."""
    if counted.dropped and counted.uncounted is not None:
        return counted.uncounted
    return counted.counted


Games = dict[tuple[int, str | None], tuple[str, str]]
"""Links and labels of games, for one page: (round, board or None for a sit-out) ->
(href from that page, label)."""


def _game_cell(
    ctx: _Context, page: str, result: EventResult, n: int, board: str | None, games: Games
) -> tuple[str, str]:
    """The link from ``page`` to a game, and its label; kept in ``games`` (the games of
    ``page``), as every player of the game shows the same."""
    found = games.get((n, board))
    if found is None:
        if board is None:
            target, label = (
                round_path(result.event.id, n),
                ctx.tr.gettext("Round %(n)s: sat out", n=n),
            )
        else:
            target = board_path(result.event.id, n, board)
            label = ctx.tr.gettext("Round %(n)s, board %(board)s", n=n, board=board)
        found = games[(n, board)] = (ctx.href(page, target), label)
    return found


def _powers_played(result: EventResult) -> dict[tuple[str, int, str], str]:
    """(player, round, board) -> the power the player played there (Diplomacy boards)."""
    return {
        (seat.player, b.round, b.board.board): seat.entry.power
        for b in result.boards
        for seat in b.seats
        if seat.player is not None and isinstance(seat.entry, PowerEntry)
    }


def _ranking_rows(
    ctx: _Context, page: str, result: EventResult, standings: Sequence[Standing]
) -> list[View]:
    tr = ctx.tr
    games: Games = {}
    powers = _powers_played(result)
    rows = []
    for s in standings:
        marks = set(s.marks)
        if s.rank is None:
            marks.add("disqualified")
        bonus = s.total - exact_sum(c.counted for c in s.results) if s.bonuses else None
        rows.append(
            {
                "id": ranking.row_id(s.player),
                "filter_name": _sort_name(ctx.name(s.player)),
                "rank": _rank_label(s),
                "rank_sort": s.rank if s.rank is not None else "",
                "medal": s.rank if s.rank is not None and s.rank <= 3 else None,
                "player": ctx.player_link(page, s.player),
                "total": tr.number(s.total),
                "total_sort": tr.sort_key(s.total),
                "games": s.games,
                "cells": _cells(ctx, page, result, s, games, powers),
                "marks": _marks(ctx, marks),
                "top_table": "top_table" in marks,
                "podium": "podium" in marks and s.rank is not None,
                "bonuses": [tr.line(line) for line in s.bonuses],
                "bonus_sort": tr.sort_key(bonus) if bonus is not None else "",
                "tiebreak": ranking.tiebreak_cell(tr, s),
            }
        )
    return rows


def _event_notes(ctx: _Context, rows: Sequence[View]) -> list[str]:
    """What the ranking's columns and groups mean, said only where they appear."""
    tr = ctx.tr
    notes = []
    podium = sum(1 for row in rows if row["podium"])
    if podium:
        notes.append(
            tr.gettext(
                "Places 1–%(n)s go to the top table's first %(n)s, whatever their totals; "
                "everyone else follows, by total.",
                n=podium,
            )
        )
    if any(row["tiebreak"] for row in rows):
        notes.append(
            tr.gettext(
                "Equal totals are separated by the event's tie-breaks: the Tie-break column "
                "shows the one that decided."
            )
        )
    if any(row["rank"].endswith("=") for row in rows):
        notes.append(tr.gettext("A rank with “=” is shared: nothing separated those players."))
    return notes


def _best_by_power(ctx: _Context, page: str, result: EventResult) -> list[View]:
    tr = ctx.tr
    played: dict[str, list[tuple[tuple[Fraction, int], BoardScore, Seat]]] = {}
    for board in result.boards:
        for seat in board.seats:
            entry = seat.entry
            if isinstance(entry, PowerEntry) and seat.player is not None and seat.score is not None:
                key = (seat.score, entry.final)
                played.setdefault(entry.power, []).append((key, board, seat))
    best: dict[str, list[tuple[BoardScore, Seat]]] = {}
    for power, candidates in played.items():  # the best score (then centres), ties in order
        top = max(key for key, _, _ in candidates)
        best[power] = [(board, seat) for key, board, seat in candidates if key == top]
    rows = []
    for power in POWERS:
        if power not in best:
            continue
        first = best[power][0][1]
        assert isinstance(first.entry, PowerEntry)
        rows.append(
            {
                "power": tr.power(power),
                "power_class": power.lower(),
                "score": tr.number(first.score),
                "centres": first.entry.final,
                "results": [
                    {
                        "player": ctx.player_link(page, seat.player),
                        "board_href": ctx.href(
                            page, board_path(result.event.id, board.round, board.board.board)
                        ),
                        "board_label": tr.gettext(
                            "Round %(n)s, board %(board)s", n=board.round, board=board.board.board
                        ),
                    }
                    for board, seat in best[power]
                ],
            }
        )
    return rows


def _event_crumbs(result: EventResult) -> list[tuple[str, str]]:
    return [(result.event.name, event_path(result.event.id))]


def _event(ctx: _Context, result: EventResult) -> Page:
    ev = result.event
    tr = ctx.tr
    path = event_path(ev.id)
    summary = _event_summary(ctx, path, result)
    data = ctx.common(
        path,
        ev.name,
        [(ev.name, "")],
        sharing.describe([_firsts(ctx, _winners(result)), summary["players"], summary["system"]]),
    )
    kind = _kind(ev, result)
    data.update(
        {
            "event": summary,
            "rounds": [
                {
                    "number": r.number,
                    "short": tr.gettext("R%(n)s", n=r.number),
                    "label": tr.gettext("Round %(n)s", n=r.number),
                    "href": ctx.href(path, round_path(ev.id, r.number)),
                }
                for r in ev.rounds
            ],
            "in_play": in_play.event_view(ctx, path, result),
            "ranking": ranking.table(tr, _ranking_rows(ctx, path, result, result.ranking)),
            "disqualified": ranking.table(
                tr, _ranking_rows(ctx, path, result, result.disqualified), grouped=False
            ),
            "best_by_power": _best_by_power(ctx, path, result) if kind == "diplomacy" else [],
            "report_html": _markdown(ctx, ev.report),
            "downloads": [
                {
                    "label": tr.gettext("Full results (JSON)"),
                    "href": "results.json",
                    "type": "json",
                },
                {"label": tr.gettext("Ranking (CSV)"), "href": "ranking.csv", "type": "csv"},
            ],
        }
    )
    everyone = [*data["ranking"]["rows"], *data["disqualified"]["rows"]]
    data["notes"] = _event_notes(ctx, data["ranking"]["rows"])
    used: set[str] = set()
    for row in everyone:
        used.update(m["key"] for m in row["marks"])
    data["legend"] = _marks(ctx, used)
    data.update(edit_view(ctx, ev.where.file, tr.gettext("Opens the event file on GitHub")))
    data["last_corrected"] = _last_corrected(ctx, path, ev)
    many = len(ev.rounds) > 1
    data["standings_href"] = ctx.href(path, standings_path(ev.id)) if many else None
    return Page(path, "event.html", data)


def _kind(event: Event, result: EventResult) -> str:
    """The name of the event's board kind: of its boards, or of its scoring system."""
    for board in result.boards:
        return kind_of(board.board).name
    try:
        return system_kind(get_system(event.scoring)).name
    except UNUSABLE:
        return "diplomacy"


def _firsts(ctx: _Context, players: Sequence[str]) -> str:
    """ "1st Giulia Conti" (for a description): the players placed first, if any."""
    if not players:
        return ""
    return f"{ctx.tr.ordinal(1)} {', '.join(ctx.name(p) for p in players)}"


def _event_summary(ctx: _Context, page: str, result: EventResult) -> View:
    return _summary(ctx, page, EventHead.of(result))


def _summary(ctx: _Context, page: str, head: EventHead) -> View:
    """An event as a line in a list, linked from ``page``."""
    shown = ctx._heads.get(head)  # every page of the event shows it: made once
    if shown is None:
        tr = ctx.tr
        shown = ctx._heads[head] = {
            "id": head.id,
            "name": head.name,
            "dates": tr.date_range(head.start, head.end),
            "location": head.location or "",
            "system": ctx.system_title(head.scoring),
            "system_key": head.scoring,
            "players": tr.ngettext("%(num)s player", "%(num)s players", head.players),
        }
    return {
        **shown,
        "href": ctx.href(page, event_path(head.id)),
        "rules_href": ctx.href(page, rules_path(head.scoring)),
    }


# --------------------------------------------------------------------------- round


CountedIndex = Mapping[tuple[str, int, str | None], Counted]
"""What each player counted: (player, round, board or None for a sit-out) -> Counted."""


def _counted_index(result: EventResult) -> dict[tuple[str, int, str | None], Counted]:
    index = {}
    for s in _standings(result):
        for c in s.results:
            index[(s.player, c.round, c.board)] = c
    return index


def _round(ctx: _Context, result: EventResult, number: int, counted: CountedIndex) -> Page:
    ev = result.event
    tr = ctx.tr
    path = round_path(ev.id, number)
    rnd = ev.rounds[number - 1]
    title = tr.gettext("Round %(n)s", n=number)
    boards = [b for b in result.boards if b.round == number]
    description = sharing.describe(
        [
            tr.date(rnd.date) if rnd.date else "",
            tr.ngettext("%(num)s board", "%(num)s boards", len(boards)),
            tr.ngettext("%(num)s player", "%(num)s players", sum(len(b.seats) for b in boards)),
        ]
    )
    data = ctx.common(
        path, f"{title} · {ev.name}", [*_event_crumbs(result), (title, "")], description
    )
    data.update(
        {
            "event": _event_summary(ctx, path, result),
            "number": number,
            "date": tr.date(rnd.date) if rnd.date else "",
            "boards": [
                _board_view(ctx, path, result, b, counted, with_breakdown=False) for b in boards
            ],
            "sit_outs": [
                {
                    "player": ctx.player_link(path, p),
                    "points": tr.quantity(
                        "%(num)s point",
                        "%(num)s points",
                        c.counted if (c := counted.get((p, number, None))) else 0,
                    ),
                }
                for p in rnd.sit_outs
            ],
            "previous": (
                {
                    "href": ctx.href(path, round_path(ev.id, number - 1)),
                    "label": tr.gettext("Previous round"),
                }
                if number > 1
                else None
            ),
            "next": (
                {
                    "href": ctx.href(path, round_path(ev.id, number + 1)),
                    "label": tr.gettext("Next round"),
                }
                if number < len(ev.rounds) or ev.in_play is not None
                else None
            ),
        }
    )
    data.update(edit_view(ctx, rnd.where.file, tr.gettext("Opens the round file on GitHub")))
    return Page(path, "round.html", data)


# --------------------------------------------------------------------------- board


def _seat_row(
    ctx: _Context,
    page: str,
    kind: AnyKind,
    board: BoardScore,
    seat: Seat,
    counted: Mapping[tuple[str, int, str | None], Counted],
    with_breakdown: bool,
    shared: Collection[int],
    system: str,
) -> View:
    tr = ctx.tr
    row: View = {
        "position": _position_label(seat.position, shared),
        "player": ctx.player_link(page, seat.player),
        "score": tr.number(seat.score),
        "score_sort": tr.sort_key(seat.score),
        "counted": "",
        "adjustments": [],
        "breakdown": ctx.chips(page, system, seat.breakdown) if with_breakdown else [],
    }
    c = counted.get((seat.player, board.round, board.board.board)) if seat.player else None
    if c is not None and c.counted is not seat.score and c.counted != seat.score:
        row["counted"] = tr.number(c.counted)
        row["adjustments"] = ctx.chips(page, system, c.adjustments)
    for column in kind.columns:
        value = column.value(seat)
        if column.power:
            row[column.view_key] = tr.power(str(value))
            row[f"{column.view_key}_class"] = str(value).lower()
        elif isinstance(value, Fraction):
            row[column.view_key] = tr.number(value)
        else:
            row[column.view_key] = "" if value is None else value
    row["civil_disorder"] = seat.player is None
    return row


def _position_label(position: int | None, shared: Collection[int]) -> str:
    """A seat's position on its board, with "=" when another seat shares it (``shared``)."""
    if position is None:
        return ""
    return f"{position}=" if position in shared else str(position)


def _shared_positions(board: BoardScore) -> set[int]:
    """The positions that more than one seat of the board has (shown "2=")."""
    seen: set[int] = set()
    shared: set[int] = set()
    for seat in board.seats:
        if seat.position is not None:
            (shared if seat.position in seen else seen).add(seat.position)
    return shared


def _board_view(
    ctx: _Context,
    page: str,
    result: EventResult,
    board: BoardScore,
    counted: Mapping[tuple[str, int, str | None], Counted],
    *,
    with_breakdown: bool,
) -> View:
    """One board's table, shared by the round page (short) and the board page (full)."""
    tr = ctx.tr
    b = board.board
    kind = kind_of(b)
    shared = _shared_positions(board)
    rows = [
        _seat_row(ctx, page, kind, board, s, counted, with_breakdown, shared, result.event.scoring)
        for s in board.seats
    ]
    view: View = {
        "id": b.board,
        "title": tr.gettext("Board %(board)s", board=b.board),
        "href": ctx.href(page, board_path(result.event.id, board.round, b.board)),
        "kind": kind.name,
        "top_table": b.top_table,
        "rows": rows,
        "has_counted": any(r["counted"] for r in rows),
        "result": "",
        "game": "",
        "sides": [],
    }
    view.update(kind.page_view(b, board, rows, tr))
    return view


def _board(ctx: _Context, result: EventResult, index: int, counted: CountedIndex) -> Page:
    """The page of the event's board number ``index`` (in ``result.boards``' order)."""
    ev = result.event
    tr = ctx.tr
    board = result.boards[index]
    b = board.board
    path = board_path(ev.id, board.round, b.board)
    round_title = tr.gettext("Round %(n)s", n=board.round)
    title = tr.gettext("Board %(board)s", board=b.board)
    view = _board_view(ctx, path, result, board, counted, with_breakdown=True)
    firsts = [s.player for s in board.seats if s.position == 1 and s.player is not None]
    data = ctx.common(
        path,
        f"{title} · {round_title} · {ev.name}",
        [*_event_crumbs(result), (round_title, round_path(ev.id, board.round)), (title, "")],
        sharing.describe([_firsts(ctx, firsts), view["result"], view["game"]]),
    )
    data.update({"event": _event_summary(ctx, path, result), "round": board.round, "board": view})
    data["centres"] = _centre_table(ctx, path, board) if isinstance(b, DiplomacyBoard) else None
    data["previous"] = _board_link(ctx, path, result, index - 1, board.round)
    data["next"] = _board_link(ctx, path, result, index + 1, board.round)
    data.update(edit_view(ctx, b.where.file, ctx.tr.gettext("Opens the round file on GitHub")))
    data["round_changed"] = _round_changed(ctx, b.where.file)
    return Page(path, "board.html", data)


def _board_link(
    ctx: _Context, page: str, result: EventResult, index: int, round_number: int
) -> View | None:
    """The link to the event's board number ``index``, if there is one: "Board 2" in the
    same round, "Round 2, board 1" in the one before or after."""
    if not 0 <= index < len(result.boards):
        return None
    other = result.boards[index]
    name = other.board.board
    label = (
        ctx.tr.gettext("Board %(board)s", board=name)
        if other.round == round_number
        else ctx.tr.gettext("Round %(n)s, board %(board)s", n=other.round, board=name)
    )
    return {"href": ctx.href(page, board_path(result.event.id, other.round, name)), "label": label}


def _centre_table(ctx: _Context, page: str, score: BoardScore) -> View:
    tr = ctx.tr
    board = score.board
    assert isinstance(board, DiplomacyBoard)
    years = list(board.years)
    known = any(p.history is not None for p in board.powers)
    rows = []
    series = []
    for p in board.powers:
        counts: list[str | int]
        if p.history is not None:
            counts = list(p.history)
            series.append(charts.Series(p.power, tr.power(p.power), p.history))
        elif known:
            counts = ["–"] * (len(years) - 1) + [p.final]
        else:
            counts = [p.final]
        rows.append(
            {
                "power": tr.power(p.power),
                "power_class": p.power.lower(),
                "player": ctx.player_link(page, p.player),
                "counts": counts,
            }
        )
    chart = None
    if series:
        chart = charts.centres_chart(
            years,
            series,
            title=tr.gettext("Supply centres by year, board %(board)s", board=board.board),
            desc=tr.gettext(
                "Line chart of each power's supply centres from %(start)s to %(end)s; "
                "the table above gives the same numbers.",
                start=board.start,
                end=board.end,
            ),
            chart_id=f"centres-{board.board}",
        )
    return {
        "years": years if known else [board.end],
        "rows": rows,
        "final_only": not known,
        "chart": chart,
        "legend": [{"power": s.label, "power_class": s.power.lower()} for s in series],
        "ties": [
            tr.gettext(
                "%(ahead)s ahead of %(behind)s on equal centres: %(a)s to %(b)s in %(year)s.",
                ahead=tr.power(t.ahead),
                behind=tr.power(t.behind),
                a=t.ahead_count,
                b=t.behind_count,
                year=t.year,
            )
            for t in year_ties(board, _power_positions(score))
        ],
    }


def _power_positions(score: BoardScore) -> dict[str, int]:
    """Each power's position on the board (powers in civil disorder have none)."""
    return {
        s.entry.power: s.position
        for s in score.seats
        if isinstance(s.entry, PowerEntry) and s.position is not None
    }


def _commit_link(club: Club, sha: str) -> str | None:
    """The commit's page on GitHub, when site.yaml names the repository."""
    repo = club.site.repository
    return f"{repo.rstrip('/')}/commit/{sha}" if repo else None


def edit_view(ctx: _Context, file: str, title: str) -> View:
    """The "suggest a correction" link to the content ``file`` (``edit.html``): None when
    site.yaml names no repository."""
    return {"edit_href": _edit_link(ctx.club, file), "edit_title": title}


def _edit_link(club: Club, file: str) -> str | None:
    repo = club.site.repository
    if not repo:
        return None
    # The repository holds the content folder at its top (content/ beside themes/): the
    # file's path from the folder above the content, however the build was started.
    base = Path(club.root).resolve().parent
    try:
        path = Path(file).resolve().relative_to(base)
    except ValueError:
        return None
    return f"{repo.rstrip('/')}/edit/{club.site.branch}/{PurePosixPath(*path.parts)}"


# --------------------------------------------------------------------------- players


def _players(
    ctx: _Context, digests: Sequence[EventDigest], only: Collection[str] | None = None
) -> list[Page]:
    history: dict[str, list[PlayerEventRow]] = defaultdict(list)
    playing: dict[str, list[View]] = defaultdict(list)
    for digest in digests:
        for pid, row in digest.rows.items():
            history[pid].append(row)
        for pid, boards in digest.playing.items():
            playing[pid].extend(boards)
    ids = sorted(ctx.club.players, key=lambda p: (_sort_name(ctx.name(p)), p))
    pages = [
        _player(ctx, pid, history.get(pid, []), playing.get(pid, []))
        for pid in ids
        if only is None or pid in only
    ]
    pages.insert(0, _players_index(ctx, ids, history))
    return pages


def _best_rank(rows: Sequence[PlayerEventRow]) -> int | None:
    ranks = [r.rank for r in rows if r.rank is not None]
    return min(ranks) if ranks else None


def _players_index(
    ctx: _Context, ids: Sequence[str], history: Mapping[str, Sequence[PlayerEventRow]]
) -> Page:
    tr = ctx.tr
    path = "players/index.html"
    title = tr.gettext("Players")
    data = ctx.common(path, title, [(title, "")])
    rows = []
    for pid in ids:
        h = history.get(pid, [])
        best = _best_rank(h)
        rows.append(
            {
                "player": ctx.player_link(path, pid),
                "sort_name": _sort_name(ctx.name(pid)),
                "country": countries.country_view(tr, ctx.club.players[pid].country),
                "events": len(h),
                "games": sum(r.games for r in h),
                "wins": sum(1 for r in h if r.rank == 1),
                "best_rank": best if best is not None else "",
            }
        )
    data["players"] = rows
    data["count"] = tr.ngettext("%(num)s player", "%(num)s players", len(rows))
    return Page(path, "players.html", data)


PLAYER_PAGE = player_path("_")
"""Any player's page: all are at the same depth, so links from one fit them all."""


def _player_event_row(
    ctx: _Context,
    result: EventResult,
    s: Standing,
    seats: Mapping[tuple[str, int, str], tuple[Seat, str]],
    games: Games,
) -> PlayerEventRow:
    """One event's row on the page of the player of ``s`` (``games``: of that page)."""
    tr = ctx.tr
    path = PLAYER_PAGE
    ev = result.event
    powers: list[tuple[str, int]] = []
    boards = []
    for c in s.results:
        found = seats.get((s.player, c.round, c.board)) if c.board is not None else None
        game = _game_cell(ctx, path, result, c.round, c.board, games)
        row: View = {
            "round": c.round,
            "round_label": tr.gettext("Round %(n)s", n=c.round),
            "board": c.board or "",
            "href": game[0],
            "label": game[1],
            "score": tr.number(c.score),
            "counted": tr.number(_shown(c)),
            "dropped": c.dropped,
            "adjustments": ctx.chips(path, ev.scoring, c.adjustments),
            "power": "",
            "power_class": "",
            "centres": "",
            "position": "",
            "side": "",
        }
        if found is not None:
            seat, row["position"] = found
            row["side"] = seat.side or ""
            if isinstance(seat.entry, PowerEntry):
                row["power"] = tr.power(seat.entry.power)
                row["power_class"] = seat.entry.power.lower()
                row["centres"] = seat.entry.final
                powers.append((seat.entry.power, seat.entry.final))
        boards.append(row)
    n = len(result.ranking)
    event = _event_summary(ctx, path, result)
    view = {
        "event": event,
        "ranking_href": f"{event['href']}#{ranking.row_id(s.player)}",
        "columns": _game_columns(boards),
        "rank": _rank_label(s),
        "medal": s.rank if s.rank is not None and s.rank <= 3 else None,
        "rank_of": (
            ""
            if not s.rank
            else tr.gettext("of %(n)s so far", n=n)
            if result.event.in_play is not None
            else tr.gettext("of %(n)s", n=n)
        ),
        "disqualified": s.rank is None,
        "total": tr.number(s.total),
        "boards": boards,
    }
    return PlayerEventRow(
        when=(ev.start.isoformat(), ev.id),
        event_name=ev.name,
        view=view,
        powers=tuple(powers),
        rank=s.rank if ev.in_play is None else None,  # no win, no best rank yet
        field=n,
        games=s.games,
    )


def _game_columns(boards: Sequence[View]) -> View:
    """Which columns a player's games at one event need: none left empty (a league has no
    power or centres), and "counted" only where some result counted other than its score."""
    return {
        "power": any(b["power"] or b["side"] for b in boards),
        "centres": any(b["centres"] != "" for b in boards),
        "position": any(b["position"] for b in boards),
        "counted": any(
            b["dropped"] or b["adjustments"] or b["counted"] != b["score"] for b in boards
        ),
    }


def _player(
    ctx: _Context, pid: str, history: Sequence[PlayerEventRow], playing: Sequence[View] = ()
) -> Page:
    tr = ctx.tr
    path = player_path(pid)
    name = ctx.name(pid)
    data = ctx.common(path, name, [(tr.gettext("Players"), "players/index.html"), (name, "")])
    rows = sorted(history, key=lambda r: r.when)
    power_stats: dict[str, list[int]] = defaultdict(list)
    for r in reversed(rows):
        for power, centres in r.powers:
            power_stats[power].append(centres)
    powers = [
        {
            "power": tr.power(p),
            "power_class": p.lower(),
            "games": len(power_stats[p]),
            "average": tr.number(Fraction(sum(power_stats[p]), len(power_stats[p])), 1),
            "best": max(power_stats[p]),
        }
        for p in POWERS
        if power_stats.get(p)
    ]
    ranked = [r for r in reversed(rows) if r.rank is not None]  # as the list: newest first
    chart = None
    if ranked:
        points = [charts.RankPoint(r.event_name, r.rank or 0, r.field) for r in ranked]
        chart = charts.rank_chart(
            points,
            title=tr.gettext("Rank at each event"),
            desc=tr.gettext(
                "The final rank at each event as a share of its players, from first to "
                "last, newest event first: %(ranks)s.",
                ranks=", ".join(f"{p.label} {p.rank}/{p.field}" for p in points),
            ),
            chart_id="rank",
            first=tr.ordinal(1),
            last=tr.gettext("last"),
        )
    best = _best_rank(rows)
    player = ctx.club.players[pid]
    data.update(
        {
            "name": name,
            "country": countries.label(tr, player.country),
            "stats": [
                {"label": tr.gettext("Events"), "value": len(rows)},
                {"label": tr.gettext("Games"), "value": sum(r.games for r in rows)},
                {"label": tr.gettext("Event wins"), "value": sum(1 for r in rows if r.rank == 1)},
                {"label": tr.gettext("Best rank"), "value": best if best is not None else "–"},
            ],
            "events": [r.view for r in reversed(rows)],
            "powers": powers,
            "rank_chart": chart,
            "playing": list(playing),
        }
    )
    return Page(path, "player.html", data)


# --------------------------------------------------------------------------- rules, 404, feeds


def _rules(ctx: _Context, key: str, digests: Sequence[EventDigest]) -> Page:
    tr = ctx.tr
    path = rules_path(key)
    system = ctx.system_title(key)
    title = tr.gettext("%(system)s: how the scoring works", system=system)
    data = ctx.common(path, title, [(title, "")])
    data["system"] = system
    try:
        system_or_none: ScoringSystem | None = get_system(key)
    except UNUSABLE:
        system_or_none = None
    explained = system_or_none.explanation(tr.language) if system_or_none else Explanation(rules=())
    data["paragraphs"] = list(explained.rules)
    data["example"] = list(explained.example)
    data["glossary"] = [
        {"id": anchor, "term": term, "meaning": meaning}
        for anchor, term, meaning in glossary.glossary(system_or_none, tr.language)
    ]
    data["events"] = [
        _summary(ctx, path, d.head)
        for d in sorted(digests, key=lambda d: d.head.newest_first, reverse=True)
        if d.head.scoring == key
    ]
    return Page(path, "rules.html", data)


def _not_found(ctx: _Context) -> Page:
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


def _feed(ctx: _Context, digests: Sequence[EventDigest]) -> Page:
    tr = ctx.tr
    base = ctx.club.site.url
    entries = []
    for digest in sorted(digests, key=lambda d: d.head.newest_first, reverse=True):
        ev = digest.head
        updated = (ev.end or ev.start).isoformat() + "T00:00:00Z"
        link = _absolute(base, event_path(ev.id)) or pretty_url(event_path(ev.id))
        winners = ", ".join(ctx.name(p) for p in digest.winners)
        summary = " · ".join(
            x
            for x in (
                tr.date_range(ev.start, ev.end),
                ev.location or "",
                ctx.system_title(ev.scoring),
                tr.ngettext("%(num)s player", "%(num)s players", ev.players),
                f"{_winner_label(tr, digest.winners)}: {winners}" if winners else "",
            )
            if x
        )
        entries.append(
            {
                "id": link if base else f"urn:podium:event:{ev.id}",
                "title": ev.name,
                "link": link,
                "updated": updated,
                "summary": summary,
            }
        )
    data = ctx.common("feed.xml", tr.gettext("%(site)s: events", site=ctx.club.site.title))
    data["feed_id"] = (base.rstrip("/") + "/") if base else "urn:podium:feed"
    data["self_link"] = (base.rstrip("/") + "/feed.xml") if base else "feed.xml"
    data["home_link"] = (base.rstrip("/") + "/") if base else "./"
    data["updated"] = entries[0]["updated"] if entries else "1970-01-01T00:00:00Z"
    data["entries"] = entries
    return Page("feed.xml", "feed.xml", data)


def _sitemap(ctx: _Context, paths: Iterable[str]) -> Page:
    base = ctx.club.site.url or ""
    urls = sorted({_absolute(base, p) or "" for p in paths if p.endswith("index.html")})
    data = ctx.common("sitemap.xml", "sitemap")
    data["urls"] = urls
    return Page("sitemap.xml", "sitemap.xml", data)


# --------------------------------------------------------------------------- history


def corrections_path(event: str) -> str:
    return f"events/{event}/corrections/index.html"


def _in_content(club: Club, file: str) -> str:
    """``file`` (as the loader named it) as a POSIX path relative to the content folder."""
    return PurePosixPath(*Path(posixpath.relpath(file, club.root)).parts).as_posix()


def _event_commits(ctx: _Context, event: Event) -> tuple[Commit, ...]:
    if ctx.history is None:
        return ()
    return ctx.history.under(posixpath.dirname(_in_content(ctx.club, event.where.file)))


def _last_corrected(ctx: _Context, page: str, event: Event) -> View | None:
    """ "Last corrected: <date>" and the link to the event's corrections, from git."""
    commits = _event_commits(ctx, event)
    if not commits:
        return None
    day = max(c.date for c in commits)
    return {
        "text": ctx.tr.gettext("Last corrected: %(date)s", date=ctx.tr.date(day)),
        "link": ctx.tr.gettext("All corrections"),
        "href": ctx.href(page, corrections_path(event.id)),
    }


def _round_changed(ctx: _Context, round_file: str) -> str | None:
    if ctx.history is None:
        return None
    day = ctx.history.last_changed(_in_content(ctx.club, round_file))
    return (
        ctx.tr.gettext("Round file last changed: %(date)s", date=ctx.tr.date(day)) if day else None
    )


def _corrections(ctx: _Context, result: EventResult) -> list[Page]:
    """The event's corrections page: every commit that touched its files (no e-mail)."""
    ev = result.event
    commits = _event_commits(ctx, ev)
    if not commits:
        return []
    tr = ctx.tr
    path = corrections_path(ev.id)
    title = tr.gettext("Corrections")
    data = ctx.common(path, f"{title} · {ev.name}", [*_event_crumbs(result), (title, "")])
    data["event"] = _event_summary(ctx, path, result)
    data["commits"] = [
        {
            "date": tr.date(c.date),
            "iso": c.date.isoformat(),
            "subject": c.subject,
            "author": c.author,
            "sha": c.sha[:7],
            "href": _commit_link(ctx.club, c.sha),
        }
        for c in commits
    ]
    return [Page(path, "corrections.html", data)]


# --------------------------------------------------------------------------- standings


def standings_path(event: str) -> str:
    return f"events/{event}/standings/index.html"


def _standings_page(ctx: _Context, result: EventResult) -> list[Page]:
    """The ranking as it stood after each round (an event of two rounds or more)."""
    ev = result.event
    if len(ev.rounds) < 2:
        return []
    tr = ctx.tr
    path = standings_path(ev.id)
    title = tr.gettext("Standings after each round")
    data = ctx.common(path, f"{title} · {ev.name}", [*_event_crumbs(result), (title, "")])
    rounds: list[View] = []
    before: dict[str, int] = {}
    for n, scored in enumerate(after_rounds.after_each_round(ev, ctx.club.players, result), 1):
        if scored is None:
            continue
        rows = [_standing_row(ctx, path, s, n, before) for s in scored.ranking]
        before = {s.player: s.rank for s in scored.ranking if s.rank is not None}
        rounds.append(
            {
                "id": f"after-{n}",
                "label": tr.gettext("After round %(n)s", n=n),
                "final": n == len(ev.rounds),
                "round_short": tr.gettext("R%(n)s", n=n),
                "rows": rows,
            }
        )
    data["event"] = _event_summary(ctx, path, result)
    data["ranking_href"] = ctx.href(path, event_path(ev.id)) + "#ranking"
    data["rounds"] = rounds
    return [Page(path, "standings.html", data)]


def _standing_row(ctx: _Context, page: str, s: Standing, n: int, before: Mapping[str, int]) -> View:
    """One player's line in the standings after round ``n`` (``before``: the ranks after
    the round before, none after round 1)."""
    tr = ctx.tr
    played = [c for c in s.results if c.round == n]
    move: View | None = None
    if before and s.rank is not None:
        was = before.get(s.player)
        if was is None:
            move = {"symbol": "•", "text": tr.gettext("new"), "dir": "new"}
        elif was != s.rank:
            up = was > s.rank
            step = abs(was - s.rank)
            move = {
                "symbol": f"{'▲' if up else '▼'}{step}",
                "text": tr.gettext("up %(n)s", n=step) if up else tr.gettext("down %(n)s", n=step),
                "dir": "up" if up else "down",
            }
    return {
        "rank": _rank_label(s),
        "medal": s.rank if s.rank is not None and s.rank <= 3 else None,
        "player": ctx.player_link(page, s.player),
        "total": tr.number(s.total),
        "round": tr.number(exact_sum(c.counted for c in played)) if played else "",
        "move": move,
    }
