"""The git history of a content folder: which commits touched which file, and when.

One ``git log`` subprocess reads the history of the whole folder (never one per file: a
club's site rebuilds in well under a second). Each commit gives its date, subject and
author *name*; e-mail addresses are never read, and an address typed into a name or a
subject is cut down to its local part.

**Which date.** A commit's *committer* date, as an ISO date in the committer's own time
zone. It says when the change entered the history being published: for a pull request that
is squashed or rebased on merge, that is the day the correction was accepted, whereas the
author date says when the contributor first wrote it. "Last corrected" is the latest of the
committer dates of a file's commits.

The result depends only on the repository's commits (and its ``.mailmap``), so a build is
byte-identical for a given repository state. Uncommitted edits are not history and do not
show. When the folder is not in a git repository, or git is not installed, there is no
history (``None``) and the site leaves it out.
"""

from __future__ import annotations

import os
import re
import subprocess
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path, PurePosixPath

from podium.content.formats import NOT_TEXT

_FORMAT = "%x00%x00%H%x00%cI%x00%aN%x00%s"
"""Fields and records framed by NUL, which git allows in no name, subject or file name
(any other separator can be typed into a subject or an author's name)."""
_REPOSITORY_VARIABLES = frozenset(
    {"GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY", "GIT_COMMON_DIR"}
)
_EMAIL = re.compile(r"([\w.+-]{1,64})@[\w-]{1,63}(?:\.[\w-]{1,63})+")
"""An e-mail address: its parts bounded as the RFCs bound them, so that a long subject
costs linear time (an unbounded local part backtracks over a long subject: quadratic)."""
_CONTROL = re.compile(f"[{NOT_TEXT}]")
"""What a subject or an author's name shows as a space: every character a name cannot hold
(a right-to-left override would turn the rest of a page's line around)."""


@dataclass(frozen=True, slots=True)
class Commit:
    """One commit that touched the content: never an e-mail address."""

    sha: str
    date: date  # committer date, in the committer's time zone
    subject: str
    author: str  # the author's name (after .mailmap)
    files: tuple[str, ...]  # POSIX paths relative to the content folder


@dataclass(frozen=True, slots=True)
class History:
    """The commits that touched the content folder, in ``git log`` order (newest first)."""

    commits: tuple[Commit, ...]
    _by_file: Mapping[str, tuple[Commit, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_file: dict[str, list[Commit]] = {}
        for commit in self.commits:
            for path in commit.files:
                by_file.setdefault(path, []).append(commit)
        object.__setattr__(self, "_by_file", {p: tuple(cs) for p, cs in by_file.items()})

    def of(self, path: str) -> tuple[Commit, ...]:
        """The commits that touched one file, newest first."""
        return self._by_file.get(_normal(path), ())

    def under(self, folder: str) -> tuple[Commit, ...]:
        """The commits that touched any file in ``folder``, newest first."""
        prefix = _normal(folder).rstrip("/") + "/"
        return tuple(c for c in self.commits if any(f.startswith(prefix) for f in c.files))

    def last_changed(self, path: str) -> date | None:
        """The latest commit date of one file; None when no commit touched it."""
        return max((c.date for c in self.of(path)), default=None)


def read_history(content: str | Path) -> History | None:
    """The history of the folder ``content``; None when it has none to give.

    None means: the folder does not exist, is not inside a git repository, or git is not
    installed (or refuses the repository). A repository without commits has an empty
    history.
    """
    folder = Path(content)
    if not folder.is_dir():
        return None
    command = [
        "git",
        "-c",
        "core.quotePath=false",
        "-c",
        "i18n.logOutputEncoding=UTF-8",
        "-c",
        "log.showSignature=false",
        "log",
        "-z",
        "--no-merges",
        "--no-renames",
        "--no-color",
        "--no-ext-diff",
        "--relative",
        "--name-only",
        f"--format={_FORMAT}",
        "--",
        ".",
    ]
    try:
        done = subprocess.run(
            command, cwd=folder, env=_git_environment(), capture_output=True, check=False
        )
    except OSError:  # git is not installed
        return None
    if done.returncode != 0:
        if b"does not have any commits yet" in done.stderr:
            return History(())
        return None
    return parse_log(done.stdout.decode("utf-8", errors="replace"))


def _git_environment() -> dict[str, str]:
    """The environment without the variables that point git at another repository.

    A build started from a git hook (GIT_DIR, GIT_INDEX_FILE, ... set for the hook's own
    repository) must still read the history of the repository holding the content.
    """
    return {k: v for k, v in os.environ.items() if k not in _REPOSITORY_VARIABLES}


def parse_log(output: str) -> History:
    """Parse ``git log -z --name-only`` output in :data:`_FORMAT` (newest commit first).

    Each commit is two empty fields, its sha, date, author and subject (either may be
    empty), then its file names (never empty; the first follows a line break).
    """
    fields = output.split("\0")
    commits: list[Commit] = []
    at = 0
    while at < len(fields):
        if not fields[at]:
            at += 1
            continue
        sha, iso, author, subject = [*fields[at : at + 4], "", "", "", ""][:4]
        at += 4
        names: set[str] = set()
        while at < len(fields) and fields[at]:
            names.add(fields[at].removeprefix("\n"))
            at += 1
        commits.append(
            Commit(
                sha=sha,
                date=date.fromisoformat(iso[:10]),
                subject=hide_emails(_CONTROL.sub(" ", subject)),
                author=_name(_CONTROL.sub(" ", author)),
                files=tuple(sorted(names - {""})),
            )
        )
    return History(tuple(commits))


def hide_emails(text: str) -> str:
    """Cut every e-mail address in ``text`` down to its local part."""
    return _EMAIL.sub(r"\1", text)


def _name(author: str) -> str:
    name = hide_emails(author).strip()
    return name or "unknown"


def _normal(path: str) -> str:
    return str(PurePosixPath(path.replace("\\", "/")))
