"""What a board kind is: one frozen object that bundles everything about one shape of board.

A board kind (Diplomacy powers and centres, a placement game, a team game) owns the round
file of its boards (a pydantic model), how a file's board becomes the domain board (with
the problems only it can see), who sits where on it, its own checks, and the columns its
seats show: one presenter that the pages, the ``podium score`` tables and the exports all
read. A scoring system names its kind (``ScoringSystem.board_kind``); the kinds are listed
in :mod:`podium.scoring.kinds`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Generic, Literal, Protocol, TypeVar, get_args, get_origin

from pydantic import BaseModel

from podium.content.formats import RoundLists
from podium.model import Board, DrawnBoard, Where
from podium.scoring.results import BoardScore, Seat

B = TypeVar("B", bound=Board)
F = TypeVar("F", bound=BaseModel)

Value = str | int | Fraction
View = dict[str, Any]


class PageTexts(Protocol):
    """What a kind's ``page_view`` asks of the page's translator: the site's
    :class:`podium.site.i18n.Translator` (scoring sits below the site, so it names only
    what it uses)."""

    def gettext(self, message: str, /, **params: object) -> str: ...

    def result(self, result: str) -> str: ...

    def power(self, name: str) -> str: ...

    def victory(self, victory: str) -> str | None: ...


SeatLabel = Literal["power", "side", "number"]
"""What names a seat on the pages: its power, its side, or its number at the table."""


class Report(Protocol):
    """Where a kind reports a problem of one of its boards."""

    def add(self, where: Where, message: str, hint: str, *, at_key: bool = False) -> None: ...


class ReadReport(Report, Protocol):
    """Where a kind reports problems while it reads a board from its file."""

    def left_out(self, file: str) -> None:
        """A seat of ``file`` had problems and was left out of its board."""


@dataclass(frozen=True, slots=True)
class SeatAt:
    """One place a player appears on a board."""

    player: str
    label: str  # "Austria", "Allies", or "" for placement games
    entry: Where  # the seat's entry in the file


@dataclass(frozen=True, slots=True)
class Column:
    """One thing a board kind shows for each seat, besides the player, position and score.

    The pages, ``podium score`` (text and JSON) and results.json all show a seat as these
    columns, each in its own way: pages translate and format numbers for the site's
    language, the text tables write plain English, the JSON writes JSON numbers.
    """

    key: str
    """Its key in results.json and ``podium score --json``: ``"centres"``."""
    head: str
    """Its head in the ``podium score`` tables: ``"Centres"``."""
    value: Callable[[Seat], Value | None]
    """The seat's value; None when the seat has none (JSON and text leave it out, pages
    show it empty)."""
    lead: bool = False
    """Shown before the player's name (the power, the side), else after it."""
    page_key: str | None = None
    """Its key in the pages' view data, where that is not ``key``."""
    power: bool = False
    """A power's English name: pages show it translated, with its CSS class."""
    in_results_json: bool = True
    """Written in results.json (its contract, docs/results-json.md, leaves some out)."""

    @property
    def view_key(self) -> str:
        return self.page_key or self.key


@dataclass(frozen=True, slots=True)
class SeatsInFile:
    """How a board's file lists its seats, as its model declares them (``podium import
    csv`` writes boards by it)."""

    key: str
    """The board's key holding them: ``powers``, ``players``, ``sides``."""
    fields: tuple[str, ...]
    """A seat's keys, in the model's order: ``("player", "centres", "eliminated")``."""
    by_label: bool
    """A mapping by the seat's label (its power, its side), else a list."""
    grouped: bool
    """Each label has a list of seats (a side's players), else one seat (a power)."""


def _as_written(raw: Any) -> Any:
    return raw


def _nothing_more(board: Any) -> dict[str, Any]:
    return {}


@dataclass(frozen=True, eq=False, slots=True)
class BoardKind(Generic[B, F]):
    """One shape of board: its file, its domain board, its seats, checks and columns."""

    name: str
    """As a scoring system names it (``ScoringSystem.board_kind``) and templates test it."""
    board_type: type[B]
    """The domain board (:mod:`podium.model`)."""
    round_file: type[RoundLists]
    """The model of its ``round-N.yaml``: the round's lists and ``boards`` of its kind."""
    read: Callable[[F, Where, ReadReport], B]
    """The domain board of a validated file board at ``where``; reports what only the kind
    sees (and, for a seat it must leave out, ``left_out``). A board that gives some results
    but not all is reported "partly filled" at its first seat without them."""
    draw: Callable[[F, Where, ReadReport], DrawnBoard | None]
    """The board as drawn, when its file gives no result at all yet (it is in play; see
    docs/content-format.md, "Rounds in play"), reporting what is wrong with its seats; None
    when the file gives results (``read`` reads it then)."""
    seats: Callable[[B], Iterator[SeatAt]]
    """Who sits where on a board, in file order."""
    check: Callable[[B, Report], None]
    """The problems of a board that need the whole board (sums, both points and place)."""
    columns: tuple[Column, ...]
    """What each seat shows, in order."""
    page_view: Callable[[B, BoardScore, list[View], PageTexts], View]
    """The board's own keys of a page's board view (of the board, as scored, with its
    seat rows)."""
    round_template: str
    """The body of a new round file (``podium new round``): ``boards: []`` and an example."""
    seat_label: SeatLabel
    """What names a seat in the draw and a player's next board: its power (translated,
    with its colour), its side, or its number at the table."""
    import_columns: tuple[tuple[str, ...], ...]
    """What every row of a spreadsheet gives for ``podium import csv``: each a tuple of
    columns, one of which it needs (``years`` is one column per year)."""
    salvage: Callable[[Any], Any] = _as_written
    """A board of a file with problems, before it is validated alone: the parts that are
    fine alone (a Diplomacy board keeps its good powers)."""
    keep: tuple[str, ...] = ()
    """Keys of a board never left out when salvaging (their default would mislead)."""
    inputs: Callable[[B], dict[str, Any]] = _nothing_more
    """The board's own inputs that results.json echoes back beside its results, where
    the file gives them (docs/results-json.md)."""
    centre_table: bool = False
    """Its board pages show each power's supply centres by year (a table and a chart)."""
    powers: tuple[str, ...] = ()
    """The powers its boards are played with, in their usual order (Diplomacy's seven):
    an event of this kind gives a best-country award for each (none without powers)."""

    @property
    def seat_by_power(self) -> bool:
        """Its seats are powers: ``podium seat`` draws its boards, pages show the powers."""
        return self.seat_label == "power"

    @property
    def seats_alike(self) -> bool:
        """Its seats are all alike (named by their number at the table): a league schedule
        (``podium new league``) can fill its boards."""
        return self.seat_label == "number"

    @property
    def seats_in_file(self) -> SeatsInFile:
        """How its board file lists the seats: its field of seat models (a list of them,
        or a mapping from label to one or to a list)."""
        for key, info in self.board_file.model_fields.items():
            shape = info.annotation
            by_label = get_origin(shape) is dict
            if by_label:
                shape = get_args(shape)[1]
            grouped = by_label and get_origin(shape) is list
            if get_origin(shape) is list:
                (shape,) = get_args(shape)
            if isinstance(shape, type) and issubclass(shape, BaseModel):
                return SeatsInFile(key, tuple(shape.model_fields), by_label, grouped)
        raise TypeError(f"{self.board_file.__name__} has no field of seats")

    def typed(self, board: Board) -> B:
        """``board`` as a board of this kind; a TypeError if it is of another kind (a
        scoring system handed a board it does not score)."""
        if not isinstance(board, self.board_type):
            raise TypeError(f"board {board.board} is not a {self.name} board")
        return board

    @property
    def board_file(self) -> type[F]:
        """The model of one board of its round file."""
        (model,) = get_args(self.round_file.model_fields["boards"].annotation)
        return model  # type: ignore[no-any-return]
