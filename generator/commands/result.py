"""``podium result EVENT ROUND BOARD A=8 E=7 ...``: enter a board into its round file
(see generator/tools/result_entry.py)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from podium.commands.new import cannot_write

if TYPE_CHECKING:
    from podium.tools.result_entry import Request


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "result",
        help="enter a board's centres into the seated round file, and print its scores",
        description="Write one board's results into round-N.yaml as podium seat left it: "
        "each power's final centres (A=8) or one count a year (A=3,4,5,5,6,7,8), a power "
        "named by its letter or name, or by its player's id. Comments and the order of the "
        "file are kept. Nothing is written unless the whole event checks and the board "
        "scores; then the board's scores are printed. Without counts, on a terminal, "
        "each seated power's centres are asked.",
    )
    parser.add_argument("event", metavar="EVENT", help="the event id (or its folder)")
    parser.add_argument("round", type=int, metavar="ROUND", help="the round number")
    parser.add_argument("board", metavar="BOARD", help="the board (its number or name)")
    parser.add_argument(
        "counts",
        nargs="*",
        metavar="POWER=CENTRES",
        help="a power (A, Austria) or player id, = the final count or one count a year",
    )
    parser.add_argument(
        "--result",
        choices=("solo", "draw", "time", "concession"),
        help="how the game ended (a concession names --conceded-to)",
    )
    parser.add_argument(
        "--draw",
        action="append",
        default=[],
        metavar="POWER,POWER",
        help="the powers in the draw, where not every survivor (draw-size systems)",
    )
    parser.add_argument("--conceded-to", metavar="POWER", help="the power conceded to")
    parser.add_argument(
        "--end", type=int, metavar="YEAR", help="the last year played (the file's, or 1907)"
    )
    parser.add_argument(
        "--order",
        action="append",
        default=[],
        metavar="POWER,POWER",
        help="the director's order of powers tied on centres, best first, where the "
        "system allows it and no year chart breaks the tie (docs/scoring.md)",
    )
    parser.add_argument(
        "--again", action="store_true", help="the board has results already: enter them again"
    )
    parser.add_argument(
        "-c", "--content", default="content", type=Path, help="content folder (content)"
    )
    # the counts may follow the options too (podium result EV 1 3 --result draw A=8 ...)
    parser.set_defaults(run=run, positionals_after_options="counts")


def run(args: argparse.Namespace) -> int:
    from podium.outputs.score_tables import boards_text
    from podium.tools import result_entry
    from podium.tools.result_entry import Request, ResultError

    request = Request(
        content=args.content,
        event=args.event,
        round=args.round,
        board=args.board,
        counts=tuple(args.counts),
        result=args.result,
        draw=tuple(args.draw),
        conceded_to=args.conceded_to,
        end=args.end,
        order=tuple(args.order),
        again=args.again,
    )
    try:
        if not request.counts and sys.stdin.isatty():
            request = _asked(request)
        entered = result_entry.plan(request)
        result_entry.write(entered, args.content)
    except ResultError as error:
        for problem in error.problems:
            print(problem, file=sys.stderr)
        for note in error.notes:
            print(f"podium result: {note}", file=sys.stderr)
        print(f"podium result: nothing was written to round {args.round}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"podium result: {cannot_write(exc)}", file=sys.stderr)
        return 1
    except (EOFError, KeyboardInterrupt):
        print("\npodium result: stopped; nothing was written", file=sys.stderr)
        return 1
    path = entered.file.path.as_posix()
    print(f"wrote {path}: round {args.round}, board {args.board}")
    for power in entered.added:
        print(f"{power}: nobody plays it on this board; written in civil disorder (player: null)")
    print(boards_text([entered.score], entered.players), end="")
    if entered.waiting:
        which = "board" if len(entered.waiting) == 1 else "boards"
        print(f"round {args.round}: {which} {', '.join(entered.waiting)} without results yet")
    else:
        print(f"round {args.round}: every board has its results")
    return 0


def _asked(request: Request) -> Request:
    """``request`` with each seated power's centres asked on the terminal."""
    from dataclasses import replace

    from podium.tools.result_entry import seated

    print(
        f"Round {request.round}, board {request.board}: each power's final centres "
        "(or one count a year, with commas)"
    )
    counts = []
    for seat in seated(request):
        who = seat.player or "civil disorder"
        answer = input(f"  {seat.power} ({who}): ").strip()
        counts.append(f"{seat.power}={answer}")
    return replace(request, counts=tuple(counts))
