"""The content model: what a club's YAML says, typed and frozen.

The loader (``generator.content.loader``) builds these objects from ``content/``; everything after
it (scoring, pages, exports) reads only these. Nothing here does I/O.

Every object that came from a file keeps a :class:`Where`, a pointer into the YAML
document, so that later stages (scoring, for example) can report a located error; the
pointer is turned into ``line:col`` only when an error is actually reported.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from fractions import Fraction
from pathlib import Path
from typing import Literal

from generator.site.themes import Language

PathItem = str | int
"""One step into a YAML document: a mapping key or a sequence index."""


@dataclass(frozen=True)
class Where:
    """A place in a content file: the file (as given to the loader) and a path into it."""

    file: str
    pointer: tuple[PathItem, ...] = ()

    def child(self, *items: PathItem) -> Where:
        return Where(self.file, self.pointer + items)


# --------------------------------------------------------------------------- site, players


@dataclass(frozen=True)
class SiteConfig:
    title: str
    language: Language = "en"
    theme: str = "default"
    url: str | None = None
    repository: str | None = None
    branch: str = "main"
    markdown_raw_html: bool = False
    search: bool = True  # site-wide search (Pagefind), made with the site


@dataclass(frozen=True)
class Player:
    id: str
    name: str
    country: str | None = None
    # PRIVATE: used only by the women_first and youngest tie-breaks, never written out.
    gender: str | None = field(default=None, repr=False)
    born: date | None = field(default=None, repr=False)


# --------------------------------------------------------------------------- boards


@dataclass(frozen=True)
class PowerEntry:
    """One power on a Diplomacy board."""

    power: str  # full name: "Austria", ..., "Turkey"
    player: str | None  # None: civil disorder
    final: int  # centres at the end of the last played year
    history: tuple[int, ...] | None  # counts for start..end, last == final; None if not given
    where: Where
    eliminated: int | None = None  # the year it lost its last centre, as the file gives it

    def centres_in(self, year_index: int) -> int | None:
        """Centres at the end of year ``start + year_index``, if the history is known."""
        if self.history is None:
            return None
        return self.history[year_index]


@dataclass(frozen=True)
class DiplomacyBoard:
    board: str
    powers: tuple[PowerEntry, ...]  # in the order of the file
    where: Where
    start: int = 1901
    end: int = 1907
    result: Literal["solo", "draw", "time", "concession"] | None = None
    top_table: bool = False
    conceded_to: str | None = None  # the power conceded to (result: concession)
    draw: tuple[str, ...] | None = None  # the powers in the draw, where the file names them

    @property
    def years(self) -> tuple[int, ...]:
        return tuple(range(self.start, self.end + 1))

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(p.player for p in self.powers if p.player is not None)


@dataclass(frozen=True)
class PlacementEntry:
    """One player in a placement game: the game's own points, or the finishing place."""

    player: str
    points: Fraction | None
    place: int | None
    where: Where


@dataclass(frozen=True)
class PlacementBoard:
    board: str
    entries: tuple[PlacementEntry, ...]
    where: Where
    game: str | None = None
    top_table: bool = False

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(e.player for e in self.entries)


@dataclass(frozen=True)
class TeamEntry:
    player: str
    kills: int
    lost: int
    points: Fraction
    where: Where
    units: int = 1
    retired: bool = False


@dataclass(frozen=True)
class TeamSide:
    name: str
    entries: tuple[TeamEntry, ...]
    where: Where


@dataclass(frozen=True)
class TeamBoard:
    board: str
    sides: tuple[TeamSide, ...]  # exactly two
    where: Where
    top_table: bool = False

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(e.player for s in self.sides for e in s.entries)


Board = DiplomacyBoard | PlacementBoard | TeamBoard


# --------------------------------------------------------------------------- rounds, events


@dataclass(frozen=True)
class Round:
    number: int
    boards: tuple[Board, ...]
    where: Where  # the round file
    date: date | None = None
    sit_outs: tuple[str, ...] = ()
    two_boards: tuple[str, ...] = ()
    refused_top_table: tuple[str, ...] = ()


SYSTEM_OPTION = {"system_option": True}
"""The metadata of a :class:`Rules` field that only some scoring systems read (they name
it in ``ScoringSystem.options``); any other system's event that sets it is refused."""


@dataclass(frozen=True)
class Total:
    """``rules: {total: ...}``: how a player's results become their total (docs/scoring.md,
    "Totals"); a method of :mod:`generator.scoring.totals` and its parameters."""

    method: str = "sum"
    count: int | None = None  # N of the best-N methods
    k: int | None = None  # the K of ``average``
    two_boards: Literal["both", "best"] = "both"
    where: Where | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Rules:
    """The event's ``rules:`` as written. ``None`` means "the scoring system's default"."""

    sit_out_points: Fraction | None = None
    best_of: int | None = None
    total: Total | None = None
    two_boards_bonus_percent: Fraction | None = None
    top_table_bonus_percent: Fraction | None = None
    top_table_winner_bonus: Fraction | None = None
    top_table_podium: int | None = None
    top_table_refusal_malus_percent: Fraction | None = None
    worst_result_percent: Fraction | None = None
    round_board_scores: int | None = field(default=None, metadata=SYSTEM_OPTION)
    """Round each board score half-up to N decimals (c-diplo)."""


@dataclass(frozen=True)
class Penalty:
    player: str
    points: Fraction
    where: Where
    reason: str | None = None
    round: int | None = None


@dataclass(frozen=True)
class Event:
    id: str  # the folder name
    name: str
    start: date
    scoring: str  # a key of the scoring registry
    rounds: tuple[Round, ...]  # numbered 1..N in order
    where: Where  # event.yaml
    end: date | None = None
    location: str | None = None
    rules: Rules = field(default_factory=Rules)
    tiebreaks: tuple[str, ...] | None = None  # None: the system's default chain
    lots: tuple[str, ...] = ()
    penalties: tuple[Penalty, ...] = ()
    disqualified: tuple[str, ...] = ()
    report: str | None = None  # index.md, Markdown source


@dataclass(frozen=True)
class Club:
    """Everything in one ``content/`` folder."""

    site: SiteConfig
    players: Mapping[str, Player]
    events: tuple[Event, ...]  # sorted by (start, id)
    intro: str | None = None  # content/index.md, Markdown source
    root: str = "content"


def event_folders(content: Path) -> list[Path]:
    """The event folders of a content folder, by name: every folder in ``events/`` but
    hidden ones (``.name``) and set-aside ones (``_name``)."""
    folder = content / "events"
    if not folder.is_dir():
        return []
    return [
        child
        for child in sorted(folder.iterdir())
        if child.is_dir() and not child.name.startswith((".", "_"))
    ]
