"""A board's page (``board.html``), and a board's table, which round pages show too."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from podium.scoring.kinds import AnyKind, diplomacy, kind_of, power_of
from podium.scoring.lines import adds_up
from podium.scoring.results import BoardScore, Counted, EventResult, Line, Seat
from podium.site import ranking, sharing
from podium.site.board_facts import year_ties
from podium.site.i18n import Translator
from podium.site.pages.context import Context
from podium.site.pages.history import edit_view, round_changed
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.parts import event_crumbs, event_summary, every_standing, first_places
from podium.site.pages.paths import board_path, round_path

CountedIndex = Mapping[tuple[str, int, str | None], Counted]
"""What each player counted: (player, round, board or None for a sit-out) -> Counted."""


def counted_index(result: EventResult) -> dict[tuple[str, int, str | None], Counted]:
    index = {}
    for s in every_standing(result):
        for c in s.results:
            index[(s.player, c.round, c.board)] = c
    return index


@dataclass(frozen=True, slots=True)
class _SeatFacts:
    """What a seat's row says on every page that shows it; its links differ by page."""

    player: str | None
    position: str
    score: str
    counted: str
    adjustments: tuple[Line, ...]  # shown only where the seat counted other than its score
    breakdown: tuple[Line, ...]
    exact: Fraction | None  # the score (None: the board is not scored)
    columns: View  # the board kind's columns, then "civil_disorder"


@dataclass(frozen=True, slots=True)
class BoardTable:
    """A board's table as far as it is the same on the round's page and the board's own:
    made once for both (:func:`board_tables`), each page adding its links."""

    score: BoardScore
    kind: AnyKind
    seats: tuple[_SeatFacts, ...]


def board_tables(ctx: Context, result: EventResult, counted: CountedIndex) -> list[BoardTable]:
    """The tables of the event's boards, in ``result.boards``' order."""
    return [_board_table(ctx, board, counted) for board in result.boards]


@dataclass(frozen=True, slots=True)
class EventInput:
    """What an event's page planners get: its result, and what several of them show, made
    once: what each player counted where, and each board's table (a round's page and the
    board's own show it)."""

    result: EventResult
    counted: CountedIndex
    tables: Sequence[BoardTable]

    @staticmethod
    def of(ctx: Context, result: EventResult) -> EventInput:
        counted = counted_index(result)
        return EventInput(result, counted, board_tables(ctx, result, counted))


def _board_table(ctx: Context, board: BoardScore, counted: CountedIndex) -> BoardTable:
    kind = kind_of(board.board)
    shared = shared_positions(board)
    columns = [(c.value, c.view_key, c.power) for c in kind.columns]
    seats = tuple(_seat_facts(ctx, columns, board, s, counted, shared) for s in board.seats)
    return BoardTable(board, kind, seats)


_Column = tuple[Callable[[Seat], object], str, bool]
"""A column of a board kind: its value of a seat, its key in view data, whether a power."""


def _seat_facts(
    ctx: Context,
    columns: Sequence[_Column],
    board: BoardScore,
    seat: Seat,
    counted: CountedIndex,
    shared: Collection[int],
) -> _SeatFacts:
    tr = ctx.tr
    shown = ""
    adjustments: Sequence[Line] = ()
    c = counted.get((seat.player, board.round, board.board.board)) if seat.player else None
    if c is not None and c.counted is not seat.score and c.counted != seat.score:
        shown, adjustments = tr.number(c.counted), c.adjustments
    cells: View = {}
    for value_of, key, power in columns:
        value = value_of(seat)
        if power:
            cells[key] = tr.power(str(value))
            cells[f"{key}_class"] = str(value).lower()
        elif isinstance(value, Fraction):
            cells[key] = tr.number(value)
        else:
            cells[key] = "" if value is None else value
    cells["civil_disorder"] = seat.player is None
    return _SeatFacts(
        player=seat.player,
        position=position_label(seat.position, shared),
        score=tr.number(seat.score),
        counted=shown,
        adjustments=tuple(adjustments),
        breakdown=tuple(seat.breakdown),
        exact=seat.score,
        columns=cells,
    )


def _seat_row(
    ctx: Context, page: str, facts: _SeatFacts, with_breakdown: bool, system: str, rules: str
) -> View:
    """A seat's row on ``page`` (``rules``: the link from it to the system's rules)."""
    return {
        "position": facts.position,
        "player": ctx.player_link(page, facts.player),
        "anchor": ranking.seat_id(facts.player) if facts.player is not None else "",
        "score": facts.score,
        "counted": facts.counted,
        "adjustments": ctx.chips(rules, system, facts.adjustments) if facts.counted else [],
        "breakdown": ctx.chips(rules, system, facts.breakdown) if with_breakdown else [],
        "sum": sum_line(ctx.tr, facts.breakdown, facts.exact) if with_breakdown else "",
        **facts.columns,
    }


def sum_line(tr: Translator, lines: Sequence[Line], score: Fraction | None) -> str:
    """The sum a seat's breakdown lines add up to, "(32 + 70 + 10) × 1.6 + 1 = 164.2",
    from their exact numbers; "" when they do not read as one that makes the score."""
    if score is None:
        return ""
    key = (score.numerator, score.denominator, *(item.ident for item in lines))
    shown = tr.memos.sums.get(key)
    if shown is None:  # seats of many boards have the same lines and score
        shown = tr.memos.sums[key] = _sum_line(tr, lines, score)
    return shown


def _sum_line(tr: Translator, lines: Sequence[Line], score: Fraction) -> str:
    found = adds_up(lines, score)
    if found is None:
        return ""
    shown = tr.number(found.start)
    grouped = False  # whether ``shown`` has an operator a factor must not split
    for operator, number in found.steps:
        if operator == "×":
            shown = (
                f"({shown}) × {tr.number(number)}" if grouped else f"{shown} × {tr.number(number)}"
            )
            grouped = False
        else:
            shown = f"{shown} {operator} {tr.number(number)}"
            grouped = True
    return tr.gettext("Sum: %(sum)s", sum=f"{shown} = {tr.number(found.value)}")


def position_label(position: int | None, shared: Collection[int]) -> str:
    """A seat's position on its board, with "=" when another seat shares it (``shared``)."""
    if position is None:
        return ""
    return f"{position}=" if position in shared else str(position)


def shared_positions(board: BoardScore) -> set[int]:
    """The positions that more than one seat of the board has (shown "2=")."""
    seen: set[int] = set()
    shared: set[int] = set()
    for seat in board.seats:
        if seat.position is not None:
            (shared if seat.position in seen else seen).add(seat.position)
    return shared


def board_view(
    ctx: Context, page: str, result: EventResult, table: BoardTable, *, with_breakdown: bool
) -> View:
    """One board's table, shared by the round page (short) and the board page (full)."""
    tr = ctx.tr
    board = table.score
    b = board.board
    system = result.event.scoring
    rules = ctx.rules_href(page, system)
    rows = [_seat_row(ctx, page, s, with_breakdown, system, rules) for s in table.seats]
    if with_breakdown:
        _link_once(rows)
    view: View = {
        "id": b.board,
        "title": tr.gettext("Board %(board)s", board=b.board),
        "href": ctx.href(page, board_path(result.event.id, board.round, b.board)),
        "kind": table.kind.name,
        "top_table": b.top_table,
        "rows": rows,
        "has_counted": any(r["counted"] for r in rows),
        "result": "",
        "director_order": "",
        "game": "",
        "sides": [],
    }
    view.update(table.kind.page_view(b, board, rows, tr))
    return view


def _link_once(rows: Sequence[View]) -> None:
    """Each rules term linked once on a board page, from its first breakdown line: the
    later lines say the same words unlinked (a board page's links to the rules were a
    tenth of its bytes)."""
    linked: set[str] = set()
    for row in rows:
        chips = []
        for chip in row["breakdown"]:
            href = chip["href"]
            if href is not None and href in linked:
                chip = {"text": chip["text"], "href": None}  # the chip is shared: a new one
            elif href is not None:
                linked.add(href)
            chips.append(chip)
        row["breakdown"] = chips


def _board(ctx: Context, result: EventResult, index: int, tables: Sequence[BoardTable]) -> Page:
    """The page of the event's board number ``index`` (in ``result.boards``' order;
    ``tables``: :func:`board_tables`)."""
    ev = result.event
    tr = ctx.tr
    board = result.boards[index]
    b = board.board
    path = board_path(ev.id, board.round, b.board)
    round_title = tr.gettext("Round %(n)s", n=board.round)
    title = tr.gettext("Board %(board)s", board=b.board)
    view = board_view(ctx, path, result, tables[index], with_breakdown=True)
    firsts = [s.player for s in board.seats if s.position == 1 and s.player is not None]
    data = ctx.common(
        path,
        f"{title} · {round_title} · {ev.name}",
        [*event_crumbs(result), (round_title, round_path(ev.id, board.round)), (title, "")],
        sharing.describe([first_places(ctx, firsts), view["result"], view["game"]]),
    )
    data.update({"event": event_summary(ctx, path, result), "round": board.round, "board": view})
    data["centres"] = _centre_table(ctx, path, board) if kind_of(b).centre_table else None
    data["previous"] = _board_link(ctx, path, result, index - 1, board.round)
    data["next"] = _board_link(ctx, path, result, index + 1, board.round)
    data.update(edit_view(ctx, b.where.file, ctx.tr.gettext("Opens the round file on GitHub")))
    data["round_changed"] = round_changed(ctx, b.where.file)
    data["provisional"] = (
        ctx.tr.gettext(
            "Round %(n)s is being played: these scores are final once every board of it "
            "has its results.",
            n=board.round,
        )
        if board.round == result.provisional
        else ""
    )
    return Page(path, "board.html", data)


def plan(ctx: Context, event: EventInput) -> list[Page]:
    """A page for each board of the event."""
    return [_board(ctx, event.result, i, event.tables) for i in range(len(event.result.boards))]


PAGE_TYPE = PageType("board", "board.html", plan, scope="event", order=50)


def _board_link(
    ctx: Context, page: str, result: EventResult, index: int, round_number: int
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


def _centre_table(ctx: Context, page: str, score: BoardScore) -> View:
    tr = ctx.tr
    board = diplomacy.KIND.typed(score.board)  # (the one kind with a centre table)
    years = list(board.years)
    known = any(p.history is not None for p in board.powers)
    rows = []
    for p in board.powers:
        counts: list[str | int]
        power = tr.power(p.power)
        if p.history is not None:
            counts = list(p.history)
        elif known:
            counts = ["–"] * (len(years) - 1) + [p.final]
        else:
            counts = [p.final]
        rows.append(
            {
                "power": power,
                "power_class": p.power.lower(),
                "player": ctx.player_link(page, p.player),
                "counts": counts,
            }
        )
    return {
        "years": years if known else [board.end],
        "rows": rows,
        "final_only": not known,
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
        power.power: s.position
        for s in score.seats
        if (power := power_of(s)) is not None and s.position is not None
    }
