"""The content model: what a club's YAML says, typed and frozen.

The loader (``podium.build.loader``) builds these objects from ``content/``; everything after
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

from podium.themes import Language

PathItem = str | int
"""One step into a YAML document: a mapping key or a sequence index."""


@dataclass(frozen=True, slots=True)
class Where:
    """A place in a content file: the file (as given to the loader) and a path into it."""

    file: str
    pointer: tuple[PathItem, ...] = ()

    def child(self, *items: PathItem) -> Where:
        return Where(self.file, self.pointer + items)


# --------------------------------------------------------------------------- site, players


@dataclass(frozen=True, slots=True)
class SiteConfig:
    title: str
    language: Language = "en"
    theme: str = "default"
    url: str | None = None
    repository: str | None = None
    branch: str = "main"
    markdown_raw_html: bool = False
    clean_urls: bool | None = None  # None: on when the site has a url
    logo: str | None = None  # a path inside the content folder
    search: bool = True  # site-wide search (Pagefind), made with the site
    ratings: bool = False  # the club's ratings (podium.site.ratings)

    @property
    def uses_clean_urls(self) -> bool:
        """Whether links end in "/" (a hosted site) rather than "index.html" (file://)."""
        return self.url is not None if self.clean_urls is None else self.clean_urls


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    name: str
    country: str | None = None
    # PRIVATE: used only by the women_first and youngest tie-breaks, never written out.
    gender: str | None = field(default=None, repr=False)
    born: date | None = field(default=None, repr=False)
    club: str | None = None  # shown only to tell apart players of the same name
    wdd: int | None = None  # their id in the World Diplomacy Database
    family_name: str | None = None  # the words of ``name`` the WDD files as NAME


# --------------------------------------------------------------------------- boards


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
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
    order: tuple[str, ...] | None = None  # the director's order of tied powers, best first

    @property
    def years(self) -> tuple[int, ...]:
        return tuple(range(self.start, self.end + 1))

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(p.player for p in self.powers if p.player is not None)


@dataclass(frozen=True, slots=True)
class PlacementEntry:
    """One player in a placement game: the game's own points, or the finishing place."""

    player: str
    points: Fraction | None
    place: int | None
    where: Where


@dataclass(frozen=True, slots=True)
class PlacementBoard:
    board: str
    entries: tuple[PlacementEntry, ...]
    where: Where
    game: str | None = None
    top_table: bool = False

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(e.player for e in self.entries)


@dataclass(frozen=True, slots=True)
class TeamEntry:
    player: str
    kills: int
    lost: int
    points: Fraction
    where: Where
    units: int = 1
    retired: bool = False


@dataclass(frozen=True, slots=True)
class TeamSide:
    name: str
    entries: tuple[TeamEntry, ...]
    where: Where


@dataclass(frozen=True, slots=True)
class TeamBoard:
    board: str
    sides: tuple[TeamSide, ...]  # exactly two
    where: Where
    top_table: bool = False

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(e.player for s in self.sides for e in s.entries)


Board = DiplomacyBoard | PlacementBoard | TeamBoard
"""A board with its results, of any board kind (podium.scoring.kinds)."""

Entry = PowerEntry | PlacementEntry | TeamEntry
"""One seat's entry of a board of any kind, as its file gives it."""


@dataclass(frozen=True, slots=True)
class DrawnSeat:
    """One seat of a board in play: who sits where, before any result."""

    player: str | None  # None: a power in civil disorder
    label: str  # the power ("Austria"), the side ("Allies"), or "" for placement games
    where: Where  # the seat's entry in the file


@dataclass(frozen=True, slots=True)
class DrawnBoard:
    """A board of a round in play: the draw is out, its results are not in yet
    (docs/content-format.md, "Rounds in play")."""

    board: str
    seats: tuple[DrawnSeat, ...]  # in the order of the file
    where: Where
    top_table: bool = False
    game: str | None = None  # placement games: which game

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(s.player for s in self.seats if s.player is not None)


# --------------------------------------------------------------------------- rounds, events


@dataclass(frozen=True, slots=True)
class Round:
    number: int
    boards: tuple[Board, ...]
    where: Where  # the round file
    date: date | None = None
    sit_outs: tuple[str, ...] = ()
    two_boards: tuple[str, ...] = ()
    refused_top_table: tuple[str, ...] = ()
    drawn: tuple[DrawnBoard, ...] = ()
    """Boards with no results yet: a round with any is **in play** (its other boards have
    their results, but the round is scored only once every board has them)."""

    @property
    def in_play(self) -> bool:
        return bool(self.drawn)

    @property
    def every_board(self) -> tuple[Board | DrawnBoard, ...]:
        """Its boards, with results or drawn, in the order of the file."""
        return tuple(sorted((*self.boards, *self.drawn), key=_file_order))


def _file_order(board: Board | DrawnBoard) -> int:
    """A board's index in its round file (``boards[i]``)."""
    pointer = board.where.pointer
    return pointer[1] if len(pointer) > 1 and isinstance(pointer[1], int) else 0


SYSTEM_OPTION = {"system_option": True}
"""The metadata of a :class:`Rules` field that only some scoring systems read (they name
it in ``ScoringSystem.options``); any other system's event that sets it is refused."""


@dataclass(frozen=True, slots=True)
class Total:
    """``rules: {total: ...}``: how a player's results become their total (docs/scoring.md,
    "Totals"); a method of :mod:`podium.scoring.totals` and its parameters."""

    method: str = "sum"
    count: int | None = None  # N of the best-N methods
    k: int | None = None  # the K of ``average``
    two_boards: Literal["both", "best"] = "both"
    where: Where | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class Penalty:
    player: str
    points: Fraction
    where: Where
    reason: str | None = None
    round: int | None = None


@dataclass(frozen=True, slots=True)
class GivenAward:
    """One of the director's own awards (``awards: given:``)."""

    name: str
    players: tuple[str, ...]
    where: Where
    note: str | None = None


BestCountry = Literal["score", "centres", "none"]
"""How best country is awarded: by board score, by final centres, or not at all."""


@dataclass(frozen=True, slots=True)
class Awards:
    """``awards:`` in event.yaml (docs/content-format.md, "Awards")."""

    best_country: BestCountry | None = None  # None: score where boards have powers, else none
    given: tuple[GivenAward, ...] = ()
    where: Where | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class Teams:
    """``teams:`` in event.yaml: a team competition (docs/content-format.md, "Teams")."""

    size: int
    members: Mapping[str, tuple[str, ...]]  # team name -> its players, in the file's order
    where: Where
    rounds: tuple[int, ...] | None = None  # None: every round
    count: int | None = None  # None: every board score of the team counts


@dataclass(frozen=True, slots=True)
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
    # PRIVATE: groups of linked players, used only by `podium seat`, never written out.
    links: tuple[tuple[str, ...], ...] = field(default=(), repr=False)
    awards: Awards = field(default_factory=Awards)
    teams: Teams | None = None
    unscored: tuple[Round, ...] = ()
    """The rounds not scored yet: the round in play (the first with a board without
    results) and every round after it, whose draws may be out too (a league's schedule).
    ``rounds`` are the rounds before: those that are scored."""

    @property
    def in_play(self) -> Round | None:
        """The round being played: the first round with a board without results."""
        return self.unscored[0] if self.unscored else None


@dataclass(frozen=True, slots=True)
class Series:
    """``series/<id>.yaml``: a season or circuit over some events (docs/content-format.md,
    "Series"), ranked by the points each event's final rank gives."""

    id: str  # the file name without .yaml
    name: str
    events: tuple[str, ...]  # event ids, in the order of the file
    points: tuple[Fraction, ...]  # by final rank: points[0] for 1st; later ranks get 0
    where: Where  # the series file
    best: int | None = None  # None: every event counts


@dataclass(frozen=True, slots=True)
class Club:
    """Everything in one ``content/`` folder."""

    site: SiteConfig
    players: Mapping[str, Player]
    events: tuple[Event, ...]  # sorted by (start, id)
    intro: str | None = None  # content/index.md, Markdown source
    root: str = "content"
    series: tuple[Series, ...] = ()  # sorted by id


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
