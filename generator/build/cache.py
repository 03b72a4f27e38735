"""The build cache: what an earlier build worked out, so a rebuild does only what changed.

It lives in ``.podium-cache/`` in the current directory (``podium build --no-cache``
ignores it), is safe to delete at any time, and is keyed by content, never by dates: its
folder is named after podium's version and a hash of podium's own code, and each entry
holds the key (:func:`key`) of the inputs it was made from (the digests of
:mod:`podium.build.sources`). What the build keeps here, and how, is
:mod:`podium.build.memo`.

The cache is data, never code: anyone who can write the folder must not be able to make
a build run anything (so no pickle, and no compiled templates: those are kept where only
this user can write, :mod:`podium.render.compiled`). Each entry is one file:

    podium-cache <FORMAT> <SHA-256 of the rest>\n
    <JSON: the entry's name>\n
    <JSON: its data>\n
    <bytes, if any (the files of an event)>

and is read back only when its digest, its name and the shape of its data (checked by
a :class:`Shape`) are right. Anything else (a truncated file, a flipped byte,
data of the wrong type, an entry copied under another name) is a miss, remembered in
:attr:`Cache.damaged` so that the build can warn once; a missing entry is a plain miss.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, Protocol, TypeVar

import orjson

from podium import __version__
from podium.hashing import key, read_files

CACHE_DIR = Path(".podium-cache")
"""The default cache folder, relative to the current directory."""

FORMAT = 4
"""Bumped when the cache's contents change shape; part of every key. (2: SHA-256 keys and
file digests; 3: entries are JSON and bytes with a digest, never pickle; 4: the name on a
line of its own, so that the data is checked straight from its JSON.)"""

MAGIC = b"podium-cache"

T = TypeVar("T")


class Shape(Protocol[T]):
    """What an entry's data must look like: a pydantic ``TypeAdapter``, or anything with
    its two methods (:class:`podium.build.memo.LastOutputShape`)."""

    def validate_json(self, data: bytes, /) -> T:
        """``data`` (a JSON document) as a ``T``; ValueError when it is not one."""
        ...

    def dump_python(self, value: T, /, *, mode: Literal["json"]) -> Any:
        """``value`` as plain JSON data (``mode="json"``)."""
        ...


@dataclass(frozen=True, slots=True)
class Cache:
    """The cache folder for this podium version; ``folder=None`` caches nothing."""

    folder: Path | None
    code: str = ""
    """A digest of podium's own code (the cache folder is named after it); empty
    without a cache."""
    damaged: list[str] = field(default_factory=list, compare=False)
    """The entries found damaged (and ignored) so far, for one warning at the end."""

    @staticmethod
    def at(root: Path | None) -> Cache:
        """The cache in ``root`` for this podium: its version and its very code (so that
        no entry ever outlives the code that wrote it)."""
        if root is None:
            return Cache(None)
        code = Path(__file__).resolve().parent.parent  # the whole generator package
        own = read_files(code, code.rglob("*.py")).digest
        return Cache(root / f"podium-{__version__}-{FORMAT}-{own[:16]}", own[:16])

    def prune(self) -> None:
        """Remove the caches of other podium versions beside this one."""
        if self.folder is None or not self.folder.parent.is_dir():
            return
        for other in self.folder.parent.iterdir():
            if other.is_dir() and other.name.startswith("podium-") and other != self.folder:
                shutil.rmtree(other, ignore_errors=True)

    def load(self, name: str, shape: Shape[T]) -> tuple[T, bytes] | None:
        """The data (checked against ``shape``) and the bytes saved under ``name``, or
        None: no cache, no such entry, or a damaged one (then also noted in :attr:`damaged`)."""
        if self.folder is None:
            return None
        try:
            with open(self.folder / name, "rb") as f:
                entry = f.read()
        except FileNotFoundError:
            return None
        except OSError:  # e.g. a folder where the entry should be
            self.damaged.append(name)
            return None
        found = _unpack(entry, name, shape)
        if found is None:
            self.damaged.append(name)
        return found

    def save(self, name: str, shape: Shape[T], data: T, blob: bytes = b"") -> None:
        """Save ``data`` (of type ``shape``) and ``blob`` under ``name``, atomically: a
        reader never sees half a file.

        A cache folder that cannot be written (read-only, full disk) is not an error.
        """
        if self.folder is None:
            return
        body = orjson.dumps(shape.dump_python(data, mode="json"))
        rest = b"%s\n%s\n%s" % (orjson.dumps(name), body, blob)
        head = b"%s %d %s\n" % (MAGIC, FORMAT, hashlib.sha256(rest).hexdigest().encode())
        target = self.folder / name
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(prefix=".tmp-", dir=target.parent)
        except OSError:  # a cache that cannot be written only makes the next build slower
            return
        try:
            with os.fdopen(handle, "wb") as f:
                f.write(head)
                f.write(rest)
            os.replace(temporary, target)
        except BaseException as error:
            Path(temporary).unlink(missing_ok=True)
            if not isinstance(error, OSError):
                raise

    @property
    def enabled(self) -> bool:
        return self.folder is not None


def _unpack(entry: bytes, name: str, shape: Shape[T]) -> tuple[T, bytes] | None:
    """The data and bytes of one entry file, or None when anything about it is wrong."""
    head, newline, rest = entry.partition(b"\n")
    parts = head.split(b" ")
    if not newline or len(parts) != 3 or parts[:2] != [MAGIC, str(FORMAT).encode()]:
        return None
    if hashlib.sha256(rest).hexdigest().encode() != parts[2]:
        return None
    named, _, rest = rest.partition(b"\n")
    if named != orjson.dumps(name):
        return None  # an entry copied to another name
    body, _, blob = rest.partition(b"\n")
    try:
        return shape.validate_json(body), blob
    except ValueError:  # orjson's JSONDecodeError, pydantic's ValidationError
        return None


def output_name(out: Path) -> str:
    """The cache entry of the manifest of one output folder."""
    return f"outputs/{key(str(out.resolve()))}.json"
