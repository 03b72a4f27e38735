"""How soon ``podium serve`` shows an edit: one number of a round file, until its page changes.

    python benchmarks/serve_edit.py [--events 320] [--edits 9] [--work DIR] [--port 8765]

Makes the bench archive (``benchmarks/make_archive.py``, as ``make bench`` does, on a
tmpfs), starts ``podium serve`` on it, waits for the first build, then, ``--edits`` times:
changes one final centre count of a round file (down by one, then back up: the edits
``benchmarks/run.py`` makes), and asks the server for that round's page every 10 ms until
its bytes (without the reload script serve adds) differ from before. It prints each edit's
time from the write to the new page, the time until serve's status says the build ended
(the search index included), and their medians; and the CPU time (user + system) the
server and the processes it ran spent from the write to the end of the build (its polls
of the files included), which other processes on the machine leave about alone. Each
edit waits for the build before to end first.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE / "hugo"))

import run  # noqa: E402  (benchmarks/run.py: the archive and its edit)

SCRIPT = re.compile(rb"<script data-podium-serve>.*?</script>\n?", re.S)


def get(url: str) -> bytes:
    with urllib.request.urlopen(url, timeout=30) as response:
        data: bytes = response.read()
    return data


def generation(base: str) -> int:
    import json

    found: int = json.loads(get(base + "__podium/status"))["generation"]
    return found


def page(url: str) -> bytes:
    """The page as built: what serve sends, without its reload script."""
    return SCRIPT.sub(b"", get(url))


def wait_for_generation(base: str, above: int, timeout: float = 120) -> float:
    """Seconds until serve's status shows a generation above ``above``."""
    start = time.perf_counter()
    while time.perf_counter() - start < timeout:
        try:
            if generation(base) > above:
                return time.perf_counter() - start
        except OSError:
            pass
        time.sleep(0.01)
    raise SystemExit("serve did not finish a build in time")


def cpu_seconds(pid: int) -> float:
    """The CPU time of process ``pid`` and of its children it waited for (Linux's /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = sum(int(f) for f in fields[11:15])  # utime, stime, cutime, cstime
    return ticks / os.sysconf("SC_CLK_TCK")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=320)
    parser.add_argument("--edits", type=int, default=9)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--work", type=Path, default=Path("/dev/shm/podium-serve-bench"))
    args = parser.parse_args(argv)

    args.work.mkdir(parents=True, exist_ok=True)
    project = args.work / f"podium-{args.events}"
    if not (project / "content" / "players.yaml").exists():
        shutil.rmtree(project, ignore_errors=True)
        run.make_archive.make_archive(args.events, project / "content", seed=args.seed)
    run.compile_bytecode()
    round_file = run.pick_round_file(project / "content")
    event, number = round_file.parent.name, int(round_file.stem.split("-")[1])
    base = f"http://127.0.0.1:{args.port}/"
    url = f"{base}events/{event}/round-{number}/index.html"
    out = args.work / "served"
    shutil.rmtree(out, ignore_errors=True)
    shutil.rmtree(project / ".podium-cache", ignore_errors=True)
    command = [*run.podium_command(), "serve", "content", "-p", str(args.port), "-o", str(out)]
    server = subprocess.Popen(
        command, cwd=project, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        first = wait_for_generation(base, 0, timeout=600)
        print(f"first build: {first:.2f} s", file=sys.stderr)
        shown: list[float] = []
        built: list[float] = []
        cpu: list[float] = []
        for i in range(args.edits):
            before, seen = page(url), generation(base)
            cpu_before = cpu_seconds(server.pid)
            run.edit_one_centre(round_file, i)
            start = time.perf_counter()
            while page(url) == before:
                if time.perf_counter() - start > 120:
                    raise SystemExit("the page did not change")
                time.sleep(0.01)
            shown.append(time.perf_counter() - start)
            built.append(wait_for_generation(base, seen) + shown[-1])
            cpu.append(cpu_seconds(server.pid) - cpu_before)
            print(
                f"edit {i + 1}: page {shown[-1]:.2f} s, build {built[-1]:.2f} s, "
                f"CPU {cpu[-1]:.2f} s",
                file=sys.stderr,
            )
            time.sleep(0.5)  # the watcher settles
    finally:
        server.terminate()
        server.wait(timeout=30)
        if args.edits % 2:
            run.edit_one_centre(round_file, args.edits)  # the file as it was
    print(
        f"podium serve, {args.events} events, {args.edits} edits of one centre count: "
        f"page shown after {statistics.median(shown):.2f} s (median; "
        f"min {min(shown):.2f}, max {max(shown):.2f}), "
        f"build ended after {statistics.median(built):.2f} s (median), "
        f"CPU time {statistics.median(cpu):.2f} s (median); "
        f"load average {os.getloadavg()[0]:.2f}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
