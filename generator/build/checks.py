"""Checks across the model that no single file format can make.

Player ids must exist, a player sits once per board and on one board per round (unless
``two_boards``), a board's centres never exceed 34 in any year, board numbers are unique
in a round, tie-breaks are known, and so on. :func:`problems` lists them all
(:mod:`podium.build.service` reports them with those of every other stage).
"""

from __future__ import annotations

import os
import re
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from pathlib import Path

from podium.content.format_problems import plain_list
from podium.content.problems import Problem, suggestion
from podium.content.yamlfile import Locator
from podium.model import Board, Club, DrawnBoard, Event, Round, Where
from podium.progress import plural
from podium.scoring.kinds import as_drawn, event_kind, finished, kind_of
from podium.scoring.registry import SYSTEM_OPTIONS, UNUSABLE, get_system, option_takers
from podium.scoring.totals import problems as total_problems
from podium.themes import builtin_themes_dir

TIEBREAKS = ("games_played", "women_first", "youngest", "lots")
ROUND_TIEBREAKS = ("round_score", "round_power")
_ROUND_TIEBREAK = re.compile(r"(round_score|round_power):(\d+)")


def problems(
    club: Club,
    *,
    locator: Locator | None = None,
    players_known: bool = True,
    partial: frozenset[str] = frozenset(),
) -> list[Problem]:
    """Every cross-file problem of ``club``.

    ``players_known=False`` skips the "unknown player" checks (players.yaml unreadable).
    ``partial`` are round files read only in part (a board or a seat with problems left
    out): checks that a missing seat could make wrong are skipped there.
    """
    check = _Checker(club, locator or Locator(), players_known, partial)
    for event in club.events:
        check.event(event)
    return check.found


def theme_problems(club: Club) -> list[Problem]:
    """site.yaml's theme, if it is neither in the themes/ beside the content nor built in.

    Not part of :func:`problems`: a content folder exported alone (``podium diff``) has no
    themes/ beside it. ``podium check`` asks for it; the build fails on it when rendering.
    """
    check = _Checker(club, Locator(), players_known=True)
    check.theme()
    return check.found


def series_events(
    written: object, events: Collection[str], where: Where, locator: Locator
) -> list[Problem]:
    """Each id of a series' ``events`` (``written``: the list as read, at ``where``) that
    names no event folder of ``events``, or that is there twice.

    The loader checks each series file as it reads it; :func:`series_problems` checks
    the series again on every build, as a build that reuses the club read before (``podium
    serve``'s) would not see an event folder removed since.
    """
    known = sorted(events)
    found: list[Problem] = []
    seen: set[str] = set()
    for i, event in enumerate(written if isinstance(written, list | tuple) else []):
        if not isinstance(event, str):
            continue  # reported by the file's format
        if event in seen:
            found.append(
                locator.problem(
                    where.child("events", i),
                    f"event '{event}' is listed twice",
                    "list each event once",
                )
            )
        elif event not in events:
            hint = suggestion(event, known) or "write the folder name of an event in events/"
            found.append(
                locator.problem(where.child("events", i), f"unknown event '{event}'", hint)
            )
        seen.add(event)
    return found


def series_problems(club: Club, events: Collection[str]) -> list[Problem]:
    """The problems of every series of ``club`` against the event folders ``events`` (by
    name): :func:`series_events`, each series file located again from the disk."""
    locator = Locator()
    found: list[Problem] = []
    for series in club.series:
        found += series_events(series.events, events, series.where, locator)
    return found


@dataclass(frozen=True, slots=True)
class _Seat:
    """One place a player appears on a board."""

    player: str
    board: Board | DrawnBoard
    label: str  # "Austria", "Allies", or "" for placement games
    entry: Where  # the seat's entry in the file

    @property
    def where(self) -> Where:
        """The player's id in the file (made only for a problem to report)."""
        return self.entry.child("player")


def _seats(board: Board | DrawnBoard) -> Iterator[_Seat]:
    for seat in as_drawn(board).seats:
        if seat.player is not None:
            yield _Seat(seat.player, board, seat.label, seat.where)


def _played(event: Event) -> tuple[Round, ...]:
    """Every round of the event: those scored, and those not scored yet."""
    return (*event.rounds, *event.unscored)


def _event_players(event: Event) -> set[str]:
    """Everyone the event's rounds name: on a board (with results or drawn) or sitting out."""
    return {
        *(p for r in _played(event) for b in r.every_board for p in b.players),
        *(p for r in _played(event) for p in r.sit_outs),
    }


class _Checker:
    def __init__(
        self,
        club: Club,
        locator: Locator,
        players_known: bool,
        partial: frozenset[str] = frozenset(),
    ) -> None:
        self.club = club
        self.locator = locator
        self.players_known = players_known
        self.partial = partial
        self.ids = sorted(club.players)
        self.found: list[Problem] = []

    def add(self, where: Where, message: str, hint: str, *, at_key: bool = False) -> None:
        self.found.append(self.locator.problem(where, message, hint, at_key=at_key))

    def player(self, player: str, where: Where, place: str) -> None:
        """Report ``player`` if players.yaml does not have them."""
        if not self.players_known or player in self.club.players:
            return
        players_file = str(Path(self.club.root) / "players.yaml")
        hint = suggestion(player, self.ids) or f"add '{player}' to {players_file}, or fix the id"
        self.add(where, f"unknown player '{player}' in {place}", hint)

    # ----------------------------------------------------------------------- site

    def theme(self) -> None:
        """site.yaml's theme is a folder of themes/ beside the content, or built in."""
        name = self.club.site.theme
        beside = Path(self.club.root).resolve().parent / "themes"
        known = sorted({*_folders(beside), *_folders(builtin_themes_dir())})
        if name in known:
            return
        choice = f"theme: {known[0]}" if len(known) == 1 else plain_list(known, last="or")
        folder = os.path.relpath(beside / name)
        hint = suggestion(name, known) or f"create the folder {folder}, or use {choice}"
        where = Where(str(Path(self.club.root) / "site.yaml"), ("theme",))
        self.add(where, f"unknown theme '{name}'", hint)

    # ----------------------------------------------------------------------- event

    def event(self, event: Event) -> None:
        file = event.where.file
        if event.end is not None and event.end < event.start:
            self.add(
                event.where.child("end"),
                f"the event ends on {event.end}, before it starts on {event.start}",
                "fix 'start' or 'end'",
            )
        self.options(event)
        rounds = _played(event)
        for i, name in enumerate(event.tiebreaks or ()):
            self.tiebreak(name, Where(file, ("tiebreaks", i)), len(rounds))
        for number, penalty in enumerate(event.penalties, start=1):
            place = f"penalty {number}"
            self.player(penalty.player, penalty.where.child("player"), place)
            if penalty.round is not None and penalty.round > len(rounds):
                self.add(
                    penalty.where.child("round"),
                    f"{place} is for round {penalty.round}, "
                    f"but the event has {_rounds(len(rounds))}",
                    "fix 'round'",
                )
        self.player_lists(event, file, ("disqualified", "lots"))
        self.links(event)
        for round_ in rounds:
            self.round(round_)
        self.director_orders(event, rounds)
        self.top_tables(event)
        self.awards(event)
        self.teams(event)

    def awards(self, event: Event) -> None:
        """``awards:``: best country only for boards with powers; each given award names
        players of the event, at least one, each once."""
        at = event.where.child("awards")
        chosen = event.awards.best_country
        if chosen not in (None, "none"):
            try:
                powers = event_kind(event.scoring).powers
            except UNUSABLE:
                powers = ("",)  # (the system is reported where it is looked up)
            if not powers:
                self.add(
                    at.child("best_country"),
                    f"{event.scoring} boards have no powers, so there is no best country",
                    "write 'best_country: none', or remove it",
                )
        playing = _event_players(event)
        for i, award in enumerate(event.awards.given):
            where = at.child("given", i, "players")
            place = f"award '{award.name}'"
            if not award.players:
                self.add(where, f"{place} names no player", "list who won it, or remove the award")
            for j, player in enumerate(award.players):
                self.player(player, where.child(j), place)
                if player in award.players[:j]:
                    self.add(
                        where.child(j),
                        f"player '{player}' is listed twice in {place}",
                        "keep only one of them",
                    )
                elif player in self.club.players and player not in playing:
                    self.add(
                        where.child(j),
                        f"player '{player}' of {place} does not play in the event",
                        suggestion(player, sorted(playing))
                        or "give it to a player of the event, or fix the id",
                    )

    def teams(self, event: Event) -> None:
        """``teams:``: every team of ``size`` known players, each in one team, and team
        rounds the event has."""
        teams = event.teams
        if teams is None:
            return
        count = len(_played(event))
        for i, number in enumerate(teams.rounds or ()):
            if not 1 <= number <= count:
                self.add(
                    teams.where.child("rounds", i),
                    f"team round {number} is not a round of the event, which has {_rounds(count)}",
                    _round_choice(count),
                )
        groups = []
        for name, players in teams.members.items():
            at = teams.where.child("members", name)
            if len(players) != teams.size:
                self.add(
                    at,
                    f"team '{name}' has {plural(len(players), 'player')}, "
                    f"but 'size' is {teams.size}",
                    f"give every team {plural(teams.size, 'player')}, or change 'size'",
                    at_key=True,
                )
            groups.append((f"team '{name}'", at, players))
        self.groups(groups, "keep them in one team")

    def director_orders(self, event: Event, rounds: tuple[Round, ...]) -> None:
        """A board states the director's order of tied powers only where its system
        allows it (where the rules need the year chart to break a tie)."""
        try:
            system = get_system(event.scoring)
        except (KeyError, TypeError):  # (reported as an unknown system)
            return
        if system.director_order:
            return
        for round_ in rounds:
            for board in round_.boards:
                if "order" in kind_of(board).inputs(board):
                    self.add(
                        board.where.child("order"),
                        f"board {board.board}: {event.scoring} does not take the director's "
                        "order of tied powers (its rules break every tie themselves)",
                        "remove 'order' (docs/scoring.md says which systems take it)",
                        at_key=True,
                    )

    def links(self, event: Event) -> None:
        """``links:``: groups of two players or more, each player known and in one group."""
        groups = []
        for i, group in enumerate(event.links):
            at = Where(event.where.file, ("links", i))
            if len(group) < 2:
                self.add(
                    at,
                    f"link {i + 1} names {'no player' if not group else 'one player'}",
                    "a link groups two players or more: add the others, or remove it",
                )
            groups.append((f"link {i + 1}", at, group))
        self.groups(groups, "put everyone linked to them in one group")

    def groups(self, groups: list[tuple[str, Where, tuple[str, ...]]], hint: str) -> None:
        """Players in groups (links, teams), each group named ``place`` at ``at``: every
        player known, listed once in their group and in one group at most (``hint``: what
        to do about a player in two)."""
        group_of: dict[str, str] = {}
        for place, at, players in groups:
            for j, player in enumerate(players):
                self.player(player, at.child(j), place)
                if player in players[:j]:
                    self.add(
                        at.child(j),
                        f"player '{player}' is listed twice in {place}",
                        "keep only one of them",
                    )
                elif player in group_of:
                    self.add(
                        at.child(j), f"player '{player}' is in {group_of[player]} and {place}", hint
                    )
                else:
                    group_of[player] = place

    def options(self, event: Event) -> None:
        """The ``rules:`` options that only some systems read are set only for those, and
        pass the event's system's own checks."""
        try:
            system = get_system(event.scoring)
        except UNUSABLE:
            return  # reported where the system is looked up
        rules = event.where.child("rules")
        for option in SYSTEM_OPTIONS:
            if option in system.options or getattr(event.rules, option) is None:
                continue
            takers = plain_list(option_takers(option), last="or")
            self.add(
                rules.child(option),
                f"'{option}' applies only to {takers} scoring, not {event.scoring}",
                "remove it",
                at_key=True,
            )
        for problem in [*system.check(event.rules, rules), *total_problems(event.rules, rules)]:
            self.add(problem.where, problem.message, problem.hint)

    def tiebreak(self, name: str, where: Where, rounds: int) -> None:
        match = _ROUND_TIEBREAK.fullmatch(name)
        if match:
            number = int(match.group(2))
            if not 1 <= number <= rounds:
                self.add(
                    where,
                    f"tie-break '{name}' names round {number}, but the event has {_rounds(rounds)}",
                    _round_choice(rounds),
                )
            return
        if name in TIEBREAKS:
            return
        known = [*TIEBREAKS[:2], *(f"{t}:N" for t in ROUND_TIEBREAKS), *TIEBREAKS[2:]]
        candidates = [*TIEBREAKS, *(f"{t}:{n}" for t in ROUND_TIEBREAKS for n in (1, 2, 3))]
        hint = suggestion(name, candidates) or f"use {plain_list(known, last='or')}"
        self.add(where, f"unknown tie-break '{name}'", hint)

    def top_tables(self, event: Event) -> None:
        first: tuple[Round, Board | DrawnBoard] | None = None
        for round_ in _played(event):
            for board in round_.every_board:
                if not board.top_table:
                    continue
                if first is None:
                    first = (round_, board)
                    continue
                self.add(
                    board.where.child("top_table"),
                    f"board {board.board} of round {round_.number} is marked top_table, "
                    f"but board {first[1].board} of round {first[0].number} already is",
                    "mark only one board of the event with 'top_table: true'",
                )

    # ----------------------------------------------------------------------- round

    def player_lists(self, owner: object, file: str, keys: tuple[str, ...]) -> None:
        """The lists of player ids ``keys`` of ``owner`` (an event, a round): each id known,
        none listed twice."""
        for key in keys:
            listed: tuple[str, ...] = getattr(owner, key)
            for i, player in enumerate(listed):
                self.player(player, Where(file, (key, i)), f"'{key}'")
                if player in listed[:i]:
                    self.add(
                        Where(file, (key, i)),
                        f"player '{player}' is listed twice in '{key}'",
                        "keep only one of them",
                    )

    def round(self, round_: Round) -> None:
        file = round_.where.file
        first_at: dict[str, Board | DrawnBoard] = {}
        repeated = False
        seated = [(board, list(_seats(board))) for board in round_.every_board]
        for board, seats in seated:
            if board.board in first_at:
                repeated = True
                line, _ = self.locator.position(first_at[board.board].where.child("board"))
                self.add(
                    board.where.child("board"),
                    f"board {board.board} appears twice in round {round_.number} "
                    f"(first at line {line})",
                    "give each board of a round its own number or name",
                )
            else:
                first_at[board.board] = board
            self.board(board, seats)
        boards_of: dict[str, list[_Seat]] = {}
        for board, seats in seated:
            seen_here: dict[str, _Seat] = {}
            for seat in seats:
                if seat.player in seen_here:
                    before = seen_here[seat.player]
                    self.add(
                        seat.where,
                        f"player '{seat.player}' is on board {board.board} twice "
                        f"({before.label} and {seat.label})"
                        if seat.label
                        else f"player '{seat.player}' is on board {board.board} twice",
                        "a player has one seat per board; fix one of them",
                    )
                    continue
                seen_here[seat.player] = seat
                boards_of.setdefault(seat.player, []).append(seat)
        for player, played in boards_of.items():
            if not repeated:  # with a board number repeated, that is the problem to fix
                self.boards_played(round_, player, played)
        self.player_lists(round_, file, ("sit_outs", "two_boards", "refused_top_table"))
        for i, player in enumerate(round_.sit_outs):
            if player in boards_of:
                self.add(
                    Where(file, ("sit_outs", i)),
                    f"player '{player}' sits out round {round_.number} "
                    f"but also plays on board {boards_of[player][0].board.board}",
                    "remove them from 'sit_outs' or from the board",
                )
        for i, player in enumerate(round_.two_boards):
            count = len(boards_of.get(player, []))
            if count < 2 and player in self.club.players and file not in self.partial:
                plays = "no board" if count == 0 else "only 1 board"
                self.add(
                    Where(file, ("two_boards", i)),
                    f"player '{player}' is listed under 'two_boards' "
                    f"but plays {plays} in round {round_.number}",
                    "remove them from 'two_boards', or add their second board",
                )

    def boards_played(self, round_: Round, player: str, seats: list[_Seat]) -> None:
        if len(seats) < 2:
            return
        names = plain_list([s.board.board for s in seats])
        played = f"player '{player}' plays on boards {names} of round {round_.number}"
        if len(seats) > 2:
            self.add(seats[2].where, played, "a player plays at most two boards of a round")
        elif player not in round_.two_boards:
            self.add(
                seats[1].where,
                played,
                "list them under 'two_boards' if the TD allowed it, otherwise fix a board",
            )

    # ----------------------------------------------------------------------- board

    def board(self, board: Board | DrawnBoard, seats: list[_Seat]) -> None:
        """The players of ``board`` (its ``seats``) are known, and its kind's checks."""
        label = f"board {board.board}"
        for seat in seats:
            if seat.player not in self.club.players:  # (reported if players.yaml is known)
                place = f"{label}, {seat.label}" if seat.label else label
                self.player(seat.player, seat.where, place)
        if finished(board):
            kind_of(board).check(board, self)


def _folders(parent: Path) -> list[str]:
    """The names of the folders in ``parent`` (none if it does not exist)."""
    if not parent.is_dir():
        return []
    return [p.name for p in parent.iterdir() if p.is_dir() and not p.name.startswith(".")]


def _rounds(count: int) -> str:
    return "no rounds" if count == 0 else plural(count, "round")


def _round_choice(rounds: int) -> str:
    if rounds == 0:
        return "remove it"
    return "use round 1" if rounds == 1 else f"use a round from 1 to {rounds}"
