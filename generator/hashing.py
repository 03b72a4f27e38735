"""Hashing: :func:`key`, the digest of some parts, and :func:`read_files`, the digest and
the stamps of some files. The build cache's keys (:mod:`podium.build.sources`), the
cache's own folder (:mod:`podium.build.cache`), the rendered rows' marks
(:mod:`podium.render.templates`) and the names of the compiled templates kept
(:mod:`podium.render.compiled`) are made with them.

A series of builds (``podium serve``'s) reads a file's bytes again only when its stamp
changed, as Pelican's file-stamp cacher does: :func:`read_files` is given what the last
reading found (:attr:`Files.hashed`), and keeps a file's digest while the file's stamp is
the same and was already in the past when it was read (see :data:`RACY_NS`).
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path


def key(*parts: bytes | str) -> str:
    """A hash of ``parts`` (unambiguous: each part is length-prefixed): 160 bits of
    SHA-256, which most CPUs compute in hardware (see :func:`podium.build.writer.digest`)."""
    h = hashlib.sha256()
    for part in parts:
        data = part.encode("utf-8") if isinstance(part, str) else part
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()[:40]


Stamp = tuple[int, int, int, int] | None
"""A file's or folder's inode, size, modification and change times (ns); None: absent."""

Hashed = tuple[Stamp, str, int]
"""A file as read: its stamp, the digest of its bytes (:func:`key`), when it was read (ns)."""

RACY_NS = 2_000_000_000
"""How recent a file's change time may be, when its bytes were read, for its digest to be
kept while its stamp stays the same: a file saved twice within one tick of the file
system's clock keeps its times and often its size, so a recent time proves nothing (git's
"racily clean" files). Two seconds: FAT keeps times in 2 s steps."""


def stamp(path: str | Path) -> Stamp:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


@dataclass(frozen=True, slots=True)
class Files:
    """Some input files, hashed together: their digest and their stamps."""

    digest: str = ""
    stamps: Mapping[str, Stamp] = field(default_factory=dict)  # by path (os.fspath)
    hashed: Mapping[str, Hashed] = field(default_factory=dict)  # each file, as read

    def unchanged(self) -> bool:
        """Whether no file or folder of these was written, added or removed since."""
        return all(stamp(path) == old for path, old in self.stamps.items())


def read_files(
    root: Path,
    files: Iterable[Path] = (),
    trees: Iterable[Path] = (),
    known: Mapping[str, Hashed] | None = None,
) -> Files:
    """The digest of ``files`` and of every file below the folders ``trees`` (their names
    relative to ``root``, and the digests of their bytes; a missing file counts too), and
    their stamps. ``known``: the files as an earlier reading found them (its
    :attr:`Files.hashed`), whose digests are kept while their stamps are the same (see the
    module docstring).

    Each stamp is taken before the bytes or the listing it covers are read, so a write
    that lands after the read changes it. Python's ``__pycache__`` folders, which come and
    go as modules are first imported, are left out. Paths are plain strings here, not
    ``pathlib`` objects: a build discovers thousands of files, and making, comparing and
    hashing a ``Path`` for each was about half of the time it took.
    """
    stamps: dict[str, Stamp] = {}
    found = [os.fspath(file) for file in files]
    for tree in trees:
        found.extend(_walk(os.fspath(tree), stamps))
    top = os.fspath(root) + os.sep
    parts: list[bytes | str] = []
    hashed: dict[str, Hashed] = {}
    for file in sorted(found):
        parts.append(_relative(file, top))
        hashed[file] = _still(file, known) or _read(file)
        stamps[file], digest, _ = hashed[file]
        parts.append(digest)
    return Files(key(*parts), stamps, hashed)


def _relative(file: str, top: str) -> str:
    """``file``'s name below the folder ``top`` (which ends with a separator), with
    forward slashes."""
    name = file[len(top) :] if file.startswith(top) else os.path.relpath(file, top)
    return name if os.sep == "/" else name.replace(os.sep, "/")


def _still(file: str, known: Mapping[str, Hashed] | None) -> Hashed | None:
    """The file as ``known`` has it, if its stamp is the same and was not racy then."""
    last = None if known is None else known.get(file)
    if last is None or last[0] is None or stamp(file) != last[0]:
        return None
    return last if last[0][3] < last[2] - RACY_NS else None


def _read(file: str) -> Hashed:
    """The file read: its stamp, taken on the open file before its bytes are read, and
    their digest ("missing": missing or unreadable, and then its stamp is the path's)."""
    when = time.time_ns()
    try:
        with open(file, "rb") as handle:
            st = os.fstat(handle.fileno())
            data = handle.read()
    except OSError:
        return stamp(file), "\0missing", when
    return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns), key(data), when


def _walk(folder: str, stamps: dict[str, Stamp]) -> list[str]:
    """Every file below ``folder`` (none if it is not a folder); stamps its folders."""
    stamps[folder] = stamp(folder)
    found: list[str] = []
    try:
        with os.scandir(folder) as listing:
            entries = sorted(listing, key=lambda e: e.name)
    except OSError:
        return found
    for entry in entries:
        if entry.is_dir(follow_symlinks=False):  # a link to a folder is not followed
            if entry.name != "__pycache__":
                found.extend(_walk(entry.path, stamps))
        else:
            found.append(entry.path)
    return found
