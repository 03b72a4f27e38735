"""The top table, Italia 2010 rules 8.2 and 8.3: in the last round, board 1 is the first
seven of the ranking after the earlier rounds.

A designated player who refuses (rule 8.3.2) is replaced by the next best and plays
another board, with the refusal malus (the round file lists them under
``refused_top_table``). The powers are drawn from an urn in ranking order (rule 8.3.0):
the best player draws first.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from podium.powers import POWERS
from podium.seating.assignment import Seat
from podium.seating.errors import SeatingError
from podium.seating.sizes import FULL


@dataclass(frozen=True, slots=True)
class TopTable:
    seats: tuple[Seat, ...]  # in ranking order, each with the power drawn
    refused: tuple[str, ...]  # designated players who refused, in ranking order


def top_table(
    ranking: Sequence[str], present: Sequence[str], refusing: Sequence[str], seed: int | str
) -> TopTable:
    """The top table from ``ranking`` (best first): its first seven players who play this
    round and do not refuse, each with a power drawn in ranking order."""
    here = set(present)
    chosen: list[str] = []
    refused: list[str] = []
    for player in ranking:
        if len(chosen) == FULL:
            break
        if player not in here:
            continue
        (refused if player in refusing else chosen).append(player)
    if len(chosen) < FULL:
        raise SeatingError(
            f"the top table needs {FULL} ranked players, and only {len(chosen)} play "
            "this round without refusing",
            "leave out --top-table",
        )
    unreached = [p for p in refusing if p not in refused]
    if unreached:
        raise SeatingError(
            f"'{unreached[0]}' is not among the players designated for the top table "
            f"({', '.join(chosen + refused)})",
            "list under --refuse-top only players the ranking designates",
        )
    urn = list(POWERS)
    random.Random(f"{seed}:top-table").shuffle(urn)
    return TopTable(tuple(Seat(p, urn[i]) for i, p in enumerate(chosen)), tuple(refused))
