"""The output folder's lock, held around a whole build, and what killed builds left.

A second build into the same folder waits until the first is done, so each build sees the
output the last one left; once the lock is held, no other build is running, so whatever a
killed build left beside the output (:mod:`podium.build.writer`) is put right first.
"""

from __future__ import annotations

import fcntl
import os
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from podium.build.writer import put_back, real_folder, remove_tree


@contextmanager
def publishing(out: Path, say: Callable[[str], None] = lambda text: None) -> Iterator[None]:
    """Hold the lock of the output folder ``out`` for a whole build.

    A second build into the same folder waits (``say`` tells why) until the first is done,
    so each build sees the output the last one left. Once the lock is held, no other build
    is running, so whatever a killed build left beside the output is put right first: its
    staging folders removed, and an old site it had moved aside put back if the output is
    missing. The lock is ``.NAME.lock`` beside the output, removed when released.
    """
    out.parent.mkdir(parents=True, exist_ok=True)
    folder = real_folder(out)
    handle = _lock(folder.parent / f".{folder.name}.lock", out, say)
    try:
        if put_back(folder):
            say(f"{out}: put back the files that a killed build had shown first")
        _recover(folder, say)
        yield
    finally:
        (folder.parent / f".{folder.name}.lock").unlink(missing_ok=True)
        os.close(handle)


def _lock(path: Path, out: Path, say: Callable[[str], None]) -> int:
    """An open, exclusively locked ``path`` (waiting for its holder); its descriptor.

    The holder removes the file when done, so a locked file is only ours if ``path``
    still names it; otherwise the lock is taken again on the new file.
    """
    told = False
    while True:
        handle = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            try:
                fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                if not told:
                    holder = os.pread(handle, 32, 0).decode("ascii", "replace").strip()
                    say(
                        f"{out}: waiting for another podium build into this folder "
                        f"(process {holder or '?'}) to finish"
                    )
                    told = True
                fcntl.flock(handle, fcntl.LOCK_EX)
            mine, named = os.fstat(handle), os.stat(path)
            if (mine.st_dev, mine.st_ino) == (named.st_dev, named.st_ino):
                os.ftruncate(handle, 0)
                os.pwrite(handle, f"{os.getpid()}\n".encode("ascii"), 0)
                return handle
        except FileNotFoundError:
            pass  # released and removed meanwhile: take the lock again
        except BaseException:
            os.close(handle)
            raise
        os.close(handle)


def _recover(out: Path, say: Callable[[str], None]) -> None:
    """Put right what killed builds left beside ``out`` (under the lock: none is running)."""
    leftovers = re.compile(rf"\.{re.escape(out.name)}\.([a-z]+)-[0-9a-f]{{16}}")
    for item in sorted(out.parent.iterdir()):
        found = leftovers.fullmatch(item.name)
        if found is None or not item.is_dir() or item.is_symlink():
            continue
        if found.group(1) == "old" and not os.path.lexists(out):
            os.rename(item, out)
            say(f"{out}: put back the site that a build killed while publishing had moved aside")
        elif not remove_tree(item):
            say(f"{item}: left by a killed build and cannot be removed; remove it by hand")
