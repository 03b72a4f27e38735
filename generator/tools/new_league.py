"""``podium new league``: a league's event.yaml and every round file of its schedule.

The schedule is :mod:`podium.tools.league_schedule`'s; this module writes it in the
content format (docs/content-format.md, "League schedules"): one round file per round of
the schedule, one board per game, its players in seat order and no results yet (so every
round is shown as its draw until its results are in). The files are written into a
hidden folder beside the event's, checked there by :mod:`podium.build.service` (as
``podium check`` would), and only then renamed into place: a league is written whole or
not at all, and never over an existing file.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from podium.build import service
from podium.content.problems import suggestion
from podium.scoring import registry
from podium.scoring.kinds import system_kind
from podium.tools import files, scaffold
from podium.tools.files import yaml_scalar
from podium.tools.league_schedule import (
    LeagueError,
    Schedule,
    check_size,
    schedule,
    times_in_each_seat,
)

EVENT_TEMPLATE = """\
{modeline}# A league, written by `podium new league`: its folder name ({slug}) is its id.
# {summary}
# Format: docs/content-format.md, sections 4 and 5. Check with `podium check`.
name: {name}
start: {start}
scoring: {scoring}
"""

ROUND_TEMPLATE = """\
{modeline}# Round {number} of {rounds} of the league {slug}: the first player of a board starts.
# When a game ends, give each of its players their points (or their place), as in
#   - {{player: alice-rossi, points: 1000}}
# Format: docs/content-format.md, section 5. Check with `podium check`.
boards:
"""


@dataclass(frozen=True, slots=True)
class League:
    """What ``podium new league`` wrote: the files and the schedule they hold."""

    files: tuple[Path, ...]
    schedule: Schedule


def new_league(
    content: Path,
    slug: str,
    players: list[str],
    per_game: int,
    *,
    scoring: str = "league",
    name: str | None = None,
    start: date | None = None,
    game: str | None = None,
) -> League:
    """Write ``events/SLUG/`` with the league's event.yaml and its round files; a
    ScaffoldError (nothing written) if the league cannot be made as asked."""
    if not scaffold.ID_RE.match(slug):
        raise scaffold.ScaffoldError(
            f"event id {slug!r} is not lowercase letters, digits and '-'; "
            "try one like '2025-autumn-league'"
        )
    _placement(scoring)
    if name is not None:
        scaffold.checked_text("--name", name)
    if game is not None:
        scaffold.checked_text("--game", game)
    try:
        check_size(players, per_game)
    except LeagueError as error:
        raise scaffold.ScaffoldError(str(error)) from None
    if not content.is_dir():
        raise scaffold.ScaffoldError(
            f"{content}: no such folder; run podium beside your content folder, or give it with -c"
        )
    folder = content / "events" / slug
    if folder.exists() and (not folder.is_dir() or any(folder.iterdir())):
        raise scaffold.ScaffoldError(f"{folder}: already exists; podium never overwrites a file")
    base = service.read_base(content)
    if base.problems:
        raise scaffold.ScaffoldError(
            "fix these first (podium check lists them):\n" + "\n".join(map(str, base.problems))
        )
    _known(players, sorted(base.club.players), content / "players.yaml")
    try:
        made = schedule(players, per_game)
    except LeagueError as error:
        raise scaffold.ScaffoldError(str(error)) from None
    texts = _texts(content, folder, made, scoring, name, start or date.today(), game)
    return League(_publish(content, base, folder, texts), made)


def summary(league: Schedule) -> str:
    """The schedule in one line: games, games each, seats, meetings."""
    n, k = len(league.players), league.per_game
    low, high = league.meeting_spread
    meet = f"{low} times" if low == high else f"{low} to {high} times"
    times = times_in_each_seat(n, k)
    return (
        f"{n} players, {k} a game: {len(league.games)} games, {league.games_each} for each "
        f"player, {times} {'time' if times == 1 else 'times'} in each seat; "
        f"each pair of players meets {meet}; {len(league.rounds)} rounds"
    )


def _placement(scoring: str) -> None:
    """Refuse a scoring system whose boards' seats are not all alike (placement games)."""
    placement = [k for k in registry.available() if system_kind(registry.get_system(k)).seats_alike]
    if scoring in placement:
        return
    hint = suggestion(scoring, placement) or f"use {' or '.join(placement)}"
    raise scaffold.ScaffoldError(
        f"--scoring {scoring}: a league schedule is for placement games; {hint}"
    )


def _known(players: list[str], ids: list[str], players_file: Path) -> None:
    """Every player id is in players.yaml (else an error naming each unknown one)."""
    unknown = []
    for number, player in enumerate(players, start=1):
        if player in ids:
            continue
        hint = suggestion(player, ids) or f"add them to {players_file} (podium add player)"
        unknown.append(f"--players: unknown player '{player}' (number {number}); {hint}")
    if unknown:
        raise scaffold.ScaffoldError("\n".join(unknown))


def _texts(
    content: Path,
    folder: Path,
    made: Schedule,
    scoring: str,
    name: str | None,
    start: date,
    game: str | None,
) -> dict[str, tuple[str, Any]]:
    """Each file of the league by name (event.yaml, round-1.yaml, ...): its text and the
    data it is meant to hold."""
    slug = folder.name
    title = name or " ".join(w.capitalize() for w in slug.split("-"))
    event = EVENT_TEMPLATE.format(
        modeline=scaffold.schema_line(content, folder / "event.yaml", "event.schema.json"),
        slug=slug,
        summary=summary(made),
        name=yaml_scalar(title),
        start=start.isoformat(),
        scoring=scoring,
    )
    texts = {"event.yaml": (event, {"name": title, "start": start, "scoring": scoring})}
    for number, games in enumerate(made.rounds, start=1):
        path = folder / f"round-{number}.yaml"
        text = ROUND_TEMPLATE.format(
            modeline=scaffold.schema_line(content, path, "round-placement.schema.json"),
            number=number,
            rounds=len(made.rounds),
            slug=slug,
        )
        boards: list[dict[str, Any]] = []
        for board, index in enumerate(games, start=1):
            text += f"  - board: {board}\n"
            if game:
                text += f"    game: {yaml_scalar(game)}\n"
            text += "    players:\n"
            text += "".join(f"      - {{player: {yaml_scalar(p)}}}\n" for p in made.games[index])
            seats = [{"player": p} for p in made.games[index]]
            boards.append({"board": board, **({"game": game} if game else {}), "players": seats})
        texts[path.name] = (text, {"boards": boards})
    return texts


def _publish(
    content: Path, base: service.Base, folder: Path, texts: dict[str, tuple[str, Any]]
) -> tuple[Path, ...]:
    """Write the files into a hidden folder beside ``folder``, check them as
    ``podium check`` does, and rename the folder into place."""
    files.guard(content, folder / "event.yaml")
    folder.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=".podium-new-", dir=folder.parent))
    try:
        written = staging / folder.name
        for file, (text, meant) in texts.items():
            try:
                files.write_new(written / file, text, root=content, meant=meant)
            except files.NotWritten as error:  # a bug: said of the file the user will look for
                raise scaffold.ScaffoldError(f"{folder / file}: {error.strerror}") from None
        reading = service.read_event(base, written)
        if reading.problems:  # a bug: the schedule must always be valid content
            raise scaffold.ScaffoldError("\n".join(map(str, reading.problems)))
        if folder.is_dir():
            folder.rmdir()  # empty (checked): the league takes its place
        os.rename(written, folder)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return tuple(folder / file for file in texts)
