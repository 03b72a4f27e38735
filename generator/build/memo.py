"""What the build keeps in its cache, and the shape each entry must have to be read back.

Every entry is plain data (see :mod:`generator.build.cache`): these shapes say what it
must look like, so that an entry of the wrong shape is a miss, and write it as JSON.
They are pydantic ``TypeAdapter`` s, made once, on first use (building one costs
milliseconds), but for the output's manifest: a rebuild with nothing to do reads only
that one, and must not wait for pydantic to load.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, Literal

from generator.build.writer import Stamp

if TYPE_CHECKING:
    from pydantic import TypeAdapter

    from generator.site.pages import EventDigest


@dataclass(frozen=True)
class LastOutput:
    """What the last build wrote into an output folder, and from which content."""

    key: str = ""
    manifest: Mapping[str, Stamp] = field(default_factory=dict)
    folders: Mapping[str, int] = field(default_factory=dict)  # SiteWriter.folder_stamps()


@dataclass(frozen=True)
class EventBuild:
    """One event as built: its key, what it gives the site-wide pages, its files."""

    key: str
    digest: EventDigest
    files: tuple[tuple[str, str], ...]  # (site path, digest of the bytes)


@dataclass(frozen=True)
class Keyed:
    """Data saved with the key of what it was made from (stale once the key changed)."""

    key: str
    data: Any


Views = dict[str, tuple[str, str]]
"""Site-wide pages as last rendered: path -> (view key, digest of the file)."""


class LastOutputShape:
    """:class:`LastOutput` as JSON: ``{"key": str, "manifest": {path: [digest, size,
    mtime_ns]}, "folders": {path: mtime_ns}}`` (a :class:`~generator.build.cache.Shape`)."""

    def validate_python(self, data: Any, /) -> LastOutput:
        if not isinstance(data, dict) or set(data) != {"key", "manifest", "folders"}:
            raise ValueError("not a LastOutput")
        key, manifest, folders = data["key"], data["manifest"], data["folders"]
        if not (isinstance(key, str) and isinstance(manifest, dict) and isinstance(folders, dict)):
            raise ValueError("not a LastOutput")
        stamps: dict[str, Stamp] = {}
        for path, stamp in manifest.items():
            match stamp:
                case [str(digest), int(size), int(mtime_ns)]:
                    stamps[path] = Stamp(digest, size, mtime_ns)
                case _:
                    raise ValueError(f"not a stamp: {path}")
        if not all(type(value) is int for value in folders.values()):
            raise ValueError("not folder times")
        return LastOutput(key, stamps, folders)

    def dump_python(self, value: LastOutput, /, *, mode: Literal["json"]) -> Any:
        manifest = {p: [s.digest, s.size, s.mtime_ns] for p, s in value.manifest.items()}
        return {"key": value.key, "manifest": manifest, "folders": dict(value.folders)}


def last_output() -> LastOutputShape:
    return LastOutputShape()


@cache
def event_build() -> TypeAdapter[tuple[str, EventDigest, tuple[tuple[str, str], ...]]]:
    """An :class:`EventBuild` as the tuple of its fields (the site's pages module, which
    defines the digest, is only imported once an event is needed)."""
    from pydantic import TypeAdapter

    from generator.site.pages import EventDigest

    return TypeAdapter(tuple[str, EventDigest, tuple[tuple[str, str], ...]])


@cache
def rows() -> TypeAdapter[tuple[str, dict[str, dict[str, str]]]]:
    """An event's rendered player rows: (event key, player id -> {"html": ...})."""
    from pydantic import TypeAdapter

    return TypeAdapter(tuple[str, dict[str, dict[str, str]]])


@cache
def files() -> TypeAdapter[tuple[str, list[tuple[str, int]]]]:
    """An event's files: (event key, [(site path, length)]); the bytes follow, in order."""
    from pydantic import TypeAdapter

    return TypeAdapter(tuple[str, list[tuple[str, int]]])


@cache
def views() -> TypeAdapter[Views]:
    from pydantic import TypeAdapter

    return TypeAdapter(Views)
