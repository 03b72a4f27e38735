"""Scaffolding: new events, new rounds and new players, written in the content format.

Nothing here ever overwrites a file: new files are created exclusively (``"x"`` mode) and
a new player is *appended* to ``players.yaml`` as text, so its comments and layout survive.
"""

from __future__ import annotations

import os.path
import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from podium.content import ids
from podium.content.formats import MAX_ROUND, text_problem
from podium.content.problems import suggestion
from podium.content.yamlfile import max_bytes, parse
from podium.scoring import registry
from podium.scoring.kinds import AnyKind, event_kind
from podium.tools import files
from podium.tools.files import yaml_scalar

ID_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
ROUND_RE = re.compile(r"^round-([1-9][0-9]*)\.yaml$")
SCHEMA_DIR = "schemas"
"""Where ``podium schema`` writes by default, beside ``content/``."""


class ScaffoldError(Exception):
    """A scaffolding request that cannot be done; the message says what to do."""


@dataclass(frozen=True, slots=True)
class Written:
    """A file created or extended by a scaffolding command."""

    path: Path
    created: bool  # False: appended to an existing file


# --------------------------------------------------------------------------- files


def schema_line(content: Path, target: Path, schema: str) -> str:
    """A ``yaml-language-server`` modeline when ``schemas/`` sits beside ``content/``."""
    schema_file = content.resolve().parent / SCHEMA_DIR / schema
    if not schema_file.is_file():
        return ""
    rel = Path(_relpath(schema_file, target.resolve().parent))
    return f"# yaml-language-server: $schema={rel.as_posix()}\n"


def _relpath(path: Path, start: Path) -> str:
    return os.path.relpath(path, start)


def _create(content: Path, path: Path, text: str) -> Written:
    """Create ``path`` in ``content`` with ``text``; refuse if it exists."""
    try:
        files.write_new(path, text, root=content)
    except FileExistsError:
        raise ScaffoldError(f"{path}: already exists; podium never overwrites a file") from None
    return Written(path, created=True)


# --------------------------------------------------------------------------- events


EVENT_TEMPLATE = """\
{modeline}# The event. The folder name ({slug}) is its id, used in URLs.
# Format: docs/content-format.md, section 4. Check with `podium check`.
name: {name}
start: {start}
# end: {start}               # optional: last day
# location: City, Country       # optional
{scoring_line}# {systems}
# rules:                        # optional: the scoring system's options (defaults apply)
#   sit_out_points: 50
#   worst_result_percent: 10
# tiebreaks: [games_played, round_score:1, lots]   # optional: the system's chain applies
# lots: [alice-rossi, bob-smith]   # optional: the TD's drawing of lots, best first
# penalties:                    # optional
#   - {{player: alice-rossi, points: 50, reason: Conduct, round: 2}}
# disqualified: [alice-rossi]   # optional
"""

ROUND_HEAD = """\
{modeline}# Round {number} of {slug}. Add one entry under boards: per table played.
# Format: docs/content-format.md, section 5. Check a board with `podium score {path}`.
# date: {date}              # optional
"""


def unknown_system_hint(system: str) -> str:
    """What to write for an unknown scoring system: the closest key, or every key."""
    known = registry.available()
    return suggestion(system, known) or f"use one of: {', '.join(known)}"


def _unknown_system(system: str) -> ScaffoldError:
    return ScaffoldError(f"unknown scoring system {system!r}; {unknown_system_hint(system)}")


def new_event(
    content: Path,
    slug: str,
    system: str,
    *,
    rounds: int = 1,
    name: str | None = None,
    start: date | None = None,
) -> list[Written]:
    """Create ``events/SLUG/`` with event.yaml and ``rounds`` empty round files (none
    with 0: ``podium seat`` writes round 1)."""
    if not ID_RE.match(slug):
        raise ScaffoldError(
            f"event id {slug!r} is not lowercase letters, digits and '-'; "
            f"try {ids.slug(slug) or '2024-club-open'!r}"
        )
    if not 0 <= rounds <= MAX_ROUND:
        raise ScaffoldError(
            f"--rounds {rounds}: an event has 1 to {MAX_ROUND} rounds "
            "(--no-round: no round file yet)"
        )
    try:
        kind = event_kind(system)
    except KeyError:
        raise _unknown_system(system) from None
    _content_folder(content)
    folder = content / "events" / slug
    event_file = folder / "event.yaml"
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise ScaffoldError(
            f"{folder}: already exists; podium never overwrites a file "
            f"(add a round with `podium new round {slug}`)"
        )
    day = start or date.today()
    text = EVENT_TEMPLATE.format(
        modeline=schema_line(content, event_file, "event.schema.json"),
        slug=slug,
        name=yaml_scalar(checked_text("--name", name or _title_from_slug(slug))),
        start=day.isoformat(),
        scoring_line=f"scoring: {system}".ljust(32),
        systems=" | ".join(registry.available()),
    )
    written = [_create(content, event_file, text)]
    for number in range(1, rounds + 1):
        written.append(_create_round(content, folder, number, kind, day))
    return written


def checked_text(option: str, value: str) -> str:
    """``value`` of ``option`` (``--name``) if it is one line of text without control or
    invisible characters (the rule ``podium check`` applies); a ScaffoldError otherwise."""
    problem = text_problem(value)
    if problem is not None:
        raise ScaffoldError(f"{option} {value!r}: {problem}; write the text alone, on one line")
    return value


def _content_folder(content: Path) -> None:
    """Refuse a content folder that does not exist: a typo must not start a new tree."""
    if not content.is_dir():
        raise ScaffoldError(
            f"{content}: no such folder; run podium beside your content folder, "
            "or give it with -c (create it first for a new club)"
        )


def _title_from_slug(slug: str) -> str:
    return " ".join(w.capitalize() for w in slug.split("-"))


def _create_round(
    content: Path, folder: Path, number: int, kind: AnyKind, day: date | None = None
) -> Written:
    path = folder / f"round-{number}.yaml"
    head = ROUND_HEAD.format(
        modeline=schema_line(content, path, f"round-{kind.name}.schema.json"),
        number=number,
        slug=folder.name,
        path=path.as_posix(),
        date=(day or date.today()).isoformat(),
    )
    return _create(content, path, head + kind.round_template)


def event_folder(content: Path, event: str) -> Path:
    """An event given as its id or as a path to its folder or its event.yaml."""
    given = Path(event)
    candidates = [content / "events" / event, given, given.parent if given.is_file() else given]
    for folder in candidates:
        if (folder / "event.yaml").is_file():
            return folder
    events = content / "events"
    known = sorted(p.name for p in events.iterdir() if p.is_dir()) if events.is_dir() else []
    hint = suggestion(event, known) or "create it with `podium new event`"
    raise ScaffoldError(f"no event {event!r} in {events}; {hint}")


def new_round(content: Path, event: str) -> Written:
    """Add the next ``round-N.yaml`` to an event, shaped for its scoring system."""
    folder = event_folder(content, event)
    data = _read_yaml(folder / "event.yaml", content)
    system = data.get("scoring") if isinstance(data, dict) else None
    if not isinstance(system, str):
        raise ScaffoldError(f"{folder / 'event.yaml'}: no 'scoring:'; add the scoring system")
    try:
        kind = event_kind(system)
    except KeyError:
        raise _unknown_system(system) from None
    numbers = [int(m.group(1)) for p in folder.iterdir() if (m := ROUND_RE.match(p.name))]
    return _create_round(content, folder, max(numbers, default=0) + 1, kind)


def _read(path: Path, content: Path) -> str:
    """The text of a content file (a regular file in ``content``, within the size limit)."""
    try:
        return files.read_text(path, max_bytes(str(path)), root=content)
    except files.UnsafePath as error:
        raise ScaffoldError(f"{path}: {error.strerror}") from None


def _read_yaml(path: Path, content: Path) -> Any:
    """The file's data, read as ``podium check`` reads it (one YAML reader)."""
    data, problems = parse(str(path), _read(path, content))
    if problems:
        first = problems[0]
        where = f"{path}:{first.line}:{first.col}" if first.line else str(path)
        raise ScaffoldError(f"{where}: not valid YAML; fix it with `podium check`")
    return data


# --------------------------------------------------------------------------- players

PLAYERS_HEAD = """\
{modeline}# Every person who has played at the club, once. The id (the key) is used in URLs:
# lowercase letters, digits and '-'. gender and born are private (tie-breaks only).
"""


def player_entry(player_id: str, name: str, country: str | None = None) -> str:
    """A player's entry in players.yaml, as text to append."""
    entry = f"{yaml_scalar(player_id)}:\n  name: {yaml_scalar(name)}\n"
    if country:
        entry += f"  country: {yaml_scalar(country)}\n"  # "NO" (Norway) must not read as false
    return entry


@dataclass(frozen=True, slots=True)
class NewPlayer:
    id: str
    file: Written
    same_name: tuple[str, ...]  # ids of players who already have this exact name


def player_name(name: str) -> str:
    """``name`` on one line without spare spaces, if it can be a player's name; a
    ScaffoldError otherwise."""
    name = " ".join(name.split())
    if not name:
        raise ScaffoldError("the player's name is empty; give the full name in quotes")
    problem = text_problem(name)
    if problem is not None:
        raise ScaffoldError(
            f"the name {name!r} cannot be a player's name: {problem}; write the name alone"
        )
    return name


def country_code(country: str) -> str:
    """``country`` as an ISO 3166-1 alpha-2 code (upper case); a ScaffoldError if it is
    not one."""
    code = country.strip().upper()
    if not re.fullmatch(r"[A-Z]{2}", code):
        raise ScaffoldError(
            f"--country {code!r} is not an ISO 3166-1 alpha-2 code; use e.g. IT, FR, GB"
        )
    return code


def add_player(content: Path, name: str, *, country: str | None = None) -> NewPlayer:
    """Append a player to ``players.yaml`` under a fresh id derived from the name."""
    name = player_name(name)
    if country is not None:
        country = country_code(country)
    _content_folder(content)
    path = content / "players.yaml"
    existing = _read_yaml(path, content) if path.exists() or path.is_symlink() else None
    players: dict[Any, Any] = existing if isinstance(existing, dict) else {}
    if existing is not None and not isinstance(existing, dict):
        raise ScaffoldError(f"{path}: expected a mapping of player ids; fix it with `podium check`")
    taken = {str(k) for k in players}
    new_id = ids.unique_id(ids.slug(name) or "player", taken)
    same = tuple(
        sorted(str(k) for k, v in players.items() if isinstance(v, dict) and v.get("name") == name)
    )
    entry = player_entry(new_id, name, country)
    if path.exists():
        text = _appended(path, _read(path, content), players, entry, new_id, name, country)
        files.replace(path, text, root=content)
        written = Written(path, created=False)
    else:
        head = PLAYERS_HEAD.format(
            modeline=schema_line(content, path, "players.schema.json"),
        )
        written = _create(content, path, head + entry)
    return NewPlayer(new_id, written, same)


def _appended(
    path: Path,
    text: str,
    players: dict[Any, Any],
    entry: str,
    new_id: str,
    name: str,
    country: str | None,
) -> str:
    """players.yaml's text with ``entry`` at the end, read back as the players meant. A
    file without players (``{}``, say) keeps only its comments; a file whose layout does
    not let an entry be added at the end is refused."""
    meant = {**players, new_id: {"name": name, **({"country": country} if country else {})}}
    sep = "" if text.endswith("\n") or not text else "\n"
    try:
        return files.checked(str(path), text + sep + entry, meant)
    except files.NotWritten:
        if players:
            raise ScaffoldError(
                f"{path}: a player added at its end would not read back (is it written "
                "in flow style, {...}?); write it one player a block, as `podium init` does"
            ) from None
    comments = "".join(line + "\n" for line in text.splitlines() if line.startswith("#"))
    return files.checked(str(path), comments + entry, meant)
