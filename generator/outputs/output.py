"""What an output is: a file of the site that is not a page (``results.json``,
``ranking.csv``, ``events.ics``), made by one module of this package and found by
:mod:`podium.outputs.registry`, which the build writes and the pages link from.

An output declares its scope by its class: :class:`EventOutput`, one file per event, made
from the event's result; :class:`SeriesOutput`, one file per series, made from its
events' heads; :class:`SiteOutput`, one file for the site, made from every event's head
(what the home page lists of it). Each says where it goes, what a link to it
says (a gettext message, marked with ``N_`` and translated where it is shown) and its media
type. docs/outputs.md tells the contract of each, and how to add one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from podium.model import Club, Series
    from podium.scoring.results import EventResult
    from podium.site.pages.digest import EventHead


@dataclass(frozen=True, slots=True)
class EventOutput:
    """A file of each event, in its folder (``events/<event>/``)."""

    name: str  # its file name; "{event}" stands for the event's id: "{event}.ics"
    label: str  # what a link to it says (a gettext message, N_)
    media_type: str  # e.g. "application/json"
    make: Callable[[EventResult, Club], bytes]
    order: int  # where the pages list it among the outputs of its scope, lowest first
    applies: Callable[[EventResult], bool] | None = None  # None: every event has the file

    def path(self, event: str) -> str:
        """Where the file of ``event`` is in the site."""
        return f"events/{event}/{self.name.format(event=event)}"

    def has(self, result: EventResult) -> bool:
        """Whether the event of ``result`` has this file (the WDD's files: a finished
        Diplomacy event)."""
        return self.applies is None or self.applies(result)

    @property
    def extension(self) -> str:
        """What the event page's download list shows of its format: ``json``."""
        return self.name.rpartition(".")[2]


@dataclass(frozen=True, slots=True)
class SeriesOutput:
    """A file of each series, in its folder (``series/<series>/``)."""

    name: str  # its file name
    label: str  # what a link to it says (a gettext message, N_)
    media_type: str  # e.g. "application/json"
    make: Callable[[Series, Club, Sequence[EventHead]], bytes]
    order: int  # where the pages list it among the outputs of its scope, lowest first

    def path(self, series: str) -> str:
        """Where the file of ``series`` is in the site."""
        return f"series/{series}/{self.name}"

    @property
    def extension(self) -> str:
        """What the series page's download list shows of its format: ``json``."""
        return self.name.rpartition(".")[2]


@dataclass(frozen=True, slots=True)
class SiteOutput:
    """A file of the whole site."""

    path: str  # where it is in the site: "events.ics"
    label: str  # what a link to it says (a gettext message, N_)
    media_type: str  # e.g. "text/calendar"
    make: Callable[[Club, Sequence[EventHead]], bytes]
    order: int  # where the pages list it among the outputs of its scope, lowest first
