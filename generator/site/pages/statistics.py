"""The club's statistics (``statistics.html``): each power's results over every board of
powers in the archive, and the events, boards and players of each year.

A power's results count every board it is on, whoever played it (civil disorder
included: the power is on the map). It *tops* a board when it ends with the most
centres; powers tied on the most share that top (two tied powers get half each), so a
board's tops add up to one and each power's share of tops is comparable. A *solo* is 18
centres or more at the end (a concession is not counted). docs/ratings.md, "Club
statistics", says the same.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from podium.powers import POWERS
from podium.site.pages.context import Context
from podium.site.pages.digest import EventDigest, SiteInput
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.paths import STATISTICS_PAGE


@dataclass(frozen=True, slots=True)
class PowerResults:
    """One power's results over the archive's boards of powers."""

    games: int
    centres: int  # at the end, added up
    tops: Fraction  # boards topped, a shared top counted as its share
    solos: int


def power_results(digests: Sequence[EventDigest]) -> dict[str, PowerResults]:
    """Each power's results over every board of powers of ``digests``, by power: each
    event's tallies (:func:`~podium.site.finishes.power_tallies`, made with its digest)
    added up.

    A shared top is counted by how many powers shared it, and made a fraction once per
    power and share at the end: a warm build adds up every event again."""
    games: Counter[str] = Counter()
    centres: Counter[str] = Counter()
    tops: Counter[tuple[str, int]] = Counter()  # (power, powers sharing the top): boards
    solos: Counter[str] = Counter()
    for digest in digests:
        for tally in digest.powers:
            power = tally.power
            games[power] += tally.games
            centres[power] += tally.centres
            solos[power] += tally.solos
            for toppers, boards in tally.tops:
                tops[power, toppers] += boards
    shares = {p: Fraction(0) for p in games}
    for (power, toppers), boards in tops.items():
        shares[power] += Fraction(boards, toppers)
    return {p: PowerResults(games[p], centres[p], shares[p], solos[p]) for p in games}


def _powers(ctx: Context, digests: Sequence[EventDigest]) -> list[View]:
    tr = ctx.tr
    results = power_results(digests)
    return [
        {
            "power": tr.power(power),
            "power_class": power.lower(),
            "games": t.games,
            "average": tr.number(Fraction(t.centres, t.games), 2),
            "average_sort": tr.sort_key(Fraction(t.centres, t.games)),
            "tops": tr.percent(t.tops / t.games),
            "tops_sort": tr.sort_key(t.tops / t.games),
            "solos": t.solos,
        }
        for power in POWERS
        if (t := results.get(power)) is not None
    ]


def _years(digests: Sequence[EventDigest]) -> list[View]:
    """The events, finished boards and players of each year, newest first."""
    events: Counter[int] = Counter()
    boards: Counter[int] = Counter()
    players: dict[int, set[str]] = {}
    for digest in digests:
        year = digest.head.start.year
        events[year] += 1
        boards[year] += digest.head.boards
        players.setdefault(year, set()).update(digest.results)
    return [
        {
            "year": year,
            "events": events[year],
            "boards": boards[year],
            "players": len(players[year]),
        }
        for year in sorted(events, reverse=True)
    ]


def _statistics(ctx: Context, digests: Sequence[EventDigest]) -> Page:
    tr, path = ctx.tr, STATISTICS_PAGE
    title = tr.gettext("Statistics")
    data = ctx.common(path, title, [(title, "")])
    data["powers"] = _powers(ctx, digests)
    data["years"] = _years(digests)
    return Page(path, "statistics.html", data)


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """The statistics page."""
    return [_statistics(ctx, site.digests)]


PAGE_TYPE = PageType("statistics", "statistics.html", plan, scope="site", order=50)
