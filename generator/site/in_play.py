"""A round in play on the site: the draw is out, its results are not all in.

docs/content-format.md, "Rounds in play". The round's page and its boards' pages show who
sits where (no scores); the event page says which round is being played and labels its
ranking as the standings after the rounds scored; each player's page links their board.
The round is never in the event's :class:`EventResult` (it is not scored), so the other
planners and the exports see only the rounds scored.
"""

from __future__ import annotations

from collections.abc import Mapping

from generator.model import Board, DrawnBoard, DrawnSeat, Round
from generator.scoring.kinds import as_drawn, system_kind
from generator.scoring.registry import UNUSABLE, get_system
from generator.scoring.results import EventResult
from generator.site import pages as site


def playing(result: EventResult) -> Round | None:
    """The event's round in play, if one is."""
    return result.event.in_play


def pages(ctx: site.Context, result: EventResult) -> list[site.Page]:
    """The round in play's page and one page per board (none if no round is in play)."""
    rnd = playing(result)
    if rnd is None:
        return []
    return [_round(ctx, result, rnd), *(_board(ctx, result, rnd, b) for b in rnd.every_board)]


def event_view(ctx: site.Context, page: str, result: EventResult) -> site.View | None:
    """What the event page says of the round in play: which round, a link to its draw,
    and the title of the ranking (the standings after the rounds scored)."""
    rnd = playing(result)
    if rnd is None:
        return None
    tr = ctx.tr
    done = len(result.event.rounds)
    return {
        "number": rnd.number,
        "label": tr.gettext("Round %(n)s", n=rnd.number),
        "text": tr.gettext("Round %(n)s is being played.", n=rnd.number),
        "link": tr.gettext("See the draw"),
        "href": site.href(page, site.round_path(result.event.id, rnd.number)),
        "standings": (
            tr.gettext("Standings after round %(n)s", n=done)
            if done
            else tr.gettext("No round has finished yet.")
        ),
    }


def current_boards(ctx: site.Context, result: EventResult) -> Mapping[str, tuple[site.View, ...]]:
    """Each player of the round in play: their board(s) there, as their page links them."""
    rnd = playing(result)
    if rnd is None:
        return {}
    tr = ctx.tr
    ev = result.event
    found: dict[str, list[site.View]] = {}
    for board in rnd.every_board:
        for seat in _seats(board):
            if seat.player is None:
                continue
            found.setdefault(seat.player, []).append(
                {
                    "event": ev.name,
                    "event_href": site.href(site.PLAYER_PAGE, site.event_path(ev.id)),
                    "text": tr.gettext(
                        "Round %(n)s, board %(board)s", n=rnd.number, board=board.board
                    ),
                    "href": site.href(
                        site.PLAYER_PAGE, site.board_path(ev.id, rnd.number, board.board)
                    ),
                    **_label(ctx, _kind(result), seat),
                }
            )
    return {player: tuple(views) for player, views in sorted(found.items())}


# --------------------------------------------------------------------------- pages


def _kind(result: EventResult) -> str:
    try:
        return system_kind(get_system(result.event.scoring)).name
    except UNUSABLE:  # pragma: no cover - an event is scored only with a usable system
        return "diplomacy"


def _seats(board: Board | DrawnBoard) -> tuple[DrawnSeat, ...]:
    """Who sits where on a board of the round, drawn or with its results in."""
    return as_drawn(board).seats


def _label(ctx: site.Context, kind: str, seat: DrawnSeat) -> site.View:
    """The seat's power (translated, with its CSS class) or side."""
    if kind == "diplomacy":
        return {"label": ctx.tr.power(seat.label), "power_class": seat.label.lower()}
    return {"label": seat.label, "power_class": ""}


def _board_view(
    ctx: site.Context, page: str, result: EventResult, number: int, board: Board | DrawnBoard
) -> site.View:
    tr = ctx.tr
    kind = _kind(result)
    game = as_drawn(board).game
    return {
        "id": board.board,
        "title": tr.gettext("Board %(board)s", board=board.board),
        "href": site.href(page, site.board_path(result.event.id, number, board.board)),
        "kind": kind,
        "top_table": board.top_table,
        "game": tr.gettext("Game: %(game)s", game=game) if game else "",
        "finished": not isinstance(board, DrawnBoard),
        "seats": [
            {**_label(ctx, kind, seat), "player": ctx.player_link(page, seat.player)}
            for seat in _seats(board)
        ],
    }


def _common(ctx: site.Context, result: EventResult, rnd: Round, page: str) -> site.View:
    tr = ctx.tr
    return {
        "event": {
            "name": result.event.name,
            "href": site.href(page, site.event_path(result.event.id)),
        },
        "number": rnd.number,
        "round_href": site.href(page, site.round_path(result.event.id, rnd.number)),
        "date": tr.date(rnd.date) if rnd.date else "",
    }


def _round(ctx: site.Context, result: EventResult, rnd: Round) -> site.Page:
    ev = result.event
    tr = ctx.tr
    path = site.round_path(ev.id, rnd.number)
    title = tr.gettext("Round %(n)s", n=rnd.number)
    data = ctx.common(
        path, f"{title} · {ev.name}", [(ev.name, site.event_path(ev.id)), (title, "")]
    )
    data.update(_common(ctx, result, rnd, path))
    data["boards"] = [_board_view(ctx, path, result, rnd.number, b) for b in rnd.every_board]
    data["sit_outs"] = [ctx.player_link(path, p) for p in rnd.sit_outs]
    data["board"] = None
    data["previous"] = (
        {
            "href": site.href(path, site.round_path(ev.id, rnd.number - 1)),
            "label": tr.gettext("Previous round"),
        }
        if rnd.number > 1
        else None
    )
    return site.Page(path, "draw.html", data)


def _board(
    ctx: site.Context, result: EventResult, rnd: Round, board: Board | DrawnBoard
) -> site.Page:
    ev = result.event
    tr = ctx.tr
    path = site.board_path(ev.id, rnd.number, board.board)
    round_title = tr.gettext("Round %(n)s", n=rnd.number)
    title = tr.gettext("Board %(board)s", board=board.board)
    data = ctx.common(
        path,
        f"{title} · {round_title} · {ev.name}",
        [
            (ev.name, site.event_path(ev.id)),
            (round_title, site.round_path(ev.id, rnd.number)),
            (title, ""),
        ],
    )
    data.update(_common(ctx, result, rnd, path))
    data["boards"] = [_board_view(ctx, path, result, rnd.number, board)]
    data["sit_outs"] = []
    data["board"] = board.board
    data["previous"] = None
    return site.Page(path, "draw.html", data)
