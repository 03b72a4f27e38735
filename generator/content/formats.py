"""The file formats of ``content/``, as pydantic models: the single source of the format.

Each model describes one YAML file (or one part of it) exactly as a person writes it:
unknown keys are refused (``extra="forbid"``) and values are not coerced (``strict``),
so that ``country: NO`` (which YAML reads as ``false``) is an error, not a silent change.
The loader turns these into the frozen domain model of :mod:`generator.model`; the same
models give JSON Schemas for editors (:func:`json_schemas`).
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Discriminator,
    Field,
    RootModel,
    Tag,
    WithJsonSchema,
)

from generator.site.themes import Language

ID_PATTERN = r"^[a-z0-9-]+$"
"""Event ids, player ids and board names: lowercase letters, digits and '-'."""

MAX_ID = 64
"""The longest id: ids name files and folders of the site (a file name has 255 bytes)."""

MAX_ROUND = 99
"""The highest round number (``round-99.yaml``)."""

MAX_POINTS = 1_000_000
"""The largest points a file may give (a game's own score, a bonus, a penalty)."""

FIRST_YEAR, LAST_YEAR = 1900, 2000
"""The years a Diplomacy board may start and end in (1900: the starting position)."""

MAX_COUNT = 999
"""The largest count of things at one table: board numbers, places, kills, units."""

COUNTRY_PATTERN = r"^[A-Z]{2}$"

_CONTROL = r"\x00-\x1f\x7f-\x9f\uFFFE\uFFFF"
TEXT_PATTERN = rf"^[^{_CONTROL}]*[^\s{_CONTROL}][^{_CONTROL}]*$"
"""A name or title: some text, not only spaces, on one line and without control characters
(a tab, a line break, or another that would make the feed or a page ill-formed)."""

WEB_PATTERN = r"^https?://[^\x00-\x20/?#]+([/?#][^\x00-\x20]*)?$"
"""A web address: http or https, with a host (never javascript: or data:)."""

Text = Annotated[str, Field(pattern=TEXT_PATTERN)]
"""Text shown on the pages (see :data:`TEXT_PATTERN`)."""

PATTERN_WORDS: dict[str, str] = {
    ID_PATTERN: "lowercase letters, digits and '-'",
    COUNTRY_PATTERN: "a two-letter country code in capitals (ISO 3166-1), like IT",
    TEXT_PATTERN: "some text",
    WEB_PATTERN: "an http(s) address, like https://club.github.io/results/",
}
"""How error messages describe each pattern."""


def _number_kind(value: Any) -> str:
    whole = isinstance(value, int) and not isinstance(value, bool)
    return "whole" if whole else "decimal"  # so "fifty" or true is "not a number"


Number = Annotated[
    Annotated[int, Tag("whole")] | Annotated[float, Tag("decimal")],
    Discriminator(_number_kind),
    WithJsonSchema({"type": "number"}),
]
"""A number as written: 50 or 12.5 (never true/false, never text). Becomes a Fraction.
Each use bounds it (which refuses .inf and .nan too)."""

Points = Annotated[
    Number,
    Field(ge=-MAX_POINTS, le=MAX_POINTS),
    WithJsonSchema({"type": "number", "minimum": -MAX_POINTS, "maximum": MAX_POINTS}),
]
"""Points as a game or a TD gives them, which may be below zero."""
Bonus = Annotated[
    Number,
    Field(ge=0, le=MAX_POINTS),
    WithJsonSchema({"type": "number", "minimum": 0, "maximum": MAX_POINTS}),
]
"""Points added: zero or more."""
Percent = Annotated[
    Number, Field(ge=0, le=100), WithJsonSchema({"type": "number", "minimum": 0, "maximum": 100})
]
"""A share of a result: 0 to 100."""
Raise = Annotated[
    Number, Field(ge=0, le=1000), WithJsonSchema({"type": "number", "minimum": 0, "maximum": 1000})
]
"""A raise of a result, in percent: 0 to 1000 (eleven times the result)."""


def _iso_date(value: Any) -> Any:
    """A quoted ISO date (``'2024-05-10'``) is that date: quotes do not change a date."""
    if isinstance(value, str) and _ISO_DATE.fullmatch(value):
        try:
            return dt.date.fromisoformat(value)
        except ValueError:
            return value  # not in the calendar: reported as not a date
    return value


_ISO_DATE = re.compile(r"\d{4}-\d\d-\d\d")

Date = Annotated[dt.date, BeforeValidator(_iso_date)]
"""A day, ``YYYY-MM-DD``, written with or without quotes."""


def _centres_kind(value: Any) -> str:
    return "years" if isinstance(value, list) else "final"


Centres = Annotated[
    Annotated[int, Tag("final")] | Annotated[list[int], Tag("years")],
    Discriminator(_centres_kind),
]
"""The final centre count, or the counts of every year from ``start`` to ``end``."""


def _board_kind(value: Any) -> str:
    return "number" if isinstance(value, int) and not isinstance(value, bool) else "name"


BoardId = Annotated[
    Annotated[int, Tag("number"), Field(ge=1, le=MAX_COUNT)]
    | Annotated[str, Tag("name"), Field(pattern=ID_PATTERN, max_length=MAX_ID)],
    Discriminator(_board_kind),
]
"""A board's number (1, 2, ...) or short name (``top``, ``a-1``)."""

PlayerId = Annotated[str, Field(description="A player id of players.yaml.")]


class _File(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


# --------------------------------------------------------------------------- site.yaml


class SiteFile(_File):
    """``site.yaml``: the website as a whole."""

    title: str = Field(pattern=TEXT_PATTERN, description="The club's name, shown on every page.")
    url: str | None = Field(
        None,
        pattern=WEB_PATTERN,
        description="The canonical base URL of the published site (feeds, sitemap).",
    )
    language: Language = Field("en", description="Language of labels, dates and number format.")
    theme: str = Field("default", description="A folder of themes/, or the built-in default.")
    repository: str | None = Field(
        None,
        pattern=WEB_PATTERN,
        description="The content's GitHub repository, for 'suggest a correction' links.",
    )
    branch: str = Field("main", description="The repository's branch that holds the content.")
    markdown_raw_html: bool = Field(
        False, description="Allow raw HTML inside Markdown texts (off: it is escaped)."
    )


# --------------------------------------------------------------------------- players.yaml


class PlayerFile(_File):
    """One person in ``players.yaml`` (the key is their id)."""

    name: str = Field(pattern=TEXT_PATTERN, description="The name shown on every page.")
    country: str | None = Field(
        None, pattern=COUNTRY_PATTERN, description="ISO 3166-1 alpha-2 code, like IT."
    )
    gender: Literal["f", "m", "x"] | None = Field(
        None, description="PRIVATE, never published: only for the women_first tie-break."
    )
    born: Date | None = Field(
        None, description="PRIVATE, never published: only for the youngest tie-break."
    )


class PlayersFile(RootModel[dict[str, PlayerFile]]):
    """``players.yaml``: every person who played at the club, once, keyed by id."""


# --------------------------------------------------------------------------- event.yaml


class RulesFile(_File):
    """``rules:`` in event.yaml: the scoring options; anything left out is the default."""

    sit_out_points: Bonus | None = Field(
        None, description="Points for a round a player was asked to sit out."
    )
    best_of: int | None = Field(
        None, ge=1, le=MAX_COUNT, description="Count only each player's best N results."
    )
    two_boards_bonus_percent: Raise | None = Field(
        None, description="Raise both results of a player who played two boards by this %."
    )
    top_table_bonus_percent: Raise | None = Field(
        None, description="Raise every result on the top table by this %."
    )
    top_table_winner_bonus: Bonus | None = Field(
        None, description="Points added to the total of the top table's winner."
    )
    top_table_podium: int | None = Field(
        None,
        ge=0,
        le=MAX_COUNT,
        description="The top table's first N positions are the event's first N.",
    )
    top_table_refusal_malus_percent: Percent | None = Field(
        None, description="Lower the result of a player who refused the top table by this %."
    )
    worst_result_percent: Percent | None = Field(
        None, description="With more than three games, the worst counts only this %."
    )
    round_board_scores: int | None = Field(
        None, ge=0, le=4, description="C-Diplo only: round each board score to N decimals."
    )


class PenaltyFile(_File):
    """One conduct penalty."""

    player: PlayerId
    points: Points = Field(description="Points taken off the player's total.")
    reason: Text | None = Field(None, description="Why, as shown on the event page.")
    round: int | None = Field(None, ge=1, le=MAX_ROUND, description="The round it was given in.")


class EventFile(_File):
    """``events/<id>/event.yaml``: one tournament (the folder name is its id)."""

    name: str = Field(pattern=TEXT_PATTERN, description="The event's name, shown on every page.")
    start: Date = Field(description="First day, YYYY-MM-DD.")
    end: Date | None = Field(None, description="Last day, YYYY-MM-DD.")
    location: Text | None = Field(None, description="Where it was played.")
    scoring: str = Field(description="The scoring system, like italia-2010.")
    rules: RulesFile | None = Field(None, description="Scoring options (defaults otherwise).")
    tiebreaks: list[str] | None = Field(
        None,
        description="Tie-break chain, like [games_played, round_score:1, lots]; "
        "leave out for the system's default.",
    )
    lots: list[PlayerId] = Field(
        default_factory=list, description="The TD's drawing of lots, best first."
    )
    penalties: list[PenaltyFile] = Field(default_factory=list, description="Conduct penalties.")
    disqualified: list[PlayerId] = Field(
        default_factory=list, description="Players listed after the ranking, without a rank."
    )


# --------------------------------------------------------------------------- round-N.yaml


class _RoundLists(_File):
    date: Date | None = Field(None, description="The day the round was played.")
    sit_outs: list[PlayerId] = Field(
        default_factory=list, description="Players the TD asked to sit this round out."
    )
    two_boards: list[PlayerId] = Field(
        default_factory=list, description="Players allowed to play two boards of this round."
    )
    refused_top_table: list[PlayerId] = Field(
        default_factory=list, description="Players who refused a seat at the top table."
    )


class PowerFile(_File):
    """One power on a Diplomacy board (the key is the power: Austria or A)."""

    player: PlayerId | None = Field(description="Who played it; null for civil disorder.")
    centres: Centres = Field(
        description="The final count, or one count per year from start to end."
    )


class DiplomacyBoardFile(_File):
    """One Diplomacy board."""

    board: BoardId = Field(description="Number or short name, unique in the round.")
    start: int = Field(1901, ge=FIRST_YEAR, le=LAST_YEAR, description="The first year played.")
    end: int = Field(1907, ge=FIRST_YEAR, le=LAST_YEAR, description="The last year played.")
    result: Literal["solo", "draw", "time"] | None = Field(
        None, description="How the game ended (shown only)."
    )
    top_table: bool = Field(False, description="This board is the event's top table.")
    powers: dict[str, PowerFile] = Field(description="Each power on the board, once.")


class DiplomacyRoundFile(_RoundLists):
    """``round-N.yaml`` of a Diplomacy event."""

    boards: list[DiplomacyBoardFile] = Field(description="The boards of the round.")


class PlacementEntryFile(_File):
    """One player of a placement game: the game's points or the finishing place."""

    player: PlayerId
    points: Points | None = Field(None, description="The game's own points.")
    place: int | None = Field(
        None, ge=1, le=MAX_COUNT, description="The finishing place (1 = winner)."
    )


class PlacementBoardFile(_File):
    """One table of a placement game."""

    board: BoardId = Field(description="Number or short name, unique in the round.")
    game: Text | None = Field(None, description="Which game was played.")
    top_table: bool = Field(False, description="This board is the event's top table.")
    players: list[PlacementEntryFile] = Field(description="Everyone at the table.")


class PlacementRoundFile(_RoundLists):
    """``round-N.yaml`` of a placement event."""

    boards: list[PlacementBoardFile] = Field(description="The tables of the round.")


class TeamEntryFile(_File):
    """One player of a team game."""

    player: PlayerId
    kills: int = Field(ge=0, le=MAX_COUNT, description="Enemy units this player destroyed.")
    lost: int = Field(ge=0, le=MAX_COUNT, description="Own units lost.")
    points: Points = Field(description="The game's own score.")
    units: int = Field(1, ge=1, le=MAX_COUNT, description="Units this player commanded.")
    retired: bool = Field(False, description="A unit retired with honour (counts as on the map).")


class TeamBoardFile(_File):
    """One team game: two sides."""

    board: BoardId = Field(description="Number or short name, unique in the round.")
    top_table: bool = Field(False, description="This board is the event's top table.")
    sides: dict[str, list[TeamEntryFile]] = Field(description="The two sides, by name.")


class TeamRoundFile(_RoundLists):
    """``round-N.yaml`` of a team-game event."""

    boards: list[TeamBoardFile] = Field(description="The games of the round.")


ROUND_FILES: dict[str, type[_RoundLists]] = {
    "diplomacy": DiplomacyRoundFile,
    "placement": PlacementRoundFile,
    "team": TeamRoundFile,
}
"""The round-file model of each board kind (``ScoringSystem.board_kind``)."""


def json_schemas() -> dict[str, dict[str, Any]]:
    """JSON Schemas of every file, for editors: file name -> schema."""
    return {
        "site.yaml": SiteFile.model_json_schema(),
        "players.yaml": PlayersFile.model_json_schema(),
        "event.yaml": EventFile.model_json_schema(),
        **{f"round-N.yaml ({kind})": m.model_json_schema() for kind, m in ROUND_FILES.items()},
    }
