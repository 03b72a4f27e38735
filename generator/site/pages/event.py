"""An event's page (``event.html``): its ranking table, marks and notes, best result
by power, downloads."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction

from podium.model import PowerEntry
from podium.numbers import exact_sum, order_keys
from podium.powers import POWERS
from podium.scoring.kinds import power_of
from podium.scoring.results import BoardScore, Counted, EventResult, Seat, Standing
from podium.site import ranking, sharing
from podium.site.i18n import N_, Translator
from podium.site.pages import in_play
from podium.site.pages.board import EventInput
from podium.site.pages.context import Context
from podium.site.pages.history import edit_view, last_corrected
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.parts import (
    Games,
    at_seat,
    event_summary,
    first_places,
    game_cell,
    markdown_html,
    rank_label,
    shown_score,
    sort_unless_shown,
    winners_of,
)
from podium.site.pages.paths import board_path, event_path, round_path, standings_path

MARK_SYMBOLS: Mapping[str, str] = {
    "top_table": "★",
    "sit_out": "○",
    "two_boards": "2×",
    "penalty": "!",
    "refused_top_table": "↓",
    "disqualified": "✕",
}
"""Marks shown beside a player in a ranking, in this order; the legend explains them."""


MARK_LABELS: Mapping[str, str] = {
    "top_table": N_("Top table"),
    "sit_out": N_("Sat out a round"),
    "two_boards": N_("Played two boards in one round"),
    "penalty": N_("Penalty"),
    "refused_top_table": N_("Refused the top table"),
}
"""What the marks mean (but "disqualified", see :func:`_mark_label`)."""


def _mark_label(tr: Translator, mark: str) -> str:
    """What a mark (a key of MARK_SYMBOLS) means, for the legend."""
    if mark == "disqualified":
        return tr.pgettext("mark", "Disqualified")  # one player (the heading: "Disqualified")
    return tr.gettext(MARK_LABELS[mark])


def _marks(ctx: Context, marks: Iterable[str]) -> list[View]:
    present = set(marks)
    return [
        {"key": key, "symbol": MARK_SYMBOLS[key], "label": _mark_label(ctx.tr, key)}
        for key in MARK_SYMBOLS
        if key in present
    ]


def _cells(
    ctx: Context,
    page: str,
    result: EventResult,
    standing: Standing,
    games: Games,
    powers: Mapping[tuple[str, int, str], str],
) -> list[View]:
    """A player's cells of the ranking table (at ``page``), one per round (``powers``:
    the power each player played on each board, see :func:`_powers_played`)."""
    tr = ctx.tr
    by_round: dict[int, list[Counted]] = defaultdict(list)
    for counted in standing.results:
        by_round[counted.round].append(counted)
    cells = []
    for n in result.round_numbers:
        parts: list[View] = []
        played = by_round.get(n, [])
        for counted in played:
            game = game_cell(ctx, page, result, n, counted.board, games)
            label = game[1]
            if counted.adjustments:
                label = "; ".join([label, *(tr.line(line) for line in counted.adjustments)])
            power = powers.get((standing.player, n, counted.board or ""), "")
            parts.append(
                {
                    "first": not parts,
                    "text": tr.number(shown_score(counted)),
                    "href": at_seat(game[0], standing.player, counted.board),
                    "label": label,
                    "sit_out": counted.board is None,
                    "dropped": counted.dropped,
                    "power": tr.power(power) if power else "",
                    "power_class": power.lower(),
                    "power_letter": tr.power_letter(power) if power else "",
                }
            )
        total = played[0].counted if len(played) == 1 else exact_sum(c.counted for c in played)
        shown = parts[0]["text"] if len(parts) == 1 else ""
        cells.append({"parts": parts, "sort": sort_unless_shown(tr.sort_key(total), shown)})
    return cells


def _powers_played(result: EventResult) -> dict[tuple[str, int, str], str]:
    """(player, round, board) -> the power the player played there (Diplomacy boards)."""
    return {
        (seat.player, b.round, b.board.board): power.power
        for b in result.boards
        for seat in b.seats
        if seat.player is not None and (power := power_of(seat)) is not None
    }


def _ranking_rows(
    ctx: Context,
    page: str,
    result: EventResult,
    standings: Sequence[Standing],
    powers: Mapping[tuple[str, int, str], str],
    games: Games,
    tiebreaks: Sequence[View] = (),
) -> list[View]:
    """The rows of a ranking table at ``page`` (``powers``: see :func:`_powers_played`;
    ``games``: the page's game links, see :func:`game_cell`; ``tiebreaks``: the table's
    tie-break columns, see :func:`ranking.tiebreak_columns`)."""
    tr = ctx.tr
    rows = []
    for s in standings:
        marks = set(s.marks)
        if s.rank is None:
            marks.add("disqualified")
        bonus = exact_sum(value for _, value in s.bonuses) if s.bonuses else None
        rank, total = rank_label(s), tr.number(s.total)
        rows.append(
            {
                "id": ranking.row_id(s.player),
                "rank": rank,
                "rank_sort": sort_unless_shown(str(s.rank or ""), rank),
                "medal": s.rank if s.rank is not None and s.rank <= 3 else None,
                "player": ctx.player_link(page, s.player),
                "total": total,
                "total_sort": sort_unless_shown(tr.sort_key(s.total), total),
                "games": s.games,
                "cells": _cells(ctx, page, result, s, games, powers),
                "marks": _marks(ctx, marks),
                "top_table": "top_table" in marks,
                "podium": "podium" in marks and s.rank is not None,
                "bonuses": [tr.line(line) for line, _ in s.bonuses],
                "bonus_sort": tr.sort_key(bonus) if bonus is not None else "",
                "tiebreaks": ranking.tiebreak_cells(tr, s, tiebreaks),
            }
        )
    return rows


def _event_notes(ctx: Context, table: View) -> list[str]:
    """What the ranking's columns mean, said only where they appear (its groups say what
    orders them in their headings)."""
    tr = ctx.tr
    notes = []
    rows: list[View] = table["rows"]
    if table["tiebreaks"]:
        notes.append(
            tr.gettext(
                "Equal totals are separated by the event's tie-breaks, in order: the "
                "tie-break columns show each tied player's values, the one that decided "
                "in bold."
            )
        )
    if any(row["rank"].endswith("=") for row in rows):
        notes.append(tr.gettext("A rank with “=” is shared: nothing separated those players."))
    return notes


def _best_by_power(ctx: Context, page: str, result: EventResult) -> list[View]:
    """Each power's best result of the event (none for boards without powers)."""
    tr = ctx.tr
    played: list[tuple[BoardScore, Seat, PowerEntry]] = []
    scores: list[Fraction] = []
    for board in result.boards:
        for seat in board.seats:
            entry = power_of(seat)
            if entry is not None and seat.player is not None and seat.score is not None:
                played.append((board, seat, entry))
                scores.append(seat.score)
    # the best score (then centres) of each power, ties in order; the scores compared as
    # integers (order_keys), not as Fractions (each comparison of those is Python code)
    tops: dict[str, tuple[int, int]] = {}
    best: dict[str, list[tuple[BoardScore, Seat]]] = {}
    for (board, seat, entry), score in zip(played, order_keys(scores), strict=True):
        key, top = (score, entry.final), tops.get(entry.power)
        if top is None or key > top:
            tops[entry.power] = key
            best[entry.power] = [(board, seat)]
        elif key == top:
            best[entry.power].append((board, seat))
    rows = []
    for power in POWERS:
        if power not in best:
            continue
        first = best[power][0][1]
        rows.append(
            {
                "power": tr.power(power),
                "power_class": power.lower(),
                "score": tr.number(first.score),
                "centres": tops[power][1],  # (its best results all have these centres)
                "results": [
                    {
                        "player": ctx.player_link(page, seat.player),
                        "board_href": at_seat(
                            ctx.href(
                                page, board_path(result.event.id, board.round, board.board.board)
                            ),
                            seat.player,
                            board.board.board,
                        ),
                        "board_label": tr.gettext(
                            "Round %(n)s, board %(board)s", n=board.round, board=board.board.board
                        ),
                    }
                    for board, seat in best[power]
                ],
            }
        )
    return rows


def _event(ctx: Context, result: EventResult) -> Page:
    ev = result.event
    tr = ctx.tr
    path = event_path(ev.id)
    summary = event_summary(ctx, path, result)
    data = ctx.common(
        path,
        ev.name,
        [(ev.name, "")],
        sharing.describe(
            [first_places(ctx, winners_of(result)), summary["players"], summary["system"]]
        ),
    )
    powers = _powers_played(result)
    games: Games = {}
    tiebreaks = ranking.tiebreak_columns(tr, result.ranking)
    data.update(
        {
            "event": summary,
            "rounds": [
                {
                    "number": n,
                    "short": tr.gettext("R%(n)s", n=n),
                    "label": tr.gettext("Round %(n)s", n=n),
                    "href": ctx.href(path, round_path(ev.id, n)),
                }
                for n in result.round_numbers
            ],
            "in_play": in_play.event_view(ctx, path, result),
            "ranking": ranking.table(
                tr,
                _ranking_rows(ctx, path, result, result.ranking, powers, games, tiebreaks),
                tiebreaks,
            ),
            "disqualified": ranking.table(
                tr,
                _ranking_rows(ctx, path, result, result.disqualified, powers, games),
                (),
                grouped=False,
            ),
            "best_by_power": _best_by_power(ctx, path, result),
            "report_html": markdown_html(ctx, ev.report),
            "downloads": [
                {
                    "label": tr.gettext(output.label),
                    "href": ctx.href(path, output.path(ev.id)),
                    "type": output.extension,
                }
                for output in ctx.event_downloads
            ],
        }
    )
    everyone = [*data["ranking"]["rows"], *data["disqualified"]["rows"]]
    data["notes"] = _event_notes(ctx, data["ranking"])
    used: set[str] = set()
    for row in everyone:
        used.update(m["key"] for m in row["marks"])
    data["legend"] = _marks(ctx, used)
    data.update(edit_view(ctx, ev.where.file, tr.gettext("Opens the event file on GitHub")))
    data["last_corrected"] = last_corrected(ctx, path, ev)
    many = len(ev.rounds) > 1
    data["standings_href"] = ctx.href(path, standings_path(ev.id)) if many else None
    return Page(path, "event.html", data)


def plan(ctx: Context, event: EventInput) -> list[Page]:
    """The event's page."""
    return [_event(ctx, event.result)]


PAGE_TYPE = PageType("event", "event.html", plan)
