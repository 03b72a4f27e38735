"""CPU time of planning alone (view data, no rendering), per page type.

    python benchmarks/plan_pages.py CONTENT [--events N] [--reps R] [--site]

Reads and scores the first N events of CONTENT once (not timed), then plans each event's
pages R times over, each pass with a new planning context (so its memos start empty, as
in a fresh build process) and prints, per page type, the best pass's CPU milliseconds per
event. With ``--site`` it scores every event and also times the site-wide pages
(:func:`~generator.site.pages.site_pages`: home, players and each player's page, rules,
feed...) from all their digests, best of R.

The standings page's time includes re-scoring the event after each round
(``scoring.after_rounds``); "standings (view)" is that page without it.
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

from generator.build import pipeline  # noqa: E402
from generator.build.service import read_event  # noqa: E402
from generator.build.sources import discover  # noqa: E402
from generator.model import event_folders  # noqa: E402
from generator.scoring import after_rounds  # noqa: E402
from generator.scoring.results import EventResult  # noqa: E402
from generator.site import pages as planner  # noqa: E402
from generator.site.i18n import Translator  # noqa: E402
from generator.site.pages import board, event, round, standings  # noqa: E402

Shared = pipeline.Shared


def _fresh(shared: Shared) -> planner.Context:
    club = shared.base.club
    tr = Translator(club.site.language, shared.themes)
    tr.texts  # noqa: B018 - the catalogs are read once per build, not per event: not timed
    tr.translations  # noqa: B018
    return planner.context(club, shared.sources.history, tr)


def _event_parts(ctx: planner.Context, result: EventResult) -> dict[str, Callable[[], object]]:
    """Each page type's planning, as :func:`~generator.site.pages.event_pages` does it (the
    boards' tables, which round and board pages share, counted with the boards)."""
    counted = board._counted_index(result)
    ev = result.event
    tables: list[board.BoardTable] = []

    def boards() -> object:
        tables[:] = board.board_tables(ctx, result, counted)
        return [board._board(ctx, result, i, tables) for i in range(len(result.boards))]

    return {
        "boards": boards,
        "rounds": lambda: [round._round(ctx, result, r.number, counted, tables) for r in ev.rounds],
        "event": lambda: event._event(ctx, result),
        "standings": lambda: standings._standings_page(ctx, result),
        "digest": lambda: planner.event_digest(ctx, result),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("content", type=Path)
    parser.add_argument("--events", type=int, default=40)
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--site", action="store_true", help="time site_pages too")
    args = parser.parse_args()
    shared = pipeline.load_shared(discover(args.content, None, hashed=False))
    folders = event_folders(args.content)
    results = []
    for folder in folders if args.site else folders[: args.events]:
        reading = read_event(shared.base, folder)
        assert reading.result is not None, folder
        results.append(reading.result)
    timed = results[: args.events]
    gc.freeze()
    best: dict[str, float] = {}
    for _ in range(args.reps):
        ctx = _fresh(shared)
        spent: dict[str, float] = {}
        for result in timed:
            for name, plan in _event_parts(ctx, result).items():
                start = time.process_time()
                plan()
                spent[name] = spent.get(name, 0.0) + time.process_time() - start
            start = time.process_time()
            after_rounds.after_each_round(result.event, ctx.club.players, result)
            spent["(after_each_round)"] = (
                spent.get("(after_each_round)", 0.0) + time.process_time() - start
            )
        for name, seconds in spent.items():
            best[name] = min(best.get(name, float("inf")), seconds)
    per = {name: seconds * 1000 / len(timed) for name, seconds in best.items()}
    per["standings (view)"] = per["standings"] - per.pop("(after_each_round)")
    plan_sum = sum(per[k] for k in ("boards", "rounds", "event", "standings (view)", "digest"))
    for name, ms in per.items():
        print(f"{name:18} {ms:7.3f} ms per event")
    print(f"{'sum (w/o scoring)':18} {plan_sum:7.3f} ms per event")
    if args.site:
        ctx = _fresh(shared)
        digests = [planner.event_digest(ctx, r) for r in results]
        paths = [planner.event_path(r.event.id) for r in results]
        site = float("inf")
        for _ in range(args.reps):
            ctx = _fresh(shared)
            start = time.process_time()
            planner.site_pages(ctx, digests, paths)
            site = min(site, time.process_time() - start)
        print(f"site_pages         {site * 1000:7.1f} ms ({len(results)} events)")


if __name__ == "__main__":
    main()
