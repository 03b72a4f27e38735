"""The score sheets of a round not scored yet (``score_sheets.html``): one printed page per
board of Diplomacy, for its table to fill in and sign. Each names the event, the round
and the board, lists its powers and players as drawn, and has a grid of the centres each
power holds at the end of each year, then a line for each player to sign
(docs/running-an-event.md, "The board call").

Boards of other kinds (placement, team games) have no centre grid: their rounds have no
score sheets.
"""

from __future__ import annotations

from podium.model import Board, DrawnBoard, Round
from podium.scoring.kinds import as_drawn, event_kind
from podium.site.pages.board import EventInput
from podium.site.pages.context import Context
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.paths import event_path, round_path, rules_path, score_sheets_path

YEARS = tuple(range(1901, 1911))
"""The years of a sheet's grid: the drawn board does not say when its game will end."""


def has_sheets(scoring: str) -> bool:
    """Whether the rounds of an event scored with ``scoring`` have score sheets (boards
    of powers and centres)."""
    return event_kind(scoring).seat_by_power


def plan(ctx: Context, event: EventInput) -> list[Page]:
    """The score sheets of each round not scored yet, for boards of powers."""
    result = event.result
    if not has_sheets(result.event.scoring):
        return []
    return [_sheets(ctx, event, rnd) for rnd in result.event.unscored]


def _sheet(ctx: Context, board: Board | DrawnBoard) -> View:
    """One board's sheet: its title and its seats as drawn (names, unlinked: for paper)."""
    tr = ctx.tr
    return {
        "id": board.board,
        "title": tr.gettext("Board %(board)s", board=board.board),
        "top_table": board.top_table,
        "seats": [
            {
                "power": tr.power(seat.label),
                "power_class": seat.label.lower(),
                "player": ctx.name(seat.player),
            }
            for seat in as_drawn(board).seats
        ],
    }


def _sheets(ctx: Context, event: EventInput, rnd: Round) -> Page:
    tr = ctx.tr
    ev = event.result.event
    path = score_sheets_path(ev.id, rnd.number)
    round_title = tr.gettext("Round %(n)s", n=rnd.number)
    title = tr.gettext("Score sheets")
    data = ctx.common(
        path,
        f"{title} · {round_title} · {ev.name}",
        [(ev.name, event_path(ev.id)), (round_title, round_path(ev.id, rnd.number)), (title, "")],
    )
    data.update(
        {
            "event": {
                "name": ev.name,
                "href": ctx.href(path, event_path(ev.id)),
                "rules_href": ctx.href(path, rules_path(ev.scoring)),
            },
            "number": rnd.number,
            "round_href": ctx.href(path, round_path(ev.id, rnd.number)),
            "date": tr.date(rnd.date) if rnd.date else "",
            "years": list(YEARS),
            "sheets": [_sheet(ctx, board) for board in rnd.every_board],
        }
    )
    return Page(path, "score_sheets.html", data)


PAGE_TYPE = PageType("score_sheets", "score_sheets.html", plan, scope="event", order=70)
