"""CPU time of planning alone (view data, no rendering), per page type.

    python benchmarks/plan_pages.py CONTENT [--events N] [--reps R] [--parts P,Q] [--site]
    python benchmarks/plan_pages.py CONTENT ... --instructions

Reads and scores the first N events of CONTENT (not timed), then plans each event's pages
R times over, each pass with a new planning context (its memos start empty, as in a fresh
build process), and prints, per page type, the best pass's CPU milliseconds per event:
boards (their tables, which round pages share, included), rounds, event, standings,
digest, and "scoring", the re-scoring after each round that the standings page does
(``scoring.after_rounds``; "standings (view)" is the page without it). ``--parts`` times
only those. With ``--site`` it scores every event and times the site-wide pages instead
(:func:`~podium.site.pages.site_pages`: home, players, each player's page, rules...).

``--instructions`` counts instructions under valgrind instead (as benchmarks/per_event.py
does): those of ``--reps 3`` minus those of ``--reps 1``, per pass and event (per pass
with ``--site``), so reading and scoring cancel out.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout, installed or not

from podium.build import pipeline  # noqa: E402
from podium.build.service import read_event  # noqa: E402
from podium.build.sources import discover  # noqa: E402
from podium.model import event_folders  # noqa: E402
from podium.scoring import after_rounds  # noqa: E402
from podium.scoring.results import EventResult  # noqa: E402
from podium.site import pages as planner  # noqa: E402
from podium.site.i18n import Translator  # noqa: E402
from podium.site.pages import board, event, round, standings  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import instructions  # noqa: E402  (benchmarks/instructions.py)

Shared = pipeline.Shared


def _fresh(shared: Shared) -> planner.Context:
    club = shared.base.club
    tr = Translator(club.site.language, shared.themes)
    tr.texts  # noqa: B018 - the catalogs are read once per build, not per event: not timed
    tr.translations  # noqa: B018
    return planner.context(club, shared.sources.history, tr)


def _event_parts(ctx: planner.Context, result: EventResult) -> dict[str, Callable[[], object]]:
    """Each page type's planning, as :func:`~podium.site.pages.event_pages` does it (the
    boards' tables, which round and board pages share, counted with the boards)."""
    counted = board.counted_index(result)
    ev = result.event
    tables: list[board.BoardTable] = []

    def boards() -> object:
        tables[:] = board.board_tables(ctx, result, counted)
        return [board._board(ctx, result, i, tables) for i in range(len(result.boards))]

    def rounds() -> object:
        if not tables:  # timed without the boards
            tables[:] = board.board_tables(ctx, result, counted)
        return [round._round(ctx, result, r.number, counted, tables) for r in ev.rounds]

    return {
        "boards": boards,
        "rounds": rounds,
        "event": lambda: event._event(ctx, result),
        "standings": lambda: standings._standings_page(ctx, result),
        "digest": lambda: planner.event_digest(ctx, result),
        "scoring": lambda: after_rounds.after_each_round(ev, ctx.club.players, result),
    }


def _time_events(
    shared: Shared, results: list[EventResult], reps: int, parts: list[str]
) -> dict[str, float]:
    """The best pass's CPU milliseconds per event of each part."""
    best: dict[str, float] = {}
    for _ in range(reps):
        ctx = _fresh(shared)
        spent = dict.fromkeys(parts, 0.0)
        for result in results:
            plans = _event_parts(ctx, result)
            for name in parts:
                start = time.process_time()
                plans[name]()
                spent[name] += time.process_time() - start
        for name, seconds in spent.items():
            best[name] = min(best.get(name, float("inf")), seconds)
    return {name: seconds * 1000 / len(results) for name, seconds in best.items()}


def _time_site(shared: Shared, results: list[EventResult], reps: int) -> float:
    """The best pass's CPU milliseconds of site_pages over every event's digest."""
    ctx = _fresh(shared)
    digests = [planner.event_digest(ctx, r) for r in results]
    paths = [planner.event_path(r.event.id) for r in results]
    best = float("inf")
    for _ in range(reps):
        ctx = _fresh(shared)
        start = time.process_time()
        planner.site_pages(ctx, digests, paths)
        best = min(best, time.process_time() - start)
    return best * 1000


def _instructions(argv: list[str], reps: int) -> int:
    return instructions.count(__file__, [*argv, "--reps", str(reps)])


PARTS = ("boards", "rounds", "event", "standings", "digest", "scoring")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("content", type=Path)
    parser.add_argument("--events", type=int, default=40)
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--parts", default=",".join(PARTS), help="of: " + ", ".join(PARTS))
    parser.add_argument("--site", action="store_true", help="time site_pages instead")
    parser.add_argument(
        "--instructions", action="store_true", help="instructions of the parts, under valgrind"
    )
    args = parser.parse_args()
    parts = args.parts.split(",")
    if args.instructions:
        argv = [str(args.content), "--events", str(args.events), "--parts", args.parts]
        argv += ["--site"] if args.site else []
        extra = _instructions(argv, 3) - _instructions(argv, 1)
        unit = "site_pages" if args.site else f"event ({args.parts})"
        print(
            f"{extra / 2 / (1 if args.site else args.events) / 1e6:.2f} M instructions per {unit}"
        )
        return
    shared = pipeline.load_shared(discover(args.content, None, hashed=False))
    folders = event_folders(args.content)
    results = []
    for folder in folders if args.site else folders[: args.events]:
        reading = read_event(shared.base, folder)
        assert reading.result is not None, folder
        results.append(reading.result)
    gc.freeze()  # as the build does while it makes pages (build._few_collections)
    gc.set_threshold(max(gc.get_threshold()[0], 20_000), *gc.get_threshold()[1:])
    if args.site:
        print(f"site_pages         {_time_site(shared, results, args.reps):7.1f} ms")
        return
    per = _time_events(shared, results, args.reps, parts)
    if "standings" in per and "scoring" in per:
        per["standings (view)"] = per["standings"] - per["scoring"]
    for name, ms in per.items():
        print(f"{name:18} {ms:7.3f} ms per event")


if __name__ == "__main__":
    main()
