"""Read a club's ``content/`` folder into the frozen model, collecting every problem.

:func:`read_shared` reads what all events share, :func:`read_event` one event folder;
both return what they could read with every problem of its files: YAML syntax, duplicate
keys, the file formats of :mod:`generator.content.formats`, ids, powers, centre counts,
round numbering. :mod:`generator.build.service` then checks (:mod:`generator.content.checks`)
and scores them, so that one run reports everything.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, TypeVar, get_args

from pydantic import BaseModel, ValidationError

from generator.content import formats as schema
from generator.content.format_problems import (
    FileKind,
    plain_list,
    schema_problems,
    value_at,
)
from generator.content.ids import slug
from generator.content.problems import Problem, outside, suggestion
from generator.content.yamlfile import MAX_BYTES, Locator, parse, too_large
from generator.model import (
    Board,
    Club,
    DiplomacyBoard,
    Event,
    Penalty,
    PlacementBoard,
    PlacementEntry,
    Player,
    PowerEntry,
    Round,
    Rules,
    SiteConfig,
    TeamBoard,
    TeamEntry,
    TeamSide,
    Where,
)
from generator.powers import MAX_CENTRES, POWERS, canonical_power
from generator.scoring.registry import available, get_system
from generator.site.markdown import MAX_NESTING_COLUMNS, too_deep

ID = re.compile(schema.ID_PATTERN)
ROUND_FILE = re.compile(r"round-(\d+)\.ya?ml")
FORMAT_DOC = "docs/content-format.md"

M = TypeVar("M", bound=BaseModel)


@dataclass
class Loaded:
    """What :func:`read_shared` found: the club without its events, and the problems."""

    club: Club
    problems: list[Problem]
    players_known: bool  # False when players.yaml could not be read


def read_shared(root: Path) -> Loaded:
    """site.yaml, players.yaml and index.md of ``root``, and their problems (and those of
    an ``events`` that is not a folder); never raises for content problems.

    The events are read one by one with :func:`read_event`; :mod:`generator.build.service`
    reads a whole content folder (load, check, score).
    """
    reader = _Reader(root)
    if not root.is_dir():
        club = Club(site=SiteConfig(title=""), players={}, events=(), root=str(root))
        return Loaded(club, [_no_folder(root)], False)
    site = reader.site()
    players, players_known = reader.players()
    intro = reader.markdown(root / "index.md")
    reader.events_folder()
    club = Club(site=site, players=players, events=(), intro=intro, root=str(root))
    return Loaded(club, reader.problems, players_known)


def read_event(folder: Path) -> tuple[Event | None, Locator, list[Problem], frozenset[str]]:
    """One event folder on its own (``folder`` is ``<content>/events/<id>``): the event,
    a locator that knows its files, the problems found in its files alone, and the round
    files read only in part (their seats with problems left out)."""
    reader = _Reader(folder.parent.parent)
    event = reader.event(folder)
    return event, reader.locator, reader.problems, frozenset(reader.partial)


def _no_folder(root: Path) -> Problem:
    return Problem(
        str(root),
        0,
        0,
        "content folder not found",
        "give the folder that holds site.yaml, players.yaml and events/",
    )


@dataclass
class _Reader:
    root: Path
    problems: list[Problem] = field(default_factory=list)
    locator: Locator = field(default_factory=Locator)
    partial: set[str] = field(default_factory=set)

    # ----------------------------------------------------------------------- files

    def _yaml(self, path: Path) -> tuple[bool, Any]:
        """(True, data) or (False, None) after recording why the file cannot be read."""
        file = str(path)
        text = self._text(path, required=True)
        if text is None:
            return False, None
        self.locator.remember(file, text)
        data, problems = parse(file, text)
        self.problems.extend(problems)
        return not problems, data

    def _text(self, path: Path, *, required: bool) -> str | None:
        """The text of a content file, or None after recording why it cannot be read
        (a missing file only when ``required``)."""
        leaves = outside(path, self.root, "content")
        if leaves is not None and os.path.lexists(path):
            self.problems.append(leaves)
            return None
        try:
            if path.stat().st_size > MAX_BYTES:
                self.problems.append(too_large(str(path)))
                return None
            return path.read_text(encoding="utf-8")
        except FileNotFoundError:
            if required:
                self.problems.append(_not_found(path))
            return None
        except UnicodeDecodeError as error:
            self.problems.append(_not_utf8(path, error))
        except IsADirectoryError:
            self.problems.append(
                Problem(
                    str(path),
                    0,
                    0,
                    f"'{path.name}' is a folder, not a file",
                    "rename the folder or move it elsewhere",
                )
            )
        except OSError as error:  # a loop of links, a file that may not be read
            self.problems.append(
                Problem(
                    str(path),
                    0,
                    0,
                    f"the file cannot be read ({error.strerror})",
                    "replace it with an ordinary file",
                )
            )
        return None

    def _model(self, model: type[M], raw: Any, kind: FileKind, where: Where) -> M | None:
        """The part of ``raw`` at ``where`` validated against ``model``; None on problems."""
        try:
            return model.model_validate(value_at(raw, where.pointer))
        except ValidationError as error:
            self.problems.extend(schema_problems(error, model, raw, kind, where, self.locator))
            return None

    def _document(self, path: Path, what: str) -> tuple[bool, Any]:
        """A YAML file that must hold a mapping (``what`` names it in the message)."""
        ok, raw = self._yaml(path)
        if ok and raw is None:
            self.problems.append(
                Problem(str(path), 0, 0, "the file is empty", f"write {what} (see {FORMAT_DOC})")
            )
            return False, None
        return ok, raw

    def markdown(self, path: Path) -> str | None:
        text = self._text(path, required=False)
        if text is None:
            return None
        deep = too_deep(text)
        if deep is not None:
            line, width = deep
            self.problems.append(
                Problem(
                    str(path),
                    line,
                    1,
                    f"this line is nested too deep ({width} columns of indentation and "
                    f"list or quote markers, at most {MAX_NESTING_COLUMNS})",
                    "indent it less",
                )
            )
            return None
        return text

    # ----------------------------------------------------------------------- site, players

    def site(self) -> SiteConfig:
        path = self.root / "site.yaml"
        ok, raw = self._document(path, "the site's title and settings")
        model = self._model(schema.SiteFile, raw, "site", Where(str(path))) if ok else None
        if model is None:
            return SiteConfig(title="")
        return SiteConfig(**model.model_dump())

    def players(self) -> tuple[dict[str, Player], bool]:
        path = self.root / "players.yaml"
        file = str(path)
        ok, raw = self._yaml(path)
        if not ok:
            return {}, False
        if raw is None:
            return {}, True
        if not isinstance(raw, dict):
            self._model(schema.PlayersFile, raw, "players", Where(file))
            return {}, False
        players: dict[str, Player] = {}
        for key in raw:
            player_id = str(key)
            wrong = _bad_id("player id", key, "write it as") if isinstance(key, str) else None
            if wrong is not None:
                self.problems.append(self.locator.problem(Where(file, (key,)), *wrong, at_key=True))
            model = self._model(schema.PlayerFile, raw, "players", Where(file, (key,)))
            if model is None:
                players[player_id] = Player(id=player_id, name=player_id)
            else:
                players[player_id] = Player(id=player_id, **model.model_dump())
        return players, True

    # ----------------------------------------------------------------------- events

    def events_folder(self) -> None:
        """Report an ``events`` that is a file (no events would be read from it)."""
        folder = self.root / "events"
        if folder.exists() and not folder.is_dir():
            self.problems.append(
                Problem(
                    str(folder),
                    0,
                    0,
                    "'events' is a file, not a folder",
                    "make it a folder that holds one folder per event",
                )
            )

    def event(self, folder: Path) -> Event | None:
        event_id = folder.name
        wrong = _bad_id("event id", event_id, "rename the folder to")
        if wrong is not None:
            self.problems.append(Problem(str(folder), 0, 0, *wrong))
        path = folder / "event.yaml"
        file = str(path)
        if not path.is_file():
            self.problems.append(_no_event_file(folder))
            return None
        ok, raw = self._document(path, "the event's name, start and scoring")
        model = self._model(schema.EventFile, raw, "event", Where(file)) if ok else None
        if model is None and ok:  # reported; read the rest, so its rounds are checked too
            model = _without_bad_keys(schema.EventFile, raw)
        scoring = model.scoring if model else value_at(raw, ("scoring",))
        kind = self._board_kind(scoring, file) if isinstance(scoring, str) else None
        rounds = self.rounds(folder, kind)
        report = self.markdown(folder / "index.md")
        if model is None or kind is None:
            return None
        return Event(
            id=event_id,
            name=model.name,
            start=model.start,
            scoring=model.scoring,
            rounds=rounds,
            where=Where(file),
            end=model.end,
            location=model.location,
            rules=_rules(model.rules),
            tiebreaks=None if model.tiebreaks is None else tuple(model.tiebreaks),
            lots=tuple(model.lots),
            penalties=tuple(
                Penalty(
                    player=p.player,
                    points=_fraction(p.points),
                    where=Where(file, ("penalties", i)),
                    reason=p.reason,
                    round=p.round,
                )
                for i, p in enumerate(model.penalties)
            ),
            disqualified=tuple(model.disqualified),
            report=report,
        )

    def _board_kind(self, scoring: str, file: str) -> str | None:
        """The board kind of the ``scoring`` system, or None (reported) if unknown."""
        try:
            return get_system(scoring).board_kind
        except KeyError:
            known = available()
            close = suggestion(scoring, known)
            hint = (
                f"{close} (known: {', '.join(known)})"
                if close
                else f"use one of {plain_list(known, last='or')}"
            )
            self.problems.append(
                self.locator.problem(
                    Where(file, ("scoring",)), f"unknown scoring system '{scoring}'", hint
                )
            )
            return None

    # ----------------------------------------------------------------------- rounds

    def rounds(self, folder: Path, kind: str | None) -> tuple[Round, ...]:
        """Every round-N.yaml, in order; always 1..N (problems recorded otherwise)."""
        numbered: dict[int, Path] = {}
        for path in sorted(folder.iterdir()):
            skip = path.name.startswith(".") or path.name == "event.yaml"
            if skip or path.suffix.lower() not in (".yaml", ".yml"):
                continue  # dot files are editors' locks and backups
            match = ROUND_FILE.fullmatch(path.name)
            number = int(match.group(1)) if match else 0
            if number > schema.MAX_ROUND:
                self.problems.append(_round_too_high(path))
            elif match and path.name == f"round-{number}.yaml" and number >= 1:
                numbered[number] = path
            else:
                self.problems.append(_stray_file(path))
        missing = [n for n in range(1, max(numbered, default=0) + 1) if n not in numbered]
        if missing:
            names = [f"round-{n}.yaml" for n in missing]
            self.problems.append(
                Problem(
                    str(folder),
                    0,
                    0,
                    f"{plain_list(names)} {'is' if len(names) == 1 else 'are'} missing: "
                    f"round files must be numbered 1..{max(numbered)} without gaps",
                    "add the missing rounds or renumber the round files",
                )
            )
        return tuple(self.round(n, numbered[n], kind) for n in sorted(numbered))

    def round(self, number: int, path: Path, kind: str | None) -> Round:
        file = str(path)
        empty = Round(number=number, boards=(), where=Where(file))
        ok, raw = self._document(path, "the round's boards")
        if not ok or kind is None:
            return empty
        model_type = schema.ROUND_FILES[kind]
        model = self._model(model_type, raw, "round", Where(file))
        if model is None:  # reported; keep what can be read, so the other checks still run
            self.partial.add(file)
            salvaged = _salvage_round(model_type, raw)
            if salvaged is None:
                return empty
            model, numbered = salvaged
        else:
            numbered = list(enumerate(getattr(model, "boards", ())))
        boards: list[Board] = []
        for i, board in numbered:
            where = Where(file, ("boards", i))
            if isinstance(board, schema.DiplomacyBoardFile):
                boards.append(self.diplomacy_board(board, where))
            elif isinstance(board, schema.PlacementBoardFile):
                boards.append(_placement_board(board, where))
            elif isinstance(board, schema.TeamBoardFile):
                boards.append(_team_board(board, where))
        return Round(
            number=number,
            boards=tuple(boards),
            where=Where(file),
            date=model.date,
            sit_outs=tuple(model.sit_outs),
            two_boards=tuple(model.two_boards),
            refused_top_table=tuple(model.refused_top_table),
        )

    def diplomacy_board(self, board: schema.DiplomacyBoardFile, where: Where) -> DiplomacyBoard:
        """The board; on problems (recorded) it keeps every seat it could read."""
        label = f"board {board.board}"
        if board.start > board.end:
            self.problems.append(
                self.locator.problem(
                    where.child("end"),
                    f"{label} ends in {board.end}, before it starts in {board.start}",
                    "fix 'start' or 'end'",
                )
            )
        seen: dict[str, str] = {}
        powers: list[PowerEntry] = []
        for key, entry in board.powers.items():
            at = where.child("powers", key)
            power = self._power(key, label, seen, at)
            if power is None:
                self.partial.add(where.file)
                continue
            history = self._centres(entry.centres, board, f"{label}, {power}", at)
            counts = [entry.centres] if isinstance(entry.centres, int) else entry.centres
            final = counts[-1] if counts else 0
            powers.append(
                PowerEntry(
                    power=power,
                    player=entry.player,
                    final=final if 0 <= final <= MAX_CENTRES else 0,  # reported
                    history=history,
                    where=at,
                )
            )
        return DiplomacyBoard(
            board=str(board.board),
            powers=tuple(powers),
            where=where,
            start=board.start,
            end=board.end,
            result=board.result,
            top_table=board.top_table,
        )

    def _power(self, key: str, label: str, seen: dict[str, str], at: Where) -> str | None:
        power = canonical_power(key)
        if power is None:
            hint = suggestion(key.capitalize(), POWERS) or (
                f"write {plain_list(POWERS, last='or')} (or just the first letter)"
            )
            self.problems.append(
                self.locator.problem(at, f"unknown power '{key}' in {label}", hint, at_key=True)
            )
            return None
        if power in seen:
            self.problems.append(
                self.locator.problem(
                    at,
                    f"{power} appears twice in {label} (as '{seen[power]}' and '{key}')",
                    "keep only one of them",
                    at_key=True,
                )
            )
            return None
        seen[power] = key
        return power

    def _centres(
        self,
        centres: int | list[int],
        board: schema.DiplomacyBoardFile,
        place: str,
        at: Where,
    ) -> tuple[int, ...] | None:
        """The year-by-year history (None for a final count only, or one with problems)."""
        before = len(self.problems)
        counts = [centres] if isinstance(centres, int) else centres
        for j, count in enumerate(counts):
            if not 0 <= count <= MAX_CENTRES:
                spot = at.child("centres") if isinstance(centres, int) else at.child("centres", j)
                self.problems.append(
                    self.locator.problem(
                        spot,
                        f"centre count {count} in {place} is outside 0-{MAX_CENTRES}",
                        "fix the count",
                    )
                )
        if isinstance(centres, int):
            return None
        years = board.end - board.start + 1
        if len(centres) != years and years > 0:
            self.problems.append(
                self.locator.problem(
                    at.child("centres"),
                    f"'centres' in {place} has {len(centres)} counts, "
                    f"but {board.start}-{board.end} is {years} years",
                    f"give one count per year from {board.start} to {board.end}, "
                    "or only the final count",
                )
            )
        return tuple(centres) if len(self.problems) == before else None


def _bad_id(what: str, value: str, fix: str) -> tuple[str, str] | None:
    """The message and hint for an id that is not lowercase letters, digits and '-', or
    too long to name a file of the site; None for a good id."""
    if len(value) > schema.MAX_ID:
        return (
            f"{what} '{value[:20]}…' is {len(value)} characters long, more than {schema.MAX_ID}",
            f"{fix} a shorter id (ids name the site's files and web addresses)",
        )
    if not ID.match(value):
        return (
            f"{what} '{value}' is not lowercase letters, digits and '-'",
            f"{fix} '{slug(value) or 'x'}' (ids are used in web addresses)",
        )
    return None


def _without_bad_keys(model: type[M], raw: Any, keep: tuple[str, ...] = ()) -> M | None:
    """``raw`` validated without the top-level keys that have problems; None if it cannot be.

    Silent: the problems were reported when the whole file was validated. A key that is
    missing and required cannot be left out, nor can one of ``keep`` (whose default
    would make other checks wrong), so those give None.
    """
    if not isinstance(raw, dict):
        return None
    data = dict(raw)
    for _ in range(len(raw) + 1):
        try:
            return model.model_validate(data)
        except ValidationError as error:
            bad = {loc[0] for loc in (e["loc"] for e in error.errors()) if loc}
            if not bad & set(data) or bad & set(keep):
                return None
            data = {k: v for k, v in data.items() if k not in bad}
    return None  # pragma: no cover - each round removes a key


def _salvage_round(model: type[M], raw: Any) -> tuple[M, list[tuple[int, Any]]] | None:
    """The parts of a round file with problems that are fine on their own (silently).

    Returns the round (its lists without bad keys) and the boards that validate alone,
    with their index in the file, so the checks across boards can still run on them.
    A Diplomacy board keeps the powers that are fine.
    """
    if not isinstance(raw, dict):
        return None
    lists = _without_bad_keys(model, {**raw, "boards": []})
    if lists is None:
        return None
    boards = raw.get("boards")
    (board_model,) = get_args(model.model_fields["boards"].annotation)
    numbered: list[tuple[int, Any]] = []
    for i, board in enumerate(boards if isinstance(boards, list) else []):
        alone = _one_board(board_model, board)
        if alone is not None:
            numbered.append((i, alone))
    return lists, numbered


def _one_board(model: type[BaseModel], board: Any) -> BaseModel | None:
    """``board`` validated alone, without its bad powers and bad keys, or None.

    ``start`` and ``end`` are never left out: their defaults would make the counts of
    every year look wrong.
    """
    if isinstance(board, dict) and isinstance(board.get("powers"), dict):
        good = {k: v for k, v in board["powers"].items() if _valid(schema.PowerFile, v)}
        board = {**board, "powers": good}
    return _without_bad_keys(model, board, keep=("start", "end"))


def _valid(model: type[BaseModel], raw: Any) -> bool:
    try:
        model.model_validate(raw)
    except ValidationError:
        return False
    return True


def _not_found(path: Path) -> Problem:
    """A missing file; says so when it is there with another extension (site.yml)."""
    other = path.with_suffix(".yml")
    if other.is_file():
        return Problem(str(path), 0, 0, "file not found", f"rename {other.name} to {path.name}")
    return Problem(str(path), 0, 0, "file not found", f"create it (see {FORMAT_DOC})")


def _not_utf8(path: Path, error: UnicodeDecodeError) -> Problem:
    """A file that is not UTF-8, located at its first byte that is not."""
    before = path.read_bytes()[: error.start]
    line = before.count(b"\n") + 1
    col = len(before[before.rfind(b"\n") + 1 :].decode("utf-8")) + 1  # valid up to there
    return Problem(
        str(path),
        line,
        col,
        f"the file is not UTF-8 text (byte 0x{error.object[error.start]:02x})",
        "save it as UTF-8 (your editor's 'encoding' setting)",
    )


def _no_event_file(folder: Path) -> Problem:
    near = [p.name for p in folder.iterdir() if p.name.lower() in ("event.yml", "event.yaml")]
    hint = (
        f"rename {near[0]} to event.yaml"
        if near
        else f"add one (see {FORMAT_DOC}) or remove the folder"
    )
    return Problem(str(folder), 0, 0, "the event folder has no event.yaml", hint)


def _round_too_high(path: Path) -> Problem:
    return Problem(
        str(path),
        0,
        0,
        f"round files are numbered 1 to {schema.MAX_ROUND} at most",
        "rename it after the round it holds: round-1.yaml, round-2.yaml, ...",
    )


ROUNDISH = re.compile(r"round-?(\d+)\.ya?ml", re.IGNORECASE)


def _stray_file(path: Path) -> Problem:
    found = ROUNDISH.fullmatch(path.name)
    number = int(found.group(1)) if found else -1
    if found and number >= 1 and found.group(1).startswith("0"):
        return Problem(
            str(path), 0, 0, "round file name with a leading zero", f"rename it round-{number}.yaml"
        )
    if number >= 1:
        return Problem(
            str(path),
            0,
            0,
            f"round files are named round-N.yaml, not '{path.name}'",
            f"rename it round-{number}.yaml",
        )
    if number == 0:
        return Problem(
            str(path),
            0,
            0,
            "rounds are numbered from 1",
            "name the round files round-1.yaml, round-2.yaml, ...",
        )
    return Problem(
        str(path),
        0,
        0,
        f"unexpected file '{path.name}' in the event folder",
        "name round files round-1.yaml, round-2.yaml, ...; move other YAML files elsewhere",
    )


def _placement_board(board: schema.PlacementBoardFile, where: Where) -> PlacementBoard:
    return PlacementBoard(
        board=str(board.board),
        entries=tuple(
            PlacementEntry(
                player=e.player,
                points=None if e.points is None else _fraction(e.points),
                place=e.place,
                where=where.child("players", j),
            )
            for j, e in enumerate(board.players)
        ),
        where=where,
        game=board.game,
        top_table=board.top_table,
    )


def _team_board(board: schema.TeamBoardFile, where: Where) -> TeamBoard:
    return TeamBoard(
        board=str(board.board),
        sides=tuple(
            TeamSide(
                name=name,
                entries=tuple(
                    TeamEntry(
                        player=e.player,
                        kills=e.kills,
                        lost=e.lost,
                        points=_fraction(e.points),
                        where=where.child("sides", name, j),
                        units=e.units,
                        retired=e.retired,
                    )
                    for j, e in enumerate(entries)
                ),
                where=where.child("sides", name),
            )
            for name, entries in board.sides.items()
        ),
        where=where,
        top_table=board.top_table,
    )


def _fraction(value: int | float) -> Fraction:
    """A number from YAML, exactly as written: 12.3 -> 123/10 (never a binary float)."""
    return Fraction(str(value)) if isinstance(value, float) else Fraction(value)


_FRACTION_RULES = frozenset(
    {
        "sit_out_points",
        "two_boards_bonus_percent",
        "top_table_bonus_percent",
        "top_table_winner_bonus",
        "top_table_refusal_malus_percent",
        "worst_result_percent",
    }
)


def _rules(model: schema.RulesFile | None) -> Rules:
    if model is None:
        return Rules()
    values: dict[str, Any] = {}
    for name, value in model.model_dump(exclude_none=True).items():
        values[name] = _fraction(value) if name in _FRACTION_RULES else value
    return Rules(**values)
