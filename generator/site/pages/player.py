"""A player's page (``player.html``), and the row each event puts on it."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date as Date
from fractions import Fraction
from operator import attrgetter

from podium.powers import POWERS
from podium.scoring.diplomacy_facts import SOLO_CENTRES
from podium.scoring.kinds import power_of
from podium.scoring.results import EventResult, Seat, Standing
from podium.site import countries, ranking
from podium.site.finishes import BoardFinish
from podium.site.pages.context import Context
from podium.site.pages.digest import EventDigest, PlayerEventRow, PlayerResult, SiteInput
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.parts import (
    Games,
    at_seat,
    game_cell,
    rank_label,
    shown_score,
    sort_name,
)
from podium.site.pages.paths import PLAYER_PAGE, event_path, player_events_path, player_path
from podium.site.pages.ratings import player_ratings
from podium.site.pages.series import player_lines

WDD_PLAYER = "https://world-diplomacy-database.com/php/results/player_fiche.php?id_player={id}"
"""A player's page in the World Diplomacy Database (players.yaml's ``wdd``)."""


def best_rank(results: Sequence[PlayerResult]) -> int | None:
    ranks = [r.rank for r in results if r.rank is not None]
    return min(ranks) if ranks else None


def player_event_row(
    ctx: Context,
    result: EventResult,
    s: Standing,
    seats: Mapping[tuple[str, int, str], tuple[Seat, str]],
    games: Games,
    event: View,
    rank_of: str,
    awards: Sequence[str] = (),
    team: View | None = None,
) -> PlayerEventRow:
    """One event's row on the page of the player of ``s`` (``games``: of that page;
    ``event``: the event's summary there, and ``rank_of`` its "of 35": the same on every
    player's page; ``awards``: the names of the player's awards there; ``team``: their
    team's line, see :func:`~podium.site.pages.parts.team_lines`)."""
    tr = ctx.tr
    ev = result.event
    powers: list[tuple[str, int]] = []
    boards = []
    rules = event["rules_href"]
    for c in s.results:
        found = seats.get((s.player, c.round, c.board)) if c.board is not None else None
        href, label = game_cell(ctx, PLAYER_PAGE, result, c.round, c.board, games)
        row: View = {
            "href": at_seat(href, s.player, c.board),
            "label": label,
            "score": tr.number(c.score),
            "counted": tr.number(shown_score(c)),
            "dropped": c.dropped,
            "adjustments": ctx.chips(rules, ev.scoring, c.adjustments),
            "power": "",
            "power_class": "",
            "centres": "",
            "position": "",
            "side": "",
            "provisional": c.round == result.provisional,
        }
        if found is not None:
            seat, row["position"] = found
            row["side"] = seat.side or ""
            power = power_of(seat)
            if power is not None:
                row["power"] = tr.power(power.power)
                row["power_class"] = power.power.lower()
                row["centres"] = power.final
                powers.append((power.power, power.final))
        boards.append(row)
    columns = _game_columns(boards)
    view = {
        "event": event,
        "ranking_href": f"{event['href']}#{ranking.row_id(s.player)}",
        "columns": columns,
        "span": 1 + sum(1 for k in ("power", "centres", "position", "counted") if columns[k]),
        "bonuses": _bonus_lines(ctx, rules, ev.scoring, s),
        "rank": rank_label(s),
        "medal": s.rank if s.rank is not None and s.rank <= 3 else None,
        "rank_of": rank_of if s.rank else "",
        "total": tr.number(s.total),
        "boards": boards,
        "awards": list(awards),
        "team": team,
    }
    return PlayerEventRow(
        when=(ev.start.isoformat(), ev.id),
        event_name=ev.name,
        view=view,
        powers=tuple(powers),
        rank=s.rank if ev.in_play is None else None,  # no win, no best rank yet
        field=len(result.ranking),
        games=s.games,
    )


def _bonus_lines(ctx: Context, rules: str, system: str, s: Standing) -> list[View]:
    """The lines a player's total adds to their results: the top-table winner's bonus, a
    penalty (negative), each with its points signed."""
    chips = ctx.chips(rules, system, [line for line, _ in s.bonuses])
    return [
        {**chip, "points": ("+" if points > 0 else "") + ctx.tr.number(points)}
        for chip, (_, points) in zip(chips, s.bonuses, strict=True)
    ]


def rank_of(ctx: Context, result: EventResult) -> str:
    """ "of 35" (or "of 35 so far", while a round is in play): what follows a player's rank
    at the event on their page."""
    n = len(result.ranking)
    if result.event.in_play is not None:
        return ctx.tr.gettext("of %(n)s so far", n=n)
    return ctx.tr.gettext("of %(n)s", n=n)


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


LATEST = 10
"""A player's page lists their newest events, this many; beyond them, a page (or pages)
lists every event, by year."""

PAGE_EVENTS = 100
"""Events on one page of a player's list of events, one line each (about 40 kB); a longer
career has more pages (``events-2.html``, ...)."""

CHART = 40
"""The rank chart shows the player's newest ranked events, this many."""

RIVALS = 10
"""The players met most, this many."""


@dataclass(frozen=True, slots=True)
class PowerRecord:
    """A player's games with one power: how many, their centres at the end in all, how
    many of them soloed (18 centres or more), and the most centres in one."""

    power: str
    games: int
    centres: int
    solos: int
    best: int

    @property
    def average(self) -> Fraction:
        return Fraction(self.centres, self.games)


@dataclass(frozen=True, slots=True)
class Rival:
    """Another player, from a player's side: the boards they played together, and on how
    many of them the player finished ahead (a better position on the board) or behind."""

    player: str
    games: int
    ahead: int
    behind: int


@dataclass(frozen=True, slots=True)
class Career:
    """What a player's page says of their whole archive."""

    events: int
    games: int
    wins: int
    podiums: int  # ranked first, second or third
    best: PlayerEventRow | None  # the best rank (of the largest field; then the newest)
    powers: tuple[PowerRecord, ...]  # in the usual order of the powers
    rivals: tuple[Rival, ...]  # met most first (then by id): met_most()


def career(
    pid: str, rows: Sequence[PlayerEventRow], boards: Sequence[BoardFinish], rivals: int = RIVALS
) -> Career:
    """The career figures of player ``pid``: their rows (of any order) and the boards they
    sat at."""
    ranked = [r for r in rows if r.rank is not None]
    best = None
    if ranked:  # the best rank, of the largest field, then the newest
        top = min(_placing(r) for r in ranked)
        best = max((r for r in ranked if _placing(r) == top), key=attrgetter("when"))
    centres: dict[str, list[int]] = defaultdict(list)
    for r in rows:
        for power, final in r.powers:
            centres[power].append(final)
    powers = tuple(
        PowerRecord(
            p,
            len(centres[p]),
            sum(centres[p]),
            sum(1 for c in centres[p] if c >= SOLO_CENTRES),
            max(centres[p]),
        )
        for p in POWERS
        if centres.get(p)
    )
    return Career(
        events=len(rows),
        games=sum(r.games for r in rows),
        wins=sum(1 for r in ranked if r.rank == 1),
        podiums=sum(1 for r in ranked if (r.rank or 0) <= 3),
        best=best,
        powers=powers,
        rivals=met_most(pid, boards, rivals),
    )


def met_most(pid: str, boards: Sequence[BoardFinish], most: int = RIVALS) -> tuple[Rival, ...]:
    """The players ``pid`` sat with most often on ``boards`` (met most first, then by id),
    each with how often ``pid`` finished ahead (a better position) and behind; a shared
    position, or a board without positions, is neither."""
    met: dict[str, list[int]] = defaultdict(list)
    for board in boards:
        places = dict(board.places)
        mine = places.get(pid)
        for other in board.players:
            if other != pid:
                met[other].append(_ahead(mine, places.get(other)))
    order = sorted(met, key=lambda q: (-len(met[q]), q))[:most]
    return tuple(Rival(q, len(met[q]), met[q].count(1), met[q].count(-1)) for q in order)


def _placing(row: PlayerEventRow) -> tuple[int, int]:
    """A ranked result, the smaller the better: the rank, then the more players the better."""
    return (row.rank or 0, -row.field)


def _ahead(mine: int | None, theirs: int | None) -> int:
    """1: a better (smaller) position than theirs, -1 a worse one, 0 the same or none."""
    if mine is None or theirs is None or mine == theirs:
        return 0
    return 1 if mine < theirs else -1


@dataclass(frozen=True, slots=True)
class EventsPage:
    """One page of a player's events: their own page (the newest :data:`LATEST`), or a page
    of the list of all their events."""

    path: str
    rows: tuple[PlayerEventRow, ...]  # newest first


def events_pages(pid: str, rows: Sequence[PlayerEventRow]) -> list[EventsPage]:
    """The pages that list a player's events (``rows``, oldest first): their own page with
    the newest :data:`LATEST`, and, when they have more, the list of all of them in pages
    of :data:`PAGE_EVENTS`, the oldest first (so a page keeps its address and events as
    the archive grows)."""
    pages = [EventsPage(player_path(pid), tuple(reversed(rows[-LATEST:])))]
    for part, first in _parts(len(rows)):
        chunk = tuple(reversed(rows[first : first + PAGE_EVENTS]))
        pages.append(EventsPage(player_events_path(pid, part), chunk))
    return pages


def _parts(events: int) -> list[tuple[int, int]]:
    """The pages of the list of all of a player's ``events`` (none when their own page
    shows them all): (its number, 1 up; the index of its first event, oldest first)."""
    if events <= LATEST:
        return []
    return list(enumerate(range(0, events, PAGE_EVENTS), start=1))


def page_paths(pid: str, events: int) -> list[str]:
    """The paths of the pages of a player who played ``events`` events
    (:func:`events_pages`)."""
    return [player_path(pid), *(player_events_path(pid, part) for part, _ in _parts(events))]


def _year(row: PlayerEventRow) -> int:
    return int(row.when[0][:4])


def _years_nav(ctx: Context, pages: Sequence[EventsPage], here: str) -> list[View]:
    """Each year of a player's events, newest first, with its count, linked to where the
    list of all events (``pages[1:]``) starts it; ``here``: the page it is shown on."""
    found: dict[int, tuple[EventsPage, int]] = {}
    for page in reversed(pages[1:]):  # the newest first
        for row in page.rows:
            year = _year(row)
            start, count = found.get(year, (page, 0))
            found[year] = (start, count + 1)
    tr = ctx.tr
    return [
        {
            "year": str(year),
            "count": tr.ngettext("%(num)s event", "%(num)s events", count),
            "href": ("" if page.path == here else ctx.href(here, page.path)) + f"#y{year}",
        }
        for year, (page, count) in found.items()
    ]


def _by_year(page: EventsPage) -> list[View]:
    """A page's events grouped by year, newest first."""
    years: dict[int, list[View]] = {}
    for row in page.rows:
        years.setdefault(_year(row), []).append(row.view)
    return [{"year": str(y), "id": f"y{y}", "events": events} for y, events in years.items()]


def _part_label(ctx: Context, page: EventsPage) -> str:
    """A page of events by its dates: its first event's start to its last one's."""
    first, last = page.rows[-1].when[0], page.rows[0].when[0]
    return ctx.tr.date_range(Date.fromisoformat(first), Date.fromisoformat(last))


def _career_view(ctx: Context, path: str, figures: Career) -> View:
    tr = ctx.tr
    best = figures.best
    best_stat: View = {"label": tr.gettext("Best rank"), "value": "–"}
    if best is not None:
        best_stat = {
            "label": tr.gettext("Best rank"),
            "value": tr.ordinal(best.rank or 0),
            "note": tr.gettext("of %(n)s", n=best.field) + " · " + best.event_name,
            "href": ctx.href(path, event_path(best.when[1])),
        }
    return {
        "stats": [
            {"label": tr.gettext("Events"), "value": tr.number(figures.events)},
            {"label": tr.gettext("Games"), "value": tr.number(figures.games)},
            {"label": tr.gettext("Event wins"), "value": tr.number(figures.wins)},
            {"label": tr.gettext("Podiums"), "value": tr.number(figures.podiums)},
            best_stat,
        ],
        "powers": [
            {
                "power": tr.power(p.power),
                "power_class": p.power.lower(),
                "games": tr.number(p.games),
                "average": tr.number(p.average, 1),
                "solos": tr.number(p.solos),
                "best": p.best,
            }
            for p in figures.powers
        ],
        "rivals": [
            {
                "player": ctx.player_link(path, r.player),
                "games": tr.number(r.games),
                "ahead": tr.number(r.ahead),
                "behind": tr.number(r.behind),
            }
            for r in figures.rivals
        ],
    }


def _rank_chart(ctx: Context, rows: Sequence[PlayerEventRow]) -> View | None:
    """The rank at each of the newest :data:`CHART` ranked events (``rows``: oldest first),
    newest first, for the browser to draw (podium.js)."""
    tr = ctx.tr
    ranked = [r for r in reversed(rows) if r.rank is not None][:CHART]  # newest first
    if not ranked:
        return None
    return {
        "points": [[r.event_name, r.rank, r.field] for r in ranked],
        "first": tr.ordinal(1),
        "last": tr.gettext("last"),
        "text": tr.gettext(
            "The final rank at each event as a share of its players, from first to "
            "last, newest event first: %(ranks)s.",
            ranks=", ".join(f"{r.event_name} {r.rank}/{r.field}" for r in ranked),
        ),
    }


def _player(
    ctx: Context,
    pid: str,
    history: Sequence[PlayerEventRow],
    boards: Sequence[BoardFinish],
    playing: Sequence[View] = (),
    series: Sequence[View] = (),
    rating: View | None = None,
) -> list[Page]:
    """A player's page, and the pages of all their events when they have many."""
    tr = ctx.tr
    path = player_path(pid)
    name = ctx.name(pid)
    rows = sorted(history, key=attrgetter("when"))
    pages = events_pages(pid, rows)
    data = ctx.common(path, name, [(tr.gettext("Players"), "players/index.html"), (name, "")])
    player = ctx.club.players[pid]
    ranked = sum(1 for r in rows if r.rank is not None)
    data.update(
        {
            "name": name,
            "country": countries.label(tr, player.country),
            "wdd_href": WDD_PLAYER.format(id=player.wdd) if player.wdd else None,
            **_career_view(ctx, path, career(pid, rows, boards)),
            "events": [r.view for r in pages[0].rows],
            "more_events": len(rows) > len(pages[0].rows),
            "years": _years_nav(ctx, pages, path),
            "rank_chart": _rank_chart(ctx, rows),
            "chart_caption": tr.gettext("Rank at each event")
            if ranked <= CHART
            else tr.gettext("Rank at the last %(n)s events", n=CHART),
            "playing": list(playing),
            "rating": rating,  # site.yaml's ratings: podium.site.pages.ratings
        }
    )
    if series:
        data["series"] = list(series)
    made = [Page(path, "player.html", data)]
    title = tr.gettext("Events of %(name)s", name=name)
    for page in pages[1:]:
        crumbs = [(tr.gettext("Players"), "players/index.html"), (name, path), (title, "")]
        events_data = ctx.common(page.path, title, crumbs)
        events_data.update(
            {
                "name": name,
                "heading": title,
                "player_href": ctx.href(page.path, path),
                "dates": _part_label(ctx, page),
                "years_shown": _by_year(page),
                "parts": [
                    {
                        "href": ctx.href(page.path, other.path),
                        "label": _part_label(ctx, other),
                        "current": other.path == page.path,
                    }
                    for other in reversed(pages[1:])
                ]
                if len(pages) > 2
                else [],
                "years": _years_nav(ctx, pages, page.path),
            }
        )
        made.append(Page(page.path, "player_events.html", events_data))
    return made


def histories(digests: Sequence[EventDigest]) -> dict[str, list[PlayerEventRow]]:
    """Each player's rows, by player id, in the order of ``digests``."""
    history: dict[str, list[PlayerEventRow]] = defaultdict(list)
    for digest in digests:
        for pid, row in digest.rows.items():
            history[pid].append(row)
    return history


def results_by_player(digests: Sequence[EventDigest]) -> dict[str, list[PlayerResult]]:
    """Each player's results, by player id, in the order of ``digests``."""
    results: dict[str, list[PlayerResult]] = defaultdict(list)
    for digest in digests:
        for pid, result in digest.results.items():
            results[pid].append(result)
    return results


def boards_by_player(digests: Sequence[EventDigest]) -> dict[str, list[BoardFinish]]:
    """The boards each player sat at, by player id, in the order of ``digests``."""
    boards: dict[str, list[BoardFinish]] = defaultdict(list)
    for digest in digests:
        for board in digest.boards:
            for pid in board.players:
                boards[pid].append(board)
    return boards


def in_name_order(ctx: Context) -> tuple[list[str], dict[str, str]]:
    """Every player's id in the order of their names, and each one's name as sorted."""
    sort_names = {pid: sort_name(ctx.name(pid)) for pid in ctx.club.players}
    return sorted(sort_names, key=lambda p: (sort_names[p], p)), sort_names


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """The page of each player, in the order of their names."""
    history = histories(site.digests)
    sat_at = boards_by_player(site.digests)
    playing: dict[str, list[View]] = defaultdict(list)
    for digest in site.digests:
        for pid, boards in digest.playing.items():
            playing[pid].extend(boards)
    lines = player_lines(ctx, site.digests)
    ids, _ = in_name_order(ctx)
    rating = player_ratings(ctx, site)
    return [
        page
        for pid in ids
        for page in _player(
            ctx,
            pid,
            history.get(pid, []),
            sat_at.get(pid, []),
            playing.get(pid, []),
            lines.get(pid, []),
            rating.get(pid),
        )
    ]


PAGE_TYPE = PageType("player", "player.html", plan, scope="site", order=30)
