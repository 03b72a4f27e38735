"""Problems found in content, reported together as ``path:line:col: what; what to do``."""

from __future__ import annotations

import difflib
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from podium.model import Where


@dataclass(frozen=True, order=True, slots=True)
class Problem:
    """One thing wrong with the content, located in a file."""

    file: str
    line: int  # 1-based; 0 when the problem concerns the whole file
    col: int  # 1-based; 0 when the problem concerns the whole file
    message: str  # what is wrong
    hint: str  # what to do

    def __str__(self) -> str:
        text = f"{self.message}; {self.hint}" if self.hint else self.message
        if self.line:
            return f"{self.file}:{self.line}:{self.col}: {text}"
        return f"{self.file}: {text}"

    def github(self, level: str = "error") -> str:
        """A GitHub Actions workflow command (``level``: error or warning), shown on the
        changed line of a pull request; escaped as GitHub reads workflow commands, so no
        file name or message can end the command or add a field."""
        text = f"{self.message}; {self.hint}" if self.hint else self.message
        place = f"file={_property(self.file)}"
        if self.line:
            place += f",line={self.line},col={self.col}"
        return f"::{level} {place}::{_data(text)}"


def _data(text: str) -> str:
    """A workflow command's message: %, CR and LF escaped."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _property(text: str) -> str:
    """A workflow command's property value: as a message, and ':' and ',' escaped too."""
    return _data(text).replace(":", "%3A").replace(",", "%2C")


def outside(
    path: Path, folder: Path, name: str, realpath: Callable[[Path], str] = os.path.realpath
) -> Problem | None:
    """A problem if ``path`` is, or goes through, a symbolic link that leads out of
    ``folder`` (``name`` says what the folder is: "content", "theme"). ``realpath`` is
    :func:`os.path.realpath`, or one that remembers the folders it resolved."""
    real, within = realpath(path), realpath(folder).rstrip(os.sep)
    if real == within or real.startswith(within + os.sep):
        return None
    return Problem(
        str(path),
        0,
        0,
        f"a symbolic link leads this file outside the {name} folder",
        f"copy the file into the {name} folder instead of linking to it",
    )


MAX_PER_FILE = 100
"""The most problems reported for one file: past them, one line says how many more."""


def capped(problems: Iterable[Problem]) -> list[Problem]:
    """``problems`` in file order, at most :data:`MAX_PER_FILE` of each file, each file's
    last followed by one ``and N more problems in this file``."""
    shown: list[Problem] = []
    by_file: dict[str, list[Problem]] = {}
    for problem in sorted(problems):
        by_file.setdefault(problem.file, []).append(problem)
    for file, found in by_file.items():
        shown += found[:MAX_PER_FILE]
        if len(found) > MAX_PER_FILE:
            more = len(found) - MAX_PER_FILE
            shown.append(Problem(file, 0, 0, f"and {more} more problems in this file", ""))
    return shown


class ContentError(Exception):
    """The content cannot be built; carries every problem found, in file order."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems: tuple[Problem, ...] = tuple(sorted(set(problems)))
        super().__init__("\n".join(str(p) for p in capped(self.problems)))


@dataclass(frozen=True, slots=True)
class LocatedError(Exception):
    """A problem found after loading (while scoring, say), located by a :class:`Where`.

    The build turns it into a :class:`Problem` by resolving the pointer to line:col.
    """

    where: Where
    message: str
    hint: str

    def __str__(self) -> str:
        return f"{self.where.file}: {self.message}; {self.hint}"


def did_you_mean(word: str, candidates: Sequence[str], *, limit: int = 3) -> list[str]:
    """The candidates closest to ``word``, best first (possibly none)."""
    return difflib.get_close_matches(word, candidates, n=limit, cutoff=0.6)


def suggestion(word: str, candidates: Sequence[str]) -> str | None:
    """The one way a message offers near matches: ``"did you mean 'x'?"`` (or
    ``'x' or 'y'``), or None when nothing is close."""
    close = did_you_mean(word, candidates)
    return f"did you mean {quoted_list(close)}?" if close else None


def quoted_list(items: Sequence[str], *, last: str = "or") -> str:
    """``'a'``, ``'a' or 'b'``, ``'a', 'b' or 'c'``."""
    words = [f"'{i}'" for i in items]
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


def not_utf8(path: Path, error: UnicodeDecodeError) -> Problem:
    """A file that is not UTF-8, located at its first byte that is not."""
    before = path.read_bytes()[: error.start]
    line = before.count(b"\n") + 1
    col = len(before[before.rfind(b"\n") + 1 :].decode("utf-8")) + 1  # valid up to there
    return Problem(
        str(path),
        line,
        col,
        f"the file is not UTF-8 text (byte 0x{error.object[error.start]:02x})",
        "save it as UTF-8 (your editor's 'encoding' setting)",
    )
