"""``podium seat``: draw the boards of an event's next round (Italia 2010, section 8)."""

from __future__ import annotations

import argparse
import secrets
import sys
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from podium.commands.new import cannot_write
from podium.content.yamlfile import MAX_BYTES
from podium.tools import files

if TYPE_CHECKING:
    from podium.model import Event


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "seat",
        help="draw the boards of an event's next round (never overwrites a file)",
        description="Write round-N.yaml with the boards of the next round: players and "
        "powers, the centres left to fill in. Boards of 7 (volunteers sit out or play two "
        "boards, then boards of 6); linked players apart; no power a player has played; "
        "as few repeated opponents as possible; in the last round, with --top-table, board "
        "1 is the ranking's first 7. Who plays: everyone who played or sat out an earlier "
        "round, plus --add, minus --absent. Ids may be read from a file: --add @ids.txt "
        "(one a line). See docs/running-an-event.md.",
        fromfile_prefix_chars="@",
    )
    parser.add_argument("event", metavar="EVENT", help="the event id (or its folder)")
    parser.add_argument("--round", type=int, required=True, metavar="N", help="the round to seat")
    parser.add_argument(
        "-c", "--content", default="content", type=Path, help="content folder (content)"
    )
    for flag, text in (
        ("--add", "players who play this round without having played an earlier one"),
        ("--absent", "players of earlier rounds who do not play this one"),
        ("--sit-out", "volunteers to sit out, asked as the boards need (who sat out least first)"),
        ("--two-boards", "volunteers to play two boards, asked as the boards need"),
        ("--refuse-top", "players who refuse the top table (rule 8.3.2)"),
    ):
        parser.add_argument(flag, nargs="+", action="extend", default=[], metavar="ID", help=text)
    parser.add_argument(
        "--top-table",
        action="store_true",
        help="the event's last round: board 1 is the first 7 of the ranking (rule 8.2)",
    )
    parser.add_argument(
        "--allow-small",
        action="store_true",
        help="allow boards of 5 or fewer when boards of 6 and 7 cannot seat everyone",
    )
    parser.add_argument(
        "--seed", type=int, metavar="S", help="the draw's seed (default: a random one, shown)"
    )
    parser.add_argument("--explain", action="store_true", help="say why each board is so")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from podium.build.service import read_base, read_event
    from podium.commands.check import report
    from podium.scoring.kinds import system_kind
    from podium.scoring.registry import get_system
    from podium.scoring.tournament import merge_rules
    from podium.seating.errors import SeatingError
    from podium.seating.explain import explain, summary
    from podium.seating.plan import Request, seat
    from podium.seating.roundfile import round_text
    from podium.tools.scaffold import ScaffoldError, event_folder

    try:
        folder = event_folder(args.content, args.event)
    except ScaffoldError as exc:
        return _refuse(str(exc))
    if args.round < 1:
        return _refuse(f"--round {args.round}: rounds are numbered from 1")
    target = folder / f"round-{args.round}.yaml"
    empty = _without_boards(target, args.content) if target.exists() else None
    if target.exists() and empty is None:
        return _refuse(f"{target}: already exists; podium never overwrites a file")
    base = read_base(args.content)
    reading = read_event(base, folder)
    problems = (*base.problems, *reading.problems)
    if problems or reading.event is None or reading.result is None:
        report(tuple(sorted(set(problems))))
        return 1
    event = _without_empty_rounds(reading.event, args.round)
    system = get_system(event.scoring)
    if not system_kind(system).seat_by_power:
        return _refuse(
            f"{event.id} is scored with {event.scoring}, not on Diplomacy boards; "
            "podium seat draws Diplomacy boards of 7 only"
        )
    rules = merge_rules(event.rules, system.defaults)
    seed = secrets.randbelow(1_000_000) if args.seed is None else args.seed
    request = Request(
        round=args.round,
        add=_unique(args.add),
        absent=_unique(args.absent),
        sit_out=_unique(args.sit_out),
        two_boards=_unique(args.two_boards),
        refuse_top=_unique(args.refuse_top),
        top_table=args.top_table,
        allow_small=args.allow_small,
        seed=seed,
    )
    has_top_table = bool(
        rules.top_table_bonus_percent or rules.top_table_winner_bonus or rules.top_table_podium
    )
    ranking = [s.player for s in reading.result.ranking]
    try:
        plan = seat(event, base.club.players, ranking, has_top_table, request)
    except SeatingError as exc:
        return _refuse(str(exc))
    try:
        if empty is None:
            files.write_new(target, round_text(plan), root=args.content)
        elif files.read_bytes(target, MAX_BYTES, root=args.content) != empty:
            return _refuse(f"{target}: changed while the round was drawn; run podium seat again")
        else:
            files.replace(target, round_text(plan), root=args.content)
    except FileExistsError:
        return _refuse(f"{target}: already exists; podium never overwrites a file")
    except OSError as exc:
        return _refuse(cannot_write(exc))
    if empty is None:
        print(f"created {target.as_posix()} (seed {seed})")
    else:
        print(f"filled {target.as_posix()}, which had no boards yet (seed {seed})")
    for line in summary(plan):
        print(line)
    if args.explain:
        for line in explain(plan):
            print(line)
    return 0


def _without_empty_rounds(event: Event, first: int) -> Event:
    """``event`` without its rounds from ``first`` on that have no boards yet (the files
    ``podium new event --rounds N`` writes): the draw fills the first of them."""
    kept = tuple(r for r in event.rounds if r.number < first or r.boards or r.drawn)
    return replace(event, rounds=kept)


def _without_boards(target: Path, content: Path) -> bytes | None:
    """The bytes of the round file ``target`` if it has no boards yet (as ``podium new``
    leaves it: ``boards: []`` and comments), which the draw may fill; None otherwise."""
    from podium.content.yamlfile import parse

    try:
        raw = files.read_bytes(target, MAX_BYTES, root=content)
        data, problems = parse(str(target), raw.decode("utf-8"))
    except (OSError, UnicodeDecodeError):
        return None
    return raw if not problems and (data is None or data == {"boards": []}) else None


def _refuse(message: str) -> int:
    print(f"podium seat: {message}", file=sys.stderr)
    return 1


def _unique(ids: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(ids))
