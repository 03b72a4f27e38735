"""Rounds not scored yet on the site: the draw is out, the results are not all in.

docs/content-format.md, "Rounds in play". The round in play (the first round with a board
without results) and every round after it (a league's schedule publishes them all at
once) have pages that show who sits where, without scores, and so do their boards; a
round's page is also its board call (every player in alphabetical order with their board,
printable, and a link to its score sheets, :mod:`score_sheets`). The event page says which
round is being played and how many of its players have a result, shows its boards still
being played, and titles its ranking with what it counts; each player's page links their
next board. These rounds are never in
the event's :class:`EventResult` (they are not scored), so the other planners and the
exports see only the rounds scored.
"""

from __future__ import annotations

from collections.abc import Mapping

from podium.model import Board, DrawnBoard, DrawnSeat, Round
from podium.scoring.kinds import AnyKind, as_drawn, event_kind, finished
from podium.scoring.results import EventResult
from podium.site.pages import score_sheets
from podium.site.pages.board import EventInput
from podium.site.pages.context import Context
from podium.site.pages.history import edit_view
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.parts import sort_name
from podium.site.pages.paths import (
    PLAYER_PAGE,
    board_path,
    event_path,
    round_path,
    rules_path,
    score_sheets_path,
)


def plan(ctx: Context, event: EventInput) -> list[Page]:
    """A page for each round not scored yet, and one for each of its boards."""
    result = event.result
    made: list[Page] = []
    for rnd in result.event.unscored:
        made.append(_round(ctx, result, rnd))
        scored = rnd.boards if rnd.number == result.provisional else ()
        made.extend(_board(ctx, result, rnd, b) for b in rnd.every_board if b not in scored)
    return made


def event_view(ctx: Context, page: str, result: EventResult) -> View | None:
    """What the event page says of the rounds not scored yet: which round is being played
    (with a link to its draw) and how many of its players have a result, the boards still
    being played (the draw of the others), the links to the rounds after it, and the title
    of the ranking (the standings after the rounds scored). None when every round is
    scored."""
    ev = result.event
    first = ev.in_play
    if first is None:
        return None
    tr = ctx.tr
    entered, seated = entered_players(first)
    return {
        "number": first.number,
        "text": tr.gettext("Round %(n)s is being played.", n=first.number),
        "entered": tr.ngettext(
            "%(num)s of %(total)s has a result in round %(n)s.",
            "%(num)s of %(total)s have a result in round %(n)s.",
            entered,
            total=seated,
            n=first.number,
        ),
        "waiting": [_board_view(ctx, page, result, first.number, b) for b in first.drawn],
        "waiting_title": tr.gettext("Still playing in round %(n)s", n=first.number),
        "link": tr.gettext("See the draw"),
        "href": ctx.href(page, round_path(ev.id, first.number)),
        "rounds": [
            {
                "label": tr.gettext("Round %(n)s", n=rnd.number),
                "href": ctx.href(page, round_path(ev.id, rnd.number)),
                "badge": _badge(ctx, ev.unscored, rnd),
            }
            for rnd in ev.unscored
        ],
        "standings": _standings_title(ctx, result),
    }


def current_boards(ctx: Context, result: EventResult) -> Mapping[str, tuple[View, ...]]:
    """Each player's next board(s): those without results in the first round not scored
    in which they have one, as their page links them."""
    tr = ctx.tr
    ev = result.event
    kind = event_kind(ev.scoring)
    found: dict[str, list[View]] = {}
    for rnd in ev.unscored:
        here: dict[str, list[View]] = {}
        for board in rnd.drawn:
            for number, seat in enumerate(board.seats, start=1):
                if seat.player is None or seat.player in found:
                    continue
                label = _seat_label(ctx, kind, seat, number)
                here.setdefault(seat.player, []).append(
                    {
                        "event": ev.name,
                        "event_href": ctx.href(PLAYER_PAGE, event_path(ev.id)),
                        "text": tr.gettext(
                            "Round %(n)s, board %(board)s", n=rnd.number, board=board.board
                        ),
                        "href": ctx.href(PLAYER_PAGE, board_path(ev.id, rnd.number, board.board)),
                        **label,
                    }
                )
        found.update(here)
    return {player: tuple(views) for player, views in sorted(found.items())}


def entered_players(rnd: Round) -> tuple[int, int]:
    """How many players of a round in play have a result (on a board that has finished),
    and how many it seats (sit-outs counted in neither)."""
    entered = {p for b in rnd.boards for p in b.players}
    waiting = {p for b in rnd.drawn for p in b.players}
    return len(entered), len(entered | waiting)


def boards_entered(ctx: Context, rnd: Round) -> str:
    """ "1 of 3 boards entered": what standings so far count of the round in play."""
    return ctx.tr.ngettext(
        "%(entered)s of %(num)s board entered",
        "%(entered)s of %(num)s boards entered",
        len(rnd.every_board),
        entered=len(rnd.boards),
    )


def _standings_title(ctx: Context, result: EventResult) -> str:
    """The title of the ranking while a round is in play: what it counts."""
    tr = ctx.tr
    ev = result.event
    done = len(ev.rounds)
    if result.provisional is not None and ev.in_play is not None:
        entered = boards_entered(ctx, ev.in_play)
        if done:
            return tr.gettext(
                "Standings so far, provisional: after round %(done)s, and round %(n)s with "
                "%(entered)s",
                done=done,
                n=result.provisional,
                entered=entered,
            )
        return tr.gettext(
            "Standings so far, provisional: round %(n)s, %(entered)s",
            n=result.provisional,
            entered=entered,
        )
    if done:
        return tr.gettext("Standings after round %(n)s", n=done)
    return tr.gettext("No round has finished yet.")


# --------------------------------------------------------------------------- pages


def _badge(ctx: Context, unscored: tuple[Round, ...], rnd: Round) -> str:
    """ "In play" for the round being played and a later round with results already in;
    "Scheduled" for a later round whose draw alone is out."""
    if rnd is unscored[0] or rnd.boards:
        return ctx.tr.gettext("In play")
    return ctx.tr.gettext("Scheduled")


def _label(ctx: Context, kind: AnyKind, seat: DrawnSeat) -> View:
    """The seat's power (translated, with its CSS class) or side."""
    if kind.seat_by_power:
        return {"label": ctx.tr.power(seat.label), "power_class": seat.label.lower()}
    return {"label": seat.label, "power_class": ""}


def _seat_label(ctx: Context, kind: AnyKind, seat: DrawnSeat, number: int) -> View:
    """The seat's power or side (see :func:`_label`), or "Seat 3" (the ``number``-th of
    its board) where seats are numbered."""
    label = _label(ctx, kind, seat)
    if kind.seat_label == "number":
        label["label"] = ctx.tr.gettext("Seat %(n)s", n=number)
    return label


def _board_call(ctx: Context, page: str, result: EventResult, rnd: Round) -> list[View]:
    """Every player of the round in alphabetical order, with their board (its title, its
    link, whether it is the top table, its game) and their seat; or sitting out."""
    tr = ctx.tr
    ev = result.event
    kind = event_kind(ev.scoring)
    rows: list[tuple[tuple[str, str], View]] = []
    for board in rnd.every_board:
        drawn = as_drawn(board)
        where = {
            "board": tr.gettext("Board %(board)s", board=board.board),
            "href": ctx.href(page, board_path(ev.id, rnd.number, board.board)),
            "top_table": board.top_table,
            "game": drawn.game or "",
        }
        for number, seat in enumerate(drawn.seats, start=1):
            if seat.player is not None:
                row = {"player": ctx.player_link(page, seat.player), **where}
                row.update(_seat_label(ctx, kind, seat, number))
                rows.append(((sort_name(ctx.name(seat.player)), seat.player), row))
    for player in rnd.sit_outs:
        away = {"board": tr.gettext("Sitting out"), "href": "", "top_table": False, "game": ""}
        row = {"player": ctx.player_link(page, player), **away, "label": "", "power_class": ""}
        rows.append(((sort_name(ctx.name(player)), player), row))
    return [row for _, row in sorted(rows, key=lambda found: found[0])]


def _board_view(
    ctx: Context, page: str, result: EventResult, number: int, board: Board | DrawnBoard
) -> View:
    tr = ctx.tr
    kind = event_kind(result.event.scoring)
    drawn = as_drawn(board)
    return {
        "id": board.board,
        "title": tr.gettext("Board %(board)s", board=board.board),
        "href": ctx.href(page, board_path(result.event.id, number, board.board)),
        "kind": kind.name,  # (for a club's own draw.html; the default one asks seat_label)
        "seat_label": kind.seat_label,
        "top_table": board.top_table,
        "game": tr.gettext("Game: %(game)s", game=drawn.game) if drawn.game else "",
        "finished": finished(board),
        "scored": number == result.provisional and finished(board),
        "seats": [
            {**_label(ctx, kind, seat), "player": ctx.player_link(page, seat.player)}
            for seat in drawn.seats
        ],
    }


def _common(ctx: Context, result: EventResult, rnd: Round, page: str) -> View:
    """What the pages of a round not scored yet share."""
    tr = ctx.tr
    ev = result.event
    last = ev.unscored[-1].number
    return {
        "event": {
            "name": ev.name,
            "href": ctx.href(page, event_path(ev.id)),
            "rules_href": ctx.href(page, rules_path(ev.scoring)),
        },
        "number": rnd.number,
        "badge": _badge(ctx, ev.unscored, rnd),
        "round_href": ctx.href(page, round_path(ev.id, rnd.number)),
        "date": tr.date(rnd.date) if rnd.date else "",
        "previous": (
            {
                "href": ctx.href(page, round_path(ev.id, rnd.number - 1)),
                "label": tr.gettext("Previous round"),
            }
            if rnd.number > 1
            else None
        ),
        "next": (
            {
                "href": ctx.href(page, round_path(ev.id, rnd.number + 1)),
                "label": tr.gettext("Next round"),
            }
            if rnd.number < last
            else None
        ),
    }


def _round(ctx: Context, result: EventResult, rnd: Round) -> Page:
    ev = result.event
    path = round_path(ev.id, rnd.number)
    title = ctx.tr.gettext("Round %(n)s", n=rnd.number)
    data = ctx.common(path, f"{title} · {ev.name}", [(ev.name, event_path(ev.id)), (title, "")])
    data.update(_common(ctx, result, rnd, path))
    data["boards"] = [_board_view(ctx, path, result, rnd.number, b) for b in rnd.every_board]
    data["sit_outs"] = [ctx.player_link(path, p) for p in rnd.sit_outs]
    data["board"] = None
    data["call"] = _board_call(ctx, path, result, rnd)
    data["call_has_game"] = any(row["game"] for row in data["call"])
    data["seat_label"] = event_kind(ev.scoring).seat_label
    data["score_sheets_href"] = (
        ctx.href(path, score_sheets_path(ev.id, rnd.number))
        if score_sheets.has_sheets(ev.scoring)
        else ""
    )
    data.update(edit_view(ctx, rnd.where.file, ctx.tr.gettext("Opens the round file on GitHub")))
    return Page(path, "draw.html", data)


def _board(ctx: Context, result: EventResult, rnd: Round, board: Board | DrawnBoard) -> Page:
    ev = result.event
    tr = ctx.tr
    path = board_path(ev.id, rnd.number, board.board)
    round_title = tr.gettext("Round %(n)s", n=rnd.number)
    title = tr.gettext("Board %(board)s", board=board.board)
    data = ctx.common(
        path,
        f"{title} · {round_title} · {ev.name}",
        [
            (ev.name, event_path(ev.id)),
            (round_title, round_path(ev.id, rnd.number)),
            (title, ""),
        ],
    )
    data.update(_common(ctx, result, rnd, path))
    data["boards"] = [_board_view(ctx, path, result, rnd.number, board)]
    data["sit_outs"] = []
    data["board"] = board.board
    data["call"] = []
    data["call_has_game"] = False
    data["seat_label"] = event_kind(ev.scoring).seat_label
    data["score_sheets_href"] = ""
    data["previous"] = data["next"] = None
    data.update(edit_view(ctx, board.where.file, tr.gettext("Opens the round file on GitHub")))
    return Page(path, "draw.html", data)


PAGE_TYPE = PageType("in_play", "draw.html", plan, scope="event", order=60)
