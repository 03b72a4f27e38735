"""Reading content: load -> check -> score, the one way every command reads a club.

``podium check``, ``score``, ``diff``, ``build`` and ``serve`` read content through this
module only, so they find the same problems and score the same way. Events are
independent of one another: :func:`read_event` takes one event folder through the three
stages on its own (the build does so in worker processes, and only for the events that
changed), and :func:`read` takes a whole content folder through them, event by event.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from podium.build import checks, loader
from podium.content import site_checks
from podium.content.problems import ContentError, LocatedError, Problem
from podium.model import Club, Event, event_folders
from podium.scoring.results import EventResult
from podium.scoring.tournament import board_alone, score_event


@dataclass(frozen=True, slots=True)
class Base:
    """What every event needs: the club without its events (site.yaml, players.yaml,
    index.md), and the problems of those files."""

    club: Club
    problems: tuple[Problem, ...]
    players_known: bool  # False when players.yaml could not be read


@dataclass(frozen=True, slots=True)
class EventReading:
    """One event folder, read, checked and (when it has no problems) scored."""

    folder: str  # the folder's name, the event's id
    event: Event | None  # None: its event.yaml could not be read
    result: EventResult | None  # None: it has problems, or the base has
    problems: tuple[Problem, ...]


@dataclass(frozen=True, slots=True)
class Reading:
    """A whole content folder, read, checked and scored."""

    club: Club  # with every event that could be read, in (start, id) order
    results: Mapping[str, EventResult]  # by event id, in the club's order: the clean events
    problems: tuple[Problem, ...]  # every problem, in file order (as ContentError has them)
    unscored: tuple[str, ...]  # the event folders that have problems, so no result


def read_base(content: Path, base_url: str | None = None, *, search: bool = True) -> Base:
    """site.yaml, players.yaml and index.md; ``base_url`` replaces site.yaml's ``url``,
    and ``search=False`` turns its ``search`` off."""
    shared = loader.read_shared(content)
    club = shared.club
    if base_url:
        club = replace(club, site=replace(club.site, url=base_url))
    if not search:
        club = replace(club, site=replace(club.site, search=False))
    return Base(club, tuple(shared.problems), shared.players_known)


def read_event(base: Base, folder: Path) -> EventReading:
    """Load, check and score one event folder (``<content>/events/<id>``).

    It is checked even when a file has problems (as far as it could be read), and scored
    only when neither it nor the base has any.
    """
    event, locator, problems, partial = loader.read_event(folder)
    if event is not None:
        one = replace(base.club, events=(event,))
        problems += checks.problems(
            one, locator=locator, players_known=base.players_known, partial=partial
        )
    if event is None or problems or base.problems:
        return EventReading(folder.name, event, None, tuple(problems))
    try:
        result = score_event(event, base.club.players)
    except LocatedError as error:
        return EventReading(folder.name, event, None, (locator.located(error),))
    unscorable = tuple(locator.located(error) for error in _finished_in_play(event))
    return EventReading(folder.name, event, None if unscorable else result, unscorable)


def _finished_in_play(event: Event) -> list[LocatedError]:
    """Why finished boards of the round in play cannot be scored (each on its own, as
    their pages show them): a tie their rules break by a year chart the board lacks is
    refused now, not only once the round's last board is in."""
    rnd = event.in_play
    if rnd is None:
        return []
    found = []
    for board in rnd.boards:
        try:
            board_alone(event, rnd.number, str(board.board))
        except LocatedError as error:
            found.append(error)
    return found


def read(content: Path, *, base_url: str | None = None, theme: bool = True) -> Reading:
    """Every file of ``content``, loaded, checked and scored; ``theme=False`` leaves out the
    check of site.yaml's theme (``podium diff`` reads revisions exported without their
    themes/, and ``podium score`` shows no page)."""
    base = read_base(content, base_url)
    events = [read_event(base, folder) for folder in event_folders(content)]
    found = sorted((e.event for e in events if e.event), key=lambda e: (e.start, e.id))
    club = replace(base.club, events=tuple(found))
    problems = [*base.problems, *(p for e in events for p in e.problems)]
    if theme:
        problems += checks.theme_problems(club) or _template_problems(club)
    problems += site_checks.logo_problems(club)
    scored = {e.result.event.id: e.result for e in events if e.result is not None}
    results = {e.id: scored[e.id] for e in found if e.id in scored}
    unscored = tuple(e.folder for e in events if e.result is None)
    return Reading(club, results, ContentError(problems).problems, unscored)


def load(content: Path) -> Club:
    """The club of ``content``, every event scored; raises ContentError listing every
    problem (as ``podium check`` reports them, but the theme's)."""
    reading = read(content, theme=False)
    if reading.problems:
        raise ContentError(reading.problems)
    return reading.club


def _template_problems(club: Club) -> list[Problem]:
    """The templates of the club's theme that Jinja cannot read (``podium check``; the
    build finds them the same way)."""
    from podium.render.templates import club_theme, template_problems

    themes, _, env = club_theme(club)
    return template_problems(env, themes)
