"""Hashing: :func:`key`, the digest of some parts, and :func:`read_files`, the digest and
the stamps of some files. The build cache's keys (:mod:`podium.build.sources`), the
cache's own folder (:mod:`podium.build.cache`) and the compiled templates
(:mod:`podium.render.templates`) are made with them.
"""

from __future__ import annotations

import hashlib
import os
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


def stamp(path: Path) -> Stamp:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


@dataclass(frozen=True)
class Files:
    """Some input files, hashed together: their digest and their stamps."""

    digest: str = ""
    stamps: Mapping[Path, Stamp] = field(default_factory=dict)

    def unchanged(self) -> bool:
        """Whether no file or folder of these was written, added or removed since."""
        return all(stamp(path) == old for path, old in self.stamps.items())


def read_files(root: Path, files: Iterable[Path] = (), trees: Iterable[Path] = ()) -> Files:
    """The digest of ``files`` and of every file below the folders ``trees`` (their names
    relative to ``root``, and their bytes; a missing file counts too), and their stamps.

    Each stamp is taken before the bytes or the listing it covers are read, so a write
    that lands after the read changes it. Python's ``__pycache__`` folders, which come and
    go as modules are first imported, are left out.
    """
    stamps: dict[Path, Stamp] = {}
    found = list(files)
    for tree in trees:
        found.extend(_walk(tree, stamps))
    parts: list[bytes | str] = []
    for file in sorted(found):
        parts.append(file.relative_to(root).as_posix())
        stamps[file], data = _read(file)
        parts.append("\0missing" if data is None else data)
    return Files(key(*parts), stamps)


def _read(file: Path) -> tuple[Stamp, bytes | None]:
    """The file's stamp, taken on the open file before its bytes are read, and its bytes
    (None: missing or unreadable, and then its stamp is the path's)."""
    try:
        with open(file, "rb") as handle:
            st = os.fstat(handle.fileno())
            return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns), handle.read()
    except OSError:
        return stamp(file), None


def _walk(folder: Path, stamps: dict[Path, Stamp]) -> list[Path]:
    """Every file below ``folder`` (none if it is not a folder); stamps its folders."""
    stamps[folder] = stamp(folder)
    found: list[Path] = []
    try:
        entries = sorted(os.scandir(folder), key=lambda e: e.name)
    except OSError:
        return found
    for entry in entries:
        if entry.is_dir(follow_symlinks=False):  # a link to a folder is not followed
            if entry.name != "__pycache__":
                found.extend(_walk(Path(entry.path), stamps))
        else:
            found.append(Path(entry.path))
    return found
