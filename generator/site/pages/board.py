"""A board's page (``board.html``), and a board's table, which round pages show too."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from fractions import Fraction

from generator.model import DiplomacyBoard, PowerEntry
from generator.scoring.kinds import AnyKind, kind_of
from generator.scoring.results import BoardScore, Counted, EventResult, Seat
from generator.site import charts, sharing
from generator.site.board_facts import year_ties
from generator.site.pages.context import _Context
from generator.site.pages.history import _round_changed, edit_view
from generator.site.pages.page import Page, View
from generator.site.pages.parts import _event_crumbs, _event_summary, _firsts, _standings
from generator.site.pages.paths import board_path, round_path

CountedIndex = Mapping[tuple[str, int, str | None], Counted]
"""What each player counted: (player, round, board or None for a sit-out) -> Counted."""


def _counted_index(result: EventResult) -> dict[tuple[str, int, str | None], Counted]:
    index = {}
    for s in _standings(result):
        for c in s.results:
            index[(s.player, c.round, c.board)] = c
    return index


def _seat_row(
    ctx: _Context,
    page: str,
    kind: AnyKind,
    board: BoardScore,
    seat: Seat,
    counted: Mapping[tuple[str, int, str | None], Counted],
    with_breakdown: bool,
    shared: Collection[int],
    system: str,
) -> View:
    tr = ctx.tr
    row: View = {
        "position": _position_label(seat.position, shared),
        "player": ctx.player_link(page, seat.player),
        "score": tr.number(seat.score),
        "score_sort": tr.sort_key(seat.score),
        "counted": "",
        "adjustments": [],
        "breakdown": ctx.chips(page, system, seat.breakdown) if with_breakdown else [],
    }
    c = counted.get((seat.player, board.round, board.board.board)) if seat.player else None
    if c is not None and c.counted is not seat.score and c.counted != seat.score:
        row["counted"] = tr.number(c.counted)
        row["adjustments"] = ctx.chips(page, system, c.adjustments)
    for column in kind.columns:
        value = column.value(seat)
        if column.power:
            row[column.view_key] = tr.power(str(value))
            row[f"{column.view_key}_class"] = str(value).lower()
        elif isinstance(value, Fraction):
            row[column.view_key] = tr.number(value)
        else:
            row[column.view_key] = "" if value is None else value
    row["civil_disorder"] = seat.player is None
    return row


def _position_label(position: int | None, shared: Collection[int]) -> str:
    """A seat's position on its board, with "=" when another seat shares it (``shared``)."""
    if position is None:
        return ""
    return f"{position}=" if position in shared else str(position)


def _shared_positions(board: BoardScore) -> set[int]:
    """The positions that more than one seat of the board has (shown "2=")."""
    seen: set[int] = set()
    shared: set[int] = set()
    for seat in board.seats:
        if seat.position is not None:
            (shared if seat.position in seen else seen).add(seat.position)
    return shared


def _board_view(
    ctx: _Context,
    page: str,
    result: EventResult,
    board: BoardScore,
    counted: Mapping[tuple[str, int, str | None], Counted],
    *,
    with_breakdown: bool,
) -> View:
    """One board's table, shared by the round page (short) and the board page (full)."""
    tr = ctx.tr
    b = board.board
    kind = kind_of(b)
    shared = _shared_positions(board)
    rows = [
        _seat_row(ctx, page, kind, board, s, counted, with_breakdown, shared, result.event.scoring)
        for s in board.seats
    ]
    view: View = {
        "id": b.board,
        "title": tr.gettext("Board %(board)s", board=b.board),
        "href": ctx.href(page, board_path(result.event.id, board.round, b.board)),
        "kind": kind.name,
        "top_table": b.top_table,
        "rows": rows,
        "has_counted": any(r["counted"] for r in rows),
        "result": "",
        "game": "",
        "sides": [],
    }
    view.update(kind.page_view(b, board, rows, tr))
    return view


def _board(ctx: _Context, result: EventResult, index: int, counted: CountedIndex) -> Page:
    """The page of the event's board number ``index`` (in ``result.boards``' order)."""
    ev = result.event
    tr = ctx.tr
    board = result.boards[index]
    b = board.board
    path = board_path(ev.id, board.round, b.board)
    round_title = tr.gettext("Round %(n)s", n=board.round)
    title = tr.gettext("Board %(board)s", board=b.board)
    view = _board_view(ctx, path, result, board, counted, with_breakdown=True)
    firsts = [s.player for s in board.seats if s.position == 1 and s.player is not None]
    data = ctx.common(
        path,
        f"{title} · {round_title} · {ev.name}",
        [*_event_crumbs(result), (round_title, round_path(ev.id, board.round)), (title, "")],
        sharing.describe([_firsts(ctx, firsts), view["result"], view["game"]]),
    )
    data.update({"event": _event_summary(ctx, path, result), "round": board.round, "board": view})
    data["centres"] = _centre_table(ctx, path, board) if isinstance(b, DiplomacyBoard) else None
    data["previous"] = _board_link(ctx, path, result, index - 1, board.round)
    data["next"] = _board_link(ctx, path, result, index + 1, board.round)
    data.update(edit_view(ctx, b.where.file, ctx.tr.gettext("Opens the round file on GitHub")))
    data["round_changed"] = _round_changed(ctx, b.where.file)
    return Page(path, "board.html", data)


def _board_link(
    ctx: _Context, page: str, result: EventResult, index: int, round_number: int
) -> View | None:
    """The link to the event's board number ``index``, if there is one: "Board 2" in the
    same round, "Round 2, board 1" in the one before or after."""
    if not 0 <= index < len(result.boards):
        return None
    other = result.boards[index]
    name = other.board.board
    label = (
        ctx.tr.gettext("Board %(board)s", board=name)
        if other.round == round_number
        else ctx.tr.gettext("Round %(n)s, board %(board)s", n=other.round, board=name)
    )
    return {"href": ctx.href(page, board_path(result.event.id, other.round, name)), "label": label}


def _centre_table(ctx: _Context, page: str, score: BoardScore) -> View:
    tr = ctx.tr
    board = score.board
    assert isinstance(board, DiplomacyBoard)
    years = list(board.years)
    known = any(p.history is not None for p in board.powers)
    rows = []
    series = []
    for p in board.powers:
        counts: list[str | int]
        if p.history is not None:
            counts = list(p.history)
            series.append(charts.Series(p.power, tr.power(p.power), p.history))
        elif known:
            counts = ["–"] * (len(years) - 1) + [p.final]
        else:
            counts = [p.final]
        rows.append(
            {
                "power": tr.power(p.power),
                "power_class": p.power.lower(),
                "player": ctx.player_link(page, p.player),
                "counts": counts,
            }
        )
    chart = None
    if series:
        chart = charts.centres_chart(
            years,
            series,
            title=tr.gettext("Supply centres by year, board %(board)s", board=board.board),
            desc=tr.gettext(
                "Line chart of each power's supply centres from %(start)s to %(end)s; "
                "the table above gives the same numbers.",
                start=board.start,
                end=board.end,
            ),
            chart_id=f"centres-{board.board}",
        )
    return {
        "years": years if known else [board.end],
        "rows": rows,
        "final_only": not known,
        "chart": chart,
        "legend": [{"power": s.label, "power_class": s.power.lower()} for s in series],
        "ties": [
            tr.gettext(
                "%(ahead)s ahead of %(behind)s on equal centres: %(a)s to %(b)s in %(year)s.",
                ahead=tr.power(t.ahead),
                behind=tr.power(t.behind),
                a=t.ahead_count,
                b=t.behind_count,
                year=t.year,
            )
            for t in year_ties(board, _power_positions(score))
        ],
    }


def _power_positions(score: BoardScore) -> dict[str, int]:
    """Each power's position on the board (powers in civil disorder have none)."""
    return {
        s.entry.power: s.position
        for s in score.seats
        if isinstance(s.entry, PowerEntry) and s.position is not None
    }
