"""The board kinds: name -> :class:`~podium.scoring.kinds.base.BoardKind`.

A scoring system names its kind (``ScoringSystem.board_kind``); everything that depends
on the shape of a board (reading it, its seats and checks, its columns on the pages, in
``podium score`` and in results.json) asks the kind, never the board's class.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping
from typing import Any, TypeGuard

from podium.model import Board, DiplomacyBoard, DrawnBoard, DrawnSeat, PowerEntry
from podium.scoring.kinds.base import BoardKind
from podium.scoring.registry import get_system
from podium.scoring.results import Seat
from podium.scoring.system import ScoringSystem

AnyKind = BoardKind[Any, Any]


def _declared() -> dict[str, AnyKind]:
    """The ``KIND`` of every module of this package that declares one, by name."""
    found: dict[str, AnyKind] = {}
    for module in pkgutil.iter_modules(__path__):
        kind = getattr(importlib.import_module(f"{__name__}.{module.name}"), "KIND", None)
        if isinstance(kind, BoardKind):
            found[kind.name] = kind
    return dict(sorted(found.items()))


KINDS: Mapping[str, AnyKind] = _declared()
"""Every board kind, by name (each module of this package that declares a ``KIND``: a new
kind is its module, with no line to add here)."""

_BY_BOARD: Mapping[type, AnyKind] = {k.board_type: k for k in KINDS.values()}


def kind_of(board: Board) -> AnyKind:
    """The kind of a domain board."""
    return _BY_BOARD[type(board)]


def system_kind(system: ScoringSystem) -> AnyKind:
    """The kind of board a scoring system scores."""
    return KINDS[system.board_kind]


def event_kind(scoring: str) -> AnyKind:
    """The kind of board of an event scored with ``scoring`` (its ``scoring:``, a key of
    the registry); KeyError if no system has that key."""
    return system_kind(get_system(scoring))


def finished(board: Board | DrawnBoard) -> TypeGuard[Board]:
    """Whether a board of a round has its results in (else it is only drawn, in play)."""
    return not isinstance(board, DrawnBoard)


def power_of(seat: Seat) -> PowerEntry | None:
    """The power a scored seat plays: on a Diplomacy board, else None."""
    return seat.entry if isinstance(seat.entry, PowerEntry) else None


def as_drawn(board: Board | DrawnBoard) -> DrawnBoard:
    """A board as its round's draw shows it: who sits where, with the powers in civil
    disorder (a board in play already is; one with its results in becomes one)."""
    if isinstance(board, DrawnBoard):
        return board
    if isinstance(board, DiplomacyBoard):
        seats = tuple(DrawnSeat(p.player, p.power, p.where) for p in board.powers)
    else:
        seats = tuple(DrawnSeat(s.player, s.label, s.entry) for s in kind_of(board).seats(board))
    game = getattr(board, "game", None)
    return DrawnBoard(board.board, seats, board.where, board.top_table, game)


def seat_key(kind: AnyKind) -> str | None:
    """The key of what a seat's label is in the exports (``power``, ``side``), if any."""
    return next((c.key for c in kind.columns if c.lead), None)
