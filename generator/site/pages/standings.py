"""An event's standings after each round (``standings.html``), for two rounds or more: the
newest in full, grouped as the final ranking is (the top table's podium first,
:func:`ranking.groups`), with each player's move since the round before; then one table
of each player's rank and total after every earlier round."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from podium.numbers import exact_sum
from podium.scoring import after_rounds
from podium.scoring.results import EventResult, Standing
from podium.site import ranking
from podium.site.pages import in_play
from podium.site.pages.board import EventInput
from podium.site.pages.context import Context
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.parts import event_crumbs, event_summary, rank_label
from podium.site.pages.paths import event_path, standings_path


def _standings_page(ctx: Context, result: EventResult) -> list[Page]:
    """The ranking as it stands after the newest round scored, and each player's rank and
    total after every earlier round (an event of two rounds or more)."""
    ev = result.event
    numbers = result.round_numbers
    if len(numbers) < 2:
        return []
    tr = ctx.tr
    path = standings_path(ev.id)
    title = tr.gettext("Standings after each round")
    data = ctx.common(path, f"{title} · {ev.name}", [*event_crumbs(result), (title, "")])
    # after the rounds scored; and, with the finished boards of a round in play, so far
    official = after_rounds.after_each_round(ev, ctx.club.players, _official(result))
    after = [*official, result] if result.provisional is not None else official
    scored = [(n, s) for n, s in zip(numbers, after, strict=True) if s is not None]
    *earlier, (n, newest) = scored
    before = _ranks(earlier[-1][1]) if earlier else {}
    medals = n != result.provisional  # (none for a round counted partly)
    rows = [_standing_row(ctx, path, s, n, before, medals) for s in newest.ranking]
    data["event"] = event_summary(ctx, path, result)
    data["ranking_href"] = ctx.href(path, event_path(ev.id)) + "#ranking"
    data["newest"] = {
        "id": f"after-{n}",
        "label": (
            tr.gettext(
                "Round %(n)s so far, provisional: %(entered)s",
                n=n,
                entered=in_play.boards_entered(ctx, ev.in_play),
            )
            if n == result.provisional and ev.in_play is not None
            else tr.gettext("After round %(n)s", n=n)
        ),
        "final": n == numbers[-1] and ev.in_play is None,
        "round_short": tr.gettext("R%(n)s", n=n),
        "groups": ranking.groups(tr, rows),
    }
    data["earlier"] = _earlier(ctx, path, earlier, newest)
    return [Page(path, "standings.html", data)]


def _ranks(scored: EventResult) -> dict[str, int]:
    return {s.player: s.rank for s in scored.ranking if s.rank is not None}


def _earlier(
    ctx: Context, page: str, earlier: Sequence[tuple[int, EventResult]], newest: EventResult
) -> View:
    """Each player's rank and total after each earlier round, one row a player, in the
    order of the newest standings (then anyone they no longer rank, newest round first)."""
    tr = ctx.tr
    found = [{s.player: s for s in scored.ranking} for _, scored in earlier]
    order = dict.fromkeys(s.player for s in newest.ranking)
    for standings in reversed(found):
        order.update(dict.fromkeys(standings))
    return {
        "rounds": [
            {"label": tr.gettext("After round %(n)s", n=n), "short": tr.gettext("R%(n)s", n=n)}
            for n, _ in earlier
        ],
        "rows": [
            {
                "player": ctx.player_link(page, pid),
                "cells": [_then(ctx, standings.get(pid)) for standings in found],
            }
            for pid in order
        ],
    }


def _then(ctx: Context, s: Standing | None) -> View | None:
    """A player's rank and total after an earlier round (None: not ranked then)."""
    if s is None:
        return None
    return {"rank": rank_label(s), "total": ctx.tr.number(s.total)}


def _official(result: EventResult) -> EventResult | None:
    """``result`` if it is the ranking after its last round scored; None if it counts
    the finished boards of a round in play too."""
    return result if result.provisional is None else None


def _standing_row(
    ctx: Context, page: str, s: Standing, n: int, before: Mapping[str, int], medals: bool
) -> View:
    """One player's line in the standings after round ``n`` (``before``: the ranks after
    the round before, none after round 1; ``medals``: whether the first three get one)."""
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
    in_round = played[0].counted if len(played) == 1 else exact_sum(c.counted for c in played)
    return {
        "rank": rank_label(s),
        "medal": s.rank if medals and s.rank is not None and s.rank <= 3 else None,
        "player": ctx.player_link(page, s.player),
        "total": tr.number(s.total),
        "round": tr.number(in_round) if played else "",
        "move": move,
        "podium": "podium" in s.marks and s.rank is not None,
    }


def plan(ctx: Context, event: EventInput) -> list[Page]:
    """The event's standings after each round, if it has two rounds or more."""
    return _standings_page(ctx, event.result)


PAGE_TYPE = PageType("standings", "standings.html", plan, scope="event", order=30)
