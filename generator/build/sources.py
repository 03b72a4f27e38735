"""Discover: every input of a build, listed, hashed and stamped (nothing is parsed).

The build's first stage. Its hashes are the keys of the build cache
(:mod:`podium.build.cache`): each event's key is the hash of its own files, of
everything all pages share (site.yaml, players.yaml, the theme's files, the base URL) and
of its git history; equal keys give byte-identical results.

The files are read here to be hashed, and read again when a stage runs (by the loader, by
Jinja for templates). An edit saved between the two moments would make a result from
bytes other than those its key names, and a cache that kept it would serve it later for
the old bytes (say, once the edit is reverted). So each file and folder is also stamped
before its bytes are read (inode, size, modification and change times), and a result is
kept only if its inputs' stamps are the same once it is made (:meth:`Sources.unchanged`):
a write, a new file or a removed one in between changes a stamp, and the change time is
one that no program can set back. (Two writes within one tick of the file system's clock
that straddle the first stamp, and leave the size as it was, would go unseen: a tick is
a few milliseconds on Linux.)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from podium.build.cache import FORMAT
from podium.hashing import Files, Hashed, key, read_files

if TYPE_CHECKING:
    from podium.content.git_history import History


@dataclass(frozen=True, slots=True)
class Sources:
    """Every input of a build: the content folder, the theme folders and the git history."""

    content: Path
    history: History | None
    common: Files  # site.yaml, players.yaml, the themes, the base URL: what every page shows
    home: Files  # the home page's own text (content/index.md)
    series: Files  # series/: what the series pages and the player pages read of it
    events: Mapping[str, Files]  # by event folder name: its files

    def event_key(self, event: str) -> str:
        """The key of one event's results: its files, what all pages share, its history."""
        folder = f"events/{event}"
        return key("event", self.common.hash, self.events[event].hash, self.history_key(folder))

    @property
    def whole(self) -> str:
        """The key of everything: equal keys build byte-identical sites."""
        return key(
            "site",
            self.common.hash,
            self.home.hash,
            self.series.hash,
            *(f"{name}={files.hash}" for name, files in sorted(self.events.items())),
            self.history_key(None),
        )

    def history_key(self, folder: str | None) -> str:
        """The part of the git history that pages show (of one folder, or all)."""
        if self.history is None:
            return "no git"
        commits = self.history.commits if folder is None else self.history.under(folder)
        return key(*(f"{c.sha} {c.date} {c.author} {c.subject}" for c in commits))

    def unchanged(self, event: str | None = None) -> bool:
        """Whether the inputs of ``event`` (None: of the whole site) are still the bytes
        that were hashed: only then may what was made from them be kept under their key."""
        groups = (
            [self.events[event]]
            if event is not None
            else [self.home, self.series, *self.events.values()]
        )
        return self.common.unchanged() and all(files.unchanged() for files in groups)

    def known(self) -> dict[str, Hashed]:
        """Every file as it was read, for the next build's discovery (:func:`discover`)."""
        groups = (self.common, self.home, self.series, *self.events.values())
        return {path: hashed for files in groups for path, hashed in files.hashed.items()}


def discover(
    content: Path,
    history: History | None,
    base_url: str | None = None,
    *,
    hashed: bool = True,
    search: bool = True,
    known: Mapping[str, Hashed] | None = None,
) -> Sources:
    """Every input of a build of ``content``, hashed and stamped.

    ``hashed=False`` (a build without a cache, which has no keys to compare) only lists
    the event folders, and every hash is empty. ``search=False`` (``--no-search``)
    changes the pages, so it is part of every key. ``known``: the files as the last build
    of a series (``podium serve``'s) read them (:meth:`Sources.known`): a file whose stamp
    did not change is not read again (:func:`podium.hashing.read_files`).
    """
    from podium.model import event_folders
    from podium.themes import builtin_themes_dir

    folders = event_folders(content)
    if not hashed:
        return Sources(
            content, history, Files(), Files(), Files(), {f.name: Files() for f in folders}
        )
    builtin = builtin_themes_dir()
    themes = content.resolve().parent / "themes"
    parts = [
        read_files(builtin, trees=[builtin], known=known),
        read_files(themes.parent, trees=[themes], known=known),
        read_files(content, [content / "site.yaml", content / "players.yaml"], known=known),
    ]
    common = Files(  # podium's own code names the cache folder (Cache.at)
        key(
            str(FORMAT),
            str(content),
            base_url or "",
            "" if search else "no-search",
            *(files.hash for files in parts),
        ),
        {path: s for files in parts for path, s in files.stamps.items()},
        {path: h for files in parts for path, h in files.hashed.items()},
    )
    home = read_files(content, [content / "index.md"], known=known)
    events = {folder.name: read_files(folder, trees=[folder], known=known) for folder in folders}
    series = read_files(content, trees=[content / "series"], known=known)
    return Sources(content, history, common, home, series, events)
