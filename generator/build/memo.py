"""What the build keeps in its cache, and the shape each entry must have to be read back.

Every entry is plain data (see :mod:`generator.build.cache`): these ``TypeAdapter`` s
say what it must look like, so that an entry of the wrong shape is a miss, and write it
as JSON. They are made once, on first use (building one costs milliseconds).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from pydantic import TypeAdapter

from generator.build.writer import Stamp

if TYPE_CHECKING:
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


@cache
def last_output() -> TypeAdapter[LastOutput]:
    return TypeAdapter(LastOutput)


@cache
def event_build() -> TypeAdapter[tuple[str, EventDigest, tuple[tuple[str, str], ...]]]:
    """An :class:`EventBuild` as the tuple of its fields (the site's pages module, which
    defines the digest, is only imported once an event is needed)."""
    from generator.site.pages import EventDigest

    return TypeAdapter(tuple[str, EventDigest, tuple[tuple[str, str], ...]])


@cache
def rows() -> TypeAdapter[tuple[str, dict[str, dict[str, str]]]]:
    """An event's rendered player rows: (event key, player id -> {"html": ...})."""
    return TypeAdapter(tuple[str, dict[str, dict[str, str]]])


@cache
def files() -> TypeAdapter[tuple[str, list[tuple[str, int]]]]:
    """An event's files: (event key, [(site path, length)]); the bytes follow, in order."""
    return TypeAdapter(tuple[str, list[tuple[str, int]]])


@cache
def views() -> TypeAdapter[Views]:
    return TypeAdapter(Views)
