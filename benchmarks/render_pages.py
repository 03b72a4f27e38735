"""CPU time of rendering each page type of an event, apart from every other stage.

    python benchmarks/render_pages.py CONTENT [--events N] [--reps R]

Reads, checks, scores and plans the first N events of CONTENT (default 20) once, then
renders their pages R times over (default 5) and prints, per template and for the player
rows (``prerender``), the best pass's CPU milliseconds per event and per page. Nothing is
written. For comparing two versions of the templates or of :mod:`podium.render`: run
it from each checkout on the same content, a few times alternated (the machine is noisy).
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout, installed or not

from podium.build import pipeline  # noqa: E402
from podium.build.service import read_event  # noqa: E402
from podium.build.sources import discover  # noqa: E402
from podium.model import event_folders  # noqa: E402
from podium.render.templates import prerender, render_page  # noqa: E402
from podium.site import pages as planner  # noqa: E402


def _best_ms(work: Callable[[], object], reps: int) -> float:
    best = float("inf")
    for _ in range(reps):
        start = time.process_time()
        work()
        best = min(best, time.process_time() - start)
    return best * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("content", type=Path)
    parser.add_argument("--events", type=int, default=20)
    parser.add_argument("--reps", type=int, default=5)
    args = parser.parse_args()

    shared = pipeline.load_shared(discover(args.content, None, hashed=False))
    by_template = defaultdict(list)
    digests = []
    names = [folder.name for folder in event_folders(args.content)][: args.events]
    for name in names:
        reading = read_event(shared.base, args.content / "events" / name)
        if reading.result is None:
            raise SystemExit(f"events/{name} has problems: run `podium check`")
        for page in pipeline.plan_event(shared, reading.result):
            by_template[page.template].append(page)
        digests.append(planner.event_digest(shared.context, reading.result))
    gc.freeze()

    env = shared.env
    events = len(names)
    print(f"{events} events, best of {args.reps} passes, CPU ms")
    print(f"{'template':<22}{'per event':>10}{'pages':>8}{'per page':>10}")
    total = 0.0
    for template, pages in sorted(by_template.items()):
        ms = _best_ms(lambda pages=pages: [render_page(env, page) for page in pages], args.reps)
        total += ms / events
        print(f"{template:<22}{ms / events:>10.2f}{len(pages):>8}{ms / len(pages):>10.3f}")
    rows = sum(len(digest.rows) for digest in digests)
    ms = _best_ms(lambda: [prerender(env, digest) for digest in digests], args.reps)
    total += ms / events
    print(f"{'prerender (rows)':<22}{ms / events:>10.2f}{rows:>8}{ms / rows:>10.3f}")
    print(f"{'all':<22}{total:>10.2f}")


if __name__ == "__main__":
    main()
