"""Terminal output of a build: progress, explanations, one summary line, errors.

- On a terminal, a build that takes longer than a second shows a progress line that
  rewrites itself; elsewhere (CI, a pipe) it prints a few plain lines instead.
- Every build ends with one summary line: events, pages written or unchanged, seconds.
- ``quiet`` silences everything but errors; ``verbose`` explains what was rebuilt and why.
- Colours only on a terminal, and never when ``NO_COLOR`` is set (https://no-color.org).

``build()`` talks to a :class:`Reporter`; :data:`SILENT` is the default that says nothing.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol, TextIO

DELAY = 1.0
"""Seconds a build runs before progress is shown."""
TTY_INTERVAL = 0.1
"""Seconds between two redraws of the progress line on a terminal."""
PLAIN_STEPS = 4
"""Plain (non-terminal) output reports a stage's progress at most this many times."""


class Reporter(Protocol):
    """What ``build()`` tells the user about. Every method must be cheap."""

    def stage(self, name: str, total: int = 0) -> None:
        """A stage starts ("loading", "scoring", "rendering"), with ``total`` steps if known."""

    def advance(self, steps: int = 1) -> None:
        """``steps`` more steps of the current stage are done."""

    def explain(self, message: str) -> None:
        """Why something is (re)built; shown only with ``-v``."""

    def page(self, path: str, written: bool, why: str = "") -> None:
        """One output file: ``written`` (bytes changed) or unchanged; ``why`` for ``-v``."""

    def finish(self, events: int) -> None:
        """The build succeeded: print the summary line."""

    def error(self, text: str) -> None:
        """A problem the user must see, even with ``-q``."""

    def warning(self, text: str) -> None:
        """Something went wrong but the build did not suffer (shown even with ``-q``)."""

    def info(self, text: str) -> None:
        """A normal message, e.g. that the build waits for another into its output."""


class _Silent:
    def stage(self, name: str, total: int = 0) -> None:
        pass

    def advance(self, steps: int = 1) -> None:
        pass

    def explain(self, message: str) -> None:
        pass

    def page(self, path: str, written: bool, why: str = "") -> None:
        pass

    def finish(self, events: int) -> None:
        pass

    def error(self, text: str) -> None:
        pass

    def warning(self, text: str) -> None:
        pass

    def info(self, text: str) -> None:
        pass


SILENT: Reporter = _Silent()
"""A reporter that says nothing (the default of ``build()``)."""


def use_colour(stream: TextIO, environ: Mapping[str, str] | None = None) -> bool:
    """Colour only on a terminal, and not when NO_COLOR is set to anything non-empty."""
    env = os.environ if environ is None else environ
    if env.get("NO_COLOR"):
        return False
    return _isatty(stream)


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


_CODES = {"red": "31", "green": "32", "yellow": "33", "dim": "2", "bold": "1"}


def paint(text: str, colour: str, enabled: bool) -> str:
    """``text`` in an ANSI colour when ``enabled``."""
    return f"\x1b[{_CODES[colour]}m{text}\x1b[0m" if enabled else text


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


@dataclass
class Console:
    """A :class:`Reporter` writing to a stream (stderr by default)."""

    stream: TextIO = field(default_factory=lambda: sys.stderr)
    verbosity: int = 0  # -1 quiet, 0 normal, 1 verbose
    tty: bool | None = None  # None: ask the stream
    colour: bool | None = None  # None: use_colour(stream)
    clock: Callable[[], float] = time.monotonic
    started: float = field(init=False)
    written: int = field(init=False, default=0)
    unchanged: int = field(init=False, default=0)
    _stage: str = field(init=False, default="")
    _total: int = field(init=False, default=0)
    _done: int = field(init=False, default=0)
    _drawn: float = field(init=False, default=float("-inf"))
    _plain_step: int = field(init=False, default=0)
    _line_open: bool = field(init=False, default=False)

    def __post_init__(self) -> None:
        if self.tty is None:
            self.tty = _isatty(self.stream)
        if self.colour is None:
            self.colour = use_colour(self.stream)
        self.started = self.clock()

    # ------------------------------------------------------------------ Reporter

    def stage(self, name: str, total: int = 0) -> None:
        self._stage, self._total, self._done, self._plain_step = name, total, 0, 0
        if self.verbosity > 0:
            self._say(paint(f"{name}…" if not total else f"{name} ({total})…", "dim", self._c))
        elif not self.tty and self._slow():
            self._say(f"{name}…")
        self._draw()

    def advance(self, steps: int = 1) -> None:
        self._done += steps
        self._draw()

    def explain(self, message: str) -> None:
        if self.verbosity > 0:
            self._say(f"  {message}")

    def page(self, path: str, written: bool, why: str = "") -> None:
        if written:
            self.written += 1
        else:
            self.unchanged += 1
        if self.verbosity > 0 and written:
            self._say(f"  wrote {path}" + (f" ({why})" if why else ""))

    def finish(self, events: int) -> None:
        seconds = self.clock() - self.started
        self._clear()
        if self.verbosity < 0:
            return
        text = (
            f"built {plural(events, 'event')}: {plural(self.written, 'page')} written, "
            f"{self.unchanged} unchanged in {seconds:.2f} s"
        )
        self._say(paint(text, "green", self._c))

    def error(self, text: str) -> None:
        self._clear()
        prefix = paint("error:", "red", self._c)
        for line in text.splitlines() or [""]:
            self._say(f"{prefix} {line}")

    def warning(self, text: str) -> None:
        self._clear()
        self._say(f"{paint('warning:', 'yellow', self._c)} {text}")

    def info(self, text: str) -> None:
        """A normal message (not shown with ``-q``)."""
        if self.verbosity >= 0:
            self._clear()
            self._say(text)

    # ------------------------------------------------------------------ drawing

    @property
    def _c(self) -> bool:
        return bool(self.colour)

    def _slow(self) -> bool:
        return self.clock() - self.started >= DELAY

    def _draw(self) -> None:
        if self.verbosity < 0 or not self._slow():
            return
        if self.tty:
            now = self.clock()
            if now - self._drawn < TTY_INTERVAL and self._done < self._total:
                return
            self._drawn = now
            count = f" {self._done}/{self._total}" if self._total else ""
            self.stream.write(f"\r\x1b[2K{self._stage}{count}")
            self.stream.flush()
            self._line_open = True
        elif self._total:
            step = self._done * PLAIN_STEPS // self._total
            if step > self._plain_step and self._done < self._total:
                self._plain_step = step
                self._say(f"{self._stage}: {self._done}/{self._total}")

    def _clear(self) -> None:
        if self._line_open:
            self.stream.write("\r\x1b[2K")
            self._line_open = False

    def _say(self, text: str) -> None:
        self._clear()
        self.stream.write(text + "\n")
        self.stream.flush()


# --------------------------------------------------------------------------- command line


def add_output_options(parser: argparse.ArgumentParser) -> None:
    """``-q`` and ``-v`` for a command that builds."""
    group = parser.add_mutually_exclusive_group()
    group.add_argument("-q", "--quiet", action="store_true", help="print nothing but errors")
    group.add_argument(
        "-v", "--verbose", action="store_true", help="explain what is rebuilt and why"
    )


def console_from_args(args: argparse.Namespace, stream: TextIO | None = None) -> Console:
    verbosity = -1 if getattr(args, "quiet", False) else 1 if getattr(args, "verbose", False) else 0
    return Console(stream=stream or sys.stderr, verbosity=verbosity)
