"""Read a club's ``content/`` folder into the frozen model, collecting every problem.

:func:`read_shared` reads what all events share, :func:`read_event` one event folder;
both return what they could read with every problem of its files: YAML syntax, duplicate
keys, the file formats of :mod:`podium.content.formats`, ids, round numbering, and what
the event's board kind (:mod:`podium.scoring.kinds`) sees as it reads its boards
(powers, centre counts). A validated file becomes its domain object through
:func:`podium.content.domain.to_domain`. :mod:`podium.build.service` then checks
(:mod:`podium.build.checks`) and scores them, so that one run reports everything.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from podium.build.checks import series_events
from podium.content import formats
from podium.content.domain import to_domain
from podium.content.format_problems import (
    FileKind,
    plain_list,
    schema_problems,
    value_at,
)
from podium.content.formats import RoundLists
from podium.content.ids import slug
from podium.content.problems import Problem, not_utf8, outside, suggestion
from podium.content.yamlfile import Locator, max_bytes, parse, too_large
from podium.model import (
    Board,
    Club,
    DrawnBoard,
    Event,
    Player,
    Round,
    Series,
    SiteConfig,
    Where,
    event_folders,
)
from podium.scoring.kinds import AnyKind, event_kind
from podium.scoring.registry import available
from podium.site.markdown import MAX_NESTING_COLUMNS, too_deep

ID = re.compile(formats.ID_PATTERN)
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

    The events are read one by one with :func:`read_event`; :mod:`podium.build.service`
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
    series = reader.series({folder.name for folder in event_folders(root)})
    club = Club(site=site, players=players, events=(), intro=intro, root=str(root), series=series)
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
    real: dict[Path, str] = field(default_factory=dict)  # real paths found, by path

    def _realpath(self, path: Path) -> str:
        """:func:`os.path.realpath` of a content file or folder, each folder resolved once
        per reading: one that is not a link is its folder's real path and its name."""
        if path not in self.real:
            plain = path != self.root and path.name not in ("", ".", "..")
            if plain and not os.path.islink(path):
                self.real[path] = os.path.join(self._realpath(path.parent), path.name)
            else:
                self.real[path] = os.path.realpath(path)
        return self.real[path]

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
        leaves = outside(path, self.root, "content", self._realpath)
        if leaves is not None and os.path.lexists(path):
            self.problems.append(leaves)
            return None
        try:
            if path.stat().st_size > max_bytes(str(path)):
                self.problems.append(too_large(str(path)))
                return None
            return path.read_text(encoding="utf-8")
        except FileNotFoundError:
            if required:
                self.problems.append(_not_found(path))
            return None
        except UnicodeDecodeError as error:
            self.problems.append(not_utf8(path, error))
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
        text = text.removeprefix("\ufeff")  # a byte-order mark would hide the first heading
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
        model = self._model(formats.SiteFile, raw, "site", Where(str(path))) if ok else None
        if model is None:
            return SiteConfig(title="")
        return to_domain(SiteConfig, model)

    def players(self) -> tuple[dict[str, Player], bool]:
        path = self.root / "players.yaml"
        file = str(path)
        ok, raw = self._yaml(path)
        if not ok:
            return {}, False
        if raw is None:
            return {}, True
        if not isinstance(raw, dict):
            self._model(formats.PlayersFile, raw, "players", Where(file))
            return {}, False
        players: dict[str, Player] = {}
        for key in raw:
            player_id = str(key)
            wrong = _bad_id("player id", key, "write it as") if isinstance(key, str) else None
            if wrong is not None:
                self.problems.append(self.locator.problem(Where(file, (key,)), *wrong, at_key=True))
            model = self._model(formats.PlayerFile, raw, "players", Where(file, (key,)))
            if model is None:
                players[player_id] = Player(id=player_id, name=player_id)
            else:
                players[player_id] = to_domain(Player, model, id=player_id)
                self._family_name(players[player_id], Where(file, (key, "family_name")))
        return players, True

    def _family_name(self, player: Player, where: Where) -> None:
        """``family_name`` must be words of ``name``, one after the other."""
        if player.family_name is None:
            return
        words, family = player.name.split(), player.family_name.split()
        if any(words[i : i + len(family)] == family for i in range(len(words))):
            return
        self.problems.append(
            self.locator.problem(
                where,
                f"family_name {player.family_name!r} is not part of the name {player.name!r}",
                "write the words of the name that are the family name, like 'De Luca'",
            )
        )

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
        model = self._model(formats.EventFile, raw, "event", Where(file)) if ok else None
        if model is None and ok:  # reported; read the rest, so its rounds are checked too
            model = _without_bad_keys(formats.EventFile, raw)
        scoring = model.scoring if model else value_at(raw, ("scoring",))
        kind = None
        if isinstance(scoring, str):
            try:
                kind = event_kind(scoring)
            except KeyError:
                self._unknown_system(scoring, file)
        rounds, unscored = _scored(self.rounds(folder, kind))
        report = self.markdown(folder / "index.md")
        if model is None or kind is None:
            return None
        return to_domain(
            Event, model, Where(file), id=event_id, rounds=rounds, unscored=unscored, report=report
        )

    def _unknown_system(self, scoring: str, file: str) -> None:
        """Report the event's ``scoring:`` as naming no known system."""
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

    # ----------------------------------------------------------------------- series

    def series(self, events: set[str]) -> tuple[Series, ...]:
        """Every ``series/<id>.yaml``, by id; ``events``: the ids of the event folders,
        which a series' ``events`` must name."""
        folder = self.root / "series"
        if not folder.is_dir():
            return ()
        found: list[Series] = []
        for path in sorted(folder.iterdir()):
            if path.name.startswith((".", "_")) or path.suffix.lower() not in (".yaml", ".yml"):
                continue  # dot files are editors' locks and backups; _name is set aside
            if path.suffix != ".yaml":
                self.problems.append(
                    Problem(
                        str(path), 0, 0, "series files end in .yaml", f"rename it {path.stem}.yaml"
                    )
                )
                continue
            one = self.one_series(path, events)
            if one is not None:
                found.append(one)
        return tuple(found)

    def one_series(self, path: Path, events: set[str]) -> Series | None:
        series_id = path.stem
        wrong = _bad_id("series id", series_id, "rename the file to")
        if wrong is not None:
            self.problems.append(Problem(str(path), 0, 0, *wrong))
        ok, raw = self._document(path, "the series' name, events and points")
        where = Where(str(path))
        model = self._model(formats.SeriesFile, raw, "series", where) if ok else None
        written = value_at(raw, ("events",)) if ok else None
        self.problems += series_events(written, events, where, self.locator)
        if ok and value_at(raw, ("points",)) == []:
            self.add(
                where.child("points"),
                "the points list is empty",
                "give the points of each final rank, 1st first, like [25, 18, 15]",
            )
            return None
        return None if model is None else to_domain(Series, model, where, id=series_id)

    # ----------------------------------------------------------------------- rounds

    def rounds(self, folder: Path, kind: AnyKind | None) -> tuple[Round, ...]:
        """Every round-N.yaml, in order; always 1..N (problems recorded otherwise)."""
        numbered: dict[int, Path] = {}
        for path in sorted(folder.iterdir()):
            skip = path.name.startswith(".") or path.name == "event.yaml"
            if skip or path.suffix.lower() not in (".yaml", ".yml"):
                continue  # dot files are editors' locks and backups
            match = ROUND_FILE.fullmatch(path.name)
            number = int(match.group(1)) if match else 0
            if number > formats.MAX_ROUND:
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

    def round(self, number: int, path: Path, kind: AnyKind | None) -> Round:
        file = str(path)
        empty = Round(number=number, boards=(), where=Where(file))
        ok, raw = self._document(path, "the round's boards")
        if not ok or kind is None:
            return empty
        model = self._model(kind.round_file, raw, "round", Where(file))
        if model is None:  # reported; keep what can be read, so the other checks still run
            self.partial.add(file)
            salvaged = _salvage_round(kind, raw)
            if salvaged is None:
                return empty
            model, numbered = salvaged
        else:
            numbered = list(enumerate(getattr(model, "boards", ())))
        boards: list[Board] = []
        drawn: list[DrawnBoard] = []
        for i, board in numbered:
            at = Where(file, ("boards", i))
            shown = kind.draw(board, at, self)
            if shown is None:
                boards.append(kind.read(board, at, self))
            else:
                drawn.append(shown)
        return to_domain(
            Round, model, Where(file), number=number, boards=tuple(boards), drawn=tuple(drawn)
        )

    # ----------------------------------------------------------------------- reports

    def add(self, where: Where, message: str, hint: str, *, at_key: bool = False) -> None:
        """Report a problem at ``where`` (as a board kind does while reading its boards)."""
        self.problems.append(self.locator.problem(where, message, hint, at_key=at_key))

    def left_out(self, file: str) -> None:
        """``file`` is read only in part: a seat with problems was left out."""
        self.partial.add(file)


def _scored(rounds: tuple[Round, ...]) -> tuple[tuple[Round, ...], tuple[Round, ...]]:
    """The rounds that are scored (every round before the first with a board without
    results) and the rest: the round in play and the rounds after it."""
    for i, round_ in enumerate(rounds):
        if round_.in_play:
            return rounds[:i], rounds[i:]
    return rounds, ()


def _bad_id(what: str, value: str, fix: str) -> tuple[str, str] | None:
    """The message and hint for an id that is not lowercase letters, digits and '-', or
    too long to name a file of the site; None for a good id."""
    if len(value) > formats.MAX_ID:
        return (
            f"{what} '{value[:20]}…' is {len(value)} characters long, more than {formats.MAX_ID}",
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


def _salvage_round(kind: AnyKind, raw: Any) -> tuple[RoundLists, list[tuple[int, Any]]] | None:
    """The parts of a round file with problems that are fine on their own (silently).

    Returns the round (its lists without bad keys) and the boards that validate alone,
    with their index in the file, so the checks across boards can still run on them.
    A board keeps what its kind salvages (a Diplomacy board: the powers that are fine).
    """
    if not isinstance(raw, dict):
        return None
    lists = _without_bad_keys(kind.round_file, {**raw, "boards": []})
    if lists is None:
        return None
    boards = raw.get("boards")
    numbered: list[tuple[int, Any]] = []
    for i, board in enumerate(boards if isinstance(boards, list) else []):
        alone = _without_bad_keys(kind.board_file, kind.salvage(board), keep=kind.keep)
        if alone is not None:
            numbered.append((i, alone))
    return lists, numbered


def _not_found(path: Path) -> Problem:
    """A missing file; says so when it is there with another extension (site.yml)."""
    other = path.with_suffix(".yml")
    if other.is_file():
        return Problem(str(path), 0, 0, "file not found", f"rename {other.name} to {path.name}")
    return Problem(str(path), 0, 0, "file not found", f"create it (see {FORMAT_DOC})")


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
        f"round files are numbered 1 to {formats.MAX_ROUND} at most",
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
