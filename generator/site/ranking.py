"""The ranking table of an event page: its groups, and the tie-break each row shows.

A row says why it is where it is: the top table's podium is its own group ("Top table",
places 1–3, then "Everyone else"), bonuses and penalties have their column, and the
tie-break that separated equal totals is a short value ("R1 160", "lots"). A private
tie-break (gender, birth date) is shown only as "tie-break", never with its value.
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
        *("best", "report", "downloads"),
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


_SHORT = {
    "round_score": N_("R%(n)s %(value)s"),
    "round_power": N_("R%(n)s %(value)s"),
    "lots": N_("lots"),
}
"""A tie-break's short text in a ranking cell, by criterion (without its round number)."""


def tiebreak_cell(tr: Translator, standing: Standing) -> View | None:
    """What the Tie-break column shows for ``standing``: its text and, as a title, the
    criterion in words; None when no tie-break placed the player."""
    criterion = standing.tiebreak
    if criterion is None:
        return None
    if criterion in PRIVATE:
        return {"text": tr.gettext("tie-break"), "title": tr.gettext("decided by a tie-break")}
    name, _, number = criterion.partition(":")
    value = standing.tiebreak_value
    if name == "games_played" and isinstance(value, int):
        text = tr.ngettext("%(num)s game", "%(num)s games", value)
    elif name in _SHORT:
        text = tr.gettext(_SHORT[name], n=number, value=_value(tr, value))
    else:
        text = tr.tiebreak(criterion)
    return {"text": text.strip(), "title": tr.tiebreak(criterion)}


def _value(tr: Translator, value: int | Fraction | str | None) -> str:
    if value is None:
        return "–"
    if isinstance(value, str):
        return tr.power(value)
    return tr.number(value)


def table(tr: Translator, rows: Sequence[View], *, grouped: bool = True) -> View:
    """A ranking table's view: its rows in groups (the top table's podium first, when the
    event has one), and which optional columns it needs."""
    podium = [row for row in rows if row["podium"]] if grouped else []
    rest = [row for row in rows if not (grouped and row["podium"])]
    groups: list[View] = [{"label": "", "detail": "", "rows": rest}]
    if podium:
        groups = [
            {
                "label": tr.gettext("Top table"),
                "detail": tr.gettext("places 1–%(n)s", n=len(podium)),
                "rows": podium,
            }
        ]
        if rest:
            groups.append({"label": tr.gettext("Everyone else"), "detail": "", "rows": rest})
    return {
        "rows": list(rows),
        "groups": groups,
        "has_bonus": any(row["bonuses"] for row in rows),
        "has_tiebreak": any(row["tiebreak"] for row in rows),
    }
