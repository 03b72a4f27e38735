"""The build cache: what an earlier build worked out, so that a rebuild makes only what changed.

It lives in ``.podium-cache/`` in the current directory (``podium build --no-cache``
ignores it), is safe to delete at any time, and is keyed by content, never by dates: its
folder is named after podium's version and a hash of podium's own code, and each entry
holds the key of the inputs it was made from (:mod:`podium.build.sources`). It holds
data, never code:

- ``events/<name>.json``, one per event (:class:`EventRecord`): the key of its inputs,
  what the site-wide pages need of it (its :class:`~podium.site.pages.EventDigest`), and
  the path and hash of each of its files;
- ``files/<name>.bin``, one per event: the bytes of those files, so that a build into an
  output that lost them (a fresh checkout with the cache restored) writes them from here
  instead of making the event again. Its data is the key of the inputs they were made
  from and each file's path and size (JSON, one line), then the files' bytes one after
  the other; it is used only with a record of that key, and only if each file's bytes
  have the hash the record gives (else it is damaged);
- ``outputs/<hash of the folder>.json``, one per output folder (:class:`OutputRecord`):
  each file the last build left there (hash, size, time), the view key of each site-wide
  page, and the key of the whole content it was built from.

The cache is data, never code: anyone who can write the folder must not be able to make
a build run anything (so no pickle). Each entry is one file:

    podium-cache <FORMAT> <hash of the rest>\n
    <zlib-compressed: <JSON: the entry's name>\n<its data>>

(compressed: most of an event's record is its players' rows, rendered HTML; a files
entry is its pages), read back only when its hash, its name and the shape of its data
are right. Anything else (a truncated file, a flipped byte, data of the wrong type, an
entry copied under another name, a named pipe or a folder in its place) is a miss,
remembered in :attr:`Cache.damaged` so that the build warns once; the build then writes
the entry again. A missing entry is a plain miss.

The cache folder itself must be a folder of this user's, not a symbolic link (a committed
link to ``..`` would have the clean-up of old cache versions remove folders outside it):
:meth:`Cache.at` refuses anything else with a :class:`CacheError`.
"""

from __future__ import annotations

import os
import shutil
import stat
import tempfile
import zlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

import orjson

from podium import __version__
from podium.hashing import key, read_files

if TYPE_CHECKING:
    from pydantic import TypeAdapter

    from podium.site.pages import EventDigest

CACHE_DIR = Path(".podium-cache")
"""The default cache folder, relative to the current directory."""

FORMAT = 6
"""Bumped when the cache's contents change shape; part of every key."""

MAGIC = b"podium-cache"

FILES_LEVEL = 6
"""zlib's level for an event's files entry: written once per event made, read by every
build into an empty output (docs/performance.md gives what the levels cost)."""


class CacheError(Exception):
    """The cache folder cannot be used; the message says why and what to do."""


class OutputFile(NamedTuple):
    """A file of an output folder as the last build left it: its hash, size and time."""

    hash: str
    size: int
    mtime_ns: int


@dataclass(frozen=True, slots=True)
class OutputRecord:
    """What the last build left in an output folder, and from which content."""

    sources: str = ""  # the key of the whole content (Sources.whole); "": not known
    files: dict[str, OutputFile] = field(default_factory=dict)  # by site path
    views: dict[str, str] = field(default_factory=dict)  # site-wide page -> its view key


@dataclass(frozen=True, slots=True)
class EventRecord:
    """One event as built: the key of its inputs, its digest, and its files' hashes."""

    key: str
    digest: EventDigest
    files: tuple[tuple[str, str], ...]  # (site path, hash of the bytes), in path order


@cache
def _shape(kind: str) -> TypeAdapter[Any]:
    """The shape of an entry's data: an output's record, or an event's as a tuple of its
    fields (the site's pages module, which defines the digest, is imported only once an
    event is needed)."""
    from pydantic import NonNegativeInt, TypeAdapter

    if kind == "output":
        return TypeAdapter(OutputRecord)
    if kind == "files":  # the head of an event's files entry: its key, each file's size
        return TypeAdapter(tuple[str, tuple[tuple[str, NonNegativeInt], ...]])
    from podium.site.pages import EventDigest

    return TypeAdapter(tuple[str, EventDigest, tuple[tuple[str, str], ...]])


@dataclass(frozen=True, slots=True)
class Cache:
    """The cache folder for this podium version; ``folder=None`` caches nothing."""

    folder: Path | None
    code: str = ""
    """A hash of podium's own code (the cache folder is named after it); empty
    without a cache."""
    damaged: list[str] = field(default_factory=list, compare=False)
    """The entries found damaged (and ignored) so far, for one warning at the end."""

    @staticmethod
    def at(root: Path | None) -> Cache:
        """The cache in ``root`` for this podium: its version and its very code (so that
        no entry ever outlives the code that wrote it). CacheError: ``root`` is a symbolic
        link, or something other than a folder of this user's."""
        if root is None:
            return Cache(None)
        refused = _refusal(root)
        if refused is not None:
            raise CacheError(
                f"{root}: {refused}; podium keeps its build cache in a folder of its own: "
                f"remove it (and list {CACHE_DIR}/ in .gitignore), or build with --no-cache"
            )
        code = Path(__file__).resolve().parent.parent  # the whole generator package
        own = read_files(code, trees=[code]).hash[:16]
        return Cache(root / f"podium-{__version__}-{FORMAT}-{own}", own)

    @property
    def enabled(self) -> bool:
        return self.folder is not None

    def prune(self) -> None:
        """Remove the caches of other podium versions beside this one (folders of this
        user's named ``podium-*``, never a link)."""
        if self.folder is None:
            return
        try:
            others = list(os.scandir(self.folder.parent))
        except OSError:
            return
        for other in others:
            ours = other.name.startswith("podium-") and _own_folder(other.path)
            if ours and other.path != str(self.folder):
                shutil.rmtree(other.path, ignore_errors=True)

    # ------------------------------------------------------------------ entries

    def event(self, name: str) -> EventRecord | None:
        """The event ``name`` as the cache has it (any key); None: a miss."""
        found = self._load(f"events/{name}.json", "event")
        return None if found is None else EventRecord(*found)

    def put_event(self, name: str, record: EventRecord) -> None:
        fields = (record.key, record.digest, record.files)
        self._save(f"events/{name}.json", "event", fields)

    def event_files(self, name: str, record: EventRecord) -> list[tuple[str, bytes]] | None:
        """The files of the event ``name`` (path and bytes, in path order) as its files
        entry has them, when the entry is of ``record``'s key and each file's bytes have
        the hash ``record`` gives; None: a miss (no entry, or a damaged one)."""
        entry = f"files/{name}.bin"
        body = self._read(entry)
        found = None if body is None else _files_of(body, record)
        if body is not None and found is None:
            self.damaged.append(entry)
        return found

    def put_event_files(self, name: str, inputs: str, files: Sequence[tuple[str, bytes]]) -> None:
        """Keep the files an event made from the inputs of key ``inputs``."""
        head = orjson.dumps([inputs, [(path, len(data)) for path, data in files]])
        body = b"".join([head, b"\n", *(data for _, data in files)])
        self._write(f"files/{name}.bin", body, FILES_LEVEL)

    def output(self, out: Path) -> OutputRecord:
        """What the last build left in ``out`` (nothing known: an empty record)."""
        found: OutputRecord | None = self._load(_output_name(out), "output")
        return OutputRecord() if found is None else found

    def put_output(self, out: Path, record: OutputRecord) -> None:
        self._save(_output_name(out), "output", record)

    def _load(self, name: str, kind: str) -> Any:
        """The data saved under ``name``, checked to be a ``kind``; None: no cache, no
        such entry, or a damaged one (then also noted in :attr:`damaged`)."""
        body = self._read(name)
        if body is None:
            return None
        try:
            return _shape(kind).validate_json(body)
        except ValueError:  # orjson's JSONDecodeError, pydantic's ValidationError
            self.damaged.append(name)
            return None

    def _read(self, name: str) -> bytes | None:
        """The bytes saved under ``name``, their hash and name checked; None: no cache, no
        such entry, or a damaged one (then also noted in :attr:`damaged`)."""
        if self.folder is None:
            return None
        try:  # never waiting: a named pipe in an entry's place is damage, not an entry
            handle = os.open(self.folder / name, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW)
        except FileNotFoundError:
            return None
        except OSError:  # a symbolic link, say
            self.damaged.append(name)
            return None
        try:
            regular = stat.S_ISREG(os.fstat(handle).st_mode)
            entry = _read_all(handle) if regular else b""
        finally:
            os.close(handle)
        found = _unpack(entry, name)
        if found is None:
            self.damaged.append(name)
        return found

    def _save(self, name: str, kind: str, data: object) -> None:
        """Save ``data`` under ``name``, atomically (a reader never sees half a file),
        over whatever is there (a damaged entry, a folder). A cache folder that cannot be
        written (read-only, full disk) is not an error: the next build is only slower."""
        if self.folder is not None:
            self._write(name, orjson.dumps(_shape(kind).dump_python(data, mode="json")))

    def _write(self, name: str, body: bytes, level: int = 1) -> None:
        """Save ``body`` under ``name``, compressed at zlib's ``level`` (see :meth:`_save`)."""
        if self.folder is None:
            return
        rest = zlib.compress(b"%s\n%s" % (orjson.dumps(name), body), level)
        head = b"%s %d %s\n" % (MAGIC, FORMAT, key(rest).encode())
        target = self.folder / name
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            if _own_folder(str(target)):
                shutil.rmtree(target)
            handle, temporary = tempfile.mkstemp(prefix=".tmp-", dir=target.parent)
        except OSError:
            return
        try:
            with os.fdopen(handle, "wb") as f:
                f.write(head + rest)
            os.replace(temporary, target)
        except BaseException as error:
            Path(temporary).unlink(missing_ok=True)
            if not isinstance(error, OSError):
                raise


def _read_all(handle: int) -> bytes:
    with open(handle, "rb", closefd=False) as file:
        return file.read()


def _refusal(root: Path) -> str | None:
    """Why ``root`` cannot be the cache folder, or None (it is one of this user's, or
    absent, and then it is made)."""
    if root.is_symlink():
        return "is a symbolic link, not a folder"
    if not root.exists():
        try:
            root.mkdir(parents=True)
        except OSError as error:
            return f"cannot be made ({error.strerror})"
        return None
    if not root.is_dir():
        return "is a file, not a folder"
    if not _own_folder(str(root)):
        return "is a folder of another user"
    return None


def _own_folder(path: str) -> bool:
    """Whether ``path`` is a folder of this user's itself (not a link to one)."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid()


def _unpack(entry: bytes, name: str) -> bytes | None:
    """What one entry file holds under its name, or None when its head, its hash, its
    compression or its name is wrong."""
    head, newline, rest = entry.partition(b"\n")
    parts = head.split(b" ")
    if not newline or len(parts) != 3 or parts[:2] != [MAGIC, str(FORMAT).encode()]:
        return None
    if key(rest).encode() != parts[2]:
        return None
    try:
        named, _, body = zlib.decompress(rest).partition(b"\n")
    except zlib.error:
        return None
    return body if named == orjson.dumps(name) else None  # else: copied to another name


def _files_of(body: bytes, record: EventRecord) -> list[tuple[str, bytes]] | None:
    """The files of an event's files entry, or None unless the entry is of ``record``'s
    key and has its files, each with the bytes of the hash it gives."""
    head, _, rest = body.partition(b"\n")
    try:
        inputs, sizes = _shape("files").validate_json(head)
    except ValueError:
        return None
    if inputs != record.key or [path for path, _ in sizes] != [p for p, _ in record.files]:
        return None
    files, start = [], 0
    for (path, size), (_, wanted) in zip(sizes, record.files, strict=True):
        data, start = rest[start : start + size], start + size
        if key(data) != wanted:
            return None
        files.append((path, data))
    return files if start == len(rest) else None


def _output_name(out: Path) -> str:
    """The cache entry of one output folder."""
    return f"outputs/{key(str(out.resolve()))}.json"
