"""An event's standings after each round (``standings.html``), for two rounds or more;
grouped as the final ranking is (the top table's podium first, :func:`ranking.groups`)."""

from __future__ import annotations

from collections.abc import Mapping

from podium.numbers import exact_sum
from podium.scoring import after_rounds
from podium.scoring.results import EventResult, Standing
from podium.site import ranking
from podium.site.pages.board import EventInput
from podium.site.pages.context import Context
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.parts import event_crumbs, event_summary, rank_label
from podium.site.pages.paths import event_path, standings_path


def _standings_page(ctx: Context, result: EventResult) -> list[Page]:
    """The ranking as it stood after each round (an event of two rounds or more)."""
    ev = result.event
    numbers = result.round_numbers
    if len(numbers) < 2:
        return []
    tr = ctx.tr
    path = standings_path(ev.id)
    title = tr.gettext("Standings after each round")
    data = ctx.common(path, f"{title} · {ev.name}", [*event_crumbs(result), (title, "")])
    rounds: list[View] = []
    before: dict[str, int] = {}
    # after the rounds scored; and, with the finished boards of a round in play, so far
    official = after_rounds.after_each_round(ev, ctx.club.players, _official(result))
    after = [*official, result] if result.provisional is not None else official
    for n, scored in zip(numbers, after, strict=True):
        if scored is None:
            continue
        rows = [_standing_row(ctx, path, s, n, before) for s in scored.ranking]
        before = {s.player: s.rank for s in scored.ranking if s.rank is not None}
        rounds.append(
            {
                "id": f"after-{n}",
                "label": (
                    tr.gettext("Round %(n)s so far, provisional", n=n)
                    if n == result.provisional
                    else tr.gettext("After round %(n)s", n=n)
                ),
                "final": n == numbers[-1] and ev.in_play is None,
                "round_short": tr.gettext("R%(n)s", n=n),
                "groups": ranking.groups(tr, rows),
            }
        )
    data["event"] = event_summary(ctx, path, result)
    data["ranking_href"] = ctx.href(path, event_path(ev.id)) + "#ranking"
    data["rounds"] = rounds
    return [Page(path, "standings.html", data)]


def _official(result: EventResult) -> EventResult | None:
    """``result`` if it is the ranking after its last round scored; None if it counts
    the finished boards of a round in play too."""
    return result if result.provisional is None else None


def _standing_row(ctx: Context, page: str, s: Standing, n: int, before: Mapping[str, int]) -> View:
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
    in_round = played[0].counted if len(played) == 1 else exact_sum(c.counted for c in played)
    return {
        "rank": rank_label(s),
        "medal": s.rank if s.rank is not None and s.rank <= 3 else None,
        "player": ctx.player_link(page, s.player),
        "total": tr.number(s.total),
        "round": tr.number(in_round) if played else "",
        "move": move,
        "podium": "podium" in s.marks and s.rank is not None,
    }


def plan(ctx: Context, event: EventInput) -> list[Page]:
    """The event's standings after each round, if it has two rounds or more."""
    return _standings_page(ctx, event.result)


PAGE_TYPE = PageType("standings", "standings.html", plan)
