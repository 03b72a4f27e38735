"""Compare two podium checkouts on the one-centre correction, alternating, in one command.

    python benchmarks/alternate.py [--cold | --after-warm] [--ratings] RUNS NAME=CHECKOUT ...

Each CHECKOUT is a clone of podium with its bench venv made (``make
.venv-bench/.installed``). Each gets its own copy of ``make bench``'s 320-event archive
(``/dev/shm/podium-bench/podium-320``, made by ``benchmarks/run.py``), built once; then,
RUNS times and one checkout after the other, one centre count is changed in a round file
(``run.edit_one_centre``) and the site built again. Printed for each: the median wall time
and CPU time (user + system of the build's processes), and for the second checkout on,
the median of its per-run ratios to the first checkout's CPU times: on a shared machine
whose speed drifts during the run, the pairs' ratio is the figure to read. ``--cold``
times cold builds instead (``podium build --no-cache`` into a folder of their own, nothing
edited), and prints the pairs' ratio of the wall times too. ``--after-warm`` times the
correction as ``make bench`` makes it: before each one, the output is removed and the
site built again (a warm build, whose time is printed too) and once more (nothing to do).
``--ratings`` turns the club's ratings on in every copy (``ratings: true`` in site.yaml),
which make bench's archive leaves off: every build then rates every board again.
"""

from __future__ import annotations

import resource
import shutil
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import run

ARCHIVE = Path("/dev/shm/podium-bench/podium-320")


@dataclass
class Side:
    """One checkout: its copy of the archive, its build command, and its times."""

    name: str
    project: Path
    command: list[str]
    round_file: Path
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)


@dataclass(frozen=True)
class Options:
    """What the command line asks for."""

    mode: str  # "", "--cold" or "--after-warm"
    ratings: bool
    runs: int
    checkouts: list[tuple[str, Path]]  # (name, checkout), the first the reference


USAGE = "usage: alternate.py [--cold | --after-warm] [--ratings] RUNS NAME=CHECKOUT ..."


def parse(argv: list[str]) -> Options:
    """The command line read; SystemExit with :data:`USAGE` when it is not one."""
    flags = {a for a in argv if a.startswith("--")}
    rest = [a for a in argv if not a.startswith("--")]
    modes = flags & {"--cold", "--after-warm"}
    if flags - {"--cold", "--after-warm", "--ratings"} or len(modes) > 1 or len(rest) < 2:
        raise SystemExit(USAGE)
    if not rest[0].isdigit() or not all("=" in spec for spec in rest[1:]):
        raise SystemExit(USAGE)
    pairs = [spec.split("=", 1) for spec in rest[1:]]
    checkouts = [(name, Path(path)) for name, path in pairs]
    return Options(next(iter(modes), ""), "--ratings" in flags, int(rest[0]), checkouts)


def prepare(name: str, checkout: Path, cold: bool, ratings: bool = False) -> Side:
    """The checkout's own copy of the archive (no cache, no site), built once; ``cold``:
    not built, its builds ``--no-cache`` into a folder of their own; ``ratings``: with
    the club's ratings on."""
    project = ARCHIVE.parent / f"alternate-{name}"
    shutil.rmtree(project, ignore_errors=True)
    shutil.copytree(ARCHIVE / "content", project / "content")
    if ratings:
        site = project / "content" / "site.yaml"
        text = site.read_text(encoding="utf-8").rstrip("\n") + "\nratings: true\n"
        site.write_text(text, encoding="utf-8")
    python = checkout / ".venv-bench" / "bin" / "python"
    compiled = (  # podium's modules where that venv imports them from, as run.py does
        "import compileall, pathlib, podium;"
        "compileall.compile_dir(pathlib.Path(podium.__file__).parent, quiet=1)"
    )
    subprocess.run([str(python), "-c", compiled], check=True)
    podium = str(checkout / ".venv-bench" / "bin" / "podium")
    if cold:
        command = [podium, "build", "--no-cache", "content", "-o", "cold-out"]
    else:
        command = [podium, "build", "content", "-o", "out"]
        subprocess.run(command, cwd=project, check=True, capture_output=True)
    return Side(name, project, command, run.pick_round_file(project / "content"))


def timed(side: Side) -> None:
    """One build of ``side``, its wall and CPU time recorded."""
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    subprocess.run(side.command, cwd=side.project, check=True, capture_output=True)
    side.wall.append(time.perf_counter() - start)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    side.cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)


def _pairs(side: Side, first: Side, times: str) -> float:
    """The median of ``side``'s per-run ratios to ``first``'s ``times`` (wall or cpu)."""
    mine: list[float] = getattr(side, times)
    theirs: list[float] = getattr(first, times)
    return statistics.median(m / t for m, t in zip(mine, theirs, strict=True))


def after_warm(side: Side) -> float:
    """The output removed, the site built again (its time returned) and once more."""
    shutil.rmtree(side.project / "out", ignore_errors=True)
    start = time.perf_counter()
    subprocess.run(side.command, cwd=side.project, check=True, capture_output=True)
    warm = time.perf_counter() - start
    subprocess.run(side.command, cwd=side.project, check=True, capture_output=True)
    return warm


def main(argv: list[str]) -> int:
    options = parse(argv)
    mode, is_cold = options.mode, options.mode == "--cold"
    sides = [prepare(name, path, is_cold, options.ratings) for name, path in options.checkouts]
    warm: dict[str, list[float]] = {side.name: [] for side in sides}
    for i in range(options.runs):
        for side in sides:
            if mode == "--after-warm":
                warm[side.name].append(after_warm(side))
            if not is_cold:
                run.edit_one_centre(side.round_file, 1000 + i)
            timed(side)
    first, case = sides[0], "cold build" if is_cold else "correction"
    for side in sides:
        line = (
            f"{side.name}: {case} wall median {statistics.median(side.wall):.3f} s, "
            f"CPU median {statistics.median(side.cpu):.3f} s"
        )
        if warm[side.name]:
            line += f" (warm build before it: median {statistics.median(warm[side.name]):.3f} s)"
        if side is not first:
            ratio = _pairs(side, first, "cpu")
            line += f", CPU ratio to {first.name} (median of pairs) {ratio:.3f}"
            if is_cold:
                line += f", wall ratio {_pairs(side, first, 'wall'):.3f}"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
