"""Terminal output of a build: summary line, -q, -v, progress on a terminal and in CI."""

from __future__ import annotations

import argparse
import io

from podium.progress import Console, add_output_options, console_from_args, use_colour


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def build_like(console: Console, clock: Clock, pages: int, seconds_each: float) -> None:
    """What build() does: stages, pages (every third unchanged), the summary."""
    console.stage("loading")
    console.explain("events/2024-open/round-2.yaml changed")
    console.stage("rendering", pages)
    for n in range(pages):
        clock.now += seconds_each
        console.page(f"events/e/p{n}/index.html", written=n % 3 != 0, why="scores changed")
        console.advance()
    console.finish(events=2)


def test_summary_line_only_for_a_fast_build() -> None:
    clock, out = Clock(), io.StringIO()
    build_like(Console(out, clock=clock), clock, pages=6, seconds_each=0.01)
    assert out.getvalue() == "built 2 events: 4 pages written, 2 unchanged in 0.06 s\n"


def test_plain_lines_when_slow_and_not_a_terminal() -> None:
    clock, out = Clock(), io.StringIO()
    console = Console(out, clock=clock)
    clock.now += 1.5  # loading took 1.5 s
    build_like(console, clock, pages=8, seconds_each=0.1)
    assert out.getvalue() == (
        "loading…\n"
        "rendering…\n"
        "rendering: 2/8\n"
        "rendering: 4/8\n"
        "rendering: 6/8\n"
        "built 2 events: 5 pages written, 3 unchanged in 2.30 s\n"
    )


def test_progress_line_on_a_terminal_after_a_second() -> None:
    clock, out = Clock(), Tty()
    console = Console(out, clock=clock, colour=False)
    build_like(console, clock, pages=24, seconds_each=0.0625)
    assert out.getvalue() == (
        "\r\x1b[2Krendering 16/24"  # shown once a second has passed
        "\r\x1b[2Krendering 18/24"  # redrawn at most every 0.1 s
        "\r\x1b[2Krendering 20/24"
        "\r\x1b[2Krendering 22/24"
        "\r\x1b[2Krendering 24/24"
        "\r\x1b[2Kbuilt 2 events: 16 pages written, 8 unchanged in 1.50 s\n"
    )


def test_quiet_prints_only_errors() -> None:
    clock, out = Clock(), Tty()
    console = Console(out, verbosity=-1, clock=clock, colour=False)
    clock.now += 5
    build_like(console, clock, pages=5, seconds_each=1)
    console.info("serving")
    assert out.getvalue() == ""
    console.error("content/a.yaml:3:1: bad; fix it\ncontent/b.yaml:1:1: worse; fix it too")
    assert out.getvalue() == (
        "error: content/a.yaml:3:1: bad; fix it\nerror: content/b.yaml:1:1: worse; fix it too\n"
    )


def test_verbose_explains_what_was_rebuilt_and_why() -> None:
    clock, out = Clock(), io.StringIO()
    build_like(Console(out, verbosity=1, clock=clock), clock, pages=3, seconds_each=0.1)
    assert out.getvalue() == (
        "loading…\n"
        "  events/2024-open/round-2.yaml changed\n"
        "rendering (3)…\n"
        "  wrote events/e/p1/index.html (scores changed)\n"
        "  wrote events/e/p2/index.html (scores changed)\n"
        "built 2 events: 2 pages written, 1 unchanged in 0.30 s\n"
    )


def test_colours_on_a_terminal_unless_no_color() -> None:
    assert use_colour(Tty(), {}) is True
    assert use_colour(Tty(), {"NO_COLOR": "1"}) is False
    assert use_colour(Tty(), {"NO_COLOR": ""}) is True  # no-color.org: set and non-empty
    assert use_colour(io.StringIO(), {}) is False
    clock, out = Clock(), Tty()
    console = Console(out, clock=clock, colour=True)
    console.finish(events=1)
    console.error("x")
    assert out.getvalue() == (
        "\x1b[32mbuilt 1 event: 0 pages written, 0 unchanged in 0.00 s\x1b[0m\n"
        "\x1b[31merror:\x1b[0m x\n"
    )


def test_options() -> None:
    parser = argparse.ArgumentParser()
    add_output_options(parser)
    assert console_from_args(parser.parse_args(["-q"])).verbosity == -1
    assert console_from_args(parser.parse_args(["-v"])).verbosity == 1
    assert console_from_args(parser.parse_args([])).verbosity == 0
