"""The club's ratings (``ratings.html``), and each player's rating on their page
(:func:`player_ratings`): only when site.yaml has ``ratings: true`` (the model:
:mod:`podium.site.ratings`, docs/ratings.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from podium.site import countries
from podium.site.pages.context import Context
from podium.site.pages.digest import EventDigest, SiteInput
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.parts import rank_text, sort_name
from podium.site.pages.paths import PLAYER_PAGE, RATINGS_PAGE
from podium.site.ratings import SHOWN_DECIMALS, EventBoards, Ratings, RatingStep, by_event, rate

CHART_EVENTS = 40
"""The most events a player's rating chart shows (their latest): a player page of a long
archive stays small."""

START = Fraction(0)
"""A new player's rating as shown: μ − 3σ = 25 − 3 × 25/3."""


def club_ratings(ctx: Context, digests: Sequence[EventDigest]) -> Ratings:
    """The club's ratings over every event's boards: made once for a build's pages (the
    player pages' marks, the player pages, the ratings page), kept in ``ctx`` by the
    boards they were made of."""
    made = tuple((d.head.start, d.head.id, d.boards) for d in digests)
    found = ctx.ratings_made.get(made)
    if found is None:
        ctx.ratings_made.clear()  # only the latest is ever asked for again
        found = rate(EventBoards(start, event, boards) for start, event, boards in made)
        ctx.ratings_made[made] = found
    return found


def _number(ctx: Context, rating: Fraction) -> str:
    """A rating (or a change of one) as pages show it: "8.3", "8"."""
    return ctx.tr.number(rating, SHOWN_DECIMALS)


def _signed(ctx: Context, change: Fraction) -> str:
    shown = _number(ctx, change)
    return "+" + shown if change > 0 else shown


def _last_change(steps: Sequence[RatingStep]) -> Fraction:
    """What the player's last event changed their rating by, as shown."""
    events = by_event(steps)
    before = events[-2].shown if len(events) > 1 else START
    return events[-1].shown - before


def _table(ctx: Context, site: SiteInput) -> list[View]:
    """The rated players, best first (equal ratings share a rank, in name order)."""
    tr, path = ctx.tr, RATINGS_PAGE
    rated = sorted(
        club_ratings(ctx, site.digests).items(),
        key=lambda item: (-item[1][-1].shown, sort_name(ctx.name(item[0])), item[0]),
    )
    rows: list[View] = []
    rank, last = 0, None
    for i, (pid, steps) in enumerate(rated):
        now, change = steps[-1].shown, _last_change(steps)
        if now != last:
            rank, last = i + 1, now
        rows.append(
            {
                "rank": rank,
                "player": ctx.player_link(path, pid),
                "country": countries.country_view(tr, _country(ctx, pid)),
                "rating": _number(ctx, now),
                "sort": tr.sort_key(now),
                "boards": steps[-1].boards,
                "change": _signed(ctx, change),
                "change_sort": tr.sort_key(change),
            }
        )
    for i, row in enumerate(rows):  # "2=" where the next or previous row has the same rank
        near = [rows[j]["rank"] for j in (i - 1, i + 1) if 0 <= j < len(rows)]
        row["rank_label"] = rank_text(row["rank"], row["rank"] in near)
    return rows


def _country(ctx: Context, pid: str) -> str | None:
    player = ctx.club.players.get(pid)
    return player.country if player is not None else None


def _ratings(ctx: Context, site: SiteInput) -> Page:
    tr, path = ctx.tr, RATINGS_PAGE
    title = tr.gettext("Ratings")
    data = ctx.common(path, title, [(title, "")])
    rows = _table(ctx, site)
    data["players"] = rows
    data["count"] = tr.ngettext("%(num)s player rated", "%(num)s players rated", len(rows))
    return Page(path, "ratings.html", data)


def player_ratings(ctx: Context, site: SiteInput) -> Mapping[str, View]:
    """Each rated player's rating block on their page, by player id (none without
    ratings): the rating now, the boards rated, and a chart of the rating after each of
    their latest events."""
    if not ctx.club.site.ratings:
        return {}
    names = {d.head.id: d.head.name for d in site.digests}
    rated = club_ratings(ctx, site.digests)
    return {pid: _player_rating(ctx, names, steps) for pid, steps in rated.items()}


def _player_rating(ctx: Context, names: Mapping[str, str], steps: Sequence[RatingStep]) -> View:
    tr = ctx.tr
    events = by_event(steps)[-CHART_EVENTS:]
    shown = [_number(ctx, e.shown) for e in events]
    chart = None
    if len(events) > 1:  # drawn by the browser (podium.js) from these values
        chart = {
            "values": [float(e.shown) for e in events],
            "low": _number(ctx, min(e.shown for e in events)),
            "high": _number(ctx, max(e.shown for e in events)),
            "text": tr.gettext(
                "The rating after each event, oldest first: %(ratings)s.",
                ratings=", ".join(
                    f"{names.get(e.event, e.event)} {s}" for e, s in zip(events, shown, strict=True)
                ),
            ),
        }
    return {
        "value": shown[-1],
        "boards": tr.ngettext("%(num)s board rated", "%(num)s boards rated", steps[-1].boards),
        "change": _signed(ctx, _last_change(steps)),
        "href": ctx.href(PLAYER_PAGE, RATINGS_PAGE),
        "chart": chart,
    }


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """The ratings page, when site.yaml has ``ratings: true``."""
    return [_ratings(ctx, site)] if ctx.club.site.ratings else []


PAGE_TYPE = PageType("ratings", "ratings.html", plan, scope="site", order=40)
