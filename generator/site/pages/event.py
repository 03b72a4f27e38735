"""An event's page (``event.html``): its ranking table, marks and notes, awards (best
country and the director's own), downloads."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence

from podium.numbers import exact_sum
from podium.scoring.awards import Holder, PowerAward, best_country, criterion
from podium.scoring.kinds import power_of
from podium.scoring.results import Counted, EventResult, Standing
from podium.scoring.teams import team_ranking
from podium.site import ranking, sharing
from podium.site.i18n import N_, Translator
from podium.site.pages import in_play
from podium.site.pages.board import EventInput
from podium.site.pages.context import Context
from podium.site.pages.history import edit_view, last_corrected
from podium.site.pages.page import Page, PageType, View
from podium.site.pages.parts import (
    BEST_COUNTRY,
    Games,
    at_seat,
    award_names,
    event_summary,
    first_places,
    game_cell,
    markdown_html,
    rank_label,
    shown_score,
    sort_unless_shown,
    winners_of,
)
from podium.site.pages.paths import (
    board_path,
    event_path,
    round_path,
    standings_path,
    teams_path,
)

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
    awards: Mapping[str, Sequence[str]],
    tiebreaks: Sequence[View] = (),
) -> list[View]:
    """The rows of a ranking table at ``page`` (``powers``: see :func:`_powers_played`;
    ``games``: the page's game links, see :func:`game_cell`; ``awards``: each player's
    award names, see :func:`award_names`; ``tiebreaks``: the table's tie-break columns,
    see :func:`ranking.tiebreak_columns`). No medals while the standings count a round
    partly (provisional)."""
    tr = ctx.tr
    medals = result.provisional is None
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
                "medal": s.rank if medals and s.rank is not None and s.rank <= 3 else None,
                "player": ctx.player_link(page, s.player),
                "total": total,
                "total_sort": sort_unless_shown(tr.sort_key(s.total), total),
                "games": s.games,
                "cells": _cells(ctx, page, result, s, games, powers),
                "marks": _marks(ctx, marks),
                "awards": list(awards.get(s.player, ())),
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


def _awards(ctx: Context, page: str, result: EventResult, best: Sequence[PowerAward]) -> View:
    """The event's awards section: best country (``best``), each power's holders linked to
    their rows of their boards, and the director's own awards as given."""
    tr = ctx.tr
    by = criterion(result.event)
    rows = []
    for award in best:
        first = award.holders[0] if award.holders else None
        rows.append(
            {
                "name": tr.gettext(BEST_COUNTRY[award.power]),
                "power": tr.power(award.power),
                "power_class": award.power.lower(),
                # (the holders of a power tie on both keys: one score and one centre count)
                "score": tr.number(first.score) if first is not None else "",
                "centres": (
                    tr.ngettext("%(num)s centre", "%(num)s centres", first.centres)
                    if first is not None
                    else ""
                ),
                "holders": [_holder(ctx, page, result, holder) for holder in award.holders],
            }
        )
    given = [
        {
            "name": award.name,
            "players": [ctx.player_link(page, player) for player in award.players],
            "note": award.note or "",
        }
        for award in result.event.awards.given
    ]
    return {
        "best_country": rows,
        "by": (
            tr.gettext("Best country: the highest board score, then the most centres.")
            if by == "score"
            else tr.gettext("Best country: the most centres, then the highest board score.")
        ),
        "given": given,
        "provisional": any(h.provisional for award in best for h in award.holders),
    }


def _holder(ctx: Context, page: str, result: EventResult, holder: Holder) -> View:
    """One result that holds a best-country award, linked to its row of its board."""
    board = ctx.href(page, board_path(result.event.id, holder.round, holder.board))
    return {
        "player": ctx.player_link(page, holder.player),
        "board_href": at_seat(board, holder.player, holder.board),
        "board_label": ctx.tr.gettext(
            "Round %(n)s, board %(board)s", n=holder.round, board=holder.board
        ),
        "provisional": holder.provisional,
    }


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
    best = best_country(result)
    awards = award_names(tr, result, best)
    teams = team_ranking(result)
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
                _ranking_rows(ctx, path, result, result.ranking, powers, games, awards, tiebreaks),
                tiebreaks,
            ),
            "disqualified": ranking.table(
                tr,
                _ranking_rows(ctx, path, result, result.disqualified, powers, games, awards),
                (),
                grouped=False,
            ),
            "awards": _awards(ctx, path, result, best),
            "teams_href": ctx.href(path, teams_path(ev.id)) if teams else None,
            "report_html": markdown_html(ctx, ev.report),
            "downloads": [
                {
                    "label": tr.gettext(output.label),
                    "href": ctx.href(path, output.path(ev.id)),
                    "type": output.extension,
                }
                for output in ctx.event_downloads
                if output.has(result)
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


PAGE_TYPE = PageType("event", "event.html", plan, scope="event", order=10)
