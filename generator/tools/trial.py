"""Content as a command would leave it, read before anything is written.

A command that writes an event's files (``podium import csv``, ``podium result``) first
puts its new texts into a copy of the club's shared files and that event's folder, and
reads the copy through :mod:`podium.build.service`, exactly as ``podium check`` would read
the content afterwards: load, check, score. Only a clean reading lets it write.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from podium.build import service
from podium.content.problems import Problem

SHARED = ("site.yaml", "players.yaml")
"""The club's files every event is read with."""


@dataclass(frozen=True, slots=True)
class Trial:
    """The copy (``copy``, standing for ``content``) and what reading it found."""

    content: Path
    copy: Path
    base: service.Base
    reading: service.EventReading

    @property
    def problems(self) -> list[Problem]:
        """Every problem, in the copy's files."""
        return [*self.base.problems, *self.reading.problems]

    def in_copy(self, path: Path) -> Path:
        """Where the content's file ``path`` is in the copy."""
        return self.copy / path.relative_to(self.content)

    def original(self, problem: Problem) -> Problem:
        """``problem`` with its file named as in the content, not the copy."""
        file, copy = problem.file, str(self.copy)
        if file == copy or file.startswith(copy + os.sep):
            file = str(self.content) + file[len(copy) :]
        return Problem(file, problem.line, problem.col, problem.message, problem.hint)


@contextmanager
def trial(content: Path, event: str, texts: Mapping[Path, str]) -> Iterator[Trial]:
    """The event ``event`` of ``content`` read with ``texts`` (content path -> text: new
    files, or new texts of files that exist) in place of what is on disk; the copy lives
    until the block ends."""
    with tempfile.TemporaryDirectory(prefix="podium-trial-") as scratch:
        copy = Path(scratch) / "content"
        copy.mkdir()
        for name in SHARED:
            if (content / name).is_file() and content / name not in texts:
                shutil.copy(content / name, copy / name)
        folder = content / "events" / event
        target = copy / "events" / event
        if folder.is_dir():
            shutil.copytree(folder, target)
        target.mkdir(parents=True, exist_ok=True)
        for path, text in texts.items():
            (copy / path.relative_to(content)).write_text(text, encoding="utf-8")
        base = service.read_base(copy)
        yield Trial(content, copy, base, service.read_event(base, target))
