"""The file formats of ``content/``, as pydantic models: the single source of the format.

Each model describes one YAML file (or one part of it) exactly as a person writes it:
unknown keys are refused (``extra="forbid"``) and values are not coerced (``strict``),
so that ``country: NO`` (which YAML reads as ``false``) is an error, not a silent change.
A validated model becomes its frozen object of :mod:`podium.model` by
:func:`podium.content.domain.to_domain`, which copies fields by name: a number is already
an exact ``Fraction`` and a board id already text here (the types below say so once), so
nothing is copied by hand. The same models give JSON Schemas for editors
(:mod:`podium.tools.json_schemas`). Each board kind's round file is in its module of
:mod:`podium.scoring.kinds`.
"""

from __future__ import annotations

import datetime as dt
import re
from fractions import Fraction
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Discriminator,
    Field,
    GetPydanticSchema,
    RootModel,
    Tag,
    WithJsonSchema,
)
from pydantic_core import core_schema

from podium.themes import Language

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

MAX_NAME = 80
"""The longest name a director gives in event.yaml: an award's, a team's."""

INVISIBLE = (
    r"\u00AD\u0600-\u0605\u061C\u06DD\u070F\u0890\u0891\u08E2\u180E\u200B\u200E\u200F"
    r"\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB"
)
"""Characters that show nothing but change what is shown around them, or hide in a name:
Unicode's format characters (category Cf) of the Basic Multilingual Plane, such as the
marks, embeddings, overrides and isolates of bidirectional text (U+202E turns the rest of
a line around), the zero-width space, the word joiner, the soft hyphen and the byte-order
mark (``Bob Smith`` and ``Bob\u200bSmith`` look the same). The zero-width joiner and
non-joiner, which some scripts and emoji need, are allowed. (The format characters beyond
that plane, such as the tag characters, are left to the editor schemas' regular
expressions, which cannot name them.)"""
_LINE_BREAKS = "\r\n\u2028\u2029"
"""What :func:`text_problem` calls a line break: carriage return, line feed, and Unicode's
line and paragraph separators (categories Zl and Zp), at which YAML, JavaScript and
Python's ``splitlines`` end a line."""
NOT_TEXT = r"\x00-\x1f\x7f-\x9f\u2028\u2029\uFFFE\uFFFF" + INVISIBLE
"""Every character a name or title cannot hold, as the inside of a regular expression's
``[...]``: the controls, the line and paragraph separators, two non-characters and
:data:`INVISIBLE`."""
TEXT_PATTERN = rf"^[^{NOT_TEXT}]*[^\s{NOT_TEXT}][^{NOT_TEXT}]*$"
"""A name or title: some text, not only spaces, on one line and without control or
invisible characters (a tab, a line break or a line separator, one that would make the
feed or a page ill-formed, or one of :data:`INVISIBLE`): no character of Unicode's
categories Cc, Zl and Zp, nor of Cf but the two joiners."""


def text_problem(value: str) -> str | None:
    """What breaks :data:`TEXT_PATTERN` in ``value``, in words (``U+202E at character 4``);
    None when the text is fine. The one set of text rules, for commands that write a name."""
    if not value.strip():
        return "it is empty"
    found = re.search(f"[{NOT_TEXT}]", value)
    if found is None:
        return None
    char = found.group()
    what = "a line break" if char in _LINE_BREAKS else "a tab" if char == "\t" else "a control"
    if re.fullmatch(f"[{INVISIBLE}]", char):
        what = "an invisible"
    return f"it holds {what} character (U+{ord(char):04X}) at character {found.start() + 1}"


LOGO_PATTERN = r"^([\w-][\w.-]*/)*[\w-][\w.-]*\.(png|svg|jpg|jpeg|webp)$"
"""An image's path inside the content folder: relative, no part starting with a dot (so
no ``..``), a .png, .svg, .jpg or .webp file."""
WEB_PATTERN = r"^https?://[^\x00-\x20/?#]+([/?#][^\x00-\x20]*)?$"
"""A web address: http or https, with a host (never javascript: or data:)."""

Text = Annotated[str, Field(pattern=TEXT_PATTERN)]
"""Text shown on the pages (see :data:`TEXT_PATTERN`)."""
Name = Annotated[str, Field(pattern=TEXT_PATTERN, max_length=MAX_NAME)]
"""A name the director gives (an award, a team): text, at most :data:`MAX_NAME` characters."""

PATTERN_WORDS: dict[str, str] = {
    ID_PATTERN: "lowercase letters, digits and '-'",
    COUNTRY_PATTERN: "a two-letter country code in capitals (ISO 3166-1), like IT",
    TEXT_PATTERN: "some text",
    WEB_PATTERN: "an http(s) address, like https://club.github.io/results/",
    LOGO_PATTERN: "a .png, .svg, .jpg or .webp file's path in the content folder, like logo.png",
}
"""How error messages describe each pattern."""


def _number_kind(value: Any) -> str:
    whole = isinstance(value, int) and not isinstance(value, bool)
    return "whole" if whole else "decimal"  # so "fifty" or true is "not a number"


_Written = Annotated[
    Annotated[int, Tag("whole")] | Annotated[float, Tag("decimal")],
    Discriminator(_number_kind),
    WithJsonSchema({"type": "number"}),
]


def _exact(value: int | float) -> Fraction:
    """A number from YAML, exactly as written: 12.3 -> 123/10 (never a binary float)."""
    return Fraction(str(value)) if isinstance(value, float) else Fraction(value)


def _exact_number(low: int, high: int) -> Any:
    """A number as written, from ``low`` to ``high`` (which refuses .inf and .nan too),
    made an exact Fraction once it is valid."""
    written = Annotated[
        _Written,
        Field(ge=low, le=high),
        WithJsonSchema({"type": "number", "minimum": low, "maximum": high}),
    ]
    return GetPydanticSchema(
        lambda _, handler: core_schema.no_info_after_validator_function(
            _exact, handler.generate_schema(written)
        )
    )


Points = Annotated[Fraction, _exact_number(-MAX_POINTS, MAX_POINTS)]
"""Points as a game or a TD gives them, which may be below zero."""
Bonus = Annotated[Fraction, _exact_number(0, MAX_POINTS)]
"""Points added: zero or more."""
Percent = Annotated[Fraction, _exact_number(0, 100)]
"""A share of a result: 0 to 100."""
Raise = Annotated[Fraction, _exact_number(0, 1000)]
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


def _board_id_shape(value: Any) -> str:
    return "number" if isinstance(value, int) and not isinstance(value, bool) else "name"


_BoardIdWritten = Annotated[
    Annotated[int, Tag("number"), Field(ge=1, le=MAX_COUNT)]
    | Annotated[str, Tag("name"), Field(pattern=ID_PATTERN, max_length=MAX_ID)],
    Discriminator(_board_id_shape),
]

BoardId = Annotated[
    str,
    GetPydanticSchema(
        lambda _, handler: core_schema.no_info_after_validator_function(
            str, handler.generate_schema(_BoardIdWritten)
        )
    ),
]
"""A board's number (1, 2, ...) or short name (``top``, ``a-1``), as text once valid."""

PlayerId = Annotated[str, Field(description="A player id of players.yaml.")]


class FileModel(BaseModel):
    """A file, or a part of one: unknown keys refused, values never coerced."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


# --------------------------------------------------------------------------- site.yaml


class SiteFile(FileModel):
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
    clean_urls: bool | None = Field(
        None,
        description="Links to pages end in '/' instead of 'index.html' (default: on when the "
        "site has a url; off, the site can be browsed from its files).",
    )
    logo: str | None = Field(
        None,
        pattern=LOGO_PATTERN,
        description="The club's logo: a .png, .svg, .jpg or .webp file in the content folder, "
        "shown beside the title and when a page is shared.",
    )
    search: bool = Field(
        True,
        description="A search box for players and events in every page's header, its "
        "index made with the site (Pagefind); false leaves it out.",
    )
    ratings: bool = Field(
        False,
        description="The club's ratings (openskill's Plackett-Luce model over every board, "
        "in date order): a ratings page, and each player's rating on their page.",
    )


# --------------------------------------------------------------------------- players.yaml


class PlayerFile(FileModel):
    """One person in ``players.yaml`` (the key is their id)."""

    name: str = Field(pattern=TEXT_PATTERN, description="The name shown on every page.")
    country: str | None = Field(
        None, pattern=COUNTRY_PATTERN, description="ISO 3166-1 alpha-2 code, like IT."
    )
    club: str | None = Field(
        None,
        pattern=TEXT_PATTERN,
        description="The player's club or city: shown to tell apart players of the same name.",
    )
    wdd: int | None = Field(
        None,
        ge=1,
        le=99_999_999,
        description="Their id in the World Diplomacy Database (their page there is linked).",
    )
    family_name: str | None = Field(
        None,
        pattern=TEXT_PATTERN,
        description="The words of name that are the family name, for the WDD's files "
        "(default: the last word), like 'De Luca'.",
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


TotalMethod = Literal[
    "sum",
    "best-rounds",
    "best-rounds-plus-last",
    "best-games",
    "best-game",
    "best-games-half-average",
    "best-games-half-next",
    "best-games-half-or-thirds",
    "average",
    "wdc-2025",
]
"""The ways to total an event (:mod:`podium.scoring.totals` has one function each)."""


class TotalFile(FileModel):
    """``total:`` in ``rules:``: how a player's results become their total."""

    method: TotalMethod = Field("sum", description="The method: see docs/scoring.md, Totals.")
    count: int | None = Field(None, ge=1, le=MAX_COUNT, description="The N of the best-N methods.")
    k: int | None = Field(
        None, ge=0, le=MAX_COUNT, description="average only: divide by (results + K)."
    )
    two_boards: Literal["both", "best"] | None = Field(
        None, description="A round of two boards counts both (default) or the better one."
    )


class RulesFile(FileModel):
    """``rules:`` in event.yaml: the scoring options; anything left out is the default."""

    sit_out_points: Bonus | None = Field(
        None, description="Points for a round a player was asked to sit out."
    )
    best_of: int | None = Field(
        None,
        ge=1,
        le=MAX_COUNT,
        description="Count only each player's best N results (total: best-games, count: N).",
    )
    total: TotalFile | None = Field(
        None, description="How results become a total, like {method: best-games, count: 3}."
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


class PenaltyFile(FileModel):
    """One conduct penalty."""

    player: PlayerId
    points: Points = Field(description="Points taken off the player's total.")
    reason: Text | None = Field(None, description="Why, as shown on the event page.")
    round: int | None = Field(None, ge=1, le=MAX_ROUND, description="The round it was given in.")


class GivenAwardFile(FileModel):
    """One of the director's own awards (``awards: given:``), shown as given."""

    name: Name = Field(description="The award, in the director's words: Best stab.")
    players: list[PlayerId] = Field(description="Who won it: player ids of the event.")
    note: Text | None = Field(None, description="Shown beside it: Spring 1903, Munich.")


class AwardsFile(FileModel):
    """``awards:`` in event.yaml: best country, and the director's own awards."""

    best_country: Literal["score", "centres", "none"] | None = Field(
        None,
        description="Best country (best Austria, ...) by the highest board score (score, "
        "the default for Diplomacy boards), by the most final centres (centres), or none.",
    )
    given: list[GivenAwardFile] = Field(
        default_factory=list, description="The director's own awards, like Best stab."
    )


class TeamsFile(FileModel):
    """``teams:`` in event.yaml: a team competition beside the individual ranking."""

    size: int = Field(ge=2, le=MAX_COUNT, description="Players in every team, at least 2.")
    rounds: list[Annotated[int, Field(ge=1, le=MAX_ROUND)]] | None = Field(
        None, description="The team rounds (every round if left out)."
    )
    count: int | None = Field(
        None,
        ge=1,
        le=MAX_COUNT,
        description="Only the team's best N board scores count (all if left out).",
    )
    members: dict[Name, list[PlayerId]] = Field(
        description="Each team's name and its players' ids."
    )


class EventFile(FileModel):
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
    links: list[list[PlayerId]] = Field(
        default_factory=list,
        description="PRIVATE, never published: groups of linked players (friends, relatives, "
        "people who live together) that `podium seat` keeps on different boards.",
    )
    awards: AwardsFile | None = Field(
        None, description="Best country and the director's own awards."
    )
    teams: TeamsFile | None = Field(None, description="A team competition.")


# --------------------------------------------------------------------------- series/<id>.yaml


class SeriesFile(FileModel):
    """``series/<id>.yaml``: a season or circuit over some events (the file name is its id)."""

    name: str = Field(pattern=TEXT_PATTERN, description="The series' name, shown on its page.")
    events: list[str] = Field(description="The ids of its events (their folder names).")
    points: list[Bonus] = Field(
        description="Points by final rank at an event, 1st first; later ranks 0."
    )
    best: int | None = Field(
        None, ge=1, le=MAX_COUNT, description="Only the best N events count (all if left out)."
    )


# --------------------------------------------------------------------------- round-N.yaml


class RoundLists(FileModel):
    """What every round file has besides its boards (each board kind adds ``boards``)."""

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
