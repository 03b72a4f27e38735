"""Hashing and looking at files: :func:`key`, the one hash podium takes of anything;
:func:`walk`, the one walk of a folder tree; and :func:`read_files`, the one look at
some files that tells whether they changed (the build's inputs, :mod:`podium.build.sources`,
and what ``podium serve`` watches, :mod:`podium.tools.serve`).

A series of looks (``podium serve``'s) reads a file's bytes again only when its stamp
changed, as Pelican's file-stamp cacher does: :func:`read_files` is given what the last
look found (:attr:`Files.hashed`), and keeps a file's hash while the file's stamp is the
same and was already in the past when it was read (see :data:`RACY_NS`).
"""

from __future__ import annotations

import hashlib
import os
import stat
import time
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path


def key(*parts: bytes | str) -> str:
    """The hash of ``parts`` (unambiguous: each part is length-prefixed): 160 bits of
    SHA-256, which most CPUs compute in hardware."""
    h = hashlib.sha256()
    for part in parts:
        data = part.encode("utf-8") if isinstance(part, str) else part
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()[:40]


Stamp = tuple[int, int, int, int] | None
"""A file's or folder's inode, size, modification and change times (ns); None: absent."""

Hashed = tuple[Stamp, str, int]
"""A file as read: its stamp, the hash of its bytes (:func:`key`), when it was read (ns)."""

RACY_NS = 2_000_000_000
"""How recent a file's change time may be, when its bytes were read, for its hash to be
kept while its stamp stays the same: a file saved twice within one tick of the file
system's clock keeps its times and often its size, so a recent time proves nothing (git's
"racily clean" files). Two seconds: FAT keeps times in 2 s steps."""


def stamp(path: str | Path) -> Stamp:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


def walk(folder: str, folders: list[str] | None = None) -> Iterator[os.DirEntry[str]]:
    """Every entry below ``folder`` that is not a folder (none if it is not one), in name
    order; a link to a folder is not followed, and Python's ``__pycache__`` folders, which
    come and go as modules are imported, are left out. Each folder walked is added to
    ``folders``, before it is listed."""
    if folders is not None:
        folders.append(folder)
    try:
        with os.scandir(folder) as listing:
            entries = sorted(listing, key=lambda e: e.name)
    except OSError:
        return
    for entry in entries:
        try:
            is_folder = entry.is_dir(follow_symlinks=False)
        except OSError:  # removed meanwhile
            continue
        if not is_folder:
            yield entry
        elif entry.name != "__pycache__":
            yield from walk(entry.path, folders)


@dataclass(frozen=True, slots=True)
class Files:
    """Some files, hashed together: their hash and their stamps."""

    hash: str = ""
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
    """The hash of ``files`` and of every file below the folders ``trees`` (their names
    relative to ``root``, and the hashes of their bytes; a missing file counts too), and
    their stamps. ``known``: the files as an earlier look found them (its
    :attr:`Files.hashed`), whose hashes are kept while their stamps are the same (see the
    module docstring).

    Each stamp is taken before the bytes or the listing it covers are read, so a write
    that lands after the read changes it. Paths are plain strings here, not ``pathlib``
    objects: a build looks at thousands of files.
    """
    stamps: dict[str, Stamp] = {}
    found = [os.fspath(file) for file in files]
    for tree in trees:
        folders: list[str] = []
        for entry in walk(os.fspath(tree), folders):
            found.append(entry.path)
        stamps.update((folder, stamp(folder)) for folder in folders)
    top = os.fspath(root) + os.sep
    parts: list[bytes | str] = []
    hashed: dict[str, Hashed] = {}
    for file in sorted(found):
        parts.append(_relative(file, top))
        hashed[file] = _still(file, known) or _read(file)
        stamps[file], file_hash, _ = hashed[file]
        parts.append(file_hash)
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
    their hash ("missing": missing, unreadable or not a regular file, and then its stamp
    is the path's). A named pipe is opened without waiting, and not read."""
    when = time.time_ns()
    try:
        handle = os.open(file, os.O_RDONLY | os.O_NONBLOCK)
    except OSError:
        return stamp(file), "\0missing", when
    with open(handle, "rb") as opened:
        st = os.fstat(handle)
        if not stat.S_ISREG(st.st_mode):
            return stamp(file), "\0missing", when
        data = opened.read()
    return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns), key(data), when
