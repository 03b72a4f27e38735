"""The two files a director sends to the World Diplomacy Database:
``events/<event>/wdd/classification.csv`` (:data:`CLASSIFICATION`, one row a player) and
``events/<event>/wdd/boards.csv`` (:data:`BOARDS`, one row a player a board), for each
finished Diplomacy event.

The columns are those of the WDD's user guide (docs/outputs.md, "The WDD export", lists
each and what podium writes in it). A person's name is split into the WDD's FIRST NAME
and NAME by players.yaml's ``family_name`` (default: the name's last word); countries are
the WDD's own codes (:data:`WDD_COUNTRIES`), powers its ``0AU`` ... ``0TU``. Text cells that
a spreadsheet would run as a formula are written as ``ranking.csv`` writes them.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Iterator, Mapping, Sequence
from fractions import Fraction
from typing import Any

from podium.model import Club, DiplomacyBoard, Player, PowerEntry
from podium.numbers import exact_sum, text
from podium.outputs.output import EventOutput
from podium.outputs.ranking_csv import spreadsheet_text
from podium.powers import POWERS
from podium.scoring.awards import best_country
from podium.scoring.kinds import diplomacy, event_kind, power_of
from podium.scoring.results import BoardScore, EventResult, Standing
from podium.scoring.teams import TeamStanding, team_ranking
from podium.site.i18n import N_

ROUNDS = 8
"""The WDD's round columns, R1 to R8 (a later round is not in the file)."""
AWARDS = 12
"""The WDD's columns for the director's awards, RK_AWA_1 to RK_AWA_12."""
YEARS = 20
"""The WDD's centre-count columns, CT_01 (1901) to CT_20 (1920)."""
UNRANKED = "999"
"""The RANK the WDD takes for a player without a rank (disqualified)."""

WDD_COUNTRIES = {
    "DZ": "ALG", "AD": "AD", "AO": "AO", "AR": "ARG", "AU": "AUS", "AT": "AUT", "BY": "BLR",
    "BE": "BEL", "BJ": "BEN", "BW": "BOT", "BR": "BRE", "BF": "BF", "BI": "BI", "CM": "CAM",
    "CA": "CAN", "CV": "CV", "CF": "CF", "TD": "TD", "CN": "CHI", "KM": "COM", "CZ": "CZE",
    "CD": "RDC", "DK": "DAN", "DJ": "DJI", "EG": "EGY", "GQ": "GQ", "ER": "ER", "ET": "ETH",
    "FI": "FIN", "FR": "FRA", "GA": "GAB", "GM": "GM", "GE": "GEO", "DE": "ALL", "GH": "GH",
    "GR": "GRE", "GN": "GU", "GW": "GW", "HU": "HON", "IS": "ISL", "IN": "IN", "IR": "IRN",
    "IE": "IRL", "IL": "ISR", "IT": "ITA", "CI": "CI", "JP": "JAP", "KZ": "KAZ", "KE": "KEN",
    "LB": "LB", "LS": "LS", "LR": "LR", "LY": "LY", "LI": "LI", "LU": "LUX", "MG": "MG",
    "MW": "MW", "ML": "ML", "MT": "MT", "MR": "MR", "MU": "MU", "MX": "MEX", "MD": "MOL",
    "MC": "MON", "MA": "MAR", "MZ": "MZ", "NA": "NA", "NL": "HOL", "NZ": "NZE", "NE": "NE",
    "NG": "NG", "NO": "NGE", "PK": "PAK", "PH": "PHI", "PL": "POL", "PT": "POR", "CG": "CG",
    "RO": "ROU", "RU": "RUS", "RW": "RW", "SM": "SM", "ST": "ST", "SN": "SN", "SC": "SEY",
    "SL": "SL", "SG": "SG", "SO": "SO", "ZA": "SA", "KR": "COR", "ES": "ESP", "SD": "SD",
    "SZ": "SZ", "SE": "SUE", "CH": "SUI", "SY": "SY", "TJ": "TJ", "TZ": "TZ", "TH": "THA",
    "TG": "TG", "TN": "TUN", "TR": "TUR", "UG": "UG", "UA": "UKR", "GB": "ANG", "US": "USA",
    "VN": "VN", "ZM": "ZM", "ZW": "ZW",
}  # fmt: skip
"""ISO 3166-1 alpha-2 (players.yaml's ``country``) -> the WDD's code for that country (the
WDD's flags mix three-letter abbreviations of French names with ISO codes)."""
UNKNOWN_COUNTRY = "ZZZ"
"""The WDD's code for a country it does not know (shown as "n.c.")."""


def power_code(power: str) -> str:
    """The WDD's code of a power of the standard game: ``0`` (the standard variant), then
    the first two letters of its English name: ``0AU``, ``0EN``, ... ``0TU``."""
    return f"0{power[:2].upper()}"


def names(player: Player) -> tuple[str, str]:
    """(FIRST NAME, NAME): NAME is players.yaml's ``family_name`` (words of the name, checked
    when it is read), by default the last word; FIRST NAME the other words."""
    words = player.name.split()
    family = (player.family_name or words[-1]).split()
    for start in range(len(words) - len(family), -1, -1):
        if words[start : start + len(family)] == family:
            return " ".join(words[:start] + words[start + len(family) :]), " ".join(family)
    return " ".join(words[:-1]), words[-1]  # not reached: the name's words were checked


def finished_diplomacy(result: EventResult) -> bool:
    """Whether the event has the WDD's files: a Diplomacy event with every round scored."""
    return event_kind(result.event.scoring).seat_by_power and not result.event.unscored


def _text(value: str) -> str:
    """A text cell, safe in a spreadsheet (as ``ranking.csv`` writes it)."""
    return spreadsheet_text(value) or ""


def _person(club: Club, player: str) -> dict[str, str]:
    person = club.players.get(player) or Player(player, player)
    first, family = names(person)
    return {
        "FIRST NAME": _text(first),
        "NAME": _text(family),
        "HOMONYME": "1",  # the WDD's user guide: "set to 1"
    }


def _write(header: Sequence[str], rows: Iterator[Mapping[str, str]]) -> bytes:
    """The CSV file: ``header``, then each row's cells in its order ("" for a cell the row
    lacks)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerows([row.get(column, "") for column in header] for row in rows)
    return buffer.getvalue().encode("utf-8")


def _exaequo(ranks: Sequence[Any], rank: Any) -> str:
    return str(sum(1 for other in ranks if other == rank))


# --------------------------------------------------------------------------- classification


def classification_header(result: EventResult) -> list[str]:
    header = ["FIRST NAME", "NAME", "HOMONYME", "RANK", "EXAEQUO", "LOCATION", "NATIONALITY"]
    header += ["SCORE", *(f"R{n}" for n in range(1, ROUNDS + 1))]
    for power in POWERS:
        code = power_code(power)
        header += [f"RK_{code}", f"PT_{code}", f"CT_{code}", f"HEAT_{code}", f"BOARD_{code}"]
    header += [f"RK_AWA_{n}" for n in range(1, AWARDS + 1)]
    if _top_table(result) is not None:
        header += ["NAME_TOPBOARD", "HEAT_TOPBOARD", "BOARD_TOPBOARD", "RK_TOPBOARD"]
        header += ["CT_TOPBOARD", "COUNTRY_TOPBOARD"]
    if result.event.teams is not None:
        header += ["TEAM", "TEAM_SCORE", "TEAM_RANK"]
    return header


def classification_csv(result: EventResult, club: Club) -> bytes:
    """``wdd/classification.csv``: each ranked player (then the disqualified, RANK 999)
    with their total, what they counted in each round, their awards, their top-table
    board and their team."""
    top = _top_table(result)
    standings = (*result.ranking, *result.disqualified)
    ranks = [s.rank for s in standings]
    awards = _award_cells(result)
    teams = {m.player: team for team in team_ranking(result) for m in team.members}
    rows = []
    for standing in standings:
        row = _classification_row(result, club, standing, ranks, top)
        row.update(awards.get(standing.player, {}))
        if standing.player in teams:
            row.update(_team_cells(teams[standing.player]))
        rows.append(row)
    return _write(classification_header(result), iter(rows))


def _classification_row(
    result: EventResult,
    club: Club,
    standing: Standing,
    ranks: Sequence[int | None],
    top: BoardScore | None,
) -> dict[str, str]:
    row = _person(club, standing.player)
    row["RANK"] = UNRANKED if standing.rank is None else str(standing.rank)
    row["EXAEQUO"] = _exaequo(ranks, standing.rank)
    person = club.players.get(standing.player)
    if person is not None and person.country:
        row["NATIONALITY"] = WDD_COUNTRIES.get(person.country, UNKNOWN_COUNTRY)
    row["SCORE"] = text(standing.total)
    per_round: dict[int, list[Fraction]] = {}
    for item in standing.results:
        per_round.setdefault(item.round, []).append(item.counted)
    for number, counted in per_round.items():
        if number <= ROUNDS:
            row[f"R{number}"] = text(exact_sum(counted))
    if top is not None:
        row.update(_top_table_cells(top, standing.player))
    return row


def _award_cells(result: EventResult) -> dict[str, dict[str, str]]:
    """Each award holder's cells: for best country ``RK_``, ``PT_``, ``CT_``, ``HEAT_``,
    ``BOARD_`` of the power (``1``, the board score, the final centres, the round, the
    board), for the director's awards ``RK_AWA_n`` (``1``; the first twelve, in the order
    event.yaml gives them: the WDD has no more)."""
    cells: dict[str, dict[str, str]] = {}
    for award in best_country(result):
        code = power_code(award.power)
        for holder in award.holders:  # a player holding it twice: the first result
            mine = cells.setdefault(holder.player, {})
            mine.setdefault(f"RK_{code}", "1")
            mine.setdefault(f"PT_{code}", text(holder.score))
            mine.setdefault(f"CT_{code}", str(holder.centres))
            mine.setdefault(f"HEAT_{code}", str(holder.round))
            mine.setdefault(f"BOARD_{code}", _text(holder.board))
    for number, given in enumerate(result.event.awards.given[:AWARDS], 1):
        for player in given.players:
            cells.setdefault(player, {})[f"RK_AWA_{number}"] = "1"
    return cells


def _team_cells(team: TeamStanding) -> dict[str, str]:
    return {"TEAM": _text(team.team), "TEAM_SCORE": text(team.score), "TEAM_RANK": str(team.rank)}


def _top_table(result: EventResult) -> BoardScore | None:
    return next((b for b in result.boards if b.board.top_table), None)


def _top_table_cells(top: BoardScore, player: str) -> dict[str, str]:
    board = diplomacy.KIND.typed(top.board)
    seat = next((s for s in top.seats if s.player == player), None)
    if seat is None:
        return {}
    entry = next(p for p in board.powers if p.player == player)
    return {
        "NAME_TOPBOARD": "A",  # the top board's name, as dipvis wrote it
        "HEAT_TOPBOARD": str(top.round),
        "BOARD_TOPBOARD": _text(board.board),
        "RK_TOPBOARD": "" if seat.position is None else str(seat.position),
        "CT_TOPBOARD": str(entry.final),
        "COUNTRY_TOPBOARD": power_code(entry.power),
    }


# --------------------------------------------------------------------------- boards

BOARDS_HEADER = [
    "FIRST NAME", "NAME", "HOMONYME", "ROUND", "BOARD", "COUNTRY", "RANK", "EXAEQUO",
    "SCORE", "NB_CENTRE", "YEAR_ELIMINATION", "DRAW",
    *(f"CT_{year:02d}" for year in range(1, YEARS + 1)),
]  # fmt: skip
"""The columns of ``wdd/boards.csv``."""


def boards_csv(result: EventResult, club: Club) -> bytes:
    """``wdd/boards.csv``: a row for each player of each board (a power in civil disorder
    has no player and no row), in round, board and power order."""
    people: dict[str, dict[str, str]] = {}  # each player's name cells, worked out once

    def person(player: str) -> dict[str, str]:
        if player not in people:
            people[player] = _person(club, player)
        return people[player]

    return _write(BOARDS_HEADER, (row for b in result.boards for row in _board_rows(b, person)))


def _board_rows(
    scored: BoardScore, person: Callable[[str], dict[str, str]]
) -> Iterator[dict[str, str]]:
    board = diplomacy.KIND.typed(scored.board)
    positions = [s.position for s in scored.seats if s.player is not None]
    drawn = _drawn(board)
    seats = {e.power: s for s in scored.seats if (e := power_of(s)) is not None}
    for entry in sorted(board.powers, key=lambda p: POWERS.index(p.power)):
        seat = seats.get(entry.power)  # a board seats each power once
        if entry.player is None or seat is None:
            continue
        row = {
            **person(entry.player),
            "ROUND": str(scored.round),
            "BOARD": _text(board.board),
            "COUNTRY": power_code(entry.power),
            "RANK": "" if seat.position is None else str(seat.position),
            "EXAEQUO": "" if seat.position is None else _exaequo(positions, seat.position),
            "SCORE": "" if seat.score is None else text(seat.score),
            "NB_CENTRE": str(entry.final),
        }
        if drawn is not None:
            row["DRAW"] = str(drawn.get(entry.power, 0))
        eliminated = _eliminated(board, entry)
        if eliminated is not None:
            row["YEAR_ELIMINATION"] = f"{eliminated - 1900:02d}"
        row.update(_counts(board, entry))
        yield row


def _drawn(board: DiplomacyBoard) -> dict[str, int] | None:
    """DRAW of each power: for a solo (or a concession) 1 for the winner; for a draw the
    number of powers in it, for each of them; None when the board does not say how the
    game ended (the column is left empty)."""
    finals = {p.power: p.final for p in board.powers}
    if board.result in ("solo", "concession"):
        winner = board.conceded_to or max(finals, key=lambda p: finals[p])
        return {winner: 1}
    if board.result == "draw":
        members = board.draw or tuple(p for p, n in finals.items() if n > 0)
        return {power: len(members) for power in members}
    return None


def _eliminated(board: DiplomacyBoard, entry: PowerEntry) -> int | None:
    if entry.eliminated is not None:
        return entry.eliminated
    if entry.history is not None:
        return next((y for y, n in zip(board.years, entry.history, strict=True) if n == 0), None)
    return None


def _counts(board: DiplomacyBoard, entry: PowerEntry) -> dict[str, str]:
    """CT_01 ... CT_20: the power's centres each year it has (the final year only for a
    board with final counts), 1900 and years after 1920 left out."""
    known = (
        zip(board.years, entry.history, strict=True)
        if entry.history is not None
        else [(board.end, entry.final)]
    )
    return {f"CT_{year - 1900:02d}": str(n) for year, n in known if 1901 <= year <= 1900 + YEARS}


CLASSIFICATION = EventOutput(
    "wdd/classification.csv",
    N_("World Diplomacy Database: classification (CSV)"),
    "text/csv",
    classification_csv,
    order=40,
    applies=finished_diplomacy,
)
"""``events/<event>/wdd/classification.csv``."""
BOARDS = EventOutput(
    "wdd/boards.csv",
    N_("World Diplomacy Database: boards (CSV)"),
    "text/csv",
    boards_csv,
    order=50,
    applies=finished_diplomacy,
)
"""``events/<event>/wdd/boards.csv``."""
