"""A round's page (``round.html``): its boards' tables and who sat out."""

from __future__ import annotations

from collections.abc import Sequence

from podium.scoring.results import EventResult
from podium.site import sharing
from podium.site.pages.board import BoardTable, CountedIndex, EventInput, board_view
from podium.site.pages.context import Context
from podium.site.pages.history import edit_view
from podium.site.pages.page import Page, PageType
from podium.site.pages.parts import event_crumbs, event_summary
from podium.site.pages.paths import round_path


def _round(
    ctx: Context,
    result: EventResult,
    number: int,
    counted: CountedIndex,
    tables: Sequence[BoardTable],
) -> Page:
    """Round ``number``'s page (``tables``: of every board, :func:`board_tables`)."""
    ev = result.event
    tr = ctx.tr
    path = round_path(ev.id, number)
    rnd = ev.rounds[number - 1]
    title = tr.gettext("Round %(n)s", n=number)
    boards = [t for t in tables if t.score.round == number]
    date = tr.date(rnd.date) if rnd.date else ""
    description = sharing.describe(
        [
            date,
            tr.ngettext("%(num)s board", "%(num)s boards", len(boards)),
            tr.ngettext("%(num)s player", "%(num)s players", sum(len(t.seats) for t in boards)),
        ]
    )
    data = ctx.common(
        path, f"{title} · {ev.name}", [*event_crumbs(result), (title, "")], description
    )
    data.update(
        {
            "event": event_summary(ctx, path, result),
            "number": number,
            "date": date,
            "boards": [board_view(ctx, path, result, t, with_breakdown=False) for t in boards],
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


def plan(ctx: Context, event: EventInput) -> list[Page]:
    """A page for each round of the event scored."""
    return [
        _round(ctx, event.result, rnd.number, event.counted, event.tables)
        for rnd in event.result.event.rounds
    ]


PAGE_TYPE = PageType("round", "round.html", plan, scope="event", order=40)
