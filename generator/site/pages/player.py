"""A player's page (``player.html``), and the row each event puts on it."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from fractions import Fraction
from operator import attrgetter

from podium.powers import POWERS
from podium.scoring.kinds import power_of
from podium.scoring.results import EventResult, Seat, Standing
from podium.site import charts, countries, ranking
from podium.site.pages.context import Context
from podium.site.pages.digest import EventDigest, PlayerEventRow, SiteInput
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.parts import (
    Games,
    at_seat,
    game_cell,
    rank_label,
    shown_score,
    sort_name,
)
from podium.site.pages.paths import PLAYER_PAGE, player_path
from podium.site.pages.ratings import player_ratings
from podium.site.pages.series import player_lines


def best_rank(rows: Sequence[PlayerEventRow]) -> int | None:
    ranks = [r.rank for r in rows if r.rank is not None]
    return min(ranks) if ranks else None


def player_event_row(
    ctx: Context,
    result: EventResult,
    s: Standing,
    seats: Mapping[tuple[str, int, str], tuple[Seat, str]],
    games: Games,
    event: View,
    rank_of: str,
) -> PlayerEventRow:
    """One event's row on the page of the player of ``s`` (``games``: of that page;
    ``event``: the event's summary there, and ``rank_of`` its "of 35": the same on every
    player's page)."""
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


def _player(
    ctx: Context,
    pid: str,
    history: Sequence[PlayerEventRow],
    playing: Sequence[View] = (),
    series: Sequence[View] = (),
    rating: View | None = None,
) -> Page:
    tr = ctx.tr
    path = player_path(pid)
    name = ctx.name(pid)
    data = ctx.common(path, name, [(tr.gettext("Players"), "players/index.html"), (name, "")])
    rows = sorted(history, key=attrgetter("when"))
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
    best = best_rank(rows)
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
            "rating": rating,  # site.yaml's ratings: podium.site.pages.ratings
        }
    )
    if series:
        data["series"] = list(series)
    return Page(path, "player.html", data)


def histories(digests: Sequence[EventDigest]) -> dict[str, list[PlayerEventRow]]:
    """Each player's rows, by player id, in the order of ``digests``."""
    history: dict[str, list[PlayerEventRow]] = defaultdict(list)
    for digest in digests:
        for pid, row in digest.rows.items():
            history[pid].append(row)
    return history


def in_name_order(ctx: Context) -> tuple[list[str], dict[str, str]]:
    """Every player's id in the order of their names, and each one's name as sorted."""
    sort_names = {pid: sort_name(ctx.name(pid)) for pid in ctx.club.players}
    return sorted(sort_names, key=lambda p: (sort_names[p], p)), sort_names


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """The page of each player (of ``site.players`` only, unless that is None), in the
    order of their names."""
    history = histories(site.digests)
    playing: dict[str, list[View]] = defaultdict(list)
    for digest in site.digests:
        for pid, boards in digest.playing.items():
            playing[pid].extend(boards)
    lines = player_lines(ctx, site.digests)
    ids, _ = in_name_order(ctx)
    rating = player_ratings(ctx, site)
    return [
        _player(
            ctx,
            pid,
            history.get(pid, []),
            playing.get(pid, []),
            lines.get(pid, []),
            rating.get(pid),
        )
        for pid in ids
        if site.players is None or pid in site.players
    ]


PAGE_TYPE = PageType("player", "player.html", plan)
