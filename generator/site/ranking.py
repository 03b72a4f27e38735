"""The ranking table of an event page: its groups, and the tie-break each row shows.

A row says why it is where it is: the top table's podium is its own group ("Top table",
places 1–3 by the top table's result, then "Everyone else", by total), bonuses and
penalties have their column, and equal totals show their tie-breaks in columns, as
chess-results does: one per criterion that decided ("R1 score", "R2 power", "Lots"), each
tied player's value of every criterion that compared them, the deciding one in bold. A
private tie-break (gender, birth date) has one column, "Private", that says only that one
decided, never which, nor any value.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from podium.scoring.results import Standing
from podium.scoring.tiebreaks import PRIVATE
from podium.site.i18n import N_, Translator

View = dict[str, object]

PAGE_IDS = frozenset(
    (
        *("main", "ranking", "ranking-table", "ranking-filter", "dq", "dq-table"),
        *("awards", "report", "downloads"),
    )
)
"""The ids the event page gives its own parts (base.html, event.html)."""


BOARD_PAGE_IDS = frozenset(("main", "centres", "positions"))
"""The ids the board page gives its own parts (base.html, board.html)."""


def row_id(player: str, page_ids: frozenset[str] = PAGE_IDS) -> str:
    """The anchor of a player's row in an event's ranking (``#alice-rossi``), kept apart
    from the page's own ids (a player whose id is ``report`` gets ``#player-report``)."""
    return f"player-{player}" if player in page_ids else player


def seat_id(player: str) -> str:
    """The anchor of a player's row on a board's page (``board-2/#alice-rossi``)."""
    return row_id(player, BOARD_PAGE_IDS)


PRIVATE_COLUMN = "private"
"""The one column of every private tie-break: it says that one decided, never which."""

_LABELS = {
    "games_played": N_("Games"),
    "round_score": N_("R%(n)s score"),
    "round_power": N_("R%(n)s power"),
    "lots": N_("Lots"),
    PRIVATE_COLUMN: N_("Private"),
}
"""A tie-break column's heading, by criterion (without its round number)."""


def _column(criterion: str) -> str:
    """The column of the tie-break ``criterion`` (``round_score:1``; the private ones share
    one)."""
    return PRIVATE_COLUMN if criterion in PRIVATE else criterion


def tiebreak_columns(tr: Translator, standings: Sequence[Standing]) -> list[View]:
    """The ranking's tie-break columns: one per criterion that decided between equal totals
    (the private ones in one column), in the order of the event's chain; each with its
    heading (``R1 score``) and, as a title, the criterion in words."""
    decided = {_column(s.tiebreak) for s in standings if s.tiebreak is not None}
    order: dict[str, int] = {}
    for s in standings:
        for at, (criterion, _) in enumerate(s.tiebreak_values):
            column = _column(criterion)
            if column in decided:
                order[column] = min(at, order.get(column, at))
    return [_heading(tr, column) for column in sorted(decided, key=order.__getitem__)]


def _heading(tr: Translator, column: str) -> View:
    name, _, number = column.partition(":")
    label = tr.gettext(_LABELS[name], n=number) if name in _LABELS else tr.tiebreak(column)
    title = (
        tr.gettext("a private criterion: only that it decided is shown")
        if column == PRIVATE_COLUMN
        else tr.tiebreak(column)
    )
    return {"key": column, "label": label, "title": title}


def tiebreak_cells(tr: Translator, standing: Standing, columns: Sequence[View]) -> list[View]:
    """What a row shows in each tie-break column: its value of each criterion that compared
    it with equal totals (``decided``: the one that placed it); a private criterion only
    as "private", and only where one decided."""
    values = {criterion: value for criterion, value in standing.tiebreak_values}
    cells: list[View] = []
    for column in columns:
        key = str(column["key"])
        if key == PRIVATE_COLUMN:
            decided = standing.tiebreak in PRIVATE
            text = tr.gettext("private") if decided else ""
        else:
            decided = standing.tiebreak == key
            text = _value(tr, values[key]) if key in values else ""
        cells.append({"text": text, "decided": decided and bool(text)})
    return cells


def _value(tr: Translator, value: int | Fraction | str | None) -> str:
    if value is None:
        return "–"
    if isinstance(value, str):
        return tr.power(value)
    return tr.number(value)


def groups(tr: Translator, rows: Sequence[View], *, grouped: bool = True) -> list[View]:
    """A ranking's rows in groups: the top table's podium first (places 1 to n by the top
    table's result, whatever the totals), when the ranking has one, then everyone else."""
    podium = [row for row in rows if row["podium"]] if grouped else []
    rest = [row for row in rows if not (grouped and row["podium"])]
    if not podium:
        return [{"label": "", "detail": "", "rows": rest}]
    top: View = {
        "label": tr.gettext("Top table"),
        "detail": tr.gettext(
            "places 1–%(n)s by the top table's result, whatever the totals", n=len(podium)
        ),
        "rows": podium,
    }
    if not rest:
        return [top]
    detail = tr.gettext("by total, equal totals by the tie-breaks")
    return [top, {"label": tr.gettext("Everyone else"), "detail": detail, "rows": rest}]


def table(
    tr: Translator, rows: Sequence[View], tiebreaks: Sequence[View], *, grouped: bool = True
) -> View:
    """A ranking table's view: its rows in groups (see :func:`groups`), its tie-break
    columns (see :func:`tiebreak_columns`), and whether it needs the bonus column and the
    awards column (the award names of the rows that have them)."""
    return {
        "rows": list(rows),
        "groups": groups(tr, rows, grouped=grouped),
        "has_bonus": any(row["bonuses"] for row in rows),
        "has_awards": any(row.get("awards") for row in rows),
        "tiebreaks": list(tiebreaks),
    }
