"""A draw as a round file: players and powers, the centres left for the TD to fill in.

The text is made here, not dumped, so that it reads like a file a TD writes (one line per
power, the powers aligned) and has comments: where the centres go, and why a board is
short. Player ids are plain scalars: an id players.yaml accepts reads back as itself.
"""

from __future__ import annotations

from podium.powers import POWERS
from podium.seating.plan import LEFT_OUT_ON_SIX, Plan, Table
from podium.seating.sizes import FULL, SHORT

HEAD = """\
# Round {round} of {event}: the draw made by `podium seat` (seed {seed}).
# Published as it is, the round shows as in play. When a board ends, give each power
# its centres, the final count or one count a year from 1901:
#   Austria: {{player: alice-rossi, centres: 9}}
# then run `podium check`. Format: docs/content-format.md, section 5.
boards:
"""

WIDTH = max(len(p) for p in POWERS) + 1
"""The longest power name and its colon: the player mappings line up after it."""


def round_text(plan: Plan) -> str:
    """The round file of ``plan``."""
    lines = [HEAD.format(round=plan.round, event=plan.event, seed=plan.seed)]
    for table in plan.tables:
        lines.append(_board(table))
    for key, players, why in (
        ("sit_outs", plan.sit_outs, "volunteers who sit this round out (rule 8.7)"),
        ("two_boards", plan.two_boards, "volunteers who play two boards (rule 8.6)"),
        ("refused_top_table", plan.refused_top_table, "refused the top table (rule 8.3.2)"),
    ):
        if players:
            lines.append(f"{key}: [{', '.join(players)}]   # {why}\n")
    return "".join(lines)


def _board(table: Table) -> str:
    text = f"  - board: {table.number}\n"
    if table.top_table:
        text += "    top_table: true   # the first 7 of the ranking; powers drawn (rule 8.3)\n"
    size = len(table.seats)
    if size == SHORT:
        text += (
            f"    # 6 players (rule 8.4): {LEFT_OUT_ON_SIX} in civil disorder, or the players\n"
            "    # choose the variant without Turkey (rule 8.5)\n"
        )
    elif size < FULL:
        text += f"    # {size} players (--allow-small): escalation, the powers as colours (8.5.1)\n"
    text += "    powers:\n"
    for seat in table.seats:
        text += f"      {seat.power + ':':<{WIDTH}} {{player: {seat.player}}}\n"
    return text
