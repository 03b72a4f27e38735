"""Writing the built site: all or nothing.

:func:`write_site` writes every file into a new temporary folder beside the output and
swaps it in only when all were written, so a failed build never leaves a half-written
site, and the previous output stays exactly as it was.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path, PurePosixPath

from generator.progress import SILENT, Reporter

MARKER = ".podium-site"
"""A file in every folder podium builds: podium only ever replaces such a folder."""


class OutputError(Exception):
    """The output folder cannot be written; the message says why and what to do."""


def write_site(files: Mapping[str, bytes], out: Path, reporter: Reporter = SILENT) -> None:
    """Make ``out`` hold exactly ``files`` (relative POSIX paths -> content).

    Everything is written to a temporary sibling folder first; ``out`` is replaced only
    once that succeeded. An existing ``out`` that podium did not build is never replaced.
    """
    for name in files:
        _check_name(name)
    if out.exists() and not _replaceable(out):
        raise OutputError(
            f"{out}: not replacing this folder, podium did not build it "
            f"(it has no {MARKER} file); choose another output folder with -o"
        )
    out.parent.mkdir(parents=True, exist_ok=True)
    temporary = Path(tempfile.mkdtemp(prefix=f".{out.name}.new-", dir=out.parent))
    try:
        for name in sorted(files):
            target = temporary.joinpath(*PurePosixPath(name).parts)
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(files[name])
            reporter.page(name, *_news(out, name, files[name]))
            reporter.advance()
        (temporary / MARKER).write_bytes(b"built by podium; replaced on every build\n")
        os.chmod(temporary, 0o755)  # mkdtemp makes it private
        _swap(temporary, out)
    except BaseException:
        shutil.rmtree(temporary, ignore_errors=True)
        raise


def _news(out: Path, name: str, content: bytes) -> tuple[bool, str]:
    """Whether ``name`` differs from the previous output, and why (for ``-v``)."""
    before = out.joinpath(*PurePosixPath(name).parts)
    if not before.is_file():
        return True, "new"
    if before.stat().st_size != len(content) or before.read_bytes() != content:
        return True, "changed"
    return False, ""


def _check_name(name: str) -> None:
    path = PurePosixPath(name)
    if not name or path.is_absolute() or ".." in path.parts or name == MARKER:
        raise ValueError(f"not a file name inside the site: {name!r}")


def _replaceable(out: Path) -> bool:
    if not out.is_dir():
        return False
    return (out / MARKER).is_file() or not any(out.iterdir())


def _swap(new: Path, out: Path) -> None:
    if not out.exists():
        new.rename(out)
        return
    old = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-", dir=out.parent))
    old.rmdir()
    out.rename(old)
    try:
        new.rename(out)
    except BaseException:
        old.rename(out)
        raise
    shutil.rmtree(old, ignore_errors=True)
