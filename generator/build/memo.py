"""The incremental build: stages' results kept in the cache under the key of their inputs.

Like Pelican's file-stamp cacher, this wraps stages and is not woven through them: a stage
asks :class:`Memo` for its result under the key of its inputs (the digests of
:mod:`podium.build.sources`); on a miss (no entry, an entry made from other inputs, a
damaged one) it is made again, and put back. What is kept:

- each event (``events/<id>.meta``): what the site-wide pages need from it (its
  :class:`~podium.site.pages.EventDigest`, without the player rows and the boards) and
  the digests of its files, so that an unchanged event is neither loaded, nor scored,
  nor rendered;
- its files' bytes (``.files``), for an output folder that lost some of them; its player
  rows (``.details``, and their rendered HTML: ``.rows`` and ``.lines``), each player's
  apart, and its boards (``.boards``), for the pages of its players that change (and the
  ratings): every build reads every event's digest, a correction the rows and boards of
  the events of a few players;
- the site-wide pages (``site.views``): each page's view key and file digest, so that a
  page whose view data did not change is not rendered again;
- per output folder (``outputs/<hash>.json``): what the last build wrote there and the key
  of the whole content it was made from, so that a rebuild with nothing changed writes
  nothing; and the content's files as that build read them, so that the next build
  reads again only those whose stamps changed.

Every entry is plain data (see :mod:`podium.build.cache`): the shapes below say what it
must look like, so that an entry of the wrong shape is a miss, and write it as JSON.
They are pydantic ``TypeAdapter`` s, made once, on first use (building one costs
milliseconds), but for the output's manifest: a rebuild with nothing to do reads only
that one, and must not wait for pydantic to load.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import orjson

from podium.build.cache import Cache, output_name
from podium.build.writer import Stamp
from podium.hashing import Hashed

if TYPE_CHECKING:
    from pydantic import TypeAdapter

    from podium.site.finishes import BoardFinish
    from podium.site.pages import EventDigest, PlayerEventRow


@dataclass(frozen=True, slots=True)
class LastOutput:
    """What the last build wrote into an output folder, and from which content."""

    key: str = ""
    manifest: Mapping[str, Stamp] = field(default_factory=dict)
    folders: Mapping[str, int] = field(default_factory=dict)  # SiteWriter.folder_stamps()
    spare: Mapping[str, int] = field(default_factory=dict)  # SiteWriter.spare_stamps()
    spare_differs: Sequence[str] | None = None  # SiteWriter.spare_differences()
    inputs: Mapping[str, Hashed] = field(default_factory=dict)  # Sources.known()
    """The content's files as that build read them: the next build's discovery reads
    again only those whose stamps changed (:func:`~podium.build.sources.discover`)."""


@dataclass(frozen=True, slots=True)
class EventBuild:
    """One event as built: its key, what it gives the site-wide pages, its files."""

    key: str
    digest: EventDigest
    files: tuple[tuple[str, str], ...]  # (site path, digest of the bytes)


Views = dict[str, tuple[str, str]]
"""Site-wide pages as last rendered: path -> (view key, digest of the file)."""


_RECORDED = {"key", "manifest", "folders", "spare", "spare_differs", "inputs"}
"""The fields of a :class:`LastOutput`, as JSON has them."""


class LastOutputShape:
    """:class:`LastOutput` as JSON: ``{"key": str, "manifest": {path: [digest, size,
    mtime_ns]}, "folders": {path: mtime_ns}, "spare": {path: mtime_ns}, "spare_differs":
    [path] or null, "inputs": {path: [[inode, size, mtime_ns, ctime_ns] or null, digest,
    read_ns]}}`` (a :class:`~podium.build.cache.Shape`)."""

    def validate_json(self, document: bytes, /) -> LastOutput:
        data = orjson.loads(document)
        if not isinstance(data, dict) or set(data) != _RECORDED:
            raise ValueError("not a LastOutput")
        key, manifest = data["key"], data["manifest"]
        folders, spare = data["folders"], data["spare"]
        if not (isinstance(key, str) and isinstance(manifest, dict)):
            raise ValueError("not a LastOutput")
        stamps: dict[str, Stamp] = {}
        for path, stamp in manifest.items():  # plain checks: 12,500 in 20 ms, a match 51
            if type(stamp) is not list or len(stamp) != 3:
                raise ValueError(f"not a stamp: {path}")
            digest, size, mtime_ns = stamp
            if type(digest) is not str or type(size) is not int or type(mtime_ns) is not int:
                raise ValueError(f"not a stamp: {path}")
            stamps[path] = Stamp(digest, size, mtime_ns)
        return LastOutput(
            key,
            stamps,
            _folder_times(folders),
            _folder_times(spare),
            _spare_differs(data["spare_differs"]),
            _inputs(data["inputs"]),
        )

    def dump_python(self, value: LastOutput, /, *, mode: Literal["json"]) -> Any:
        manifest = {p: [s.digest, s.size, s.mtime_ns] for p, s in value.manifest.items()}
        folders, spare, inputs = dict(value.folders), dict(value.spare), dict(value.inputs)
        differs = None if value.spare_differs is None else list(value.spare_differs)
        return {
            "key": value.key,
            "manifest": manifest,
            "folders": folders,
            "spare": spare,
            "spare_differs": differs,
            "inputs": inputs,  # tuples, which orjson writes as arrays
        }


def _folder_times(found: object) -> dict[str, int]:
    """Folder times as JSON gave them (``{path: mtime_ns}``); ValueError: they are not."""
    if not isinstance(found, dict) or not all(type(value) is int for value in found.values()):
        raise ValueError("not folder times")
    return found


def _spare_differs(found: object) -> list[str] | None:
    """Where the spare differs, as JSON gave it (a list of paths, or null); ValueError:
    it is not."""
    if found is None or (type(found) is list and all(type(path) is str for path in found)):
        return found
    raise ValueError("not the paths where the spare differs")


def _inputs(found: object) -> dict[str, Hashed]:
    """Files as read, as JSON gave them (see :class:`LastOutputShape`); ValueError: they
    are not."""
    if not isinstance(found, dict):
        raise ValueError("not files as read")
    inputs: dict[str, Hashed] = {}
    for path, hashed in found.items():
        if type(hashed) is not list or len(hashed) != 3:
            raise ValueError(f"not a file as read: {path}")
        stamp, digest, when = hashed
        if type(digest) is not str or type(when) is not int:
            raise ValueError(f"not a file as read: {path}")
        if stamp is None:
            inputs[path] = (None, digest, when)
        elif type(stamp) is list and len(stamp) == 4 and all(type(n) is int for n in stamp):
            inputs[path] = ((stamp[0], stamp[1], stamp[2], stamp[3]), digest, when)
        else:
            raise ValueError(f"not a file as read: {path}")
    return inputs


def last_output() -> LastOutputShape:
    return LastOutputShape()


@cache
def event_build() -> TypeAdapter[tuple[str, EventDigest, tuple[tuple[str, str], ...]]]:
    """An :class:`EventBuild` as the tuple of its fields (the site's pages module, which
    defines the digest, is only imported once an event is needed)."""
    from pydantic import TypeAdapter

    from podium.site.pages import EventDigest

    return TypeAdapter(tuple[str, EventDigest, tuple[tuple[str, str], ...]])


@cache
def player_row() -> TypeAdapter[PlayerEventRow]:
    """One player's row of an event, without its rendered HTML (a piece of the event's
    ``.details``, read only for the players whose pages are planned)."""
    from pydantic import TypeAdapter

    from podium.site.pages import PlayerEventRow

    return TypeAdapter(PlayerEventRow)


@cache
def event_boards() -> TypeAdapter[tuple[str, tuple[BoardFinish, ...]]]:
    """An event's finished boards, under its key (``.boards``: read only for the events
    of the players whose pages are planned, or every event when the club rates its
    players)."""
    from pydantic import TypeAdapter

    from podium.site.finishes import BoardFinish

    return TypeAdapter(tuple[str, tuple[BoardFinish, ...]])


@cache
def listing() -> TypeAdapter[tuple[str, list[tuple[str, int]]]]:
    """Named pieces of bytes: (event key, [(name, length)]); the bytes follow, in order.
    An event's files (site path: the file) and its rendered player rows (player id: the
    row's HTML), so that a build reads the bytes of the few it needs, not a JSON
    document of them all."""
    from pydantic import TypeAdapter

    return TypeAdapter(tuple[str, list[tuple[str, int]]])


@cache
def views() -> TypeAdapter[Views]:
    from pydantic import TypeAdapter

    return TypeAdapter(Views)


@dataclass(frozen=True, slots=True)
class Memo:
    """The results of a build's stages in ``store``, each under the key of its inputs;
    ``recent``: the events already read or kept, and ``outputs``: what was last written
    into each output folder, in memory (a series of builds, those of ``podium serve``,
    shares them, so that each is read from the store once)."""

    store: Cache
    recent: dict[str, EventBuild] = field(default_factory=dict)  # by event folder name
    outputs: dict[str, LastOutput] = field(default_factory=dict)  # by output_name()

    @property
    def enabled(self) -> bool:
        return self.store.enabled

    # ------------------------------------------------------------------ events

    def event(self, name: str, key: str) -> EventBuild | None:
        """The event ``name`` as built from inputs of key ``key``; None: a miss."""
        known = self.recent.get(name)
        if known is not None and known.key == key:
            return known
        found = self.store.load(f"events/{name}.meta", event_build())
        if found is None or found[0][0] != key:
            return None
        self.recent[name] = EventBuild(*found[0])
        return self.recent[name]

    def event_files(self, name: str, key: str) -> dict[str, bytes] | None:
        """The bytes of the event's files (site path -> bytes); None: a miss."""
        return self._pieces(f"events/{name}.files", key)

    def event_details(self, built: EventBuild, players: Collection[str]) -> EventDigest | None:
        """The event's digest with its boards and the rendered rows of those of
        ``players`` who played it (and no other rows); None: a miss."""
        digest, name = built.digest, built.digest.head.id
        boards = digest.boards if digest.has_boards else self._boards(name, built.key)
        if boards is None:
            return None
        wanted = [p for p in digest.results if p in players]
        if not wanted:
            return replace(digest, boards=boards)
        details = self._pieces(f"events/{name}.details", built.key)
        pieces = self._pieces(f"events/{name}.rows", built.key)
        lines = self._pieces(f"events/{name}.lines", built.key)
        if details is None or pieces is None or lines is None:
            return None
        if not details.keys() == pieces.keys() == lines.keys() == digest.results.keys():
            return None
        rows = {}
        for p in wanted:
            try:
                row = player_row().validate_json(details[p])
            except ValueError:  # pydantic's ValidationError
                self.store.damaged.append(f"events/{name}.details")
                return None
            rows[p] = replace(row, view=_row_view(pieces[p], lines[p]))
        return replace(digest, rows=rows, boards=boards)

    def _boards(self, name: str, key: str) -> tuple[BoardFinish, ...] | None:
        """The event ``name``'s boards as saved from inputs of key ``key``; None: a miss."""
        found = self.store.load(f"events/{name}.boards", event_boards())
        if found is None or found[0][0] != key:
            return None
        return found[0][1]

    def put_event(self, built: EventBuild, contents: Sequence[tuple[str, bytes]]) -> None:
        """Keep an event as built (its digest with the player rows rendered), and the
        bytes of its files (``contents``: site path, bytes)."""
        name, key, digest = built.digest.head.id, built.key, built.digest
        self._put_pieces(f"events/{name}.files", key, contents)
        rows = digest.rows.items()
        self._put_pieces(f"events/{name}.rows", key, [(p, _utf8(r.view["html"])) for p, r in rows])
        self._put_pieces(f"events/{name}.lines", key, [(p, _utf8(r.view["line"])) for p, r in rows])
        self._put_pieces(f"events/{name}.details", key, [(p, _row_json(r)) for p, r in rows])
        self.store.save(f"events/{name}.boards", event_boards(), (key, digest.boards))
        bare = self.remember(built)
        self.store.save(f"events/{name}.meta", event_build(), (key, bare.digest, built.files))

    def remember(self, built: EventBuild) -> EventBuild:
        """Keep an event in memory (:attr:`recent`) as :meth:`event` gives it: its digest
        without the player rows and the boards, which :meth:`event_details` reads when a
        page needs them. A build whose events a worker process kept calls this for each,
        so that the next build of ``podium serve`` finds them here rather than on disk."""
        digest = built.digest
        bare = replace(digest, rows={}, boards=())
        kept = self.recent[digest.head.id] = EventBuild(built.key, bare, built.files)
        return kept

    def _pieces(self, name: str, key: str) -> dict[str, bytes] | None:
        """The named pieces of bytes saved under ``name`` from inputs of key ``key``."""
        found = self.store.load(name, listing())
        if found is None or found[0][0] != key:
            return None
        (_, sizes), blob = found
        if sum(size for _, size in sizes) != len(blob):
            self.store.damaged.append(name)
            return None
        out: dict[str, bytes] = {}
        start = 0
        for piece, size in sizes:
            out[piece] = blob[start : start + size]
            start += size
        return out

    def _put_pieces(self, name: str, key: str, pieces: Sequence[tuple[str, bytes]]) -> None:
        blob = b"".join(data for _, data in pieces)
        self.store.save(name, listing(), (key, [(n, len(data)) for n, data in pieces]), blob)

    # ------------------------------------------------------------------ site-wide pages

    def views(self) -> Views:
        """The site-wide pages the last build rendered: path -> (view key, file digest)."""
        found = self.store.load("site.views", views())
        return {} if found is None else found[0]

    def put_views(self, rendered: Views) -> None:
        self.store.save("site.views", views(), rendered)

    # ------------------------------------------------------------------ the output

    def last_output(self, out: Path) -> LastOutput:
        """What the last build wrote into ``out`` (nothing known: an empty one)."""
        name = output_name(out)
        if name in self.outputs:
            return self.outputs[name]
        found = self.store.load(name, last_output())
        return LastOutput() if found is None else found[0]

    def spare_site(self, out: Path) -> Path | None:
        """Where the site ``out`` had before its last build is kept, for the next build to
        make its new site out of (:class:`~podium.build.writer.SiteWriter`'s ``spare``);
        None without a cache. A folder, not an entry: nothing in it is trusted."""
        if self.store.folder is None:
            return None
        return self.store.folder / (output_name(out).removesuffix(".json") + ".spare")

    def put_last_output(self, out: Path, last: LastOutput) -> None:
        self.store.save(output_name(out), last_output(), last)
        self.outputs[output_name(out)] = last
        self.store.prune()


def _row_view(html: bytes, line: bytes) -> dict[str, str]:
    """A player's row as :func:`~podium.render.templates.prerender` made it: their block
    on their page, and their line on a page of a year."""
    return {"html": html.decode("utf-8"), "line": line.decode("utf-8")}


def _row_json(row: PlayerEventRow) -> bytes:
    """A player's row as a piece of ``.details``: without its rendered HTML (in
    ``.rows`` and ``.lines``)."""
    return orjson.dumps(player_row().dump_python(replace(row, view={}), mode="json"))


def _utf8(text: str) -> bytes:
    return text.encode("utf-8")
