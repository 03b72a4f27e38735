"""Scoring systems: a string-keyed registry of objects behind one Protocol.

Built-in systems live in ``generator/scoring/<system>.py``. Third-party systems register
through the ``podium.scoring`` entry-point group: the entry point's name is the key used
in ``event.yaml`` and its object is a :class:`ScoringSystem`.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from importlib.metadata import entry_points
from typing import Protocol, runtime_checkable

from generator.model import Board, BoardKind, Rules
from generator.scoring.results import BoardScore

ENTRY_POINT_GROUP = "podium.scoring"


@runtime_checkable
class ScoringSystem(Protocol):
    """How one system scores one board. Pure: no I/O, no templates."""

    @property
    def key(self) -> str:
        """The registry key, as written in event.yaml (``"italia-2010"``)."""
        ...

    @property
    def title(self) -> str:
        """The name people know it by (``"Italia 2010"``)."""
        ...

    @property
    def board_kind(self) -> BoardKind:
        """Which round-file shape its boards use: diplomacy, placement or team."""
        ...

    @property
    def defaults(self) -> Rules:
        """The event rules this system uses when event.yaml does not set them."""
        ...

    @property
    def default_tiebreaks(self) -> tuple[str, ...]:
        """The tie-break chain when event.yaml has no ``tiebreaks``."""
        ...

    def score_board(self, round_number: int, board: Board, rules: Rules) -> BoardScore:
        """Score one board; ``rules`` are the event's, already merged with defaults."""
        ...


BUILTIN: Mapping[str, str] = {
    "italia-2010": "generator.scoring.systems.italia_2010",
    "c-diplo": "generator.scoring.systems.c_diplo",
    "league": "generator.scoring.systems.league",
    "blue-max": "generator.scoring.systems.blue_max",
    "wooden-ships": "generator.scoring.systems.wooden_ships",
}
"""Built-in systems: key -> module whose ``SYSTEM`` attribute is the system."""


def available() -> list[str]:
    """Every known system key, built-in and installed, sorted."""
    names = set(BUILTIN)
    names.update(ep.name for ep in entry_points(group=ENTRY_POINT_GROUP))
    return sorted(names)


def get_system(key: str) -> ScoringSystem:
    """The system registered under ``key``; KeyError if there is none."""
    if key in BUILTIN:
        system: object = import_module(BUILTIN[key]).SYSTEM
    else:
        found = [ep for ep in entry_points(group=ENTRY_POINT_GROUP) if ep.name == key]
        if not found:
            raise KeyError(key)
        system = found[0].load()
    if not isinstance(system, ScoringSystem):
        raise TypeError(f"scoring system {key!r} does not implement ScoringSystem")
    return system
