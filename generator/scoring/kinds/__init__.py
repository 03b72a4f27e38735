"""The board kinds: name -> :class:`~generator.scoring.kinds.base.BoardKind`.

A scoring system names its kind (``ScoringSystem.board_kind``); everything that depends
on the shape of a board (reading it, its seats and checks, its columns on the pages, in
``podium score`` and in results.json) asks the kind, never the board's class.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generator.model import Board, DiplomacyBoard, DrawnBoard, DrawnSeat
from generator.scoring.kinds import diplomacy, placement, team
from generator.scoring.kinds.base import BoardKind
from generator.scoring.system import ScoringSystem

AnyKind = BoardKind[Any, Any]

KINDS: Mapping[str, AnyKind] = {k.name: k for k in (diplomacy.KIND, placement.KIND, team.KIND)}
"""Every board kind, by name."""

_BY_BOARD: Mapping[type, AnyKind] = {k.board_type: k for k in KINDS.values()}


def kind_of(board: Board) -> AnyKind:
    """The kind of a domain board."""
    return _BY_BOARD[type(board)]


def system_kind(system: ScoringSystem) -> AnyKind:
    """The kind of board a scoring system scores."""
    return KINDS[system.board_kind]


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
