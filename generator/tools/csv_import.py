"""``podium import csv``: a club's old spreadsheets become an event's round files.

The steps, and the rule that nothing is written unless everything is clean:

1. :mod:`podium.tools.csv_table` reads each CSV (encoding, separator, headings).
2. :mod:`podium.tools.csv_seats` makes each row a seat of a board of a round, shaped for
   the event's board kind (Diplomacy powers, placement players, team sides).
3. :mod:`podium.tools.csv_players` gives each name a player id, asking about close names.
4. :mod:`podium.tools.csv_yaml` writes the round files (and event.yaml, for a new event)
   as text, each line knowing its CSV cell. They are put, with the new players.yaml, into
   a copy of the event, read back by :mod:`podium.build.service` exactly as
   ``podium check`` reads them; any problem is reported at the CSV cell it came from.
5. Only then are the files created (each new file appears whole, none is ever
   overwritten, and a failure removes the ones already made), and players.yaml is
   replaced in one rename.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from podium.content import ids
from podium.content.problems import Problem
from podium.content.yamlfile import parse
from podium.scoring.kinds import AnyKind, event_kind
from podium.tools import csv_table, files
from podium.tools.csv_players import Known, existing_players, resolve
from podium.tools.csv_seats import RoundPlan, read_seats, rounds_of
from podium.tools.csv_table import Cell, ImportProblems, Table
from podium.tools.csv_yaml import Text, event_text, round_text
from podium.tools.scaffold import (
    PLAYERS_HEAD,
    ROUND_RE,
    player_entry,
    schema_line,
    unknown_system_hint,
)
from podium.tools.trial import Trial, trial

__all__ = ["ImportProblems", "Plan", "Request", "plan", "write"]


@dataclass(frozen=True, slots=True)
class Request:
    """What ``podium import csv`` was asked."""

    files: tuple[Path, ...]
    event: str
    scoring: str
    content: Path
    mapping: dict[str, str] = field(default_factory=dict)  # folded heading -> field
    same: dict[str, str] = field(default_factory=dict)  # --player NAME=ID
    different: frozenset[str] = frozenset()  # --new-player NAME
    name: str | None = None  # the new event's name
    start: date | None = None  # the new event's first day

    @property
    def folder(self) -> Path:
        return self.content / "events" / self.event


@dataclass(frozen=True, slots=True)
class Plan:
    """What the import writes: new files (path -> text), players.yaml's new text (or
    None when no player is added), the data each file written is meant to read as, and
    who was added or found."""

    content: Path
    created: dict[Path, str]
    meant: dict[Path, Any]
    players_file: Path
    players_text: str | None
    added: tuple[tuple[str, str], ...]  # (id, name) of new players
    reused: tuple[tuple[str, str], ...]  # (id, name) of players found in players.yaml
    rounds: int
    boards: int
    notes: tuple[str, ...]


def _stop(where: str, message: str, hint: str) -> ImportProblems:
    return ImportProblems([Problem(where, 0, 0, message, hint)])


def plan(request: Request) -> Plan:
    """Read, convert and check everything; raise :class:`ImportProblems` on any problem."""
    try:
        kind = event_kind(request.scoring)
    except KeyError:
        hint = unknown_system_hint(request.scoring)
        raise _stop("--scoring", f"unknown scoring system {request.scoring!r}", hint) from None
    _check_request(request)
    existing_rounds = _existing_rounds(request)
    tables = _tables(request)
    rounds = _read_rounds(request, tables, kind, existing_rounds)
    players_file = request.content / "players.yaml"
    problems: list[Problem] = []
    names = [s.player for r in rounds.values() for b in r.boards.values() for s in b.seats]
    ids_of, added, reused = resolve(
        [name for name in names if name.value],
        existing_players(players_file, request.content),
        request.same,
        request.different,
        problems,
    )
    if problems:
        raise ImportProblems(problems)
    created, texts, meant = _files(request, rounds, kind, ids_of)
    cells: dict[str, Cell] = {}
    for name in names:
        cells.setdefault(name.value, name.cell)
    players_text = None
    if added:
        players_text, texts[players_file] = _players_text(players_file, request, added, cells)
    _check(request, created, texts, players_file, players_text)
    if players_text is not None:
        meant[players_file] = texts[players_file].meant
    return Plan(
        request.content,
        created,
        meant,
        players_file,
        players_text,
        tuple((k.id, k.name) for k in added),
        tuple((k.id, k.name) for k in reused),
        len(rounds),
        sum(len(r.boards) for r in rounds.values()),
        tuple(note for table in tables for note in table.notes),
    )


def _check_request(request: Request) -> None:
    if not (request.content / "site.yaml").is_file():
        raise _stop(
            str(request.content),
            "no site.yaml here",
            "run podium import beside your content folder, or give it with -c",
        )
    if not request.event or ids.slug(request.event) != request.event:
        raise _stop(
            "--event",
            f"the event id {request.event!r} is not lowercase letters, digits and '-'",
            f"try {ids.slug(request.event) or '2019-club-open'!r}",
        )
    try:
        files.guard(request.content, request.folder / "event.yaml")
        files.guard(request.content, request.content / "players.yaml")
    except files.UnsafePath as error:
        raise _stop(str(error.filename), str(error.strerror), "") from None


def _existing_rounds(request: Request) -> set[int]:
    """The event's round numbers; refuses an event scored with another system."""
    folder = request.folder
    if not folder.is_dir():
        return set()
    event_file = folder / "event.yaml"
    if event_file.is_file():
        data, problems = parse(str(event_file), event_file.read_text(encoding="utf-8"))
        scoring = data.get("scoring") if isinstance(data, dict) else None
        if problems or not isinstance(scoring, str):
            raise _stop(str(event_file), "cannot be read", "fix it first (`podium check`)")
        if scoring != request.scoring:
            raise _stop(
                str(event_file),
                f"the event is scored with {scoring!r}, not {request.scoring!r}",
                f"import with --scoring {scoring}",
            )
    return {int(m.group(1)) for p in folder.iterdir() if (m := ROUND_RE.match(p.name))}


def _tables(request: Request) -> list[Table]:
    problems: list[Problem] = []
    tables: list[Table] = []
    for path in request.files:
        try:
            tables.append(csv_table.read(path, request.mapping))
        except csv_table.TableError as error:
            problems.append(error.problem)
        except OSError as error:
            problems.append(Problem(str(path), 0, 0, "cannot be read", str(error.strerror)))
    if problems:
        raise ImportProblems(problems)
    return tables


def _read_rounds(
    request: Request, tables: list[Table], kind: AnyKind, existing: set[int]
) -> dict[int, RoundPlan]:
    """The rounds of every table (a table without a round column is the next round)."""
    problems: list[Problem] = []
    next_round = max(existing, default=0) + 1
    seats = [
        seat
        for i, table in enumerate(tables)
        for seat in read_seats(table, kind, next_round + i, problems)
    ]
    rounds = rounds_of(seats, problems)
    for number, round_plan in rounds.items():
        if number in existing:
            problems.append(
                round_plan.cell.problem(
                    f"round {number} exists already ({request.folder / f'round-{number}.yaml'})",
                    "podium never overwrites a file; import only the new rounds",
                )
            )
    if problems:
        raise ImportProblems(problems)
    return rounds


def _files(
    request: Request, rounds: dict[int, RoundPlan], kind: AnyKind, ids_of: dict[str, str]
) -> tuple[dict[Path, str], dict[Path, Text], dict[Path, Any]]:
    """The new files' texts, the round files' cell maps, and each file's meant data."""
    created: dict[Path, str] = {}
    texts: dict[Path, Text] = {}
    meant: dict[Path, Any] = {}
    event_file = request.folder / "event.yaml"
    if not event_file.exists():
        if request.start is None:
            raise _stop(
                str(request.folder),
                f"the event {request.event!r} is new",
                "give its first day with --date YYYY-MM-DD (and its name with --name)",
            )
        name = request.name or " ".join(w.capitalize() for w in request.event.split("-"))
        sources = ", ".join(p.name for p in request.files)
        created[event_file] = event_text(
            request.content, event_file, name, request.start, request.scoring, sources
        )
        meant[event_file] = {"name": name, "start": request.start, "scoring": request.scoring}
    for number, round_plan in rounds.items():
        path = request.folder / f"round-{number}.yaml"
        head = schema_line(request.content, path, f"round-{kind.name}.schema.json")
        text = round_text(round_plan, kind, ids_of, head, request.event)
        texts[path] = text
        created[path] = text.text()
        meant[path] = text.meant
    return created, texts, meant


def _players_text(
    path: Path, request: Request, added: list[Known], cells: dict[str, Cell]
) -> tuple[str, Text]:
    """players.yaml's text with the new players at its end, and the CSV cell of each of
    their lines (where a problem ``podium check`` finds in them is reported) with the
    players the text is meant to read as: those it had and the new ones."""
    if path.is_file():
        head = path.read_text(encoding="utf-8")
        head += "" if head.endswith("\n") or not head else "\n"
    else:
        modeline = schema_line(request.content, path, "players.schema.json")
        head = PLAYERS_HEAD.format(modeline=modeline)
    had, _ = parse(str(path), head)
    meant = {**(had or {}), **{k.id: {"name": k.name} for k in added}}
    origins = Text(lines=[""] * head.count("\n"), meant=meant)
    for known in added:
        for line in player_entry(known.id, known.name).splitlines():
            origins.add(line, cells[known.name])
    return head + "".join(player_entry(k.id, k.name) for k in added), origins


def _check(
    request: Request,
    created: dict[Path, str],
    texts: dict[Path, Text],
    players_file: Path,
    players_text: str | None,
) -> None:
    """Read the would-be content as ``podium check`` does; problems at their CSV cells."""
    written = dict(created)
    if players_text is not None:
        written[players_file] = players_text
    with trial(request.content, request.event, written) as tried:
        found = tried.problems
        if found:
            located = {str(tried.in_copy(p)): t for p, t in texts.items()}
            raise ImportProblems([_located(p, located, tried) for p in found])


def _located(problem: Problem, texts: dict[str, Text], tried: Trial) -> Problem:
    """The problem at its CSV cell, when it is in a file the import wrote."""
    text = texts.get(problem.file)
    cell = text.cell(problem.line, problem.col) if text is not None else None
    if cell is not None:
        return cell.problem(problem.message, problem.hint)
    return tried.original(problem)


def write(result: Plan) -> None:
    """Create the new files (each appears whole; an existing one is never replaced), then
    replace players.yaml in one rename. If anything fails, the files already created are
    removed again: the content is as it was."""
    made: list[Path] = []
    folders = {f for path in result.created for f in path.parents if not f.exists()}
    try:
        for path, text in result.created.items():
            files.write_new(path, text, root=result.content, meant=result.meant[path])
            made.append(path)
        if result.players_text is not None:
            players, meant = result.players_file, result.meant[result.players_file]
            files.replace(players, result.players_text, root=result.content, meant=meant)
    except BaseException:
        for path in made:
            path.unlink()
        for folder in sorted(folders, key=lambda f: len(f.parts), reverse=True):
            if folder.is_dir() and not any(folder.iterdir()):
                folder.rmdir()
        raise
