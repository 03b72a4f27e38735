"""What ``podium seat`` says about a draw: a summary always, each board's reasons on
``--explain``. Everything is counted from the plan and the history, not taken from the
search, so the report says what the file holds."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from podium.content.format_problems import plain_list
from podium.powers import POWERS
from podium.progress import plural
from podium.seating.groups import GROUP_OF
from podium.seating.history import pair
from podium.seating.plan import LEFT_OUT_ON_SIX, Plan, Table
from podium.seating.sizes import FULL, SHORT


@dataclass(frozen=True, slots=True)
class Together:
    """Two players at one table: linked, or met before (in ``rounds``)."""

    table: int
    a: str
    b: str
    rounds: tuple[int, ...] = ()


def repeated_powers(plan: Plan) -> list[tuple[Table, str, str]]:
    """(table, player, power) of each seat, not on the top table, whose power the player
    has played before."""
    return [
        (t, s.player, s.power)
        for t in plan.tables
        if not t.top_table
        for s in t.seats
        if s.power in plan.history.powers(s.player)
    ]


def group_repeats(plan: Plan) -> list[tuple[Table, str, str]]:
    """(table, player, power) of each seat, not on the top table, with a power new to the
    player but of a group they have played."""
    found = []
    for t in plan.tables:
        for s in t.seats:
            before = plan.history.powers(s.player)
            group = GROUP_OF[s.power]
            if not t.top_table and s.power not in before and group in map(GROUP_OF.get, before):
                found.append((t, s.player, s.power))
    return found


def repeated_pairs(plan: Plan, tables: Sequence[Table] | None = None) -> list[Together]:
    """Each pair of players at one table who met on a board before (of ``tables``; by
    default those drawn, not the top table, which the ranking makes)."""
    chosen = _drawn(plan) if tables is None else tables
    return [
        Together(t.number, a, b, plan.history.met[pair(a, b)])
        for t in chosen
        for a, b in combinations(sorted(t.players), 2)
        if pair(a, b) in plan.history.met
    ]


def linked_together(plan: Plan) -> list[Together]:
    """Each pair of linked players at one table, the top table aside."""
    group = {p: i for i, g in enumerate(plan.links) for p in g}
    return [
        Together(t.number, a, b)
        for t in _drawn(plan)
        for a, b in combinations(sorted(t.players), 2)
        if a in group and group.get(b) == group[a]
    ]


def _drawn(plan: Plan) -> list[Table]:
    return [t for t in plan.tables if not t.top_table]


def summary(plan: Plan) -> list[str]:
    """What was done: boards, volunteers, who is out, and the repeats that remain."""
    sizes = [len(t.seats) for t in plan.tables]
    players = len({p for t in plan.tables for p in t.players})
    lines = [
        f"round {plan.round}: {plural(players, 'player')} on {plural(len(sizes), 'board')} "
        f"({_sizes(sizes)})"
    ]
    top = [t for t in plan.tables if t.top_table]
    if top:
        refused = (
            f"; refused: {', '.join(plan.refused_top_table)}" if plan.refused_top_table else ""
        )
        lines.append(f"top table: board {top[0].number}, the first 7 of the ranking{refused}")
    for label, players_ in (
        ("sit out (volunteers)", plan.sit_outs),
        ("two boards (volunteers)", plan.two_boards),
        ("absent", plan.absent),
        ("left out (disqualified)", plan.disqualified),
    ):
        if players_:
            lines.append(f"{label}: {', '.join(players_)}")
    short = [str(t.number) for t in plan.tables if len(t.seats) == SHORT]
    if short:
        lines.append(
            f"boards of 6: {', '.join(short)} ({LEFT_OUT_ON_SIX} in civil disorder, or the "
            "variant without Turkey)"
        )
    small = [str(t.number) for t in plan.tables if len(t.seats) < SHORT]
    if small:
        lines.append(f"smaller boards (--allow-small): {', '.join(small)}")
    powers = repeated_powers(plan)
    groups = group_repeats(plan)
    pairs = repeated_pairs(plan)
    forced = sum(1 for _, player, _ in powers if _played_all(plan, player))
    lines.append(
        "repeated powers: "
        + (
            "none"
            if not powers
            else f"{plural(len(powers), 'seat')}"
            + (f", {forced} of them players who have played every power" if forced else "")
            + " (the fewest found)"
        )
    )
    lines.append(
        "same power group again: "
        + ("none" if not groups else f"{plural(len(groups), 'seat')} (the fewest found)")
    )
    aside = ", the top table aside" if top else ""
    lines.append(
        "repeated opponents: "
        + ("none" if not pairs else f"{plural(len(pairs), 'pair')} (the fewest found)")
        + aside
    )
    if plan.links:
        together = linked_together(plan)
        lines.append(
            f"links: {len(plan.links)}, "
            + (
                "all kept apart"
                if not together
                else f"{plural(len(together), 'linked pair')} together (no draw found without)"
            )
            + aside
        )
    return lines


def explain(plan: Plan) -> list[str]:
    """Each board, each seat, and why: what the players played and met before."""
    lines: list[str] = []
    board_of: dict[str, list[int]] = {}
    for t in plan.tables:
        for p in t.players:
            board_of.setdefault(p, []).append(t.number)
    width = max((len(p) for t in plan.tables for p in t.players), default=0)
    for t in plan.tables:
        lines.append(_heading(plan, t))
        for s in t.seats:
            lines.append(
                f"  {s.power:<{len(max(POWERS, key=len))}}  {s.player:<{width}}  "
                + _seat_reason(plan, t, s.player, s.power)
                + _other_board(plan, t, s.player)
            )
        met = repeated_pairs(plan, [t])
        for m in met:
            lines.append(f"  met before: {m.a} and {m.b} ({_rounds(m.rounds)})")
        if not met and not t.top_table and plan.history.rounds:
            lines.append("  no one here has met before")
        lines += _links_here(plan, t, board_of)
    return lines


def _links_here(plan: Plan, table: Table, board_of: dict[str, list[int]]) -> list[str]:
    """For each link with a player at ``table``: where the others of the link play."""
    lines = []
    for group in plan.links:
        here = [p for p in group if p in table.players]
        if not here:
            continue
        if len(here) > 1:
            why = "by the ranking" if table.top_table else "no draw found without"
            lines.append(f"  linked, together here: {', '.join(here)} ({why})")
        elsewhere = [
            f"{o} on {_rounds(board_of[o], 'board')}"
            for o in group
            if o not in here and o in board_of
        ]
        if elsewhere:
            lines.append(f"  linked: {', '.join(here)} here; {', '.join(elsewhere)}")
    return lines


def _heading(plan: Plan, table: Table) -> str:
    size = len(table.seats)
    if table.top_table:
        after = f"after round {plan.round - 1}"
        return (
            f"board {table.number}, top table: the first 7 of the ranking {after}; "
            "powers drawn in ranking order"
        )
    if size == SHORT:
        return f"board {table.number}: 6 players ({LEFT_OUT_ON_SIX} in civil disorder)"
    if size < FULL:
        return f"board {table.number}: {size} players (--allow-small)"
    return f"board {table.number}: 7 players"


def _seat_reason(plan: Plan, table: Table, player: str, power: str) -> str:
    before = plan.history.games.get(player, ())
    if table.top_table:
        place = plan.top_table_order.index(player) + 1
        return f"{_ordinal(place)} of the seven in the ranking, drew {power}"
    if not before:
        return "first game"
    same = [g.round for g in before if g.power == power]
    if same:
        why = "has played every power" if _played_all(plan, player) else "the fewest found"
        return f"{power} again ({_rounds(same)}): {why}"
    group = [g for g in before if g.power is not None and GROUP_OF[g.power] == GROUP_OF[power]]
    played = ", ".join(f"{g.power} in round {g.round}" for g in before if g.power)
    if group:
        return f"new power, same group as {group[0].power} (played {played})"
    return f"new power and group (played {played})"


def _other_board(plan: Plan, table: Table, player: str) -> str:
    """For a player on two boards: where the other one is, and its power."""
    for other in plan.tables:
        for seat in other.seats if other is not table else ():
            if seat.player == player:
                return f"; two boards: also board {other.number} as {seat.power}"
    return ""


def _played_all(plan: Plan, player: str) -> bool:
    return set(plan.history.powers(player)) >= set(POWERS)


def _rounds(rounds: Sequence[int], word: str = "round") -> str:
    """``round 2``, ``rounds 1 and 3``, ``rounds 1, 2 and 3``."""
    numbers = [str(r) for r in rounds]
    return f"{word if len(numbers) == 1 else word + 's'} {plain_list(numbers)}"


def _sizes(sizes: Sequence[int]) -> str:
    counts = {size: sizes.count(size) for size in sorted(set(sizes), reverse=True)}
    return ", ".join(f"{n} of {size}" for size, n in counts.items())


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"
