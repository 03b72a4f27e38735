"""Writing the built site: all or nothing, and only the files whose bytes changed.

Publishing is one swap of the whole output folder. A :class:`SiteWriter` stages the
complete new site in a folder beside the output (``.NAME.new-*``): new and changed files
are written there, and each unchanged file is a hard link to the output's own file (same
bytes, same inode, same date; a copy where the file system has no hard links). Only
:meth:`SiteWriter.commit`, once the whole build has succeeded, touches the output: it
renames the output aside (``.NAME.old-*``), renames the staged folder into its place,
and then removes the old one. So readers of the output (a web server, an upload step)
see either the complete old site or the complete new one, never a mix; the only moment
between the two is the gap between two renames in one folder (microseconds), during which
the output is absent. A build that changes no file's bytes does not swap at all.

A failed build (:meth:`SiteWriter.abort`) removes its staging folder and leaves the
output exactly as it was. A build that was killed leaves its staging folder, or, killed
between the two renames, the old site as ``.NAME.old-*``: :func:`publishing`, which every
build holds around its work, removes the first and puts the second back before anything
else. It also serializes builds into one output folder with a lock (the second waits for
the first). Which files changed is decided by content digests: those the last build
recorded (:class:`Manifest`, kept in the build cache), trusted only while each file's
size and modification time are still the ones recorded; any other file of the old output
is read and hashed.

The output folder is replaced, never written into: it must not be a mount point (build
into a folder inside it), and a symbolic link as the output is followed (the folder it
points to is swapped; the link stays).

**The old site, kept for the next build.** A writer given a ``spare`` folder (the build
cache gives one per output) moves the old site there after the swap instead of removing
it, and the next build, when its new site keeps more files than it writes, makes the new
site out of that folder: the files it wrote are moved in, files that are no longer part
of the site are removed, and each unchanged file that is not already the output's very
file (the same inode) is linked again (:func:`_renew`). After a one-result correction
that is a few dozen files instead of linking eleven thousand into a new folder and
removing eleven thousand from the old one (docs/performance.md). A build that writes
most files (after the output was removed, say) leaves the spare alone. Nothing of the
spare is trusted but what the cache recorded of it while it stays true: anything in it
that is not a regular file or a folder of the new site (a symbolic link, a stray file, a
folder in a file's place) is removed, and a spare that is not a plain folder, or cannot
be moved beside the output (another file system), is removed and the new site made as
above. What the cache records (:class:`SpareRecord`): the times of the spare's folders,
taken when it was the output, and the paths where it may not hold the output's very
file; a folder of the spare that still has its recorded time (nothing in it was added,
removed or renamed since) and holds none of those paths is not listed, its entries are
the output's, as for the output itself (:meth:`SiteWriter.intact`).

And a file the output lacks (or has other bytes of) is linked from the spare rather than
written when the spare's file at its path is a regular file of this user that holds
exactly the bytes to write (compared, not trusted): a build into an output that was
removed writes nothing the spare already has, and the site it makes shares its files
with the spare, as after any other build, so that the next build makes the spare into
its new site by linking a few files.
"""

from __future__ import annotations

import errno
import fcntl
import hashlib
import os
import re
import secrets
import shutil
import stat
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from itertools import chain
from pathlib import Path, PurePosixPath

from podium.progress import SILENT, Reporter

MARKER = ".podium-site"
"""A file in every folder podium builds: podium only ever replaces such a folder."""

ASIDE = ".podium-aside"
"""A folder in the output while :meth:`SiteWriter.show_first` has replaced some of its
files: the files they replaced, put back if the build fails (the swap takes it away)."""


class OutputError(Exception):
    """The output folder cannot be written; the message says why and what to do."""


def digest(data: bytes) -> str:
    """The content digest of an output file: 128 bits of SHA-256. Most CPUs compute it in
    hardware: on the benchmark machine 1.6 GB/s against 0.7 GB/s for hashlib's BLAKE2b,
    and a build hashes every byte it makes (about 200 MB for 10,000 pages)."""
    return hashlib.sha256(data).hexdigest()[:32]


@dataclass(frozen=True, slots=True)
class Stamp:
    """What the last build wrote at one path: the bytes' digest, and the file's stat."""

    digest: str
    size: int
    mtime_ns: int


Manifest = Mapping[str, Stamp]
"""The output as the last build left it: site path -> stamp."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One file of the new site, as :meth:`SiteWriter.put` handled it."""

    path: str
    digest: str
    written: bool  # staged because new or changed
    why: str  # "new", "changed" or "" (unchanged)
    linked: bool = False  # staged as a link to the spare's file (of the same bytes)


@dataclass
class SiteWriter:
    """Writes one build into ``out``; see the module docstring."""

    out: Path
    previous: Manifest = field(default_factory=dict)
    folders: Mapping[str, int] = field(
        default_factory=dict
    )  # from the last SiteWriter.folder_stamps()
    spare_folders: Mapping[str, int] = field(
        default_factory=dict
    )  # the spare's, as recorded: from the last SiteWriter.spare_stamps()
    spare_differs: Collection[str] | None = None
    """Where the spare may not hold the output's very file, as recorded (the last
    :meth:`SiteWriter.spare_differences`; None: not known); see :func:`_renew`."""
    _dir: Path = field(init=False)  # ``out`` with symbolic links followed
    _old: dict[str, Stamp] | None = field(init=False, default=None)  # see look_at_output()
    _looked: dict[str, Stamp | None] = field(init=False, default_factory=dict)  # file by file
    _staging: Path | None = field(init=False, default=None)
    _written: dict[str, Entry] = field(init=False, default_factory=dict)  # staged: new, changed
    _kept: dict[str, str] = field(init=False, default_factory=dict)  # unchanged: path -> digest
    """(Plain strings: a correction keeps some 12,000 files, and 12,000 objects that live
    until the end of the build are walked by every full run of the cycle collector.)"""
    _touched: set[str] | None = field(init=False, default=None)  # see folder_stamps()
    _known: Mapping[str, int] = field(init=False, default_factory=dict)  # see folder_stamps()
    _spare_times: dict[str, int] | None = field(init=False, default=None)  # spare_stamps()
    _differs: frozenset[str] | None = field(init=False)  # see spare_differences()
    _made: set[str] = field(init=False, default_factory=set)  # folders made in the staging
    _listeners: list[Callable[[str, bytes], None]] = field(init=False, default_factory=list)
    _shown: set[str] = field(init=False, default_factory=set)  # see show_first()
    _inodes: dict[str, int] = field(init=False, default_factory=dict)  # by look_at_output()
    _folders_found: set[str] | None = field(init=False, default=None)  # see _site_folders()
    _walked: bool = field(init=False, default=False)  # look_at_output() saw every file
    spare: Path | None = None  # where the old site is kept for the next build; see above

    def __post_init__(self) -> None:
        self._dir = real_folder(self.out)
        given = self.spare_differs
        self._differs = None if given is None else frozenset(given)
        if self._dir.exists() and not _replaceable(self._dir):
            raise OutputError(
                f"{self.out}: not replacing this folder, podium did not build it "
                f"(it has no {MARKER} file); choose another output folder with -o"
            )
        if os.path.ismount(self._dir):
            raise OutputError(
                f"{self.out}: is a mount point, and podium publishes a site by renaming a "
                f"complete new folder into place; build into a folder inside it, "
                f"e.g. -o {self.out / 'site'}"
            )

    def look_at_output(self) -> dict[str, Stamp]:
        """The output's files, with their digests (:func:`_current`): those the last build
        recorded, or every file when it was walked; looked at once, on first need. Until
        then, :meth:`old_digest` looks at the files it is asked about one by one, so that
        ``podium serve`` shows the pages of an edit before it looks at the thousands of
        files the edit did not change. A file put into the output since the last build is
        not seen unless it was walked (:meth:`_all_seen` tells): only a build that writes
        nothing needs to know, and the swap of any other build leaves it behind."""
        if self._old is None:
            self._old, self._walked = _current(self._dir, self.previous, self._inodes)
            for path in self._shown:  # replaced by show_first: the file it put aside
                shown = self._looked.get(path)
                if shown is not None:
                    self._old[path] = shown
        return self._old

    # ------------------------------------------------------------------ before writing

    def intact(self) -> bool:
        """Whether the output is exactly what :attr:`previous` recorded (nothing to write)."""
        if not self.previous or not self._dir.is_dir():
            return False
        return self.look_at_output() == dict(self.previous) and self._all_seen()

    def _all_seen(self) -> bool:
        """Whether :meth:`look_at_output` holds every file the output has: it was walked,
        or no folder changed since the last build recorded their times (a folder's time
        changes whenever a file or folder in it is added, removed or renamed)."""
        self.look_at_output()
        return self._walked or _same_folders(self._dir, self.folders)

    def old_digest(self, path: str) -> str | None:
        """The digest of the file the output has at ``path`` now, if any."""
        if self._old is not None:
            stamp = self._old.get(path)
        elif path in self._looked:
            stamp = self._looked[path]
        else:
            stamp = self._looked[path] = _look(self._dir, path, self.previous.get(path))
        return stamp.digest if stamp is not None else None

    def old_paths(self) -> list[str]:
        """The output's files (their site paths; see :meth:`look_at_output`)."""
        return sorted(self.look_at_output())

    def files(self) -> list[str]:
        """The files of the new site recorded so far (with :meth:`add`): their paths."""
        return [*self._kept, *self._written]

    def written(self) -> list[Entry]:
        """The files of the new site recorded so far that are staged: new or changed."""
        return list(self._written.values())

    def source(self, path: str) -> Path:
        """Where the bytes of the new site's file at ``path`` are now: staged, or the
        output's own file when it is unchanged."""
        if path in self._written:
            return Path(self._staged(path))
        if path in self._kept:
            return self._dir / path
        raise KeyError(path)

    def published(self, path: str) -> Path:
        """The output's own file at ``path`` (which :meth:`old_digest` describes; the one
        put aside when :meth:`show_first` replaced it)."""
        if path not in self.look_at_output():
            raise KeyError(path)
        return self._dir / ASIDE / path if path in self._shown else self._dir / path

    # ------------------------------------------------------------------ writing

    def scratch(self, kind: str) -> Path:
        """A new empty folder beside the output for this build's own use (``kind``: what
        for, in its name); the caller removes it, and the next build removes one left by
        a build that was killed."""
        self.out.parent.mkdir(parents=True, exist_ok=True)
        return _sibling(self._dir, kind)

    def staging(self) -> Path:
        """The folder beside the output that receives the new site (made on first use)."""
        if self._staging is None:
            self._staging = self.scratch("new")
        return self._staging

    def listen(self, listener: Callable[[str, bytes], None]) -> None:
        """Have ``listener(path, data)`` hear of every file :meth:`put` is given (in the
        worker processes too, so a listener only writes files of its own)."""
        self._listeners.append(listener)

    def put(self, path: str, data: bytes) -> Entry:
        """Stage ``data`` for ``path`` unless the output already has exactly these bytes.

        Safe to call from worker processes forked after :meth:`staging`: the staged file
        is all they change; the parent records the returned entries with :meth:`add`.
        """
        _check_name(path)
        for listener in self._listeners:
            listener(path, data)
        new = digest(data)
        old = self.old_digest(path)
        if old == new:
            return Entry(path, new, False, "")
        staged = self._staged(path)
        linked = self.spare is not None and _link_same(os.path.join(self.spare, path), data, staged)
        if not linked:
            with open(staged, "wb") as file:
                file.write(data)
        return Entry(path, new, True, "new" if old is None else "changed", linked)

    def keep(self, paths: Iterable[str], reporter: Reporter = SILENT) -> None:
        """Record the output's files at ``paths`` as files of the new site, as they are
        (known unchanged). One loop for many: a correction keeps some ten thousand."""
        old, kept, written = self.look_at_output(), self._kept, self._written
        for path in paths:
            if path in kept or path in written:
                raise ValueError(f"two files of the site at {path}")
            kept[path] = old[path].digest
            reporter.page(path, False, "")
        self._folders_found = None

    def add(self, entries: Iterable[Entry], reporter: Reporter = SILENT) -> None:
        """Record files of the new site from :meth:`put`."""
        for entry in entries:
            path = entry.path
            if path in self._kept or path in self._written:
                raise ValueError(f"two files of the site at {path}")
            if entry.written:
                self._written[path] = entry
            else:
                self._kept[path] = entry.digest
            self._folders_found = None
            reporter.page(path, entry.written, entry.why)

    def show_first(self) -> None:
        """Put the changed files staged so far into the output now, each in one rename,
        before the swap publishes the whole new site (``podium serve``: the page an edit
        changed is shown while the pages that depend on it are made).

        Only files that replace one of the output are shown first (a new file waits for
        the swap). Each replaced file is kept in the output's :data:`ASIDE` folder, and
        put back if the build then fails (:meth:`abort`), or by the next build if this
        one was killed (:func:`publishing`); the swap takes both folders away together.
        """
        top = str(self._dir)
        for path, entry in self._written.items():
            if entry.why != "changed" or path in self._shown:
                continue
            aside, fresh = f"{top}/{ASIDE}/{path}", f"{top}/{ASIDE}/.new/{path}"
            for folder in (os.path.dirname(aside), os.path.dirname(fresh)):
                os.makedirs(folder, exist_ok=True)
            os.link(f"{top}/{path}", aside)
            self._shown.add(path)
            os.link(self._staged(path), fresh)
            os.replace(fresh, f"{top}/{path}")

    # ------------------------------------------------------------------ finishing

    def commit(self) -> None:
        """Put the new site in place, in one swap (none when no file's bytes changed), and
        remove the old one."""
        try:
            self.look_at_output()  # the old output, before it is swapped away
            if self._unchanged():
                self._touched, self._known = set(), self.folders
                self.abort()
                return
            staging = self._assemble()  # sets _touched and _known when it renews the spare
            marker = staging / MARKER
            if (self._dir / MARKER).is_file():  # (a renewed spare's was pruned)
                _carry(str(self._dir / MARKER), str(marker))
            else:
                marker.write_bytes(b"built by podium; replaced on every build\n")
            old = swap(staging, self._dir)
            shown, self._staging, self._shown = self._shown, None, set()
        except BaseException:
            self._touched = None
            self.abort()
            raise
        if old is not None:
            self._spare_times = self._keep_old_site(old, shown)
        else:  # no old site to keep: the spare stays, and the new site links some of it
            self._differs = self._unlike_spare()

    def _keep_old_site(self, old: Path, shown: Collection[str]) -> dict[str, int]:
        """Keep the old site ``old`` as the spare (else remove it); the spare's folder
        times as far as known: the old output's as recorded, but for the folders where
        :meth:`show_first` replaced files (and ``""``, always). And where it may not hold
        the new site's very file: each file written, and each the old output had that the
        new site has not (every other file of the new site is the old output's own)."""
        if not self._keep_spare(old):
            remove_tree(old)  # or, if some of it cannot be, the next build (publishing())
            self._differs = None
            return {}
        gone = self.look_at_output().keys() - self._kept.keys() - self._written.keys()
        self._differs = frozenset(chain(self._written, gone))
        changed = _folders(shown)
        return {folder: when for folder, when in self.folders.items() if folder not in changed}

    def _unlike_spare(self) -> frozenset[str] | None:
        """After a build into an output that had no site, which leaves the spare as it was:
        where the spare may not hold the new site's very file (None: not known). The
        spare's files are the last output's (:attr:`previous`) but where it was recorded
        to differ; a file written by a link to the spare's is its very file."""
        if self._differs is None:
            return None
        unlinked = (path for path, entry in self._written.items() if not entry.linked)
        had = (self.previous.keys() | self._differs) - self._kept.keys() - self._written.keys()
        return frozenset(chain(unlinked, had))

    def digests(self) -> dict[str, str]:
        """The files of the new site: path -> digest of the bytes, in path order."""
        written = ((path, entry.digest) for path, entry in self._written.items())
        return dict(sorted([*self._kept.items(), *written]))

    def abort(self) -> None:
        """Forget this build: the output stays exactly as it was (as it is again, when
        :meth:`show_first` showed some of its files)."""
        if self._shown:
            put_back(self._dir)
            self._shown = set()
        if self._staging is not None:
            shutil.rmtree(self._staging, ignore_errors=True)
            self._staging = None

    def _unchanged(self) -> bool:
        """Whether the output already holds exactly the new site (a podium folder)."""
        return (
            (self._dir / MARKER).is_file()
            and not self._written
            and self.look_at_output().keys() == self._kept.keys()
            and self._all_seen()
        )

    def _staged(self, path: str) -> str:
        """Where ``path`` goes in the staging folder (its folder made once per build)."""
        folder = _parent(path)
        staging = self.staging()
        if folder not in self._made:  # each folder is made once (thousands of files)
            os.makedirs(os.path.join(staging, folder), exist_ok=True)
            self._made.add(folder)
        return os.path.join(staging, path)

    def _assemble(self) -> Path:
        """The complete new site in a folder beside the output: the spare made into it
        (:func:`_renew`) when there is one, else the staging folder with every unchanged
        file of the output linked in."""
        staging = self.staging()
        kept, written = self._kept, self._written
        # the spare pays where the new site keeps most files; else it stays as it is
        renewed = self._take_spare() if len(kept) > len(written) else None
        if renewed is None:
            _link(str(self._dir), str(staging), kept, self._made)
            return staging
        self._staging = renewed  # removed by abort() from now on
        try:
            self._known = self.spare_folders
            self._touched = _renew(
                str(renewed),
                str(staging),
                str(self._dir),
                written,
                kept,
                self._site_folders(),
                self._inodes,
                self._spare_as_recorded(),
            )
        finally:
            remove_tree(staging)  # what is left of it: its folders
        return renewed

    def _spare_as_recorded(self) -> SpareRecord | None:
        """What the cache recorded of the spare: its folders' times and where it may not
        hold the output's very files (None: not known)."""
        if self.spare_differs is None or not self.spare_folders:
            return None
        return SpareRecord.of(self.previous, self.folders, self.spare_folders, self.spare_differs)

    def _take_spare(self) -> Path | None:
        """The spare, moved beside the output (None: there is none, or it is not a plain
        folder on the output's file system, and then it is removed)."""
        if self.spare is None or not os.path.lexists(self.spare):
            return None
        if _plain_folder(self.spare):
            place = _sibling(self._dir, "new")
            try:
                os.rename(self.spare, place)  # onto the empty folder just made
                return place
            except OSError:  # e.g. another file system
                place.rmdir()
        _remove(self.spare)
        return None

    def _keep_spare(self, old: Path) -> bool:
        """Move the old site ``old`` to the spare folder; False: there is none, or it
        cannot be moved there (the caller removes it). The spares of other outputs beside
        it (``*.spare``) are removed: the cache holds one old site at most, however many
        outputs were built with it (``podium serve`` builds into a new temporary folder
        each time it starts)."""
        if self.spare is None:
            return False
        try:
            remove_tree(old / ASIDE)
            self.spare.parent.mkdir(parents=True, exist_ok=True)
            for other in self.spare.parent.glob("*.spare"):
                # moved out of reach first: a build of that output may be taking it now
                doomed = other.with_name(f".{secrets.token_hex(8)}.spare")
                try:
                    os.rename(other, doomed)
                except OSError:  # taken by that build meanwhile
                    continue
                _remove(doomed)
            os.rename(old, self.spare)
            return True
        except OSError:
            return False

    def folder_stamps(self) -> dict[str, int]:
        """After :meth:`commit`: the modification time of every folder of the output.

        A folder's time changes whenever a file or folder in it is added, removed or
        renamed, so while none changed, the output has exactly the files it had and the
        next build need not walk it. Only the folders whose times may have changed are
        looked at: after a build that changed nothing, none (the times are those the last
        build recorded); after a swap of the spare made into the new site, those
        :func:`_renew` changed (the others keep the times recorded when that old site was
        the output, :meth:`spare_stamps`); after any other swap, all.

        A recorded time that is wrong (the old site changed since, by hand) costs work,
        never a file: the next build compares it with the folder's own before it relies
        on it (:meth:`_all_seen`), and on a difference swaps in a new site.
        """
        folders = self._site_folders()
        if self._touched is None or not self._known:
            return _stamp(self._dir, folders)
        known, touched = self._known, self._touched
        stamps = {f: known[f] for f in folders if f in known and f not in touched}
        stamps.update(_stamp(self._dir, folders - stamps.keys()))
        return dict(sorted(stamps.items()))

    def spare_differences(self) -> list[str] | None:
        """After :meth:`commit`: where the spare the next build may make into its site
        may not hold the new site's very file (a path of only one of them, or another file
        at it); None: not known. With the spare's folder times (:meth:`spare_stamps`), the
        next build lists only the spare's folders that either changed (:func:`_renew`)."""
        return None if self._differs is None else sorted(self._differs)

    def spare_stamps(self) -> dict[str, int]:
        """After :meth:`commit`: the folder times of the spare the next build may make
        into its site, as far as they are known (for its :meth:`folder_stamps`): after a
        swap, the old output's as recorded, but for the folders :meth:`show_first` changed;
        after a build that swapped nothing or had no old output to keep (the spare is as
        it was), those this build was given."""
        if self._spare_times is None:
            return dict(self.spare_folders)
        return self._spare_times

    def _site_folders(self) -> set[str]:
        """Every folder of the new site's files (``""``: the site's own), worked out once."""
        if self._folders_found is None:
            self._folders_found = _folders(chain(self._kept, self._written))
        return self._folders_found

    def manifest(self) -> dict[str, Stamp]:
        """After :meth:`commit`: every file's digest, size and time (for the next build)."""
        manifest: dict[str, Stamp] = {}
        top = str(self._dir)
        before = self.look_at_output()  # looked at before the swap (commit)
        for path in sorted(chain(self._kept, self._written)):
            old = before.get(path)
            if path in self._kept and old is not None:
                manifest[path] = old  # the very file (a hard link), or a copy of its date
                continue
            st = os.stat(f"{top}/{path}")
            digest = self._kept[path] if path in self._kept else self._written[path].digest
            manifest[path] = Stamp(digest, st.st_size, st.st_mtime_ns)
        return manifest


# --------------------------------------------------------------------------- publishing


def swap(staging: Path, out: Path) -> Path | None:
    """Put the folder ``staging`` where the folder ``out`` is; the old ``out``, moved aside,
    is returned for the caller to remove (None: there was none).

    Two renames in one folder: ``out`` aside, ``staging`` in; if the second fails, the
    first is undone. A process killed between them leaves the old site aside, which
    :func:`publishing` puts back (and one killed before it removed the old site leaves
    that, which :func:`publishing` removes).
    """
    if not out.exists():
        os.rename(staging, out)
        return None
    old = _sibling(out, "old")
    try:
        os.replace(out, old)  # onto the empty folder just made: the output is absent ...
    except BaseException:
        old.rmdir()
        raise
    try:
        os.rename(staging, out)  # ... until here
    except BaseException:
        os.rename(old, out)
        raise
    return old


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


def real_folder(out: Path) -> Path:
    """``out`` as an absolute path with every symbolic link followed."""
    return Path(os.path.realpath(out))


def remove_tree(folder: Path) -> bool:
    """Remove ``folder`` and everything in it, read-only parts too; False if some is left."""
    shutil.rmtree(folder, ignore_errors=True)
    if not os.path.lexists(folder):
        return True
    for root, dirs, _ in os.walk(folder):  # read-only folders: make them writable, retry
        for name in [".", *dirs]:
            path = os.path.join(root, name)
            with suppress(OSError):
                os.chmod(path, stat.S_IMODE(os.lstat(path).st_mode) | stat.S_IRWXU)
    shutil.rmtree(folder, ignore_errors=True)
    return not os.path.lexists(folder)


def put_back(out: Path) -> bool:
    """Put the files of ``out``'s :data:`ASIDE` folder back in their places, and remove
    it (see :meth:`SiteWriter.show_first`); False: there was none."""
    aside = out / ASIDE
    if not aside.is_dir():
        return False
    top, shown = str(out), str(aside)
    for path, *_ in _walk(shown, ""):
        if not path.startswith(".new/"):
            os.replace(f"{shown}/{path}", f"{top}/{path}")
    remove_tree(aside)
    return True


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


def _link(top: str, staging: str, paths: Iterable[str], made: Iterable[str] = ()) -> None:
    """The files ``paths`` of the output ``top`` into ``staging`` (folders made as needed,
    except those in ``made``)."""
    paths = list(paths)
    for folder in sorted(_folders(paths) - set(made) - {""}):  # parents first
        with suppress(FileExistsError):  # made by a worker process
            os.mkdir(f"{staging}/{folder}")
    for path in paths:
        _carry(f"{top}/{path}", f"{staging}/{path}")


def _link_same(source: str, data: bytes, target: str) -> bool:
    """Link ``source`` to ``target`` if it is a regular file of this user that holds
    exactly ``data`` (read and compared; the very file linked, not one put in its place
    meanwhile); False: it is not, or cannot be linked (then nothing was done)."""
    try:
        with open(source, "rb", opener=_no_follow) as file:
            st = os.fstat(file.fileno())
            if not stat.S_ISREG(st.st_mode) or st.st_size != len(data) or st.st_uid != os.getuid():
                return False
            if file.read(len(data) + 1) != data:
                return False
            os.link(source, target, follow_symlinks=False)
    except OSError:
        return False
    linked = os.lstat(target)
    if (linked.st_dev, linked.st_ino) != (st.st_dev, st.st_ino):
        os.unlink(target)
        return False
    return True


def _no_follow(path: str, flags: int) -> int:
    """Open ``path`` itself, never a symbolic link's target, and without waiting (a named
    pipe is not a file to read)."""
    return os.open(path, flags | os.O_NOFOLLOW | os.O_NONBLOCK)


def _plain_folder(path: Path) -> bool:
    """Whether ``path`` is a folder itself, not a symbolic link (to one)."""
    return os.path.isdir(path) and not os.path.islink(path)


def _remove(path: Path) -> None:
    """Remove whatever is at ``path``: a folder with all in it, or a file or a symbolic
    link (never followed)."""
    if _plain_folder(path):
        remove_tree(path)
    elif os.path.lexists(path):
        os.unlink(path)


def _renew(
    site: str,
    staging: str,
    out: str,
    written: Collection[str],
    kept: Collection[str],
    folders: set[str],
    inodes: Mapping[str, int],
    recorded: SpareRecord | None = None,
) -> set[str]:
    """Make the folder ``site`` (an old site) hold exactly the new site: the files
    ``written`` (staged in ``staging``) moved in, the ``kept`` ones the output's very files
    (``out``; their inodes as :func:`_current` found them, else looked at now), in their
    ``folders``, and nothing else. The folders it changed (``""``: the site's own, always),
    whose modification times are new.

    Each folder of ``site`` is listed, but where ``recorded`` (what the cache knows of
    the spare) tells its entries: a folder with the time recorded for it (nothing was
    added to it, removed or renamed since), where no file differs from the output's,
    holds the output's entries (the output's very files)."""
    files = {*kept, *written}
    present: dict[str, int] = {}
    had, changed = {""}, {""}
    _prune(site, "", files, folders, present, had, changed, recorded, inodes)
    for folder in sorted(folders - had):  # parents first
        os.mkdir(f"{site}/{folder}")
        changed.update((folder, _parent(folder)))
    for path in written:
        os.replace(f"{staging}/{path}", f"{site}/{path}")
        changed.add(_parent(path))
    for path in kept:
        if present.get(path) != (inodes.get(path) or os.stat(f"{out}/{path}").st_ino):
            if path in present:
                os.unlink(f"{site}/{path}")
            _carry(f"{out}/{path}", f"{site}/{path}")
            changed.add(_parent(path))
    return changed


def _prune(
    site: str,
    prefix: str,
    files: Collection[str],
    folders: set[str],
    present: dict[str, int],
    had: set[str],
    changed: set[str],
    recorded: SpareRecord | None,
    inodes: Mapping[str, int],
) -> None:
    """Remove from the folder ``site``/``prefix`` everything that is not a regular file at
    a path of ``files`` or a folder of ``folders`` (a symbolic link is removed, never
    followed): the files left, with their inodes, into ``present``, the folders into
    ``had``, and those it removed something from into ``changed``."""
    for name, is_folder, is_file, inode in _entries(site, prefix, recorded, inodes):
        path = prefix + name
        if is_folder and path in folders:
            had.add(path)
            _prune(site, path + "/", files, folders, present, had, changed, recorded, inodes)
        elif is_file and path in files:
            present[path] = inode
        else:  # not part of the new site
            if is_folder:
                remove_tree(Path(site, path))
            else:
                os.unlink(f"{site}/{path}")
            changed.add(prefix[:-1])


def _entries(
    site: str, prefix: str, recorded: SpareRecord | None, inodes: Mapping[str, int]
) -> Iterator[tuple[str, bool, bool, int]]:
    """What the folder ``site``/``prefix`` holds: (name, a folder, a regular file, its
    inode) of each entry (a symbolic link is neither). As ``recorded`` tells it where it
    can (:func:`_renew`): the output's entries, its files of the inodes ``inodes`` (-1
    where unknown: never an inode, so the file is linked again); else as listed."""
    listed = None if recorded is None else recorded.entries(site, prefix[:-1])
    if listed is not None:
        names, subfolders = listed
        for name in names:
            yield name, False, True, inodes.get(prefix + name, -1)
        for name in subfolders:
            yield name, True, False, 0
        return
    with os.scandir(f"{site}/{prefix}") as items:
        for item in items:
            is_folder = item.is_dir(follow_symlinks=False)
            yield item.name, is_folder, item.is_file(follow_symlinks=False), item.inode()


@dataclass(frozen=True, slots=True)
class SpareRecord:
    """What the cache recorded of the spare (the site before the output's): the times of
    its folders, and each folder's entries where they are the output's. The spare is
    the last build's old output, whose folders' times were recorded when it was the
    output; the last build recorded where it may differ from the output
    (:meth:`SiteWriter.spare_differences`)."""

    times: Mapping[str, int]  # folder -> recorded modification time
    files: Mapping[str, list[str]]  # folder -> the names of the output's files in it
    folders: Mapping[str, list[str]]  # folder -> the names of the output's folders in it
    unsure: set[str]  # the folders of the paths where the spare may differ, and above

    @staticmethod
    def of(
        output: Manifest,
        output_folders: Collection[str],
        times: Mapping[str, int],
        differs: Collection[str],
    ) -> SpareRecord:
        files: dict[str, list[str]] = {}
        for path in output:
            folder, _, name = path.rpartition("/")
            files.setdefault(folder, []).append(name)
        folders: dict[str, list[str]] = {}
        for path in output_folders:
            if path:
                folder, _, name = path.rpartition("/")
                folders.setdefault(folder, []).append(name)
        return SpareRecord(times, files, folders, _folders(differs) | {""})

    def entries(self, site: str, folder: str) -> tuple[list[str], list[str]] | None:
        """The names of the files and folders in ``site``'s ``folder``, if it has the
        time recorded for it and holds the output's entries; None: list it."""
        when = self.times.get(folder)
        if when is None or folder in self.unsure:
            return None
        try:
            if os.lstat(f"{site}/{folder}").st_mtime_ns != when:
                return None
        except OSError:
            return None
        return self.files.get(folder, []), self.folders.get(folder, [])


def _carry(source: str, target: str) -> None:
    """The file ``source`` at ``target`` too: a hard link, or a copy with its date."""
    try:
        os.link(source, target, follow_symlinks=False)
    except OSError as error:  # no hard links on this file system (or to this file)
        if error.errno == errno.EEXIST:
            raise
        shutil.copy2(source, target, follow_symlinks=False)


def _sibling(out: Path, kind: str) -> Path:
    """A new empty folder ``.NAME.KIND-<random>`` beside ``out``."""
    while True:
        folder = out.parent / f".{out.name}.{kind}-{secrets.token_hex(8)}"
        try:
            folder.mkdir()
            return folder
        except FileExistsError:
            continue


# --------------------------------------------------------------------------- helpers


def _folders(files: Iterable[str]) -> set[str]:
    """Every folder (and parent folder) of ``files``; ``""`` is the output itself."""
    folders = {""}
    for path in files:
        while "/" in path:
            path = path.rsplit("/", 1)[0]
            if path in folders:
                break
            folders.add(path)
    return folders


def _parent(path: str) -> str:
    """The folder of the site path ``path`` (``""``: the site's own)."""
    return path.rpartition("/")[0]


def _stamp(out: Path, folders: Iterable[str]) -> dict[str, int]:
    top = str(out)
    return {f: _folder_time(top, f) for f in sorted(folders)}


def _folder_time(top: str, folder: str) -> int:
    """The modification time of the output ``top``'s ``folder`` (``""``: its own)."""
    return os.stat(f"{top}/{folder}" if folder else top).st_mtime_ns


def _same_folders(out: Path, folders: Mapping[str, int]) -> bool:
    """Whether every folder of ``folders`` still has its recorded modification time."""
    top = str(out)
    try:
        return bool(folders) and all(_folder_time(top, f) == when for f, when in folders.items())
    except OSError:
        return False


def _current(
    out: Path, previous: Manifest, inodes: dict[str, int]
) -> tuple[dict[str, Stamp], bool]:
    """The files of the output now, with their digests (trusted from ``previous`` while a
    file's size and modification time are the recorded ones, else read and hashed); each
    file's inode into ``inodes``. And whether the output was walked (every file seen).

    The files of ``previous`` are looked at one by one; the whole output is walked
    instead when one of them is gone, or nothing was recorded.
    """
    found: dict[str, Stamp] = {}
    if not out.is_dir():
        return found, True
    top = str(out)
    if previous:
        try:
            for path, known in previous.items():
                st = os.stat(f"{top}/{path}")
                found[path] = _stamped(out, path, st.st_size, st.st_mtime_ns, known)
                inodes[path] = st.st_ino
            return found, False
        except OSError:  # one is gone: look at everything
            found.clear()
            inodes.clear()
    for path, size, mtime_ns, inode in _walk(top, ""):
        found[path] = _stamped(out, path, size, mtime_ns, previous.get(path))
        inodes[path] = inode
    return found, True


def _look(out: Path, path: str, known: Stamp | None) -> Stamp | None:
    """The output's file at ``path`` now, with its digest (``known``'s while its size and
    modification time are the recorded ones, else read and hashed); None: there is none."""
    try:
        st = os.stat(f"{out}/{path}")
    except OSError:
        return None
    if not stat.S_ISREG(st.st_mode):
        return None
    return _stamped(out, path, st.st_size, st.st_mtime_ns, known)


def _stamped(out: Path, path: str, size: int, mtime_ns: int, known: Stamp | None) -> Stamp:
    """The stamp of the output's file at ``path`` (of ``size`` bytes, modified at
    ``mtime_ns``): ``known`` while its size and modification time are the recorded ones,
    else read and hashed."""
    if known is not None and known.size == size and known.mtime_ns == mtime_ns:
        return known
    data = out.joinpath(*PurePosixPath(path).parts).read_bytes()
    return Stamp(digest(data), size, mtime_ns)


def _walk(folder: str, prefix: str) -> Iterable[tuple[str, int, int, int]]:
    """Every file below ``folder`` (but the marker and what show_first put aside): (site
    path, size, modification time, inode)."""
    with os.scandir(folder) as entries:
        for item in entries:
            path = prefix + item.name
            if path == ASIDE:  # what show_first put aside: not a file of the site
                continue
            if item.is_dir(follow_symlinks=False):
                yield from _walk(item.path, path + "/")
            elif path != MARKER:
                st = item.stat(follow_symlinks=False)
                yield path, st.st_size, st.st_mtime_ns, st.st_ino


def _check_name(name: str) -> None:
    parts = name.split("/")  # a clean relative POSIX path: no "", "." or ".." part
    if name == MARKER or not {"", ".", ".."}.isdisjoint(parts):
        raise ValueError(f"not a file name inside the site: {name!r}")


def _replaceable(out: Path) -> bool:
    if not out.is_dir():
        return False
    return (out / MARKER).is_file() or not any(out.iterdir())
